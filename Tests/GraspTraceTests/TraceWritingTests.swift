// Why this file exists: the writer's output is a file format other tools and people read. These
// tests pin its layout, its precision, when `kind` appears, and that reading it back is lossless.

import Foundation
import Testing
import GraspTrace
import GraspFoundationCompat

@Suite("Writing traces")
struct TraceWritingTests {
    @Test("the layout matches the shared files: fixed key order, one sample per line")
    func layout() {
        let trace = Trace(
            description: "A tap.", source: "test", viewport: .init(width: 1000, height: 700.5),
            samples: [
                .init(t: 0, pointer: 1, phase: .down, x: 500, y: 350),
                .init(t: 0.049995, pointer: 1, phase: .up, x: 500.25, y: -3),
            ])
        let text = String(decoding: trace.jsonData(), as: UTF8.self)
        #expect(text == """
            {
              "format": "grasp-trace",
              "version": 1,
              "description": "A tap.",
              "source": "test",
              "viewport": {"width": 1000, "height": 700.5},
              "samples": [
                {"t": 0.0, "pointer": 1, "phase": "down", "x": 500.0, "y": 350.0},
                {"t": 0.049995, "pointer": 1, "phase": "up", "x": 500.25, "y": -3.0}
              ]
            }

            """)
    }

    @Test("an unknown viewport is left out and an empty trace writes an empty array")
    func emptyTrace() throws {
        let text = String(decoding: Trace(samples: []).jsonData(), as: UTF8.self)
        #expect(!text.contains("viewport"))
        #expect(text.contains("\"samples\": []"))
        #expect(try Trace(jsonData: Trace(samples: []).jsonData()) == Trace(samples: []))
    }

    @Test("times are written to microseconds and positions to thousandths")
    func precision() {
        let trace = Trace(samples: [.init(t: 0.123456789, pointer: 1, phase: .down, x: 1.23456, y: 2.0004999)])
        let text = String(decoding: trace.jsonData(), as: UTF8.self)
        #expect(text.contains("{\"t\": 0.123457, \"pointer\": 1, \"phase\": \"down\", \"x\": 1.235, \"y\": 2.0}"))
    }

    @Test("kind is written only for samples that are not touches")
    func kindOnlyWhenNotTouch() throws {
        let trace = Trace(samples: [
            .init(t: 0, pointer: 1, phase: .down, x: 0, y: 0, kind: "pen"),
            .init(t: 0, pointer: 2, phase: .down, x: 0, y: 0, kind: "touch"),
            .init(t: 0, pointer: 3, phase: .down, x: 0, y: 0),
            .init(t: 1, pointer: 1, phase: .up, x: 0, y: 0, kind: "pen"),
            .init(t: 1, pointer: 2, phase: .up, x: 0, y: 0),
            .init(t: 1, pointer: 3, phase: .up, x: 0, y: 0, kind: "mouse"),
        ])
        let lines = String(decoding: trace.jsonData(), as: UTF8.self).split(separator: "\n").filter { $0.contains("\"t\"") }
        #expect(lines.map { $0.contains("\"kind\"") } == [true, false, false, true, false, true])
        let read = try Trace(jsonData: trace.jsonData())
        #expect(read.samples.map(\.kind) == ["pen", nil, nil, "pen", nil, "mouse"])
    }

    @Test("text with quotes, backslashes, control characters and non-ASCII round-trips")
    func escaping() throws {
        let trace = Trace(description: "say \"hi\"\\\n\tthen\u{01} wave 👋 é", source: "", samples: [])
        let read = try Trace(jsonData: trace.jsonData())
        #expect(read.description == trace.description)
        #expect(String(decoding: trace.jsonData(), as: UTF8.self).contains(#""say \"hi\"\\\n\tthen\u0001 wave 👋 é""#))
    }

    @Test("writing is deterministic")
    func deterministic() {
        var synthesizer = TraceSynthesizer(positionNoise: 2, seed: 7)
        synthesizer.pinch(center: .init(x: 100, y: 100), fromSpan: 50, toSpan: 200, duration: 0.3)
        let trace = synthesizer.trace()
        #expect(trace.jsonData() == trace.jsonData())
        #expect(trace.jsonData() == Trace(description: trace.description, source: trace.source, samples: trace.samples).jsonData())
    }

    @Test("a rounded trace round-trips exactly; reading rounds to the same precision")
    func roundedRoundTrip() throws {
        let trace = Trace(samples: [
            .init(t: 0.1000004, pointer: 1, phase: .down, x: 1 / 3, y: 2 / 3),
            .init(t: 0.7777777, pointer: 1, phase: .up, x: 10.0005, y: -0.0004),
        ])
        let read = try Trace(jsonData: trace.jsonData())
        #expect(read == trace.rounded())
        #expect(try Trace(jsonData: read.jsonData()) == read)
        #expect(read.samples[1].y == 0)
    }

    @Test("write(to:) and init(contentsOf:) round-trip through a file")
    func fileRoundTrip() throws {
        var synthesizer = TraceSynthesizer()
        synthesizer.taps(2, at: .init(x: 10, y: 10))
        let trace = synthesizer.trace(description: "double tap", viewport: .init(width: 320, height: 480))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("grasp-trace-\(UInt64(trace.samples.count))-roundtrip.json")
        try trace.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try Trace(contentsOf: url) == trace)
    }

    @Test("a trace holding NaN is still written, and reading it names the field")
    func nanIsWrittenAndRejected() throws {
        let trace = Trace(samples: [.init(t: 0, pointer: 1, phase: .down, x: .nan, y: 0), .init(t: 0, pointer: 1, phase: .up, x: 0, y: 0)])
        let error = try #require(TraceTestSupport.readError(String(decoding: trace.jsonData(), as: UTF8.self)))
        #expect(error.description == "bad.json: sample 0: field \"x\": expected a finite number, found NaN")
    }
}
