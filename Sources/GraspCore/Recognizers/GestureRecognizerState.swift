// Why this file exists: every recognizer moves through the same small state machine as UIKit's.
// The states and the table of legal transitions live here, in one place, so that the engine, the
// tests and the documentation agree on them.

/// The state of a gesture recognizer, with UIKit's meanings.
///
/// A **discrete** recognizer (tap, swipe) goes `possible → recognized` or `possible → failed`.
/// A **continuous** recognizer (pan, pinch) goes `possible → began → changed… → ended` (or
/// `cancelled`), or `possible → failed`. After a final state the engine resets it to `possible` once
/// all its touches are gone.
public enum GestureRecognizerState: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The recognizer has not recognized its gesture yet; the default.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture changed.
    case changed
    /// A continuous gesture ended, or a discrete gesture was recognized.
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The gesture cannot be recognized in this touch sequence.
    case failed

    /// A discrete gesture was recognized; the same state as `ended`, as in UIKit.
    public static let recognized = GestureRecognizerState.ended

    /// Whether the recognizer is done with this touch sequence (`ended`, `cancelled` or `failed`).
    @inlinable public var isFinal: Bool {
        switch self {
        case .ended, .cancelled, .failed: true
        case .possible, .began, .changed: false
        }
    }

    /// Whether a continuous gesture is in progress (`began` or `changed`).
    @inlinable public var isInProgress: Bool {
        switch self {
        case .began, .changed: true
        case .possible, .ended, .cancelled, .failed: false
        }
    }

    /// The state's name: `possible`, `began`, `changed`, `ended`, `cancelled` or `failed`.
    public var description: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }

    /// Whether a recognizer may move from `self` to `next`.
    ///
    /// The table, for both kinds of recognizer:
    /// - `possible → possible` is a no-op and always legal;
    /// - `possible → ended` (recognized) and `possible → failed` are legal;
    /// - `possible → began` is legal for continuous recognizers only;
    /// - `began` or `changed` → `changed`, `ended` or `cancelled` are legal (continuous only);
    /// - every other change is illegal. In particular a final state never changes except through the
    ///   engine's reset to `possible`, which does not go through this check.
    ///
    /// - Parameters:
    ///   - next: The state the recognizer asks for.
    ///   - isDiscrete: Whether the recognizer is discrete.
    public func canTransition(to next: GestureRecognizerState, isDiscrete: Bool) -> Bool {
        switch (self, next) {
        case (.possible, .possible), (.possible, .ended), (.possible, .failed):
            return true
        case (.possible, .began):
            return !isDiscrete
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            return !isDiscrete
        default:
            return false
        }
    }
}
