// Why this file exists: version 6 of the JSON lines carries the stretch of a scroll view on Android's
// physics. The version is a contract: version 5 must still be printed byte for byte when asked, and on
// UIKit's physics (no stretch ever) version 6's lines must be version 5's.

import Foundation
import Grasp
@_spi(GraspInternal) import GraspLabSession
import GraspScenes
import GraspTrace
import Testing

@Suite("JSON lines version 6: the stretch")
struct StretchLinesTests {
    /// A pull down from the list's top, held, then let go: the stretch is pulled, held and relaxes.
    static func pullTrace() -> Trace {
        var synth = TraceSynthesizer(sampleRate: 120)
        synth.drag(from: Point(x: 500, y: 200), to: Point(x: 500, y: 500), duration: 0.3, holdBeforeLift: 0.1)
        synth.wait(0.5)
        return synth.trace(description: "a pull down from the list's top", viewport: Trace.Viewport(width: 1000, height: 700))
    }

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/traces")

    @Test("A frames line writes each stretched axis's scale and anchor after the indicators (version 6), and leaves them out in version 5")
    func frameLine() {
        let stretched = ReplayFrame(name: "list", frame: Rect(x: 0, y: 0, width: 1000, height: 700),
                                    stretch: ScrollStretch(verticalScale: 1.0123456, verticalAnchor: 0))
        let record = ReplayRecord.frames(time: 0.25, frames: [stretched, ReplayFrame(name: "row0", frame: Rect(x: 0, y: 0, width: 1000, height: 60))])
        #expect(record.jsonLine == #"{"t": 0.25, "frames": {"list": [0, 0, 1000, 700], "row0": [0, 0, 1000, 60]}, "stretch": {"list": {"vertical": {"scale": 1.012, "anchor": 0}}}}"#)
        #expect(record.jsonLine(version: 5) == #"{"t": 0.25, "frames": {"list": [0, 0, 1000, 700], "row0": [0, 0, 1000, 60]}}"#)
        // A scale that is 1 to a thousandth is not written, as an indicator whose opacity rounds to 0.
        let almost = ReplayRecord.frames(time: 0.25, frames: [ReplayFrame(name: "list", frame: Rect(x: 0, y: 0, width: 10, height: 10),
                                                                          stretch: ScrollStretch(horizontalScale: 1.0004, horizontalAnchor: 1))])
        #expect(almost.jsonLine == almost.jsonLine(version: 5))
        #expect(ReplayRecord.jsonLinesVersion == 6 && ReplayRecord.jsonLinesVersions == 5...6)
    }

    @Test("On UIKit's physics, version 6 is version 5 byte for byte, for every example trace in its scene")
    func iOSUnchanged() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".grasp-test.json") }.sorted()
        #expect(files.count >= 8)
        for file in files {
            let trace = try Trace(jsonText: String(contentsOf: Self.examples.appendingPathComponent(file), encoding: .utf8), fileName: file)
            let sidecar = Self.examples.appendingPathComponent(file.replacingOccurrences(of: ".json", with: ".grasp-test.json"))
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: sidecar)) as? [String: Any]
            let scene = try #require(json?["scene"] as? String)
            let latest = ReplayLines.jsonLines(trace, scene: scene)
            let five = ReplayLines.jsonLines(trace, scene: scene, version: 5)
            #expect(latest != nil)
            #expect(latest == five, "\(file) in \(scene)")
            #expect(latest?.contains("\"stretch\"") == false)
        }
    }

    @Test("On Android's physics, a pull past the list's top writes the stretch growing, held and relaxing; version 5 is the same lines without it")
    func androidStretch() throws {
        let trace = Self.pullTrace()
        let six = try #require(ReplayLines.jsonLines(trace, scene: "list", frames: .everyTick(6), profile: .android))
        let five = try #require(ReplayLines.jsonLines(trace, scene: "list", frames: .everyTick(6), profile: .android, version: 5))
        let sixLines = six.split(separator: "\n").map(String.init), fiveLines = five.split(separator: "\n").map(String.init)
        #expect(sixLines.count == fiveLines.count)
        var scales: [Double] = []
        for (a, b) in zip(sixLines, fiveLines) {
            guard let range = a.range(of: #", "stretch": "#) else {
                #expect(a == b)
                continue
            }
            #expect(String(a[..<range.lowerBound]) + "}" == b)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(a.utf8)) as? [String: Any])
            let list = try #require((json["stretch"] as? [String: Any])?["list"] as? [String: Any])
            let vertical = try #require(list["vertical"] as? [String: Double])
            #expect(vertical["anchor"] == 0, "stretched at the top")
            scales.append(try #require(vertical["scale"]))
        }
        // It grows while pulled, reaches its largest while held, and relaxes to none before the end.
        let peak = try #require(scales.max())
        #expect(peak > 1.01 && peak <= 1.032)
        #expect(scales.count >= 6)
        #expect(!(sixLines.last ?? "").contains("stretch"))
        // On UIKit's physics the same pull rubber-bands instead: no stretch.
        let ios = try #require(ReplayLines.jsonLines(trace, scene: "list", frames: .everyTick(6)))
        #expect(!ios.contains("stretch"))
    }

    @Test("A version the replay does not print is refused, naming it and the versions it prints")
    func badVersion() {
        #expect(ReplayLines.versionProblem(6) == nil && ReplayLines.versionProblem(5) == nil)
        #expect(ReplayLines.versionProblem(4) == "--jsonl-version must be 5 or 6 (the JSON lines' versions a replay prints), not 4")
        #expect(ReplayLines.versionProblem(7)?.contains("not 7") == true)
        #expect(ReplayLines.versionProblem(-1)?.contains("not -1") == true)
    }
}
