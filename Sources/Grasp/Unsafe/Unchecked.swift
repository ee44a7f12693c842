// Why this file exists: Grasp's recognizers and scroll views keep their mutable stored properties in a box
// whose one property is read and written without dynamic exclusivity checks, as the core's own classes do
// (GraspCore's Unsafe/Unchecked.swift gives the reason, what it buys and what makes it sound). The box is
// declared again here, in Grasp's one unsafe folder, because the attribute does not cross a module
// boundary: a stored property of a class in another module is accessed with the dynamic check whatever its
// attribute says (with the core's box, 3 checks per event in the inspector scene, about 280 of its
// instructions per event: `scripts/callgrind inspector`), and an inlinable accessor in its place makes each
// read a coroutine call that allocates its frame.

/// A box whose value is read and written without dynamic exclusivity checks (see the comment at the top
/// of this file). Hold it in a `let`; read and write `value` only in accesses that end before any call
/// to code outside the engine.
final class Unchecked<Value> {
    /// The boxed value.
    @exclusivity(unchecked) var value: Value

    /// Boxes `value`.
    init(_ value: Value) {
        self.value = value
    }
}
