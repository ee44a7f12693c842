// Why this file exists: `import Grasp` should be enough to write gesture code, so Grasp re-exports the
// core (touches, nodes, the engine, the arena, the recognizer base class) and the geometry types that
// every one of its APIs speaks in.
@_exported import GraspCore
@_exported import GraspGeometry
