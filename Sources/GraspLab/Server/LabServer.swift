// Why this file exists: this is the lab's network face. It serves the page and its files, checks
// WebSocket upgrades, and runs one `LabSession` per connection in its own task, with the session cap,
// the idle timeout and the transport's size bound around it.

import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore

/// The Grasp Lab server: the page over HTTP and one engine session per WebSocket.
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
        let limits = configuration.limits
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: router,
                configuration: .init(ws: .init(maxFrameSize: limits.maxTransportMessageBytes))),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "grasp-lab"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
    }

    /// Runs the server until the process receives SIGINT or SIGTERM.
    public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        try await makeApplication(onRunning: onRunning).runService()
    }

    func makeRouter(assets: PageAssets, registry: SessionRegistry) -> Router<LabRequestContext> {
        let router = Router(context: LabRequestContext.self)
        for (path, asset) in assets.files {
            router.get(RouterPath(path)) { _, _ in
                var headers = HTTPFields()
                headers[.contentType] = asset.contentType
                headers[.cacheControl] = "no-store"
                headers[.init("X-Content-Type-Options")!] = "nosniff"
                headers[.init("Content-Security-Policy")!] = "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data: blob:"
                return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: asset.bytes)))
            }
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
        let policy = OriginPolicy(loopbackOnly: configuration.isLoopbackOnly)
        let logger = self.logger
        router.ws(RouterPath(LabProtocol.webSocketPath), shouldUpgrade: { request, _ in
            let origin = request.headers[.origin]
            let host = request.headers[.init("Host")!] ?? request.head.authority
            guard policy.allows(origin: origin, host: host) else {
                logger.warning("refused a WebSocket upgrade", metadata: ["origin": "\(origin ?? "")", "host": "\(host ?? "")"])
                throw HTTPError(.forbidden, message: "WebSocket upgrades are accepted only from the lab's own page")
            }
            return .upgrade([:])
        }, onUpgrade: { [catalog, limits = configuration.limits] inbound, outbound, context in
            // The session runs on its connection's event loop: no thread hop between the socket and the engine.
            let executor = EventLoopTaskExecutor(context.requestContext.channel.eventLoop)
            try await withTaskExecutorPreference(executor) {
                try await Self.serve(inbound: inbound, outbound: outbound, registry: registry, catalog: catalog, limits: limits, logger: logger)
            }
        })
        return router
    }

    /// Runs one connection's session until the page closes it, it goes idle, or it fails.
    static func serve(
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, registry: SessionRegistry,
        catalog: LabSceneCatalog, limits: LabLimits, logger: Logger
    ) async throws {
        guard let id = registry.open() else {
            logger.warning("refused a session: too many open", metadata: ["max": "\(registry.capacity)"])
            let error = LabProtocolError(code: .tooManySessions, message: "the lab already has \(registry.capacity) sessions open; try again later")
            try await outbound.write(.text(error.frame))
            try await outbound.close(.policyViolation, reason: "too many sessions")
            return
        }
        defer { registry.close() }
        let clock = ContinuousClock()
        let start = clock.now
        let lastActivity = ActivityStamp(start)
        logger.info("session opened", metadata: ["session": "\(id)"])
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    let session = LabSession(id: id, catalog: catalog, limits: limits, logger: logger)
                    for try await message in inbound.messages(maxSize: limits.maxTransportMessageBytes) {
                        let now = clock.now
                        lastActivity.mark(now)
                        let seconds = Self.seconds(now - start)
                        let replies: [String]
                        switch message {
                        case .text(let text): replies = session.receive(text, at: seconds)
                        case .binary(let buffer): replies = session.receiveBinary(byteCount: buffer.readableBytes, at: seconds)
                        }
                        for reply in replies { try await outbound.write(.text(reply)) }
                    }
                }
                group.addTask {
                    let check = Duration.seconds(min(max(limits.idleTimeout / 4, 0.05), 5))
                    while true {
                        try await Task.sleep(for: check)
                        let idle = Self.seconds(clock.now - lastActivity.last)
                        if idle >= limits.idleTimeout {
                            logger.info("session idle: closing", metadata: ["session": "\(id)"])
                            let error = LabProtocolError(code: .idle, message: "no message for \(Int(limits.idleTimeout)) s; the session is closed")
                            try await outbound.write(.text(error.frame))
                            try await outbound.close(.normalClosure, reason: "idle")
                            return
                        }
                    }
                }
                _ = try await group.next()
                group.cancelAll()
            }
        } catch is CancellationError {
        } catch {
            logger.warning("session ended with an error", metadata: ["session": "\(id)", "error": "\(error)"])
        }
        logger.info("session closed", metadata: ["session": "\(id)"])
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}

/// The request context of the lab's routes: Hummingbird's WebSocket context plus the connection's channel,
/// whose event loop a WebSocket session then runs on.
struct LabRequestContext: RequestContext, WebSocketRequestContext {
    /// Hummingbird's per-request storage.
    var coreContext: CoreRequestContextStorage
    /// The WebSocket upgrade's handler.
    let webSocket: WebSocketHandlerReference<Self>
    /// The connection.
    let channel: any Channel

    /// A context for a request that arrived on `source`'s channel.
    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        channel = source.channel
    }
}
