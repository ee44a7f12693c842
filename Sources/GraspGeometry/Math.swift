// Why this file exists: Grasp must not depend on Foundation, yet recognizers and animations need
// square roots, trigonometry and exponentials. The C math library of every Swift platform has them; this
// file declares the few it uses by their C names (`@_extern(c)`), so it needs no platform module and no
// `#if`, and compiles unchanged as Embedded Swift (where no C library module exists). Package.swift links
// libm where it is a library of its own (Linux); a wasm link adds wasi-libc's libm.a.


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

@_extern(c, "sin") @usableFromInline func _sin(_ x: Double) -> Double
@_extern(c, "cos") @usableFromInline func _cos(_ x: Double) -> Double
@_extern(c, "atan2") @usableFromInline func _atan2(_ y: Double, _ x: Double) -> Double
@_extern(c, "exp") @usableFromInline func _exp(_ x: Double) -> Double
@_extern(c, "log") @usableFromInline func _log(_ x: Double) -> Double
@_extern(c, "pow") @usableFromInline func _pow(_ x: Double, _ y: Double) -> Double
@_extern(c, "hypot") @usableFromInline func _hypot(_ x: Double, _ y: Double) -> Double
