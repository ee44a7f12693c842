// Why this file exists: some pans must begin only after a clear movement on one axis and give up after
// a small one on the other (a swipe-to-reveal row: begin after 20 pt sideways, fail after 10 pt
// vertically, so the list scrolls). Per-axis ranges, in the manner react-native-gesture-handler made
// familiar, express that without a delegate.

/// A pan that begins when its translation leaves an activation range on an axis and fails when it
/// leaves a failure range.
///
/// Each range is a closed interval of translation, in window points, measured from touch-down:
/// - ``activationRangeX`` / ``activationRangeY``: the pan **begins** at the first sample whose
///   translation's x (or y) lies outside the range. With neither set, the pan begins at the slop, as
///   ``PanGestureRecognizer`` does.
/// - ``failureRangeX`` / ``failureRangeY``: the pan **fails** at the first sample whose x (or y) lies
///   outside the range, unless it has already begun. Failure is checked before activation, so a sample
///   that leaves both fails.
///
/// A range must contain 0 (the translation at touch-down); one that does not is widened to reach 0,
/// so `20...40` becomes `0...40`. ``activationMargin`` is how far past the crossed bound the translation
/// is, relative to that bound's distance from 0 (infinite for a bound at 0); with several crossed, the
/// largest.
open class RangedPanGestureRecognizer: PanGestureRecognizer {
    /// The pan begins once the translation's x leaves this range. Default `nil` (no condition on x).
    public final var activationRangeX: ClosedRange<Double>? {
        didSet { activationRangeX = Self.includingZero(activationRangeX) }
    }

    /// The pan begins once the translation's y leaves this range. Default `nil`.
    public final var activationRangeY: ClosedRange<Double>? {
        didSet { activationRangeY = Self.includingZero(activationRangeY) }
    }

    /// The pan fails once the translation's x leaves this range before it began. Default `nil`.
    public final var failureRangeX: ClosedRange<Double>? {
        didSet { failureRangeX = Self.includingZero(failureRangeX) }
    }

    /// The pan fails once the translation's y leaves this range before it began. Default `nil`.
    public final var failureRangeY: ClosedRange<Double>? {
        didSet { failureRangeY = Self.includingZero(failureRangeY) }
    }

    private var margin = 0.0

    /// How far past its activation bound the translation was at the sample that began the pan.
    override open var activationMargin: Double {
        activationRangeX == nil && activationRangeY == nil ? super.activationMargin : margin
    }

    /// Begins when the translation leaves an activation range (or reaches the slop when none is set).
    override open func shouldBegin(withTranslation translation: Point) -> Bool {
        guard activationRangeX != nil || activationRangeY != nil else {
            return super.shouldBegin(withTranslation: translation)
        }
        let past = [Self.excess(translation.x, outside: activationRangeX), Self.excess(translation.y, outside: activationRangeY)]
            .compactMap { $0 }
        guard let largest = past.max() else { return false }
        margin = largest
        return true
    }

    /// Fails when the translation leaves a failure range.
    override open func shouldFail(withTranslation translation: Point) -> Bool {
        Self.excess(translation.x, outside: failureRangeX) != nil || Self.excess(translation.y, outside: failureRangeY) != nil
    }

    override open func reset() {
        super.reset()
        margin = 0
    }

    /// How far `value` is past the bound of `range` it crossed, relative to that bound's distance from
    /// 0; `nil` when it is inside (or there is no range).
    static func excess(_ value: Double, outside range: ClosedRange<Double>?) -> Double? {
        guard let range else { return nil }
        if value > range.upperBound {
            return range.upperBound > 0 ? (value - range.upperBound) / range.upperBound : .infinity
        }
        if value < range.lowerBound {
            return range.lowerBound < 0 ? (range.lowerBound - value) / -range.lowerBound : .infinity
        }
        return nil
    }

    private static func includingZero(_ range: ClosedRange<Double>?) -> ClosedRange<Double>? {
        guard let range, !range.contains(0) else { return range }
        return min(range.lowerBound, 0)...max(range.upperBound, 0)
    }
}
