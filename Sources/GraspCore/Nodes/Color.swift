// Why this file exists: scenes colour their nodes so that the lab can draw them and tests can check
// what a person would see (for example, a selected square turns red). A colour is plain data here.

/// An sRGB colour with opacity, each component in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The opacity.
    public var alpha: Double

    /// Creates a colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque red.
    public static let red = Color(red: 1, green: 0.23, blue: 0.19)
    /// Opaque blue.
    public static let blue = Color(red: 0, green: 0.48, blue: 1)
    /// Opaque green.
    public static let green = Color(red: 0.2, green: 0.78, blue: 0.35)
    /// Opaque grey.
    public static let gray = Color(red: 0.56, green: 0.56, blue: 0.58)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour as CSS hex text, `#rrggbb` (or `#rrggbbaa` when not opaque).
    public var hex: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let digits = Array("0123456789abcdef")
            return String([digits[b / 16], digits[b % 16]])
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// The CSS hex form.
    public var description: String { hex }
}
