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
