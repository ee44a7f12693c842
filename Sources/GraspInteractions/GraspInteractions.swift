// Why this file exists: GraspInteractions is the module of reusable interaction components (the
// nested-scroll connection and what stands on it, the controls): the parts apps build screens from,
// above the engine and below the scenes. Like the engine it is portable: no Foundation, and it compiles
// as Embedded Swift. This file makes `import GraspInteractions` enough to use them.
@_exported import Grasp
@_exported import GraspMotion
