// Why this file exists: the server tests run a real lab server and talk to it over real sockets. Each of
// them must end, pass or fail, however loaded the machine: a test that waits for ever holds the whole
// test process, because Swift Testing's time limit only cancels a test, and then waits for it to finish.
// So nothing here waits without a deadline: the clients are plain blocking sockets with a receive timeout
// and an overall deadline, run on threads of their own (never on the server's event loop or the
// cooperative pool), the test's body has a deadline too, and the server is stopped when the body ends;
// a server that does not stop in time fails the test instead of hanging it.

import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Hummingbird
import Testing
@testable import GraspLab

/// A failure of a live-server test's plumbing: a deadline passed, or a socket call failed.
struct LiveLabError: Error, CustomStringConvertible {
    let description: String
}

/// Runs `server` on a port of its own for the length of `body`, and stops it afterwards.
///
/// `body` gets the port. The server must accept connections within `deadline`, `body` must end within
/// `bodyDeadline`, and the server must stop within `deadline` of the body's end; otherwise the test
/// fails instead of waiting for ever.
func withLiveLab<T: Sendable>(_ server: LabServer, deadline: Duration = .seconds(20), bodyDeadline: Duration = .seconds(40),
                              _ body: @escaping @Sendable (Int) async throws -> T) async throws -> T {
    let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
    let application = try server.makeApplication(onRunning: { port in
        portSink.yield(port)
        portSink.finish()
    })
    // The application runs as a service outside any service group: cancelling its task shuts it down
    // gracefully (the listener closes, open connections are told to finish).
    let running = Task { try await application.run() }
    let stopped = Completion()
    Task {
        _ = await running.result
        stopped.complete()
    }
    // The port, or nil when the server stopped before it listened.
    let listening = await Completion.first(within: deadline) { () async throws -> Int? in
        var iterator = ports.makeAsyncIterator()
        return await iterator.next()
    }
    let outcome: Result<T, any Error>
    switch listening {
    case .success(let port?)?:
        outcome = await Completion.first(within: bodyDeadline) { try await body(port) }
            ?? .failure(LiveLabError(description: "the test did not end within \(bodyDeadline) (its socket reads have deadlines: this is a bug of the test)"))
    case .failure(let error)?:
        outcome = .failure(error)
    case .success(nil)?, nil:
        outcome = .failure(LiveLabError(description: "the lab server did not listen within \(deadline)"))
    }
    // Stop the server, within the deadline.
    running.cancel()
    if await !stopped.wait(within: deadline) {
        Issue.record("the lab server did not stop within \(deadline) of its task's cancellation")
    }
    return try outcome.get()
}

/// A one-time signal that can be waited for with a deadline. Waiting never depends on anyone answering
/// a cancellation: the wait ends when the signal comes or when the deadline passes, whichever is first.
final class Completion: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    private var nextWaiter = 0
    private var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]

    /// Signals; every wait, current and future, ends with `true`.
    func complete() {
        lock.lock()
        done = true
        let resumed = waiters.values
        waiters = [:]
        lock.unlock()
        for waiter in resumed { waiter.resume(returning: true) }
    }

    /// Whether the signal came within `deadline`.
    func wait(within deadline: Duration) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            lock.lock()
            if done {
                lock.unlock()
                continuation.resume(returning: true)
                return
            }
            let id = nextWaiter
            nextWaiter += 1
            waiters[id] = continuation
            lock.unlock()
            let (seconds, attoseconds) = deadline.components
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))) { [self] in
                lock.lock()
                let expired = waiters.removeValue(forKey: id)
                lock.unlock()
                expired?.resume(returning: false)
            }
        }
    }

    /// What `operation` gives, or nil when `deadline` passes first (the operation is then cancelled and
    /// left to end on its own).
    static func first<T: Sendable>(within deadline: Duration, of operation: @escaping @Sendable () async throws -> T) async -> Result<T, any Error>? {
        let box = ResultBox<T>()
        let finished = Completion()
        let task = Task {
            box.set(await Result { try await operation() })
            finished.complete()
        }
        guard await finished.wait(within: deadline) else {
            task.cancel()
            return nil
        }
        return box.get()
    }
}

/// A value handed from one task to another.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<T, any Error>?
    func set(_ value: Result<T, any Error>) { lock.lock(); result = value; lock.unlock() }
    func get() -> Result<T, any Error>? { lock.lock(); defer { lock.unlock() }; return result }
}

extension Result where Failure == any Error {
    /// The result of an async throwing body.
    init(_ body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}

/// Runs blocking `work` on a thread of its own, so that it never holds a thread the server or the
/// cooperative pool needs; `work` must end by itself (every socket call here has a deadline).
func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

/// A blocking TCP connection to the test server on 127.0.0.1, every read bounded by a deadline.
final class TestSocket {
    private let fd: Int32
    /// When reads stop waiting.
    let deadline: Date

    /// Connects to `port`; reads give up `seconds` after now.
    init(port: Int, seconds: Double = 10) throws {
        deadline = Date().addingTimeInterval(seconds)
        #if canImport(Glibc)
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw LiveLabError(description: "socket() failed (errno \(errno))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            Glibc.close(fd)
            throw LiveLabError(description: "connect() to port \(port) failed (errno \(errno))")
        }
        #else
        throw LiveLabError(description: "the live-server tests need Glibc sockets")
        #endif
    }

    deinit {
        #if canImport(Glibc)
        Glibc.close(fd)
        #endif
    }

    /// Sends every byte.
    func send(_ bytes: [UInt8]) throws {
        #if canImport(Glibc)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBufferPointer { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw LiveLabError(description: "send() failed (errno \(errno))") }
            offset += sent
        }
        #endif
    }

    /// The next bytes that arrive; empty when the peer closed the connection or the deadline passed.
    func receive() -> [UInt8] {
        #if canImport(Glibc)
        let remaining = deadline.timeIntervalSinceNow
        guard remaining > 0 else { return [] }
        var timeout = timeval(tv_sec: Int(remaining), tv_usec: Int((remaining - remaining.rounded(.down)) * 1e6) + 1)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        return count > 0 ? Array(buffer[..<count]) : []
        #else
        return []
        #endif
    }

    /// Everything the peer sends until it closes the connection or the deadline passes.
    func receiveAll() -> [UInt8] {
        var received: [UInt8] = []
        while true {
            let bytes = receive()
            if bytes.isEmpty { return received }
            received += bytes
        }
    }

    /// The next HTTP response, read as far as its `Content-Length` (or to the connection's end when it
    /// has none); nil when nothing complete arrives before the deadline.
    func receiveResponse() -> TestHTTPResponse? {
        var received: [UInt8] = []
        while true {
            if let response = (try? TestHTTPResponse.parse(received))?.first,
               let length = response["Content-Length"].flatMap(Int.init), response.body.count == length {
                return response
            }
            let bytes = receive()
            if bytes.isEmpty { return (try? TestHTTPResponse.parse(received))?.first }
            received += bytes
        }
    }

    /// Whether the deadline has passed.
    var isPastDeadline: Bool { deadline.timeIntervalSinceNow <= 0 }
}

/// An HTTP response read off a socket.
struct TestHTTPResponse {
    /// The status code.
    var status: Int
    /// The header fields, names as sent.
    var headers: [(name: String, value: String)]
    /// The body.
    var body: [UInt8]
    /// The body as text.
    var text: String { String(decoding: body, as: UTF8.self) }

    /// The value of the first field named `name`, compared without regard to case.
    subscript(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Parses the responses in `bytes`, one after another (bodies by `Content-Length`, or to the end).
    static func parse(_ bytes: [UInt8]) throws -> [TestHTTPResponse] {
        var responses: [TestHTTPResponse] = []
        var rest = bytes[...]
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        while !rest.isEmpty {
            guard let end = rest.firstRange(of: separator) else { throw LiveLabError(description: "an incomplete response head: \(String(decoding: rest, as: UTF8.self))") }
            let lines = String(decoding: rest[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
            let statusParts = lines[0].split(separator: " ", maxSplits: 2)
            guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw LiveLabError(description: "not a status line: \(lines[0])") }
            let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
            var response = TestHTTPResponse(status: status, headers: headers, body: [])
            rest = rest[end.upperBound...]
            let length = response["Content-Length"].flatMap(Int.init) ?? rest.count
            response.body = Array(rest.prefix(length))
            rest = rest.dropFirst(length)
            responses.append(response)
        }
        return responses
    }
}

/// Sends `GET path` (with `headers`) on a new connection that closes after the response, and reads the
/// response.
func httpGet(port: Int, _ path: String, headers: [String: String] = [:]) async throws -> TestHTTPResponse {
    try await onOwnThread {
        let socket = try TestSocket(port: port)
        var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { request += "\(name): \(value)\r\n" }
        try socket.send(Array((request + "\r\n").utf8))
        let bytes = socket.receiveAll()
        guard let response = try TestHTTPResponse.parse(bytes).first else {
            throw LiveLabError(description: "no response to GET \(path)\(socket.isPastDeadline ? " within the deadline" : "")")
        }
        return response
    }
}

/// A WebSocket client over a ``TestSocket``: the upgrade, masked client frames, and the server's frames
/// read back, each read bounded by the socket's deadline.
final class TestWebSocket: @unchecked Sendable {
    private let socket: TestSocket
    /// Bytes received and not yet read as frames.
    private var pending: [UInt8] = []
    /// The upgrade response's head, as text.
    private(set) var upgradeResponse = ""

    private init(socket: TestSocket) { self.socket = socket }

    /// Connects to the lab at `port` and upgrades to a WebSocket; reads give up after `seconds`.
    static func connect(port: Int, seconds: Double = 10) async throws -> TestWebSocket {
        try await onOwnThread {
            let client = TestWebSocket(socket: try TestSocket(port: port, seconds: seconds))
            try client.socket.send(Array(RawWebSocketUpgrade.upgradeRequest(port: port, path: "/ws", origin: nil).utf8))
            let separator: [UInt8] = Array("\r\n\r\n".utf8)
            while client.pending.firstRange(of: separator) == nil {
                let bytes = client.socket.receive()
                guard !bytes.isEmpty else { throw LiveLabError(description: "no upgrade response within the deadline") }
                client.pending += bytes
            }
            let end = client.pending.firstRange(of: separator)!
            client.upgradeResponse = String(decoding: client.pending[..<end.lowerBound], as: UTF8.self)
            client.pending.removeSubrange(..<end.upperBound)
            guard client.upgradeResponse.hasPrefix("HTTP/1.1 101") else {
                throw LiveLabError(description: "the upgrade was refused: \(client.upgradeResponse)")
            }
            return client
        }
    }

    /// Sends a text message in one masked frame.
    func send(text: String) async throws {
        let frame = RawWebSocketUpgrade.maskedFrame(opcode: 0x1, payload: Array(text.utf8))
        try await onOwnThread { try self.socket.send(frame) }
    }

    /// Reads text messages until `until` holds for one (which is returned last) or the server closes the
    /// connection; throws when the deadline passes first.
    func receive(until: @escaping @Sendable (String) -> Bool) async throws -> [String] {
        try await onOwnThread {
            var texts: [String] = []
            while let (opcode, payload) = try self.nextFrame() {
                if opcode == 0x8 { return texts }
                guard opcode == 0x1 else { continue }
                let text = String(decoding: payload, as: UTF8.self)
                texts.append(text)
                if until(text) { return texts }
            }
            return texts
        }
    }

    /// Sends a close frame (code 1000).
    func close() async throws {
        try await onOwnThread { try self.socket.send(RawWebSocketUpgrade.close) }
    }

    /// The next frame from the server (unmasked, unfragmented), or nil when the connection closed.
    private func nextFrame() throws -> (opcode: UInt8, payload: [UInt8])? {
        func need(_ count: Int) throws -> Bool {
            while pending.count < count {
                let bytes = socket.receive()
                if bytes.isEmpty {
                    if socket.isPastDeadline { throw LiveLabError(description: "no complete frame from the server within the deadline") }
                    return false
                }
                pending += bytes
            }
            return true
        }
        guard try need(2) else { return nil }
        let opcode = pending[0] & 0x0F
        var length = Int(pending[1] & 0x7F)
        var header = 2
        if length == 126 {
            guard try need(4) else { return nil }
            length = Int(pending[2]) << 8 | Int(pending[3])
            header = 4
        } else if length == 127 {
            guard try need(10) else { return nil }
            length = pending[2..<10].reduce(0) { $0 << 8 | Int($1) }
            header = 10
        }
        guard try need(header + length) else { return nil }
        let payload = Array(pending[header..<(header + length)])
        pending.removeSubrange(..<(header + length))
        return (opcode, payload)
    }
}

/// Connects to the lab at `port`, sends `messages`, and collects text messages until `until` holds for
/// one or the server closes the connection; then closes.
func exchange(port: Int, send messages: [String], until: @escaping @Sendable (String) -> Bool) async throws -> [String] {
    let client = try await TestWebSocket.connect(port: port)
    for message in messages { try await client.send(text: message) }
    let received = try await client.receive(until: until)
    try? await client.close()
    return received
}
