// Why this file exists: the `controls` scene's contract at 60, 120 and 240 Hz: a button tap, a slider
// drag, a switch flip and a held stepper each report their control events as lines of their own
// (JSON lines version 5), a slider in the paging carousel moves only itself while a drag elsewhere pages,
// a vertical drag scrolls the list, and every touch-down gets exactly one ending.

import Grasp
import GraspInteractions
import GraspScenes
import GraspTrace
import Testing

@Suite("Controls scene")
struct ControlsSceneTests {
    static let viewport = Size(width: 390, height: 844)

    /// Replays a gesture synthesized at `rate` into a new scene, with `tail` seconds of ticks after it.
    static func replay(rate: Double, tail: Double = 2, _ build: (inout TraceSynthesizer) -> Void) -> (scene: ControlsScene, records: [ReplayRecord]) {
        var synthesizer = TraceSynthesizer(sampleRate: rate)
        build(&synthesizer)
        let scene = ControlsScene(viewport: viewport)
        let records = SceneReplay.run(synthesizer.trace().touchEvents(), in: scene, replayer: TraceReplayer(frameRate: rate, tail: tail))
        return (scene, records)
    }

    /// The control lines of `records`, as `name event`.
    static func events(_ records: [ReplayRecord]) -> [String] {
        records.compactMap { if case .controlEvent(let e) = $0 { "\(e.control) \(e.event)" } else { nil } }
    }

    static func controlLines(_ records: [ReplayRecord]) -> [ReplayControlEvent] {
        records.compactMap { if case .controlEvent(let e) = $0 { e } else { nil } }
    }

    /// Every touch-down of every control followed by exactly one of touch-up-inside, touch-up-outside or
    /// touch-cancel before the control's next touch-down.
    static func checkEndings(_ records: [ReplayRecord], sourceLocation: SourceLocation = #_sourceLocation) {
        var open: [String: Int] = [:]
        for e in controlLines(records) {
            switch e.event {
            case "touchDown":
                #expect(open[e.control, default: 0] == 0, "\(e.control): a touch-down before the last one ended", sourceLocation: sourceLocation)
                open[e.control] = 1
            case "touchUpInside", "touchUpOutside", "touchCancel":
                #expect(open[e.control, default: 0] == 1, "\(e.control): \(e.event) without a touch-down", sourceLocation: sourceLocation)
                open[e.control] = 0
            default: break
            }
        }
        #expect(open.values.allSatisfy { $0 == 0 }, "a touch-down never ended: \(open)", sourceLocation: sourceLocation)
    }

    @Test func layoutCatalogAndValues() throws {
        #expect(SceneCatalog.scene(named: "controls") == ControlsScene.self)
        #expect(SceneCatalog.names.contains("controls"))
        let scene = ControlsScene(viewport: Self.viewport)
        #expect(scene.recognizers.map { $0.name } == ["list", "carousel"])
        #expect(scene.controls.count == 17)
        let save = try #require(scene.control(named: "save-button"))
        #expect(Scene_windowFrame(save) == Rect(x: 203, y: 568, width: 171, height: 44))
        let values = scene.values(of: scene.list.panGestureRecognizer)
        #expect(values["control"] == .string(""))
        #expect(values["lastEvent"] == nil)
        #expect(values["wifi-switch.isOn"] == .bool(true))
        #expect(values["airplane-switch.isOn"] == .bool(false))
        #expect(values["brightness-slider.value"] == .number(0.6))
        #expect(values["copies-stepper.value"] == .number(1))
        #expect(values["theme2-slider.value"] == .number(0.5))
        #expect(values["contentOffset"] == .point(.zero))
        #expect(scene.values(of: scene.carousel.panGestureRecognizer)["page"] == .number(0))
        // The mirror nodes take no touches: a touch on a thumb reaches its slider.
        let thumb = try #require(scene.reportedFrames().first { $0.name == "brightness-slider-thumb" })
        #expect(thumb.frame == Rect(x: 260.4, y: 290, width: 28, height: 28))
        #expect(scene.rootNode.hitTest(Point(x: 274.4, y: 304)) === scene.control(named: "brightness-slider"))
        #expect(scene.list.contentSize.height == 1056)
    }

    @Test(arguments: scrollingRates)
    func buttonTap(rate: Double) {
        let (scene, records) = Self.replay(rate: rate) { $0.tap(at: Point(x: 288.5, y: 590)) }
        #expect(Self.events(records) == ["save-button touchDown", "save-button touchUpInside", "save-button primaryActionTriggered"])
        let lines = Self.controlLines(records)
        #expect(lines.first?.values.first { $0.name == "highlighted" }?.value == .bool(true))
        #expect(lines.last?.values.first { $0.name == "highlighted" }?.value == .bool(false))
        #expect(scene.lastControl?.name == "save-button")
        #expect(scene.list.contentOffset == .zero)
        Self.checkEndings(records)
    }

    @Test(arguments: scrollingRates)
    func sliderDragMovesOnlyTheSlider(rate: Double) throws {
        // The brightness thumb is centred at (274.4, 304); 53.5 pt right is a quarter of its 214-pt travel.
        let (scene, records) = Self.replay(rate: rate) { $0.drag(from: Point(x: 274.4, y: 304), to: Point(x: 327.9, y: 304), duration: 0.4, holdBeforeLift: 0.1) }
        let slider = try #require(scene.control(named: "brightness-slider") as? Slider)
        #expect(abs(slider.value - 0.85) < 1e-6)
        #expect(scene.list.contentOffset == .zero)
        let events = Self.events(records)
        #expect(events.first == "brightness-slider touchDown")
        #expect(events.contains("brightness-slider valueChanged"))
        #expect(events.last == "brightness-slider touchUpInside")
        // The list's pan never began: a horizontal drag on the thumb, which the slider kept.
        #expect(!records.contains { if case .stateChange(let c) = $0 { c.gesture == "list" && c.state == "began" } else { false } })
        let last = try #require(Self.controlLines(records).last { $0.event == "valueChanged" })
        #expect(last.values.first { $0.name == "value" }?.value == .number(slider.value))
        Self.checkEndings(records)
    }

    @Test(arguments: scrollingRates)
    func switchFlipsOnATapAndOnADrag(rate: Double) throws {
        let (scene, records) = Self.replay(rate: rate) {
            $0.tap(at: Point(x: 348.5, y: 120))
            // Airplane mode's switch, dragged from its left to its right end.
            $0.drag(from: Point(x: 330, y: 216), to: Point(x: 372, y: 216), duration: 0.3, after: 0.5)
        }
        #expect((scene.control(named: "wifi-switch") as? Switch)?.isOn == false)
        #expect((scene.control(named: "airplane-switch") as? Switch)?.isOn == true)
        let flips = Self.controlLines(records).filter { $0.event == "valueChanged" }
        #expect(flips.map { $0.control } == ["wifi-switch", "airplane-switch"])
        #expect(flips.map { $0.values.first { $0.name == "isOn" }?.value } == [.bool(false), .bool(true)])
        #expect(scene.list.contentOffset == .zero)
        Self.checkEndings(records)
    }

    @Test(arguments: scrollingRates)
    func heldStepperRepeatsOnTicks(rate: Double) throws {
        let (scene, records) = Self.replay(rate: rate) { $0.hold(at: Point(x: 351, y: 488), duration: 1.2) }
        let stepper = try #require(scene.control(named: "copies-stepper") as? Stepper)
        let steps = Self.controlLines(records).filter { $0.event == "valueChanged" }
        #expect(stepper.value == Double(1 + steps.count))
        // The touch reaches the stepper after the list's content-touch delay (0.15 s), carrying the time
        // it landed (0): one step then, and repeats every 0.1 s from 0.5 s after the landing, 0.5 … 1.1.
        let touchDown = try #require(Self.controlLines(records).first { $0.event == "touchDown" })
        #expect(abs(touchDown.time - 0.15) < 0.01)
        #expect(steps.first?.time == touchDown.time)
        #expect(steps.dropFirst().map { ($0.time * 10).rounded() / 10 } == [0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1])
        #expect(steps.dropFirst().allSatisfy { $0.time >= 0.5 })
        Self.checkEndings(records)
    }

    @Test(arguments: scrollingRates)
    func carouselSliderMovesOnlyItselfAndTheCardPages(rate: Double) throws {
        // theme0's thumb is centred at (195, 752); its travel is 298 pt.
        let (scene, records) = Self.replay(rate: rate, tail: 3) {
            $0.drag(from: Point(x: 195, y: 752), to: Point(x: 269.5, y: 752), duration: 0.4, holdBeforeLift: 0.1)
        }
        let slider = try #require(scene.control(named: "theme0-slider") as? Slider)
        #expect(abs(slider.value - 0.75) < 1e-6)
        #expect(scene.carousel.contentOffset == .zero && scene.page == 0)
        #expect(scene.list.contentOffset == .zero)
        Self.checkEndings(records)

        // Elsewhere on the card, the same drag leftwards pages the carousel.
        let (paged, pageRecords) = Self.replay(rate: rate, tail: 3) {
            $0.drag(from: Point(x: 300, y: 690), to: Point(x: 100, y: 690), duration: 0.3)
        }
        #expect(paged.page == 1)
        #expect(paged.carousel.contentOffset.x == 390)
        #expect((paged.control(named: "theme0-slider") as? Slider)?.value == 0.5)
        let ended = try #require(pageRecords.last { if case .stateChange(let c) = $0 { c.gesture == "carousel" && c.state == "ended" } else { false } })
        guard case .stateChange(let change) = ended else { return }
        #expect(change.values.contains { $0.name == "page" })
    }

    @Test(arguments: scrollingRates)
    func verticalDragScrollsTheList(rate: Double) {
        // On the Brightness row's title, then on the carousel's slider thumb: both scroll vertically.
        let (scene, records) = Self.replay(rate: rate) {
            $0.drag(from: Point(x: 60, y: 600), to: Point(x: 60, y: 450), duration: 0.3, holdBeforeLift: 0.2)
        }
        #expect(abs(scene.list.contentOffset.y - 150) < 1)
        #expect(Self.events(records).isEmpty)
        let (thumb, thumbRecords) = Self.replay(rate: rate) {
            $0.drag(from: Point(x: 195, y: 752), to: Point(x: 195, y: 602), duration: 0.3, holdBeforeLift: 0.2)
        }
        #expect(abs(thumb.list.contentOffset.y - 150) < 1)
        #expect((thumb.control(named: "theme0-slider") as? Slider)?.value == 0.5)
        Self.checkEndings(thumbRecords)
    }

    @Test(arguments: scrollingRates)
    func aHighlightedButtonIsCancelledWhenTheListScrolls(rate: Double) {
        // The finger rests on Save past the content-touch delay (the button highlights), then drags up.
        var builder = TouchEventBuilder()
        let id = TouchID(1)
        var input: [TouchEvent] = []
        func add(_ t: Double, _ phase: TouchPhase, _ y: Double) {
            if let event = builder.event(at: t, samples: [TouchSample(id: id, phase: phase, location: Point(x: 288.5, y: y))]) { input.append(event) }
        }
        add(0, .began, 590)
        let steps = Int(0.3 * rate)
        for i in 1...steps { add(0.3 + Double(i) / rate, .moved, 590 - 150 * Double(i) / Double(steps)) }
        add(0.8, .ended, 440)
        let scene = ControlsScene(viewport: Self.viewport)
        let records = SceneReplay.run(input, in: scene, replayer: TraceReplayer(frameRate: rate, tail: 2))
        #expect(abs(scene.list.contentOffset.y - 150) < 12, "the list scrolled (less the pan's slop)")
        let events = Self.events(records)
        #expect(events.first == "save-button touchDown")
        #expect(events.contains("save-button touchCancel"))
        #expect(!events.contains("save-button primaryActionTriggered"))
        Self.checkEndings(records)
    }

    @Test func resetPutsEveryValueBack() throws {
        let (scene, _) = Self.replay(rate: 120) {
            $0.tap(at: Point(x: 348.5, y: 120))
            $0.tap(at: Point(x: 351, y: 488), after: 0.5)
            $0.tap(at: Point(x: 101.5, y: 590), after: 0.5)
        }
        #expect((scene.control(named: "wifi-switch") as? Switch)?.isOn == true)
        #expect((scene.control(named: "copies-stepper") as? Stepper)?.value == 1)
        #expect(scene.lastControl?.name == "reset-button")
    }

    @Test func controlLinesText() {
        let line = ReplayRecord.controlEvent(ReplayControlEvent(time: 0.25, control: "wifi-switch", event: "valueChanged",
                                                                values: [("highlighted", .bool(true)), ("isOn", .bool(false))]))
        #expect(line.jsonLine == #"{"t": 0.25, "control": "wifi-switch", "event": "valueChanged", "highlighted": true, "isOn": false}"#)
        #expect(line.textLine == "0.250     wifi-switch     valueChanged  highlighted true  isOn false")
        #expect(line.time == 0.25)
        #expect(ReplayRecord.jsonLinesVersion == 6)
        #expect(SceneValue.bool(true).json == "true")
    }

    @Test func scenesWithoutControlsWriteNoControlLines() throws {
        var synthesizer = TraceSynthesizer(sampleRate: 120)
        synthesizer.tap(at: Point(x: 200, y: 300))
        let records = try #require(SceneReplay.run(synthesizer.trace(), sceneNamed: "list"))
        #expect(Self.controlLines(records).isEmpty)
    }
}

/// The window frame of `node`.
private func Scene_windowFrame(_ node: Node) -> Rect {
    ControlsScene.windowFrame(of: node)
}
