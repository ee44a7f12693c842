// Why this file exists: `import GraspCore` should be enough to write a recognizer, so the core
// re-exports the geometry types that every one of its APIs speaks in.
@_exported import GraspGeometry
