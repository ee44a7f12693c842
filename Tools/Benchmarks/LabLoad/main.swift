// Why this file exists: the lab's cost per message has to be measured by a client that is not itself the
// bottleneck. A Python client spends more CPU than the server it measures, and so did a Swift client on a
// general WebSocket library (its task hops per message cost as much as the server's). This one drives every
// session from one thread: plain non-blocking sockets, one `poll` loop, WebSocket frames written and read by
// hand (RFC 6455: masked text frames out, unmasked frames in), messages built from templates prepared once.
// It plays recorded traces as pages would (pointer samples at the traces' times and frame ticks, both at the
// page's rate) and reports the round trip from each pointer message to the frame that acknowledges it, the
// server's CPU per message (the scheduler's count of its threads' run time, from /proc) and its own CPU, so a reader can tell which
// side was busy. With --soak it samples the server's resident memory every 10 s.
//
// Usage: LabLoad --port P --server-pid PID [--sessions 50] [--seconds 20] [--rate 120] [--traces DIR]
//                [--soak SECONDS] [--pointers-only]
// Loopback only; bounded in time (at most 15 minutes) and in sessions (at most 64).

import Foundation
import GraspTrace
import GraspFoundationCompat

// MARK: Options

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}
guard let port = option("--port").flatMap(UInt16.init), let serverPID = option("--server-pid").flatMap(Int32.init) else {
    FileHandle.standardError.write(Data("usage: LabLoad --port P --server-pid PID [--sessions N] [--seconds S] [--rate HZ] [--traces DIR] [--soak S] [--pointers-only]\n".utf8))
    exit(2)
}
let sessionCount = max(1, min(64, option("--sessions").flatMap(Int.init) ?? 50))
let soak = option("--soak").flatMap(Double.init).map { max(10, min(900, $0)) }
let seconds = soak ?? max(1, min(120, option("--seconds").flatMap(Double.init) ?? 20))
let rate = max(10, min(240, option("--rate").flatMap(Double.init) ?? 120))
let tracesFolder = option("--traces") ?? FileManager.default.currentDirectoryPath + "/Tests/Fixtures/Traces"
/// With --pointers-only the pages send their pointer messages and no frame ticks, so that the server's CPU
/// divided by the pointer messages is what one pointer message costs, all of it.
let pointersOnly = arguments.contains("--pointers-only")

// MARK: Clocks and process figures

/// Seconds on the monotonic clock.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// CPU seconds of process `pid`: the scheduler's own count of the time each of its threads ran
/// (`/proc/PID/task/*/schedstat`, nanoseconds), or, where that is missing, user + system time from
/// `/proc/PID/stat`. The ticks of the second are 10 ms, and a process that wakes briefly for each message
/// is charged a whole tick when one falls while it runs, so at low rates they can be far off; the
/// scheduler's count is exact.
func processCPU(_ pid: Int32) -> Double {
    if let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") {
        var total = 0.0
        var read = 0
        for thread in threads {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/schedstat", encoding: .utf8),
                  let first = text.split(separator: " ").first, let nanoseconds = Double(first) else { continue }
            total += nanoseconds / 1e9
            read += 1
        }
        if read > 0 { return total }
    }
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = text.lastIndex(of: ")") else { return .nan }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // After the command: state is field 3, utime 14 and stime 15 (1-based, counting pid and comm).
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// Resident memory of process `pid` in MiB.
func residentMiB(_ pid: Int32) -> Double {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return .nan }
    for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan) / 1024
    }
    return .nan
}

/// This process's CPU seconds, from the scheduler's exact count (`CLOCK_PROCESS_CPUTIME_ID`).
func ownCPU() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The machine's load averages, as /proc/loadavg gives them.
func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}

// MARK: Input: recorded traces as pointer messages

/// One trace as the pointer messages a page would send: samples sharing a time go together, each sample
/// kept as its text after the page time.
struct Script {
    var viewport: (Double, Double)
    var groups: [(t: Double, samples: [String])]
    var duration: Double
}

func loadScripts() throws -> [Script] {
    let names = ["scroll-right-400-2000-fling", "pinch-out-2x", "rotate-90-two-finger", "flick-then-catch", "double-tap"]
    return try names.map { name in
        let trace = try Trace(contentsOf: URL(fileURLWithPath: "\(tracesFolder)/\(name).json"))
        var groups: [(t: Double, samples: [String])] = []
        for sample in trace.samples {
            guard let phase = ["down": "down", "move": "move", "up": "up", "cancel": "cancel"][sample.phase.rawValue] else { continue }
            let text = ",\"id\":\(sample.pointer),\"phase\":\"\(phase)\",\"x\":\(sample.x),\"y\":\(sample.y),\"kind\":\"touch\"}"
            if let last = groups.last, last.t == sample.t { groups[groups.count - 1].samples.append(text) } else { groups.append((sample.t, [text])) }
        }
        let viewport = trace.viewport.map { ($0.width, $0.height) } ?? (1000, 700)
        return Script(viewport: viewport, groups: groups, duration: (trace.samples.last?.t ?? 0) + 0.3)
    }
}

/// `milliseconds` with three decimals, as the page writes times, without Foundation's formatter.
func pageTime(_ milliseconds: Double) -> String {
    let thousandths = Int((milliseconds * 1000).rounded())
    let digits = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - digits.count) + digits
}

// MARK: WebSocket framing

/// A cheap generator for the frames' mask keys (RFC 6455 wants them unpredictable to intermediaries; on
/// loopback any varying key does).
var maskState: UInt64 = 0x9E37_79B9_7F4A_7C15
@MainActor func nextMask() -> UInt32 {
    maskState ^= maskState << 13
    maskState ^= maskState >> 7
    maskState ^= maskState << 17
    return UInt32(truncatingIfNeeded: maskState)
}

/// `text` as one masked WebSocket text frame, appended to `out`.
@MainActor func appendFrame(_ text: String, to out: inout [UInt8]) {
    appendFrame(payload: Array(text.utf8), opcode: 0x1, to: &out)
}

/// `payload` as one masked WebSocket frame of `opcode`, appended to `out`.
@MainActor func appendFrame(payload: [UInt8], opcode: UInt8, to out: inout [UInt8]) {
    out.append(0x80 | opcode)
    if payload.count < 126 {
        out.append(0x80 | UInt8(payload.count))
    } else if payload.count <= 0xFFFF {
        out.append(0x80 | 126)
        out.append(UInt8(payload.count >> 8))
        out.append(UInt8(payload.count & 0xFF))
    } else {
        out.append(0x80 | 127)
        for shift in stride(from: 56, through: 0, by: -8) { out.append(UInt8((payload.count >> shift) & 0xFF)) }
    }
    let mask = nextMask()
    let key = [UInt8(mask >> 24), UInt8((mask >> 16) & 0xFF), UInt8((mask >> 8) & 0xFF), UInt8(mask & 0xFF)]
    out.append(contentsOf: key)
    for (index, byte) in payload.enumerated() { out.append(byte ^ key[index & 3]) }
}

/// Whether `bytes[from...]` starts with `prefix`.
func hasPrefix(_ bytes: ArraySlice<UInt8>, _ prefix: [UInt8]) -> Bool {
    bytes.count >= prefix.count && bytes.prefix(prefix.count).elementsEqual(prefix)
}

let framePrefix = Array("{\"v\":1,\"type\":\"frame\"".utf8)
let errorMarker = Array("\"type\":\"error\"".utf8)
let ackKey = Array("\"ack\":".utf8)

/// The `ack` of a frame's text (it follows `t`, near the start), or `nil`.
func ack(in bytes: ArraySlice<UInt8>) -> Int? {
    let window = bytes.prefix(80)
    guard let start = window.firstRange(of: ackKey)?.upperBound else { return nil }
    var value = 0, digits = 0
    var index = start
    while index < window.endIndex, window[index] >= 48, window[index] <= 57 {
        value = value * 10 + Int(window[index] - 48)
        digits += 1
        index += 1
    }
    return digits > 0 ? value : nil
}

// MARK: Measurements

struct Tally {
    var pointerMessages = 0
    var frameMessages = 0
    var framesReceived = 0
    var errors: [String] = []
    var roundTrips: [Double] = []  // milliseconds
    var unacknowledged = 0
    var failedSessions = 0
}
var tally = Tally()
/// Where every socket is read into.
var readBuffer = [UInt8](repeating: 0, count: 65536)

// MARK: One session

/// One page: its socket, where it is in its scripts, and its pointer messages awaiting their frame.
@MainActor final class Session {
    let index: Int
    let fd: Int32
    var inbound: [UInt8] = []
    var message: [UInt8] = []  // a fragmented message's payload so far
    var pending: [Int: Double] = [:]
    var seq = 0
    var turn: Int
    var base = 1000.0  // page milliseconds of the current script's time zero
    var scriptStart = 0.0
    var tick = 0
    var nextGroup = 0
    var finished = false
    var failed = false

    init(index: Int, fd: Int32) {
        self.index = index
        self.fd = fd
        turn = index
    }

    /// Writes all of `bytes`, waiting for the socket when it is full.
    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count, !failed {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EAGAIN || errno == EINTR {
                var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, 100)
            } else {
                failed = true
            }
        }
    }

    /// Reads what the socket has and handles every complete frame in it. `false` when the server closed.
    func receive(at time: Double) -> Bool {
        while true {
            let count = readBuffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                inbound.append(contentsOf: readBuffer[0..<count])
                if count < readBuffer.count { break }
            } else if count == 0 {
                return false
            } else {
                if errno == EAGAIN || errno == EINTR { break }
                return false
            }
        }
        var offset = 0
        while inbound.count - offset >= 2 {
            let first = inbound[offset], second = inbound[offset + 1]
            var length = Int(second & 0x7F)
            var header = 2
            if length == 126 {
                guard inbound.count - offset >= 4 else { break }
                length = Int(inbound[offset + 2]) << 8 | Int(inbound[offset + 3])
                header = 4
            } else if length == 127 {
                guard inbound.count - offset >= 10 else { break }
                length = (0..<8).reduce(0) { $0 << 8 | Int(inbound[offset + 2 + $1]) }
                header = 10
            }
            guard inbound.count - offset >= header + length else { break }
            let payload = inbound[(offset + header)..<(offset + header + length)]
            let opcode = first & 0x0F
            let fin = first & 0x80 != 0
            switch opcode {
            case 0x1, 0x0:
                if fin && message.isEmpty && opcode == 0x1 {
                    handle(payload, at: time)
                } else {
                    message.append(contentsOf: payload)
                    if fin {
                        handle(message[...], at: time)
                        message.removeAll()
                    }
                }
            case 0x8:
                return false
            case 0x9:
                // The server's keep-alive: the pong must echo the ping's bytes exactly.
                var pong: [UInt8] = []
                appendFrame(payload: Array(payload), opcode: 0xA, to: &pong)
                send(pong)
            default:
                break
            }
            offset += header + length
        }
        inbound.removeFirst(offset)
        return true
    }

    func handle(_ text: ArraySlice<UInt8>, at time: Double) {
        if hasPrefix(text, framePrefix) {
            tally.framesReceived += 1
            if let seq = ack(in: text), let sentAt = pending.removeValue(forKey: seq) {
                tally.roundTrips.append((time - sentAt) * 1000)
            }
        } else if text.firstRange(of: errorMarker) != nil {
            tally.errors.append(String(decoding: text.prefix(160), as: UTF8.self))
        }
    }

    /// The time of this page's next tick.
    func due(interval: Double) -> Double { scriptStart + Double(tick) * interval }

    /// Sends the pointer messages due at this tick, then the tick's frame message, and moves on.
    func play(scripts: [Script], interval: Double, time: Double) {
        var script = scripts[turn % scripts.count]
        if Double(tick) * interval >= script.duration {
            base += script.duration * 1000
            turn += 1
            tick = 0
            nextGroup = 0
            scriptStart = time
            script = scripts[turn % scripts.count]
        }
        let t = Double(tick) * interval
        var out: [UInt8] = []
        while nextGroup < script.groups.count, script.groups[nextGroup].t <= t {
            let group = script.groups[nextGroup]
            nextGroup += 1
            seq += 1
            let stamp = pageTime(base + group.t * 1000)
            var text = "{\"v\":1,\"type\":\"pointer\",\"seq\":\(seq),\"samples\":["
            for (index, sample) in group.samples.enumerated() {
                text += index > 0 ? ",{\"t\":" : "{\"t\":"
                text += stamp
                text += sample
            }
            text += "]}"
            appendFrame(text, to: &out)
            pending[seq] = now()
            send(out)
            out.removeAll(keepingCapacity: true)
            tally.pointerMessages += 1
        }
        tick += 1
        guard !pointersOnly else { return }
        appendFrame("{\"v\":1,\"type\":\"frame\",\"t\":" + pageTime(base + t * 1000) + "}", to: &out)
        send(out)
        tally.frameMessages += 1
    }
}

/// Connects to the server, upgrades to a WebSocket and says hello; `nil` when any step fails.
@MainActor func connectSession(_ index: Int, scripts: [Script]) -> Session? {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { close(fd); return nil }
    var one: Int32 = 1
    setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
    let request = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
    let session = Session(index: index, fd: fd)
    session.send(Array(request.utf8))
    // The response head, read byte-wise up to its blank line (anything after it is WebSocket frames).
    var head: [UInt8] = []
    var byte: UInt8 = 0
    while !head.suffix(4).elementsEqual([13, 10, 13, 10]) {
        guard read(fd, &byte, 1) == 1, head.count < 8192 else { close(fd); return nil }
        head.append(byte)
    }
    guard String(decoding: head, as: UTF8.self).hasPrefix("HTTP/1.1 101") else { close(fd); return nil }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    let first = scripts[index % scripts.count]
    var hello: [UInt8] = []
    appendFrame("{\"v\":1,\"type\":\"hello\",\"scene\":\"inspector\",\"viewport\":{\"width\":\(first.viewport.0),\"height\":\(first.viewport.1)},\"client\":\"LabLoad\"}", to: &hello)
    session.send(hello)
    return session
}

// MARK: Run

func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((p / 100 * Double(sorted.count - 1)).rounded()))]
}

signal(SIGPIPE, SIG_IGN)
let scripts = try loadScripts()
let interval = 1 / rate
let serverCPUStart = processCPU(serverPID)
let clientCPUStart = ownCPU()
let rssStart = residentMiB(serverPID)
let loadStart = loadAverage()
let started = now()
let end = started + seconds
var sessions: [Session] = []
for index in 0..<sessionCount {
    if let session = connectSession(index, scripts: scripts) {
        session.scriptStart = now()
        sessions.append(session)
    } else {
        tally.failedSessions += 1
    }
}
var soakTable: [(Double, Double)] = []
var nextSample = started
var descriptors = sessions.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
// Play until the end, then listen 300 ms more for the last answers.
while true {
    let time = now()
    if soak != nil, time >= nextSample, time < end {
        soakTable.append((time - started, residentMiB(serverPID)))
        nextSample += 10
    }
    if time >= end + 0.3 { break }
    var wake = end + 0.3
    for session in sessions where !session.finished {
        if time < end {
            while session.due(interval: interval) <= now(), now() < end { session.play(scripts: scripts, interval: interval, time: now()) }
            wake = min(wake, session.due(interval: interval))
        }
    }
    if soak != nil { wake = min(wake, nextSample) }
    let wait = max(0, wake - now())
    // Whole milliseconds, rounded up: a tick is at most a millisecond late, and the loop never spins.
    let ready = poll(&descriptors, nfds_t(descriptors.count), Int32((wait * 1000).rounded(.up)))
    guard ready > 0 else { continue }
    let received = now()
    for (index, descriptor) in descriptors.enumerated() where descriptor.revents != 0 {
        let session = sessions[index]
        if !session.finished, !session.receive(at: received) || session.failed {
            session.finished = true
            session.failed = true
            descriptors[index].fd = -1
        }
    }
}
var failedBeforeEnd = 0
for session in sessions {
    tally.unacknowledged += session.pending.count
    if session.failed { failedBeforeEnd += 1 }
    var closing: [UInt8] = []
    appendFrame(payload: [0x03, 0xE8], opcode: 0x8, to: &closing)  // 1000, normal closure
    if !session.failed { session.send(closing) }
    close(session.fd)
}
tally.failedSessions += failedBeforeEnd
let elapsed = now() - started
let serverCPU = processCPU(serverPID) - serverCPUStart
let clientCPU = ownCPU() - clientCPUStart
let messages = tally.pointerMessages + tally.frameMessages

func f(_ x: Double, _ decimals: Int = 1) -> String { String(format: "%.\(decimals)f", x) }
print("sessions \(sessionCount) at \(Int(rate)) Hz for \(f(elapsed)) s: \(tally.pointerMessages) pointer + \(tally.frameMessages) frame messages, \(tally.framesReceived) frames back; load average \(loadStart) at the start, \(loadAverage()) at the end")
print("round trip pointer -> frame: p50 \(f(percentile(tally.roundTrips, 50), 2)) ms, p99 \(f(percentile(tally.roundTrips, 99), 2)) ms, max \(f(tally.roundTrips.max() ?? .nan, 2)) ms (\(tally.roundTrips.count))")
if pointersOnly {
    print("server CPU: \(f(serverCPU, 2)) s = \(f(serverCPU / Double(max(1, tally.pointerMessages)) * 1e6)) µs per pointer message, all of it (no frame ticks sent); \(f(serverCPU / elapsed * 100)) % of a core")
} else {
    print("server CPU: \(f(serverCPU, 2)) s = \(f(serverCPU / Double(max(1, messages)) * 1e6)) µs per message (pointer and frame messages alike), \(f(serverCPU / Double(max(1, tally.pointerMessages)) * 1e6)) µs per pointer message with the frame ticks charged to it; \(f(serverCPU / elapsed * 100)) % of a core")
}
print("client CPU: \(f(clientCPU, 2)) s = \(f(clientCPU / Double(max(1, messages)) * 1e6)) µs per message; \(f(clientCPU / elapsed * 100)) % of a core")
print("server memory (VmRSS): start \(f(rssStart)) MiB, end \(f(residentMiB(serverPID))) MiB")
if !soakTable.isEmpty {
    print("soak: resident memory every 10 s")
    print("| s | MiB |\n|---|---|")
    for (t, mib) in soakTable { print("| \(Int(t.rounded())) | \(f(mib)) |") }
}
print("errors: \(tally.errors.count)\(tally.errors.first.map { " (first: \($0))" } ?? ""); unacknowledged: \(tally.unacknowledged); failed sessions: \(tally.failedSessions)")
exit(tally.errors.isEmpty && tally.failedSessions == 0 && tally.unacknowledged == 0 ? 0 : 1)
