// Why this file exists: protocol version 3 lets the page send what a desktop has besides a pressed
// pointer: hover, wheel steps, trackpad scrolling and trackpad pinches, with buttons and modifier keys on
// every sample. These tests speak it as the page does and check what the scene did, what a recording
// holds, and the error every malformed field gets.

import Foundation
import Grasp
@_spi(GraspInternal) import GraspLabSession
import GraspScenes
import GraspTrace
import GraspFoundationCompat
import Testing
@testable import GraspLab

@Suite("Lab desktop input (protocol version 3)")
struct LabDesktopInputTests {
    /// Sends one version 3 pointer message with the given samples.
    @discardableResult
    private func send(_ driver: SessionDriver, _ samples: [[String: Any]]) -> [[String: Any]] {
        driver.send(["v": 3, "type": "pointer", "samples": samples])
    }

    private func contentOffsetY(_ driver: SessionDriver) -> Double? {
        let list = driver.replies.flatMap { ($0["changes"] as? [[String: Any]]) ?? [] }.filter { $0["name"] as? String == "list" }
        guard let values = list.last?["values"] as? [String: Any], let offset = values["contentOffset"] as? [Double] else { return nil }
        return offset[1]
    }

    @Test("wheel steps scroll the list: each step moves its content by its delta")
    func wheelScrollsTheList() {
        let driver = SessionDriver(catalog: .standard)
        driver.hello(scene: "list", width: 390, height: 844)
        driver.send(["v": 3, "type": "frame", "t": 0])
        for step in 1...3 {
            send(driver, [["t": Double(step) * 100, "id": 1, "kind": "mouse", "phase": "wheel", "x": 200, "y": 400, "dx": 0, "dy": -100]])
            driver.send(["v": 3, "type": "frame", "t": Double(step) * 100 + 16])
        }
        for frame in 1...200 { driver.send(["v": 3, "type": "frame", "t": 400 + Double(frame) * 16]) }
        let changes = SessionDriver.changes(in: driver.replies)
        #expect(changes.contains("list:began") && changes.contains("list:ended"))
        #expect(contentOffsetY(driver) == 300)
        #expect(driver.session.errorCount == 0)
    }

    @Test("trackpad scrolling scrolls the list and glides on after the fingers lift")
    func trackpadScrollGlides() {
        let driver = SessionDriver(catalog: .standard)
        driver.hello(scene: "list", width: 390, height: 844)
        var t = 0.0
        send(driver, [["t": t, "id": 1_000_001, "kind": "trackpad", "phase": "scroll-begin", "x": 200, "y": 400, "dx": 0, "dy": -8]])
        for _ in 1...20 {
            t += 8
            send(driver, [["t": t, "id": 1_000_001, "kind": "trackpad", "phase": "scroll", "x": 200, "y": 400, "dx": 0, "dy": -8]])
            driver.send(["v": 3, "type": "frame", "t": t])
        }
        send(driver, [["t": t + 8, "id": 1_000_001, "kind": "trackpad", "phase": "scroll-end", "x": 200, "y": 400, "dx": 0, "dy": 0]])
        let atLift = 168.0
        for frame in 1...240 { driver.send(["v": 3, "type": "frame", "t": t + 8 + Double(frame) * 16]) }
        #expect(driver.session.errorCount == 0)
        let scene = driver.session.scene as? ListScene
        #expect((scene?.list.contentOffset.y ?? 0) > atLift + 50)  // 1,000 pt/s at the lift carries it on
    }

    @Test("hover samples give the inspector's hover recognizer began, changed and ended")
    func hoverLanes() {
        let driver = SessionDriver(catalog: .standard)
        driver.hello(scene: "inspector", width: 1000, height: 700)
        send(driver, [["t": 0, "id": 1, "kind": "mouse", "phase": "enter", "x": 300, "y": 300]])
        send(driver, [["t": 16, "id": 1, "kind": "mouse", "phase": "hover", "x": 320, "y": 300, "modifiers": ["shift"]]])
        send(driver, [["t": 32, "id": 1, "kind": "mouse", "phase": "leave", "x": 320, "y": 300]])
        let hover = SessionDriver.changes(in: driver.replies).filter { $0.hasPrefix("hover:") }
        #expect(hover == ["hover:began", "hover:changed", "hover:ended"])
    }

    @Test("a trackpad pinch (ctrl+wheel in Chromium) drives the inspector's pinch to the product of its factors")
    func trackpadPinch() {
        let driver = SessionDriver(catalog: .standard)
        driver.hello(scene: "inspector", width: 1000, height: 700)
        let id = 1_000_002
        send(driver, [["t": 0, "id": id, "kind": "trackpad", "phase": "transform-begin", "x": 500, "y": 350, "scale": 1, "rotation": 0]])
        for step in 1...10 {
            send(driver, [["t": Double(step) * 16, "id": id, "kind": "trackpad", "phase": "transform", "x": 500, "y": 350, "scale": 1.1, "rotation": 0]])
        }
        send(driver, [["t": 200, "id": id, "kind": "trackpad", "phase": "transform-end", "x": 500, "y": 350, "scale": 1, "rotation": 0]])
        let pinch = driver.replies.flatMap { ($0["changes"] as? [[String: Any]]) ?? [] }.filter { $0["name"] as? String == "pinch" }
        #expect(pinch.first?["reported"] as? String == "began")
        #expect(pinch.last?["reported"] as? String == "ended")
        let scale = (pinch.last?["values"] as? [String: Any])?["scale"] as? Double ?? 0
        #expect(abs(scale - pow(1.1, 10)) < 0.01)
    }

    @Test("a right click reaches only recognizers that take the secondary button: the inspector's tap ignores it")
    func secondaryButton() {
        let driver = SessionDriver(catalog: .standard)
        driver.hello(scene: "inspector", width: 1000, height: 700)
        send(driver, [["t": 0, "id": 1, "kind": "mouse", "phase": "down", "x": 300, "y": 300, "buttons": 2]])
        send(driver, [["t": 50, "id": 1, "kind": "mouse", "phase": "up", "x": 300, "y": 300, "buttons": 0]])
        for frame in 1...40 { driver.send(["v": 3, "type": "frame", "t": 50 + Double(frame) * 16]) }
        #expect(!SessionDriver.changes(in: driver.replies).contains("tap:recognized"))
        send(driver, [["t": 1000, "id": 1, "kind": "mouse", "phase": "down", "x": 300, "y": 300, "buttons": 1]])
        send(driver, [["t": 1050, "id": 1, "kind": "mouse", "phase": "up", "x": 300, "y": 300, "buttons": 0]])
        for frame in 1...40 { driver.send(["v": 3, "type": "frame", "t": 1050 + Double(frame) * 16]) }
        #expect(SessionDriver.changes(in: driver.replies).contains("tap:recognized"))
    }

    /// The last values any of the context menu's recognizers reported (they all report the same ones).
    private func menuValues(_ driver: SessionDriver) -> [String: Any] {
        let changes = driver.replies.flatMap { ($0["changes"] as? [[String: Any]]) ?? [] }
        return changes.last { ($0["values"] as? [String: Any])?["phase"] != nil }?["values"] as? [String: Any] ?? [:]
    }

    @Test("a click whose down and up carry the same time is a press and a lift: a right click opens the context menu, a click then chooses an item (Chromium stamps a fast click's two events alike)")
    func clickWithinOneInstant() {
        let driver = SessionDriver(catalog: .standard)
        driver.hello(scene: "context-menu", width: 1200, height: 900)
        send(driver, [["t": 0, "id": 1, "kind": "mouse", "phase": "enter", "x": 600, "y": 200],
                      ["t": 0, "id": 1, "kind": "mouse", "phase": "down", "x": 600, "y": 200, "buttons": 2],
                      ["t": 0, "id": 1, "kind": "mouse", "phase": "up", "x": 600, "y": 200, "buttons": 0]])
        for frame in 1...10 { driver.send(["v": 5, "type": "frame", "t": Double(frame) * 16]) }
        #expect(menuValues(driver)["phase"] as? String == "open")
        // The menu opens at the click, 250 pt wide with 44 pt rows: the third is "delete".
        send(driver, [["t": 400, "id": 1, "kind": "mouse", "phase": "down", "x": 640, "y": 318, "buttons": 1],
                      ["t": 400, "id": 1, "kind": "mouse", "phase": "up", "x": 640, "y": 318, "buttons": 0]])
        for frame in 1...10 { driver.send(["v": 5, "type": "frame", "t": 400 + Double(frame) * 16]) }
        #expect(menuValues(driver)["lastAction"] as? String == "delete")
        #expect(menuValues(driver)["phase"] as? String == "idle")
    }

    @Test("a recording with hover, wheel and a trackpad pinch is a version 2 trace that replays to the same recognitions")
    func recordingDesktopInput() throws {
        let driver = SessionDriver(catalog: .standard)
        driver.hello(scene: "inspector", width: 1000, height: 700)
        driver.send(["v": 3, "type": "record", "action": "start"])
        driver.send(["v": 3, "type": "frame", "t": 0])
        send(driver, [["t": 0, "id": 1, "kind": "mouse", "phase": "enter", "x": 300, "y": 300]])
        send(driver, [["t": 16, "id": 1, "kind": "mouse", "phase": "hover", "x": 320, "y": 300, "modifiers": ["shift"]]])
        send(driver, [["t": 32, "id": 1, "kind": "mouse", "phase": "wheel", "x": 320, "y": 300, "dx": 0, "dy": -100]])
        let id = 1_000_003
        send(driver, [["t": 100, "id": id, "kind": "trackpad", "phase": "transform-begin", "x": 500, "y": 350, "scale": 1, "rotation": 0]])
        send(driver, [["t": 116, "id": id, "kind": "trackpad", "phase": "transform", "x": 500, "y": 350, "scale": 1.5, "rotation": 0.2]])
        send(driver, [["t": 132, "id": id, "kind": "trackpad", "phase": "transform-end", "x": 500, "y": 350, "scale": 1, "rotation": 0]])
        for frame in 1...60 { driver.send(["v": 3, "type": "frame", "t": 132 + Double(frame) * 16]) }
        let reply = driver.send(["v": 3, "type": "record", "action": "stop"])[0]
        #expect(reply["type"] as? String == "trace")
        #expect((reply["repairs"] as? [Any])?.isEmpty == true)  // the hover still open was closed with a leave
        let trace = try Trace(jsonData: Data((reply["data"] as! String).utf8), fileName: "recorded.json")
        #expect(trace.version == 2)
        let phases = trace.samples.map(\.phase)
        #expect(phases == [.enter, .hover, .wheel, .transformBegin, .transform, .transformEnd, .leave])
        #expect(trace.samples[1].modifiers == .shift)
        #expect(trace.samples[2].kind == "mouse" && trace.samples[3].kind == "trackpad")

        let live = SessionDriver.changes(in: driver.replies)
        let scene = InspectorScene(viewport: Size(width: 1000, height: 700))
        var replayed: [String] = []
        scene.engine.addStateObserver { replayed.append("\($0.recognizer.name):\($0.reportedName)") }
        TraceReplayer().replay(trace.engineInputs(), handle: { scene.engine.handle($0) }, tick: scene.tick)
        // The recording closed the hover still open with a leave: the replay ends it, the live session did not.
        #expect(replayed.filter { !$0.hasSuffix(":changed") } == live.filter { !$0.hasSuffix(":changed") } + ["hover:ended"])
        #expect(live.contains("pinch:began") && live.contains("hover:began"))
    }

    @Test("a recording of touches only still writes version 1")
    func touchesOnlyStayVersion1() throws {
        let driver = SessionDriver(catalog: .standard)
        driver.hello(scene: "inspector", width: 1000, height: 700)
        driver.send(["v": 3, "type": "record", "action": "start"])
        send(driver, [["t": 0, "id": 5, "kind": "touch", "phase": "down", "x": 300, "y": 300]])
        send(driver, [["t": 40, "id": 5, "kind": "touch", "phase": "up", "x": 300, "y": 300]])
        let reply = driver.send(["v": 3, "type": "record", "action": "stop"])[0]
        let trace = try Trace(jsonData: Data((reply["data"] as! String).utf8))
        #expect(trace.version == 1)
    }

    @Test("every malformed version 3 field is refused with an error naming it, and the session goes on", arguments: [
        (#"{"v":2,"type":"pointer","samples":[{"t":1,"id":1,"phase":"wheel","x":1,"y":1}]}"#, "invalid", "needs protocol version 3"),
        (#"{"v":2,"type":"pointer","samples":[{"t":1,"id":1,"phase":"down","x":1,"y":1,"buttons":2}]}"#, "invalid", "samples[0].buttons needs protocol version 3"),
        (#"{"v":2,"type":"pointer","samples":[{"t":1,"id":1,"phase":"down","x":1,"y":1,"kind":"trackpad"}]}"#, "invalid", "kind must be touch, pen or mouse"),
        (#"{"v":3,"type":"pointer","samples":[{"t":1,"id":1,"phase":"spin","x":1,"y":1}]}"#, "invalid", "transform-cancel"),
        (#"{"v":3,"type":"pointer","samples":[{"t":1,"id":1,"phase":"down","x":1,"y":1,"buttons":64}]}"#, "invalid", "samples[0].buttons"),
        (#"{"v":3,"type":"pointer","samples":[{"t":1,"id":1,"phase":"down","x":1,"y":1,"buttons":1.5}]}"#, "malformed", "buttons must be an integer"),
        (#"{"v":3,"type":"pointer","samples":[{"t":1,"id":1,"phase":"down","x":1,"y":1,"modifiers":["hyper"]}]}"#, "invalid", "samples[0].modifiers[0]"),
        (#"{"v":3,"type":"pointer","samples":[{"t":1,"id":1,"phase":"down","x":1,"y":1,"modifiers":"shift"}]}"#, "malformed", "modifiers must be an array"),
        (#"{"v":3,"type":"pointer","samples":[{"t":1,"id":1,"phase":"wheel","x":1,"y":1,"dy":1e9}]}"#, "invalid", "samples[0].dy"),
        (#"{"v":3,"type":"pointer","samples":[{"t":1,"id":1,"phase":"wheel","x":1,"y":1,"dy":"down"}]}"#, "malformed", "dy must be a number"),
        (#"{"v":3,"type":"pointer","samples":[{"t":1,"id":1,"phase":"transform","x":1,"y":1,"scale":0}]}"#, "invalid", "samples[0].scale"),
        (#"{"v":3,"type":"pointer","samples":[{"t":1,"id":1,"phase":"transform","x":1,"y":1,"rotation":50}]}"#, "invalid", "samples[0].rotation"),
        (#"{"v":3,"type":"pointer","samples":[{"t":1,"id":1,"phase":"hover","x":1,"y":1,"dx":3}]}"#, "invalid", "dx belongs to wheel, scroll and transform samples"),
    ])
    func malformedFields(text: String, code: String, mention: String) {
        let driver = SessionDriver(catalog: .standard)
        driver.hello(scene: "inspector", width: 1000, height: 700)
        let reply = driver.send(text: text)
        #expect(reply.count == 1)
        #expect(reply.first?["type"] as? String == "error")
        #expect(reply.first?["code"] as? String == code)
        #expect((reply.first?["message"] as? String)?.contains(mention) == true, "\(reply.first?["message"] ?? "")")
        // The session goes on.
        send(driver, [["t": 10, "id": 1, "kind": "mouse", "phase": "hover", "x": 300, "y": 300]])
        #expect(driver.session.errorCount == 1)
    }
}
