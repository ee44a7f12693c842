// Why this file exists: swiping in from the edge of the screen (back navigation, side menus) must not
// be confused with an ordinary pan. This is UIKit's UIScreenEdgePanGestureRecognizer: a pan that
// only starts from an edge and only when it moves away from it.

/// A pan that begins only for a finger that lands near one of ``edges`` of the engine's root node and
/// moves away from that edge, as `UIScreenEdgePanGestureRecognizer`.
///
/// The finger must land within ``edgeMargin`` of an edge in ``edges`` (measured in the root node's
/// bounds, which are the window's coordinates). When it has travelled the pan's ``PanGestureRecognizer/slop``, its
/// movement must point away from that edge, within 45° of straight in; otherwise the recognizer
/// fails. Fingers after the first are ignored. Translation and velocity are the pan's.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    // The stored properties below live out of line, in an `Unchecked` box: Unchecked.swift says why
    // and what it buys.
    private let edgeFields = Unchecked(EdgeFields())
    private struct EdgeFields {
        var edges: RectEdge = []
        var edgeMargin: Double = GestureDefaults.screenEdgeMargin
        var hasFirstTouch: Bool = false
    }

    /// The edges the gesture may start from. Default: none, as UIKit (the recognizer never begins).
    public final var edges: RectEdge {
        _read { yield edgeFields.value.edges }
        _modify { yield &edgeFields.value.edges }
    }

    /// How close to an edge the finger must land. Default ``/GraspCore/GestureDefaults/screenEdgeMargin``; a
    /// negative or NaN margin counts as 0.
    public final var edgeMargin: Double {
        get { edgeFields.value.edgeMargin }
        set {
            edgeFields.value.edgeMargin = newValue
            if !(edgeMargin >= 0) { edgeFields.value.edgeMargin = 0 }
        }
    }

    /// The edge the finger landed near, once it landed; `nil` before, or if it landed away from the edges.
    public private(set) var startEdge: RectEdge?

    private final var hasFirstTouch: Bool {
        _read { yield edgeFields.value.hasFirstTouch }
        _modify { yield &edgeFields.value.hasFirstTouch }
    }

    /// Creates a screen-edge pan for `edges`.
    public init(name: String = "", edges: RectEdge = []) {
        super.init(name: name)
        self.edges = edges
        maximumNumberOfTouches = 1
    }

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        var accepted = touches
        if hasFirstTouch {
            for touch in touches { ignore(touch) }
            return
        }
        if accepted.count > 1 {
            for touch in accepted.dropFirst() { ignore(touch) }
            accepted = [accepted[0]]
        }
        hasFirstTouch = true
        startEdge = nearestEdge(to: accepted[0].location)
        super.touchesBegan(accepted, with: event)
        if startEdge == nil && state == .possible { state = .failed }
    }

    override open func shouldBegin(withTranslation translation: Point) -> Bool {
        super.shouldBegin(withTranslation: translation) && isMovingAway(translation)
    }

    override open func shouldFail(withTranslation translation: Point) -> Bool {
        startEdge == nil || (super.shouldBegin(withTranslation: translation) && !isMovingAway(translation))
    }

    private func isMovingAway(_ translation: Point) -> Bool {
        guard let startEdge else { return false }
        let inward = startEdge.inwardVector
        let along = translation.x * inward.x + translation.y * inward.y
        let across = abs(translation.x * inward.y - translation.y * inward.x)
        return along > 0 && along >= across
    }

    /// The edge in ``edges`` that `location` (window coordinates) lies within ``edgeMargin`` of,
    /// nearest first.
    private func nearestEdge(to location: Point) -> RectEdge? {
        guard let root = node?.engine?.rootNode else { return nil }
        let bounds = root.bounds
        // Each edge in turn, the first of equally near ones kept: no list is made at every touch-down.
        var nearest: (edge: RectEdge, distance: Double)?
        func consider(_ edge: RectEdge, _ distance: Double) {
            guard edges.contains(edge), distance >= 0, distance <= edgeMargin else { return }
            if let best = nearest, best.distance <= distance { return }
            nearest = (edge, distance)
        }
        consider(.left, location.x - bounds.minX)
        consider(.right, bounds.maxX - location.x)
        consider(.top, location.y - bounds.minY)
        consider(.bottom, bounds.maxY - location.y)
        return nearest?.edge
    }

    override open func reset() {
        super.reset()
        startEdge = nil
        hasFirstTouch = false
    }
}
