// Why this file exists: text leaves the module through memory JavaScript reads: an address and a length
// (version 2's output buffer, and version 3's error messages).
// The buffer lives here, outside Swift's arrays (whose storage may move), grows when a longer text comes,
// and is reused from call to call.

/// Bytes of UTF-8 at a stable address, rewritten by each call that answers with text.
public struct OutputBuffer {
    /// The text's address, or `nil` before the first text.
    public private(set) var pointer: UnsafeMutableRawPointer?
    /// The text's length in bytes.
    public private(set) var count = 0
    private var capacity = 0

    /// An empty buffer.
    public init() {}

    /// Replaces the contents with `text`.
    public mutating func set(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            reserve(bytes.count)
            if let base = bytes.baseAddress, let pointer { pointer.copyMemory(from: base, byteCount: bytes.count) }
            count = bytes.count
        }
    }

    /// Replaces the contents with `lines`, a newline between each two.
    public mutating func set(_ lines: [String]) {
        var total = max(0, lines.count - 1)
        for line in lines { total += line.utf8.count }
        reserve(total)
        count = 0
        for (index, line) in lines.enumerated() {
            if index > 0 { append(byte: 0x0A) }
            var line = line
            line.withUTF8 { bytes in
                if let base = bytes.baseAddress, let pointer { (pointer + count).copyMemory(from: base, byteCount: bytes.count) }
                count += bytes.count
            }
        }
    }

    private mutating func append(byte: UInt8) {
        pointer?.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    private mutating func reserve(_ needed: Int) {
        guard needed > capacity || pointer == nil else { return }
        let size = max(needed, capacity * 2, 4096)
        pointer?.deallocate()
        pointer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        capacity = size
    }
}
