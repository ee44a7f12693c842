// Why this file exists: the network layer around the sessions: the page and its files are served,
// WebSocket upgrades from other origins are refused, a real WebSocket drives a session, and the
// session cap and idle timeout close connections with an error frame.

import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import Logging
import Testing
@testable import GraspLab

@Suite("Lab server")
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
                #expect(String(buffer: response.body) == "{\"v\":1,\"scenes\":[\"probe\"]}")
            }
        }
    }

    @Test("the WebSocket route refuses another origin with 403 and accepts the lab's own")
    func foreignOriginRefused() async throws {
        try await server().makeApplication().test(.router) { client in
            var headers = HTTPFields()
            headers[.origin] = "http://evil.example"
            headers[.init("Host")!] = "127.0.0.1:8080"
            try await client.execute(uri: "/ws", method: .get, headers: headers) { response in
                #expect(response.status == .forbidden)
            }
            headers[.origin] = "http://127.0.0.1:8080"
            try await client.execute(uri: "/ws", method: .get, headers: headers) { response in
                #expect(response.status == .ok)
            }
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
                let second = try await exchange(port: port, logger: logger, send: [], until: { _ in true })
                #expect(second.first?.contains("\"code\":\"too-many-sessions\"") == true)
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
