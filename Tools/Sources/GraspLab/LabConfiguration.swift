// Why this file exists: where the lab listens and how much it allows are the person's choice (flags of
// `grasp lab`); this value gathers them for the server.

@_spi(GraspInternal) import GraspLabSession

/// Where a lab server listens and the limits it enforces.
public struct LabConfiguration: Sendable, Hashable {
    /// The address to bind. Default `127.0.0.1`: only this machine can reach the lab. Use `0.0.0.0`
    /// to let a phone on the local network connect.
    public var host: String
    /// The TCP port. Default 8080; 0 picks a free port.
    public var port: Int
    /// The bounds on sessions and messages.
    public var limits: LabLimits
    /// The threads that run the connections and their sessions. Default ``LabEventLoops/one``.
    public var eventLoops: LabEventLoops
    /// The engine compiled to WebAssembly, served as `/grasp.wasm` so that the page runs its session
    /// itself. A relative path is read from the working directory; the file is read at each request, so
    /// a rebuild is served without a restart. Where no file is there the request gets 404 and the page
    /// runs its session on the server. Default ``defaultWasmPath``.
    public var wasmPath: String

    /// Where `scripts/build-wasm` writes the engine: `.build-wasm/grasp.wasm`, relative to the working
    /// directory.
    public static let defaultWasmPath = ".build-wasm/grasp.wasm"

    /// The documentation site, served at `/docs`: the folder `scripts/docs` writes. A relative path is
    /// read from the working directory, at each request, so a rebuilt site is served without a restart;
    /// where it is not built, `/docs` answers with a page that says how to build it. Default
    /// ``defaultDocsPath``.
    public var docsPath: String

    /// Where `scripts/docs` writes the site: `.build-docs/site`, relative to the working directory.
    public static let defaultDocsPath = ".build-docs/site"

    /// The JavaScript package's folder (`Web/` in the repository): its `grasp.js` is served as `/grasp.js`
    /// (the lab page and every example use this one file), its `examples/` as `/examples/`, and the
    /// library module beside ``wasmPath`` (`grasp-library.wasm`) as `/grasp-library.wasm`. Read at each
    /// request, relative to the working directory. Default ``defaultWebPath``.
    public var webPath: String

    /// The package's folder in the repository: `Web`, relative to the working directory.
    public static let defaultWebPath = "Web"

    /// Creates a configuration.
    public init(host: String = "127.0.0.1", port: Int = 8080, limits: LabLimits = LabLimits(), eventLoops: LabEventLoops = .one,
                wasmPath: String = LabConfiguration.defaultWasmPath, webPath: String = LabConfiguration.defaultWebPath,
                docsPath: String = LabConfiguration.defaultDocsPath) {
        self.host = host
        self.port = port
        self.limits = limits
        self.eventLoops = eventLoops
        self.wasmPath = wasmPath
        self.docsPath = docsPath
        self.webPath = webPath
    }

    /// Whether the server is reachable only from this machine (the host is a loopback address).
    public var isLoopbackOnly: Bool {
        OriginPolicy.isLoopback(host: host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)
    }
}

/// The threads a lab server runs its connections on.
///
/// Each connection, with its session, stays on one event loop for its whole life. One loop is the
/// default: a session costs about 10 µs of CPU a message, so one thread carries the 64 sessions the lab
/// allows at their full rate with most of a core to spare, and with every connection on one loop more
/// messages arrive together per wake-up. Measured with `scripts/load-test` (50 sessions on a 2-core
/// machine), one loop spent 26–28 µs of CPU per pointer message against 34–36 µs for one loop per core,
/// with the same round trips.
public enum LabEventLoops: Sendable, Hashable {
    /// One event loop thread for every connection.
    case one
    /// One event loop thread per core (SwiftNIO's shared group).
    case perCore
}
