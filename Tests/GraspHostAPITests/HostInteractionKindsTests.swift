// Why this file exists: the refresh control, the collapsing header, drag and drop between lists and the
// navigation stack's pop are made, attached, driven and read from the host as a page would: numbers in,
// pointer samples in, frame rows and event records out. Each test is a trace and its outcome, at the three
// rates where the outcome animates; the refusals show each bad value named and nothing made.

import Testing
import Grasp
import GraspGeometry
@testable import GraspHostAPI

@Suite("The host's refresh control, collapsing header, drag and drop and navigation")
struct HostInteractionKindsTests {
    /// The frame-row values of `handle` from field 16, after a full frame.
    static func values(_ host: GraspHost, _ handle: Int32, from field: Int = FrameField.value, count: Int = 3) throws -> [Double] {
        host.writeFrame(all: true)
        let row = try #require((0..<host.frameRows.count).first { Int32(host.frameRows.get($0, FrameField.handle)) == handle })
        return (0..<count).map { host.frameRows.get(row, field + $0) }
    }

    /// Ticks every frame from `t` until nothing moves (at most 5 s); returns the interaction events of
    /// `handle` heard meanwhile and the last time.
    @discardableResult
    static func settle(_ host: GraspHost, _ handle: Int32, from t: Double, hz: Double) throws -> (events: [Event], time: Double) {
        var now = t, heard: [Event] = []
        while host.nextDeadline != nil, now < t + 5000 {
            now += 1000 / hz
            try host.tick(at: now)
            heard += host.eventList.filter { $0.type == EventType.interaction && $0.handle == handle }
        }
        return (heard, now)
    }

    /// A list (scroll view) with content rows under `parent`.
    static func list(_ host: GraspHost, _ frame: Rect, contentHeight: Double, in parent: Int32 = GraspHost.rootHandle) throws -> (list: Int32, content: Int32) {
        let list = try host.makeNode(frame, kind: .scrollView, in: parent)
        try host.set4(list, GraspHost.Option.contentSize.rawValue, frame.width, contentHeight, 0, 0)
        let content = try host.makeNode(Rect(x: 0, y: 0, width: frame.width, height: contentHeight), in: list)
        return (list, content)
    }

    @Test("A pull past the trigger distance starts one refresh; ending it brings the content back to its top", arguments: rates)
    func refresh(hz: Double) throws {
        let host = try GraspHost(width: 390, height: 844)
        let (list, _) = try Self.list(host, Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 2000)
        let refresh = try host.createInteraction(kind: 4, values: [80, 60])
        try host.attachInteraction(refresh, list, 0)
        var began: [Event] = []
        let end = try host.drag(from: Point(x: 200, y: 100), velocity: Point(x: 0, y: 600), at: 0, duration: 500, hz: hz) { _, _ in
            began += host.eventList.filter { $0.handle == refresh && $0.what == GraspHost.InteractionEvent.refreshBegan }
        }
        #expect(began.count == 1, "one refresh for one pull")
        #expect(began.first?[5] == 1)
        var (heard, t) = try Self.settle(host, list, from: end, hz: hz)
        #expect(heard.isEmpty)
        let refreshing = try Self.values(host, refresh)
        #expect(refreshing[1] == 1, "refreshing")
        #expect(abs(refreshing[0] - 60) < 1e-6, "the content rests the refreshing height below its top")
        #expect(abs(try Self.values(host, list, from: FrameField.boundsOrigin + 1, count: 1)[0] + 60) < 1e-6)
        // The command ends it: the content goes back to its top.
        try host.interactionCommand(refresh, 2, 0)
        (heard, t) = try Self.settle(host, refresh, from: t, hz: hz)
        #expect(heard.isEmpty)
        #expect(try Self.values(host, refresh) == [0, 0, 0])
        #expect(try Self.values(host, list, from: FrameField.boundsOrigin + 1, count: 1) == [0])
        // The command starts one too, and says so.
        try host.interactionCommand(refresh, 1, 0)
        #expect(host.eventList.filter { $0.handle == refresh && $0.what == GraspHost.InteractionEvent.refreshBegan }.map { $0[5] } == [2])
        #expect(try Self.values(host, refresh)[1] == 1)
    }

    @Test("A collapsing header takes the first of a drag up and snaps to the nearer height on release", arguments: rates)
    func collapsingHeader(hz: Double) throws {
        let host = try GraspHost(width: 390, height: 844)
        let around = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 844))
        let (list, _) = try Self.list(host, Rect(x: 0, y: 140, width: 390, height: 704), contentHeight: 3000, in: around)
        let header = try host.createInteraction(kind: 5, values: [140, 60])
        try host.attachInteraction(header, around, 0)
        #expect(try Self.values(host, header) == [140, 0, 0])
        // 60 pt up, slowly: the header is between its heights at the lift, nearer the collapsed one.
        let end = try host.drag(from: Point(x: 200, y: 500), velocity: Point(x: 0, y: -200), at: 0, duration: 300, hz: hz)
        let released = try Self.values(host, header)
        #expect(released[0] > 60 && released[0] < 100, "between the heights, nearer 60: \(released[0])")
        #expect(released[2] == 1, "snapping")
        #expect(try Self.values(host, list, from: FrameField.boundsOrigin + 1, count: 1) == [0], "the list did not scroll")
        let t = try Self.settle(host, header, from: end, hz: hz).time
        #expect(try Self.values(host, header) == [60, 1, 0])
        // The command sets the height at once: expanded again.
        try host.interactionCommand(header, 1, 140)
        #expect(try Self.values(host, header) == [140, 0, 0])
        try host.interactionCommand(header, 1, 90)
        try host.interactionCommand(header, 2, 0)
        try Self.settle(host, header, from: t, hz: hz)
        #expect(try Self.values(host, header) == [60, 1, 0], "90 is nearer 60 than 140")
    }

    @Test("An item long-pressed in one list and dropped in the other moves there, and the host hears where", arguments: rates)
    func dragDrop(hz: Double) throws {
        let host = try GraspHost(width: 390, height: 844)
        let container = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 844))
        let left = try Self.list(host, Rect(x: 0, y: 0, width: 195, height: 844), contentHeight: 900, in: container)
        let right = try Self.list(host, Rect(x: 195, y: 0, width: 195, height: 844), contentHeight: 900, in: container)
        let drag = try host.createInteraction(kind: 6, values: [60, 2, Double(left.list), Double(left.content), 3, 1, 2, 3,
                                                                Double(right.list), Double(right.content), 2, 10, 11])
        try host.attachInteraction(drag, container, 0)
        // Down on item 1 (left, row 0), held past the lift duration, moved to the right list's third slot.
        let interval = 1000 / hz
        var t = 0.0
        try host.touch(1, 0, 100, 30, at: t)
        while t < 600 { t += interval; try host.tick(at: t) }
        let lifted = try Self.values(host, drag, count: 3)
        #expect(lifted == [1, 0, 1], "lifted, over the left list, the insertion under its centre (boundary 1, its own place): \(lifted)")
        var moves: [Event] = []
        let steps = Int((300 / interval).rounded())
        for step in 1...steps {
            t += interval
            let f = Double(step) / Double(steps)
            try host.touch(1, step == steps ? 2 : 1, 100 + 200 * f, 30 + 120 * f, at: t)
            moves += host.eventList.filter { $0.handle == drag && $0.what == GraspHost.InteractionEvent.itemMoved }
        }
        #expect(moves.map { Array($0.fields[6...9]) } == [[1, 0, 1, 2]], "item 1 from list 0 to list 1 at index 2")
        #expect(try Self.values(host, drag, count: 4) == [-1, -1, -1, 1], "flying into its slot")
        try Self.settle(host, drag, from: t, hz: hz)
        #expect(try Self.values(host, drag, count: 4) == [-1, -1, -1, -1])
        let count = try host.interactionRows(drag)
        let rows = (0..<2 * count).map { host.scratch.get($0, 0) }
        #expect(rows == [2, 0, 3, 0, 10, 1, 11, 1, 1, 1])
        // The command removes an item from its list.
        try host.interactionCommand(drag, 1, 10)
        _ = try host.interactionRows(drag)
        #expect((0..<8).map { host.scratch.get($0, 0) } == [2, 0, 3, 0, 11, 1, 1, 1])
    }

    @Test("An edge swipe pops the top screen; push and pop run as commands", arguments: rates)
    func navigation(hz: Double) throws {
        let host = try GraspHost(width: 390, height: 844)
        let screens = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 844))
        let navigation = try host.createInteraction(kind: 7, values: [3])
        try host.attachInteraction(navigation, screens, 0)
        #expect(try Self.values(host, navigation, count: 5) == [0, 3, 0, 0, -0.3 * 390])
        var progress: [Double] = []
        let end = try host.drag(from: Point(x: 5, y: 400), velocity: Point(x: 1000, y: 0), at: 0, duration: 250, hz: hz) { _, _ in
            progress.append(try Self.values(host, navigation)[0])
        }
        #expect(progress.last ?? 0 > 0.4, "the top screen follows the finger")
        #expect(progress == progress.sorted())
        var (heard, t) = try Self.settle(host, navigation, from: end, hz: hz)
        #expect(heard.map(\.what) == [GraspHost.InteractionEvent.popCompleted])
        #expect(heard.first?[5] == 2)
        #expect(try Self.values(host, navigation, count: 5) == [0, 2, 0, 0, -0.3 * 390])
        // A push slides a screen in from the right; a pop takes it off again.
        try host.interactionCommand(navigation, 1, 0)
        (heard, t) = try Self.settle(host, navigation, from: t, hz: hz)
        #expect(heard.isEmpty)
        #expect(try Self.values(host, navigation, count: 2) == [0, 3])
        try host.interactionCommand(navigation, 2, 0)
        (heard, t) = try Self.settle(host, navigation, from: t, hz: hz)
        #expect(heard.map { $0[5] } == [2])
        // A swipe that starts away from the edge pops nothing.
        let later = try host.drag(from: Point(x: 100, y: 400), velocity: Point(x: 1000, y: 0), at: t + 100, duration: 250, hz: hz)
        #expect(try Self.settle(host, navigation, from: later, hz: hz).events.isEmpty)
        #expect(try Self.values(host, navigation, count: 2) == [0, 2])
    }

    @Test("Bad values for the four kinds are refused, naming the value, with nothing made")
    func refusals() throws {
        let setup = try HostErrorTests.host()
        let (host, card, pan) = setup
        let (list, content) = try Self.list(host, Rect(x: 0, y: 0, width: 200, height: 400), contentHeight: 900)
        let now = (host, card, pan)
        func refused(_ code: GraspHostError.Code, _ kind: Int32, _ values: [Double], naming name: String,
                     sourceLocation: SourceLocation = #_sourceLocation) {
            HostErrorTests.expectRefusal(code, now, sourceLocation: sourceLocation) {
                do {
                    _ = try host.createInteraction(kind: kind, values: values)
                } catch let error as GraspHostError {
                    #expect(error.message.contains(name), "\(error)", sourceLocation: sourceLocation)
                    throw error
                }
            }
        }
        refused(.invalidArgument, 8, [], naming: "interaction kind is 8")
        refused(.notFinite, 4, [.nan, 60], naming: "value 0")
        refused(.outOfRange, 4, [-80, 60], naming: "the trigger distance")
        refused(.outOfRange, 4, [80, 0], naming: "the refreshing height")
        refused(.invalidArgument, 4, [80], naming: "a refresh control needs")
        refused(.outOfRange, 5, [-140, 60], naming: "the expanded height")
        refused(.outOfRange, 5, [140, -1], naming: "the collapsed height")
        refused(.outOfRange, 5, [60, 140], naming: "at most the expanded height")
        refused(.notFinite, 5, [140, .infinity], naming: "value 1")
        refused(.outOfRange, 6, [60, 0], naming: "the number of lists")
        refused(.outOfRange, 6, [-60, 1, Double(list), Double(content), 0], naming: "the row height")
        refused(.unknownHandle, 6, [60, 1, 999, Double(content), 0], naming: "999")
        refused(.wrongKind, 6, [60, 1, Double(card), Double(content), 0], naming: "a scroll view")
        refused(.wrongKind, 6, [60, 1, Double(list), Double(pan), 0], naming: "a node")
        refused(.outOfRange, 6, [60, 1, 0.5, Double(content), 0], naming: "the scroll view of list 0")
        refused(.outOfRange, 6, [60, 1, Double(list), Double(content), 3, 1, 2], naming: "item count (the ids after it) of list 0")
        refused(.invalidArgument, 6, [60, 2, Double(list), Double(content), 1, 7, Double(list), Double(content), 1, 7], naming: "item id 7 is repeated")
        refused(.invalidArgument, 6, [60, 1, Double(list), Double(content), 1, 7, 8], naming: "after its last list")
        refused(.invalidArgument, 6, [60, 2, Double(list), Double(content), 0], naming: "list 1 needs")
        refused(.outOfRange, 7, [0], naming: "the depth")
        refused(.outOfRange, 7, [2.5], naming: "the depth")
        refused(.notFinite, 7, [.nan], naming: "value 0")
        refused(.invalidArgument, 7, [], naming: "needs the depth: 1 in all, not 0")
        // Attached to the wrong kind of node, a command it has not, a recognizer that is not one.
        let refresh = try host.createInteraction(kind: 4, values: [80, 60])
        let navigation = try host.createInteraction(kind: 7, values: [2])
        let header = try host.createInteraction(kind: 5, values: [140, 60])
        let after = (host, card, pan)
        HostErrorTests.expectRefusal(.wrongKind, after) { try host.attachInteraction(refresh, card, 0) }
        HostErrorTests.expectRefusal(.unknownHandle, after) { try host.attachInteraction(header, 999, 0) }
        HostErrorTests.expectRefusal(.invalidArgument, after) { try host.interactionCommand(refresh, 3, 0) }
        HostErrorTests.expectRefusal(.invalidArgument, after) { try host.interactionCommand(header, 0, 0) }
        HostErrorTests.expectRefusal(.wrongKind, after) { try host.interactionCommand(navigation, 3, Double(card)) }
        HostErrorTests.expectRefusal(.notFinite, after) { try host.interactionCommand(header, 1, .nan) }
        try host.interactionCommand(navigation, 3, Double(pan))
        try host.attachInteraction(refresh, list, 0)
        HostErrorTests.expectRefusal(.alreadyAttached, (host, card, pan)) { try host.attachInteraction(refresh, list, 0) }
    }

    @Test("A refused value is written as the message's reader would write it: whole numbers without a point, six decimals at most, powers of ten from 10^9")
    func numbersInMessages() throws {
        let cases: [(Double, String)] = [(-60, "-60"), (0, "0"), (0.5, "0.5"), (2.0 / 3, "0.666667"), (-0.05, "-0.05"), (1_000_000.25, "1000000.25"),
                                         (1.5e300, "1.5e300"), (-2e-9, "-2e-9"), (.nan, "nan"), (-.infinity, "-infinity")]
        for (value, text) in cases { #expect(GraspHostError.text(value) == text, "\(value)") }
        let (host, _, _) = try HostErrorTests.host()
        do {
            _ = try host.createInteraction(kind: 4, values: [-80.5, 60])
            Issue.record("a negative trigger distance was taken")
        } catch {
            #expect(error.message == "the trigger distance is -80.5; it must be more than 0 and at most 1000000")
        }
        do {
            _ = try host.createInteraction(kind: 6, values: [60, 65])
            Issue.record("65 lists were taken")
        } catch {
            #expect(error.message == "the number of lists is 65; it must be a whole number from 1 to 64")
        }
    }
}
