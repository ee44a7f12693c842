// Why this file exists: everything the host API receives comes from a page, which may pass anything. Each
// misuse is refused with its stable code, and nothing changes: the tree, the relations, the options, the
// contacts, the time and the last call's event records are as they were.

import Testing
import Grasp
import GraspGeometry
@testable import GraspHostAPI

@Suite("The host API's refusals")
struct HostErrorTests {
    /// A host with a card and a pan on it, after one completed drag (so the events hold its records).
    static func host() throws -> (host: GraspHost, card: Int32, pan: Int32) {
        let host = try GraspHost(width: 390, height: 844)
        let card = try host.makeNode(Rect(x: 10, y: 20, width: 100, height: 100))
        let pan = try host.makeRecognizer(.pan, on: card)
        try host.drag(from: Point(x: 50, y: 50), velocity: Point(x: 300, y: 0), at: 0, duration: 100, hz: 60)
        return (host, card, pan)
    }

    /// What must not change: the handles, the tree, the card's frame, the pan's slop, the events, the time.
    static func snapshot(_ host: GraspHost, _ card: Int32, _ pan: Int32) -> [Double] {
        var values = [Double(host.entries.count), Double(host.lastTime ?? -1), Double(host.events.count)]
        let table = RecordTable(stride: FrameField.stride)
        let row = table.appendRow()
        _ = host.writeRow(card, into: table, at: row)
        values += (0..<FrameField.stride).map { table.get(row, $0) }
        values.append((try? host.get(pan, GraspHost.Option.slop.rawValue)) ?? -1)
        values.append(Double(host.engine.rootNode.children.count))
        return values
    }

    /// Expects `body` to be refused with `code` (and `message`, word for word, when given), changing nothing.
    static func expectRefusal(_ code: GraspHostError.Code, _ setup: (host: GraspHost, card: Int32, pan: Int32),
                              message: String? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) {
        let before = snapshot(setup.host, setup.card, setup.pan)
        do {
            try body()
            Issue.record("not refused; expected \(code.name)", sourceLocation: sourceLocation)
        } catch let error as GraspHostError {
            #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
            #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
            if let message { #expect(error.message == message, sourceLocation: sourceLocation) }
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
        }
        #expect(snapshot(setup.host, setup.card, setup.pan) == before, "changed by a refused call", sourceLocation: sourceLocation)
    }

    @Test("Unknown handles and handles of the wrong kind")
    func handles() throws {
        let setup = try Self.host()
        let (host, card, pan) = setup
        Self.expectRefusal(.unknownHandle, setup) { try host.setFrame(999, x: 0, y: 0, width: 1, height: 1) }
        Self.expectRefusal(.unknownHandle, setup) { try host.addRecognizer(999, to: card) }
        Self.expectRefusal(.wrongKind, setup) { try host.addRecognizer(card, to: card) }
        Self.expectRefusal(.wrongKind, setup) { try host.addChild(pan, to: card) }
        Self.expectRefusal(.wrongKind, setup) { try host.set4(card, GraspHost.Option.contentSize.rawValue, 1, 1, 0, 0) }
        Self.expectRefusal(.wrongKind, setup) { try host.removeNode(GraspHost.rootHandle) }
        Self.expectRefusal(.unknownHandle, setup) { _ = try host.get(0x7fff_ffff, GraspHost.Option.slop.rawValue) }
        // A destroyed handle is unknown from then on, and not reused.
        let other = try host.createRecognizer(kind: GraspHost.RecognizerKind.tap.rawValue)
        try host.destroyRecognizer(other)
        let setupAfter = (host, card, pan)
        Self.expectRefusal(.unknownHandle, setupAfter) { try host.addRecognizer(other, to: card) }
        #expect(try host.createRecognizer(kind: 0) > other)
    }

    @Test("Cycles: in the tree and in the failure requirements")
    func cycles() throws {
        let setup = try Self.host()
        let (host, card, pan) = setup
        let child = try host.makeNode(Rect(x: 0, y: 0, width: 10, height: 10), in: card)
        let tap = try host.makeRecognizer(.tap, on: card)
        let press = try host.makeRecognizer(.longPress, on: card)
        try host.require(tap, toFail: press)
        try host.require(press, toFail: pan)
        let setupNow = (host, card, pan)
        Self.expectRefusal(.cycle, setupNow) { try host.addChild(card, to: child) }
        Self.expectRefusal(.cycle, setupNow) { try host.addChild(card, to: card) }
        Self.expectRefusal(.cycle, setupNow) { try host.addChild(GraspHost.rootHandle, to: card) }
        Self.expectRefusal(.cycle, setupNow) { try host.require(pan, toFail: tap) }
        Self.expectRefusal(.cycle, setupNow) { try host.require(press, toFail: tap) }
        Self.expectRefusal(.cycle, setupNow) { try host.require(tap, toFail: tap) }
        Self.expectRefusal(.cycle, setupNow) { try host.allowSimultaneousRecognition(tap, with: tap) }
    }

    @Test("Numbers: NaN, infinities, negative sizes, values outside their range")
    func numbers() throws {
        let setup = try Self.host()
        let (host, card, pan) = setup
        Self.expectRefusal(.notFinite, setup) { try host.setFrame(card, x: .nan, y: 0, width: 10, height: 10) }
        Self.expectRefusal(.notFinite, setup) { try host.setFrame(card, x: 0, y: 0, width: .infinity, height: 10) }
        Self.expectRefusal(.outOfRange, setup) { try host.setFrame(card, x: 0, y: 0, width: -1, height: 10) }
        Self.expectRefusal(.notFinite, setup) { try host.setTransform(card, 1, 0, 0, .nan, 0, 0) }
        Self.expectRefusal(.notFinite, setup) { try host.set(pan, GraspHost.Option.slop.rawValue, .nan) }
        Self.expectRefusal(.outOfRange, setup) { try host.set(pan, GraspHost.Option.slop.rawValue, -3) }
        Self.expectRefusal(.outOfRange, setup) { try host.set(pan, GraspHost.Option.minimumNumberOfTouches.rawValue, 0) }
        Self.expectRefusal(.outOfRange, setup) { try host.set(pan, GraspHost.Option.isEnabled.rawValue, 0.5) }
        let list = try host.makeNode(Rect(x: 0, y: 0, width: 100, height: 100), kind: .scrollView)
        let setupNow = (host, card, pan)
        Self.expectRefusal(.outOfRange, setupNow) { try host.set4(list, GraspHost.Option.contentSize.rawValue, -10, 10, 0, 0) }
        Self.expectRefusal(.outOfRange, setupNow) { try host.set(list, GraspHost.Option.decelerationRate.rawValue, 1.5) }
        Self.expectRefusal(.outOfRange, setupNow) { try host.set(list, GraspHost.Option.minimumZoomScale.rawValue, 0) }
        Self.expectRefusal(.notFinite, setupNow) { try host.touch(5, 0, .nan, 10, at: 5000) }
        Self.expectRefusal(.notFinite, setupNow) { try host.tick(at: .infinity) }
        #expect(throws: GraspHostError.self) { try GraspHost(width: -1, height: 10) }
        #expect(throws: GraspHostError.self) { try GraspHost(width: .nan, height: 10) }
    }

    @Test("Unknown options, kinds and codes")
    func options() throws {
        let setup = try Self.host()
        let (host, card, pan) = setup
        Self.expectRefusal(.unknownOption, setup) { try host.set(pan, 9999, 1) }
        Self.expectRefusal(.unknownOption, setup) { try host.set(pan, GraspHost.Option.numberOfTapsRequired.rawValue, 2) }
        Self.expectRefusal(.unknownOption, setup) { try host.set(card, GraspHost.Option.bounces.rawValue, 1) }
        Self.expectRefusal(.unknownOption, setup) { try host.set(card, GraspHost.Option.slop.rawValue, 1) }
        Self.expectRefusal(.unknownOption, setup) { _ = try host.get(card, GraspHost.Option.slop.rawValue) }
        Self.expectRefusal(.unknownOption, setup) { try host.set(pan, GraspHost.Option.state.rawValue, 1) }
        Self.expectRefusal(.invalidArgument, setup) { _ = try host.createNode(kind: 42) }
        Self.expectRefusal(.invalidArgument, setup) { _ = try host.createRecognizer(kind: -1) }
        Self.expectRefusal(.invalidArgument, setup) { _ = try host.createInteraction(kind: 9, values: []) }
        Self.expectRefusal(.invalidArgument, setup) { try host.touches(at: 5000, kind: 7, [.init(id: 1, phase: 0, x: 1, y: 1)]) }
        Self.expectRefusal(.invalidArgument, setup) { try host.touch(1, 9, 1, 1, at: 5000) }
    }

    @Test("Lifecycles, time going backwards, a recognizer added twice")
    func sequences() throws {
        let setup = try Self.host()
        let (host, card, pan) = setup
        Self.expectRefusal(.lifecycle, setup) { try host.touch(7, 1, 10, 10, at: 5000) }
        Self.expectRefusal(.lifecycle, setup) { try host.touch(7, 2, 10, 10, at: 5000) }
        Self.expectRefusal(.lifecycle, setup) { try host.scroll(at: 5000, id: 3, phase: 1, x: 1, y: 1, dx: 0, dy: 1) }
        Self.expectRefusal(.lifecycle, setup) { try host.transform(at: 5000, id: 3, phase: 2, x: 1, y: 1, scale: 1, rotation: 0) }
        Self.expectRefusal(.lifecycle, setup) { try host.hover(at: 5000, id: 3, phase: 1, x: 1, y: 1) }
        // Two contacts in one call, the second wrong: the first does not land either.
        Self.expectRefusal(.lifecycle, setup) {
            try host.touches(at: 5000, [.init(id: 8, phase: 0, x: 10, y: 10), .init(id: 9, phase: 1, x: 10, y: 10)])
        }
        #expect(host.contacts.isEmpty)
        Self.expectRefusal(.timeGoesBackwards, setup) { try host.touch(7, 0, 10, 10, at: 10) }
        Self.expectRefusal(.timeGoesBackwards, setup) { try host.tick(at: 0) }
        Self.expectRefusal(.alreadyAttached, setup) { try host.addRecognizer(pan, to: card) }
        Self.expectRefusal(.alreadyAttached, setup) { try host.addRecognizer(pan, to: GraspHost.rootHandle) }
    }

    @Test("Every code has its stable number and name")
    func codes() {
        let names = GraspHostError.Code.allCases.map { "\($0.rawValue) \($0.name)" }
        #expect(names == ["1 unknown-handle", "2 wrong-kind", "3 cycle", "4 not-finite", "5 out-of-range", "6 unknown-option",
                          "7 invalid-argument", "8 already-attached", "9 lifecycle", "10 time-goes-backwards", "11 in-dispatch"])
    }
}

extension HostErrorTests {
    // Each message of an input call names what was wrong (the time, the pointer, the touch's index), so that
    // a page's author finds the bad value without a debugger; and a refused call changes nothing, its
    // contacts included.
    @Test("Each refusal of a pointer call names what was wrong, word for word")
    func inputMessages() throws {
        let setup = try Self.host()
        let host = setup.host
        let last = try #require(host.lastTime)
        try host.pointer(at: last, kind: 0, id: 4, phase: 0, x: 10, y: 10)
        // (what, time, kind, id, phase, x, y, the refusal's code and message)
        let pointerCases: [(String, Double, Int32, Double, Double, Double, Double, GraspHostError.Code, String)] = [
            ("the time is NaN", .nan, 0, 1, 0, 1, 1, .notFinite,
             "the time must be a finite number, not NaN or infinite"),
            ("the time is huge", 2e12, 0, 1, 0, 1, 1, .outOfRange,
             "the time is 2e12; it must be within ±10¹² ms"),
            ("the time goes back", last - 1.5, 0, 1, 0, 1, 1, .timeGoesBackwards,
             "the time 98.5 ms is earlier than the previous call's, 100 ms"),
            ("a fractional id", last, 0, 1.5, 0, 1, 1, .invalidArgument,
             "touch 0: id is 1.5; it must be a whole number from -2147483647 to 2147483647"),
            ("an infinite id", last, 0, .infinity, 0, 1, 1, .notFinite,
             "touch 0: id must be a finite number, not NaN or infinite"),
            ("x NaN", last, 0, 1, 0, .nan, 1, .notFinite,
             "touch 0: x must be a finite number, not NaN or infinite"),
            ("y far", last, 0, 1, 0, 1, -1e9, .outOfRange,
             "touch 0: y is -1e9; it must be from -1000000 to 1000000"),
            ("down twice", last, 0, 4, 0, 1, 1, .lifecycle,
             "touch 0: pointer 4 goes down while it is down"),
            ("a move of no pointer", last, 0, 5, 1, 1, 1, .lifecycle,
             "touch 0: pointer 5 moves without going down first"),
            ("a lift of no pointer", last, 0, 5, 2, 1, 1, .lifecycle,
             "touch 0: pointer 5 lifts without going down first"),
            ("a cancel of no pointer", last, 0, 5, 3, 1, 1, .lifecycle,
             "touch 0: pointer 5 is cancelled without going down first"),
            ("a phase of 7", last, 0, 4, 7, 1, 1, .invalidArgument,
             "touch 0: phase is 7; it must be 0 (began), 1 (moved), 2 (ended) or 3 (cancelled)"),
            ("a kind of 9", last, 9, 4, 1, 1, 1, .invalidArgument,
             "kind is 9; it must be 0 (finger), 1 (pen) or 2 (mouse)"),
        ]
        for (what, t, kind, id, phase, x, y, code, message) in pointerCases {
            Self.expectRefusal(code, setup, message: message) { try host.pointer(at: t, kind: kind, id: id, phase: phase, x: x, y: y) }
            #expect(host.contacts == [4], "\(what) changed the contacts")
        }
        Self.expectRefusal(.invalidArgument, setup, message: "count is -1; it must be from 0 to 4096") {
            try host.touches(at: last, kind: 0, count: -1) { _ in (1, 0, 1, 1) }
        }
        let secondTouch = [GraspHost.Contact(id: 4, phase: 1, x: 1, y: 1), GraspHost.Contact(id: 6, phase: 9, x: 1, y: 1)]
        Self.expectRefusal(.invalidArgument, setup,
                           message: "touch 1: phase is 9; it must be 0 (began), 1 (moved), 2 (ended) or 3 (cancelled)") {
            try host.touches(at: last, kind: 0, secondTouch)
        }
        #expect(host.contacts == [4], "a refused call changes no contact")
    }
}
