// Why this file exists: every way a version 2 sample can be malformed has a test here, stating the
// exact message a person sees, in the same form as version 1's: the file, the sample, the field and
// what is wrong. One group per new sample kind (hover, wheel, scroll, transform), then buttons,
// modifiers, and what a version 1 file may not use.

import Foundation
import Testing
import GraspTrace

private typealias S = TraceTestSupport

@Suite("Reading malformed version 2 samples")
struct TraceVersionTwoErrorTests {
    /// The message of reading one version 2 document made of `samples`.
    private func message(_ samples: [String], version: Int = 2) throws -> String {
        try #require(S.readError(S.document(samples, version: version))).description
    }

    private let mouse = "\"kind\": \"mouse\""
    private let trackpad = "\"kind\": \"trackpad\""

    // MARK: Hover

    @Test("a hover needs a pen, mouse or trackpad: a finger cannot hover")
    func hoverByTouch() throws {
        #expect(try message([S.sample2(0, 1, "enter")])
            == "bad.json: sample 0: field \"kind\": expected pen, mouse or trackpad for a hover sample (a finger cannot hover), found no kind, which means touch")
    }

    @Test("a hover carries no buttons")
    func hoverWithButtons() throws {
        #expect(try message([S.sample2(0, 1, "enter", mouse + ", \"buttons\": [\"primary\"]")])
            == "bad.json: sample 0: field \"buttons\": not allowed in an enter sample (buttons belong to contacts: down, move, up, cancel)")
    }

    @Test("a hover carries no scroll delta")
    func hoverWithDelta() throws {
        #expect(try message([S.sample2(0, 1, "hover", mouse + ", \"dx\": 1")])
            == "bad.json: sample 0: field \"dx\": not allowed in a hover sample (dx and dy belong to wheel, scroll and momentum samples)")
    }

    // MARK: Wheel

    @Test("a wheel step needs both deltas")
    func wheelMissingDelta() throws {
        #expect(try message([S.sample2(0, 1, "wheel", mouse + ", \"dx\": 0")])
            == "bad.json: sample 0: field \"dy\": missing (a wheel sample needs dx and dy)")
    }

    @Test("a wheel delta must be a number")
    func wheelDeltaNotNumber() throws {
        #expect(try message([S.sample2(0, 1, "wheel", mouse + ", \"dx\": \"3\", \"dy\": 0")])
            == "bad.json: sample 0: field \"dx\": expected a number, found \"3\"")
    }

    @Test("a wheel delta must be finite")
    func wheelDeltaNaN() throws {
        #expect(try message([S.sample2(0, 1, "wheel", mouse + ", \"dx\": 0, \"dy\": NaN")])
            == "bad.json: sample 0: field \"dy\": expected a finite number, found NaN")
    }

    @Test("a huge wheel delta is out of range")
    func wheelDeltaHuge() throws {
        #expect(try message([S.sample2(0, 1, "wheel", mouse + ", \"dx\": 1e300, \"dy\": 0")])
            == "bad.json: sample 0: field \"dx\": expected a distance from -10000000 to 10000000 points, found 1e+300")
    }

    @Test("only a mouse or a trackpad scrolls")
    func wheelByPen() throws {
        #expect(try message([S.sample2(0, 1, "wheel", "\"kind\": \"pen\", \"dx\": 0, \"dy\": 1")])
            == "bad.json: sample 0: field \"kind\": expected mouse or trackpad for a scroll sample (only they scroll), found \"pen\"")
    }

    // MARK: Scroll and momentum

    @Test("a scroll sample needs dx and dy, even when nothing moves")
    func scrollMissingDeltas() throws {
        #expect(try message([S.sample2(0, 1, "scroll-begin", trackpad)])
            == "bad.json: sample 0: field \"dx\": missing (a scroll-begin sample needs dx and dy)")
    }

    @Test("a momentum sample carries no transform")
    func momentumWithScale() throws {
        #expect(try message([S.sample2(0, 1, "momentum", trackpad + ", \"dx\": 0, \"dy\": 1, \"scale\": 1")])
            == "bad.json: sample 0: field \"scale\": not allowed in a momentum sample (scale and rotation belong to transform samples)")
    }

    // MARK: Transform

    @Test("a transform needs a scale and a rotation")
    func transformMissingRotation() throws {
        #expect(try message([S.sample2(0, 1, "transform", trackpad + ", \"scale\": 1.1")])
            == "bad.json: sample 0: field \"rotation\": missing (a transform sample needs scale and rotation)")
    }

    @Test("a transform's scale is a positive factor")
    func transformScaleZero() throws {
        #expect(try message([S.sample2(0, 1, "transform-begin", trackpad + ", \"scale\": 0, \"rotation\": 0")])
            == "bad.json: sample 0: field \"scale\": expected a scale factor from 0.001 to 1000, found 0.0")
    }

    @Test("a transform's rotation is at most half a turn per sample")
    func transformRotationTooLarge() throws {
        #expect(try message([S.sample2(0, 1, "transform-begin", trackpad + ", \"scale\": 1, \"rotation\": 4")])
            == "bad.json: sample 0: field \"rotation\": expected an angle from -3.141593 to 3.141593 radians (half a turn), found 4.0")
    }

    @Test("only a trackpad sends transforms")
    func transformByMouse() throws {
        #expect(try message([S.sample2(0, 1, "transform-begin", mouse + ", \"scale\": 1, \"rotation\": 0")])
            == "bad.json: sample 0: field \"kind\": expected trackpad for a transform sample (only a trackpad sends transforms), found \"mouse\"")
    }

    @Test("a transform carries no scroll delta")
    func transformWithDelta() throws {
        #expect(try message([S.sample2(0, 1, "transform-begin", trackpad + ", \"dx\": 0, \"scale\": 1, \"rotation\": 0")])
            == "bad.json: sample 0: field \"dx\": not allowed in a transform-begin sample (dx and dy belong to wheel, scroll and momentum samples)")
    }

    // MARK: Buttons

    @Test("buttons are a list of names")
    func buttonsNotList() throws {
        #expect(try message([S.sample2(0, 1, "down", mouse + ", \"buttons\": \"primary\"")])
            == "bad.json: sample 0: field \"buttons\": expected a list of button names (primary, secondary, button3 to button32), found \"primary\"")
    }

    @Test("an unknown button name lists the names")
    func buttonsUnknown() throws {
        #expect(try message([S.sample2(0, 1, "down", mouse + ", \"buttons\": [\"middle\"]")])
            == "bad.json: sample 0: field \"buttons\": expected one of primary, secondary, button3 to button32, found \"middle\"")
    }

    @Test("a button given as a number is rejected")
    func buttonsNumber() throws {
        #expect(try message([S.sample2(0, 1, "down", mouse + ", \"buttons\": [1]")])
            == "bad.json: sample 0: field \"buttons\": expected a button name, one of primary, secondary, button3 to button32, found 1")
    }

    @Test("a button named twice is rejected")
    func buttonsTwice() throws {
        #expect(try message([S.sample2(0, 1, "down", mouse + ", \"buttons\": [\"primary\", \"primary\"]")])
            == "bad.json: sample 0: field \"buttons\": expected each button once, found \"primary\" twice")
    }

    @Test("a contact holds at least one button")
    func buttonsEmpty() throws {
        #expect(try message([S.sample2(0, 1, "down", mouse + ", \"buttons\": []"), S.sample2(0.1, 1, "up", mouse)])
            == "bad.json: sample 0: field \"buttons\": expected at least one button (a contact holds the button that pressed it), found []")
    }

    @Test("a finger has only the primary button")
    func buttonsOnTouch() throws {
        #expect(try message([S.sample2(0, 1, "down", "\"buttons\": [\"secondary\"]"), S.sample2(0.1, 1, "up")])
            == "bad.json: sample 0: field \"buttons\": expected [\"primary\"] for a touch (a finger has no other button), found [\"secondary\"]")
    }

    @Test("a wheel step carries no buttons")
    func buttonsOnWheel() throws {
        #expect(try message([S.sample2(0, 1, "wheel", mouse + ", \"dx\": 0, \"dy\": 1, \"buttons\": [\"primary\"]")])
            == "bad.json: sample 0: field \"buttons\": not allowed in a wheel sample (buttons belong to contacts: down, move, up, cancel)")
    }

    // MARK: Modifiers

    @Test("modifiers are a list of names")
    func modifiersNotList() throws {
        #expect(try message([S.sample2(0, 1, "down", "\"modifiers\": \"shift\"")])
            == "bad.json: sample 0: field \"modifiers\": expected a list of modifier names (shift, control, option, command, capsLock), found \"shift\"")
    }

    @Test("an unknown modifier lists the modifiers")
    func modifiersUnknown() throws {
        #expect(try message([S.sample2(0, 1, "down", "\"modifiers\": [\"alt\"]")])
            == "bad.json: sample 0: field \"modifiers\": expected one of shift, control, option, command, capsLock, found \"alt\"")
    }

    @Test("a modifier named twice is rejected")
    func modifiersTwice() throws {
        #expect(try message([S.sample2(0, 1, "down", "\"modifiers\": [\"shift\", \"control\", \"shift\"]")])
            == "bad.json: sample 0: field \"modifiers\": expected each modifier once, found \"shift\" twice")
    }

    // MARK: Kinds, phases and fields

    @Test("an unknown kind lists the kinds of version 2")
    func unknownKind() throws {
        #expect(try message([S.sample2(0, 1, "down", "\"kind\": \"finger\"")])
            == "bad.json: sample 0: field \"kind\": expected one of touch, pen, mouse, trackpad, found \"finger\"")
    }

    @Test("an unknown phase lists the phases of version 2")
    func unknownPhase() throws {
        #expect(try message([S.sample2(0, 1, "drag")])
            == "bad.json: sample 0: field \"phase\": expected one of down, move, up, cancel, enter, hover, leave, wheel, scroll-begin, scroll, scroll-end, scroll-cancel, momentum, momentum-end, transform-begin, transform, transform-end, transform-cancel, found \"drag\"")
    }

    @Test("an unknown field names version 2")
    func unknownField() throws {
        #expect(try message([S.sample2(0, 1, "down", "\"pressure\": 0.5")])
            == "bad.json: sample 0: field \"pressure\": unknown field (version 2 does not define it)")
        let top = try #require(S.readError("{\"format\": \"grasp-trace\", \"version\": 2, \"extra\": 1, \"samples\": []}"))
        #expect(top.description == "bad.json: field \"extra\": unknown field (version 2 does not define it)")
    }

    // MARK: Version 1 files

    @Test("a version 1 file may not use a version 2 field")
    func versionOneField() throws {
        #expect(try message([S.sample2(0, 1, "down", "\"buttons\": [\"primary\"]")], version: 1)
            == "bad.json: sample 0: field \"buttons\": needs version 2, but the file declares version 1")
    }

    @Test("a version 1 file may not use a version 2 phase")
    func versionOnePhase() throws {
        let error = try #require(S.readError(S.document([S.sample2(0, 1, "enter", mouse)])))
        #expect(error.description == "bad.json: sample 0: field \"phase\": \"enter\" needs version 2, but the file declares version 1")
        #expect(error.problem == .needsVersion(2, declared: 1, value: "\"enter\""))
    }

    @Test("a version 1 file may not use the trackpad kind")
    func versionOneKind() throws {
        #expect(try message([S.sample2(0, 1, "down", trackpad)], version: 1)
            == "bad.json: sample 0: field \"kind\": \"trackpad\" needs version 2, but the file declares version 1")
    }

    // MARK: In memory

    @Test("an in-memory sample with a payload its phase does not take fails validation")
    func inMemoryPayload() {
        let down = Trace(samples: [.init(t: 0, pointer: 1, phase: .down, x: 0, y: 0, scroll: .zero), .init(t: 1, pointer: 1, phase: .up, x: 0, y: 0)])
        #expect(throws: TraceError(fileName: "<memory>", sampleIndex: 0, field: "dx",
                                   problem: .notAllowed(reason: "in a down sample (dx and dy belong to wheel, scroll and momentum samples)"))) {
            try down.validate()
        }
        let wheel = Trace(samples: [.init(t: 0, pointer: 1, phase: .wheel, x: 0, y: 0, kind: "mouse")])
        #expect(throws: TraceError(fileName: "<memory>", sampleIndex: 0, field: "dx", problem: .missingForPhase(reason: "a wheel sample needs dx and dy"))) {
            try wheel.validate()
        }
        let nan = Trace(samples: [.init(t: 0, pointer: 1, phase: .wheel, x: 0, y: 0, kind: "mouse", scroll: .init(dx: .nan, dy: 0))])
        #expect(throws: TraceError(fileName: "<memory>", sampleIndex: 0, field: "dx", problem: .notFinite(found: "nan"))) {
            try nan.validate()
        }
    }
}
