// Why this file exists: the `context-menu` scene's contract at 60, 120 and 240 Hz: a long press lifts the
// card to 1.15× over the press and opens the menu when it completes; releasing early cancels; a scroll that
// begins first wins and the lift never starts; once open, the finger that opened it highlights items and
// lifting on one performs it, outside closes; a right click opens it at once with no lift; and the
// accessibility actions open it, perform an item and close it.

import Grasp
import GraspInteractions
import GraspScenes
import GraspTesting
import GraspTrace
import Testing

@Suite("Context menu scene")
struct ContextMenuSceneTests {
    static let rates: [Double] = [60, 120, 240]
    static let viewport = Size(width: 390, height: 844)
    /// The card's centre in the window (the list at its top).
    static let card = Point(x: 195, y: 210)
    /// The menu opened by a press: below the grown card (300 + 13.5 + 8), 250 pt wide from x 16.
    static let menuTop = 321.5
    static func itemCentre(_ index: Int) -> Point { Point(x: 141, y: menuTop + 22 + 44 * Double(index)) }

    /// One finger: down at `path[0]` at `start`, held, then moving along the rest of `path` from `moveAt`
    /// at `rate` (one sample per frame, `duration` seconds), lifting at the end.
    static func press(_ path: [Point], start: Double = 0, moveAt: Double, duration: Double, rate: Double) -> Trace {
        var samples = [Trace.Sample(t: start, pointer: 1, phase: .down, x: path[0].x, y: path[0].y)]
        let steps = max(Int((duration * rate).rounded()), 1)
        for step in 1...steps {
            let f = Double(step) / Double(steps) * Double(path.count - 1)
            let i = min(Int(f), path.count - 2), u = f - Double(i)
            let p = Point(x: path[i].x + (path[i + 1].x - path[i].x) * u, y: path[i].y + (path[i + 1].y - path[i].y) * u)
            samples.append(Trace.Sample(t: moveAt + Double(step) / rate, pointer: 1, phase: .move, x: p.x, y: p.y))
        }
        let last = samples[samples.count - 1]
        samples.append(Trace.Sample(t: last.t + 1 / rate, pointer: 1, phase: .up, x: last.x, y: last.y))
        return Trace(samples: samples)
    }

    @Test("the Menu key and Shift-F10 open the menu at once under the pointer, with no lift; F10 alone, a repeat, a key up or no element there do nothing")
    func menuKeys() {
        let cases: [(KeyEvent, KeyScrollOutcome)] = [
            (KeyEvent(timestamp: 0.1, key: .menu, location: Self.card), .openedMenu),
            (KeyEvent(timestamp: 0.1, key: .f10, modifierFlags: .shift, location: Self.card), .openedMenu),
            (KeyEvent(timestamp: 0.1, key: .f10, location: Self.card), .notAScrollKey),
            (KeyEvent(timestamp: 0.1, key: .menu, isRepeat: true, location: Self.card), .notAScrollKey),
            (KeyEvent(timestamp: 0.1, key: .menu, phase: .up, location: Self.card), .keyUp),
            (KeyEvent(timestamp: 0.1, key: .menu), .notAScrollKey),
        ]
        for (event, expected) in cases {
            let scene = ContextMenuScene(viewport: Self.viewport)
            #expect(scene.engine.handle(event) == expected, "\(event)")
            #expect((scene.interaction.phase == .open) == (expected == .openedMenu), "\(event)")
            #expect(scene.interaction.liftScale == 1, "\(event)")
        }
        // Open, the menu key again changes nothing (the action is refused while open).
        let scene = ContextMenuScene(viewport: Self.viewport)
        #expect(scene.engine.handle(KeyEvent(timestamp: 0.1, key: .menu, location: Self.card)) == .openedMenu)
        #expect(scene.engine.handle(KeyEvent(timestamp: 0.2, key: .menu, location: Self.card)) != .openedMenu)
        #expect(scene.interaction.phase == .open)
    }

    @Test("a long press lifts the card to 1.15× on an ease-out and opens the menu when it completes", arguments: rates)
    func liftAndOpen(rate: Double) {
        let scene = ContextMenuScene(viewport: Self.viewport)
        let driver = SceneTestHost(scene, trace: Self.press([Self.card, Self.card], moveAt: 0.7, duration: 0.05, rate: rate), rate: rate)
        var scales: [Double] = []
        var phases: [String] = []
        let layOut = scene.interaction.onChange
        scene.interaction.onChange = { [unowned scene] in
            layOut?()
            scales.append(scene.interaction.liftScale)
            phases.append(scene.interaction.phase.rawValue)
        }
        driver.play(through: 0.49)
        #expect(scene.interaction.phase == .lifting)
        #expect(scales.allSatisfy { $0 > 1 && $0 < 1.15 } && zip(scales, scales.dropFirst()).allSatisfy { $0 < $1 })
        // The lift waits a sixth of the press before it starts.
        #expect(scene.interaction.liftScale(after: 0.08) == 1 && scene.interaction.liftScale(after: 0.5) == 1.15)
        #expect(abs(scene.interaction.liftScale(after: 0.5 / 6 + 5 / 24) - (1 + 0.15 * 0.7071067811865476)) < 1e-12)
        driver.play(through: 0.6)
        #expect(scene.interaction.phase == .open && scene.interaction.liftScale == 1.15)
        #expect(scene.interaction.menuFrame == Rect(x: 16, y: Self.menuTop, width: 250, height: 132))
        #expect(driver.first("menuPress", .began).map { abs($0.time - 0.5) < 1 / rate + 1e-9 } == true)
        #expect(driver.first("menuPress", .began)?.values["phase"] == .string("open"))
        #expect(driver.frame("menu") == scene.interaction.menuFrame)
        // The finger lifts on the card: the menu stays open.
        driver.finish(tail: 0.2)
        #expect(scene.interaction.phase == .open && scene.interaction.lastAction == "")
        #expect(phases.first == "lifting" && phases.contains("open"))
    }

    @Test("press, drag across the menu and release on an item performs it", arguments: rates)
    func pressDragRelease(rate: Double) {
        let scene = ContextMenuScene(viewport: Self.viewport)
        var highlighted: Set<String> = []
        let layOut = scene.interaction.onChange
        scene.interaction.onChange = { [unowned scene] in
            layOut?()
            if let index = scene.interaction.highlightedItem { highlighted.insert(ContextMenuScene.items[index].identifier) }
        }
        let path = [Self.card, Self.itemCentre(0), Self.itemCentre(2), Self.itemCentre(1)]
        let driver = SceneTestHost(scene, trace: Self.press(path, moveAt: 0.6, duration: 0.3, rate: rate), rate: rate)
        driver.finish(tail: 0.1)
        #expect(highlighted == ["copy", "share", "delete"])
        #expect(scene.interaction.lastAction == "share" && scene.interaction.phase == .idle)
        #expect(scene.interaction.liftScale == 1 && driver.frame("menu") == nil || scene.menuNode.isHidden)
        #expect(driver.last("menuPress", .ended)?.values["lastAction"] == .string("share"))
        #expect(scene.list.contentOffset.y == 0)
    }

    @Test("lifting outside the menu and the card closes it; a later tap on an item performs it", arguments: rates)
    func closeOutsideAndTapItem(rate: Double) {
        let scene = ContextMenuScene(viewport: Self.viewport)
        let driver = SceneTestHost(scene, trace: Self.press([Self.card, Point(x: 350, y: 700)], moveAt: 0.6, duration: 0.2, rate: rate), rate: rate)
        driver.finish(tail: 0.1)
        #expect(scene.interaction.phase == .idle && scene.interaction.lastAction == "")
        // Open again, lift on the card, then tap Copy.
        driver.load(Self.press([Self.card, Self.card], moveAt: 0.6, duration: 0.02, rate: rate), after: 0.2)
        driver.load({ $0.tap(at: Self.itemCentre(0)) }, after: 0.3)
        driver.finish(tail: 0.1)
        #expect(scene.interaction.lastAction == "copy" && scene.interaction.phase == .idle)
        #expect(driver.summary(of: "menuTrack").contains("ended"))
        // Open again and tap outside: closed, nothing performed.
        driver.load(Self.press([Self.card, Self.card], moveAt: 0.6, duration: 0.02, rate: rate), after: 0.2)
        driver.load({ $0.tap(at: Point(x: 300, y: 780)) }, after: 0.3)
        driver.finish(tail: 0.1)
        #expect(scene.interaction.lastAction == "copy" && scene.interaction.phase == .idle)
    }

    @Test("releasing before the press completes cancels the lift", arguments: rates)
    func earlyRelease(rate: Double) {
        let scene = ContextMenuScene(viewport: Self.viewport)
        let driver = SceneTestHost(scene, trace: Self.press([Self.card, Self.card], moveAt: 0.3, duration: 0.01, rate: rate), rate: rate)
        driver.play(through: 0.3)
        #expect(scene.interaction.phase == .lifting && scene.interaction.liftScale > 1)
        driver.finish(tail: 1)
        #expect(scene.interaction.phase == .idle && scene.interaction.liftScale == 1)
        #expect(driver.first("menuPress", .began) == nil && scene.interaction.lastAction == "")
    }

    @Test("a scroll that begins first wins: the lift never starts", arguments: rates)
    func scrollFirst(rate: Double) {
        let scene = ContextMenuScene(viewport: Self.viewport)
        var maxScale = 1.0
        scene.interaction.onChange = { [unowned scene] in maxScale = max(maxScale, scene.interaction.liftScale) }
        let driver = SceneTestHost(scene, trace: Self.press([Self.card, Point(x: 195, y: 10)], moveAt: 0, duration: 0.25, rate: rate), rate: rate)
        driver.finish(tail: 1)
        #expect(maxScale == 1 && scene.interaction.phase == .idle)
        #expect(driver.first("list", .began) != nil && driver.first("menuPress", .began) == nil)
        #expect(scene.list.contentOffset.y > 100)
    }

    @Test("a right click opens the menu at once at the pointer, with no lift", arguments: rates)
    func rightClick(rate: Double) throws {
        let scene = ContextMenuScene(viewport: Self.viewport)
        let host = SceneTestHost(scene, rate: rate)
        var synthesizer = TraceSynthesizer(sampleRate: rate)
        synthesizer.click(at: Point(x: 100, y: 150), buttons: .secondary)
        let inputs = synthesizer.trace().engineInputs()
        try #require(inputs.count == 2)
        scene.engine.handle(inputs[0])
        #expect(scene.interaction.phase == .open && scene.interaction.liftScale == 1)
        #expect(scene.interaction.menuFrame.origin == Point(x: 100, y: 158))
        scene.tick(0.04)
        scene.engine.handle(inputs[1])
        #expect(scene.interaction.phase == .open)
        host.replay(startingAt: 0.3, tail: 0.1) { $0.click(at: Point(x: 225, y: 158 + 22 + 88)) }
        #expect(scene.interaction.lastAction == "delete" && scene.interaction.phase == .idle)
        // A primary click does not open it.
        host.replay(startingAt: 0.6, tail: 0.1) { $0.click(at: Point(x: 100, y: 150)) }
        #expect(scene.interaction.phase == .idle)
        // The key path: presentMenu(at: nil) opens beside the card, at once.
        #expect(scene.interaction.presentMenu(time: 1))
        #expect(!scene.interaction.presentMenu(time: 1))
        #expect(scene.interaction.menuFrame.minY == 308 && scene.interaction.liftScale == 1)
    }

    @Test("the accessibility actions show the menu, perform an item and close it", arguments: rates)
    func accessibility(rate: Double) throws {
        let scene = ContextMenuScene(viewport: Self.viewport)
        let engine = scene.engine
        let card = try #require(engine.accessibilityElements().first { $0.identifier == "card" })
        #expect(card.traits == [.button, .opensMenu] && card.actions == [.custom("show menu")] && card.label == "Photo")
        #expect(!engine.performAccessibilityAction(.activate, at: card.activationPoint, timestamp: 0.1))
        #expect(engine.performAccessibilityAction(.custom("show menu"), at: card.activationPoint, timestamp: 0.1))
        let items = engine.accessibilityElements().filter { $0.traits.contains(.menuItem) }
        #expect(items.map(\.label) == ["Copy", "Share", "Delete"])
        #expect(engine.performAccessibilityAction(.activate, at: items[1].activationPoint, timestamp: 0.2))
        #expect(scene.interaction.lastAction == "share" && scene.interaction.phase == .idle)
        #expect(engine.performAccessibilityAction(.custom("show menu"), at: card.activationPoint, timestamp: 0.3))
        #expect(engine.performAccessibilityAction(.escape, at: card.activationPoint, timestamp: 0.4))
        #expect(scene.interaction.phase == .idle && scene.interaction.lastAction == "share")
        #expect(!engine.performAccessibilityAction(.escape, at: card.activationPoint, timestamp: 0.5))
    }
}
