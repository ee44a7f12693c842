// Why this file exists: the network layer around the sessions: the page and its files are served,
// WebSocket upgrades from other origins or at other paths are refused, a real WebSocket drives a
// session (pings, closes and fragmented messages as RFC 6455 has them), and the session cap and idle
// timeout close connections with an error frame.

import Foundation
#if canImport(Glibc)
import Glibc
#endif
@_spi(GraspInternal) import GraspLabSession
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import Logging
import Testing
@testable import GraspLab

@Suite("Lab server", .timeLimit(.minutes(1)))
struct LabServerTests {
    let quiet = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })

    func server(_ limits: LabLimits = LabLimits()) -> LabServer {
        LabServer(configuration: LabConfiguration(host: "127.0.0.1", port: 0, limits: limits), catalog: LabSceneCatalog([.probe]), logger: quiet)
    }

    @Test("the page is served with a viewport for phones, a stage that takes touches, and its script")
    func pageIsServed() async throws {
        try await server().makeApplication().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let html = String(buffer: response.body)
                #expect(html.contains("name=\"viewport\""))
                #expect(html.contains("user-scalable=no"))
                #expect(html.contains("/lab.js"))
            }
            try await client.execute(uri: "/lab.css", method: .get) { response in
                #expect(String(buffer: response.body).contains("touch-action: none"))
            }
            try await client.execute(uri: "/lab.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("graspLab"))
            }
        }
    }

    @Test("the scene list is served as JSON")
    func sceneList() async throws {
        try await server().makeApplication().test(.router) { client in
            try await client.execute(uri: "/api/scenes", method: .get) { response in
                #expect(String(buffer: response.body) == "{\"v\":\(LabProtocol.version),\"scenes\":[\"probe\"]}")
            }
        }
    }

    @Test("a WebSocket upgrade from another origin is refused with 403; the lab's own origin is upgraded")
    func foreignOriginRefused() async throws {
        try await server().makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let foreign = try await RawWebSocketUpgrade.bytesAfterUpgrade(port: port, origin: "http://evil.example")
            #expect(foreign.hasPrefix("HTTP/1.1 403"))
            #expect(foreign.contains("only from the lab's own page"))
            let own = try await RawWebSocketUpgrade.bytesAfterUpgrade(port: port, origin: "http://127.0.0.1:\(port)",
                                                                        frames: [RawWebSocketUpgrade.close])
            #expect(own.hasPrefix("HTTP/1.1 101"))
        }
    }

    @Test("an upgrade anywhere but /ws is refused with 404; a plain GET of /ws is told to upgrade")
    func upgradeOnlyAtTheSessionPath() async throws {
        try await server().makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let elsewhere = try await RawWebSocketUpgrade.bytesAfterUpgrade(port: port, path: "/lab.js")
            #expect(elsewhere.hasPrefix("HTTP/1.1 404"))
            try await client.execute(uri: "/ws", method: .get) { response in
                #expect(response.status == .upgradeRequired)
            }
        }
    }

    @Test("an upgrade that reaches the router (a connection's later request) is sent back to /ws on a new connection")
    func upgradeAfterAPlainRequestIsRedirected() async throws {
        try await server().makeApplication().test(.router) { client in
            try await client.execute(uri: "/ws", method: .get, headers: [.upgrade: "websocket"]) { response in
                #expect(response.status == .temporaryRedirect)
                #expect(response.headers[.location] == "/ws")
                #expect(response.headers[.connection] == "close")
            }
        }
    }

    @Test("a ping is answered with a pong carrying its data, and a close with a close carrying its code")
    func pingAndClose() async throws {
        try await server().makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let bytes = try await RawWebSocketUpgrade.rawBytesAfterUpgrade(port: port, frames: [
                RawWebSocketUpgrade.maskedFrame(opcode: 0x9, payload: Array("abc".utf8)),
                RawWebSocketUpgrade.close,
            ])
            #expect(bytes.contains(subsequence: [0x8A, 0x03] + Array("abc".utf8)))
            // The server's close frame: FIN + close, two bytes of payload, code 1000.
            #expect(bytes.contains(subsequence: [0x88, 0x02, 0x03, 0xE8]))
        }
    }

    @Test("a message sent in fragments is read as one message")
    func fragmentedMessage() async throws {
        try await server().makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let hello = Array(#"{"v":1,"type":"hello","viewport":{"width":400,"height":800}}"#.utf8)
            let bytes = try await RawWebSocketUpgrade.rawBytesAfterUpgrade(port: port, frames: [
                RawWebSocketUpgrade.maskedFrame(opcode: 0x1, payload: Array(hello[..<20]), fin: false),
                RawWebSocketUpgrade.maskedFrame(opcode: 0x0, payload: Array(hello[20...])),
                RawWebSocketUpgrade.close,
            ])
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains("\"type\":\"welcome\""))
            #expect(!text.contains("\"type\":\"error\""))
        }
    }

    @Test("a frame or a fragmented message above the transport bound closes the connection with 1009, unread")
    func oversizeTransportMessage() async throws {
        var limits = LabLimits()
        limits.maxTransportMessageBytes = 1000
        limits.maxMessageBytes = 500
        limits.maxReplayMessageBytes = 800
        try await server(limits).makeApplication().test(.live) { client in
            let port = try #require(client.port)
            // One frame that says it carries 2 MiB: refused from its header.
            let header: [UInt8] = [0x81, 0x80 | 127, 0, 0, 0, 0, 0, 0x20, 0, 0, 0x12, 0x34, 0x56, 0x78]
            let big = try await RawWebSocketUpgrade.rawBytesAfterUpgrade(port: port, frames: [header])
            #expect(big.contains(subsequence: [0x03, 0xF1]))  // 1009
            // Eleven fragments of 100 bytes: refused when the eleventh would pass 1000.
            let chunk = [UInt8](repeating: UInt8(ascii: " "), count: 100)
            var fragments = [RawWebSocketUpgrade.maskedFrame(opcode: 0x1, payload: chunk, fin: false)]
            for _ in 0..<10 { fragments.append(RawWebSocketUpgrade.maskedFrame(opcode: 0x0, payload: chunk, fin: false)) }
            let many = try await RawWebSocketUpgrade.rawBytesAfterUpgrade(port: port, frames: fragments)
            #expect(many.contains(subsequence: [0x03, 0xF1]))
            #expect(!String(decoding: many, as: UTF8.self).contains("\"type\":\"error\""))
        }
    }

    @Test("an unmasked frame from a client closes the connection with a protocol error")
    func unmaskedFrameCloses() async throws {
        try await server().makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let hello = Array(#"{"v":1,"type":"hello"}"#.utf8)
            let bytes = try await RawWebSocketUpgrade.rawBytesAfterUpgrade(port: port, frames: [[0x81, UInt8(hello.count)] + hello])
            #expect(bytes.contains(subsequence: [0x88]))
            #expect(bytes.contains(subsequence: [0x03, 0xEA]))  // 1002
            #expect(!String(decoding: bytes, as: UTF8.self).contains("welcome"))
        }
    }

    @Test("a WebSocket session answers hello and pointer messages with frames")
    func liveSession() async throws {
        let logger = quiet
        try await server().makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let received = try await exchange(port: port, logger: logger, send: [
                #"{"v":1,"type":"hello","viewport":{"width":400,"height":800}}"#,
                #"{"v":1,"type":"pointer","seq":1,"samples":[{"t":0,"id":1,"phase":"down","x":200,"y":400}]}"#,
                #"{"v":1,"type":"nonsense"}"#,
                #"{"v":1,"type":"pointer","seq":2,"samples":[{"t":16,"id":1,"phase":"up","x":200,"y":400}]}"#,
            ], until: { $0.contains("\"ack\":2") })
            #expect(received.first?.contains("\"type\":\"welcome\"") == true)
            #expect(received.contains { $0.contains("\"code\":\"unknown-type\"") })
            #expect(received.last?.contains("\"ack\":2") == true)
        }
    }

    @Test("a server with one event loop per core serves sessions as one with a single loop does")
    func perCoreEventLoops() async throws {
        let logger = quiet
        let server = LabServer(configuration: LabConfiguration(host: "127.0.0.1", port: 0, eventLoops: .perCore),
                               catalog: LabSceneCatalog([.probe]), logger: quiet)
        #expect(LabConfiguration().eventLoops == .one)
        try await server.makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let received = try await exchange(port: port, logger: logger, send: [
                #"{"v":1,"type":"hello","viewport":{"width":400,"height":800}}"#,
                #"{"v":1,"type":"pointer","seq":1,"samples":[{"t":0,"id":1,"phase":"down","x":200,"y":400}]}"#,
            ], until: { $0.contains("\"ack\":1") })
            #expect(received.last?.contains("\"ack\":1") == true)
        }
    }

    @Test("past the session cap a connection gets too-many-sessions and is closed")
    func sessionCapOverTheWire() async throws {
        var limits = LabLimits()
        limits.maxSessions = 1
        let logger = quiet
        try await server(limits).makeApplication().test(.live) { client in
            let port = try #require(client.port)
            try await WebSocketClient.connect(url: "ws://127.0.0.1:\(port)/ws", logger: logger) { inbound, outbound, _ in
                try await outbound.write(.text(#"{"v":1,"type":"hello","viewport":{"width":400,"height":800}}"#))
                var iterator = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
                _ = try await iterator.next()
                // The refusal is written the moment the upgrade completes. The WebSocket client can miss
                // a frame that arrives together with the upgrade response (seen under load: the client
                // then waits for ever), so the refused connection is read as raw bytes instead.
                let second = try await RawWebSocketUpgrade.bytesAfterUpgrade(port: port)
                #expect(second.contains("HTTP/1.1 101"))
                #expect(second.contains("\"code\":\"too-many-sessions\""))
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    @Test("an idle session gets an idle error frame and is closed")
    func idleSessionCloses() async throws {
        var limits = LabLimits()
        limits.idleTimeout = 0.2
        let logger = quiet
        try await server(limits).makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let received = try await exchange(port: port, logger: logger, send: [
                #"{"v":1,"type":"hello","viewport":{"width":400,"height":800}}"#,
            ], until: { $0.contains("\"code\":\"idle\"") })
            #expect(received.last?.contains("\"code\":\"idle\"") == true)
        }
    }
}

/// Connects, sends `messages`, and collects text messages until `until` holds for one or the server
/// closes the connection.
func exchange(port: Int, logger: Logger, send messages: [String], until: @escaping @Sendable (String) -> Bool) async throws -> [String] {
    let collected = RecordingLogHandler.Store()
    try await WebSocketClient.connect(url: "ws://127.0.0.1:\(port)/ws", logger: logger) { inbound, outbound, _ in
        for message in messages { try await outbound.write(.text(message)) }
        for try await message in inbound.messages(maxSize: 1 << 20) {
            guard case .text(let text) = message else { continue }
            collected.append(.init(level: .info, message: text, metadata: [:]))
            if until(text) { break }
        }
        try? await outbound.close(.normalClosure, reason: nil)
    }
    return collected.entries.map(\.message)
}

/// A WebSocket upgrade done by hand over a plain socket: it sends the upgrade request (and then any
/// frames given, as they are) and returns everything the server sends until it closes the connection or
/// 10 s pass. Server frames are unmasked, so a text frame's JSON appears as it is in the text. It runs on
/// a thread of its own, so that its blocking reads never hold one of the few threads the server's
/// sessions run on.
enum RawWebSocketUpgrade {
    /// A masked close frame with code 1000.
    static let close = maskedFrame(opcode: 0x8, payload: [0x03, 0xE8])

    /// A client frame (masked, as RFC 6455 asks of clients) with a payload under 126 bytes.
    static func maskedFrame(opcode: UInt8, payload: [UInt8], fin: Bool = true) -> [UInt8] {
        precondition(payload.count < 126)
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        return [(fin ? 0x80 : 0) | opcode, 0x80 | UInt8(payload.count)] + mask
            + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }

    static func bytesAfterUpgrade(port: Int, path: String = "/ws", origin: String? = nil, frames: [[UInt8]] = []) async throws -> String {
        String(decoding: try await rawBytesAfterUpgrade(port: port, path: path, origin: origin, frames: frames), as: UTF8.self)
    }

    static func rawBytesAfterUpgrade(port: Int, path: String = "/ws", origin: String? = nil, frames: [[UInt8]] = []) async throws -> [UInt8] {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try exchange(port: port, path: path, origin: origin, frames: frames) })
            }
        }
    }

    struct SocketError: Error, CustomStringConvertible {
        let step: String
        var description: String { "raw WebSocket upgrade: \(step) failed (errno \(errno))" }
    }

    private static func exchange(port: Int, path: String, origin: String?, frames: [[UInt8]]) throws -> [UInt8] {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SocketError(step: "socket") }
        defer { Glibc.close(fd) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw SocketError(step: "connect") }
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + (origin.map { "Origin: \($0)\r\n" } ?? "")
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        let bytes = Array(request.utf8) + frames.joined()
        let sent = bytes.withUnsafeBufferPointer { send(fd, $0.baseAddress, $0.count, 0) }
        guard sent == bytes.count else { throw SocketError(step: "send") }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[..<count]
        }
        return received
        #else
        throw SocketError(step: "this platform")
        #endif
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the array as consecutive bytes.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        return (0...(count - needle.count)).contains { Array(self[$0..<($0 + needle.count)]) == needle }
    }
}
