// Why this file exists: `grasp replay --format svg` must produce a document any XML reader accepts, with a
// lane for every recognizer of the scene and a marked transition for every state change the JSON lines
// report (other than `changed`), at the same times, and nothing that reaches outside the file.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Grasp
import GraspScenes
import GraspTrace
import GraspFoundationCompat
import Testing

@Suite("Replay SVG")
struct ReplaySVGTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/traces")

    /// Every element's name and attributes, in document order, and the document's text.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var text = ""
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append((elementName, attributes))
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    func parse(_ svg: String) throws -> Collector {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "the SVG is not well-formed XML: \(String(describing: parser.parserError))")
        return collector
    }

    @Test(arguments: [("flick-and-double-tap", "inspector"), ("flick-and-catch", "flick"), ("gallery-page-and-tap", "gallery")])
    func theSVGHasALanePerRecognizerAndATransitionPerStateChange(name: String, sceneName: String) throws {
        let trace = try Trace(contentsOf: Self.examples.appendingPathComponent("\(name).json"))
        let svg = try #require(ReplaySVG.render(trace, sceneNamed: sceneName, name: "\(name).json"))
        let document = try parse(svg)
        #expect(document.elements.first?.name == "svg")
        #expect(document.elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")

        let scene = try #require(SceneCatalog.makeScene(named: sceneName, viewport: Size(width: 1000, height: 700)))
        let lanes = document.elements.filter { $0.name == "g" && $0.attributes["class"] == "lane" }.compactMap { $0.attributes["data-gesture"] }
        #expect(Array(lanes.prefix(scene.recognizers.count)) == scene.recognizers.map(\.name))

        let records = try #require(SceneReplay.run(trace, sceneNamed: sceneName, replayer: TraceReplayer(frameRate: 120, tail: 5)))
        let expected = records.compactMap { record -> String? in
            guard case .stateChange(let change) = record, change.state != "changed" else { return nil }
            return "\(change.gesture) \(change.state) \(SceneValue.number(change.time).json)"
        }
        let marked = document.elements.filter { $0.name == "g" && $0.attributes["class"] == "transition" }.map { element in
            let t = Double(element.attributes["data-t"] ?? "") ?? -1
            return "\(element.attributes["data-gesture"] ?? "") \(element.attributes["data-state"] ?? "") \(SceneValue.number(t).json)"
        }
        #expect(!expected.isEmpty)
        #expect(marked.sorted() == expected.sorted())
        // The title names the trace, the scene and the rates; the touches are drawn with their downs and ups.
        #expect(document.text.contains(trace.description))
        #expect(document.text.contains("scene \(sceneName)"))
        #expect(document.text.contains("ticks 120 Hz"))
        #expect(document.elements.contains { $0.attributes["class"] == "down" })
        #expect(document.elements.contains { $0.attributes["class"] == "up" })
        // The stage miniature draws one path per stroke (a pointer from down to up or cancel).
        #expect(document.elements.contains { $0.attributes["id"] == "stage" })
        let downs = trace.samples.filter { $0.phase == .down }.count
        #expect(document.elements.filter { $0.attributes["class"] == "stage-path" }.count == downs)
        // Self-contained: no scripts, no links, no fonts from elsewhere.
        #expect(!document.elements.contains { ["script", "image", "a", "foreignObject", "style"].contains($0.name) })
        #expect(!svg.contains("href") && !svg.contains("@font-face") && !svg.contains("url("))
    }

    @Test func theFlickSVGDrawsTheMovingBoxAndNotTheStillTrack() throws {
        let trace = try Trace(contentsOf: Self.examples.appendingPathComponent("flick-and-catch.json"))
        let document = try parse(try #require(ReplaySVG.render(trace, sceneNamed: "flick")))
        let nodes = Set(document.elements.filter { $0.attributes["class"] == "node" }.compactMap { $0.attributes["data-node"] })
        #expect(nodes == ["box"])
        // The catch: a touch-down lane with a `began` at the second finger's landing.
        let catchTime = try #require(trace.samples.first { $0.pointer == 2 }?.t)
        #expect(document.elements.contains {
            $0.attributes["class"] == "transition" && $0.attributes["data-gesture"] == "touchDown" && $0.attributes["data-state"] == "began"
                && abs((Double($0.attributes["data-t"] ?? "") ?? -1) - catchTime) < 1e-6
        })
    }

    @Test func textIsEscaped() throws {
        let trace = Trace(description: "a <b> & \"c\"", samples: [
            Trace.Sample(t: 0, pointer: 1, phase: .down, x: 10, y: 10),
            Trace.Sample(t: 0.1, pointer: 1, phase: .cancel, x: 10, y: 10),
        ])
        let document = try parse(try #require(ReplaySVG.render(trace, sceneNamed: "inspector")))
        #expect(document.text.contains("a <b> & \"c\""))
        #expect(document.elements.contains { $0.attributes["class"] == "cancel" })
    }

    @Test func anUnknownSceneRendersNothing() {
        #expect(ReplaySVG.render(Trace(samples: []), sceneNamed: "no-such-scene") == nil)
    }
}
