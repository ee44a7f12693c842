// Why this file exists: the lab serves the documentation site that scripts/docs builds, so that the
// articles, the reference and the tutorial are one link away from the page (the bar's Docs). The site is
// static files; this type maps a request path under /docs to one of them, safely, and says how to build
// the site when it is not there.

import Foundation
import Hummingbird
import NIOCore

/// The documentation site in a folder, served under `/docs`.
struct DocsSite {
    /// The site's folder (``LabConfiguration/docsPath``).
    var folder: String

    /// The response for a request path that starts with `/docs/`: the file it names; a folder's
    /// `index.html` (DocC writes one per page, and its pages are addressed without the file name), after a
    /// redirect that adds the folder's slash; 404 for anything else, or, when the site is not built, a
    /// page that says how to build it.
    func response(forPath path: String) -> Response {
        guard isBuilt else { return Self.notBuilt(folder: folder) }
        let relative = path.dropFirst("/docs/".count).split(separator: "/", omittingEmptySubsequences: true)
        guard !relative.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".") }),
              let decoded = relative.map(String.init).joined(separator: "/").removingPercentEncoding,
              !decoded.split(separator: "/").contains("..") else {
            return Self.text(.notFound, "not found\n")
        }
        var file = decoded.isEmpty ? folder : folder + "/" + decoded
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            return Self.text(.notFound, "not found in the documentation site: \(path)\n")
        }
        if isDirectory.boolValue {
            // A page's assets are named relative to its folder, as on any static host, which sends
            // `folder` to `folder/` the same way (DocC's own links leave the slash out).
            guard path.hasSuffix("/") else {
                return Response(status: .found, headers: [.location: path + "/", .cacheControl: "no-cache"])
            }
            file += "/index.html"
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            return Self.text(.notFound, "not found in the documentation site: \(path)\n")
        }
        return Response(status: .ok, headers: Self.headers(contentType: Self.contentType(of: file)),
                        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The response for `/docs` (or `/docs/`, which the router takes for the same path): a redirect to
    /// the modules' landing page, or the page that says how to build the site.
    func landingResponse() -> Response {
        guard isBuilt else { return Self.notBuilt(folder: folder) }
        return Response(status: .found, headers: [.location: "/docs/documentation/", .cacheControl: "no-cache"])
    }

    /// Whether the site is built: its folder holds the landing page.
    var isBuilt: Bool { FileManager.default.fileExists(atPath: folder + "/index.html") }

    /// The headers of a file of the site. DocC's pages start with an inline script (the site's base path)
    /// and set inline styles, so their policy allows inline code, from the site's own origin only.
    static func headers(contentType: String) -> HTTPFields {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.cacheControl] = "no-cache"
        headers[.init("X-Content-Type-Options")!] = "nosniff"
        headers[.init("Content-Security-Policy")!] = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:"
        return headers
    }

    /// The `Content-Type` of a site file, from its extension.
    static func contentType(of file: String) -> String {
        switch file.split(separator: ".").last.map({ $0.lowercased() }) ?? "" {
        case "html": "text/html; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "ico": "image/x-icon"
        case "swift", "txt", "md": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }

    /// The page `/docs` answers with while the site is not built.
    static func notBuilt(folder: String) -> Response {
        let page = """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Grasp documentation: not built</title>
            <style>body{font:16px/1.5 system-ui,sans-serif;max-width:40em;margin:3em auto;padding:0 1em}code{background:#eee;padding:1px 4px;border-radius:4px}</style>
            </head><body><h1>The documentation is not built yet</h1>
            <p>Build it from the repository's root, then reload this page (the lab needs no restart):</p>
            <pre><code>scripts/docs</code></pre>
            <p>It builds a DocC archive for every library module with the Swift toolchain's <code>docc</code>
            and writes the site to <code>\(folder)</code> (relative to the folder the lab was started in), in one
            to three minutes once the package is built. Meanwhile the articles are Markdown files in
            <code>Sources/&lt;Module&gt;/&lt;Module&gt;.docc/</code>.</p>
            <p><a href="/">Back to the lab</a></p></body></html>
            """
        return Response(status: .notFound, headers: headers(contentType: "text/html; charset=utf-8"),
                        body: .init(byteBuffer: ByteBuffer(string: page)))
    }

    private static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: headers(contentType: "text/plain; charset=utf-8"), body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
