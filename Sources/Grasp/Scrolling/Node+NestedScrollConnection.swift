// Why this file exists: a node's nested-scroll connection speaks of Grasp's `ScrollView`, so it is Grasp's,
// while the node is the core's. The node keeps the connection's storage (a box, written only here); this
// extension is the property app code sets.

extension Node {
    /// The connection through which this node takes part in the scrolls of the scroll views inside it:
    /// before each of their drag movements and glides, and after (see ``NestedScrollConnection`` and
    /// <doc:SharingOneDrag>). Default `nil`. The node keeps its connection alive; the connection must not
    /// keep the node alive in return.
    public final var nestedScrollConnection: (any NestedScrollConnection)? {
        get {
            guard let box = nestedScrollConnectionStorage else { return nil }
            // Only the setter below writes the storage, always with a `NestedScrollConnectionBox`.
            return uncheckedCast(box, to: NestedScrollConnectionBox.self).connection
        }
        set { nestedScrollConnectionStorage = newValue.map(NestedScrollConnectionBox.init) }
    }
}

/// The box a node's storage holds its nested-scroll connection in.
final class NestedScrollConnectionBox {
    let connection: any NestedScrollConnection

    init(_ connection: any NestedScrollConnection) { self.connection = connection }
}
