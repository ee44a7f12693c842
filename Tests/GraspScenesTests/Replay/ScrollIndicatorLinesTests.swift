// Why this file exists: JSON lines version 4 adds the scroll indicators to frames lines. These tests pin
// the field's shape, show that `--frames every` lines carry the list's indicator while it scrolls and
// until it has faded (and not after), at 60, 120 and 240 Hz, and that a line without an indicator is
// exactly a version 3 line.

import Foundation
import Grasp
import GraspScenes
import GraspTrace
import Testing

@Suite("Scroll indicators in replay lines")
struct ScrollIndicatorLinesTests {
    @Test func theFieldFollowsTheFramesAndOnlyWhenAnIndicatorShows() {
        let bar = ScrollIndicator(axis: .vertical, frame: Rect(x: 994, y: 3.25, width: 3, height: 40.1234), alpha: 0.5)
        let with = ReplayRecord.frames(time: 1.5, frames: [
            ReplayFrame(name: "list", frame: Rect(x: 0, y: 0, width: 1000, height: 700), scrollIndicators: [bar]),
            ReplayFrame(name: "row0", frame: Rect(x: 0, y: 0, width: 1000, height: 60)),
        ]).jsonLine
        #expect(with == "{\"t\": 1.5, \"frames\": {\"list\": [0, 0, 1000, 700], \"row0\": [0, 0, 1000, 60]}, "
            + "\"indicators\": {\"list\": {\"vertical\": {\"frame\": [994, 3.25, 3, 40.123], \"alpha\": 0.5}}}}")
        let without = ReplayRecord.frames(time: 1.5, frames: [ReplayFrame(name: "list", frame: Rect(x: 0, y: 0, width: 1000, height: 700))]).jsonLine
        #expect(without == "{\"t\": 1.5, \"frames\": {\"list\": [0, 0, 1000, 700]}}")
        #expect(ReplayRecord.jsonLinesVersion == 6)
    }

    @Test(arguments: [60.0, 120, 240])
    func everyTickLinesCarryTheListsIndicatorWhileItScrollsAndUntilItFades(rate: Double) throws {
        var synthesizer = TraceSynthesizer(sampleRate: rate)
        synthesizer.drag(from: Point(x: 500, y: 600), to: Point(x: 500, y: 300), duration: 0.15)  // a flick up
        let trace = synthesizer.trace(viewport: Trace.Viewport(width: 1000, height: 700))
        let records = try #require(SceneReplay.run(trace, sceneNamed: "list", replayer: TraceReplayer(frameRate: rate, tail: 6), frames: .everyTick(1)))
        var shown: [(t: Double, alpha: Double, frame: [Double])] = []
        var lastTime = 0.0
        for record in records {
            guard case .frames(let time, _) = record else { continue }
            let object = try #require(try JSONSerialization.jsonObject(with: Data(record.jsonLine.utf8)) as? [String: Any])
            lastTime = time
            guard let indicators = object["indicators"] as? [String: Any] else { continue }
            #expect(Set(indicators.keys) == ["list"], "at \(rate) Hz")
            let list = try #require(indicators["list"] as? [String: Any])
            #expect(list["horizontal"] == nil, "the list scrolls vertically only")
            let vertical = try #require(list["vertical"] as? [String: Any])
            shown.append((time, try #require(vertical["alpha"] as? Double), try #require(vertical["frame"] as? [Double])))
        }
        #expect(!shown.isEmpty, "at \(rate) Hz")
        // In window coordinates: along the right edge, 3 pt thick, moving down the track as the list scrolls up.
        for s in shown {
            #expect(abs(s.frame[0] - (1000 - ScrollIndicator.edgeInset - ScrollIndicator.thickness)) < 1e-3 && s.frame[2] == 3)
        }
        #expect(shown.last!.frame[1] > shown.first!.frame[1])
        // Opaque, then fading over the fade duration, then gone: the last line with one is before the end.
        #expect(shown.first!.alpha == 1 && shown.last!.alpha < 1 && shown.last!.alpha > 0)
        let fading = shown.filter { $0.alpha < 1 }
        #expect(fading.last!.t - fading.first!.t <= ScrollIndicator.fadeDuration + 1e-9)
        #expect(lastTime - shown.last!.t > 1.5, "at \(rate) Hz")
    }
}
