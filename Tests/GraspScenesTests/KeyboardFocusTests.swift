// Why this file exists: every interaction scene and every control can be operated by keys alone: Tab moves
// the keyboard focus onto an accessibility element, and the key map performs its actions through the same
// path as the gesture (the same model change and callbacks), at 60, 120 and 240 Hz frame clocks where the
// result animates. A key the focused element cannot take changes nothing and says why; with no focus, keys
// do what they did before.

import Grasp
import GraspInteractions
import GraspScenes
import Testing

@Suite("Keyboard focus on accessibility elements")
struct KeyboardFocusTests {
    static let rates: [Double] = [60, 120, 240]
    static let viewport = Size(width: 390, height: 844)

    /// Ticks `scene` at every frame of `rate` from `from` through `to`.
    static func run(_ scene: some Scene, rate: Double, from: Double, to: Double) {
        AccessibilityActionTests.run(scene, rate: rate, from: from, to: to)
    }

    /// A key going down at `t` (no pointer unless `at`).
    @discardableResult
    static func key(_ engine: GestureEngine, _ t: Double, _ key: KeyboardKey, _ flags: ModifierFlags = [],
                    repeat isRepeat: Bool = false, at location: Point? = nil) -> KeyScrollOutcome {
        engine.handle(KeyEvent(timestamp: t, key: key, isRepeat: isRepeat, modifierFlags: flags, location: location))
    }

    /// Tabs until `identifier` has the focus (at most once round the elements).
    static func focus(_ engine: GestureEngine, _ identifier: String, at t: Double = 0.5) throws {
        for _ in 0..<(engine.accessibilityElements().count + 1) where engine.focusedAccessibilityElement != identifier {
            _ = key(engine, t, .tab)
        }
        try #require(engine.focusedAccessibilityElement == identifier)
    }

    static func diagnostics(_ engine: GestureEngine) -> [EngineDiagnostic.Kind] { engine.diagnostics.map(\.kind) }

    // MARK: The focus

    @Test("Tab and Shift-Tab walk the focusable elements in order and wrap; the disabled and the actionless are passed over")
    func tabOrder() throws {
        let scene = ControlsScene(viewport: Self.viewport)
        let engine = scene.engine
        let disabled = try #require(scene.control(named: "airplane-switch"))
        disabled.isEnabled = false
        let order = engine.accessibilityElements().filter { $0.isFocusable }.map(\.identifier)
        #expect(order.count >= 8 && order.first == "wifi-switch" && !order.contains("airplane-switch") && order.contains("save-button"))
        #expect(engine.focusedAccessibilityElement == nil)
        var walked: [String] = []
        for _ in order {
            guard case .focusedElement(.movedFocus(let id)) = Self.key(engine, 1, .tab) else { Issue.record("Tab did not move the focus"); return }
            walked.append(id)
        }
        #expect(walked == order)
        #expect(Self.key(engine, 1, .tab) == .focusedElement(.movedFocus(to: order[0])))
        #expect(Self.key(engine, 1, .tab, .shift) == .focusedElement(.movedFocus(to: order[order.count - 1])))
        #expect(Self.key(engine, 1, .tab, .shift, repeat: true) == .focusedElement(.movedFocus(to: order[order.count - 2])))
        #expect(engine.moveAccessibilityFocus(.next) == order[order.count - 1])
        // Setting an identifier no element has clears the focus; a key coming up is only a key up.
        engine.focusedAccessibilityElement = "nothing"
        #expect(engine.focusedAccessibilityElement == nil)
        #expect(engine.handle(KeyEvent(timestamp: 2, key: .tab, phase: .up)) == .keyUp)
        #expect(engine.focusedAccessibilityElement == nil && engine.diagnostics.isEmpty)
        // With no element to focus, Tab is a key like a letter.
        let empty = GestureEngine(rootNode: Node(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        #expect(Self.key(empty, 1, .tab) == .notAScrollKey && empty.focusedAccessibilityElement == nil)
    }

    @Test("the focus is not kept alive: a deleted row and a removed node lose it")
    func focusIsData() throws {
        let scene = SwipeActionsScene(viewport: Self.viewport)
        try Self.focus(scene.engine, "list-content.row2")
        #expect(Self.key(scene.engine, 1, .deleteOrBackspace) == .focusedElement(.performed(.delete)))
        #expect(scene.controller.lastAction == "delete:2" && !scene.controller.rowIDs.contains(2))
        #expect(scene.engine.focusedAccessibilityElement == nil)
        let controls = ControlsScene(viewport: Self.viewport)
        try Self.focus(controls.engine, "save-button")
        let save = try #require(controls.control(named: "save-button"))
        save.removeFromParent()
        #expect(controls.engine.focusedAccessibilityElement == nil)
        #expect(Self.key(controls.engine, 1, .returnOrEnter) == .notAScrollKey && controls.engine.diagnostics.isEmpty)
    }

    @Test("with no focus, keys do what they did: the new keys do nothing and say nothing, arrows scroll under the pointer")
    func noFocusIsTodaysBehaviour() {
        let scene = ControlsScene(viewport: Self.viewport)
        for key in [KeyboardKey.returnOrEnter, .escape, .deleteOrBackspace, .other] {
            #expect(Self.key(scene.engine, 1, key) == .notAScrollKey)
        }
        #expect(scene.engine.diagnostics.isEmpty)
        let before = scene.list.contentOffset
        #expect(Self.key(scene.engine, 1, .downArrow, at: Point(x: 20, y: 400)).scrolled)
        Self.run(scene, rate: 60, from: 1, to: 2)
        #expect(scene.list.contentOffset.y == before.y + ScrollView.keyboardLineStep)
    }

    // MARK: Controls

    @Test("a button: Return and Space send primaryActionTriggered, as its tap does")
    func button() throws {
        let scene = ControlsScene(viewport: Self.viewport)
        let save = try #require(scene.control(named: "save-button"))
        var events: [Control.Event] = []
        save.addAction(for: [.touchDown, .touchUpInside, .primaryActionTriggered]) { _, event in events.append(event) }
        try Self.focus(scene.engine, "save-button")
        #expect(Self.key(scene.engine, 1, .returnOrEnter) == .focusedElement(.performed(.activate)))
        #expect(Self.key(scene.engine, 2, .spacebar) == .focusedElement(.performed(.activate)))
        #expect(events == [.touchDown, .touchUpInside, .primaryActionTriggered, .touchDown, .touchUpInside, .primaryActionTriggered])
        // Space with Shift asks nothing of a button: it pages the list (no pointer here: no scroll view).
        #expect(Self.key(scene.engine, 3, .spacebar, .shift) == .noScrollView)
        #expect(events.count == 6)
    }

    @Test("a switch: Space and Return flip it; a disabled switch is not focusable and a key asks nothing of it")
    func toggle() throws {
        let scene = ControlsScene(viewport: Self.viewport)
        let wifi = try #require(scene.control(named: "wifi-switch") as? Switch)
        #expect(wifi.isOn)
        try Self.focus(scene.engine, "wifi-switch")
        #expect(Self.key(scene.engine, 1, .spacebar) == .focusedElement(.performed(.activate)))
        #expect(!wifi.isOn)
        #expect(Self.key(scene.engine, 2, .returnOrEnter) == .focusedElement(.performed(.activate)))
        #expect(wifi.isOn)
        wifi.isEnabled = false
        #expect(scene.engine.focusedAccessibilityElement == "wifi-switch")
        #expect(Self.key(scene.engine, 3, .returnOrEnter) == .focusedElement(.noAction))
        #expect(wifi.isOn && Self.diagnostics(scene.engine) == [.keyWithoutAction])
    }

    @Test("a slider: Up and Right increment, Down and Left decrement, a held key repeats; at the end the key is refused and says why")
    func slider() throws {
        let scene = ControlsScene(viewport: Self.viewport)
        let slider = try #require(scene.control(named: "volume-slider") as? Slider)
        var changes = 0
        slider.addAction(for: .valueChanged) { _, _ in changes += 1 }
        try Self.focus(scene.engine, "volume-slider")
        #expect(abs(slider.value - 0.3) < 1e-9)
        #expect(Self.key(scene.engine, 1, .upArrow) == .focusedElement(.performed(.increment)))
        #expect(Self.key(scene.engine, 1.1, .rightArrow) == .focusedElement(.performed(.increment)))
        #expect(Self.key(scene.engine, 1.2, .rightArrow, repeat: true) == .focusedElement(.performed(.increment)))
        #expect(abs(slider.value - 0.6) < 1e-9 && changes == 3)
        #expect(Self.key(scene.engine, 2, .downArrow) == .focusedElement(.performed(.decrement)))
        #expect(Self.key(scene.engine, 2.1, .leftArrow) == .focusedElement(.performed(.decrement)))
        #expect(abs(slider.value - 0.4) < 1e-9 && changes == 5)
        slider.value = slider.maximumValue
        #expect(Self.key(scene.engine, 3, .rightArrow) == .focusedElement(.refused(.increment)))
        #expect(slider.value == slider.maximumValue && changes == 5)
        #expect(Self.diagnostics(scene.engine) == [.keyActionRefused])
        // Return asks a slider for nothing it has: refused, said.
        #expect(Self.key(scene.engine, 4, .returnOrEnter) == .focusedElement(.noAction))
        #expect(Self.diagnostics(scene.engine) == [.keyActionRefused, .keyWithoutAction])
    }

    @Test("a stepper: Up steps up, Down steps down")
    func stepper() throws {
        let scene = ControlsScene(viewport: Self.viewport)
        let copies = try #require(scene.control(named: "copies-stepper") as? Stepper)
        try Self.focus(scene.engine, "copies-stepper")
        #expect(copies.value == 1)
        #expect(Self.key(scene.engine, 1, .upArrow) == .focusedElement(.performed(.increment)))
        #expect(Self.key(scene.engine, 1.1, .upArrow, repeat: true) == .focusedElement(.performed(.increment)))
        #expect(copies.value == 3)
        #expect(Self.key(scene.engine, 2, .downArrow) == .focusedElement(.performed(.decrement)))
        #expect(copies.value == 2)
    }

    // MARK: Interactions

    @Test("sheet: Up expands and Down collapses to the detents, animated as the action is; past the top Up asks nothing", arguments: rates)
    func sheet(rate: Double) throws {
        let scene = SheetScene(viewport: Self.viewport)
        try Self.focus(scene.engine, "header")
        #expect(scene.sheet.detent == 1)
        #expect(Self.key(scene.engine, 1, .upArrow) == .focusedElement(.performed(.expand)))
        #expect(scene.sheet.detent == 2 && scene.sheet.isSettling)
        Self.run(scene, rate: rate, from: 1, to: 3)
        #expect(!scene.sheet.isSettling && scene.sheet.sheetY == scene.sheet.topY)
        // At the top the sheet has no "expand"; the Up Arrow scrolls instead (no pointer: no scroll view).
        #expect(Self.key(scene.engine, 3.1, .upArrow) == .noScrollView)
        #expect(scene.sheet.sheetY == scene.sheet.topY && !scene.sheet.isSettling)
        #expect(Self.key(scene.engine, 3.2, .downArrow) == .focusedElement(.performed(.collapse)))
        Self.run(scene, rate: rate, from: 3.2, to: 5)
        #expect(scene.sheet.detent == 1 && scene.sheet.sheetY == scene.sheet.detentPositions[1])
    }

    @Test("reorder: Option-Down and Option-Up move the focused row as a drop would; the focus follows the row", arguments: rates)
    func reorder(rate: Double) throws {
        let scene = ReorderScene(viewport: Self.viewport)
        var moves: [String] = []
        let previous = scene.controller.onReorder
        scene.controller.onReorder = { id, from, to in moves.append("\(id):\(from)>\(to)"); previous?(id, from, to) }
        try Self.focus(scene.engine, "list-content.row0")
        #expect(Self.key(scene.engine, 1, .downArrow, .option) == .focusedElement(.performed(.moveDown)))
        #expect(Self.key(scene.engine, 1.05, .downArrow, [.option, .capsLock], repeat: true) == .focusedElement(.performed(.moveDown)))
        #expect(scene.controller.rowIDs.prefix(3) == [1, 2, 0] && moves == ["0:0>1", "0:1>2"])
        #expect(scene.engine.focusedAccessibilityElement == "list-content.row0")
        Self.run(scene, rate: rate, from: 1.05, to: 1.05 + ReorderController.slideDuration)
        #expect(!scene.controller.isAnimating)
        #expect(Self.key(scene.engine, 2, .upArrow, .option) == .focusedElement(.performed(.moveUp)))
        Self.run(scene, rate: rate, from: 2, to: 2 + ReorderController.slideDuration)
        #expect(scene.controller.rowIDs.prefix(3) == [1, 0, 2] && !scene.controller.isAnimating)
        // Return asks a row for nothing it has.
        #expect(Self.key(scene.engine, 3, .returnOrEnter) == .focusedElement(.noAction))
        #expect(scene.controller.rowIDs.prefix(3) == [1, 0, 2] && Self.diagnostics(scene.engine) == [.keyWithoutAction])
    }

    @Test("swipe actions: Return selects, Delete deletes, and the Menu key chooses any swipe action for Return to perform", arguments: rates)
    func swipeActions(rate: Double) throws {
        let scene = SwipeActionsScene(viewport: Self.viewport)
        try Self.focus(scene.engine, "list-content.row3")
        #expect(Self.key(scene.engine, 1, .returnOrEnter) == .focusedElement(.performed(.activate)))
        #expect(scene.controller.selectedRow == 3)
        #expect(Self.key(scene.engine, 1.1, .menu) == .focusedElement(.choseAction(.custom("Pin"))))
        #expect(Self.key(scene.engine, 1.2, .f10, .shift) == .focusedElement(.choseAction(.custom("Delete"))))
        #expect(Self.key(scene.engine, 1.3, .menu) == .focusedElement(.choseAction(.custom("Archive"))))
        #expect(scene.engine.focusedCustomAction == .custom("Archive") && scene.controller.lastAction == "")
        #expect(Self.key(scene.engine, 1.4, .returnOrEnter) == .focusedElement(.performed(.custom("Archive"))))
        #expect(scene.controller.lastAction == "archive:3" && scene.engine.focusedCustomAction == nil)
        #expect(Self.key(scene.engine, 1.5, .deleteOrBackspace) == .focusedElement(.performed(.delete)))
        #expect(scene.controller.lastAction == "delete:3" && !scene.controller.rowIDs.contains(3))
        Self.run(scene, rate: rate, from: 1.5, to: 2)
        #expect(!scene.controller.isRemoving)
    }

    @Test("drag and drop: the Menu key chooses \"move to\" the other list and Return drops the item at its end", arguments: rates)
    func dragDrop(rate: Double) throws {
        let scene = DragDropScene(viewport: Self.viewport)
        let log = AccessibilityActionTests.recordDrops(scene)
        let id = try #require(scene.left.itemIDs.first)
        try Self.focus(scene.engine, "\(scene.left.name).item\(id)")
        let name = "move to \(scene.right.name)"
        #expect(Self.key(scene.engine, 1, .menu) == .focusedElement(.choseAction(.custom(name))))
        let count = scene.right.itemIDs.count
        #expect(Self.key(scene.engine, 1.1, .spacebar) == .focusedElement(.performed(.custom(name))))
        #expect(scene.right.itemIDs.last == id && !scene.left.itemIDs.contains(id) && log.drops == ["\(id):0>1@\(count)"])
        Self.run(scene, rate: rate, from: 1.1, to: 3)
        #expect(!scene.interaction.isSettling)
    }

    @Test("navigation: Escape pops as a release past half the width; at the bottom it asks nothing and says so", arguments: rates)
    func navigation(rate: Double) throws {
        let scene = NavigationScene(viewport: Self.viewport)
        let root = scene.rootNode.name
        try Self.focus(scene.engine, root)
        #expect(Self.key(scene.engine, 1, .escape) == .focusedElement(.performed(.escape)))
        Self.run(scene, rate: rate, from: 1, to: 3)
        #expect(scene.pop.depth == 2 && !scene.pop.isTransitioning)
        #expect(Self.key(scene.engine, 3.1, .escape) == .focusedElement(.performed(.escape)))
        Self.run(scene, rate: rate, from: 3.1, to: 5)
        #expect(scene.pop.depth == 1)
        #expect(Self.key(scene.engine, 5.1, .escape) == .focusedElement(.noAction))
        #expect(scene.pop.depth == 1 && !scene.pop.isTransitioning && Self.diagnostics(scene.engine) == [.keyWithoutAction])
    }

    @Test("refresh: the Menu key chooses \"refresh\" on the focused list and Return starts it", arguments: rates)
    func refresh(rate: Double) throws {
        let scene = RefreshScene(viewport: Self.viewport)
        try Self.focus(scene.engine, scene.list.name)
        #expect(Self.key(scene.engine, 1, .menu) == .focusedElement(.choseAction(.custom("refresh"))))
        #expect(Self.key(scene.engine, 1.1, .returnOrEnter) == .focusedElement(.performed(.custom("refresh"))))
        #expect(scene.control.isRefreshing && scene.control.refreshCount == 1)
        Self.run(scene, rate: rate, from: 1.1, to: 1.3)
        // While refreshing the list has no action: the Menu key falls back to the pointer (none: nothing).
        #expect(Self.key(scene.engine, 1.4, .menu) == .notAScrollKey)
        #expect(scene.control.refreshCount == 1)
    }

    @Test("context menu: Return on the card opens the menu and focuses its first item; Down moves, Return performs, the focus comes back", arguments: rates)
    func contextMenu(rate: Double) throws {
        let scene = ContextMenuScene(viewport: Self.viewport)
        let card = scene.card.name
        try Self.focus(scene.engine, card)
        #expect(Self.key(scene.engine, 1, .returnOrEnter) == .focusedElement(.performed(.showMenu)))
        #expect(scene.interaction.phase == .open && scene.interaction.liftScale == 1)
        let items = ContextMenuScene.items.map { "menu.\($0.identifier)" }
        #expect(scene.engine.focusedAccessibilityElement == items[0])
        #expect(Self.key(scene.engine, 1.1, .downArrow) == .focusedElement(.movedFocus(to: items[1])))
        #expect(Self.key(scene.engine, 1.2, .upArrow) == .focusedElement(.movedFocus(to: items[0])))
        #expect(Self.key(scene.engine, 1.3, .tab, .shift) == .focusedElement(.movedFocus(to: items[items.count - 1])))
        #expect(Self.key(scene.engine, 1.4, .tab) == .focusedElement(.movedFocus(to: items[0])))
        #expect(Self.key(scene.engine, 1.5, .downArrow) == .focusedElement(.movedFocus(to: items[1])))
        #expect(Self.key(scene.engine, 1.6, .returnOrEnter) == .focusedElement(.performed(.activate)))
        #expect(scene.interaction.lastAction == ContextMenuScene.items[1].identifier)
        Self.run(scene, rate: rate, from: 1.6, to: 2.5)
        #expect(scene.interaction.phase == .idle && scene.engine.focusedAccessibilityElement == card)
        // The Menu key opens it too; Escape on an item closes it and gives the focus back.
        #expect(Self.key(scene.engine, 3, .menu) == .focusedElement(.performed(.showMenu)))
        #expect(scene.engine.focusedAccessibilityElement == items[0])
        #expect(Self.key(scene.engine, 3.1, .escape) == .focusedElement(.performed(.escape)))
        Self.run(scene, rate: rate, from: 3.1, to: 4)
        #expect(scene.interaction.phase == .idle && scene.engine.focusedAccessibilityElement == card)
        #expect(scene.interaction.lastAction == ContextMenuScene.items[1].identifier)
    }

    @Test("collapsing header: Down collapses and Up expands it on its snap spring; keys that scroll still scroll its list", arguments: rates)
    func collapsingHeader(rate: Double) throws {
        let scene = CollapsingHeaderScene(viewport: Self.viewport)
        try Self.focus(scene.engine, scene.headerNode.name)
        #expect(scene.headerHeight == scene.header.expandedHeight)
        // Expanded, the header has no "expand": Up scrolls (no pointer: no scroll view) and says so.
        #expect(Self.key(scene.engine, 1, .upArrow) == .noScrollView)
        #expect(Self.diagnostics(scene.engine) == [.keyWithoutScrollView] && !scene.header.isSnapping)
        #expect(Self.key(scene.engine, 1.1, .downArrow) == .focusedElement(.performed(.collapse)))
        #expect(scene.header.isSnapping)
        Self.run(scene, rate: rate, from: 1.1, to: 3)
        #expect(scene.headerHeight == scene.header.collapsedHeight && !scene.header.isSnapping)
        #expect(scene.list.frame.minY == scene.header.collapsedHeight)
        #expect(Self.key(scene.engine, 3.1, .upArrow) == .focusedElement(.performed(.expand)))
        Self.run(scene, rate: rate, from: 3.1, to: 5)
        #expect(scene.headerHeight == scene.header.expandedHeight)
        // Page Down with the pointer over the list scrolls the list, as before.
        #expect(Self.key(scene.engine, 5.1, .pageDown, at: Point(x: 195, y: 600)).scrolled)
        Self.run(scene, rate: rate, from: 5.1, to: 6)
        #expect(scene.list.contentOffset.y > scene.list.minimumContentOffset.y)
    }
}
