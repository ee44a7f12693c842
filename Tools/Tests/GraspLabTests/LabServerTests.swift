// Why this file exists: the network layer around the sessions: the page and its files are served,
// WebSocket upgrades from other origins or at other paths are refused, a real WebSocket drives a
// session (pings, closes and fragmented messages as RFC 6455 has them), and the session cap and idle
// timeout close connections with an error frame. Every test runs a live server on a port of its own and
// talks to it over plain sockets whose every wait has a deadline (LiveLabServer.swift).

import Foundation
@_spi(GraspInternal) import GraspLabSession
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
        try await withLiveLab(server()) { port in
            let page = try await httpGet(port: port, "/")
            #expect(page.status == 200)
            #expect(page["Content-Type"] == "text/html; charset=utf-8")
            #expect(page.text.contains("name=\"viewport\""))
            #expect(page.text.contains("user-scalable=no"))
            #expect(page.text.contains("/lab.js"))
            let reply = try await httpGet(port: port, "/lab.css")
            #expect(reply.text.contains("touch-action: none"))
            let script = try await httpGet(port: port, "/lab.js")
            #expect(script.status == 200)
            #expect(script.text.contains("graspLab"))
        }
    }

    @Test("the scene list is served as JSON")
    func sceneList() async throws {
        try await withLiveLab(server()) { port in
            let reply = try await httpGet(port: port, "/api/scenes")
            #expect(reply.text == "{\"v\":\(LabProtocol.version),\"scenes\":[\"probe\"]}")
        }
    }

    @Test("a WebSocket upgrade from another origin is refused with 403; the lab's own origin is upgraded")
    func foreignOriginRefused() async throws {
        try await withLiveLab(server()) { port in
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
        try await withLiveLab(server()) { port in
            let elsewhere = try await RawWebSocketUpgrade.bytesAfterUpgrade(port: port, path: "/lab.js")
            #expect(elsewhere.hasPrefix("HTTP/1.1 404"))
            let reply = try await httpGet(port: port, "/ws")
            #expect(reply.status == 426)
        }
    }

    @Test("an upgrade that reaches the router (a connection's later request) is sent back to /ws on a new connection")
    func upgradeAfterAPlainRequestIsRedirected() async throws {
        try await withLiveLab(server()) { port in
            // A plain request first, then the upgrade on the same connection.
            let (first, second) = try await onOwnThread {
                let socket = try TestSocket(port: port)
                try socket.send(Array("GET /api/scenes HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
                let first = socket.receiveResponse()
                try socket.send(Array(RawWebSocketUpgrade.upgradeRequest(port: port, path: "/ws", origin: nil).utf8))
                return (first, socket.receiveResponse())
            }
            #expect(first?.status == 200)
            let redirect = try #require(second)
            #expect(redirect.status == 307)
            #expect(redirect["Location"] == "/ws")
            #expect(redirect["Connection"] == "close")
        }
    }

    @Test("a ping is answered with a pong carrying its data, and a close with a close carrying its code")
    func pingAndClose() async throws {
        try await withLiveLab(server()) { port in
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
        try await withLiveLab(server()) { port in
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
        try await withLiveLab(server(limits)) { port in
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
        try await withLiveLab(server()) { port in
            let hello = Array(#"{"v":1,"type":"hello"}"#.utf8)
            let bytes = try await RawWebSocketUpgrade.rawBytesAfterUpgrade(port: port, frames: [[0x81, UInt8(hello.count)] + hello])
            #expect(bytes.contains(subsequence: [0x88]))
            #expect(bytes.contains(subsequence: [0x03, 0xEA]))  // 1002
            #expect(!String(decoding: bytes, as: UTF8.self).contains("welcome"))
        }
    }

    @Test("a WebSocket session answers hello and pointer messages with frames")
    func liveSession() async throws {
        try await withLiveLab(server()) { port in
            let received = try await exchange(port: port, send: [
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
        let server = LabServer(configuration: LabConfiguration(host: "127.0.0.1", port: 0, eventLoops: .perCore),
                               catalog: LabSceneCatalog([.probe]), logger: quiet)
        #expect(LabConfiguration().eventLoops == .one)
        try await withLiveLab(server) { port in
            let received = try await exchange(port: port, send: [
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
        try await withLiveLab(server(limits)) { port in
            let first = try await TestWebSocket.connect(port: port)
            try await first.send(text: #"{"v":1,"type":"hello","viewport":{"width":400,"height":800}}"#)
            let welcome = try await first.receive(until: { $0.contains("\"type\":\"welcome\"") })
            #expect(welcome.last?.contains("welcome") == true)
            // The refusal is written the moment the upgrade completes, so it is read as raw bytes.
            let second = try await RawWebSocketUpgrade.bytesAfterUpgrade(port: port)
            #expect(second.contains("HTTP/1.1 101"))
            #expect(second.contains("\"code\":\"too-many-sessions\""))
            try await first.close()
        }
    }

    @Test("a client waiting for a frame the server never sends fails at its deadline instead of waiting for ever")
    func clientDeadline() async throws {
        try await withLiveLab(server()) { port in
            let client = try await TestWebSocket.connect(port: port, seconds: 1)
            try await client.send(text: #"{"v":1,"type":"hello","viewport":{"width":400,"height":800}}"#)
            let start = Date()
            await #expect(throws: LiveLabError.self) {
                _ = try await client.receive(until: { _ in false })
            }
            #expect(Date().timeIntervalSince(start) < 5)
        }
    }

    @Test("an idle session gets an idle error frame and is closed")
    func idleSessionCloses() async throws {
        var limits = LabLimits()
        limits.idleTimeout = 0.2
        try await withLiveLab(server(limits)) { port in
            let received = try await exchange(port: port, send: [
                #"{"v":1,"type":"hello","viewport":{"width":400,"height":800}}"#,
            ], until: { $0.contains("\"code\":\"idle\"") })
            #expect(received.last?.contains("\"code\":\"idle\"") == true)
        }
    }
}

/// A WebSocket upgrade done by hand over a ``TestSocket``: it sends the upgrade request (and then any
/// frames given, as they are) and returns everything the server sends until it closes the connection or
/// 10 s pass. Server frames are unmasked, so a text frame's JSON appears as it is in the text.
enum RawWebSocketUpgrade {
    /// A masked close frame with code 1000.
    static let close = maskedFrame(opcode: 0x8, payload: [0x03, 0xE8])

    /// The upgrade request for `path`, from `origin` when given.
    static func upgradeRequest(port: Int, path: String, origin: String?) -> String {
        "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + (origin.map { "Origin: \($0)\r\n" } ?? "")
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    }

    /// A client frame (masked, as RFC 6455 asks of clients).
    static func maskedFrame(opcode: UInt8, payload: [UInt8], fin: Bool = true) -> [UInt8] {
        precondition(payload.count < 1 << 16)
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        let length: [UInt8] = payload.count < 126
            ? [0x80 | UInt8(payload.count)]
            : [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        return [(fin ? 0x80 : 0) | opcode] + length + mask
            + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }

    static func bytesAfterUpgrade(port: Int, path: String = "/ws", origin: String? = nil, frames: [[UInt8]] = []) async throws -> String {
        String(decoding: try await rawBytesAfterUpgrade(port: port, path: path, origin: origin, frames: frames), as: UTF8.self)
    }

    static func rawBytesAfterUpgrade(port: Int, path: String = "/ws", origin: String? = nil, frames: [[UInt8]] = []) async throws -> [UInt8] {
        try await onOwnThread {
            let socket = try TestSocket(port: port)
            try socket.send(Array(upgradeRequest(port: port, path: path, origin: origin).utf8) + frames.joined())
            return socket.receiveAll()
        }
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the array as consecutive bytes.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        return (0...(count - needle.count)).contains { Array(self[$0..<($0 + needle.count)]) == needle }
    }
}
