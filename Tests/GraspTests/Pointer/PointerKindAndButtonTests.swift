// Why this file exists: the specification of pointer kinds, buttons and modifier keys as scenarios:
// which recognizer takes a finger, a pen, a left click or a right click, and what a handler reads of
// the keys held.

import Grasp
import Testing

@Suite("Pointer kinds and buttons")
struct PointerKindAndButtonTests {
    @Test func aDefaultTapTakesAFingerAPenAndALeftClick() {
        let d = PointerDriver()
        let tap = TapGestureRecognizer(name: "tap")
        d.root.addGestureRecognizer(tap)
        d.click(1, 100, 100, at: 0)
        d.click(2, 100, 100, at: 1, kind: .pencil)
        d.click(3, 100, 100, at: 2, kind: .mouse, buttons: .primary)
        d.click(4, 100, 100, at: 3, kind: .mouse)  // no buttons named: primary
        #expect(d.states("tap") == ["recognized", "recognized", "recognized", "recognized"])
    }

    @Test func aDefaultTapIgnoresARightClick() {
        let d = PointerDriver()
        let tap = TapGestureRecognizer(name: "tap")
        d.root.addGestureRecognizer(tap)
        d.click(1, 100, 100, at: 0, kind: .mouse, buttons: .secondary)
        #expect(d.states("tap").isEmpty)
        #expect(tap.state == .possible)
    }

    @Test func aSecondaryTapTakesOnlyARightClick() {
        let d = PointerDriver()
        let rightClick = TapGestureRecognizer(name: "right")
        rightClick.buttonMask = .secondary
        d.root.addGestureRecognizer(rightClick)
        d.click(1, 100, 100, at: 0, kind: .mouse, buttons: .secondary)
        d.click(2, 100, 100, at: 1, kind: .mouse, buttons: .primary)
        d.click(3, 100, 100, at: 2)
        d.click(4, 100, 100, at: 3, kind: .pencil)
        d.click(5, 100, 100, at: 4, kind: .mouse, buttons: [.primary, .secondary])
        #expect(d.states("right") == ["recognized"])
    }

    @Test func aSecondaryPanAndAPrimaryPanSplitTheButtons() {
        let d = PointerDriver()
        let left = PanGestureRecognizer(name: "left")
        let right = PanGestureRecognizer(name: "right")
        right.buttonMask = .secondary
        d.root.addGestureRecognizer(left)
        d.root.addGestureRecognizer(right)
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 0, kind: .mouse, buttons: .secondary)
        #expect(d.summary("right") == ["began", "changed", "ended"])
        #expect(d.states("left").isEmpty)
        d.drag(2, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 1, kind: .mouse, buttons: .primary)
        #expect(d.summary("left") == ["began", "changed", "ended"])
        #expect(d.summary("right") == ["began", "changed", "ended"])
    }

    @Test func aPanTakingEitherButtonTakesBoth() {
        let d = PointerDriver()
        let pan = PanGestureRecognizer(name: "pan")
        pan.buttonMask = [.primary, .secondary]
        d.root.addGestureRecognizer(pan)
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 0, kind: .mouse, buttons: .secondary)
        d.drag(2, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 1, kind: .mouse, buttons: [.primary, .secondary])
        d.drag(3, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: 2, kind: .mouse, buttons: .button(3))
        #expect(d.summary("pan") == ["began", "changed", "ended", "began", "changed", "ended"])
    }

    @Test func allowedTouchKindsIsADeprecatedAliasOfAllowedTouchTypes() {
        let d = PointerDriver()
        let fingers = TapGestureRecognizer(name: "fingers")
        fingers.allowedTouchTypes = [.direct]
        let pointer = TapGestureRecognizer(name: "pointer")
        pointer.allowedTouchTypes = [.indirectPointer]
        d.root.addGestureRecognizer(fingers)
        d.root.addGestureRecognizer(pointer)
        fingers.allowSimultaneousRecognition(with: pointer)
        #expect(fingers.allowedTouchTypes == [.direct])
        #expect(formerName(of: pointer) == [.mouse])
        setFormerName(of: fingers, to: [.direct, .pencil])
        #expect(fingers.allowedTouchTypes == [.direct, .pencil])
        fingers.allowedTouchTypes = [.direct]
        d.click(1, 100, 100, at: 0)
        d.click(2, 100, 100, at: 1, kind: .pencil)
        d.click(3, 100, 100, at: 2, kind: .mouse)
        #expect(d.states("fingers") == ["recognized"])
        #expect(d.states("pointer") == ["recognized"])
    }

    @Test func handlersReadTheModifierKeysOfTheEvent() {
        let d = PointerDriver()
        let pan = PanGestureRecognizer(name: "pan")
        var seen: [ModifierFlags] = []
        pan.addHandler { seen.append($0.modifierFlags) }
        d.root.addGestureRecognizer(pan)
        d.touch(1, .began, 100, 100, at: 0, kind: .mouse, modifiers: .shift)
        d.touch(1, .moved, 150, 100, at: 0.02, kind: .mouse, modifiers: .shift)
        d.touch(1, .moved, 160, 100, at: 0.04, kind: .mouse, modifiers: [.shift, .command])
        d.touch(1, .ended, 160, 100, at: 0.06, kind: .mouse)
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
        let d = PointerDriver()
        let recorder = Recorder(name: "recorder")
        recorder.buttonMask = [.primary, .secondary]
        d.root.addGestureRecognizer(recorder)
        d.click(1, 100, 100, at: 0, kind: .mouse, buttons: .secondary, modifiers: .control)
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
