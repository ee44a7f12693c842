// Why this file exists: `grasp replay` and the lab drive many scenes the same way: build one for a
// viewport, feed its engine, tick it, and print what its recognizers report. This protocol is the
// contract they share.

import Grasp

/// A self-contained interactive setup: a node tree, an engine driving it, and the recognizers whose
/// values a tool reports.
///
/// A host creates a scene for its viewport, sends touch events to ``engine`` and calls ``tick(_:)`` as
/// its clock advances. For every state change it observes (`GestureEngine.addStateObserver(_:)`), it
/// may print ``values(of:)`` of the recognizer that changed.
public protocol Scene: AnyObject {
    /// The scene's name in the ``SceneCatalog`` and on the command line.
    static var name: String { get }
    /// The engine that dispatches the scene's touches.
    var engine: GestureEngine { get }
    /// The root of the scene's node tree; it covers the viewport.
    var rootNode: Node { get }
    /// Builds the scene for a viewport of `viewport` points.
    init(viewport: Size)
    /// Advances the scene's clock to `now` (seconds): timers fire and animations step.
    func tick(_ now: Double)
    /// The recognizers whose state and values the scene reports, in a stable order.
    var recognizers: [GestureRecognizer] { get }
    /// The values `recognizer` currently reports, by name (for example `translation` and `velocity`
    /// for a pan); empty for a recognizer that reports none.
    func values(of recognizer: GestureRecognizer) -> SceneValues
    /// The frames a tool reports for this scene, by node name, in window coordinates. The default
    /// lists every named node under the root, depth first.
    func reportedFrames() -> [(name: String, frame: Rect)]
    /// Registers `observer` to be called, with the time, whenever one of the scene's animations comes to
    /// rest or is stopped (a tool then reports the frames). The default never calls it: a scene without
    /// animations has nothing to report.
    func observeAnimationStops(_ observer: @escaping (Double) -> Void)
    /// Registers `observer` to be called with every event a control of the scene sends (controls follow
    /// touches without recognizers, so no state change reports them; a tool prints these as `control`
    /// lines). The default never calls it: a scene without controls has nothing to report.
    func observeControlEvents(_ observer: @escaping (ReplayControlEvent) -> Void)
}

extension Scene {
    /// Every named node under the root, depth first, with its frame in window coordinates (the
    /// bounding box of its transformed bounds).
    public func reportedFrames() -> [(name: String, frame: Rect)] {
        var result: [(name: String, frame: Rect)] = []
        func visit(_ node: Node) {
            for child in node.children {
                if !child.name.isEmpty { result.append((child.name, Self.windowFrame(of: child))) }
                visit(child)
            }
        }
        visit(rootNode)
        return result
    }

    /// The scroll indicators a tool reports for this scene: for each named scroll view under the root,
    /// depth first, its indicators that are visible at the engine's current time (an opacity that is not 0
    /// to a thousandth, as the JSON lines write it), their
    /// frames in window coordinates (the bounding box of each bar after every transform above it). Scroll
    /// views with none visible are left out.
    public func reportedScrollIndicators() -> [(name: String, indicators: [ScrollIndicator])] {
        namedScrollViews().compactMap { scrollView in
            let visible = scrollView.scrollIndicators().filter { ($0.alpha * 1000).rounded() > 0 }.map { indicator in
                let f = indicator.frame
                let corners = [
                    Point(x: f.minX, y: f.minY), Point(x: f.maxX, y: f.minY),
                    Point(x: f.minX, y: f.maxY), Point(x: f.maxX, y: f.maxY),
                ].map { scrollView.convertToWindow($0) }
                var shown = ScrollIndicator(axis: indicator.axis, frame: Rect.bounding(corners), alpha: indicator.alpha)
                if indicator.isInteractive {
                    // A scrollbar (ScrollView.allowsIndicatorInteraction): its state and its track, on the stage.
                    (shown.isInteractive, shown.isExpanded, shown.isPressed) = (true, indicator.isExpanded, indicator.isPressed)
                    shown.trackFrame = indicator.trackFrame.map { t in
                        Rect.bounding([Point(x: t.minX, y: t.minY), Point(x: t.maxX, y: t.maxY)].map { scrollView.convertToWindow($0) })
                    }
                }
                return shown
            }
            return visible.isEmpty ? nil : (scrollView.name, visible)
        }
    }

    /// The stretch a tool reports for this scene: each named scroll view under the root, depth first,
    /// drawn stretched at the engine's current time (Android's physics), with its
    /// ``/Grasp/ScrollView/overscrollStretch(at:)``. Scroll views not stretched are left out, so on UIKit's
    /// physics the list is empty.
    public func reportedScrollStretches() -> [(name: String, stretch: ScrollStretch)] {
        let now = engine.currentTime
        return namedScrollViews().compactMap { scrollView in
            let stretch = scrollView.overscrollStretch(at: now)
            return stretch.isStretched ? (scrollView.name, stretch) : nil
        }
    }

    /// The named scroll views under the root, depth first.
    func namedScrollViews() -> [ScrollView] {
        var result: [ScrollView] = []
        func visit(_ node: Node) {
            for child in node.children {
                if !child.name.isEmpty, let scrollView = child as? ScrollView { result.append(scrollView) }
                visit(child)
            }
        }
        visit(rootNode)
        return result
    }

    /// Does nothing: a scene without animations never reports a stop.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {}

    /// Does nothing: a scene without controls never reports a control event.
    public func observeControlEvents(_ observer: @escaping (ReplayControlEvent) -> Void) {}

    /// The bounding box, in window coordinates, of `node`'s bounds after every transform above it.
    public static func windowFrame(of node: Node) -> Rect {
        node.windowRect(of: node.bounds)
    }
}
