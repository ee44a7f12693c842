// Why this file exists: Grasp's one seam between the native and the Embedded Swift builds, as GraspCore's
// Portability/ObjectReferences.swift is the core's (whose comment gives the rules). A scroll view's
// delegate is an `any ScrollViewDelegate` existential, which a generic `WeakReference<Object: AnyObject>`
// does not accept, and the protocol is Grasp's, so its reference is declared here.

#if hasFeature(Embedded)

/// A scroll view's reference to its delegate (as ``/GraspCore/WeakReference``).
struct ScrollViewDelegateReference {
    unowned(unsafe) var object: (any ScrollViewDelegate)?
}

#else

/// A scroll view's reference to its delegate (as ``/GraspCore/WeakReference``).
struct ScrollViewDelegateReference {
    weak var object: (any ScrollViewDelegate)?
}

#endif
