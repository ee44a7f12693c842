// Why this file exists: SwiftUI attaches a composed gesture to a view in one call. This is the same for
// a node: add every recognizer of the composition and apply its relationships.

extension Node {
    /// Adds every recognizer of `gesture` that is not attached to a node yet to this node, in order, then
    /// applies the composition's relationships. Recognizers already attached elsewhere stay where they
    /// are (a list's pan can be composed with a row's).
    public func addGesture(_ gesture: some ComposableGesture) {
        let composed = gesture.composedGesture
        for recognizer in composed.recognizers where recognizer.node == nil {
            addGestureRecognizer(recognizer)
        }
        composed.applyRelationships()
    }
}
