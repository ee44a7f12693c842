// Why this file exists: the standard controls' contracts at 60, 120 and 240 Hz: the slider's thumb that
// keeps its grab offset and ignores the track, the switch's tap and drag past half, the stepper's steps
// and its autorepeat on the engine's ticks.

import GraspInteractions
import Testing

@Suite("Standard controls")
struct StandardControlTests {
    static let rates: [Double] = [60, 120, 240]

    /// A 300×40 slider at (50, 100) valued 0.5: its 28-pt thumb is centred at x 200 (travel 272 pt).
    static func slider() -> Slider { Slider(name: "slider", value: 0.5, frame: Rect(x: 50, y: 100, width: 300, height: 40)) }

    @Test("the thumb keeps the offset it was grabbed at: no jump, then follows", arguments: rates)
    func sliderGrabOffset(rate: Double) {
        let f = ControlFixture(Self.slider(), frameRate: rate)
        #expect(f.control.thumbRect.midX == 150)
        f.host.touchDown(at: Point(x: 205, y: 120), time: 0)
        #expect(f.control.value == 0.5 && f.control.isDraggingThumb)
        f.host.touchMove(to: Point(x: 206, y: 120), time: 0.01)
        #expect(abs(f.control.value - (0.5 + 1.0 / 272)) < 1e-9)
        f.host.drag(from: Point(x: 206, y: 120), to: Point(x: 273, y: 120), startingAt: 0.02, duration: 0.2, rate: rate)
        #expect(abs(f.control.value - 0.75) < 1e-9)
        #expect(f.events.last == "primaryActionTriggered" || f.events.last == "touchUpInside")
        #expect(f.events.contains("valueChanged"))
    }

    @Test("touching the track away from the thumb tracks but moves nothing", arguments: rates)
    func sliderTrackDoesNotJump(rate: Double) {
        let f = ControlFixture(Self.slider(), frameRate: rate)
        f.host.drag(from: Point(x: 80, y: 120), to: Point(x: 300, y: 120), startingAt: 0, duration: 0.2, rate: rate)
        #expect(f.control.value == 0.5)
        #expect(!f.events.contains("valueChanged"))
        #expect(f.events.first == "touchDown" && f.events.last == "touchUpInside")
    }

    @Test("the value is clamped to the range, when dragged past the ends and when set", arguments: rates)
    func sliderClamps(rate: Double) {
        let f = ControlFixture(Self.slider(), frameRate: rate)
        f.host.drag(from: Point(x: 200, y: 120), to: Point(x: 900, y: 120), startingAt: 0, duration: 0.2, rate: rate)
        #expect(f.control.value == 1)
        f.host.drag(from: Point(x: 336, y: 120), to: Point(x: -500, y: 120), startingAt: 1, duration: 0.2, rate: rate)
        #expect(f.control.value == 0)
        f.control.minimumValue = 10
        #expect(f.control.maximumValue == 10 && f.control.value == 10)
        f.control.maximumValue = 20
        f.control.value = 25
        #expect(f.control.value == 20)
        f.control.value = .nan
        #expect(f.control.value == 10)
    }

    @Test("not continuous: one value change, at the lift", arguments: rates)
    func sliderNotContinuous(rate: Double) {
        let f = ControlFixture(Self.slider(), frameRate: rate)
        f.control.isContinuous = false
        f.host.drag(from: Point(x: 200, y: 120), to: Point(x: 250, y: 120), startingAt: 0, duration: 0.2, rate: rate, lifting: false)
        #expect(!f.events.contains("valueChanged"))
        f.host.touchUp(time: 0.3)
        #expect(f.events.suffix(3) == ["valueChanged", "primaryActionTriggered", "touchUpInside"])
        #expect(f.events.filter { $0 == "valueChanged" }.count == 1)
    }

    /// A 51×31 switch at (100, 100): its thumb travels 20 pt.
    static func toggle(on: Bool = false) -> Switch { Switch(name: "switch", isOn: on, frame: Rect(x: 100, y: 100, width: 51, height: 31)) }

    @Test("a tap flips it, both ways", arguments: rates)
    func switchTap(rate: Double) {
        let f = ControlFixture(Self.toggle(), frameRate: rate)
        f.host.tap(at: Point(x: 120, y: 115), time: 0)
        #expect(f.control.isOn)
        f.host.tap(at: Point(x: 120, y: 115), time: 1)
        #expect(!f.control.isOn)
        #expect(f.events.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test("a drag past half flips it; one short of half does not, even lifting inside", arguments: rates)
    func switchDrag(rate: Double) {
        let f = ControlFixture(Self.toggle(), frameRate: rate)
        f.host.drag(from: Point(x: 110, y: 115), to: Point(x: 118, y: 115), startingAt: 0, duration: 0.1, rate: rate)
        #expect(!f.control.isOn)
        #expect(!f.events.contains("valueChanged"))
        f.host.drag(from: Point(x: 110, y: 115), to: Point(x: 125, y: 115), startingAt: 1, duration: 0.1, rate: rate)
        #expect(f.control.isOn)
        // Dragged back past half and lifted far outside: off, wherever the finger lifts.
        f.host.drag(from: Point(x: 130, y: 115), to: Point(x: 0, y: 400), startingAt: 2, duration: 0.1, rate: rate)
        #expect(!f.control.isOn)
        #expect(f.events.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test("a cancelled touch or a tap lifted outside changes nothing", arguments: rates)
    func switchCancel(rate: Double) {
        let f = ControlFixture(Self.toggle(), frameRate: rate)
        f.host.drag(from: Point(x: 110, y: 115), to: Point(x: 130, y: 115), startingAt: 0, duration: 0.1, rate: rate, lifting: false)
        #expect(f.control.thumbPosition == 1)
        f.host.touchCancel(time: 0.2)
        #expect(!f.control.isOn && f.control.thumbPosition == nil)
        f.host.drag(along: [Point(x: 110, y: 115), Point(x: 110, y: 300)], startingAt: 1, rate: rate)
        #expect(!f.control.isOn)
        #expect(f.events.filter { $0 == "valueChanged" }.count == 0)
    }

    /// A 94×32 stepper at (100, 100): minus on the left half, plus on the right.
    static func stepper(_ value: Double = 0) -> Stepper { Stepper(name: "stepper", value: value, frame: Rect(x: 100, y: 100, width: 94, height: 32)) }

    @Test("a tap steps once, up on the right half, down on the left", arguments: rates)
    func stepperTap(rate: Double) {
        let f = ControlFixture(Self.stepper(5), frameRate: rate)
        f.host.tap(at: Point(x: 170, y: 116), time: 0)
        #expect(f.control.value == 6)
        f.host.tap(at: Point(x: 120, y: 116), time: 1)
        f.host.tap(at: Point(x: 120, y: 116), time: 2)
        #expect(f.control.value == 4)
        #expect(f.events.filter { $0 == "valueChanged" }.count == 3)
    }

    @Test("held, it repeats after 0.5 s every 0.1 s on the engine's ticks, the same at every rate", arguments: rates)
    func stepperAutorepeat(rate: Double) {
        let f = ControlFixture(Self.stepper(), frameRate: rate)
        f.host.touchDown(at: Point(x: 170, y: 116), time: 0)
        #expect(f.control.value == 1)
        f.host.advance(to: 0.45)
        #expect(f.control.value == 1)
        f.host.advance(to: 0.95)
        // Repeats at 0.5, 0.6, 0.7, 0.8 and 0.9.
        #expect(f.control.value == 6)
        f.host.touchUp(time: 0.97)
        f.host.advance(to: 2)
        #expect(f.control.value == 6)
        #expect(f.control.pressedDirection == 0)
    }

    @Test("held, the repeats speed up: 10 a second for 2 s, then 20, then 40, the same at every rate", arguments: rates)
    func stepperAcceleration(rate: Double) {
        let f = ControlFixture(Self.stepper(), frameRate: rate)
        f.control.maximumValue = 1000
        #expect(f.control.autorepeatAcceleration == 2 && f.control.autorepeatAccelerationPeriod == 2)
        #expect(f.control.minimumAutorepeatInterval == 0.025)
        f.host.touchDown(at: Point(x: 170, y: 116), time: 0)
        f.host.advance(to: 2.49)
        // The step at touch-down, then 0.5, 0.6, … 2.4: 20 repeats at 0.1 s.
        #expect(f.control.value == 21)
        f.host.advance(to: 2.52)
        #expect(f.control.value == 22, "the first faster repeat is due at 2.5 s")
        f.host.advance(to: 4.49)
        // 2.5, 2.55, … 4.45: 40 repeats at 0.05 s.
        #expect(f.control.value == 61)
        f.host.advance(to: 5.99)
        // 4.5, 4.525, … 5.975: 60 repeats at 0.025 s, the fastest pace.
        #expect(f.control.value == 121)
        f.host.advance(to: 7.99)
        #expect(f.control.value == 201, "it speeds up no further")
        f.host.touchUp(time: 8)
        f.host.advance(to: 9)
        #expect(f.control.value == 201)
    }

    @Test("the schedule restarts with each touch; an acceleration of 1 keeps the pace constant", arguments: rates)
    func stepperAccelerationOptions(rate: Double) {
        let f = ControlFixture(Self.stepper(), frameRate: rate)
        f.control.maximumValue = 1000
        f.host.touchDown(at: Point(x: 170, y: 116), time: 0)
        f.host.advance(to: 2.99)
        f.host.touchUp(time: 2.99)
        let afterFirst = f.control.value
        // 1 + 20 + the faster ones at 2.5, 2.55, … 2.95 (10).
        #expect(afterFirst == 31)
        f.host.touchDown(at: Point(x: 170, y: 116), time: 10)
        f.host.advance(to: 12.49)
        #expect(f.control.value == afterFirst + 21, "a new touch starts at the slow pace again")
        f.host.touchUp(time: 12.5)
        f.control.autorepeatAcceleration = 1
        f.control.value = 0
        f.host.touchDown(at: Point(x: 170, y: 116), time: 20)
        f.host.advance(to: 25.99)
        // 1 + repeats at 20.5, 20.6, … 25.9: 55.
        #expect(f.control.value == 56)
        f.host.touchUp(time: 26)
    }

    @Test("a tick seconds late makes at most 64 repeats, then the pace goes on from it", arguments: rates)
    func stepperLateTick(rate: Double) {
        let f = ControlFixture(Self.stepper(), frameRate: rate)
        f.control.maximumValue = 1_000_000
        f.control.autorepeatAcceleration = 1
        f.host.touchDown(at: Point(x: 170, y: 116), time: 0)
        // No tick for 1000 s (10,000 repeats fell due): 64 of them, not 10,000.
        f.host.engine.tick(1000)
        #expect(f.control.value == 1 + 64)
        f.host.engine.tick(1000.15)
        // The pace goes on from 1000 s: the next repeat at 1000.1.
        #expect(f.control.value == 1 + 65)
        f.host.touchUp(time: 1000.2)
    }

    @Test("repeats pause while the finger is outside; the value stays in range, or wraps", arguments: rates)
    func stepperRangeAndWrap(rate: Double) {
        let f = ControlFixture(Self.stepper(98), frameRate: rate)
        f.host.touchDown(at: Point(x: 170, y: 116), time: 0)
        f.host.advance(to: 1)
        #expect(f.control.value == 100)
        f.host.touchUp(time: 1.01)
        f.control.value = 0
        f.host.touchDown(at: Point(x: 170, y: 116), time: 2)
        f.host.touchMove(to: Point(x: 170, y: 400), time: 2.1)
        f.host.advance(to: 3)
        #expect(f.control.value == 1)
        f.host.touchUp(time: 3.01)
        f.control.wraps = true
        f.control.value = 0
        f.host.tap(at: Point(x: 120, y: 116), time: 4)
        #expect(f.control.value == 100)
        f.control.stepValue = -3
        f.host.tap(at: Point(x: 170, y: 116), time: 5)
        #expect(f.control.value == 0)
    }

    @Test("without autorepeat a held touch steps once; not continuous, the change is sent at the lift", arguments: rates)
    func stepperOptions(rate: Double) {
        let f = ControlFixture(Self.stepper(), frameRate: rate)
        f.control.autorepeat = false
        f.host.touchDown(at: Point(x: 170, y: 116), time: 0)
        f.host.advance(to: 2)
        f.host.touchUp(time: 2)
        #expect(f.control.value == 1)
        f.control.autorepeat = true
        f.control.isContinuous = false
        f.events = []
        f.host.touchDown(at: Point(x: 170, y: 116), time: 3)
        f.host.advance(to: 3.65)
        #expect(f.control.value == 4)
        #expect(!f.events.contains("valueChanged"))
        f.host.touchUp(time: 3.66)
        #expect(f.events.filter { $0 == "valueChanged" }.count == 1)
    }
}

@Suite("Stepper removal")
struct StepperRemovalTests {
    @Test("a stepper taken out of the tree while held stops repeating")
    func removedWhileHeld() {
        let f = ControlFixture(StandardControlTests.stepper())
        f.host.touchDown(at: Point(x: 170, y: 116), time: 0)
        f.host.advance(to: 0.65)
        #expect(f.control.value == 3)
        f.control.removeFromParent()
        f.host.advance(to: 2)
        #expect(f.control.value == 3)
        #expect(f.control.pressedDirection == 0)
        f.host.touchUp(time: 2.1)
    }
}
