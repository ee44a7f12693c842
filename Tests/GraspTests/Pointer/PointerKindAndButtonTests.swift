// Why this file exists: the specification of pointer kinds, buttons and modifier keys as scenarios:
// which recognizer takes a finger, a pen, a left click or a right click, and what a handler reads of
// the keys held.

import Grasp
import Testing

@Suite("Pointer kinds and buttons")
struct PointerKindAndButtonTests {
    @Test func aDefaultTapTakesAFingerAPenAndALeftClick() {
        let d = GestureTestHost.pointer()
        let tap = TapGestureRecognizer(name: "tap")
        d.rootNode.addGestureRecognizer(tap)
        d.tap(finger: 1, at: Point(x: 100, y: 100), time: 0)
        d.tap(finger: 2, at: Point(x: 100, y: 100), time: 1, kind: .pencil)
        d.tap(finger: 3, at: Point(x: 100, y: 100), time: 2, kind: .mouse, buttonMask: .primary)
        d.tap(finger: 4, at: Point(x: 100, y: 100), time: 3, kind: .mouse)  // no buttons named: primary
        #expect(d.reportedStates("tap") == ["recognized", "recognized", "recognized", "recognized"])
    }

    @Test func aDefaultTapIgnoresARightClick() {
        let d = GestureTestHost.pointer()
        let tap = TapGestureRecognizer(name: "tap")
        d.rootNode.addGestureRecognizer(tap)
        d.tap(finger: 1, at: Point(x: 100, y: 100), time: 0, kind: .mouse, buttonMask: .secondary)
        #expect(d.reportedStates("tap").isEmpty)
        #expect(tap.state == .possible)
    }

    @Test func aSecondaryTapTakesOnlyARightClick() {
        let d = GestureTestHost.pointer()
        let rightClick = TapGestureRecognizer(name: "right")
        rightClick.buttonMask = .secondary
        d.rootNode.addGestureRecognizer(rightClick)
        d.tap(finger: 1, at: Point(x: 100, y: 100), time: 0, kind: .mouse, buttonMask: .secondary)
        d.tap(finger: 2, at: Point(x: 100, y: 100), time: 1, kind: .mouse, buttonMask: .primary)
        d.tap(finger: 3, at: Point(x: 100, y: 100), time: 2)
        d.tap(finger: 4, at: Point(x: 100, y: 100), time: 3, kind: .pencil)
        d.tap(finger: 5, at: Point(x: 100, y: 100), time: 4, kind: .mouse, buttonMask: [.primary, .secondary])
        #expect(d.reportedStates("right") == ["recognized"])
    }

    @Test func aSecondaryPanAndAPrimaryPanSplitTheButtons() {
        let d = GestureTestHost.pointer()
        let left = PanGestureRecognizer(name: "left")
        let right = PanGestureRecognizer(name: "right")
        right.buttonMask = .secondary
        d.rootNode.addGestureRecognizer(left)
        d.rootNode.addGestureRecognizer(right)
        d.drag(finger: 1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), startingAt: 0, duration: 0.1, rate: 100, lifting: false, kind: .mouse, buttonMask: .secondary)
        d.touchUp(finger: 1, time: 0.11, buttonMask: .secondary)
        #expect(d.reportedSummary("right") == ["began", "changed", "ended"])
        #expect(d.reportedStates("left").isEmpty)
        d.drag(finger: 2, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), startingAt: 1, duration: 0.1, rate: 100, lifting: false, kind: .mouse, buttonMask: .primary)
        d.touchUp(finger: 2, time: 1.11, buttonMask: .primary)
        #expect(d.reportedSummary("left") == ["began", "changed", "ended"])
        #expect(d.reportedSummary("right") == ["began", "changed", "ended"])
    }

    @Test func aPanTakingEitherButtonTakesBoth() {
        let d = GestureTestHost.pointer()
        let pan = PanGestureRecognizer(name: "pan")
        pan.buttonMask = [.primary, .secondary]
        d.rootNode.addGestureRecognizer(pan)
        d.drag(finger: 1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), startingAt: 0, duration: 0.1, rate: 100, lifting: false, kind: .mouse, buttonMask: .secondary)
        d.touchUp(finger: 1, time: 0.11, buttonMask: .secondary)
        d.drag(finger: 2, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), startingAt: 1, duration: 0.1, rate: 100, lifting: false, kind: .mouse, buttonMask: [.primary, .secondary])
        d.touchUp(finger: 2, time: 1.11, buttonMask: [.primary, .secondary])
        d.drag(finger: 3, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), startingAt: 2, duration: 0.1, rate: 100, lifting: false, kind: .mouse, buttonMask: .button(3))
        d.touchUp(finger: 3, time: 2.11, buttonMask: .button(3))
        #expect(d.reportedSummary("pan") == ["began", "changed", "ended", "began", "changed", "ended"])
    }

    @Test func allowedTouchKindsIsADeprecatedAliasOfAllowedTouchTypes() {
        let d = GestureTestHost.pointer()
        let fingers = TapGestureRecognizer(name: "fingers")
        fingers.allowedTouchTypes = [.direct]
        let pointer = TapGestureRecognizer(name: "pointer")
        pointer.allowedTouchTypes = [.indirectPointer]
        d.rootNode.addGestureRecognizer(fingers)
        d.rootNode.addGestureRecognizer(pointer)
        fingers.allowSimultaneousRecognition(with: pointer)
        #expect(fingers.allowedTouchTypes == [.direct])
        #expect(formerName(of: pointer) == [.mouse])
        setFormerName(of: fingers, to: [.direct, .pencil])
        #expect(fingers.allowedTouchTypes == [.direct, .pencil])
        fingers.allowedTouchTypes = [.direct]
        d.tap(finger: 1, at: Point(x: 100, y: 100), time: 0)
        d.tap(finger: 2, at: Point(x: 100, y: 100), time: 1, kind: .pencil)
        d.tap(finger: 3, at: Point(x: 100, y: 100), time: 2, kind: .mouse)
        #expect(d.reportedStates("fingers") == ["recognized"])
        #expect(d.reportedStates("pointer") == ["recognized"])
    }

    @Test func handlersReadTheModifierKeysOfTheEvent() {
        let d = GestureTestHost.pointer()
        let pan = PanGestureRecognizer(name: "pan")
        var seen: [ModifierFlags] = []
        pan.addHandler { seen.append($0.modifierFlags) }
        d.rootNode.addGestureRecognizer(pan)
        d.touchDown(finger: 1, at: Point(x: 100, y: 100), time: 0, kind: .mouse, modifierFlags: .shift)
        d.touchMove(finger: 1, to: Point(x: 150, y: 100), time: 0.02, modifierFlags: .shift)
        d.touchMove(finger: 1, to: Point(x: 160, y: 100), time: 0.04, modifierFlags: [.shift, .command])
        d.touchUp(finger: 1, at: Point(x: 160, y: 100), time: 0.06)
        #expect(seen == [.shift, [.shift, .command], []])
        #expect(ModifierFlags.alternate == .option && ModifierFlags.alphaShift == .capsLock)
    }

    @Test func hooksSeeTheEventsButtonsAndKeys() {
        final class Recorder: GestureRecognizer {
            var seen: [(ButtonMask, ModifierFlags)] = []
            override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
                seen.append((event.buttonMask, event.modifierFlags))
            }
        }
        let d = GestureTestHost.pointer()
        let recorder = Recorder(name: "recorder")
        recorder.buttonMask = [.primary, .secondary]
        d.rootNode.addGestureRecognizer(recorder)
        d.tap(finger: 1, at: Point(x: 100, y: 100), time: 0, kind: .mouse, buttonMask: .secondary, modifierFlags: .control)
        #expect(recorder.seen.count == 1)
        #expect(recorder.seen.first?.0 == .secondary && recorder.seen.first?.1 == .control)
    }

    @Test func buttonMasksAndKeysReadByName() {
        #expect(ButtonMask([.primary, .secondary, .button(3)]).description == "[primary, secondary, button3]")
        #expect(ButtonMask.button(1) == .primary && ButtonMask.button(2) == .secondary)
        #expect(ModifierFlags([.command, .shift]).description == "[shift, command]")
        #expect(ButtonMask.pressed(by: .direct, reported: .secondary) == .primary)
        #expect(ButtonMask.pressed(by: .mouse, reported: []) == .primary)
        #expect(ButtonMask.pressed(by: .mouse, reported: .secondary) == .secondary)
    }
}

/// The deprecated name `allowedTouchKinds`, reached through a protocol so that the test reads and writes
/// it without a deprecation warning.
private protocol FormerTouchKindsName: AnyObject {
    var allowedTouchKinds: Set<TouchKind> { get set }
}
extension GestureRecognizer: FormerTouchKindsName {}
private func formerName(of recognizer: some FormerTouchKindsName) -> Set<TouchKind> { recognizer.allowedTouchKinds }
private func setFormerName(of recognizer: some FormerTouchKindsName, to kinds: Set<TouchKind>) { recognizer.allowedTouchKinds = kinds }
