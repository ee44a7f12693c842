// Why this file exists: version 5 of the lab protocol lets a page ask for a platform (`ios` or `android`)
// in `hello` and `scene`, and its frames carry the stretch the page draws. The version is a contract:
// older messages get the answers of before, a platform in an older message is refused, and the in-page
// engine answers exactly as the server's session does.

import Foundation
import Grasp
@_spi(GraspInternal) import GraspLabSession
@_spi(GraspInternal) import GraspWasm
import Testing

@Suite("Lab protocol version 5: the platform")
struct LabPlatformTests {
    static func decode(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    static func hello(_ v: Int, scene: String = "list", platform: String? = nil) -> String {
        let field = platform.map { #","platform":"\#($0)""# } ?? ""
        return #"{"v":\#(v),"type":"hello","scene":"\#(scene)","viewport":{"width":390,"height":844},"client":"test"\#(field)}"#
    }

    /// Pulls the list down from its top (300 pt in 0.3 s at 120 Hz, held 0.1 s), ticking a frame after every
    /// sample, and returns every frame's answers.
    static func pull(_ session: LabSession, v: Int) -> [[String: Any]] {
        pullText(session, v: v).map(decode)
    }

    /// The same pull's answers as the session wrote them.
    static func pullText(_ session: LabSession, v: Int) -> [String] {
        var answers: [String] = []
        var t = 1000.0, y = 200.0
        func send(_ phase: String) {
            let pointer = #"{"v":\#(v),"type":"pointer","samples":[{"t":\#(t),"id":1,"phase":"\#(phase)","x":200,"y":\#(y)}]}"#
            answers += session.receive(pointer, at: t / 1000)
            answers += session.receive(#"{"v":\#(v),"type":"frame","t":\#(t + 1)}"#, at: t / 1000)
        }
        send("down")
        for _ in 0..<36 { t += 1000 / 120; y += 300.0 / 36; send("move") }
        for _ in 0..<12 { t += 1000 / 120; send("move") }
        send("up")
        for _ in 0..<120 {
            t += 1000 / 120
            answers += session.receive(#"{"v":\#(v),"type":"frame","t":\#(t)}"#, at: t / 1000)
        }
        return answers
    }

    static func contentY(_ frame: [String: Any]) -> Double? {
        guard let nodes = frame["nodes"] as? [[String: Any]], let node = nodes.first(where: { $0["name"] as? String == "list-content" }),
              let box = node["frame"] as? [Double] else { return nil }
        return box[1]
    }

    @Test("On Android the list stays at its top and the frames carry its stretch, growing then relaxing to []; on iOS it rubber-bands and no frame has a stretch")
    func stretchInFrames() throws {
        let android = LabSession(id: 1, catalog: .standard, limits: LabLimits())
        let welcome = android.receive(Self.hello(5, platform: "android"), at: 0).map(Self.decode)
        #expect(welcome.count == 3)
        #expect(welcome[1]["platform"] as? String == "android")
        #expect(android.platform == .android)
        let frames = Self.pull(android, v: 5)
        let stretches = frames.compactMap { $0["stretch"] as? [[String: Any]] }
        let scales = stretches.compactMap { $0.first.flatMap { ($0["scale"] as? [Double])?.last } }
        #expect(try #require(scales.max()) > 1.01)
        #expect(stretches.first?.first?["node"] as? String == "list")
        #expect((stretches.first?.first?["anchor"] as? [Double]) == [0.5, 0])
        #expect(stretches.last?.isEmpty == true, "the last stretch written is none: it relaxed")
        #expect(frames.compactMap(Self.contentY).allSatisfy { $0 == 0 }, "the content never leaves its top")

        let ios = LabSession(id: 2, catalog: .standard, limits: LabLimits())
        let iosWelcome = ios.receive(Self.hello(5, platform: "ios"), at: 0).map(Self.decode)
        #expect(iosWelcome[1]["platform"] as? String == "ios")
        let iosFrames = Self.pull(ios, v: 5)
        #expect(iosFrames.allSatisfy { $0["stretch"] == nil || ($0["stretch"] as? [Any])?.isEmpty == true })
        #expect(try #require(iosFrames.compactMap(Self.contentY).max()) > 40, "the content rubber-bands down")
    }

    /// `frame` without what version 5 adds to a scrollbar's indicator: `"expanded"`, `"pressed"` and `"track"`.
    static func withoutScrollbars(_ frame: Substring) -> Substring {
        var text = String(frame)
        while let start = text.range(of: #","expanded":"#),
              let end = text.range(of: "]", range: start.upperBound..<text.endIndex) {
            text.removeSubrange(start.lowerBound..<end.upperBound)
        }
        return Substring(text)
    }

    @Test("A version 4 page gets the answers of before: no platform in the scene message, no stretch in frames")
    func version4Unchanged() {
        let four = LabSession(id: 1, catalog: .standard, limits: LabLimits())
        let five = LabSession(id: 1, catalog: .standard, limits: LabLimits())
        let a = four.receive(Self.hello(4), at: 0)
        let b = five.receive(Self.hello(5), at: 0)
        #expect(Self.decode(a[1])["platform"] == nil)
        #expect(Self.decode(b[1])["platform"] as? String == "ios")
        // Every frame of the same pull (on iOS) is the same text but for "v" and the scrollbar's state, which
        // version 5 adds to an interactive indicator (the keyboard and scrollbar work of the same version).
        let fourFrames = Self.pullText(four, v: 4), fiveFrames = Self.pullText(five, v: 5)
        #expect(fourFrames.count == fiveFrames.count && fourFrames.count > 100)
        for (x, y) in zip(fourFrames, fiveFrames) {
            #expect(x.hasPrefix(#"{"v":4,"#) && y.hasPrefix(#"{"v":5,"#))
            #expect(x.dropFirst(6) == Self.withoutScrollbars(y.dropFirst(6)))
        }
        #expect(fourFrames.allSatisfy { !$0.contains("stretch") })
    }

    @Test("A scene message keeps the session's platform unless it names one; a replay runs on it too")
    func sceneKeepsThePlatform() {
        let session = LabSession(id: 1, catalog: .standard, limits: LabLimits())
        _ = session.receive(Self.hello(5, platform: "android"), at: 0)
        let carousels = session.receive(#"{"v":5,"type":"scene","name":"carousels"}"#, at: 0).map(Self.decode)
        #expect(carousels[0]["platform"] as? String == "android")
        #expect(session.scene?.engine.platformProfile == .android)
        let gallery = session.receive(#"{"v":5,"type":"scene","name":"gallery","platform":"ios"}"#, at: 0).map(Self.decode)
        #expect(gallery[0]["platform"] as? String == "ios")
        #expect(session.scene?.engine.platformProfile == .iOS)
        // hello without a platform is iOS again.
        _ = session.receive(Self.hello(5, platform: "android"), at: 0)
        _ = session.receive(Self.hello(5), at: 0)
        #expect(session.platform == .iOS)
    }

    @Test("A platform in a version 4 message, or one the protocol does not know, is refused, and nothing changes")
    func badPlatform() {
        let session = LabSession(id: 1, catalog: .standard, limits: LabLimits())
        let old = session.receive(Self.hello(4, platform: "android"), at: 0).map(Self.decode)
        #expect(old.count == 1 && old[0]["code"] as? String == "invalid")
        #expect(old[0]["message"] as? String == "platform needs protocol version 5 (this message says v 4)")
        #expect(session.scene == nil)
        _ = session.receive(Self.hello(5, platform: "android"), at: 0)
        let bad = session.receive(#"{"v":5,"type":"scene","name":"list","platform":"windows"}"#, at: 0).map(Self.decode)
        #expect(bad.count == 1 && bad[0]["message"] as? String == #"platform is "windows"; expected "ios" or "android""#)
        #expect(session.platform == .android && session.sceneName == "list")
        let number = session.receive(#"{"v":5,"type":"scene","name":"list","platform":2}"#, at: 0).map(Self.decode)
        #expect(number.first?["code"] as? String == "malformed")
        #expect(session.platform == .android)
    }

    @Test("The in-page lab answers a version 5 page on Android exactly as a lab session does")
    func inPageAnswersTheSame() throws {
        let api = GraspAPI()
        let handle = api.openLabSession()
        let reference = LabSession(id: Int(handle), catalog: .standard, limits: LabLimits())
        var messages = [Self.hello(5, platform: "android")]
        var t = 1000.0
        messages.append(#"{"v":5,"type":"pointer","seq":1,"samples":[{"t":\#(t),"id":1,"phase":"down","x":200,"y":200}]}"#)
        for k in 1...20 {
            t += 8
            messages.append(#"{"v":5,"type":"pointer","seq":\#(k + 1),"samples":[{"t":\#(t),"id":1,"phase":"move","x":200,"y":\#(200 + 12 * k)}]}"#)
            messages.append(#"{"v":5,"type":"frame","t":\#(t + 1)}"#)
        }
        messages.append(#"{"v":5,"type":"pointer","seq":99,"samples":[{"t":\#(t + 8),"id":1,"phase":"up","x":200,"y":440}]}"#)
        var sawStretch = false
        for (index, message) in messages.enumerated() {
            let now = Double(index) * 16
            let answers = try api.receive(handle, message, nowMilliseconds: now)
            #expect(answers == reference.receive(message, at: now / 1000))
            if answers.contains(where: { $0.contains(#""stretch":[{"#) }) { sawStretch = true }
        }
        #expect(sawStretch)
    }
}
