// Why this file exists: the reorder controller's own rules, without a scene: how it corrects bad
// configuration (and records it), its geometry (slots, the gap a removed row leaves closing from time), and
// that removals and cancels with nothing lifted keep every id exactly once.

import GraspInteractions
import Testing

@Suite("Reorder controller")
struct ReorderControllerTests {
    @Test func badConfigurationIsCorrectedAndRecorded() {
        let controller = ReorderController(rowIDs: [4, 2, 4, 7], rowHeight: .nan, autoScroll: EdgeAutoScroll(zoneDepth: -1))
        #expect(controller.rowHeight == 60)
        #expect(controller.rowIDs == [4, 2, 7])
        #expect(controller.diagnostics.map { $0.parameter } == ["rowHeight", "zoneDepth"])
        #expect(controller.diagnostics.map { $0.reason } == ["not a finite number", "not above zero"])
        #expect(ReorderController(rowIDs: [1], rowHeight: 0).diagnostics.map { $0.reason } == ["not above zero"])
        #expect(ReorderController(rowIDs: [1]).diagnostics.isEmpty)
        #expect(controller.longPress.name == "rowLift" && controller.longPress.minimumPressDuration == 0.5)
        #expect(controller.catchRecognizer.name == "rowCatch")
    }

    @Test func geometryAndRemoval() {
        let controller = ReorderController(rowIDs: Array(0..<5), rowHeight: 50)
        var changes = 0
        controller.onChange = { changes += 1 }
        #expect(controller.contentHeight == 250)
        #expect(controller.rowIndex(atY: 120) == 2)
        #expect(controller.rowIndex(atY: -1) == nil && controller.rowIndex(atY: .nan) == nil && controller.rowIndex(atY: 250) == nil)
        #expect(!controller.needsFrames && !controller.isAutoScrolling)
        controller.removeRow(1, at: 10)
        #expect(controller.rowIDs == [0, 2, 3, 4])
        #expect(controller.contentHeight == 200)
        // The rows below start where they were and slide up on an ease-out over 0.25 s.
        #expect(controller.rowY(at: 1) == 100 && controller.isAnimating && controller.needsFrames)
        #expect(controller.rowIndex(atY: 75) == nil)
        controller.advance(to: 10.125)
        #expect(abs(controller.rowY(at: 1) - (50 + 50 * 0.125)) < 1e-9)
        // forEachRow gives what rowY(at:) gives, with the ids, top to bottom.
        var rows: [(Int, Int, Double)] = []
        controller.forEachRow { rows.append(($0, $1, $2)) }
        #expect(rows.map { $0.1 } == [0, 2, 3, 4])
        #expect(rows.allSatisfy { $0.2 == controller.rowY(at: $0.0) })
        controller.advance(to: 10.3)
        #expect(controller.rowY(at: 1) == 50 && !controller.isAnimating)
        #expect(changes == 3)
        // Unknown rows, a cancel with nothing lifted and bad times change nothing.
        controller.removeRow(1, at: 11)
        controller.removeRow(-5, at: 11)
        controller.cancel(at: 11)
        controller.advance(to: .nan)
        #expect(controller.rowIDs == [0, 2, 3, 4])
        #expect(controller.rowY(at: 3) == 150 && changes == 3)
        // Every row removed: an empty list.
        for id in controller.rowIDs { controller.removeRow(id, at: 12) }
        controller.advance(to: 13)
        #expect(controller.rowCount == 0 && controller.contentHeight == 0 && !controller.needsFrames)
        #expect(controller.rowIndex(atY: 10) == nil)
    }
}
