// Why this file exists: this is the lab's network face. It serves the page and its files (with the
// engine compiled to WebAssembly, which the page runs its session on by default) through Hummingbird's
// router, and its connections are set up by `LabChildChannel`, which checks WebSocket
// upgrades and runs one `LabSession` per upgraded connection inside the connection's pipeline
// (`LabSessionHandler`), with the session cap, the idle timeout and the transport's size bound around it.

import Foundation
import GraspJSON
@_spi(GraspInternal) import GraspLabSession
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix

/// The Grasp Lab server: the page over HTTP and one engine session per WebSocket.
///
/// The page runs its session in the browser when the server has the engine compiled to WebAssembly
/// (``LabConfiguration/wasmPath``, served as `/grasp.wasm`); otherwise, or when it is opened with
/// `?engine=server`, it runs the session here, over a WebSocket.
///
/// ```swift
/// let server = LabServer(configuration: LabConfiguration(port: 8080), catalog: .standard)
/// try await server.run()
/// ```
public struct LabServer: Sendable {
    /// Where the server listens and what it allows.
    public var configuration: LabConfiguration
    /// The scenes it offers.
    public var catalog: LabSceneCatalog
    /// The logger for requests, sessions and refused messages.
    public var logger: Logger

    /// Creates a server.
    public init(configuration: LabConfiguration = LabConfiguration(), catalog: LabSceneCatalog = .standard, logger: Logger = Logger(label: "grasp.lab")) {
        self.configuration = configuration
        self.catalog = catalog
        self.logger = logger
    }

    /// Builds the Hummingbird application; `onRunning` is called with the bound port once the server
    /// accepts connections.
    public func makeApplication(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) throws -> some ApplicationProtocol {
        let assets = try PageAssets.load()
        let registry = SessionRegistry(capacity: configuration.limits.maxSessions)
        let router = makeRouter(assets: assets, registry: registry)
        let (catalog, limits, logger) = (catalog, configuration.limits, logger)
        let policy = OriginPolicy(loopbackOnly: configuration.isLoopbackOnly)
        return Application(
            router: router,
            server: HTTPServerBuilder { responder in
                LabChildChannel(responder: responder, registry: registry, catalog: catalog, limits: limits, policy: policy, sessionLogger: logger)
            },
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "grasp-lab"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            eventLoopGroupProvider: .shared(configuration.eventLoops.group),
            logger: logger)
    }

    /// Runs the server until the process receives SIGINT or SIGTERM.
    public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        try await makeApplication(onRunning: onRunning).runService()
    }

    func makeRouter(assets: PageAssets, registry: SessionRegistry) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        for (path, asset) in assets.files {
            router.get(RouterPath(path)) { _, _ in Self.response(asset) }
        }
        // The engine for the page, read at each request so that a rebuild is served without a restart.
        let wasmPath = configuration.wasmPath
        router.get("/grasp.wasm") { _, _ in
            guard let asset = PageAssets.wasm(at: wasmPath) else {
                return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                                body: .init(byteBuffer: ByteBuffer(string: "grasp.wasm is not built: run scripts/build-wasm (the page runs its session on the server meanwhile)\n")))
            }
            return Self.response(asset)
        }
        // The documentation site (scripts/docs), read at each request like the engine.
        let docsPath = configuration.docsPath
        router.get("/docs") { _, _ in DocsSite(folder: docsPath).landingResponse() }
        router.get("/docs/**") { request, _ in DocsSite(folder: docsPath).response(forPath: request.uri.path) }
        // The JavaScript package (Web/): the one grasp.js of the lab and of every page, its examples, and
        // the library module; read at each request, as the engine is.
        let webPath = configuration.webPath
        let libraryPath = (wasmPath as NSString).deletingLastPathComponent + "/grasp-library.wasm"
        router.get("/grasp.js") { _, _ in
            PageAssets.webFile(at: webPath + "/grasp.js").map(Self.response) ?? Self.notFound("grasp.js is not in \(webPath)/ (grasp lab serves it from the repository's Web folder)")
        }
        router.get("/grasp-library.wasm") { _, _ in
            PageAssets.webFile(at: libraryPath).map(Self.response) ?? Self.notFound("\(libraryPath) is not built: run scripts/build-wasm")
        }
        // `/examples` and `/examples/` are one route.
        router.get("/examples") { _, _ in
            PageAssets.webFile(at: webPath + "/examples/index.html").map(Self.response) ?? Self.notFound("no examples in \(webPath)/examples")
        }
        router.get("/examples/:file") { _, context in
            let file = context.parameters.get("file") ?? ""
            return PageAssets.webFile(at: webPath + "/examples/" + file).map(Self.response) ?? Self.notFound("no example file \(file)")
        }
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        let names = catalog.names
        router.get("/api/scenes") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"],
                     body: .init(byteBuffer: ByteBuffer(string: "{\"v\":\(LabProtocol.version),\"scenes\":\(JSONText.array(raw: names.map(JSONText.quoted)))}")))
        }
        router.get("/api/health") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"],
                     body: .init(byteBuffer: ByteBuffer(string: "{\"v\":\(LabProtocol.version),\"sessions\":\(registry.openCount),\"maxSessions\":\(registry.capacity)}")))
        }
        router.get(RouterPath(LabProtocol.webSocketPath)) { request, _ in
            // An upgrade reaches the router only on a connection that carried a plain request first
            // (an upgrade is read only as a connection's first request): ask the client to come back on
            // a new connection.
            if request.headers[.upgrade]?.lowercased() == "websocket" {
                return Response(status: .temporaryRedirect, headers: [.location: LabProtocol.webSocketPath, .connection: "close"])
            }
            return Response(status: .upgradeRequired, headers: [.upgrade: "websocket"],
                            body: .init(byteBuffer: ByteBuffer(string: "the lab's sessions are WebSocket connections\n")))
        }
        return router
    }

    /// The answer for a file of the package's folder that is not there, saying why.
    static func notFound(_ why: String) -> Response {
        Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                 body: .init(byteBuffer: ByteBuffer(string: why + "\n")))
    }

    /// A page file's response. Its policy lets the page run only its own scripts, compile WebAssembly
    /// (`'wasm-unsafe-eval'`, for `/grasp.wasm`) and connect only to its own server.
    static func response(_ asset: PageAssets.Asset) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = asset.contentType
        headers[.cacheControl] = "no-store"
        headers[.init("X-Content-Type-Options")!] = "nosniff"
        headers[.init("Content-Security-Policy")!] = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self' ws: wss:; img-src 'self' data: blob:"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: asset.bytes)))
    }
}

extension LabEventLoops {
    /// The one-thread group every lab server of the process shares.
    private static let oneLoop = MultiThreadedEventLoopGroup(numberOfThreads: 1)

    /// The event loop group these loops name.
    var group: any EventLoopGroup {
        switch self {
        case .one: Self.oneLoop
        case .perCore: MultiThreadedEventLoopGroup.singleton
        }
    }
}
