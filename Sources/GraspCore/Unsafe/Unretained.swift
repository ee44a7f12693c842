// Why this file exists: the engine's object graph avoids reference counting where the lifetime is already
// guaranteed, because at one to two thousand instructions per event a retain and a release per object per
// event is a large share of the cost. This file holds the two constructs that do so for stored references
// and unmanaged ones; each, and what it buys:
//
// - `Unretained<Object>`: a stored reference that neither retains nor is weak. A weak reference would make
//   every retain of the object slower (its side table) and every read a call into the runtime. It holds
//   recognizers' relationships (failure requirements, dependants, simultaneous partners) and a node's
//   parent and engine; each side unlinks the other in `deinit`, which is what makes it sound. Moving these
//   from `unowned(unsafe)` stored properties to this type cost nothing measurable (inspector scene,
//   `scripts/callgrind`: 1,938 instructions per event before, 1,935 after).
// - `UnretainedOptional<Object>`: an optional reference held `Unmanaged`, which the hot loops can test
//   for `nil` without retaining (a recognizer's node), and whose object can be borrowed without retaining
//   for the duration of a call (the arena that has a recognizer in play; the engine owns it meanwhile). It
//   saves a retain–release pair on every `state` set and `currentTime` read of a recognizer in play, and
//   on every test of a recognizer's node in the delivery loops. Its users outside this folder see only
//   `object`, `isSet` and `borrow`; no `Unmanaged` appears anywhere else.
// - `uncheckedCast(_:to:)`: a typed handler (`addHandler` on a pan gives the closure a pan) is only ever
//   called with the recognizer it was added to, so the cast back to its type cannot fail and is not checked.
// - `Node.isInTree(withArena:)`: the walk from a node to its root's engine through those links, made with
//   `Unmanaged` references so that no step retains (the arena's `takesPart(in:)` question), and
//   `Unretained.borrow`, which lends a link's object to a call without retaining it.
//
// The third, borrowing the objects of an array for the length of a loop, is in BorrowedLoops.swift, with
// the engine's delivery loops that use it.

/// A reference that neither retains its object nor is weak (see the comment at the top of this file):
/// valid as long as both ends of the relationship unlink themselves in `deinit`.
struct Unretained<Object: AnyObject> {
    /// The object.
    unowned(unsafe) let value: Object

    /// Refers to `value` without retaining it.
    @inline(__always)
    init(_ value: Object) { self.value = value }

    /// Calls `body` with the object, without retaining it; valid as the reference is (both ends unlink
    /// themselves in `deinit`, and nothing in `body` may unlink them).
    @inline(__always)
    func borrow<Result>(_ body: (Object) -> Result) -> Result {
        Unmanaged.passUnretained(value)._withUnsafeGuaranteedRef(body)
    }
}

extension Node {
    /// Whether the engine at the root of this node's tree has `arena`: `engine?.arena === arena`, walked
    /// and compared without retaining a node, the engine or the arena. The arena asks it of a recognizer
    /// in play at each of its decisions (`takesPart(in:)`), several times an event. Walked through `parent`,
    /// `engine` and `arena`, each step retained and released its object: without that, a pointer event of
    /// the browser benchmark costs 7,611 instructions instead of 7,787 in WebAssembly (2.3 %; with no walk
    /// at all, 7,461: `scripts/wasm-callgrind --host` after warm-up, the Performance article). It is sound
    /// as the links are: each step reads the next unretained link from the node it borrows, a parent
    /// clears its children's links when it is deallocated, and nothing runs during the walk that could
    /// deallocate one.
    final func isInTree(withArena arena: GestureArena<GestureRecognizer>) -> Bool {
        var node = Unmanaged.passUnretained(self)
        while let parent = node._withUnsafeGuaranteedRef({ $0.parentLink }) {
            node = Unmanaged.passUnretained(parent.value)
        }
        return node._withUnsafeGuaranteedRef { root in
            root.engineLink?.borrow { $0.arena === arena } ?? false
        }
    }
}

/// An optional reference that neither retains its object nor is weak, which can be tested for `nil` and
/// borrowed without retaining (see the comment at the top of this file): valid as long as the object's
/// owner clears it before the object goes.
struct UnretainedOptional<Object: AnyObject> {
    private var reference: Unmanaged<Object>?

    /// Refers to `object`, or to nothing, without retaining it.
    @inline(__always)
    init(_ object: Object?) { reference = object.map { Unmanaged.passUnretained($0) } }

    /// The object, retained for the caller's use.
    var object: Object? {
        @inline(__always) get { reference?.takeUnretainedValue() }
        @inline(__always) set { reference = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// Whether it refers to an object (tested without retaining it).
    var isSet: Bool {
        @inline(__always) get { reference != nil }
    }

    /// Whether it refers to `object` (compared without retaining either).
    @inline(__always)
    func refers(to object: Object) -> Bool {
        reference?.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
    }

    /// Calls `body` with the object, without retaining it, or returns `nil` when there is none; the
    /// caller guarantees the object stays alive for the call.
    @inline(__always)
    func borrow<Result>(_ body: (Object) -> Result) -> Result? {
        guard let reference else { return nil }
        return reference._withUnsafeGuaranteedRef(body)
    }
}

/// `object` as `Type`, unchecked: for a value known to be of that type (a typed handler called with the
/// recognizer it was added to), where a checked cast would cost a runtime call on every handler call.
@inline(__always)
func uncheckedCast<Type: AnyObject>(_ object: AnyObject, to type: Type.Type) -> Type {
    unsafeDowncast(object, to: type)
}
