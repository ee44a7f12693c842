// Why this file exists: `import Grasp` should be enough to write gesture code, so the engine
// re-exports the geometry types that every one of its APIs speaks in.
@_exported import GraspGeometry
