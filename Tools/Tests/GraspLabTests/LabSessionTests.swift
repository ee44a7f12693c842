// Why this file exists: these tests are the specification of a lab session: what it answers to each
// message, how page time becomes engine time, how pointer samples become touch events, and what a
// recording contains. No socket and no clock: the tests pass the times.

import Foundation
import Grasp
import GraspGeometry
@_spi(GraspInternal) import GraspLabSession
import GraspScenes
import GraspTrace
import GraspFoundationCompat
import Testing
@testable import GraspLab

@Suite("Lab session")
struct LabSessionTests {
    @Test("hello answers with welcome, the scene and a full frame")
    func helloOpensTheFirstScene() {
        let driver = SessionDriver(catalog: .standard)
        let replies = driver.hello()
        #expect(replies.map { type($0) } == ["welcome", "scene", "frame"])
        #expect(replies[0]["scenes"] as? [String] == SceneCatalog.names + ["probe"])
        #expect(replies[1]["name"] as? String == SceneCatalog.defaultName)
        let lanes = replies[1]["recognizers"] as? [[String: Any]] ?? []
        #expect(lanes.count == InspectorScene(viewport: Size(width: 400, height: 800)).recognizers.count)
        #expect(replies[2]["nodes"] != nil)
        #expect(replies[2]["values"] != nil)
    }

    @Test("hello may name the scene; an unknown name is an error and the session goes on")
    func helloNamesAScene() {
        let driver = SessionDriver()
        let bad = driver.hello(scene: "nowhere")
        #expect(bad.count == 1 && errorCode(bad[0]) == "unknown-scene")
        #expect((bad[0]["message"] as? String)?.contains("probe") == true)
        let good = driver.hello(scene: "probe")
        #expect(good.map { type($0) } == ["welcome", "scene", "frame"])
        #expect(nodeFrame(good[2], "box") == [130, 330, 140, 140])
    }

    @Test("messages that need a scene before hello get not-ready")
    func notReadyBeforeHello() {
        let driver = SessionDriver()
        #expect(errorCode(driver.pointer([(0, 1, "down", 10, 10)], seq: 4)[0]) == "not-ready")
        #expect(driver.replies[0]["ref"] as? Int == 4)
        #expect(errorCode(driver.frame(16)[0]) == "not-ready")
        #expect(errorCode(driver.send(["type": "record", "action": "start"])[0]) == "not-ready")
    }

    @Test("a drag on the probe box moves it, and the frames report began, changed, ended")
    func dragMovesTheBox() {
        let driver = SessionDriver()
        driver.hello()
        var last: [String: Any] = [:]
        last = driver.pointer([(1000, 7, "down", 200, 400)], seq: 1)[0]
        #expect(last["ack"] as? Int == 1)
        for step in 1...10 {
            last = driver.pointer([(1000 + Double(step) * 16, 7, "move", 200 + Double(step) * 5, 400)], seq: 1 + step)[0]
        }
        #expect(nodeFrame(last, "box") == [180, 330, 140, 140])
        driver.pointer([(1200, 7, "up", 250, 400)])
        #expect(SessionDriver.changes(in: driver.replies).first == "probe:began")
        #expect(SessionDriver.changes(in: driver.replies).last == "probe:ended")
        #expect(SessionDriver.changes(in: driver.replies).filter { $0 == "probe:changed" }.count == 10)
    }

    @Test("page time maps to engine time from the first pointer or frame message; it never goes back")
    func pageTimeBecomesEngineTime() {
        let driver = SessionDriver()
        driver.hello()
        driver.frame(5000)
        #expect(driver.session.engineTime == 0)
        driver.frame(5250)
        #expect(driver.session.engineTime == 0.25)
        driver.pointer([(5100, 1, "down", 10, 10)])
        #expect(driver.session.engineTime == 0.25)
        driver.pointer([(5500, 1, "up", 10, 10)])
        #expect(driver.session.engineTime == 0.5)
        #expect(driver.session.scene?.engine.diagnostics.isEmpty == true)
    }

    @Test("samples that share a time form one touch event: two fingers land together")
    func equalTimesFormOneEvent() {
        let driver = SessionDriver()
        driver.hello()
        driver.send(["type": "record", "action": "start"])
        driver.pointer([(0, 1, "down", 180, 380), (0, 2, "down", 220, 420)])
        driver.pointer([(16, 1, "move", 170, 370), (16, 2, "move", 230, 430)])
        driver.pointer([(32, 1, "up", 170, 370), (32, 2, "up", 230, 430)])
        // One began for both fingers: the probe begins once and never sees a lone finger.
        #expect(SessionDriver.changes(in: driver.replies) == ["probe:began", "probe:changed", "probe:ended"])
        let trace = driver.send(["type": "record", "action": "stop"])[0]
        let samples = try! Trace(jsonData: Data((trace["data"] as! String).utf8)).samples
        #expect(samples.map(\.t) == [0, 0, 0.016, 0.016, 0.032, 0.032])
    }

    @Test("frame messages tick the scene: a long press is recognized at the first frame past its duration")
    func framesFireTimers() {
        let driver = SessionDriver(catalog: .standard)
        driver.hello(scene: "inspector")
        driver.frame(0)
        driver.pointer([(10, 1, "down", 200, 400)])
        var t = 16.0
        var recognizedAt: Double?
        while t <= 800, recognizedAt == nil {
            let replies = driver.frame(t)
            if SessionDriver.changes(in: replies).contains(where: { $0.hasPrefix("longPress:began") }) { recognizedAt = t }
            t += 16
        }
        let duration = LongPressGestureRecognizer().minimumPressDuration * 1000
        #expect(recognizedAt != nil)
        if let recognizedAt {
            #expect(recognizedAt >= 10 + duration)
            #expect(recognizedAt < 10 + duration + 16)
        }
    }

    @Test("a state change carries the recognizer's values at that moment")
    func changesCarryValues() {
        let driver = SessionDriver()
        driver.hello()
        driver.pointer([(0, 1, "down", 200, 400)])
        driver.pointer([(16, 1, "move", 230, 390)])
        let changed = driver.changeRecords.last { $0["to"] as? String == "changed" }
        let values = changed?["values"] as? [String: Any]
        #expect((values?["translation"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } == [30, -10])
    }

    @Test("version 4: a changed report of a gesture in progress carries no values, the frame's values do; other changes keep theirs")
    func version4ChangedReportsLeaveTheirValuesToTheFrame() throws {
        let driver = SessionDriver()
        driver.version = 4
        driver.hello()
        let down = try #require(driver.pointer([(0, 1, "down", 200, 400)]).last)
        let began = try #require((down["changes"] as? [[String: Any]])?.first)
        #expect(began["to"] as? String == "began" && began["values"] != nil, "\(began)")
        let move = try #require(driver.pointer([(16, 1, "move", 230, 390)]).last)
        #expect(move["v"] as? Int == 4)
        let changed = try #require((move["changes"] as? [[String: Any]])?.last)
        #expect(changed["to"] as? String == "changed")
        #expect(changed["values"] == nil, "\(changed)")
        let lane = try #require((move["values"] as? [String: Any])?[String(changed["r"] as? Int ?? -1)] as? [String: Any])
        #expect((lane["translation"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } == [30, -10])
        let up = try #require(driver.pointer([(32, 1, "up", 230, 390)]).last)
        let ended = try #require((up["changes"] as? [[String: Any]])?.last)
        #expect(ended["to"] as? String == "ended" && ended["values"] != nil, "\(ended)")
    }

    @Test("a session whose frames nobody reads holds a bounded log; the next frame carries the latest changes and counts the rest")
    func unreadChangesStayBounded() throws {
        var limits = LabLimits()
        limits.maxChangesPerFrame = 20
        for version in [3, 4] {
            let session = LabSession(id: 1, catalog: LabSceneCatalog([.probe]), limits: limits)
            try session.open(scene: "probe", viewport: Size(width: 400, height: 800), client: "test")
            session.answer(inVersion: version)
            func sample(_ t: Double, _ phase: TouchPhase) -> PointerSample {
                PointerSample(t: t, id: 1, kind: .direct, phase: .contact(phase), location: Point(x: 200 + t / 100, y: 400))
            }
            session.send([sample(0, .began)])
            var most = 0
            for step in 1...1000 {
                session.send([sample(Double(step), .moved)])
                most = max(most, session.heldChangeCount)
            }
            #expect(most <= 40, "the log grew to \(most) changes")
            func frame() throws -> [String: Any] {
                let text = try #require(session.fullFrame())
                return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            }
            let first = try frame()
            let changes = first["changes"] as? [[String: Any]] ?? []
            #expect(changes.count == 20)
            #expect(changes.last?["t"] as? Double == 1, "the latest changes are the ones kept")
            // 1,001 changes (began, then 1,000 changed): version 4 says how many were left out.
            #expect(first["dropped"] as? Int == (version >= 4 ? 981 : nil))
            #expect(session.heldChangeCount == 0)
            #expect(try frame()["changes"] == nil)
        }
    }

    @Test("a frame with nothing new is not sent; one that acknowledges a pointer message always is")
    func quietFramesAreSkipped() {
        let driver = SessionDriver()
        driver.hello()
        #expect(driver.frame(0).isEmpty)
        #expect(driver.frame(16).isEmpty)
        #expect(driver.pointer([(20, 1, "move", 10, 10)], seq: 9).first?["ack"] as? Int == 9)
    }

    @Test("switching scenes rebuilds the scene and drops a running recording")
    func sceneSwitch() {
        let driver = SessionDriver(catalog: .standard)
        driver.hello(scene: "probe")
        driver.send(["type": "record", "action": "start"])
        #expect(driver.session.isRecording)
        let replies = driver.send(["type": "scene", "name": "inspector"])
        #expect(replies.map { type($0) } == ["scene", "frame"])
        #expect(driver.session.sceneName == "inspector")
        #expect(!driver.session.isRecording)
    }

    @Test("a session frees every scene it built: the ones it switched away from and, once closed, its last")
    func sessionFreesItsScenes() {
        weak var session: LabSession?
        var scenes: [WeakScene] = []
        do {
            let driver = SessionDriver(catalog: .standard)
            session = driver.session
            driver.hello()
            for name in LabSceneCatalog.standard.names {
                driver.send(["type": "scene", "name": name])
                scenes.append(WeakScene(scene: driver.session.scene))
                driver.send(["type": "record", "action": "start"])
                driver.pointer([(0, 1, "down", 200, 300)])
                driver.frame(10)
                driver.pointer([(20, 1, "move", 260, 320), (30, 1, "move", 330, 330)])
                driver.pointer([(40, 1, "up", 330, 330)])
                driver.frame(600)
            }
        }
        #expect(session == nil)
        #expect(scenes.count == LabSceneCatalog.standard.names.count)
        #expect(scenes.allSatisfy { $0.scene == nil })
    }

    struct WeakScene { weak var scene: (any Scene)? }

    @Test("a recording becomes a trace that grasp replay reads, and replaying it gives the same recognitions")
    func recordingReplaysTheSame() throws {
        let driver = SessionDriver(catalog: .standard)
        driver.hello(scene: "inspector", width: 1000, height: 700)
        #expect(type(driver.send(["type": "record", "action": "start"])[0]) == "recording")
        driver.frame(100)
        var t = 100.0
        driver.pointer([(t, 3, "down", 300, 350)])
        for step in 1...20 {
            t += 8
            driver.pointer([(t, 3, "move", 300 + Double(step) * 12, 350)])
            if step % 2 == 0 { driver.frame(t) }
        }
        t += 8
        driver.pointer([(t, 3, "up", 540, 350)])
        for _ in 0..<40 { t += 16; driver.frame(t) }
        let reply = driver.send(["type": "record", "action": "stop"])[0]
        #expect(type(reply) == "trace")
        let trace = try Trace(jsonData: Data((reply["data"] as! String).utf8), fileName: "recorded.json")
        #expect(trace.viewport == Trace.Viewport(width: 1000, height: 700))
        #expect(trace.source == "test grasp lab")
        #expect(trace.samples.first?.t == 0)
        #expect(trace.samples.count == 22)

        let live = collapse(SessionDriver.changes(in: driver.replies))
        let scene = InspectorScene(viewport: Size(width: 1000, height: 700))
        var replayed: [String] = []
        scene.engine.addStateObserver { replayed.append("\($0.recognizer.name):\($0.reportedName)") }
        TraceReplayer().replay(trace.touchEvents(), handle: scene.engine.handle, tick: scene.tick)
        #expect(collapse(replayed) == live)
        #expect(live.contains("pan:began") && live.contains("pan:ended"))
    }

    @Test("stopping a recording with nothing in it is an error")
    func emptyRecording() {
        let driver = SessionDriver()
        driver.hello()
        #expect(errorCode(driver.send(["type": "record", "action": "stop"])[0]) == "empty-recording")
        driver.send(["type": "record", "action": "start"])
        #expect(errorCode(driver.send(["type": "record", "action": "stop"])[0]) == "empty-recording")
    }

    @Test("a recording stopped while a finger is down ends that finger with a cancel")
    func recordingRepairsOpenPointers() throws {
        let driver = SessionDriver()
        driver.hello()
        driver.send(["type": "record", "action": "start"])
        driver.pointer([(0, 1, "down", 200, 400)])
        driver.pointer([(16, 1, "move", 210, 400)])
        let reply = driver.send(["type": "record", "action": "stop"])[0]
        let trace = try Trace(jsonData: Data((reply["data"] as! String).utf8))
        #expect(trace.samples.last?.phase == .cancel)
        #expect((reply["repairs"] as? [Any])?.count == 1)
    }

    private func collapse(_ list: [String]) -> [String] {
        list.reduce(into: []) { out, item in if out.last != item { out.append(item) } }
    }
}
