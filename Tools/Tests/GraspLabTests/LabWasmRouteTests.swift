// Why this file exists: the page runs its session itself when the server hands it the engine compiled
// to WebAssembly. These tests pin the route that does: `/grasp.wasm` from the configured path with the
// content type browsers compile, a rebuild served without a restart, 404 (and a line saying how to build
// it) when the file is absent, and a page policy that lets the page compile it.

import Foundation
@_spi(GraspInternal) import GraspLabSession
import Logging
import Testing
@testable import GraspLab

@Suite("Lab server: the engine for the page", .timeLimit(.minutes(1)))
struct LabWasmRouteTests {
    let quiet = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })

    /// The repository's JavaScript package folder (Web/), found from this file.
    static let webPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Web").path

    func server(wasmPath: String, webPath: String = LabWasmRouteTests.webPath) -> LabServer {
        LabServer(configuration: LabConfiguration(host: "127.0.0.1", port: 0, wasmPath: wasmPath, webPath: webPath),
                  catalog: LabSceneCatalog([.probe]), logger: quiet)
    }

    /// A fresh directory for one test's files, removed by `body`'s end.
    func withDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("grasp-wasm-route-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await body(directory)
    }

    /// The eight bytes that open every WebAssembly module, then `tag`.
    static func module(_ tag: UInt8) -> [UInt8] { [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00, tag] }

    @Test("by default the engine is read from .build-wasm/grasp.wasm in the working directory")
    func defaultPath() {
        #expect(LabConfiguration().wasmPath == ".build-wasm/grasp.wasm")
        #expect(LabConfiguration.defaultWasmPath == ".build-wasm/grasp.wasm")
    }

    @Test("a built grasp.wasm is served as application/wasm, byte for byte, and a rebuild without a restart")
    func present() async throws {
        try await withDirectory { directory in
            let file = directory.appendingPathComponent("grasp.wasm")
            try Data(Self.module(1)).write(to: file)
            try await withLiveLab(server(wasmPath: file.path)) { port in
                let response = try await httpGet(port: port, "/grasp.wasm")
                #expect(response.status == 200)
                #expect(response["Content-Type"] == "application/wasm")
                #expect(response["X-Content-Type-Options"] == "nosniff")
                #expect(response["Cache-Control"] == "no-store")
                #expect(response.body == Self.module(1))
                try Data(Self.module(2)).write(to: file)
                let reply = try await httpGet(port: port, "/grasp.wasm")
                #expect(reply.body == Self.module(2))
            }
        }
    }

    @Test("without grasp.wasm the request gets 404 and a line saying how to build it")
    func absent() async throws {
        try await withDirectory { directory in
            for path in ["/nonexistent/grasp.wasm", directory.appendingPathComponent("missing.wasm").path, directory.path, ""] {
                try await withLiveLab(server(wasmPath: path)) { port in
                    let response = try await httpGet(port: port, "/grasp.wasm")
                    #expect(response.status == 404, "\(path)")
                    #expect(response.text.contains("scripts/build-wasm"), "\(path)")
                    // The page itself is served all the same: it runs its session on the server.
                    let reply = try await httpGet(port: port, "/")
                    #expect(reply.status == 200)
                }
            }
        }
    }

    @Test("the page loads grasp.js, the wrapper around grasp.wasm, from the server with its other files")
    func wrapperIsServed() async throws {
        try await withLiveLab(server(wasmPath: "/nonexistent/grasp.wasm")) { port in
            let response = try await httpGet(port: port, "/grasp.js")
            #expect(response.status == 200)
            #expect(response["Content-Type"] == "text/javascript; charset=utf-8")
            #expect(response.text.contains("openLabSession"))
        }
    }

    @Test("the examples are served from the package's folder, and nothing outside it")
    func examplesAreServed() async throws {
        try await withDirectory { directory in
            let library = directory.appendingPathComponent("grasp-library.wasm")
            try Data(Self.module(3)).write(to: library)
            try await withLiveLab(server(wasmPath: directory.appendingPathComponent("grasp.wasm").path)) { port in
                for (uri, type) in [("/examples", "text/html; charset=utf-8"), ("/examples/taps.html", "text/html; charset=utf-8"),
                                    ("/examples/setup.js", "text/javascript; charset=utf-8"), ("/examples/examples.css", "text/css; charset=utf-8")] {
                    let response = try await httpGet(port: port, uri)
                    #expect(response.status == 200, "\(uri)")
                    #expect(response["Content-Type"] == type, "\(uri)")
                }
                // The library module beside grasp.wasm's path.
                let library = try await httpGet(port: port, "/grasp-library.wasm")
                #expect(library.status == 200)
                #expect(library.body == Self.module(3))
                for uri in ["/examples/..%2Fgrasp.js", "/examples/.hidden", "/examples/missing.html", "/examples/package.json.bak"] {
                    let response = try await httpGet(port: port, uri)
                    #expect(response.status == 404, "\(uri)")
                }
            }
        }
    }

    @Test("the page's policy lets it compile WebAssembly and run only its own scripts")
    func policyAllowsTheEngine() async throws {
        try await withLiveLab(server(wasmPath: "/nonexistent/grasp.wasm")) { port in
            let page = try await httpGet(port: port, "/")
            let policy = try #require(page["Content-Security-Policy"])
            #expect(policy.contains("script-src 'self' 'wasm-unsafe-eval'"))
            #expect(!policy.contains("'unsafe-eval'"))
            #expect(!policy.contains("'unsafe-inline'"))
            #expect(policy.contains("default-src 'self'"))
        }
    }
}
