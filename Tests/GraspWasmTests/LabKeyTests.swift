// Why this file exists: the lab protocol's key message (version 5): a page's keys scroll the scene's
// list under the pointer (and the focus keys reach the focused element), a recording keeps them as trace key samples, a bad key message is
// refused naming the field, a page of version 4 cannot send one, and the in-page lab answers a key
// exactly as a lab session does.

@_spi(GraspInternal) import GraspLabSession
import GraspTrace
import GraspWasm
import Testing

@Suite("Lab keys (protocol version 5)")
struct LabKeyTests {
    static let hello = #"{"v":5,"type":"hello","scene":"list","viewport":{"width":400,"height":800},"client":"test"}"#

    @Test("a key message scrolls, is recorded, and bad ones are refused")
    func keys() throws {
        let session = LabSession(id: 1, catalog: .standard, limits: LabLimits())
        _ = session.receive(Self.hello, at: 0)
        _ = session.receive(#"{"v":5,"type":"record","action":"start"}"#, at: 0)
        let down = session.receive(#"{"v":5,"type":"key","seq":4,"t":1000,"key":"pageDown","phase":"down","x":200,"y":400}"#, at: 1)
        #expect(down.count == 1 && down[0].contains("\"ack\":4"))
        _ = session.receive(#"{"v":5,"type":"key","t":1030,"key":"downArrow","phase":"down","repeat":true,"modifiers":["option"],"x":200,"y":400}"#, at: 1.03)
        _ = session.receive(#"{"v":5,"type":"key","t":1060,"key":"downArrow","phase":"up","x":200,"y":400}"#, at: 1.06)
        let frames = (1...30).map { i in session.receive(#"{"v":5,"type":"frame","t":\#(1060 + i * 16)}"#, at: 1.06 + Double(i) * 0.016).joined() }
        #expect(frames.filter { $0.contains("\"nodes\"") }.count > 5)  // the list moves on the frames after the keys
        #expect(!frames.last!.contains("\"nodes\""))  // and has come to rest
        let stop = session.receive(#"{"v":5,"type":"record","action":"stop"}"#, at: 2).joined()
        #expect(stop.contains("key-down") && stop.contains("pageDown") && stop.contains("repeat"))
        let bad = session.receive(#"{"v":5,"type":"key","t":1100,"key":"F13","phase":"down"}"#, at: 2).joined()
        #expect(bad.contains("key is \\\"F13\\\"; expected one of upArrow"))
        let badPhase = session.receive(#"{"v":5,"type":"key","t":1100,"key":"home","phase":"press"}"#, at: 2).joined()
        #expect(badPhase.contains("phase is \\\"press\\\"; expected down or up"))
        let old = session.receive(#"{"v":4,"type":"key","t":1100,"key":"home","phase":"down"}"#, at: 2).joined()
        #expect(old.contains("needs protocol version 5"))
    }

    @Test("the focus keys go through a version 5 key message to the scene's focused element, and record as trace version 4")
    func focusKeys() throws {
        let session = LabSession(id: 1, catalog: .standard, limits: LabLimits())
        _ = session.receive(Self.hello.replacingOccurrences(of: "\"list\"", with: "\"controls\""), at: 0)
        _ = session.receive(#"{"v":5,"type":"record","action":"start"}"#, at: 0)
        let tab = session.receive(#"{"v":5,"type":"key","seq":5,"t":1000,"key":"tab","phase":"down"}"#, at: 1).joined()
        #expect(tab.contains("\"ack\":5") && !tab.contains("error"))
        let activate = session.receive(#"{"v":5,"type":"key","seq":6,"t":1100,"key":"returnOrEnter","phase":"down"}"#, at: 1.1).joined()
        #expect(activate.contains("\"ack\":6") && activate.contains("\"nodes\""))  // the focused switch flips
        let stop = session.receive(#"{"v":5,"type":"record","action":"stop"}"#, at: 2).joined()
        #expect(stop.contains("\\\"version\\\": 4") && stop.contains("returnOrEnter") && stop.contains("\\\"tab\\\""))
    }

    @Test("a version 5 page gets scrollbars: the strip widens the bar under a mouse, and the thumb drags")
    func scrollbars() throws {
        let session = LabSession(id: 1, catalog: .standard, limits: LabLimits())
        _ = session.receive(Self.hello, at: 0)
        // A mouse over the list's strip: the indicator shows, widened, with its track.
        let hover = session.receive(#"{"v":5,"type":"pointer","samples":[{"t":1000,"id":1,"kind":"mouse","phase":"enter","x":395,"y":30}]}"#, at: 1).joined()
        #expect(hover.contains("\"expanded\":true") && hover.contains("\"track\":["))
        // Drag the thumb down by 100 pt: the content moves (the list scrolls, its nodes change).
        _ = session.receive(#"{"v":5,"type":"pointer","samples":[{"t":1010,"id":1,"kind":"mouse","phase":"leave","x":395,"y":30}]}"#, at: 1.01)
        _ = session.receive(#"{"v":5,"type":"pointer","samples":[{"t":1020,"id":2,"kind":"mouse","buttons":1,"phase":"down","x":395,"y":20}]}"#, at: 1.02)
        let drag = session.receive(#"{"v":5,"type":"pointer","samples":[{"t":1040,"id":2,"kind":"mouse","buttons":1,"phase":"move","x":395,"y":120}]}"#, at: 1.04).joined()
        #expect(drag.contains("\"pressed\":true") && drag.contains("\"nodes\""))
        // A version 4 page sees the same scene without them.
        let old = LabSession(id: 2, catalog: .standard, limits: LabLimits())
        _ = old.receive(Self.hello.replacingOccurrences(of: "\"v\":5", with: "\"v\":4"), at: 0)
        let plain = old.receive(#"{"v":4,"type":"pointer","samples":[{"t":1000,"id":1,"kind":"mouse","phase":"enter","x":395,"y":30}]}"#, at: 1).joined()
        #expect(!plain.contains("expanded"))
    }

    @Test("the in-page lab answers keys exactly as a lab session does")
    func inPage() throws {
        let api = GraspAPI()
        let handle = api.openLabSession()
        let reference = LabSession(id: Int(handle), catalog: .standard, limits: LabLimits())
        let messages = [
            Self.hello,
            #"{"v":5,"type":"key","seq":1,"t":1000,"key":"end","phase":"down","x":200,"y":400}"#,
            #"{"v":5,"type":"frame","t":1100}"#,
            #"{"v":5,"type":"frame","t":1300}"#,
        ]
        for (index, message) in messages.enumerated() {
            let now = Double(index) * 16
            #expect(try api.receive(handle, message, nowMilliseconds: now) == reference.receive(message, at: now / 1000))
        }
    }
}
