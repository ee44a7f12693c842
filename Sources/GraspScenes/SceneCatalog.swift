// Why this file exists: the command line names scenes (`grasp replay --scene inspector`); the catalog
// maps those names to scene types in one place, so adding a scene is one line here.

import Grasp

/// The scenes Grasp ships, by name.
public enum SceneCatalog {
    /// Every scene type, in a stable order: the inspector first, then the reference interactions.
    public static var all: [any Scene.Type] {
        [InspectorScene.self, FlickScene.self, LinearFlickScene.self, DragScene.self, MoveMeScene.self, LongPressMoveMeScene.self, StreamScene.self, GalleryScene.self,
         ListScene.self, BoxInListScene.self, CarouselsScene.self]
    }

    /// The names of every scene, in the order of ``all``.
    public static var names: [String] { all.map { $0.name } }

    /// The name of the scene a tool uses when none is given: the inspector.
    public static var defaultName: String { InspectorScene.name }

    /// The scene type called `name`, or `nil` if there is none.
    public static func scene(named name: String) -> (any Scene.Type)? {
        all.first { $0.name == name }
    }

    /// A new scene called `name` for a viewport of `viewport` points, or `nil` if there is none.
    public static func makeScene(named name: String, viewport: Size) -> (any Scene)? {
        scene(named: name).map { $0.init(viewport: viewport) }
    }
}
