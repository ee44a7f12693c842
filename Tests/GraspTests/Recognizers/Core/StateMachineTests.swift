import Testing
@testable import Grasp
@testable import GraspCore

@Suite("Recognizer state machine")
struct StateMachineTests {
    typealias S = GestureRecognizerState

    static let continuousLegal: Set<[S]> = [
        [.possible, .possible], [.possible, .began], [.possible, .ended], [.possible, .failed],
        [.began, .changed], [.began, .ended], [.began, .cancelled],
        [.changed, .changed], [.changed, .ended], [.changed, .cancelled],
    ]
    static let discreteLegal: Set<[S]> = [[.possible, .possible], [.possible, .ended], [.possible, .failed]]

    @Test("Every transition of a continuous recognizer is legal exactly when UIKit allows it", arguments: S.allCases)
    func continuousTable(from: S) {
        for to in S.allCases {
            #expect(from.canTransition(to: to, isDiscrete: false) == Self.continuousLegal.contains([from, to]), "\(from) → \(to)")
        }
    }

    @Test("A discrete recognizer may only be recognized or fail", arguments: S.allCases)
    func discreteTable(from: S) {
        for to in S.allCases {
            #expect(from.canTransition(to: to, isDiscrete: true) == Self.discreteLegal.contains([from, to]), "\(from) → \(to)")
        }
    }

    @Test("recognized is ended, and final states are final")
    func names() {
        #expect(S.recognized == .ended)
        #expect(S.allCases.filter(\.isFinal) == [.ended, .cancelled, .failed])
        #expect(S.allCases.filter(\.isInProgress) == [.began, .changed])
    }

    @Test("A legal path through a continuous gesture reaches the handlers in order, then resets")
    func continuousPath() {
        let h = GestureTestHost.recording()
        let pan = ProbeRecognizer.continuous("pan")
        var seen: [S] = []
        pan.addHandler { seen.append($0.state) }
        h.rootNode.addGestureRecognizer(pan)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        h.touchMove(to: Point(x: 30, y: 10), time: 0.02)
        h.touchUp(at: Point(x: 30, y: 10), time: 0.03)
        #expect(seen == [.began, .changed, .ended])
        #expect(pan.state == .possible)
        #expect(pan.resets == 1)
    }

    @Test("An illegal transition stops a debug build with a message naming the recognizer and the transition")
    func illegalTransitionTraps() async {
        await #expect(processExitsWith: .failure) {
            let h = GestureTestHost.recording()
            let tap = ProbeRecognizer.discreteOnLift("tap")
            tap.onBegan = { r, _ in r.state = .began }  // a discrete recognizer cannot begin
            h.rootNode.addGestureRecognizer(tap)
            h.touchDown(at: Point(x: 10, y: 10), time: 0)
        }
    }

    @Test("A final state cannot change except through the engine's reset")
    func finalStateTraps() async {
        await #expect(processExitsWith: .failure) {
            let r = ProbeRecognizer(name: "x")
            r.state = .failed
            r.state = .began
        }
    }
}
