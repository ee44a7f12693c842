// Why this file exists: the specification of the property animator as tests — the UIKit life cycle
// (start, pause, scrub, reverse, continue, stop, finish) and the positions completions receive.

import GraspGeometry
import GraspMotion
import Testing

@Suite("PropertyAnimator")
struct PropertyAnimatorTests {
    @Test("Runs from start to end and completes at .end")
    func runsToTheEnd() {
        let a = PropertyAnimator(duration: 0.5, curve: .linear, from: 0.0, to: 100)
        var ended: [PropertyAnimator<Double>.Position] = []
        a.addCompletion { ended.append($0) }
        #expect(a.state == .inactive)
        a.startAnimation(at: 1.0)
        #expect(a.state == .active && a.isRunning)
        a.tick(1.25)
        #expect(abs(a.value - 50) < 1e-9)
        #expect(abs(a.fractionComplete - 0.5) < 1e-9)
        #expect(abs(a.velocity - 200) < 1e-9)
        a.tick(1.5)
        #expect(a.value == 100)
        #expect(a.state == .inactive && !a.isRunning)
        #expect(ended == [.end])
    }

    @Test("Pause, scrub and continue: the remaining part takes the time it has left")
    func pauseScrubContinue() {
        let a = PropertyAnimator(duration: 1, curve: .linear, from: Point(x: 0, y: 0), to: Point(x: 100, y: 0))
        a.startAnimation(at: 0)
        a.tick(0.2)
        a.pauseAnimation()
        #expect(!a.isRunning && a.state == .active)
        a.tick(5)   // paused: time passes, nothing moves
        #expect(abs(a.fractionComplete - 0.2) < 1e-9)
        a.fractionComplete = 0.6
        #expect(abs(a.value.x - 60) < 1e-9)
        a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        a.tick(5.2)
        #expect(abs(a.fractionComplete - 0.8) < 1e-9)
        a.tick(5.4)
        #expect(a.state == .inactive && a.value.x == 100)
    }

    @Test("durationFactor sets the remaining duration as a multiple of the whole")
    func durationFactor() {
        let a = PropertyAnimator(duration: 1, curve: .linear, from: 0.0, to: 1)
        a.pauseAnimation(at: 0)
        a.fractionComplete = 0.5
        a.continueAnimation(withTimingParameters: .curve(.linear), durationFactor: 0.25, at: 0)
        a.tick(0.125)
        #expect(abs(a.fractionComplete - 0.75) < 1e-9)
    }

    @Test("Reversing mid-flight turns around where it is and completes at .start")
    func reverse() {
        let a = PropertyAnimator(duration: 1, curve: .easeInOut, from: 0.0, to: 10)
        var ended: [PropertyAnimator<Double>.Position] = []
        a.addCompletion { ended.append($0) }
        a.startAnimation(at: 0)
        a.tick(0.4)
        let before = a.value
        a.isReversed = true
        #expect(a.value == before)
        a.tick(0.6)
        #expect(a.value < before)
        #expect(abs(a.fractionComplete - 0.2) < 1e-9)
        a.tick(0.8)
        #expect(a.value == 0)
        #expect(ended == [.start])
    }

    @Test("Scrubbing an inactive animator pauses it; scrubbing a running one is ignored")
    func scrubbingRules() {
        let a = PropertyAnimator(duration: 1, curve: .linear, from: 0.0, to: 1)
        a.fractionComplete = 0.3
        #expect(a.state == .active && !a.isRunning && abs(a.value - 0.3) < 1e-12)
        a.startAnimation(at: 0)
        a.fractionComplete = 0.9
        #expect(abs(a.fractionComplete - 0.3) < 1e-12)
    }

    @Test("Stop, then finish at .end, .start or .current")
    func stopAndFinish() {
        for (position, expected) in [(PropertyAnimator<Double>.Position.end, 100.0), (.start, 0), (.current, 25)] {
            let a = PropertyAnimator(duration: 1, curve: .linear, from: 0.0, to: 100)
            var ended: [PropertyAnimator<Double>.Position] = []
            a.addCompletion { ended.append($0) }
            a.startAnimation(at: 0)
            a.stopAnimation(false, at: 0.25)
            #expect(a.state == .stopped)
            #expect(abs(a.value - 25) < 1e-9)
            a.tick(0.9)
            #expect(abs(a.value - 25) < 1e-9)
            a.finishAnimation(at: position)
            #expect(abs(a.value - expected) < 1e-9)
            #expect(a.state == .inactive)
            #expect(ended == [position])
        }
    }

    @Test("Stopping without finishing leaves the value and runs no completion")
    func stopWithoutFinishing() {
        let a = PropertyAnimator(duration: 1, curve: .linear, from: 0.0, to: 100)
        var called = false
        a.addCompletion { _ in called = true }
        a.startAnimation(at: 0)
        a.stopAnimation(true, at: 0.5)
        #expect(a.state == .inactive)
        #expect(abs(a.value - 50) < 1e-9)
        a.tick(2)
        #expect(!called)
    }

    @Test("Start after a delay; pausesOnCompletion keeps it active at the end")
    func delayAndPauseOnCompletion() {
        let a = PropertyAnimator(duration: 0.5, curve: .linear, from: 0.0, to: 1)
        a.pausesOnCompletion = true
        a.startAnimation(afterDelay: 0.5, at: 0)
        a.tick(0.4)
        #expect(a.value == 0)
        a.tick(0.75)
        #expect(abs(a.value - 0.5) < 1e-9)
        a.tick(2)
        #expect(a.value == 1 && a.state == .active && !a.isRunning)
    }

    @Test("A spring-timed animator settles on its end value within its duration")
    func springTiming() {
        let a = PropertyAnimator(duration: 0.6, dampingRatio: 0.7, from: 0.0, to: 100)
        a.startAnimation(at: 0)
        var peak = 0.0
        for i in 1...60 { a.tick(Double(i) * 0.01); peak = max(peak, a.value) }
        #expect(peak > 100)                    // underdamped: it overshoots
        #expect(a.value == 100 && a.state == .inactive)
    }

    @Test("Frame-rate independent: the same values at the same times whatever the tick rate")
    func frameRate() {
        func sample(_ rate: Double) -> [Double] {
            let a = PropertyAnimator(duration: 1, curve: .easeInOut, from: 0.0, to: 1)
            a.startAnimation(at: 0)
            var out: [Double] = []
            for i in 0...Int(rate) {
                a.tick(Double(i) / rate)
                if i % Int(rate / 30) == 0 { out.append(a.value) }
            }
            return out
        }
        let reference = sample(30)
        for rate in [60.0, 120, 240] { #expect(zip(sample(rate), reference).allSatisfy { abs($0 - $1) < 1e-12 }) }
    }

    @Test("Bad durations and damping ratios stop with a clear message")
    func badInput() async {
        await #expect(processExitsWith: .failure) { _ = PropertyAnimator(duration: 0, from: 0.0, to: 1) }
        await #expect(processExitsWith: .failure) { _ = PropertyAnimator(duration: 1, dampingRatio: 0, from: 0.0, to: 1) }
    }
}
