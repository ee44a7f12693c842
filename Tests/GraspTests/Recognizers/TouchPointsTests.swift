// Why this file exists: taps, long presses, swipes and touch-downs find where each touch landed in a
// `TouchPoints`, a short list walked instead of a dictionary. These tests pin what the recognizers rely
// on: a touch's point reads back, a second landing of the same identity replaces the first, forgetting one
// touch leaves the others, and emptying forgets every touch.

@testable import Grasp
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
}
