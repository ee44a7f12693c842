// Why this file exists: taps, long presses, swipes and touch-downs find where each touch landed in a
// `TouchPoints`, a short list walked instead of a dictionary. These tests pin what the recognizers rely
// on: a touch's point reads back, a second landing of the same identity replaces the first, forgetting one
// touch leaves the others, and emptying forgets every touch. The pan relies on two more: a move returns
// the point it replaces (nothing for a touch noted for the first time), and forgetting lifted touches
// keeps the others in order.

@testable import Grasp
@testable import GraspCore
import Testing

@Suite("Touch points")
struct TouchPointsTests {
    @Test func aTouchsPointReadsBackAndAnUnknownTouchHasNone() {
        var points = TouchPoints()
        points[TouchID(1)] = Point(x: 10, y: 20)
        points[TouchID(2)] = Point(x: 30, y: 40)
        #expect(points[TouchID(1)] == Point(x: 10, y: 20))
        #expect(points[TouchID(2)] == Point(x: 30, y: 40))
        #expect(points[TouchID(3)] == nil)
    }

    @Test func settingATouchAgainReplacesItsPoint() {
        var points = TouchPoints()
        points[TouchID(1)] = Point(x: 10, y: 20)
        points[TouchID(1)] = Point(x: 11, y: 21)
        #expect(points[TouchID(1)] == Point(x: 11, y: 21))
    }

    @Test func forgettingOneTouchKeepsTheOthers() {
        var points = TouchPoints()
        points[TouchID(1)] = Point(x: 10, y: 20)
        points[TouchID(2)] = Point(x: 30, y: 40)
        points[TouchID(1)] = nil
        points[TouchID(9)] = nil
        #expect(points[TouchID(1)] == nil)
        #expect(points[TouchID(2)] == Point(x: 30, y: 40))
    }

    @Test func emptyingForgetsEveryTouch() {
        var points = TouchPoints()
        points[TouchID(1)] = Point(x: 10, y: 20)
        points[TouchID(2)] = Point(x: 30, y: 40)
        points.removeAll()
        #expect(points[TouchID(1)] == nil)
        #expect(points[TouchID(2)] == nil)
        points[TouchID(2)] = Point(x: 5, y: 6)
        #expect(points[TouchID(2)] == Point(x: 5, y: 6))
    }

    @Test func aMoveReturnsThePointItReplacesAndNotesANewTouch() {
        var points = TouchPoints()
        #expect(points.move(TouchID(1), to: Point(x: 10, y: 20), expectedAt: 0) == nil)
        #expect(points.move(TouchID(2), to: Point(x: 30, y: 40), expectedAt: 1) == nil)
        #expect(points.count == 2)
        // In the order noted, and out of it (the walk finds the touch).
        #expect(points.move(TouchID(1), to: Point(x: 11, y: 21), expectedAt: 0) == Point(x: 10, y: 20))
        #expect(points.move(TouchID(2), to: Point(x: 31, y: 41), expectedAt: 0) == Point(x: 30, y: 40))
        #expect(points.move(TouchID(1), to: Point(x: 12, y: 22), expectedAt: 5) == Point(x: 11, y: 21))
        #expect(points[TouchID(1)] == Point(x: 12, y: 22))
        #expect(points[TouchID(2)] == Point(x: 31, y: 41))
        #expect(points.count == 2)
    }

    @Test func forgettingLiftedTouchesKeepsTheOthersInOrder() {
        var points = TouchPoints()
        for id in 1...3 { points[TouchID(id)] = Point(x: Double(id), y: 0) }
        let lifted = Touch(id: TouchID(2), phase: .ended, location: .zero, previousLocation: .zero, timestamp: 0)
        points.forget([lifted])
        #expect(points.count == 2)
        #expect(points[TouchID(2)] == nil)
        // Touch 3 is now second: a move expected there finds it without a walk, and returns its point.
        #expect(points.move(TouchID(3), to: .zero, expectedAt: 1) == Point(x: 3, y: 0))
        #expect(points[TouchID(1)] == Point(x: 1, y: 0))
    }
}

/// The first touch's point is held apart from the others' list, and a pan's several fingers move through
/// `moveAll`: both must read exactly as the one list and the move of each touch in turn did.
@Suite("Touch points: the first one inline, and several moved at once")
struct TouchPointsFirstAndAllTests {
    private func touch(_ id: Int, _ x: Double, _ y: Double) -> Touch {
        Touch(id: TouchID(id), phase: .moved, location: Point(x: x, y: y), timestamp: 0)
    }

    @Test func forgettingTheFirstTouchMakesTheSecondOneFirst() {
        var points = TouchPoints()
        for id in 1...3 { points[TouchID(id)] = Point(x: Double(id), y: 0) }
        points[TouchID(1)] = nil
        #expect(points.count == 2)
        #expect(points.move(TouchID(2), to: Point(x: 9, y: 9), expectedAt: 0) == Point(x: 2, y: 0))
        #expect(points.move(TouchID(3), to: Point(x: 8, y: 8), expectedAt: 1) == Point(x: 3, y: 0))
        points.forget([touch(2, 0, 0), touch(3, 0, 0)])
        #expect(points.count == 0)
        #expect(points.move(TouchID(4), to: Point(x: 1, y: 1), expectedAt: 0) == nil)
        #expect(points.count == 1)
        #expect(points[TouchID(4)] == Point(x: 1, y: 1))
    }

    /// The orders a pan meets: in order, a finger out of order, a new finger among known ones, the first
    /// finger new, and a finger gone.
    @Test(arguments: [
        [1, 2, 3], [2, 1, 3], [1, 4, 2, 3], [5, 1, 2], [1, 3], [3, 2, 1],
    ])
    func movingAllAtOnceEqualsMovingEachInTurn(order: [Int]) {
        var each = TouchPoints(), all = TouchPoints()
        for id in 1...3 {
            let point = Point(x: Double(id) * 10.1, y: Double(id) * 0.3)
            each[TouchID(id)] = point
            all[TouchID(id)] = point
        }
        let touches = order.map { touch($0, Double($0) * 10.1 + 0.7 * Double($0), 0.1 * Double($0 * $0)) }
        var sum = Point.zero
        var count = 0
        for (position, touch) in touches.enumerated() {
            if let previous = each.move(touch.id, to: touch.location, expectedAt: position) {
                sum += touch.location - previous
                count += 1
            }
        }
        let moved = all.moveAll(to: touches)
        #expect(moved.sum == sum)
        #expect(moved.count == count)
        #expect(all.count == each.count)
        for id in 1...5 { #expect(all[TouchID(id)] == each[TouchID(id)]) }
        // And the next move finds every touch where the one-by-one list has it.
        for (position, touch) in touches.enumerated() {
            #expect(all.move(touch.id, to: .zero, expectedAt: position) == each.move(touch.id, to: .zero, expectedAt: position))
        }
    }
}
