// Why this file exists: Grasp must not depend on Foundation, yet recognizers and animations need
// square roots, trigonometry and exponentials. The C library of every Swift platform has them; this
// file imports whichever one the platform provides and exposes a few small Double functions, so the
// rest of the code never writes a platform `#if`.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(ucrt)
import ucrt
#elseif canImport(Android)
import Android
#endif

/// Elementary functions on `Double`, backed by the platform's C library.
///
/// Grasp's modules use these instead of Foundation so that they stay portable to every Swift platform.
public enum GraspMath {
    /// The sine of `x` (radians).
    @inlinable public static func sin(_ x: Double) -> Double { _sin(x) }
    /// The cosine of `x` (radians).
    @inlinable public static func cos(_ x: Double) -> Double { _cos(x) }
    /// The angle of the vector (`x`, `y`) in radians, in (-π, π].
    @inlinable public static func atan2(_ y: Double, _ x: Double) -> Double { _atan2(y, x) }
    /// e raised to the power `x`.
    @inlinable public static func exp(_ x: Double) -> Double { _exp(x) }
    /// The natural logarithm of `x`.
    @inlinable public static func log(_ x: Double) -> Double { _log(x) }
    /// `base` raised to the power `exponent`.
    @inlinable public static func pow(_ base: Double, _ exponent: Double) -> Double { _pow(base, exponent) }
    /// The Euclidean length of (`x`, `y`) without undue overflow.
    @inlinable public static func hypot(_ x: Double, _ y: Double) -> Double { _hypot(x, y) }
}

@usableFromInline func _sin(_ x: Double) -> Double { sin(x) }
@usableFromInline func _cos(_ x: Double) -> Double { cos(x) }
@usableFromInline func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@usableFromInline func _exp(_ x: Double) -> Double { exp(x) }
@usableFromInline func _log(_ x: Double) -> Double { log(x) }
@usableFromInline func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@usableFromInline func _hypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
