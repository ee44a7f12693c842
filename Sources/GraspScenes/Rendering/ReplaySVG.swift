// Why this file exists: JSON lines answer a tool; a person asking "why did the pinch not begin?" or
// "where was the box when the finger landed?" needs a picture. `grasp replay --format svg` draws one
// replay as a single self-contained SVG (no scripts, no external fonts): a lane per recognizer coloured by
// state with every transition marked, the touches under it, and the scene's moving nodes on the same time
// axis. It replays with frames at every tick, so the motion between animation stops is drawn too.

import Grasp
import GraspTrace

/// Renders a replay as a self-contained SVG timeline.
///
/// From top to bottom, on one time axis: a title (the trace's description, the scene, the trace's sample
/// rate and the tick rate), a legend, one lane per recognizer of the scene coloured by state (`began`,
/// `changed`, then a short block of `ended`, `recognized` or `cancelled`, or `failed` until every touch
/// has lifted) with each
/// transition marked and labelled with its time, the x and y of every pointer over time with down, up and
/// cancel marked, the centre x and y of every node that moved, and a miniature of the stage with every
/// pointer's path and the moving nodes where they started and ended. Lanes are `<g class="lane">` elements
/// with a `data-gesture` attribute; transitions are `<g class="transition">` elements with `data-gesture`,
/// `data-state` and `data-t`, each with a `<title>` tooltip.
public enum ReplaySVG {
    /// Replays `trace` into a new scene called `sceneName` (built as ``SceneReplay`` builds it) and renders
    /// the timeline.
    ///
    /// - Parameters:
    ///   - trace: The trace to replay.
    ///   - sceneName: A scene of the ``SceneCatalog``.
    ///   - name: What to call the trace in the title when it has no description (usually its file name).
    ///   - replayer: The tick rate and tail of the replay.
    /// - Returns: The SVG document, or `nil` if there is no scene called `sceneName`.
    public static func render(_ trace: Trace, sceneNamed sceneName: String, name: String = "", replayer: TraceReplayer = TraceReplayer(frameRate: 120, tail: 5)) -> String? {
        let viewport = trace.viewport.map { Size(width: $0.width, height: $0.height) } ?? SceneReplay.defaultViewport
        guard let scene = SceneCatalog.makeScene(named: sceneName, viewport: viewport) else { return nil }
        let recognizers = scene.recognizers.map { $0.name }
        let records = SceneReplay.run(trace.touchEvents(), in: scene, replayer: replayer, frames: .everyTick(1))
        var layout = TimelineLayout(trace: trace, sceneName: sceneName, name: name, viewport: viewport,
                                    frameRate: replayer.frameRate, recognizers: recognizers, records: records)
        return layout.render()
    }
}

/// The drawing of one replay: positions, scales and the order of the panels.
struct TimelineLayout {
    static let width = 1200.0
    static let left = 150.0
    static let right = 24.0
    static let laneHeight = 36.0
    static let plotHeight = 110.0
    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22"]
    /// Each state's colour, in legend order.
    static let stateColours: [(state: String, colour: String)] = [
        ("possible", "#eef0f3"), ("began", "#2f6fde"), ("changed", "#7ea6ee"), ("ended", "#2ca02c"),
        ("recognized", "#1b8a5a"), ("cancelled", "#f39c12"), ("failed", "#d62728"),
    ]

    let trace: Trace
    let sceneName: String
    let name: String
    let viewport: Size
    let frameRate: Double
    let lanes: [RecognizerLane]
    let nodeSeries: [(name: String, points: [(t: Double, frame: Rect)])]
    let end: Double
    var svg = SVGDocument()
    var y = 0.0

    init(trace: Trace, sceneName: String, name: String, viewport: Size, frameRate: Double, recognizers: [String], records: [ReplayRecord]) {
        self.trace = trace
        self.sceneName = sceneName
        self.name = name
        self.viewport = viewport
        self.frameRate = frameRate
        var changes: [ReplayStateChange] = []
        var framesByNode: [String: [(t: Double, frame: Rect)]] = [:]
        var nodeOrder: [String] = []
        for record in records {
            switch record {
            case .stateChange(let change): changes.append(change)
            case .controlEvent: continue
            case .frames(let time, let frames):
                for frame in frames {
                    if framesByNode[frame.name] == nil { nodeOrder.append(frame.name) }
                    framesByNode[frame.name, default: []].append((time, frame.frame))
                }
            }
        }
        // The moving nodes, and when the last of them stopped.
        var lastMotion = 0.0
        var moving: [(name: String, points: [(t: Double, frame: Rect)])] = []
        for node in nodeOrder {
            let points = framesByNode[node] ?? []
            guard let first = points.first else { continue }
            var moved = false
            for (index, point) in points.enumerated() where index > 0 && !Self.same(point.frame, points[index - 1].frame) {
                moved = true
                lastMotion = max(lastMotion, point.t)
            }
            if moved || !Self.same(first.frame, points.last?.frame ?? first.frame) { moving.append((node, points)) }
        }
        nodeSeries = moving
        let lastSample = trace.samples.last?.t ?? 0
        let lastChange = changes.last?.time ?? 0
        // A scene that never rests (the stream) would stretch the axis over the whole tail: motion counts
        // for at most 1.5 s after the last sample or transition.
        let lastInput = max(lastSample, lastChange)
        let contentEnd = max(lastInput, min(lastMotion, lastInput + 1.5), 0.1)
        let end = contentEnd + max(0.1, contentEnd * 0.04)
        self.end = end
        let allUp = Self.allUpTimes(trace)
        var names = recognizers
        for change in changes where !names.contains(change.gesture) { names.append(change.gesture) }
        lanes = names.map { RecognizerLane(gesture: $0, changes: changes, allUp: allUp, end: end) }
    }

    static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.origin.x - b.origin.x) < 0.01 && abs(a.origin.y - b.origin.y) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
    }

    /// The times at which the last pointer down lifts or is cancelled.
    static func allUpTimes(_ trace: Trace) -> [Double] {
        var down = Set<Int>()
        var times: [Double] = []
        for sample in trace.samples {
            switch sample.phase {
            case .down: down.insert(sample.pointer)
            case .up, .cancel:
                down.remove(sample.pointer)
                if down.isEmpty { times.append(sample.t) }
            default: break
            }
        }
        return times
    }

    /// The median interval between distinct sample times, as a rate; `nil` for fewer than two times.
    static func sampleRate(_ trace: Trace) -> Double? {
        var intervals: [Double] = []
        var previous: Double?
        for sample in trace.samples {
            if let p = previous, sample.t > p + 1e-9 { intervals.append(sample.t - p) }
            previous = sample.t
        }
        guard !intervals.isEmpty else { return nil }
        intervals.sort()
        return 1 / intervals[intervals.count / 2]
    }

    var plotWidth: Double { Self.width - Self.left - Self.right }
    func x(_ t: Double) -> Double { Self.left + min(max(t, 0), end) / end * plotWidth }

    // MARK: Drawing

    mutating func render() -> String {
        let title = trace.description.isEmpty ? (name.isEmpty ? "replay" : name) : trace.description
        drawTitle(title)
        drawLegend()
        let gridTop = y
        drawAxisLabels(at: y + 12)
        y += 20
        let lanesTop = y
        svg.open("g", [("id", "lanes")])
        for lane in lanes { drawLane(lane) }
        svg.close()
        let lanesBottom = y
        y += 16
        drawTouches()
        drawNodes()
        let gridBottom = y
        drawAxisLabels(at: y + 14)
        y += 30
        drawGrid(from: gridTop + 18, to: gridBottom, lanes: lanesTop...lanesBottom)
        drawStage()
        return svg.document(width: Self.width, height: y, title: title)
    }

    mutating func drawTitle(_ title: String) {
        svg.element("rect", [("x", "0"), ("y", "0"), ("width", SVGDocument.number(Self.width)), ("height", "100%"), ("fill", "#ffffff")])
        let titleLines = Self.wrapped(title, width: 110)
        for (index, line) in titleLines.enumerated() {
            svg.text(line, x: 16, y: 28 + Double(index) * 22, [("font-size", "18"), ("font-weight", "bold"), ("fill", "#111")])
        }
        y = Double(titleLines.count - 1) * 22
        var facts = ["scene \(sceneName)"]
        if let rate = Self.sampleRate(trace) { facts.append("samples ≈\(Self.decimal(rate, 0)) Hz") }
        facts.append("ticks \(Self.decimal(frameRate, frameRate.rounded() == frameRate ? 0 : 1)) Hz")
        let pointers = Set(trace.samples.map { $0.pointer }).count
        facts.append("\(trace.samples.count) samples from \(pointers) pointer\(pointers == 1 ? "" : "s")")
        facts.append("viewport \(Self.decimal(viewport.width, 0))×\(Self.decimal(viewport.height, 0))")
        if !name.isEmpty, !trace.description.isEmpty { facts.append(name) }
        svg.text(facts.joined(separator: " · "), x: 16, y: y + 48, [("font-size", "12"), ("fill", "#444")])
        y += 58
    }

    mutating func drawLegend() {
        svg.open("g", [("id", "legend")])
        var x = 16.0
        for (state, colour) in Self.stateColours {
            svg.element("rect", [("x", SVGDocument.number(x)), ("y", SVGDocument.number(y + 6)), ("width", "14"), ("height", "10"), ("fill", colour), ("stroke", "#999"), ("stroke-width", "0.5")])
            svg.text(state, x: x + 18, y: y + 15, [("font-size", "11"), ("fill", "#333")])
            x += 30 + Double(state.count) * 6.5
        }
        x += 10
        svg.element("line", [("x1", SVGDocument.number(x)), ("y1", SVGDocument.number(y + 4)), ("x2", SVGDocument.number(x)), ("y2", SVGDocument.number(y + 18)), ("stroke", "#111"), ("stroke-width", "1.5")])
        svg.text("transition (state and time in s)", x: x + 6, y: y + 15, [("font-size", "11"), ("fill", "#333")])
        svg.close()
        y += 26
    }

    /// The time step for about ten grid lines over the axis.
    var timeStep: Double {
        for step in [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60] where end / step <= 12 { return step }
        return 120
    }

    mutating func drawAxisLabels(at baseline: Double) {
        let step = timeStep
        let decimals = step < 0.1 ? 2 : (step < 1 ? 1 : 0)
        var k = 0
        while Double(k) * step <= end + 1e-9 {
            let t = Double(k) * step
            svg.text("\(Self.decimal(t, decimals)) s", x: x(t), y: baseline, [("font-size", "10"), ("fill", "#666"), ("text-anchor", "middle")])
            k += 1
        }
    }

    mutating func drawGrid(from top: Double, to bottom: Double, lanes: ClosedRange<Double>) {
        svg.open("g", [("id", "grid"), ("stroke", "#000"), ("stroke-opacity", "0.08")])
        let step = timeStep
        var k = 0
        while Double(k) * step <= end + 1e-9 {
            let gx = SVGDocument.number(x(Double(k) * step))
            svg.element("line", [("x1", gx), ("y1", SVGDocument.number(top)), ("x2", gx), ("y2", SVGDocument.number(bottom))])
            k += 1
        }
        svg.close()
    }

    mutating func drawLane(_ lane: RecognizerLane) {
        let top = y
        svg.open("g", [("class", "lane"), ("data-gesture", lane.gesture)], title: "\(lane.gesture): \(lane.transitions.count) transition\(lane.transitions.count == 1 ? "" : "s")")
        svg.text(lane.gesture, x: Self.left - 8, y: top + 22, [("font-size", "12"), ("fill", "#222"), ("text-anchor", "end")])
        let bandTop = top + 12, bandHeight = 12.0
        svg.element("rect", [("x", SVGDocument.number(Self.left)), ("y", SVGDocument.number(bandTop)), ("width", SVGDocument.number(plotWidth)), ("height", SVGDocument.number(bandHeight)), ("fill", Self.colour(of: "possible"))])
        for span in lane.spans {
            let x0 = x(span.start), x1 = max(x(span.end), x0 + 3)
            svg.element("rect", [("class", "span"), ("data-state", span.state), ("x", SVGDocument.number(x0)), ("y", SVGDocument.number(bandTop)), ("width", SVGDocument.number(x1 - x0)), ("height", SVGDocument.number(bandHeight)), ("fill", Self.colour(of: span.state))])
        }
        var lastLabelEnd = [-Double.infinity, -Double.infinity]
        for transition in lane.transitions {
            let tx = x(transition.time)
            let label = "\(transition.state) \(Self.decimal(transition.time, 3))"
            let change = transition.change
            var tooltip = "\(lane.gesture) \(transition.state) at \(Self.decimal(transition.time, 3)) s, at (\(Self.decimal(change.location.x, 1)), \(Self.decimal(change.location.y, 1))), \(change.touches) touch\(change.touches == 1 ? "" : "es")"
            for (valueName, value) in change.values where !ReplayRecord.baseFields.contains(valueName) { tooltip += ", \(valueName) \(value.json)" }
            svg.open("g", [("class", "transition"), ("data-gesture", lane.gesture), ("data-state", transition.state), ("data-t", SceneValue.jsonNumber(transition.time, decimals: 6))], title: tooltip)
            svg.element("line", [("x1", SVGDocument.number(tx)), ("y1", SVGDocument.number(top + 2)), ("x2", SVGDocument.number(tx)), ("y2", SVGDocument.number(top + 34)), ("stroke", "#111"), ("stroke-width", "1.5")])
            // Below the band, or above it when the label below would overlap the previous one.
            let width = Double(label.count) * 5.2
            let row = lastLabelEnd[1] < tx + 2 ? 1 : (lastLabelEnd[0] < tx + 2 ? 0 : 1)
            lastLabelEnd[row] = tx + 3 + width
            svg.text(label, x: tx + 3, y: row == 1 ? top + 34 : top + 10, [("font-size", "9"), ("fill", "#111")])
            svg.close()
        }
        svg.close()
        y += Self.laneHeight + 4
    }

    /// A pointer's strokes: from each down to its up or cancel.
    struct Stroke {
        var pointer: Int
        var samples: [Trace.Sample]
    }

    var strokes: [Stroke] {
        var result: [Stroke] = []
        var open: [Int: Int] = [:]
        for sample in trace.samples {
            if sample.phase == .down || open[sample.pointer] == nil {
                open[sample.pointer] = result.count
                result.append(Stroke(pointer: sample.pointer, samples: []))
            }
            if let index = open[sample.pointer] { result[index].samples.append(sample) }
            if sample.phase == .up || sample.phase == .cancel { open[sample.pointer] = nil }
        }
        return result
    }

    mutating func drawTouches() {
        let strokes = self.strokes
        let pointers = Array(Set(strokes.map { $0.pointer })).sorted()
        func colour(_ pointer: Int) -> String { Self.palette[(pointers.firstIndex(of: pointer) ?? 0) % Self.palette.count] }
        svg.open("g", [("id", "touches")])
        svg.text("touches", x: 16, y: y + 12, [("font-size", "13"), ("font-weight", "bold"), ("fill", "#222")])
        var legendX = Self.left
        for pointer in pointers {
            svg.element("line", [("x1", SVGDocument.number(legendX)), ("y1", SVGDocument.number(y + 8)), ("x2", SVGDocument.number(legendX + 16)), ("y2", SVGDocument.number(y + 8)), ("stroke", colour(pointer)), ("stroke-width", "2")])
            svg.text("pointer \(pointer)", x: legendX + 20, y: y + 12, [("font-size", "11"), ("fill", "#333")])
            legendX += 90
        }
        legendX += 10
        drawMarker(.down, x: legendX, y: y + 8, colour: "#333")
        svg.text("down", x: legendX + 7, y: y + 12, [("font-size", "11"), ("fill", "#333")])
        drawMarker(.up, x: legendX + 50, y: y + 8, colour: "#333")
        svg.text("up", x: legendX + 57, y: y + 12, [("font-size", "11"), ("fill", "#333")])
        drawMarker(.cancel, x: legendX + 86, y: y + 8, colour: "#333")
        svg.text("cancel", x: legendX + 93, y: y + 12, [("font-size", "11"), ("fill", "#333")])
        y += 20
        for axis in ["x", "y"] {
            let values = trace.samples.map { axis == "x" ? $0.x : $0.y }
            let extent = axis == "x" ? viewport.width : viewport.height
            let low = min(0, values.min() ?? 0), high = max(extent, values.max() ?? extent)
            let plot = Plot(top: y, height: Self.plotHeight, low: low, high: high)
            drawPlotFrame(plot, label: "touch \(axis)", unit: "pt")
            for stroke in strokes {
                let points = stroke.samples.map { (x($0.t), plot.y(axis == "x" ? $0.x : $0.y)) }
                svg.element("polyline", [("class", "stroke"), ("data-pointer", String(stroke.pointer)), ("points", SVGDocument.points(points)), ("fill", "none"), ("stroke", colour(stroke.pointer)), ("stroke-width", "1.6")])
                for sample in stroke.samples where sample.phase != .move {
                    drawMarker(sample.phase, x: x(sample.t), y: plot.y(axis == "x" ? sample.x : sample.y), colour: colour(stroke.pointer),
                               title: "pointer \(sample.pointer) \(sample.phase.rawValue) at \(Self.decimal(sample.t, 3)) s, (\(Self.decimal(sample.x, 1)), \(Self.decimal(sample.y, 1)))")
                }
            }
            y += Self.plotHeight + 10
        }
        svg.close()
    }

    mutating func drawNodes() {
        svg.open("g", [("id", "nodes")])
        svg.text("nodes", x: 16, y: y + 12, [("font-size", "13"), ("font-weight", "bold"), ("fill", "#222")])
        let shown = Array(nodeSeries.prefix(Self.palette.count))
        guard !shown.isEmpty else {
            svg.text("no node moved", x: Self.left, y: y + 12, [("font-size", "11"), ("fill", "#666")])
            svg.close()
            y += 24
            return
        }
        var legendX = Self.left
        for (index, node) in shown.enumerated() {
            svg.element("line", [("x1", SVGDocument.number(legendX)), ("y1", SVGDocument.number(y + 8)), ("x2", SVGDocument.number(legendX + 16)), ("y2", SVGDocument.number(y + 8)), ("stroke", Self.palette[index]), ("stroke-width", "2"), ("stroke-dasharray", "5 2")])
            svg.text(node.name, x: legendX + 20, y: y + 12, [("font-size", "11"), ("fill", "#333")])
            legendX += 28 + Double(node.name.count) * 6.5
        }
        if nodeSeries.count > shown.count {
            svg.text("(and \(nodeSeries.count - shown.count) more)", x: legendX, y: y + 12, [("font-size", "11"), ("fill", "#666")])
        }
        y += 20
        for axis in ["x", "y"] {
            func value(_ frame: Rect) -> Double { axis == "x" ? frame.midX : frame.midY }
            let values = shown.flatMap { $0.points.filter { $0.t <= end }.map { value($0.frame) } }
            var low = values.min() ?? 0, high = values.max() ?? 1
            let pad = max(1, (high - low) * 0.06)
            low -= pad
            high += pad
            let plot = Plot(top: y, height: Self.plotHeight, low: low, high: high)
            drawPlotFrame(plot, label: "centre \(axis)", unit: "pt")
            for (index, node) in shown.enumerated() {
                let points = Self.simplified(node.points.filter { $0.t <= end + 1e-9 }.map { ($0.t, value($0.frame)) })
                svg.element("polyline", [("class", "node"), ("data-node", node.name), ("points", SVGDocument.points(points.map { (x($0.0), plot.y($0.1)) })), ("fill", "none"), ("stroke", Self.palette[index]), ("stroke-width", "1.8"), ("stroke-dasharray", "5 2")], title: "\(node.name) centre \(axis)")
            }
            y += Self.plotHeight + 10
        }
        svg.close()
    }

    /// The stage in miniature: the viewport, every stroke's path with its down, up or cancel, and each
    /// moving node's frame where it started (dashed) and where it ended (solid).
    mutating func drawStage() {
        let scale = min(360 / max(viewport.width, 1), 240 / max(viewport.height, 1))
        let left = Self.left, top = y + 20
        func point(_ x: Double, _ y: Double) -> (Double, Double) { (left + x * scale, top + y * scale) }
        let strokes = self.strokes
        let pointers = Array(Set(strokes.map { $0.pointer })).sorted()
        func colour(_ pointer: Int) -> String { Self.palette[(pointers.firstIndex(of: pointer) ?? 0) % Self.palette.count] }
        svg.open("g", [("id", "stage")])
        svg.text("stage", x: 16, y: y + 12, [("font-size", "13"), ("font-weight", "bold"), ("fill", "#222")])
        svg.text("paths on the viewport; nodes where they started (dashed) and ended (solid)", x: left, y: y + 12, [("font-size", "11"), ("fill", "#666")])
        svg.element("rect", [("x", SVGDocument.number(left)), ("y", SVGDocument.number(top)), ("width", SVGDocument.number(viewport.width * scale)), ("height", SVGDocument.number(viewport.height * scale)), ("fill", "#fafbfc"), ("stroke", "#99a"), ("stroke-width", "0.8")])
        for (index, node) in nodeSeries.prefix(Self.palette.count).enumerated() {
            guard let first = node.points.first?.frame, let last = node.points.last?.frame else { continue }
            for (frame, dashed) in [(first, true), (last, false)] {
                let origin = point(frame.origin.x, frame.origin.y)
                var attributes = [("class", "stage-node"), ("data-node", node.name), ("x", SVGDocument.number(origin.0)), ("y", SVGDocument.number(origin.1)), ("width", SVGDocument.number(frame.width * scale)), ("height", SVGDocument.number(frame.height * scale)), ("fill", "none"), ("stroke", Self.palette[index]), ("stroke-width", "1.2")]
                if dashed { attributes.append(("stroke-dasharray", "3 2")) }
                svg.element("rect", attributes, title: "\(node.name) \(dashed ? "at the start" : "at the end")")
            }
        }
        for stroke in strokes {
            svg.element("polyline", [("class", "stage-path"), ("data-pointer", String(stroke.pointer)), ("points", SVGDocument.points(stroke.samples.map { point($0.x, $0.y) })), ("fill", "none"), ("stroke", colour(stroke.pointer)), ("stroke-width", "1.6")])
            for sample in stroke.samples where sample.phase != .move {
                let at = point(sample.x, sample.y)
                drawMarker(sample.phase, x: at.0, y: at.1, colour: colour(stroke.pointer))
            }
        }
        svg.close()
        y = top + viewport.height * scale + 16
    }

    /// `points` without the ones equal to both neighbours (a resting node is two points, not hundreds).
    static func simplified(_ points: [(Double, Double)]) -> [(Double, Double)] {
        guard points.count > 2 else { return points }
        var result = [points[0]]
        for index in 1..<(points.count - 1) {
            let value = points[index].1
            if abs(value - points[index - 1].1) < 1e-6 && abs(value - points[index + 1].1) < 1e-6 { continue }
            result.append(points[index])
        }
        result.append(points[points.count - 1])
        return result
    }

    /// A value axis: `low` at the bottom of the plot, `high` at its top.
    struct Plot {
        var top: Double
        var height: Double
        var low: Double
        var high: Double
        func y(_ value: Double) -> Double { top + height - (value - low) / max(high - low, 1e-9) * height }
    }

    mutating func drawPlotFrame(_ plot: Plot, label: String, unit: String) {
        svg.element("rect", [("x", SVGDocument.number(Self.left)), ("y", SVGDocument.number(plot.top)), ("width", SVGDocument.number(plotWidth)), ("height", SVGDocument.number(plot.height)), ("fill", "#fafbfc"), ("stroke", "#ccd"), ("stroke-width", "0.5")])
        svg.text(label, x: Self.left - 46, y: plot.top + plot.height / 2 + 4, [("font-size", "12"), ("fill", "#222"), ("text-anchor", "end")])
        svg.text("\(Self.decimal(plot.high, 0)) \(unit)", x: Self.left - 4, y: plot.top + 9, [("font-size", "9"), ("fill", "#666"), ("text-anchor", "end")])
        svg.text("\(Self.decimal(plot.low, 0)) \(unit)", x: Self.left - 4, y: plot.top + plot.height, [("font-size", "9"), ("fill", "#666"), ("text-anchor", "end")])
    }

    mutating func drawMarker(_ phase: Trace.Phase, x: Double, y: Double, colour: String, title: String? = nil) {
        let cx = SVGDocument.number(x), cy = SVGDocument.number(y)
        switch phase {
        case .down:
            svg.element("circle", [("class", "down"), ("cx", cx), ("cy", cy), ("r", "3.5"), ("fill", colour)], title: title)
        case .up:
            svg.element("circle", [("class", "up"), ("cx", cx), ("cy", cy), ("r", "3.5"), ("fill", "#fff"), ("stroke", colour), ("stroke-width", "1.5")], title: title)
        case .cancel:
            let d = "M\(SVGDocument.number(x - 4)),\(SVGDocument.number(y - 4)) L\(SVGDocument.number(x + 4)),\(SVGDocument.number(y + 4)) M\(SVGDocument.number(x - 4)),\(SVGDocument.number(y + 4)) L\(SVGDocument.number(x + 4)),\(SVGDocument.number(y - 4))"
            svg.element("path", [("class", "cancel"), ("d", d), ("stroke", colour), ("stroke-width", "2")], title: title)
        default:
            break
        }
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stands alone).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    static func colour(of state: String) -> String {
        stateColours.first { $0.state == state }?.colour ?? "#999"
    }

    static func decimal(_ value: Double, _ decimals: Int) -> String { ReplayRecord.fixed(value, decimals) }
}
