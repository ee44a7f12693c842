// Why this file exists: the command line names scenes (`grasp replay --scene inspector`); the catalog
// maps those names to scenes in one place, so adding a scene is one line here. Each entry is a name and a
// function that builds the scene, not a scene type: Embedded Swift has no metatype values.

import Grasp

/// The scenes Grasp ships, by name.
public enum SceneCatalog {
    /// A scene the catalog offers: its name and how to build it.
    public struct Entry {
        /// The scene's name (its type's `name`).
        public let name: String
        private let make: (Size) -> any Scene

        /// An entry for the scene type `scene`, by its name and initializer.
        public init<S: Scene>(_ scene: S.Type) {
            name = S.name
            make = { S(viewport: $0) }
        }

        /// A new scene for a viewport of `viewport` points.
        public func makeScene(viewport: Size) -> any Scene {
            make(viewport)
        }
    }

    /// Every scene, in a stable order: the inspector first, then the seven gestures, then the reference
    /// interactions.
    public static var all: [Entry] {
        [Entry(InspectorScene.self), Entry(GesturesScene.self), Entry(FlickScene.self), Entry(LinearFlickScene.self), Entry(DragScene.self),
         Entry(MoveMeScene.self), Entry(LongPressMoveMeScene.self), Entry(StreamScene.self), Entry(GalleryScene.self),
         Entry(ListScene.self), Entry(BoxInListScene.self), Entry(CarouselsScene.self),
         Entry(DragDropScene.self),
         Entry(CollapsingHeaderScene.self), Entry(SheetScene.self), Entry(RefreshScene.self),
         Entry(SwipeActionsScene.self), Entry(ReorderScene.self), Entry(NavigationScene.self), Entry(ControlsScene.self),
         Entry(ContextMenuScene.self)]
    }

    /// The names of every scene, in the order of ``all``.
    public static var names: [String] { all.map { $0.name } }

    /// The name of the scene a tool uses when none is given: the inspector.
    public static var defaultName: String { InspectorScene.name }

    /// The scene called `name`, or `nil` if there is none.
    public static func scene(named name: String) -> Entry? {
        all.first { $0.name == name }
    }

    /// A new scene called `name` for a viewport of `viewport` points, or `nil` if there is none.
    public static func makeScene(named name: String, viewport: Size) -> (any Scene)? {
        scene(named: name).map { $0.makeScene(viewport: viewport) }
    }
}

/// Whether `entry` is the catalog's entry of the scene type `sceneType` (their names are equal):
/// `SceneCatalog.scene(named: "inspector") == InspectorScene.self`.
public func == <S: Scene>(entry: SceneCatalog.Entry?, sceneType: S.Type) -> Bool {
    entry?.name == S.name
}
