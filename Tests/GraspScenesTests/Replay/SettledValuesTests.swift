// Why this file exists: the JSON-lines contract (since version 2) promises that a state-change line carries
// the values from after the handlers of that change ran (see the "Replay Output" article). One check per
// reference scene pins it: the gallery's settled page, MoveMe's selection, the stream's new speed.

import Foundation
import Grasp
import GraspScenes
import GraspTrace
import Testing

@Suite("Replay lines carry post-handler values (JSON lines version 3)")
struct SettledValuesTests {
    let viewport = Size(width: 1000, height: 700)

    /// Replays one synthesized gesture into `scene` and returns its state-change lines, parsed.
    func lines(_ scene: any Scene, _ build: (inout TraceSynthesizer) -> Void) throws -> [[String: Any]] {
        var synthesizer = TraceSynthesizer(sampleRate: 120)
        build(&synthesizer)
        return try SceneReplay.run(synthesizer.trace().touchEvents(), in: scene).compactMap { record in
            guard case .stateChange = record else { return nil }
            return try JSONSerialization.jsonObject(with: Data(record.jsonLine.utf8)) as? [String: Any]
        }
    }

    func line(_ lines: [[String: Any]], _ gesture: String, _ state: String) throws -> [String: Any] {
        try #require(lines.first { $0["gesture"] as? String == gesture && $0["state"] as? String == state })
    }

    @Test("The contract's version is 4 (3's state-change lines, frames lines with scroll indicators)")
    func version() {
        #expect(ReplayRecord.jsonLinesVersion == 6)
    }

    @Test("Gallery: the page pan's ended line shows the page its handler settled on")
    func galleryPage() throws {
        let start = Point(x: 800, y: 350)
        let lines = try lines(GalleryScene(viewport: viewport)) {
            $0.drag(from: start, to: start + Point(x: -150, y: 0), duration: 0.1)
        }
        #expect(try line(lines, "page", "began")["page"] as? Double == 0)
        #expect(try line(lines, "page", "ended")["page"] as? Double == 1)
    }

    @Test("MoveMe: select2's began line shows the square selected")
    func moveMeSelection() throws {
        let lines = try lines(MoveMeScene(viewport: viewport)) { $0.hold(at: Point(x: 500, y: 350), duration: 0.3) }
        #expect(try line(lines, "select2", "began")["selected"] as? Double == 1)
    }

    @Test("Stream: the swipe's line shows the new speed")
    func streamSpeed() throws {
        let scene = StreamScene(viewport: viewport)
        let before = scene.speed
        let onStrip = Point(x: 500, y: 350)
        let lines = try lines(scene) { $0.swipe(from: onStrip, to: onStrip + Point(x: -200, y: 0), duration: 0.15) }
        let swipe = try line(lines, "swipe", "recognized")
        #expect(swipe["speed"] as? Double == scene.speed)
        #expect(scene.speed != before)
    }
}
