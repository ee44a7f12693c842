// Why this file exists: recognizers are configured by app code, which can pass nonsense (no taps,
// negative slops, NaN durations). Each bad value has a defined, documented outcome, shown here.

import Grasp
import Testing

@Suite("Recognizer configuration")
struct RecognizerConfigurationTests {
    @Test func defaultsComeFromGestureDefaults() {
        let tap = TapGestureRecognizer()
        #expect(tap.maximumMovement == GestureDefaults.tapMaximumMovement)
        #expect(tap.maximumInterval == GestureDefaults.tapMaximumInterval)
        #expect(tap.maximumDistance == GestureDefaults.tapMaximumDistance)
        #expect(PanGestureRecognizer().slop == GestureDefaults.panSlop)
        #expect(ScreenEdgePanGestureRecognizer().edgeMargin == GestureDefaults.screenEdgeMargin)
        #expect(ScreenEdgePanGestureRecognizer().edges.isEmpty)
        let swipe = SwipeGestureRecognizer()
        #expect(swipe.minimumDistance == GestureDefaults.swipeMinimumDistance)
        #expect(swipe.minimumSpeed == GestureDefaults.swipeMinimumSpeed)
        #expect(swipe.maximumDuration == GestureDefaults.swipeMaximumDuration)
        #expect(swipe.maximumAngle == GestureDefaults.swipeMaximumAngle)
        #expect(PinchGestureRecognizer().spanSlop == GestureDefaults.pinchSpanSlop)
        #expect(RotationGestureRecognizer().angleSlop == GestureDefaults.rotationAngleSlop)
    }

    @Test func countsBelowTheirMinimumAreRaised() {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 0
        tap.numberOfTouchesRequired = -3
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        let press = LongPressGestureRecognizer()
        press.numberOfTouchesRequired = 0
        press.numberOfTapsRequired = -1
        #expect(press.numberOfTouchesRequired == 1 && press.numberOfTapsRequired == 0)
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 0
        #expect(pan.minimumNumberOfTouches == 1)
        let swipe = SwipeGestureRecognizer()
        swipe.numberOfTouchesRequired = 0
        #expect(swipe.numberOfTouchesRequired == 1)
    }

    @Test func negativeOrNaNThresholdsCountAsZero() {
        let tap = TapGestureRecognizer()
        tap.maximumMovement = -1
        tap.maximumInterval = .nan
        tap.maximumDistance = -.infinity
        #expect(tap.maximumMovement == 0 && tap.maximumInterval == 0 && tap.maximumDistance == 0)
        let press = LongPressGestureRecognizer()
        press.minimumPressDuration = .nan
        press.allowableMovement = -5
        #expect(press.minimumPressDuration == 0 && press.allowableMovement == 0)
        let pan = PanGestureRecognizer()
        pan.slop = .nan
        #expect(pan.slop == 0)
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edgeMargin = -1
        #expect(edge.edgeMargin == 0)
        let swipe = SwipeGestureRecognizer()
        swipe.minimumDistance = -1
        swipe.minimumSpeed = .nan
        swipe.maximumDuration = -1
        swipe.maximumAngle = 3
        #expect(swipe.minimumDistance == 0 && swipe.minimumSpeed == 0 && swipe.maximumDuration == 0)
        #expect(swipe.maximumAngle == .pi / 2)
        let pinch = PinchGestureRecognizer()
        pinch.spanSlop = -1
        #expect(pinch.spanSlop == 0)
        let rotation = RotationGestureRecognizer()
        rotation.angleSlop = .nan
        #expect(rotation.angleSlop == 0)
    }

    @Test func aZeroSlopPanBeginsAtTouchDown() {
        let pan = PanGestureRecognizer(name: "pan")
        pan.slop = 0
        let d = GestureTestHost.scenario(pan)
        d.down(1, 100, 100, at: 0)
        #expect(d.reportedStates(of: pan) == ["began"])
        d.move(1, 100.5, 100, at: 0.01)
        #expect(d.reportedStates(of: pan) == ["began", "changed"])
    }

    @Test func aMaximumBelowTheMinimumNeverBegins() {
        let pan = PanGestureRecognizer(name: "pan")
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 1
        let d = GestureTestHost.scenario(pan)
        d.send(at: 0, [d.sample(1, .began, 100, 100), d.sample(2, .began, 200, 100)])
        d.send(at: 0.05, [d.sample(1, .moved, 100, 200), d.sample(2, .moved, 200, 200)])
        d.send(at: 0.06, [d.sample(1, .ended, 100, 200), d.sample(2, .ended, 200, 200)])
        #expect(d.reportedStates(of: pan) == ["failed"])
    }

    @Test func nonFiniteScaleOrRotationAssignmentsAreIgnored() {
        let pinch = PinchGestureRecognizer()
        pinch.scale = .nan
        pinch.scale = -2
        #expect(pinch.scale == 1)
        let rotation = RotationGestureRecognizer()
        rotation.rotation = .infinity
        #expect(rotation.rotation == 0)
    }

    @Test func directionAndEdgeNames() {
        #expect(SwipeDirection.left.description == "left")
        #expect(SwipeDirection.all.description == "right+left+up+down")
        #expect(SwipeDirection().description == "none")
        #expect(SwipeDirection([.up, .down]).unitVector == .zero)
        #expect(RectEdge.all.description == "top+left+bottom+right")
        #expect(RectEdge.bottom.inwardVector == Point(x: 0, y: -1))
    }
}
