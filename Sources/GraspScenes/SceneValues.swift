// Why this file exists: every state change a tool reports carries the values of its recognizer, and a scene
// reports only a handful (two for a pan). A dictionary hashes every name and allocates a table for so few,
// and the lab and the WebAssembly page ask for them at every change. This small list, in the order the scene
// wrote them, is what `Scene.values(of:)` returns; a scene still writes a dictionary literal.

/// The values a scene reports for one recognizer, by name, in the order the scene wrote them.
///
/// A scene writes them as a dictionary literal (`["scale": .number(2), "velocity": .number(0)]`), and a
/// tool reads them as it would a dictionary: by name, by their names, or as `(key, value)` pairs. Each name
/// appears once: storing a value under a name that has one replaces it. Two sets of values are equal when
/// they hold the same names with equal values, in any order (and then hash alike). Tools that print
/// values sort them by name.
public struct SceneValues: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// The values, in the order they were written.
    private var pairs: [(String, SceneValue)]

    /// No values.
    public init() {
        pairs = []
    }

    /// The values of a literal, in its order. Each name may appear once.
    public init(dictionaryLiteral elements: (String, SceneValue)...) {
        pairs = elements
        assert(Self.namesAreUnique(pairs), "a SceneValues literal names a value twice")
    }

    /// The value named `name`, or `nil`. Setting a value replaces the one of that name, or adds it at the
    /// end; setting `nil` removes it.
    public subscript(name: String) -> SceneValue? {
        get {
            for (key, value) in pairs where key == name { return value }
            return nil
        }
        set {
            let index = pairs.firstIndex { $0.0 == name }
            switch (index, newValue) {
            case (let index?, let value?): pairs[index].1 = value
            case (let index?, nil): pairs.remove(at: index)
            case (nil, let value?): pairs.append((name, value))
            case (nil, nil): break
            }
        }
    }

    /// How many values there are.
    public var count: Int { pairs.count }

    /// Whether there are no values.
    public var isEmpty: Bool { pairs.isEmpty }

    /// The names of the values, in the order they were written.
    public var keys: [String] { pairs.map { $0.0 } }

    /// Iterates over the values as `(key, value)` pairs, in the order they were written.
    public struct Iterator: IteratorProtocol {
        private var base: IndexingIterator<[(String, SceneValue)]>

        fileprivate init(_ pairs: [(String, SceneValue)]) {
            base = pairs.makeIterator()
        }

        /// The next name and value, or `nil` after the last.
        public mutating func next() -> (key: String, value: SceneValue)? {
            guard let (key, value) = base.next() else { return nil }
            return (key, value)
        }
    }

    /// An iterator over the values, in the order they were written.
    public func makeIterator() -> Iterator {
        Iterator(pairs)
    }

    /// The number of values, for `Sequence`'s algorithms.
    public var underestimatedCount: Int { pairs.count }

    /// Whether `lhs` and `rhs` hold the same names with equal values, in any order.
    public static func == (lhs: SceneValues, rhs: SceneValues) -> Bool {
        guard lhs.pairs.count == rhs.pairs.count else { return false }
        for (name, value) in lhs.pairs {
            guard rhs[name] == value else { return false }
        }
        return true
    }

    /// Hashes the names and values so that equal values hash alike, whatever their order: each pair is
    /// hashed on its own, and the pairs' hashes are added up.
    public func hash(into hasher: inout Hasher) {
        var sum = 0
        for (name, value) in pairs {
            var pair = Hasher()
            pair.combine(name)
            pair.combine(value)
            sum &+= pair.finalize()
        }
        hasher.combine(pairs.count)
        hasher.combine(sum)
    }

    /// The values as `[name: json, …]`, sorted by name (`[:]` when there are none).
    public var description: String {
        guard !pairs.isEmpty else { return "[:]" }
        let members = pairs.sorted { $0.0 < $1.0 }.map { "\($0.0): \($0.1.json)" }
        return "[" + members.joined(separator: ", ") + "]"
    }

    private static func namesAreUnique(_ pairs: [(String, SceneValue)]) -> Bool {
        for index in pairs.indices {
            for later in pairs.indices where later > index && pairs[later].0 == pairs[index].0 { return false }
        }
        return true
    }
}
