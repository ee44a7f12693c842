// Why this file exists: the engine's hot paths run for every recognizer on every touch event, and two
// things Swift does for safety cost more there than the work itself. This file is the one place that turns
// them off, each for a stated reason; nothing else in the module uses `@exclusivity(unchecked)`.
//
// - Dynamic exclusivity checks. Every read or write of a class's stored property that the compiler cannot
//   prove free of overlap calls into the runtime (`swift_beginAccess`/`swift_endAccess`). The engine, the
//   arena, the touch records and the recognizers keep their mutable stored properties in an `Unchecked`
//   box, a struct of fields held out of line, whose one property is read and written without that check.
//   Measured in the inspector scene (`scripts/callgrind inspector`): see the Performance article for the
//   figures with and without it. What makes it sound: the engine is single-threaded and
//   synchronous, and no access to a box's value is held across a call out to app code (handlers, hooks,
//   node calls, delegates): values are read, or written, and the access ends before any such call.
// - Borrowing instead of retaining. `GestureRecognizer`'s relationships and `Node.parent` hold their
//   objects without retaining them (a weak reference would slow every retain of the object); each side
//   unlinks itself in `deinit`. That construct, and the unmanaged borrow, are in Unretained.swift.

/// A box whose value is read and written without dynamic exclusivity checks (see the comment at the top
/// of this file). Hold it in a `let`; read and write `value` only in accesses that end before any call
/// to code outside the engine.
@usableFromInline final class Unchecked<Value> {
    /// The boxed value.
    @exclusivity(unchecked) @usableFromInline var value: Value

    /// Boxes `value`.
    @usableFromInline init(_ value: Value) {
        self.value = value
    }
}

/// A base class whose one stored property, `fields`, is read and written without dynamic exclusivity
/// checks, like `Unchecked.value`, but inside the object itself rather than in a box of its own: the
/// engine's internal classes (the arena, the touch table, touch records, dispatch scratch lists) inherit
/// from it and save the load of a box on every access. (Public classes cannot inherit from an internal
/// one; they use `Unchecked`.)
@usableFromInline class UncheckedFields<Fields> {
    /// The subclass's stored fields (`@usableFromInline` for the touch records: see TouchRecord.swift).
    @exclusivity(unchecked) @usableFromInline final var fields: Fields

    /// Stores `fields`.
    @usableFromInline init(fields: Fields) {
        self.fields = fields
    }
}
