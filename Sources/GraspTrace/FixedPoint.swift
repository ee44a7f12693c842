// Why this file exists: the trace format stores times to microseconds and positions to thousandths
// of a point. Rounding and printing go through this one helper so that a value written and read
// back is bit-for-bit the value that was rounded, and the output never depends on the locale.

/// Decimal rounding and formatting with a fixed number of decimals.
enum FixedPoint {
    /// 10 raised to `decimals`, for the small counts the format uses.
    static func scale(_ decimals: Int) -> Double {
        var result = 1.0
        for _ in 0..<decimals { result *= 10 }
        return result
    }

    /// `value` rounded to `decimals` decimals (halves away from zero).
    ///
    /// The result is the `Double` nearest to the rounded decimal, which is what parsing its decimal
    /// text gives back. Values too large to scale, and non-finite values, are returned unchanged.
    static func round(_ value: Double, decimals: Int) -> Double {
        let scale = scale(decimals)
        let scaled = (value * scale).rounded()
        guard scaled.isFinite, abs(scaled) < 9.0e15 else { return value }
        return scaled / scale
    }

    /// `value` as JSON text with at most `decimals` decimals and at least one (`500.0`, `0.049995`).
    ///
    /// A value too large to scale exactly is written in Swift's shortest form; a non-finite value as
    /// `NaN`, `Infinity` or `-Infinity`, which the reader reports as a non-finite field.
    static func format(_ value: Double, decimals: Int) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        let scale = scale(decimals)
        let scaled = (value * scale).rounded()
        guard abs(scaled) < 9.0e15 else { return value.description }
        let units = Int64(scaled)
        let magnitude = units.magnitude
        let unit = UInt64(scale)
        let whole = magnitude / unit
        var fraction = String(magnitude % unit)
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
        return (units < 0 ? "-" : "") + "\(whole).\(fraction)"
    }

    /// `value` as a JSON integer when it is whole (`1000`), otherwise as `format(_:decimals:)`.
    static func formatPreferringInteger(_ value: Double, decimals: Int) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 9.0e15 { return String(Int64(value)) }
        return format(value, decimals: decimals)
    }
}
