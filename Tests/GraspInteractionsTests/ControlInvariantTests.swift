// Why this file exists: the invariant every control keeps, whatever the fingers do: each touch-down is
// answered by exactly one of touch-up-inside, touch-up-outside or touch-cancel, before the next
// touch-down, and a control at rest is neither tracking nor highlighted. Random streams (seeded, so a
// failure replays) over a screen of controls inside scroll views with recognizers around them.

import GraspInteractions
import Testing

/// A small seeded generator (SplitMix64), so that the streams are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Control invariant")
struct ControlInvariantTests {
    /// Checks one control's event log: touch-downs and terminal events alternate, starting with a
    /// touch-down and ending with a terminal one.
    static func balanced(_ log: [String]) -> Bool {
        var open = false
        for event in log {
            if event == "touchDown" {
                if open { return false }
                open = true
            } else if ["touchUpInside", "touchUpOutside", "touchCancel"].contains(event) {
                if !open { return false }
                open = false
            } else if event.hasPrefix("touchDrag") && !open {
                return false
            }
        }
        return !open
    }

    @Test("every touch-down gets exactly one of touch-up-inside, touch-up-outside or touch-cancel", arguments: [60.0, 120.0, 240.0])
    func randomStreams(rate: Double) {
        var generator = SeededGenerator(state: UInt64(rate))
        var downs = 0
        for _ in 0..<150 {
            let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
            let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 390, height: 844))
            list.contentSize = Size(width: 390, height: 2000)
            let carousel = ScrollView(name: "carousel", frame: Rect(x: 0, y: 400, width: 390, height: 200))
            carousel.contentSize = Size(width: 1170, height: 200)
            carousel.isPagingEnabled = true
            let controls: [Control] = [
                Button(name: "b", title: "B", frame: Rect(x: 20, y: 100, width: 150, height: 44)),
                Switch(name: "s", frame: Rect(x: 300, y: 100, width: 51, height: 31)),
                Stepper(name: "p", frame: Rect(x: 20, y: 200, width: 94, height: 32)),
                Slider(name: "l", value: 0.3, frame: Rect(x: 20, y: 300, width: 350, height: 40)),
                Slider(name: "c", value: 0.6, frame: Rect(x: 20, y: 80, width: 350, height: 40)),
            ]
            for control in controls.prefix(4) { list.addChild(control) }
            carousel.addChild(controls[4])
            list.addChild(carousel)
            root.addChild(list)
            let tap = TapGestureRecognizer(name: "tap")
            root.addGestureRecognizer(tap)
            let ownTap = TapGestureRecognizer(name: "own")
            ownTap.numberOfTapsRequired = 2
            controls[0].addGestureRecognizer(ownTap)
            let swipe = SwipeGestureRecognizer(name: "swipe")
            swipe.direction = [.left, .right]
            root.addGestureRecognizer(swipe)
            var logs = Array(repeating: [String](), count: controls.count)
            for (index, control) in controls.enumerated() {
                control.addAction(for: .allTouchEvents) { _, event in logs[index].append(event.description) }
            }
            let host = GestureTestHost(rootNode: root, frameRate: rate)
            var time = 0.0
            var down: Set<Int> = []
            for _ in 0..<40 {
                time += Double(Int.random(in: 1...30, using: &generator)) / rate
                let finger = Int.random(in: 1...2, using: &generator)
                let point = Point(x: Double.random(in: -20...410, using: &generator), y: Double.random(in: 0...700, using: &generator))
                if !down.contains(finger) {
                    host.touchDown(finger: finger, at: point, time: time)
                    down.insert(finger)
                    continue
                }
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<6: host.touchMove(finger: finger, to: point, time: time)
                case 6..<9:
                    host.touchUp(finger: finger, at: point, time: time)
                    down.remove(finger)
                default:
                    host.touchCancel(finger: finger, time: time)
                    down.remove(finger)
                }
            }
            for finger in down.sorted() {
                time += 1 / rate
                host.touchUp(finger: finger, time: time)
            }
            host.advance(by: 1)
            for (index, control) in controls.enumerated() {
                #expect(Self.balanced(logs[index]), "\(control.name): \(logs[index])")
                #expect(!control.isTracking && !control.isHighlighted && !control.isTouchInside)
                downs += logs[index].filter { $0 == "touchDown" }.count
            }
        }
        #expect(downs > 100, "the streams reach the controls")
    }
}
