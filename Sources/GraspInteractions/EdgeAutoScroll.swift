// Why this file exists: reordering a list and dragging an item between lists both scroll a list under
// a finger held near one of its edges. How fast (how deep the finger is in the edge zone, up to a
// maximum) and how far over a span of time are one small rule, written once here so that both
// interactions scroll alike and the rule is tested once. It is evaluated from time: the distance over
// a span depends only on where the finger is, never on how many frames the host draws.

/// The rule that scrolls a list while a dragged item is held near its top or bottom edge.
///
/// Inside a zone ``zoneDepth`` deep at either edge of the list's visible height, the list scrolls
/// toward that edge at
///
///     speed = maximumSpeed × (depth / zoneDepth)²
///
/// where `depth` is how far into the zone the finger is (a finger past the edge counts as the whole
/// zone). The square makes the first points of the zone slow enough to place an item exactly, and the
/// edge itself fast. Outside the zones the speed is zero, and a host should then ask for no frames:
/// auto-scroll costs nothing while idle.
///
/// Bad configuration (a depth or speed that is not a finite number above zero) is replaced by the
/// default and recorded in ``diagnostics``.
public struct EdgeAutoScroll: Hashable, Sendable {
    /// The default zone depth: 60 pt at each edge.
    public static let defaultZoneDepth = 60.0
    /// The default maximum speed: 1,200 pt/s, a screen of an 844 pt phone in about 0.7 s.
    public static let defaultMaximumSpeed = 1200.0

    /// How deep each edge zone is, in points.
    public let zoneDepth: Double
    /// The speed at the edge itself, in points per second.
    public let maximumSpeed: Double
    /// The values given to the initializer that were corrected, in the order found.
    public let diagnostics: [InteractionDiagnostic]

    /// Creates the rule. A depth or speed that is not a finite number above zero is replaced by the
    /// default and recorded in ``diagnostics``.
    public init(zoneDepth: Double = EdgeAutoScroll.defaultZoneDepth,
                maximumSpeed: Double = EdgeAutoScroll.defaultMaximumSpeed) {
        var found: [InteractionDiagnostic] = []
        self.zoneDepth = InteractionDiagnostic.checked(zoneDepth, "zoneDepth", fallback: Self.defaultZoneDepth, into: &found)
        self.maximumSpeed = InteractionDiagnostic.checked(maximumSpeed, "maximumSpeed", fallback: Self.defaultMaximumSpeed, into: &found)
        diagnostics = found
    }

    /// The scrolling velocity for a finger at `y`, in a list whose visible height runs from `top` to
    /// `bottom` (the same coordinate space as `y`): negative toward the top (the content offset
    /// decreases), positive toward the bottom, zero outside the zones or for a value that is not a
    /// finite number. When the list is shorter than two zones, the nearer edge wins.
    public func velocity(forFingerAt y: Double, top: Double, bottom: Double) -> Double {
        guard y.isFinite, top.isFinite, bottom.isFinite, bottom > top else { return 0 }
        let depth = min(zoneDepth, (bottom - top) / 2)
        let intoTop = top + depth - y
        let intoBottom = y - (bottom - depth)
        if intoTop > 0, intoTop >= intoBottom { return -speed(atDepth: intoTop, of: depth) }
        if intoBottom > 0 { return speed(atDepth: intoBottom, of: depth) }
        return 0
    }

    /// The content offset after scrolling from `offset` at `velocity` for `duration` seconds, kept
    /// within `range` (the list's offsets, from its top to its bottom). A duration that is not a finite
    /// number above zero moves nothing.
    public func offset(after duration: Double, from offset: Double, velocity: Double,
                       within range: ClosedRange<Double>) -> Double {
        guard duration.isFinite, duration > 0, velocity.isFinite else { return offset }
        return min(max(offset + velocity * duration, range.lowerBound), range.upperBound)
    }

    private func speed(atDepth depth: Double, of zone: Double) -> Double {
        let fraction = min(depth / zone, 1)
        return maximumSpeed * fraction * fraction
    }
}
