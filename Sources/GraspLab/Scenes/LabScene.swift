// Why this file exists: a lab session needs a scene (an engine, a node tree, the recognizers to
// watch and their values) without knowing which scene it is. This protocol is that view of a scene;
// the scene catalog of GraspScenes is adapted to it, and tests supply small scenes of their own.

import Grasp

/// A scene as the lab drives it: an engine over a node tree, ticked by the page's frames.
public protocol LabScene: AnyObject {
    /// The engine the session sends touch events to.
    var engine: GestureEngine { get }
    /// The root of the scene's node tree, which the page draws.
    var rootNode: Node { get }
    /// The recognizers the inspector shows, one lane each, in lane order.
    var recognizers: [GestureRecognizer] { get }
    /// Advances the scene's animations and the engine's timers to `now` (seconds, engine time).
    func tick(_ now: Double)
    /// The values the inspector shows for `recognizer`, by name.
    func values(of recognizer: GestureRecognizer) -> [String: LabValue]
}
