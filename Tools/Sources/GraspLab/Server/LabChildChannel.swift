// Why this file exists: each connection to the lab is either the page's HTTP requests (its files and
// the small JSON API, answered by Hummingbird's router) or one WebSocket session. This sets a new
// connection up for both: an HTTP/1 pipeline that may upgrade. An upgrade is checked here (path,
// origin) and, when allowed, the connection's pipeline ends in a `LabSessionHandler` that runs the
// session synchronously; everything else goes to the router as Hummingbird's own HTTP/1 channel does.

@_spi(GraspInternal) import GraspLabSession
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import NIOWebSocket

/// A Hummingbird server child channel for HTTP/1 with the lab's WebSocket upgrade.
struct LabChildChannel: ServerChildChannel, HTTPChannelHandler {
    /// What a connection turned out to be.
    enum Negotiated: Sendable {
        /// An upgraded WebSocket connection: its session runs in the pipeline until the channel closes.
        case webSocket(any Channel)
        /// Plain HTTP, for the router.
        case http(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
        /// An upgrade that was refused, and why.
        case refused(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>, Refusal)
    }

    /// A set-up connection.
    struct Value: ServerChildChannelValue {
        /// What the connection turns out to be, once its first request is read.
        let negotiated: EventLoopFuture<Negotiated>
        /// The connection.
        let channel: any Channel
    }

    /// Why an upgrade request was refused: the status it is answered with and a line saying why.
    struct Refusal: Sendable {
        var status: HTTPResponse.Status
        var message: String
    }

    /// The router's responder, for plain HTTP requests.
    let responder: HTTPChannelHandler.Responder
    let registry: SessionRegistry
    let catalog: LabSceneCatalog
    let limits: LabLimits
    let policy: OriginPolicy
    let sessionLogger: Logger

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            let refusal = NIOLoopBoundBox<Refusal?>(nil, eventLoop: channel.eventLoop)
            let upgrader = NIOTypedWebSocketServerUpgrader<Negotiated>(
                maxFrameSize: limits.maxTransportMessageBytes,
                shouldUpgrade: { [policy, sessionLogger] channel, head in
                    let path = head.uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? head.uri
                    guard path == LabProtocol.webSocketPath else {
                        refusal.value = Refusal(status: .notFound, message: "WebSocket sessions are at \(LabProtocol.webSocketPath)")
                        return channel.eventLoop.makeSucceededFuture(nil)
                    }
                    let origin = head.headers.first(name: "Origin")
                    let host = head.headers.first(name: "Host")
                    guard policy.allows(origin: origin, host: host) else {
                        sessionLogger.warning("refused a WebSocket upgrade", metadata: ["origin": "\(origin ?? "")", "host": "\(host ?? "")"])
                        refusal.value = Refusal(status: .forbidden, message: "WebSocket upgrades are accepted only from the lab's own page")
                        return channel.eventLoop.makeSucceededFuture(nil)
                    }
                    return channel.eventLoop.makeSucceededFuture(HTTPHeaders())
                },
                upgradePipelineHandler: { [registry, catalog, limits, sessionLogger] channel, _ in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(LabSessionHandler(registry: registry, catalog: catalog, limits: limits, logger: sessionLogger))
                        return Negotiated.webSocket(channel)
                    }
                })
            let upgradeConfiguration = NIOTypedHTTPServerUpgradeConfiguration(
                upgraders: [upgrader],
                notUpgradingCompletionHandler: { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
                        try channel.pipeline.syncOperations.addHandler(HTTPConnectionStateHandler(idleTimeout: nil, logger: logger))
                        let http = try NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>(
                            wrappingChannelSynchronously: channel,
                            configuration: .init(isOutboundHalfClosureEnabled: true))
                        if let refused = refusal.value {
                            return Negotiated.refused(http, refused)
                        }
                        return Negotiated.http(http)
                    }
                })
            var configuration = NIOUpgradableHTTPServerPipelineConfiguration<Negotiated>(upgradeConfiguration: upgradeConfiguration)
            configuration.enablePipelining = false
            configuration.enableErrorHandling = false
            configuration.enableResponseHeaderValidation = false
            let negotiated = try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(configuration: configuration)
            return Value(negotiated: negotiated, channel: channel)
        }
    }

    func handle(value: Value, logger: Logger) async {
        do {
            switch try await value.negotiated.get() {
            case .webSocket(let channel):
                // The session runs inside the pipeline; this task only waits for the connection to end.
                try await withTaskCancellationHandler {
                    try await channel.closeFuture.get()
                } onCancel: {
                    channel.close(promise: nil)
                }
            case .http(let http):
                await handleHTTP(asyncChannel: http, logger: logger)
            case .refused(let http, let refusal):
                try await http.executeThenClose { _, outbound in
                    let body = ByteBuffer(string: refusal.message + "\n")
                    let head = HTTPResponse(status: refusal.status, headerFields: [
                        .connection: "close", .contentType: "text/plain; charset=utf-8", .contentLength: "\(body.readableBytes)",
                    ])
                    try await outbound.write(contentsOf: [.head(head), .body(body), .end(nil)])
                }
            }
        } catch {
            logger.debug("connection ended", metadata: ["error": "\(error)"])
        }
    }
}
