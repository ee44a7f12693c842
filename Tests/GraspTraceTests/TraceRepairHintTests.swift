// Why this file exists: `grasp replay` suggests `--repair` only where repair helps. These tests go through
// one error of every kind a reader can throw and state which ones carry the hint and what it says.

import Foundation
import Testing
import GraspTrace
import GraspFoundationCompat

private typealias S = TraceTestSupport

@Suite("The --repair hint")
struct TraceRepairHintTests {
    /// One trace text for every kind of error that repair cannot fix, with the problem it must report.
    static let unrepairable: [(String, String)] = [
        ("invalid JSON", "{\"format\": "),
        ("missing field", "{\"format\": \"grasp-trace\", \"samples\": []}"),
        ("unknown field", "{\"format\": \"grasp-trace\", \"version\": 1, \"samples\": [], \"colour\": 1}"),
        ("duplicate field", "{\"format\": \"grasp-trace\", \"format\": \"grasp-trace\", \"version\": 1, \"samples\": []}"),
        ("wrong type", "{\"format\": \"grasp-trace\", \"version\": \"1\", \"samples\": []}"),
        ("not finite", S.document(["{\"t\": 0, \"pointer\": 1, \"phase\": \"down\", \"x\": NaN, \"y\": 2}"])),
        ("coordinate out of range", S.document(["{\"t\": 0, \"pointer\": 1, \"phase\": \"down\", \"x\": 1e300, \"y\": 2}"])),
        ("not one of", S.document([S.sample(0, 1, "drag")])),
        ("wrong format", "{\"format\": \"svg\", \"version\": 1, \"samples\": []}"),
        ("unsupported version", "{\"format\": \"grasp-trace\", \"version\": 99, \"samples\": []}"),
        ("time goes backwards", S.document([S.sample(0, 1, "down"), S.sample(0.2, 1, "move"), S.sample(0.1, 1, "up")])),
    ]

    @Test("errors that repair cannot fix carry no hint", arguments: unrepairable.map(\.0))
    func noHint(kind: String) throws {
        let text = try #require(Self.unrepairable.first { $0.0 == kind }?.1)
        let error = try #require(S.readError(text))
        #expect(!error.isRepairable)
        #expect(error.repairHint == nil)
        // …and repair really cannot fix them: reading with repair throws the same error.
        #expect(S.readError(text, options: .repair) == error)
    }

    @Test("a file that cannot be read carries no hint")
    func unreadableFile() throws {
        let url = URL(fileURLWithPath: "/nonexistent/grasp-\(UInt32.random(in: 0 ... .max)).json")
        #expect(throws: TraceError.self) { try Trace(contentsOf: url) }
        do {
            _ = try Trace(contentsOf: url)
        } catch {
            #expect(error.repairHint == nil)
        }
    }

    /// One trace text for every lifecycle violation, with the words its hint must contain.
    static let repairable: [(String, String, String)] = [
        ("moves before down", S.document([S.sample(0, 1, "move"), S.sample(0.1, 1, "up")]),
         "use --repair to drop samples that come before their pointer's down instead of rejecting the trace"),
        ("goes down twice", S.document([S.sample(0, 1, "down"), S.sample(0.1, 1, "down"), S.sample(0.2, 1, "up")]),
         "use --repair to drop a second down of a pointer that is already down instead of rejecting the trace"),
        ("sample after end", S.document([S.sample(0, 1, "down"), S.sample(0.1, 1, "up"), S.sample(0.2, 1, "move")]),
         "use --repair to drop samples that come after their pointer ended instead of rejecting the trace"),
        ("never ends", S.document([S.sample(0, 1, "down"), S.sample(0.1, 1, "move")]),
         "use --repair to cancel pointers that never end at the trace's last time instead of rejecting the trace"),
    ]

    /// A version 2 scroll sample (trackpad).
    static func scroll(_ t: Double, _ pointer: Int, _ phase: String) -> String {
        S.sample2(t, pointer, phase, "\"kind\": \"trackpad\", \"dx\": 0, \"dy\": 1")
    }

    /// One version 2 trace text for each lifecycle violation version 2 adds, with its hint.
    static let repairableV2: [(String, String, String)] = [
        ("scroll never ends", S.document([scroll(0, 1, "scroll-begin"), scroll(0.1, 1, "scroll")], version: 2),
         "use --repair to end hovers, scrolls and transforms that never end at the trace's last time instead of rejecting the trace"),
        ("scroll begins twice", S.document([scroll(0, 1, "scroll-begin"), scroll(0.1, 1, "scroll-begin"), scroll(0.2, 1, "scroll-end")], version: 2),
         "use --repair to drop a second begin of a hover, scroll or transform that is already open instead of rejecting the trace"),
        ("sample after scroll end", S.document([scroll(0, 1, "scroll-begin"), scroll(0.1, 1, "scroll-cancel"), scroll(0.2, 1, "momentum")], version: 2),
         "use --repair to drop samples that come after their pointer ended instead of rejecting the trace"),
        ("wheel then scroll", S.document([scroll(0, 1, "wheel"), scroll(0.1, 1, "scroll-begin"), scroll(0.2, 1, "scroll-end")], version: 2),
         "use --repair to drop samples whose phase belongs to another kind of input than their pointer's instead of rejecting the trace"),
        ("momentum before scroll end", S.document([scroll(0, 1, "scroll-begin"), scroll(0.1, 1, "momentum"), scroll(0.2, 1, "scroll-end")], version: 2),
         "use --repair to drop momentum that comes before its scroll ended instead of rejecting the trace"),
    ]

    @Test("each lifecycle violation, of version 1 or 2, carries a hint that says what repair does",
          arguments: (repairable + repairableV2).map(\.0))
    func hint(kind: String) throws {
        let (_, text, hint) = try #require((Self.repairable + Self.repairableV2).first { $0.0 == kind })
        let error = try #require(S.readError(text))
        #expect(error.isRepairable)
        #expect(error.repairHint == hint)
        // …and repair does fix it.
        #expect(S.readError(text, options: .repair) == nil)
    }
}
