// Why this file exists: the page (HTML, script, style) ships as package resources so that it can be
// edited as ordinary web files. They are read once, when the server is built, and served from memory.
// The engine compiled to WebAssembly is not one of them: it is a build product (`scripts/build-wasm`),
// read from its path at each request.

import Foundation
@_spi(GraspInternal) import GraspLabSession

/// The page's files, loaded from the module's resource bundle.
struct PageAssets: Sendable {
    /// One file: its bytes and content type.
    struct Asset: Sendable {
        /// The file's bytes.
        var bytes: [UInt8]
        /// Its `Content-Type`.
        var contentType: String
    }

    /// The files by request path (`/` is the page itself).
    let files: [String: Asset]

    /// The error thrown when a resource is missing from the bundle.
    struct MissingAsset: Error, CustomStringConvertible {
        var name: String
        var description: String { "the lab page's file \(name) is missing from the GraspLab resource bundle" }
    }

    /// The content type of the engine compiled to WebAssembly (browsers compile only this one as it streams).
    static let wasmContentType = "application/wasm"

    /// The engine compiled to WebAssembly at `path` (relative to the working directory, or absolute), or
    /// `nil` when no regular file is there (it was not built, or cannot be read).
    static func wasm(at path: String) -> Asset? {
        var isDirectory: ObjCBool = false
        guard !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return Asset(bytes: [UInt8](data), contentType: wasmContentType)
    }

    /// A file of the JavaScript package's folder at `path` (an example, grasp.js), or `nil` when none is
    /// there. Only plain names are served: no folder above, no hidden file.
    static func webFile(at path: String) -> Asset? {
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        guard !name.hasPrefix("."), !path.contains("/../"), !path.hasSuffix("/..") else { return nil }
        let types = ["html": "text/html; charset=utf-8", "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
                     "css": "text/css; charset=utf-8", "wasm": wasmContentType, "json": "application/json", "svg": "image/svg+xml"]
        guard let dot = name.lastIndex(of: "."), let type = types[String(name[name.index(after: dot)...])] else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return Asset(bytes: [UInt8](data), contentType: type)
    }

    /// Loads the page's files.
    static func load() throws -> PageAssets {
        let table: [(path: String, file: String, ext: String, type: String)] = [
            ("/", "index", "html", "text/html; charset=utf-8"),
            ("/lab.js", "lab", "js", "text/javascript; charset=utf-8"),
            ("/emulation.js", "emulation", "js", "text/javascript; charset=utf-8"),
            ("/desktop.js", "desktop", "js", "text/javascript; charset=utf-8"),
            ("/scenery.js", "scenery", "js", "text/javascript; charset=utf-8"),
            ("/hints.js", "hints", "js", "text/javascript; charset=utf-8"),
            ("/platforms.js", "platforms", "js", "text/javascript; charset=utf-8"),
            ("/lab.css", "lab", "css", "text/css; charset=utf-8"),
        ]
        var files: [String: Asset] = [:]
        for entry in table {
            guard let url = Bundle.module.url(forResource: entry.file, withExtension: entry.ext, subdirectory: "Page"),
                  let data = try? Data(contentsOf: url) else { throw MissingAsset(name: "\(entry.file).\(entry.ext)") }
            files[entry.path] = Asset(bytes: [UInt8](data), contentType: entry.type)
        }
        return PageAssets(files: files)
    }
}
