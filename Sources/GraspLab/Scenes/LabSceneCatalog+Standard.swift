// Why this file exists: `grasp lab` offers the project's scenes. Until the GraspScenes catalog is
// adapted here, the standard catalog is the lab's own probe scene.

import GraspGeometry

extension LabSceneCatalog {
    /// The scenes `grasp lab` offers, in menu order.
    public static var standard: LabSceneCatalog {
        LabSceneCatalog([probe])
    }

    /// The lab's own probe scene: one box that follows, scales and turns with the touches on it.
    public static var probe: Entry {
        Entry(name: ProbeScene.name) { ProbeScene(viewport: $0) }
    }
}
