// Why this file exists: the swipe-actions controller's own rules, without a scene: how it corrects bad
// configuration (and records it), its geometry (rows, the removal's gap, the buttons' shares of the
// revealed width), and that its model never loses or repeats a row.

import GraspInteractions
import Testing

@Suite("Swipe actions")
struct SwipeActionsTests {
    let red = Color(red: 1, green: 0, blue: 0)

    @Test func badConfigurationIsCorrectedAndRecorded() {
        let controller = SwipeActionsController(
            rowIDs: [4, 2, 4, 7], rowHeight: .nan,
            trailing: [SwipeAction(identifier: "delete", title: "Delete", style: .destructive, color: red, width: -3)])
        #expect(controller.rowHeight == 60)
        #expect(controller.trailingActions[0].width == 74)
        #expect(controller.diagnostics.map { $0.parameter } == ["rowHeight", "trailing.delete.width"])
        #expect(controller.diagnostics.map { $0.reason } == ["not a finite number", "not above zero"])
        // A repeated id is dropped: each row once, in order.
        #expect(controller.rowIDs == [4, 2, 7])
        #expect(SwipeActionsController(rowIDs: [1]).diagnostics.isEmpty)
    }

    @Test func geometryAndRemoval() {
        let controller = SwipeActionsController(rowIDs: Array(0..<5), rowHeight: 50)
        var changes = 0
        controller.onChange = { changes += 1 }
        #expect(controller.contentHeight == 250)
        #expect(controller.rowIndex(atY: 120) == 2)
        #expect(controller.rowIndex(atY: -1) == nil && controller.rowIndex(atY: .nan) == nil && controller.rowIndex(atY: 250) == nil)
        controller.removeRow(1, at: 10)
        #expect(controller.rowIDs == [0, 2, 3, 4])
        // The gap is whole at the start, then closes on an ease-out over 0.25 s.
        #expect(controller.rowY(at: 1) == 100 && controller.contentHeight == 250)
        #expect(controller.rowIndex(atY: 75) == nil)
        controller.advance(to: 10.125)
        #expect(abs(controller.rowY(at: 1) - (50 + 50 * 0.125)) < 1e-9)
        controller.advance(to: 10.3)
        #expect(controller.rowY(at: 1) == 50 && controller.contentHeight == 200 && !controller.isRemoving)
        #expect(changes == 3)
        // Unknown rows change nothing.
        controller.removeRow(1, at: 11)
        controller.removeRow(-5, at: 11)
        #expect(controller.rowIDs == [0, 2, 3, 4])
        #expect(controller.actionFrames().isEmpty)
    }
}
