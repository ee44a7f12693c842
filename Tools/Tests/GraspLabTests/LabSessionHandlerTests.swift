// Why this file exists: the handler that runs a session inside a connection's pipeline keeps rules no
// socket test can pin down exactly: a page that stops reading stops being read, every message read in one
// go is answered in one flush, and a session's place is given back however the connection ends. An
// embedded channel drives it deterministically, frame by frame.

@_spi(GraspInternal) import GraspLabSession
import Logging
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing
@testable import GraspLab

@Suite("Lab session handler")
struct LabSessionHandlerTests {
    /// Counts the reads and flushes that reach the transport.
    final class TransportProbe: ChannelOutboundHandler {
        typealias OutboundIn = WebSocketFrame
        var reads = 0
        var flushes = 0

        func read(context: ChannelHandlerContext) {
            reads += 1
            context.read()
        }

        func flush(context: ChannelHandlerContext) {
            flushes += 1
            context.flush()
        }
    }

    let quiet = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })

    /// A channel whose pipeline ends in a session handler, with a probe in front of it.
    func makeChannel(registry: SessionRegistry = SessionRegistry(capacity: 4)) throws -> (EmbeddedChannel, TransportProbe) {
        let channel = EmbeddedChannel()
        let probe = TransportProbe()
        try channel.pipeline.syncOperations.addHandler(probe)
        try channel.pipeline.syncOperations.addHandler(
            LabSessionHandler(registry: registry, catalog: LabSceneCatalog([.probe]), limits: LabLimits(), logger: quiet))
        return (channel, probe)
    }

    /// `text` as a client's text frame, masked as RFC 6455 asks.
    func clientFrame(_ text: String, opcode: WebSocketOpcode = .text, fin: Bool = true) -> WebSocketFrame {
        let key = WebSocketMaskingKey([0x0A, 0x1B, 0x2C, 0x3D])!
        var data = ByteBuffer(string: text)
        data.webSocketMask(key)
        return WebSocketFrame(fin: fin, opcode: opcode, maskKey: key, data: data)
    }

    /// The text frames written so far.
    func written(_ channel: EmbeddedChannel) throws -> [String] {
        var texts: [String] = []
        while let frame = try channel.readOutbound(as: WebSocketFrame.self) {
            if frame.opcode == .text { texts.append(String(buffer: frame.data)) }
        }
        return texts
    }

    @Test("while the connection cannot take more output, the handler holds reads back, and lets the held one through once it can")
    func backPressure() throws {
        let (channel, probe) = try makeChannel()
        channel.read()
        #expect(probe.reads == 1)
        channel.isWritable = false
        channel.pipeline.fireChannelWritabilityChanged()
        channel.read()
        channel.read()
        #expect(probe.reads == 1)
        channel.isWritable = true
        channel.pipeline.fireChannelWritabilityChanged()
        #expect(probe.reads == 2)
        _ = try channel.finish()
    }

    @Test("the answers to every message of one read leave in one flush")
    func oneFlushPerRead() throws {
        let (channel, probe) = try makeChannel()
        try channel.writeInbound(clientFrame(#"{"v":3,"type":"hello","viewport":{"width":400,"height":800}}"#))
        let flushesAfterHello = probe.flushes
        #expect(try written(channel).count == 3)
        // Three pointer messages arrive in one read: three answers, one flush.
        for seq in 1...3 {
            channel.pipeline.fireChannelRead(clientFrame(#"{"v":3,"type":"pointer","seq":\#(seq),"samples":[{"t":\#(seq * 8),"id":1,"phase":"\#(seq == 1 ? "down" : "move")","x":\#(100 + seq),"y":100}]}"#))
        }
        #expect(probe.flushes == flushesAfterHello)
        channel.pipeline.fireChannelReadComplete()
        #expect(probe.flushes == flushesAfterHello + 1)
        let answers = try written(channel)
        #expect(answers.count == 3)
        #expect(answers.last?.contains("\"ack\":3") == true)
        _ = try channel.finish()
    }

    @Test("a session's place is given back when its connection closes, once")
    func placeGivenBack() throws {
        let registry = SessionRegistry(capacity: 1)
        let (channel, _) = try makeChannel(registry: registry)
        #expect(registry.openCount == 1)
        _ = try channel.finish()
        #expect(registry.openCount == 0)
        // A second connection gets the place.
        let (second, _) = try makeChannel(registry: registry)
        #expect(registry.openCount == 1)
        _ = try second.finish()
        #expect(registry.openCount == 0)
    }

    @Test("a continuation that begins no message, or a message begun inside another, closes with 1002")
    func badFragments() throws {
        for frames in [
            [clientFrame("{}", opcode: .continuation)],
            [clientFrame(#"{"v":3,"#, fin: false), clientFrame(#"{"v":3}"#)],
        ] {
            let (channel, _) = try makeChannel()
            for frame in frames { try channel.writeInbound(frame) }
            var closeCode: WebSocketErrorCode?
            while let frame = try channel.readOutbound(as: WebSocketFrame.self) {
                if frame.opcode == .connectionClose {
                    var data = frame.data
                    closeCode = data.readWebSocketErrorCode()
                }
            }
            #expect(closeCode == .protocolError)
            _ = try? channel.finish()
        }
    }
}
