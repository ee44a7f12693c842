// Why this file exists: `grasp lab` offers every scene of the GraspScenes catalog, in its order (the
// inspector first), followed by the lab's own probe scene for checking that a device's raw touches
// arrive.

import GraspGeometry
import GraspScenes

extension LabSceneCatalog {
    /// The scenes `grasp lab` offers: those of `SceneCatalog`, in its order, then the probe.
    public static var standard: LabSceneCatalog {
        let scenes = SceneCatalog.names.map { name in
            Entry(name: name) { viewport in
                guard let scene = SceneCatalog.makeScene(named: name, viewport: viewport) else {
                    preconditionFailure("SceneCatalog lists \"\(name)\" but cannot make it")
                }
                return scene
            }
        }
        return LabSceneCatalog(scenes + [.probe])
    }
}

extension LabSceneCatalog.Entry {
    /// The lab's own probe scene: one box that follows, scales and turns with the touches on it.
    public static var probe: LabSceneCatalog.Entry {
        LabSceneCatalog.Entry(name: ProbeScene.name) { ProbeScene(viewport: $0) }
    }
}
