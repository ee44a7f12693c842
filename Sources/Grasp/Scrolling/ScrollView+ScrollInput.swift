// Why this file exists: a scroll view scrolls with a mouse wheel and a trackpad as it does with a
// finger. The engine turns scroll input into its pan's drags (Engine/ScrollDispatch.swift); this file
// says which scroll input a scroll view takes, and what the drag rules make of each.

extension ScrollView {
    /// The scroll input a scroll view's pan takes when it is created: ``/GraspCore/ScrollTypeMask/all``, so that a
    /// scroll view scrolls with a mouse wheel and a trackpad by default. Set the pan's
    /// ``PanGestureRecognizer/allowedScrollTypesMask`` to change one scroll view.
    ///
    /// What each input does, through the pan's usual rules (see <doc:ScrollViews>):
    ///
    /// - **A wheel's step** is a drag by the step's delta that begins at once and ends with no velocity:
    ///   the content moves by the step and stops (past an edge, it bounces back). A step during a glide
    ///   catches the content first, as a finger does.
    /// - **A trackpad's scroll** is a drag that begins at the first delta, follows the deltas and ends
    ///   when the fingers lift, with their velocity: the content then glides and comes to rest as after
    ///   a flick. That glide stands for the trackpad's momentum (as in UIKit, the hardware's momentum
    ///   reports move nothing), and a finger landing during it stops it as it stops any glide.
    /// - A scroll goes to the innermost scroll view under the cursor that scrolls along the scroll's
    ///   main axis, by the same rules that give a finger's drag to a nested scroll view.
    public static let defaultPanScrollTypes: ScrollTypeMask = .all
}
