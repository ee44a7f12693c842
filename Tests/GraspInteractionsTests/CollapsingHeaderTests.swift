// Why this file exists: the collapsing header's own rules, without a scene: how it corrects bad
// configuration (and records it), and how it answers each part of the nested-scroll connection.

import GraspInteractions
import Testing

@Suite("Collapsing header")
struct CollapsingHeaderTests {
    @Test func badConfigurationIsCorrectedAndRecorded() {
        let nan = CollapsingHeader(expandedHeight: .nan, collapsedHeight: 60)
        #expect(nan.expandedHeight == 140 && nan.collapsedHeight == 60)
        #expect(nan.diagnostics.map { $0.parameter } == ["expandedHeight"])
        #expect(nan.diagnostics.first?.description.contains("not a finite number") == true)
        let inverted = CollapsingHeader(expandedHeight: 100, collapsedHeight: 200)
        #expect(inverted.collapsedHeight == 100 && inverted.expandedHeight == 100)
        #expect(inverted.diagnostics == [InteractionDiagnostic(parameter: "collapsedHeight", value: 200, replacement: 100, reason: "above expandedHeight")])
        let negative = CollapsingHeader(expandedHeight: 140, collapsedHeight: -5)
        #expect(negative.collapsedHeight == 60)
        #expect(negative.diagnostics.first?.reason == "below zero")
        #expect(CollapsingHeader().diagnostics.isEmpty)
        // Nothing lost: a corrected header still works.
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(inverted.scrollView(list, willScrollBy: Point(x: 0, y: 10)) == .zero)
        #expect(nan.scrollView(list, willScrollBy: Point(x: 0, y: 10)) == Point(x: 0, y: 10))
        #expect(nan.height == 130)
    }

    @Test func eachPartOfTheConnection() {
        let header = CollapsingHeader()
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        list.contentSize = Size(width: 100, height: 1000)
        var seen: [Double] = []
        header.onHeightChange = { seen.append($0) }
        // Pre-scroll up: collapses by at most 80; down is not taken before the list.
        #expect(header.scrollView(list, willScrollBy: Point(x: 3, y: 100)) == Point(x: 0, y: 80))
        #expect(header.height == 60)
        #expect(header.scrollView(list, willScrollBy: Point(x: 0, y: -10)) == .zero)
        // Post-scroll down: expands by what the list left, at most 80.
        #expect(header.scrollView(list, didScroll: .zero, leaving: Point(x: 0, y: -30)) == Point(x: 0, y: -30))
        #expect(header.height == 90)
        #expect(seen == [60, 90])
        // Pre-fling half-way: snaps to the nearer height (60) and takes the velocity.
        #expect(header.scrollView(list, willGlideWith: Point(x: 0, y: 500)) == Point(x: 0, y: 500))
        #expect(header.isSnapping)
        header.advance(to: 0.05)
        let caught = header.height
        #expect(caught < 90 && caught > 60)
        header.stopSnap(at: 0.05)
        #expect(!header.isSnapping && header.height == caught)
        header.settle(at: 1)
        header.advance(to: 10)
        #expect(header.height == 60 && !header.isSnapping)
        // At a height, a release takes nothing.
        #expect(header.scrollView(list, willGlideWith: Point(x: 0, y: 500)) == .zero)
    }
}
