// Why this file exists: Embedded Swift (the wasm32 and microcontroller builds of the portable core) has no
// `weak` and no checked `unowned` references: only `unowned(unsafe)`. This file is the core's seam between the
// two builds and, with Grasp's Portability/ScrollViewDelegateReference.swift, the only file of the portable
// modules with an `#if`. Every non-owning reference of the portable modules goes through one of its types:
//
// - `WeakReference<Object>`: a zeroing `weak` reference natively; `unowned(unsafe)` in Embedded Swift.
// - `UnownedReference<Object>`: a checked `unowned` reference natively (a use after its object is gone
//   traps); `unowned(unsafe)` in Embedded Swift. Closures capture it in place of `[unowned self]`:
//   `{ [owner = UnownedReference(self)] in owner.object.tick($0) }`.
// - `GestureRecognizerDelegateReference`: the same as `WeakReference` for the recognizer's delegate protocol
//   (an `any P` existential is not a class type that a generic `Object: AnyObject` accepts); Grasp's
//   Portability/ScrollViewDelegateReference.swift does the same for the scroll view's, in Grasp's one seam.
//
// Natively nothing changes: the semantics are exactly those of the attributes they replace. In Embedded
// Swift a reference is sound only while its object lives, so each use has an obligation, kept by the code
// that creates the relationship (the article Portability in the GraspCore catalog lists them all):
//
// - A node's relationships (a scroll view and its own pan; a sequence gate's leader and follower; a
//   provisional recognition's recognizers) are unlinked from the other side in `deinit`.
// - A scroll view's tick handler is removed in the scroll view's `deinit`; an engine that goes first tells
//   its ticking scroll views, whose `tickingEngine` it clears.
// - A delegate (of a recognizer or a scroll view) and a target of `addTarget(_:action:)` outlive the object
//   that refers to them, or are unset (`delegate = nil`, the handler's token removed) before they go: the
//   rule UIKit's non-retaining delegates had before zeroing weak references.
// - A closure capturing an `UnownedReference` is held only by objects its referent owns (a scene's
//   handlers on its own nodes, recognizers, animations and engine), as `[unowned self]` already required.

#if hasFeature(Embedded)

/// A reference that does not keep its object alive: `weak` (zeroing) natively, `unowned(unsafe)` in
/// Embedded Swift, where the code that creates it guarantees the object outlives it or clears it first
/// (see <doc:Portability>).
@propertyWrapper
public struct WeakReference<Object: AnyObject> {
    /// The object, or `nil` once it is gone (natively) or cleared.
    public unowned(unsafe) var object: Object?

    /// Refers to `object` without keeping it alive.
    @inlinable public init(_ object: Object?) { self.object = object }

    /// Refers to `wrappedValue` without keeping it alive (the property-wrapper form).
    @inlinable public init(wrappedValue: Object?) { object = wrappedValue }

    /// The object, as the wrapped property's value.
    @inlinable public var wrappedValue: Object? {
        get { object }
        set { object = newValue }
    }
}

/// A reference that does not keep its object alive and expects it to be there: checked `unowned`
/// natively (a use after the object is gone traps), `unowned(unsafe)` in Embedded Swift (see
/// <doc:Portability>).
public struct UnownedReference<Object: AnyObject> {
    /// The object.
    public unowned(unsafe) let object: Object

    /// Refers to `object` without keeping it alive.
    @inlinable public init(_ object: Object) { self.object = object }
}

/// A recognizer's reference to its delegate (as ``WeakReference``).
struct GestureRecognizerDelegateReference {
    unowned(unsafe) var object: (any GestureRecognizerDelegate)?
}


#else

/// A reference that does not keep its object alive: `weak` (zeroing) natively, `unowned(unsafe)` in
/// Embedded Swift, where the code that creates it guarantees the object outlives it or clears it first
/// (see <doc:Portability>).
@propertyWrapper
public struct WeakReference<Object: AnyObject> {
    /// The object, or `nil` once it is gone (natively) or cleared.
    public weak var object: Object?

    /// Refers to `object` without keeping it alive.
    @inlinable public init(_ object: Object?) { self.object = object }

    /// Refers to `wrappedValue` without keeping it alive (the property-wrapper form).
    @inlinable public init(wrappedValue: Object?) { object = wrappedValue }

    /// The object, as the wrapped property's value.
    @inlinable public var wrappedValue: Object? {
        get { object }
        set { object = newValue }
    }
}

/// A reference that does not keep its object alive and expects it to be there: checked `unowned`
/// natively (a use after the object is gone traps), `unowned(unsafe)` in Embedded Swift (see
/// <doc:Portability>).
public struct UnownedReference<Object: AnyObject> {
    /// The object.
    public unowned let object: Object

    /// Refers to `object` without keeping it alive.
    @inlinable public init(_ object: Object) { self.object = object }
}

/// A recognizer's reference to its delegate (as ``WeakReference``).
struct GestureRecognizerDelegateReference {
    weak var object: (any GestureRecognizerDelegate)?
}


#endif
