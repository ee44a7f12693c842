// Why this file exists: composition takes recognizers and compositions alike ("a double tap, exclusively
// before a single tap, simultaneously with a pinch"). This protocol is what both have in common, and
// it carries the SwiftUI-style chaining methods. It is class-bound (both conforming types are classes), so
// that `any ComposableGesture` is a reference, which Embedded Swift allows.

/// A recognizer or a composition of recognizers, which can be composed further.
public protocol ComposableGesture: AnyObject {
    /// This gesture as a composition (a recognizer is a composition of one).
    var composedGesture: ComposedGesture { get }
}

extension GestureRecognizer: ComposableGesture {
    /// The recognizer as a composition of one.
    public var composedGesture: ComposedGesture { ComposedGesture(self) }
}

extension ComposableGesture {
    /// This gesture and `other` recognize together, neither preventing the other.
    public func simultaneously(with other: any ComposableGesture) -> ComposedGesture {
        .simultaneous(self, other)
    }

    /// This gesture has priority: `other` waits for it to fail.
    public func exclusively(before other: any ComposableGesture) -> ComposedGesture {
        .exclusive(self, other)
    }

    /// `other` receives touches only once this gesture has begun or recognized.
    public func sequenced(before other: any ComposableGesture) -> ComposedGesture {
        .sequenced(self, other)
    }
}
