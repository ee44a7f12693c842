// Why this file exists: every interaction scene can be operated without a drag, by accessibility action,
// and the action ends where the gesture ends (the same model change, the same callbacks), at 60, 120 and
// 240 Hz frame clocks. An action an element does not take returns false and changes nothing.

import Grasp
import GraspInteractions
import GraspScenes
import Testing

@Suite("Accessibility actions in the scenes")
struct AccessibilityActionTests {
    static let rates: [Double] = [60, 120, 240]
    static let viewport = Size(width: 390, height: 844)

    /// Ticks `scene` at every frame of `rate` from `from` through `to`.
    static func run(_ scene: some Scene, rate: Double, from: Double, to: Double) {
        var frame = (from * rate).rounded(.up)
        while frame / rate <= to {
            scene.tick(frame / rate)
            frame += 1
        }
    }

    /// The drops of a scene, each "id:from>to@index", in order.
    final class DropLog { var drops: [String] = [] }

    /// Records every drop of `scene` in a log, the scene's own handler still called.
    static func recordDrops(_ scene: DragDropScene) -> DropLog {
        let log = DropLog()
        let previous = scene.interaction.onDrop
        scene.interaction.onDrop = { id, from, to, index in log.drops.append("\(id):\(from)>\(to)@\(index)"); previous?(id, from, to, index) }
        return log
    }

    /// The element named `identifier`, in window coordinates.
    static func element(_ engine: GestureEngine, _ identifier: String) -> AccessibilityElement? {
        engine.accessibilityElements().first { $0.identifier == identifier }
    }

    @Test("reorder: move down and move up as a drag and drop would; the ends refuse", arguments: rates)
    func reorder(rate: Double) throws {
        let scene = ReorderScene(viewport: Self.viewport)
        var moves: [String] = []
        let previous = scene.controller.onReorder
        scene.controller.onReorder = { id, from, to in moves.append("\(id):\(from)>\(to)"); previous?(id, from, to) }
        let row0 = try #require(Self.element(scene.engine, "list-content.row0"))
        #expect(row0.actions == [.custom("move down")] && row0.value == "1 of 30")
        #expect(!scene.engine.performAccessibilityAction(.custom("move up"), at: row0.activationPoint, timestamp: 1))
        #expect(scene.controller.rowIDs.prefix(3) == [0, 1, 2] && moves.isEmpty)
        #expect(scene.engine.performAccessibilityAction(.custom("move down"), at: row0.activationPoint, timestamp: 1))
        #expect(scene.controller.rowIDs.prefix(3) == [1, 0, 2] && moves == ["0:0>1"])
        #expect(scene.controller.isAnimating)
        Self.run(scene, rate: rate, from: 1, to: 1 + ReorderController.slideDuration)
        #expect(!scene.controller.isAnimating)
        let moved = try #require(Self.element(scene.engine, "list-content.row0"))
        #expect(scene.engine.performAccessibilityAction(.custom("move up"), at: moved.activationPoint, timestamp: 2))
        #expect(scene.controller.rowIDs.prefix(3) == [0, 1, 2] && moves == ["0:0>1", "0:1>0"])
        #expect(scene.order == (0..<30).map { String($0) }.joined(separator: ","))
    }

    @Test("swipe actions: a row's swipe actions are its custom actions", arguments: rates)
    func swipeActions(rate: Double) throws {
        let scene = SwipeActionsScene(viewport: Self.viewport)
        let row = try #require(Self.element(scene.engine, "list-content.row2"))
        #expect(row.actions.map(\.name) == ["activate", "Pin", "Delete", "Archive"])
        #expect(!scene.engine.performAccessibilityAction(.custom("Share"), at: row.activationPoint, timestamp: 1))
        #expect(scene.controller.lastAction == "" && scene.controller.rowIDs.contains(2))
        #expect(scene.engine.performAccessibilityAction(.custom("Archive"), at: row.activationPoint, timestamp: 1))
        #expect(scene.controller.lastAction == "archive:2" && scene.controller.rowIDs.contains(2))
        #expect(scene.engine.performAccessibilityAction(.custom("Delete"), at: row.activationPoint, timestamp: 1.5))
        #expect(scene.controller.lastAction == "delete:2" && !scene.controller.rowIDs.contains(2))
        Self.run(scene, rate: rate, from: 1.5, to: 2)
        #expect(!scene.controller.isRemoving)
        let next = try #require(Self.element(scene.engine, "list-content.row3"))
        #expect(scene.engine.performAccessibilityAction(.activate, at: next.activationPoint, timestamp: 2.1))
        #expect(scene.controller.selectedRow == 3)
        #expect(Self.element(scene.engine, "list-content.row3")?.traits.contains(.selected) == true)
    }

    @Test("sheet: expand and collapse settle on the detents; past the ends they refuse", arguments: rates)
    func sheet(rate: Double) throws {
        let scene = SheetScene(viewport: Self.viewport)
        let header = try #require(Self.element(scene.engine, "header"))
        #expect(header.value == "detent 2 of 3" && header.actions.map(\.name) == ["expand", "collapse"])
        #expect(scene.engine.performAccessibilityAction(.custom("expand"), at: header.activationPoint, timestamp: 1))
        #expect(scene.sheet.detent == 2 && scene.sheet.isSettling)
        Self.run(scene, rate: rate, from: 1, to: 3)
        #expect(!scene.sheet.isSettling && scene.sheet.sheetY == scene.sheet.topY)
        let top = try #require(Self.element(scene.engine, "header"))
        #expect(top.actions.map(\.name) == ["collapse"])
        #expect(!scene.engine.performAccessibilityAction(.custom("expand"), at: top.activationPoint, timestamp: 3.1))
        #expect(scene.sheet.sheetY == scene.sheet.topY && !scene.sheet.isSettling)
        #expect(scene.engine.performAccessibilityAction(.custom("collapse"), at: top.activationPoint, timestamp: 3.2))
        Self.run(scene, rate: rate, from: 3.2, to: 5)
        #expect(scene.sheet.detent == 1 && scene.sheet.sheetY == scene.sheet.detentPositions[1])
    }

    @Test("refresh: the action starts a refresh and shows the control; while refreshing it refuses", arguments: rates)
    func refresh(rate: Double) throws {
        let scene = RefreshScene(viewport: Self.viewport)
        var refreshes = 0
        let previous = scene.control.onRefresh
        scene.control.onRefresh = { refreshes += 1; previous?() }
        let list = try #require(Self.element(scene.engine, scene.list.name))
        #expect(list.actions == [.custom("refresh")])
        #expect(scene.engine.performAccessibilityAction(.custom("refresh"), at: list.activationPoint, timestamp: 1))
        #expect(scene.control.isRefreshing && scene.control.refreshCount == 1 && refreshes == 1)
        Self.run(scene, rate: rate, from: 1, to: 1.2)
        #expect(!scene.engine.performAccessibilityAction(.custom("refresh"), at: list.activationPoint, timestamp: 1.3))
        #expect(scene.control.refreshCount == 1 && refreshes == 1)
    }

    @Test("navigation: back pops as a release past half the width; at the bottom it refuses", arguments: rates)
    func navigation(rate: Double) throws {
        let scene = NavigationScene(viewport: Self.viewport)
        let center = Point(x: 195, y: 422)
        #expect(scene.pop.depth == 3)
        #expect(scene.engine.performAccessibilityAction(.custom("back"), at: center, timestamp: 1))
        Self.run(scene, rate: rate, from: 1, to: 3)
        #expect(scene.pop.depth == 2 && !scene.pop.isTransitioning)
        #expect(scene.engine.performAccessibilityAction(.escape, at: center, timestamp: 3.1))
        Self.run(scene, rate: rate, from: 3.1, to: 5)
        #expect(scene.pop.depth == 1)
        #expect(!scene.engine.performAccessibilityAction(.custom("back"), at: center, timestamp: 5.1))
        #expect(scene.pop.depth == 1 && !scene.pop.isTransitioning)
    }

    @Test("drag and drop: move to the other list, as a drop at its end", arguments: rates)
    func dragDrop(rate: Double) throws {
        let scene = DragDropScene(viewport: Self.viewport)
        let log = Self.recordDrops(scene)
        let id = try #require(scene.left.itemIDs.first)
        let item = try #require(Self.element(scene.engine, "\(scene.left.name).item\(id)"))
        let name = "move to \(scene.right.name)"
        #expect(item.actions == [.custom(name)])
        #expect(!scene.engine.performAccessibilityAction(.custom("move to \(scene.left.name)"), at: item.activationPoint, timestamp: 1))
        let count = scene.right.itemIDs.count
        #expect(scene.engine.performAccessibilityAction(.custom(name), at: item.activationPoint, timestamp: 1))
        #expect(scene.right.itemIDs.last == id && !scene.left.itemIDs.contains(id) && log.drops == ["\(id):0>1@\(count)"])
        #expect(scene.interaction.isSettling)
        Self.run(scene, rate: rate, from: 1, to: 3)
        #expect(!scene.interaction.isSettling)
    }

    @Test func controlsSceneListsItsControls() {
        let scene = ControlsScene(viewport: Self.viewport)
        let elements = scene.engine.accessibilityElements()
        #expect(elements.contains { $0.traits.contains(.adjustable) })
        #expect(elements.contains { $0.traits.contains(.button) })
        #expect(elements.allSatisfy { !$0.identifier.isEmpty && $0.frame.width > 0 })
    }
}
