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

@Test func aFlickGlidesAndATouchCatchesIt() {
    let board = Board()
    let host = GestureTestHost(rootNode: board.root)
    board.attach(to: host.engine)

    let lift = host.drag(from: Point(x: 80, y: 420), to: Point(x: 140, y: 420),
                         startingAt: 0, duration: 0.05)
    host.advance(to: lift + 0.1)
    let caughtAt = board.card.center.x
    #expect(caughtAt > 140 && board.position.isAnimating)

    host.touchDown(at: Point(x: caughtAt, y: 420), time: lift + 0.1)
    host.advance(by: 1)
    #expect(!board.position.isAnimating && board.card.center.x == caughtAt)
}

@Test func theCarouselPagesAndTheListScrolls() {
    let feed = Feed()
    let host = GestureTestHost(rootNode: feed.root)

    let lift = host.drag(from: Point(x: 300, y: 320), to: Point(x: 200, y: 320),
                         startingAt: 0, duration: 0.1)
    host.advance(to: lift + 2)
    #expect(feed.page == 1 && feed.list.contentOffset.y == 0)

    let second = host.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 400),
                           startingAt: 3, duration: 0.4)
    host.advance(to: second + 5)
    #expect(feed.list.contentOffset.y > 200 && feed.page == 1)
}
