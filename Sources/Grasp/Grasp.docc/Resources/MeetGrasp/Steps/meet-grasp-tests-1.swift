import Grasp
import Testing
@testable import MeetGrasp

@Test func theCardFollowsTheFinger() {
    let board = Board()
    let host = GestureTestHost(rootNode: board.root)
    board.attach(to: host.engine)

    host.drag(from: Point(x: 80, y: 420), to: Point(x: 200, y: 420),
              startingAt: 0, duration: 0.5, lifting: false)
    #expect(board.card.center.x == 200)
    #expect(board.pan.state == .changed)  // the finger has not lifted
}

@Test func aDoubleTapFlipsAndASingleTapWaitsForIt() {
    let board = Board()
    let host = GestureTestHost(rootNode: board.root)

    host.tap(at: Point(x: 80, y: 420), time: 0)
    host.tap(at: Point(x: 80, y: 420), time: 0.2)
    host.advance(to: 1)
    #expect(board.isFlipped && !board.isSelected)
    #expect(host.states(of: board.tap) == [.failed])

    host.tap(at: Point(x: 80, y: 420), time: 2)
    host.advance(to: 3)
    #expect(board.isSelected && board.isFlipped)
}
