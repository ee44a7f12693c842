// Why this file exists: a shift-drag, a command-click or an option-scroll mean something else than
// the same input without the key. A trace records the modifier keys held during each sample, by name.

extension Trace {
    /// The modifier keys held during a sample (format version 2).
    ///
    /// In a file they are a list of names in this order: `shift`, `control`, `option`, `command`,
    /// `capsLock`. A sample with none leaves the field out.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// One bit per key.
        public let rawValue: UInt8

        /// Creates a set from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The shift key.
        public static let shift = Modifiers(rawValue: 1 << 0)
        /// The control key.
        public static let control = Modifiers(rawValue: 1 << 1)
        /// The option (alt) key.
        public static let option = Modifiers(rawValue: 1 << 2)
        /// The command key (the Windows or meta key on other keyboards).
        public static let command = Modifiers(rawValue: 1 << 3)
        /// Caps lock, when it is on.
        public static let capsLock = Modifiers(rawValue: 1 << 4)

        /// Every key with its name in a file, in the order a file lists them.
        public static let named: [(name: String, key: Modifiers)] = [
            ("shift", .shift), ("control", .control), ("option", .option), ("command", .command), ("capsLock", .capsLock),
        ]

        /// The key called `name`, or `nil` if no key has that name.
        public init?(name: String) {
            guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
            self = entry.key
        }

        /// The names of the keys in the set, in file order.
        public var names: [String] {
            Self.named.filter { contains($0.key) }.map { $0.name }
        }
    }
}
