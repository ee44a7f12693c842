// Why this file exists: the lab's scene message names each recognizer's class (`kind`), which the page
// shows in its lanes. Embedded Swift keeps no type names, so the name comes from a table of the
// recognizer classes Grasp and the lab define, in both builds alike (a subclass the table does not know
// is named after its nearest ancestor in it). A test checks that the table gives the runtime's names for
// every recognizer of every scene the lab offers, so the native lab's messages are unchanged.

import Grasp
import GraspInteractions

/// The class names of recognizers, as the scene message's `kind` spells them.
@_spi(GraspInternal) public enum RecognizerKind {
    /// The name of `recognizer`'s class.
    @_spi(GraspInternal) public static func name(of recognizer: GestureRecognizer) -> String {
        tableName(of: recognizer)
    }

    /// The name of `recognizer`'s class from the table: its own when the table lists it, otherwise
    /// its nearest listed ancestor's. Subclasses come before their superclasses.
    @_spi(GraspInternal) public static func tableName(of recognizer: GestureRecognizer) -> String {
        switch recognizer {
        case is ScrollViewPanGestureRecognizer: "ScrollViewPanGestureRecognizer"
        case is ScreenEdgePanGestureRecognizer: "ScreenEdgePanGestureRecognizer"
        case is RangedPanGestureRecognizer: "RangedPanGestureRecognizer"
        case is AxisLockedPanGestureRecognizer: "AxisLockedPanGestureRecognizer"
        case is PauseAndMoveGestureRecognizer: "PauseAndMoveGestureRecognizer"
        case is InstantPanGestureRecognizer: "InstantPanGestureRecognizer"
        case is PanGestureRecognizer: "PanGestureRecognizer"
        case is TapGestureRecognizer: "TapGestureRecognizer"
        case is DragLiftGestureRecognizer: "DragLiftGestureRecognizer"
        case is LongPressGestureRecognizer: "LongPressGestureRecognizer"
        case is SwipeGestureRecognizer: "SwipeGestureRecognizer"
        case is PinchGestureRecognizer: "PinchGestureRecognizer"
        case is RotationGestureRecognizer: "RotationGestureRecognizer"
        case is HoverGestureRecognizer: "HoverGestureRecognizer"
        case is TouchDownGestureRecognizer: "TouchDownGestureRecognizer"
        case is TouchProbeRecognizer: "TouchProbeRecognizer"
        default: "GestureRecognizer"
        }
    }
}
