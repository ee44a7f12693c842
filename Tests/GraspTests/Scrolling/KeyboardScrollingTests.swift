// Why this file exists: keyboard scrolling's contract, each behaviour as keys in and offsets out, at 60,
// 120 and 240 Hz: the steps (line, page, ends), the curve evaluated from time, a repeated key that moves
// the target without a jump, a touch or a wheel that catches the motion, paging, which scroll view a key
// goes to, keys that cannot scroll (a diagnostic), and the accessibility page scroll's announcements.

@testable import Grasp
import Testing

@Suite("Keyboard scrolling")
struct KeyboardScrollingTests {
    static let rates: [Double] = [60, 120, 240]

    /// Ticks the fixture's engine on the frame grid of `rate` from `start` to `end` (both included when
    /// on the grid), recording the offset at each frame.
    @discardableResult
    func frames(_ f: ListFixture, rate: Double, from start: Double, to end: Double) -> [(t: Double, y: Double)] {
        var out: [(Double, Double)] = []
        var i = (start * rate).rounded(.up)
        while i / rate <= end + 1e-9 {
            let t = i / rate
            f.engine.tick(t)
            out.append((t, f.list.contentOffset.y))
            i += 1
        }
        return out
    }

    func key(_ f: ListFixture, _ t: Double, _ key: KeyboardKey, _ flags: ModifierFlags = [], repeat isRepeat: Bool = false) -> KeyScrollOutcome {
        f.engine.handle(KeyEvent(timestamp: t, key: key, isRepeat: isRepeat, modifierFlags: flags, location: Point(x: 200, y: 400)))
    }

    @Test func eachKeyHasItsStep() {
        let page = ScrollView.keyboardPageStep(forViewLength: 800)
        #expect(page == 760)  // max(0.875 × 800 = 700, 800 − 40)
        #expect(ScrollView.keyboardPageStep(forViewLength: 200) == 175)  // max(175, 160)
        let cases: [(KeyboardKey, ModifierFlags, Double, Double)] = [
            (.downArrow, [], 1000, 1040), (.upArrow, [], 1000, 960),
            (.pageDown, [], 1000, 1000 + page), (.pageUp, [], 1000, 1000 - page),
            (.spacebar, [], 1000, 1000 + page), (.spacebar, .shift, 1000, 1000 - page),
            (.downArrow, .option, 1000, 1000 + page), (.upArrow, .option, 1000, 1000 - page),
            (.home, [], 1000, 0), (.end, [], 1000, 9200), (.end, .control, 1000, 9200),
            (.downArrow, .command, 1000, 9200), (.upArrow, .command, 1000, 0),
            (.upArrow, [], 20, 0), (.pageDown, [], 9000, 9200),  // clamped to the content
        ]
        for (k, flags, from, to) in cases {
            let f = ListFixture()
            f.list.contentOffset = Point(x: 0, y: from)
            #expect(key(f, 1, k, flags) == .scrolled(target: Point(x: 0, y: to)), "\(k) \(flags)")
            f.engine.tick(1.25)
            #expect(f.list.contentOffset.y == to, "\(k) \(flags)")
            #expect(!f.list.isMovingOnItsOwn)
            #expect(f.calls == (from == to ? [] : ["didEndScrollingAnimation"]))
        }
    }

    @Test func keysThatDoNotScrollChangeNothingAndSayNothing() {
        let f = ListFixture()
        f.list.contentOffset = Point(x: 0, y: 1000)
        #expect(key(f, 1, .downArrow, .shift) == .notAScrollKey)
        #expect(key(f, 1, .downArrow, .control) == .notAScrollKey)
        #expect(key(f, 1, .other) == .notAScrollKey)
        #expect(f.engine.handle(KeyEvent(timestamp: 1, key: .downArrow, phase: .up, location: Point(x: 200, y: 400))) == .keyUp)
        f.engine.tick(2)
        #expect(f.list.contentOffset.y == 1000)
        #expect(f.engine.diagnostics.isEmpty)
    }

    @Test func theCurveIsEvaluatedFromTimeAndEndsAtTheSameOffsetAtEveryRate() {
        var paths: [[Double]] = []
        for rate in Self.rates {
            let f = ListFixture()
            _ = key(f, 0, .pageDown)
            let path = frames(f, rate: rate, from: 0, to: 0.3)
            #expect(f.list.contentOffset.y == 760)
            // The frames every rate shares (every 1/60 s): the same offsets.
            paths.append(path.filter { abs(($0.t * 60).rounded() - $0.t * 60) < 1e-9 }.map { $0.y })
            // The smoothstep: halfway at half the duration, monotone.
            let half = path.first { abs($0.t - 0.1) < 1e-9 }!
            #expect(abs(half.y - 380) < 1e-9)
            #expect(zip(path, path.dropFirst()).allSatisfy { $0.y <= $1.y })
        }
        #expect(paths[0] == paths[1] && paths[1] == paths[2])
    }

    @Test func aRepeatedKeyMovesTheTargetOnWithoutAJump() {
        var ends: [Double] = []
        for rate in Self.rates {
            let f = ListFixture()
            // A held arrow: down at 0, repeats every 1/30 s for 10 presses.
            var path: [(t: Double, y: Double)] = []
            for i in 0..<10 {
                let t = Double(i) / 30
                if i > 0 { path += frames(f, rate: rate, from: Double(i - 1) / 30 + 1 / rate, to: t - 1e-9) }
                let before = f.list.contentOffset.y
                _ = key(f, t, .downArrow, repeat: i > 0)
                // The retarget starts where the content is: no jump.
                #expect(abs(f.list.contentOffset.y - before) < 40 * 3 / rate + 1e-6)
            }
            path += frames(f, rate: rate, from: 9.0 / 30 + 1 / rate, to: 1)
            #expect(f.list.contentOffset.y == 400)
            #expect(f.calls == ["didEndScrollingAnimation"])  // one animation, retargeted
            // No frame moves further than the fastest the curve goes (3 × 40 pt over 0.2 s at the start of
            // each segment plus the carried speed stays under 1,500 pt/s), and never backwards.
            for (a, b) in zip(path, path.dropFirst()) {
                #expect(b.y >= a.y - 1e-9)
                #expect((b.y - a.y) / (b.t - a.t) < 1500)
            }
            ends.append(f.list.contentOffset.y)
        }
        #expect(Set(ends).count == 1)
    }

    @Test func aRetargetKeepsTheVelocity() throws {
        let f = ListFixture()
        _ = key(f, 0, .pageDown)
        f.engine.tick(0.05)
        guard case .keyboard(let first)? = f.list.motion else { Issue.record("no keyboard motion"); return }
        let speedBefore = first.velocity(at: 0.05).y
        _ = key(f, 0.05, .pageDown, repeat: true)
        guard case .keyboard(let second)? = f.list.motion else { Issue.record("no keyboard motion"); return }
        #expect(second.to.y == 1520)
        #expect(abs(second.velocity(at: 0).y - speedBefore) < 1e-9)
        #expect(abs(second.value(at: 0).y - first.value(at: 0.05).y) < 1e-9)
    }

    @Test func aTouchCatchesTheMotionAtOnceAtEveryRate() {
        var caught: [Double] = []
        for rate in Self.rates {
            let f = ListFixture()
            _ = key(f, 0, .end)
            frames(f, rate: rate, from: 0, to: 0.05)
            f.send(0.1, 1, .began, 200, 400)  // between frames at every rate
            #expect(!f.list.isMovingOnItsOwn)
            caught.append(f.list.contentOffset.y)
            frames(f, rate: rate, from: 0.1, to: 0.5)
            #expect(f.list.contentOffset.y == caught.last)
            f.send(0.5, 1, .ended, 200, 400)
        }
        #expect(caught[0] == caught[1] && caught[1] == caught[2])
        let expected = KeyboardScrollCurve(from: .zero, velocity: .zero, to: Point(x: 0, y: 9200), duration: 0.2, low: .zero, high: Point(x: 0, y: 9200)).value(at: 0.1).y
        #expect(caught[0] == expected)
    }

    @Test func aWheelStepCatchesTheMotion() {
        for rate in Self.rates {
            let f = ListFixture()
            _ = key(f, 0, .pageDown)
            frames(f, rate: rate, from: 0, to: 0.1)
            let at = f.list.contentOffset.y
            f.engine.handle(ScrollEvent(timestamp: 0.1, pointer: TouchID(50), phase: .step, location: Point(x: 200, y: 400), delta: Point(x: 0, y: -10)))
            frames(f, rate: rate, from: 0.1 + 1 / rate, to: 0.6)
            #expect(abs(f.list.contentOffset.y - (at + 10)) < 1e-9)  // caught, then moved by the step only
        }
    }

    @Test func aPagingScrollViewMovesOnePagePerKey() {
        let f = ListFixture()
        f.list.isPagingEnabled = true
        _ = key(f, 0, .downArrow)
        _ = key(f, 0.05, .downArrow, repeat: true)
        f.engine.tick(1)
        #expect(f.list.contentOffset.y == 1600)
        _ = key(f, 1, .spacebar, .shift)
        f.engine.tick(2)
        #expect(f.list.contentOffset.y == 800)
        // From between pages, onto the next boundary.
        f.list.contentOffset = Point(x: 0, y: 1000)
        _ = key(f, 2, .pageDown)
        f.engine.tick(3)
        #expect(f.list.contentOffset.y == 1600)
    }

    @Test func theFocusedScrollViewTakesKeysBeforeTheOneUnderThePointer() {
        let f = ListFixture()
        let side = ScrollView(name: "side", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        side.contentSize = Size(width: 100, height: 1000)
        f.root.addChild(side)  // over the list's top-left corner
        // Under the pointer: the side list at (50, 50), the main list at (200, 400).
        _ = f.engine.handle(KeyEvent(timestamp: 0, key: .downArrow, location: Point(x: 50, y: 50)))
        f.engine.tick(1)
        #expect(side.contentOffset.y == 40 && f.list.contentOffset.y == 0)
        f.engine.focusedScrollView = f.list
        _ = f.engine.handle(KeyEvent(timestamp: 1, key: .downArrow, location: Point(x: 50, y: 50)))
        _ = f.engine.handle(KeyEvent(timestamp: 1, key: .downArrow))
        f.engine.tick(2)
        #expect(side.contentOffset.y == 40 && f.list.contentOffset.y == 80)
        // Removed from the tree, the focus goes.
        f.list.removeFromParent()
        #expect(f.engine.focusedScrollView == nil)
    }

    @Test func aKeyForANodeThatCannotScrollDoesNothingAndSaysWhy() {
        let f = ListFixture()
        // The list scrolls only vertically: a horizontal arrow cannot scroll it.
        #expect(key(f, 0, .rightArrow) == .cannotScroll)
        #expect(f.engine.diagnostics.last?.kind == .keyCannotScroll)
        // Nothing under the pointer and no focus.
        #expect(f.engine.handle(KeyEvent(timestamp: 0.1, key: .downArrow, location: Point(x: 500, y: 900))) == .noScrollView)
        #expect(f.engine.diagnostics.last?.kind == .keyWithoutScrollView)
        #expect(f.engine.handle(KeyEvent(timestamp: 0.2, key: .pageDown)) == .noScrollView)
        // Keyboard scrolling off.
        f.list.allowsKeyboardScrolling = false
        #expect(key(f, 0.3, .downArrow) == .cannotScroll)
        #expect(f.engine.diagnostics.map(\.kind) == [.keyCannotScroll, .keyWithoutScrollView, .keyWithoutScrollView, .keyCannotScroll])
        // While a finger holds the content.
        f.list.allowsKeyboardScrolling = true
        f.send(0.4, 1, .began, 200, 400)
        #expect(key(f, 0.5, .downArrow) == .cannotScroll)
        f.engine.tick(1)
        #expect(f.list.contentOffset == .zero)
    }

    @Test func accessibilityScrollPagesAndAnnounces() {
        let f = ListFixture()  // 10,000 pt in 800: 13 pages
        #expect(f.list.accessibilityScroll(.up) == "Page 2 of 13")
        f.engine.tick(1)
        #expect(f.list.contentOffset.y == 800)
        #expect(f.list.accessibilityScroll(.next) == "Page 3 of 13")
        f.engine.tick(2)
        #expect(f.list.accessibilityScroll(.down) == "Page 2 of 13")
        #expect(f.list.accessibilityScroll(.previous) == "Page 1 of 13")
        f.engine.tick(3)
        #expect(f.list.contentOffset.y == 0)
        // At the boundary: the same announcement again, nothing moves.
        #expect(f.list.accessibilityScroll(.down) == "Page 1 of 13")
        #expect(!f.list.isMovingOnItsOwn)
        f.list.contentOffset = Point(x: 0, y: 9000)
        #expect(f.list.accessibilityScroll(.up) == "Page 13 of 13")
        f.engine.tick(4)
        #expect(f.list.accessibilityScroll(.up) == "Page 13 of 13")
        #expect(f.list.contentOffset.y == 9200)
        // An axis it cannot scroll.
        #expect(f.list.accessibilityScroll(.left) == nil)
    }
}
