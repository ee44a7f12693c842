// Why this file exists: version 2 adds lifecycles besides the contact's: a hover enters and leaves, a
// scroll begins, ends and may coast, a transform begins and ends, wheel steps stand alone. These tests
// state how each broken lifecycle is rejected, with its message, and how `.repair` closes a hover that
// never leaves, a scroll or a momentum that never ends and a transform that never ends.

import Foundation
import Testing
import GraspTrace
import GraspFoundationCompat

private typealias S = TraceTestSupport

@Suite("Version 2 lifecycles")
struct TraceVersionTwoLifecycleTests {
    private let mouse = "\"kind\": \"mouse\""
    private func scroll(_ t: Double, _ pointer: Int, _ phase: String, dy: Double = 0) -> String {
        S.sample2(t, pointer, phase, "\"kind\": \"trackpad\", \"dx\": 0, \"dy\": \(dy)")
    }
    private func transform(_ t: Double, _ pointer: Int, _ phase: String, scale: Double = 1) -> String {
        S.sample2(t, pointer, phase, "\"kind\": \"trackpad\", \"scale\": \(scale), \"rotation\": 0")
    }
    private func hover(_ t: Double, _ pointer: Int, _ phase: String) -> String {
        S.sample2(t, pointer, phase, mouse)
    }
    private func error(_ samples: [String]) throws -> TraceError {
        try #require(S.readError(S.document(samples, version: 2)))
    }

    // MARK: Hover

    @Test("a pointer that hovers before entering is rejected")
    func hoverBeforeEnter() throws {
        let error = try error([hover(0, 1, "hover")])
        #expect(error.description == "bad.json: sample 0: field \"phase\": pointer 1 hovers before entering (its first sample must be an enter)")
        #expect(error.problem == .lifecycle(pointer: 1, .notDownFirst(.hover)))
    }

    @Test("a pointer that enters and never leaves is rejected at its enter")
    func enterOnly() throws {
        let error = try error([hover(0, 1, "enter")])
        #expect(error.description == "bad.json: sample 0: field \"phase\": pointer 1 never ends: its last sample is an enter, not a leave")
    }

    @Test("a pointer that enters twice is rejected")
    func enterTwice() throws {
        let error = try error([hover(0, 1, "enter"), hover(0.1, 1, "enter"), hover(0.2, 1, "leave")])
        #expect(error.description == "bad.json: sample 1: field \"phase\": pointer 1 enters again while its hover is under way (it began at sample 0)")
    }

    @Test("a sample after a leave is rejected: a new hover needs a new number")
    func sampleAfterLeave() throws {
        let error = try error([hover(0, 1, "enter"), hover(0.1, 1, "leave"), hover(0.2, 1, "hover")])
        #expect(error.description == "bad.json: sample 2: field \"pointer\": pointer 1 has a sample after its hover ended at sample 1 (a new hover needs a new pointer number)")
    }

    @Test("a hover that never leaves is rejected")
    func hoverNeverLeaves() throws {
        let error = try error([hover(0, 1, "enter"), hover(0.1, 1, "hover")])
        #expect(error.description == "bad.json: sample 1: field \"phase\": pointer 1 never ends: its last sample is a hover, not a leave")
    }

    @Test("a hovering pointer cannot go down: a contact needs its own number")
    func downWhileHovering() throws {
        let error = try error([hover(0, 1, "enter"), S.sample2(0.1, 1, "down", mouse), S.sample2(0.2, 1, "up", mouse), hover(0.3, 1, "leave")])
        #expect(error.description == "bad.json: sample 1: field \"pointer\": pointer 1 has a down, but it is a hover since sample 0 (each contact, hover, wheel, scroll and transform needs its own pointer number)")
    }

    @Test("repair adds a leave to a hover that never leaves")
    func repairHover() throws {
        let text = S.document([hover(0, 1, "enter"), hover(0.1, 1, "hover"), S.sample2(0.2, 2, "down"), S.sample2(0.5, 2, "up")], version: 2)
        let (trace, report) = try S.repaired(text, fileName: "hover.json")
        #expect(trace.samples.last == Trace.Sample(t: 0.5, pointer: 1, phase: .leave, x: 10, y: 20, kind: "mouse"))
        #expect(report.repairs.map(\.action) == [.addedEnd])
        #expect(report.description == """
            hover.json: 1 repair
              after sample 1: added a leave of pointer 1 at t=0.5 at (10.0, 20.0), because pointer 1 never ends: its last sample is a hover, not a leave
            """)
        try trace.validate()
    }

    @Test("repair drops a contact that reuses a hovering pointer's number")
    func repairMixedLifecycles() throws {
        let text = S.document([hover(0, 1, "enter"), S.sample2(0.1, 1, "down", mouse), S.sample2(0.2, 1, "up", mouse), hover(0.3, 1, "leave")], version: 2)
        let (trace, report) = try S.repaired(text)
        #expect(trace.samples.map(\.phase) == [.enter, .leave])
        #expect(report.repairs.map(\.sampleIndex) == [1, 2])
        #expect(report.repairs[0].description == "sample 1: dropped the down of pointer 1 at t=0.1, because pointer 1 has a down, but it is a hover since sample 0 (each contact, hover, wheel, scroll and transform needs its own pointer number)")
    }

    // MARK: Wheel

    @Test("wheel steps share their pointer number and need no end")
    func wheelStream() throws {
        let trace = try S.read(S.document([scroll(0, 1, "wheel", dy: -40), scroll(0.05, 1, "wheel", dy: -40)].map {
            $0.replacingOccurrences(of: "trackpad", with: "mouse")
        }, version: 2))
        #expect(trace.samples.count == 2)
        let (_, report) = try S.repaired(S.document([scroll(0, 1, "wheel")], version: 2))
        #expect(report.isEmpty)
    }

    @Test("a wheel's pointer number cannot begin a scroll")
    func wheelThenScroll() throws {
        let error = try error([scroll(0, 1, "wheel"), scroll(0.1, 1, "scroll-begin"), scroll(0.2, 1, "scroll-end")])
        #expect(error.problem == .lifecycle(pointer: 1, .mixesLifecycles(.scrollBegin, pointerLifecycle: .wheel, first: 0)))
    }

    // MARK: Scroll and momentum

    @Test("a scroll may end without momentum, or coast to a momentum-end")
    func scrollEnds() throws {
        let trace = try S.read(S.document([
            scroll(0, 1, "scroll-begin"), scroll(0.01, 1, "scroll", dy: 5), scroll(0.02, 1, "scroll-end"),
            scroll(0.03, 2, "scroll-begin"), scroll(0.04, 2, "scroll-end"), scroll(0.05, 2, "momentum", dy: 3), scroll(0.06, 2, "momentum-end"),
            scroll(0.07, 3, "scroll-begin"), scroll(0.08, 3, "scroll-cancel"),
        ], version: 2))
        #expect(trace.samples.count == 9)
    }

    @Test("a scroll that never ends is rejected")
    func scrollNeverEnds() throws {
        let error = try error([scroll(0, 1, "scroll-begin"), scroll(0.1, 1, "scroll", dy: 4)])
        #expect(error.description == "bad.json: sample 1: field \"phase\": pointer 1 never ends: its last sample is a scroll, not a scroll-end or scroll-cancel")
    }

    @Test("a momentum that never ends is rejected")
    func momentumNeverEnds() throws {
        let error = try error([scroll(0, 1, "scroll-begin"), scroll(0.1, 1, "scroll-end"), scroll(0.2, 1, "momentum", dy: 2)])
        #expect(error.description == "bad.json: sample 2: field \"phase\": pointer 1 never ends: its last sample is a momentum, not a momentum-end")
    }

    @Test("momentum before the fingers lift is rejected")
    func momentumBeforeLift() throws {
        let error = try error([scroll(0, 1, "scroll-begin"), scroll(0.1, 1, "momentum", dy: 2), scroll(0.2, 1, "scroll-end")])
        #expect(error.description == "bad.json: sample 1: field \"phase\": pointer 1 has a momentum before its scroll-end (momentum follows the lift of the fingers)")
    }

    @Test("momentum without a scroll is rejected")
    func momentumFirst() throws {
        let error = try error([scroll(0, 1, "momentum", dy: 2), scroll(0.1, 1, "momentum-end")])
        #expect(error.description == "bad.json: sample 0: field \"phase\": pointer 1 coasts before its scroll begins (its first sample must be a scroll-begin)")
    }

    @Test("scrolling again after a scroll-end, or coasting after a cancel, is rejected")
    func scrollAfterEnd() throws {
        let again = try error([scroll(0, 1, "scroll-begin"), scroll(0.1, 1, "scroll-end"), scroll(0.2, 1, "scroll", dy: 1)])
        #expect(again.description == "bad.json: sample 2: field \"pointer\": pointer 1 has a sample after its scroll ended at sample 1 (a new scroll needs a new pointer number)")
        let coast = try error([scroll(0, 1, "scroll-begin"), scroll(0.1, 1, "scroll-cancel"), scroll(0.2, 1, "momentum", dy: 1)])
        #expect(coast.problem == .lifecycle(pointer: 1, .sampleAfterLifecycleEnd(.scroll, end: 1)))
        let twice = try error([scroll(0, 1, "scroll-begin"), scroll(0.1, 1, "scroll-begin"), scroll(0.2, 1, "scroll-end")])
        #expect(twice.description == "bad.json: sample 1: field \"phase\": pointer 1 begins scrolling again while its scroll is under way (it began at sample 0)")
    }

    @Test("repair cancels a scroll that never ends, without moving the content")
    func repairScroll() throws {
        let text = S.document([scroll(0, 1, "scroll-begin"), scroll(0.1, 1, "scroll", dy: 4), S.sample2(0.2, 2, "down"), S.sample2(0.3, 2, "up")], version: 2)
        let (trace, report) = try S.repaired(text)
        #expect(trace.samples.last == Trace.Sample(t: 0.3, pointer: 1, phase: .scrollCancel, x: 10, y: 20, kind: "trackpad", scroll: .zero))
        #expect(report.repairs.map(\.action) == [.addedEnd])
        try trace.validate()
    }

    @Test("repair ends a momentum that never ends")
    func repairMomentum() throws {
        let text = S.document([scroll(0, 1, "scroll-begin"), scroll(0.1, 1, "scroll-end"), scroll(0.2, 1, "momentum", dy: 2)], version: 2)
        let (trace, report) = try S.repaired(text)
        #expect(trace.samples.map(\.phase) == [.scrollBegin, .scrollEnd, .momentum, .momentumEnd])
        #expect(trace.samples.last?.scroll == .zero)
        #expect(report.repairs.first?.description.hasPrefix("after sample 2: added a momentum-end of pointer 1 at t=0.2") == true)
    }

    // MARK: Transform

    @Test("a transform that never ends is rejected, and repair cancels it without changing the content")
    func transformNeverEnds() throws {
        let samples = [transform(0, 1, "transform-begin"), transform(0.1, 1, "transform", scale: 1.2)]
        let error = try error(samples)
        #expect(error.description == "bad.json: sample 1: field \"phase\": pointer 1 never ends: its last sample is a transform, not a transform-end or transform-cancel")
        let (trace, report) = try S.repaired(S.document(samples, version: 2))
        #expect(trace.samples.last == Trace.Sample(t: 0.1, pointer: 1, phase: .transformCancel, x: 10, y: 20, kind: "trackpad", transform: .identity))
        #expect(report.repairs.map(\.action) == [.addedEnd])
    }

    @Test("a transform that changes before it begins is rejected")
    func transformBeforeBegin() throws {
        let error = try error([transform(0, 1, "transform", scale: 1.1), transform(0.1, 1, "transform-end")])
        #expect(error.description == "bad.json: sample 0: field \"phase\": pointer 1 transforms before its transform begins (its first sample must be a transform-begin)")
    }

    // MARK: Together

    @Test("repair fixes every lifecycle at once, and the result is valid and round-trips")
    func repairEverything() throws {
        let text = S.document([
            hover(0, 1, "enter"), scroll(0.1, 2, "scroll-begin"), transform(0.1, 3, "transform-begin"),
            S.sample2(0.2, 4, "down", mouse), scroll(0.2, 5, "momentum", dy: 1), hover(0.3, 1, "hover"),
        ], version: 2)
        let (trace, report) = try S.repaired(text)
        #expect(report.repairs.map(\.action) == [.addedEnd, .addedEnd, .addedCancel, .dropped, .addedEnd])
        #expect(Set(trace.samples.suffix(4).map(\.phase)) == [.leave, .scrollCancel, .transformCancel, .cancel])
        try trace.validate()
        #expect(try Trace(jsonData: trace.jsonData()) == trace)
    }

    @Test("a recording cut off anywhere repairs to a valid trace that round-trips")
    func everyCutRepairs() throws {
        var synthesizer = TraceSynthesizer(sampleRate: 60)
        synthesizer.hover(from: .init(x: 0, y: 0), to: .init(x: 40, y: 40), duration: 0.05)
        synthesizer.click(at: .init(x: 40, y: 40), buttons: .secondary)
        synthesizer.wheel(at: .init(x: 40, y: 40), steps: 2, by: .init(dx: 0, dy: -10))
        synthesizer.scroll(at: .init(x: 40, y: 40), by: .init(dx: 0, dy: -100), duration: 0.05, momentum: 0.05)
        synthesizer.trackpadPinch(at: .init(x: 40, y: 40), scale: 1.5, rotation: 0.3, duration: 0.05)
        synthesizer.tap(at: .init(x: 40, y: 40))
        let samples = synthesizer.trace().samples
        for count in 0...samples.count {
            var cut = Trace(samples: Array(samples.prefix(count)))
            let report = try cut.repair(fileName: "cut.json")
            #expect(report.repairs.allSatisfy { $0.action != .dropped }, "cut at \(count)")
            try cut.validate(fileName: "cut.json")
            #expect(try Trace(jsonData: cut.jsonData()) == cut, "cut at \(count)")
        }
    }
}
