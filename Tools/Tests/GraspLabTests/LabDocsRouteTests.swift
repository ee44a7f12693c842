// Why this file exists: the lab serves the documentation site (scripts/docs) at /docs. These tests pin
// the route: a page's folder answered with its index.html once its slash is there (and redirected to it
// before, as static hosts do, so that the page's relative assets resolve), files with their types, a
// rebuilt site without a restart, a page that says how to build the site when it is not built, and no
// file outside the site's folder for any path.

import Foundation
@_spi(GraspInternal) import GraspLabSession
import Logging
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
            let site = site
            try await withLiveLab(server(docsPath: site.path)) { port in
                var response = try await httpGet(port: port, "/docs")
                #expect(response.status == 302)
                #expect(response["Location"] == "/docs/documentation/")
                response = try await httpGet(port: port, "/docs/documentation/grasp")
                #expect(response.status == 302)
                #expect(response["Location"] == "/docs/documentation/grasp/")
                response = try await httpGet(port: port, "/docs/documentation/grasp/")
                #expect(response.status == 200)
                #expect(response["Content-Type"] == "text/html; charset=utf-8")
                #expect(response.text == "<p>grasp</p>")
                response = try await httpGet(port: port, "/docs/js/index.js")
                #expect(response.status == 200)
                #expect(response["Content-Type"] == "text/javascript; charset=utf-8")
                #expect(response["X-Content-Type-Options"] == "nosniff")
                try Data("<p>rebuilt</p>".utf8).write(to: site.appendingPathComponent("documentation/grasp/index.html"))
                response = try await httpGet(port: port, "/docs/documentation/grasp/")
                #expect(response.text == "<p>rebuilt</p>")
                response = try await httpGet(port: port, "/docs/documentation/nothing/")
                #expect(response.status == 404)
            }
        }
    }

    @Test("no path leads outside the site's folder", arguments: [
        "/docs/../secret.txt", "/docs/%2e%2e/secret.txt", "/docs/documentation/%2E%2E/%2E%2E/secret.txt",
        "/docs/.%2e/secret.txt", "/docs/documentation/..%2fsecret.txt", "/docs/.hidden",
    ])
    func outside(path: String) async throws {
        try await withSite { site in
            try await withLiveLab(server(docsPath: site.path)) { port in
                let response = try await httpGet(port: port, path)
                #expect(response.status == 404)
                #expect(!response.text.contains("secret"))
            }
        }
    }

    @Test("with no site built, /docs and its pages say how to build it")
    func notBuilt() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("grasp-docs-missing-\(UUID().uuidString)").path
        try await withLiveLab(server(docsPath: missing)) { port in
            for uri in ["/docs", "/docs/documentation/grasp/"] {
                let response = try await httpGet(port: port, uri)
                #expect(response.status == 404)
                #expect(response["Content-Type"] == "text/html; charset=utf-8")
                #expect(response.text.contains("scripts/docs"))
            }
        }
    }
}
