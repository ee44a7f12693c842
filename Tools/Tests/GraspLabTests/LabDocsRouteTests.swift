// Why this file exists: the lab serves the documentation site (scripts/docs) at /docs. These tests pin
// the route: a page's folder answered with its index.html once its slash is there (and redirected to it
// before, as static hosts do, so that the page's relative assets resolve), files with their types, a
// rebuilt site without a restart, a page that says how to build the site when it is not built, and no
// file outside the site's folder for any path.

import Foundation
@_spi(GraspInternal) import GraspLabSession
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Testing
@testable import GraspLab

@Suite("Lab server: the documentation site", .timeLimit(.minutes(1)))
struct LabDocsRouteTests {
    let quiet = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })

    func server(docsPath: String) -> LabServer {
        LabServer(configuration: LabConfiguration(host: "127.0.0.1", port: 0, docsPath: docsPath),
                  catalog: LabSceneCatalog([.probe]), logger: quiet)
    }

    /// A fresh folder with a small site in `site/` (a landing page, one page, a script) and a secret
    /// beside it, removed by `body`'s end.
    func withSite<T>(_ body: (URL) async throws -> T) async throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("grasp-docs-route-\(UUID().uuidString)")
        let site = directory.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("documentation/grasp"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: site.appendingPathComponent("js"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("<p>root</p>".utf8).write(to: site.appendingPathComponent("index.html"))
        try Data("<p>grasp</p>".utf8).write(to: site.appendingPathComponent("documentation/grasp/index.html"))
        try Data("var a = 1".utf8).write(to: site.appendingPathComponent("js/index.js"))
        try Data("secret".utf8).write(to: directory.appendingPathComponent("secret.txt"))
        return try await body(site)
    }

    @Test("by default the site is read from .build-docs/site in the working directory")
    func defaultPath() {
        #expect(LabConfiguration().docsPath == ".build-docs/site")
    }

    @Test("a page is its folder's index.html, after a redirect that adds the folder's slash; files have their types")
    func pages() async throws {
        try await withSite { site in
            try await server(docsPath: site.path).makeApplication().test(.router) { client in
                try await client.execute(uri: "/docs", method: .get) { response in
                    #expect(response.status == .found)
                    #expect(response.headers[.location] == "/docs/documentation/")
                }
                try await client.execute(uri: "/docs/documentation/grasp", method: .get) { response in
                    #expect(response.status == .found)
                    #expect(response.headers[.location] == "/docs/documentation/grasp/")
                }
                try await client.execute(uri: "/docs/documentation/grasp/", method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                    #expect(String(buffer: response.body) == "<p>grasp</p>")
                }
                try await client.execute(uri: "/docs/js/index.js", method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                    #expect(response.headers[.init("X-Content-Type-Options")!] == "nosniff")
                }
                try Data("<p>rebuilt</p>".utf8).write(to: site.appendingPathComponent("documentation/grasp/index.html"))
                try await client.execute(uri: "/docs/documentation/grasp/", method: .get) { response in
                    #expect(String(buffer: response.body) == "<p>rebuilt</p>")
                }
                try await client.execute(uri: "/docs/documentation/nothing/", method: .get) { response in
                    #expect(response.status == .notFound)
                }
            }
        }
    }

    @Test("no path leads outside the site's folder", arguments: [
        "/docs/../secret.txt", "/docs/%2e%2e/secret.txt", "/docs/documentation/%2E%2E/%2E%2E/secret.txt",
        "/docs/.%2e/secret.txt", "/docs/documentation/..%2fsecret.txt", "/docs/.hidden",
    ])
    func outside(path: String) async throws {
        try await withSite { site in
            try await server(docsPath: site.path).makeApplication().test(.router) { client in
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .notFound)
                    #expect(!String(buffer: response.body).contains("secret"))
                }
            }
        }
    }

    @Test("with no site built, /docs and its pages say how to build it")
    func notBuilt() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("grasp-docs-missing-\(UUID().uuidString)").path
        try await server(docsPath: missing).makeApplication().test(.router) { client in
            for uri in ["/docs", "/docs/documentation/grasp/"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound)
                    #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                    #expect(String(buffer: response.body).contains("scripts/docs"))
                }
            }
        }
    }
}
