// Why this file exists: every control can be operated without a drag. Activation sends what a tap sends,
// increment and decrement step an adjustable control once, all as engine input at an element's activation
// point, at 60, 120 and 240 Hz; a disabled control, or an action a control does not list, returns false
// and sends nothing.

import GraspInteractions
import Testing

@Suite("Control accessibility")
struct ControlAccessibilityTests {
    static let rates: [Double] = [60, 120, 240]

    /// The events a tap at the middle of `make()`'s control sends, and the events an activation sends.
    static func tapAndActivation<C: Control>(_ make: () -> C, rate: Double) -> (tap: [String], activation: [String], performed: Bool) {
        let tapped = ControlFixture(make(), frameRate: rate)
        tapped.host.tap(at: tapped.control.frame.center, time: 1)
        let activated = ControlFixture(make(), frameRate: rate)
        activated.host.advance(to: 1)
        let performed = activated.host.engine.performAccessibilityAction(.activate, at: activated.control.frame.center, timestamp: 1)
        return (tapped.events, activated.events, performed)
    }

    @Test("a button's activation sends a tap's events", arguments: rates)
    func button(rate: Double) {
        let result = Self.tapAndActivation({ Button(name: "ok", title: "OK", frame: Rect(x: 100, y: 100, width: 100, height: 44)) }, rate: rate)
        #expect(result.performed)
        #expect(result.activation == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(result.activation == result.tap)
    }

    @Test("a switch's activation flips it with a tap's events", arguments: rates)
    func switchFlips(rate: Double) {
        let result = Self.tapAndActivation({ Switch(name: "wifi", frame: Rect(x: 100, y: 100, width: 51, height: 31)) }, rate: rate)
        #expect(result.performed && result.activation == result.tap)
        #expect(result.activation == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        let f = ControlFixture(Switch(name: "wifi", isOn: true, frame: Rect(x: 100, y: 100, width: 51, height: 31)), frameRate: rate)
        #expect(f.host.engine.accessibilityElements().first?.traits == [.toggle, .selected])
        #expect(f.control.accessibilityActivate() && !f.control.isOn)
        #expect(f.host.engine.accessibilityElements().first?.value == "off")
    }

    @Test("a slider steps a tenth of its range; it is adjusted, not activated", arguments: rates)
    func slider(rate: Double) throws {
        let f = ControlFixture(Slider(name: "volume", value: 0.5, frame: Rect(x: 50, y: 100, width: 300, height: 40)), frameRate: rate)
        let element = try #require(f.host.engine.accessibilityElements().first)
        #expect(element.label == "volume" && element.value == "50%" && element.traits == .adjustable)
        #expect(element.frame == Rect(x: 50, y: 100, width: 300, height: 40))
        #expect(f.host.engine.performAccessibilityAction(.increment, at: element.activationPoint, timestamp: 0.5))
        #expect(abs(f.control.value - 0.6) < 1e-12 && f.events == ["valueChanged", "primaryActionTriggered"])
        #expect(!f.host.engine.performAccessibilityAction(.activate, at: element.activationPoint, timestamp: 0.6))
        #expect(f.events.count == 2)
        f.control.value = 1
        #expect(!f.host.engine.performAccessibilityAction(.increment, at: element.activationPoint, timestamp: 0.7))
        #expect(f.control.value == 1 && f.events.count == 2)
        f.control.accessibilityDecrement()
        #expect(abs(f.control.value - 0.9) < 1e-12 && f.events.count == 4)
        // Not continuous: one step is one change, sent at once.
        f.control.isContinuous = false
        f.control.accessibilityStep = 0.25
        f.control.accessibilityDecrement()
        #expect(abs(f.control.value - 0.65) < 1e-12 && f.events.count == 6)
    }

    @Test("a stepper steps once per action, wrapping as its taps do", arguments: rates)
    func stepper(rate: Double) {
        let f = ControlFixture(Stepper(name: "count", value: 99, frame: Rect(x: 100, y: 100, width: 94, height: 32)), frameRate: rate)
        let point = f.control.frame.center
        #expect(f.host.engine.performAccessibilityAction(.increment, at: point, timestamp: 0.2))
        #expect(f.control.value == 100 && f.host.engine.accessibilityElements().first?.value == "100")
        #expect(!f.host.engine.performAccessibilityAction(.increment, at: point, timestamp: 0.3))
        #expect(f.control.value == 100 && f.events == ["valueChanged", "primaryActionTriggered"])
        f.control.wraps = true
        #expect(f.host.engine.performAccessibilityAction(.increment, at: point, timestamp: 0.4))
        #expect(f.control.value == 0)
        f.control.isContinuous = false
        #expect(f.host.engine.performAccessibilityAction(.decrement, at: point, timestamp: 0.5))
        #expect(f.control.value == 100 && f.events.count == 6)
        #expect(!f.control.accessibilityActivate() && f.events.count == 6)
    }

    @Test("a disabled control, or an action it does not list, changes nothing", arguments: rates)
    func refused(rate: Double) {
        let f = ControlFixture(Button(name: "ok", title: "OK", frame: Rect(x: 100, y: 100, width: 100, height: 44)), frameRate: rate)
        let point = f.control.frame.center
        #expect(!f.host.engine.performAccessibilityAction(.increment, at: point, timestamp: 0.1))
        #expect(!f.host.engine.performAccessibilityAction(.custom("Delete"), at: point, timestamp: 0.1))
        #expect(!f.host.engine.performAccessibilityAction(.activate, at: Point(x: 10, y: 10), timestamp: 0.1))
        #expect(!f.host.engine.performAccessibilityAction(.activate, at: Point(x: .nan, y: 10), timestamp: 0.1))
        f.control.isEnabled = false
        #expect(f.host.engine.accessibilityElements().first?.traits == [.button, .notEnabled])
        #expect(!f.host.engine.performAccessibilityAction(.activate, at: point, timestamp: 0.2))
        #expect(!f.control.accessibilityActivate())
        #expect(f.events.isEmpty)
        // A finger on the control: activation waits for it.
        f.control.isEnabled = true
        f.host.touchDown(at: point, time: 0.3)
        #expect(!f.control.accessibilityActivate())
        f.host.touchUp(time: 0.35)
        #expect(f.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func actionNames() {
        #expect(AccessibilityAction(named: "increment") == .increment)
        #expect(AccessibilityAction(named: "move up") == .custom("move up"))
        #expect(AccessibilityAction(named: "custom") == .custom("custom"))
        #expect(AccessibilityAction(named: "") == nil)
        #expect(AccessibilityElement.valueText(2.5) == "2.5" && AccessibilityElement.valueText(-0.05) == "-0.05")
        #expect(AccessibilityElement.valueText(3) == "3" && AccessibilityElement.valueText(0.333333) == "0.33")
        #expect(AccessibilityTraits([.button, .selected]).description == "button|selected")
    }

    /// Names are compared and hashed by their UTF-8 bytes (so that the wasm modules link no Unicode
    /// normalization): the same bytes are the same action, in a `Set` too; a precomposed "é" and an "e" with
    /// a combining accent, equal as `String`s, are two actions.
    @Test func actionsCompareByBytes() {
        #expect(AccessibilityAction.custom("Delete") == .custom("Delete"))
        #expect(AccessibilityAction.custom("Delete") != .custom("delete"))
        #expect(AccessibilityAction.custom("activate") != .activate)
        #expect(Set([AccessibilityAction.custom("Delete"), .custom("Delete"), .activate]).count == 2)
        let precomposed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        #expect(precomposed == decomposed)
        #expect(AccessibilityAction.custom(precomposed) != .custom(decomposed))
        #expect(AccessibilityAction.custom(precomposed).isCustom(named: precomposed))
        #expect(!AccessibilityAction.custom(precomposed).isCustom(named: decomposed))
        #expect(!AccessibilityAction.activate.isCustom(named: "activate"))
    }
}
