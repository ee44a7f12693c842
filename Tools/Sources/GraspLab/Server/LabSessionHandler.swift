// Why this file exists: a page's messages are small and frequent (a pointer message and a frame tick
// every 8 ms), so what the transport costs around each one is most of what the lab costs. This handler
// sits at the end of a WebSocket connection's NIO pipeline and runs the connection's `LabSession`
// synchronously, on the connection's event loop, in the same call that decoded the frame: no async
// stream, no task switch, no second thread. It also keeps the rules the network layer owns: the session
// cap, the idle timeout, ping and close frames, and back pressure (a page that stops reading stops being
// read). Replies written while reading are flushed once, when the read is complete, so a burst of
// messages costs one write to the socket.

@_spi(GraspInternal) import GraspLabSession
import Logging
import NIOCore
import NIOWebSocket

/// Runs one `LabSession` at the end of a WebSocket channel's pipeline.
///
/// The pipeline below it holds NIO's frame decoder and encoder (and its protocol error handler, which
/// closes a connection that sends a frame above ``LabLimits/maxTransportMessageBytes``). A message sent
/// in fragments is put together here, up to the same bound.
final class LabSessionHandler: ChannelDuplexHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let registry: SessionRegistry
    private let catalog: LabSceneCatalog
    private let limits: LabLimits
    private let logger: Logger
    /// The session, once a place in the registry was granted.
    private var session: LabSession?
    private var sessionID: Int?
    /// Server time zero, for the session's rate limiting.
    private let start = NIODeadline.now()
    private var lastActivity = NIODeadline.now()
    private var idleCheck: Scheduled<Void>?
    /// Whether a read was asked for while the channel could not take more writes.
    private var readPending = false
    /// Whether the server has sent its close frame (nothing more is read or written).
    private var closing = false
    /// Whether replies were written since the last flush.
    private var unflushed = false
    /// The opcode and data so far of a message that arrives in fragments.
    private var fragments: (opcode: WebSocketOpcode, data: ByteBuffer)?

    /// A handler that opens a session from `catalog` when it joins a pipeline, if `registry` has room.
    init(registry: SessionRegistry, catalog: LabSceneCatalog, limits: LabLimits, logger: Logger) {
        self.registry = registry
        self.catalog = catalog
        self.limits = limits
        self.logger = logger
    }

    // MARK: Life cycle

    func handlerAdded(context: ChannelHandlerContext) {
        guard let id = registry.open() else {
            logger.warning("refused a session: too many open", metadata: ["max": "\(registry.capacity)"])
            let error = LabProtocolError(code: .tooManySessions, message: "the lab already has \(registry.capacity) sessions open; try again later")
            send(text: error.frame, context: context)
            close(context: context, code: .policyViolation, reason: "too many sessions")
            return
        }
        sessionID = id
        session = LabSession(id: id, catalog: catalog, limits: limits, logger: LabLog(logger: logger))
        logger.info("session opened", metadata: ["session": "\(id)"])
        scheduleIdleCheck(context: context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        end()
    }

    func channelInactive(context: ChannelHandlerContext) {
        end()
        context.fireChannelInactive()
    }

    /// Gives the session's place back, once.
    private func end() {
        idleCheck?.cancel()
        idleCheck = nil
        guard let id = sessionID else { return }
        sessionID = nil
        session = nil
        registry.close()
        logger.info("session closed", metadata: ["session": "\(id)"])
    }

    // MARK: Reading

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        guard !closing else { return }
        // RFC 6455 §5.1: a client masks every frame it sends.
        guard frame.maskKey != nil else {
            close(context: context, code: .protocolError, reason: "unmasked frame")
            return
        }
        switch frame.opcode {
        case .text, .binary:
            guard fragments == nil else {
                close(context: context, code: .protocolError, reason: "a new message began before the last one ended")
                return
            }
            if frame.fin {
                deliver(frame.unmaskedData, opcode: frame.opcode, context: context)
            } else {
                fragments = (frame.opcode, frame.unmaskedData)
            }
        case .continuation:
            guard let (opcode, fragment) = fragments else {
                close(context: context, code: .protocolError, reason: "a continuation frame began no message")
                return
            }
            guard fragment.readableBytes + frame.length <= limits.maxTransportMessageBytes else {
                close(context: context, code: .messageTooLarge, reason: "message too large")
                return
            }
            fragments = nil
            var data = fragment
            var more = frame.unmaskedData
            data.writeBuffer(&more)
            if frame.fin {
                deliver(data, opcode: opcode, context: context)
            } else {
                fragments = (opcode, data)
            }
        case .ping:
            lastActivity = .now()
            context.write(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)), promise: nil)
            unflushed = true
        case .pong:
            break
        case .connectionClose:
            // The page closes: answer with a close frame carrying its code, then close the connection.
            var data = frame.unmaskedData
            let code = data.readWebSocketErrorCode() ?? .normalClosure
            close(context: context, code: code, reason: nil)
        default:
            close(context: context, code: .protocolError, reason: "unknown opcode")
        }
    }

    /// Hands a whole message to the session and writes its replies.
    private func deliver(_ payload: ByteBuffer, opcode: WebSocketOpcode, context: ChannelHandlerContext) {
        guard let session else { return }
        lastActivity = .now()
        let replies = opcode == .text
            ? session.receive(String(buffer: payload), at: seconds(lastActivity))
            : session.receiveBinary(byteCount: payload.readableBytes, at: seconds(lastActivity))
        for reply in replies { send(text: reply, context: context) }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if unflushed {
            unflushed = false
            context.flush()
        }
        context.fireChannelReadComplete()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        logger.warning("session ended with an error", metadata: ["session": "\(sessionID ?? 0)", "error": "\(error)"])
        context.close(promise: nil)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent {
            // The server is shutting down.
            close(context: context, code: .goingAway, reason: "the lab is shutting down")
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    // MARK: Back pressure

    func read(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            context.read()
        } else {
            readPending = true
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable, readPending {
            readPending = false
            context.read()
        }
        context.fireChannelWritabilityChanged()
    }

    // MARK: Writing

    /// Writes `text` as one text frame (flushed when the current read completes, or at once outside a read).
    private func send(text: String, context: ChannelHandlerContext) {
        var buffer = context.channel.allocator.buffer(capacity: text.utf8.count)
        buffer.writeString(text)
        context.write(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: buffer)), promise: nil)
        unflushed = true
    }

    /// Sends a close frame with `code` and closes the connection once it is written.
    private func close(context: ChannelHandlerContext, code: WebSocketErrorCode, reason: String?) {
        guard !closing else { return }
        closing = true
        var data = context.channel.allocator.buffer(capacity: 2 + (reason?.utf8.count ?? 0))
        data.write(webSocketErrorCode: code)
        if let reason { data.writeString(reason) }
        unflushed = false
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: data)))
            .assumeIsolated()
            .whenComplete { _ in context.close(promise: nil) }
    }

    // MARK: Idle timeout

    private func scheduleIdleCheck(context: ChannelHandlerContext) {
        let interval = TimeAmount.nanoseconds(Int64(min(max(limits.idleTimeout / 4, 0.05), 5) * 1e9))
        idleCheck = context.eventLoop.assumeIsolated().scheduleTask(in: interval) { [self] in
            guard sessionID != nil, !closing else { return }
            let idle = Double((NIODeadline.now() - lastActivity).nanoseconds) / 1e9
            if idle >= limits.idleTimeout {
                logger.info("session idle: closing", metadata: ["session": "\(sessionID ?? 0)"])
                let error = LabProtocolError(code: .idle, message: "no message for \(Int(limits.idleTimeout)) s; the session is closed")
                send(text: error.frame, context: context)
                close(context: context, code: .normalClosure, reason: "idle")
            } else {
                scheduleIdleCheck(context: context)
            }
        }
    }

    /// Seconds from the handler's start to `deadline`.
    private func seconds(_ deadline: NIODeadline) -> Double {
        Double((deadline - start).nanoseconds) / 1e9
    }
}
