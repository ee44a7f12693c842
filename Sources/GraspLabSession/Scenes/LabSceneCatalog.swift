// Why this file exists: the page offers a menu of scenes and each session builds its own instance.
// The catalog is that menu: names in menu order, each with a way to build a fresh scene.

import GraspGeometry
import GraspScenes

/// The scenes a lab server offers, in menu order; the first is opened when a page names none.
public struct LabSceneCatalog: Sendable {
    /// One scene on the menu.
    public struct Entry: Sendable {
        /// The scene's name, as the page's menu and the protocol spell it.
        public var name: String
        /// Builds a fresh instance of the scene for a stage of the given size (CSS px).
        public var make: @Sendable (Size) -> any Scene

        /// Creates an entry.
        public init(name: String, make: @escaping @Sendable (Size) -> any Scene) {
            self.name = name
            self.make = make
        }
    }

    /// The entries, in menu order.
    public var entries: [Entry]

    /// Creates a catalog from entries; a later entry with the name of an earlier one is dropped.
    public init(_ entries: [Entry]) {
        var seen = Set<String>()
        self.entries = entries.filter { seen.insert($0.name).inserted }
    }

    /// The scene names, in menu order.
    public var names: [String] { entries.map { $0.name } }

    /// The entry named `name`, if any.
    public func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }
}
