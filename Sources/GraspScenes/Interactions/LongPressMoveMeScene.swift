// Why this file exists: the comparison that motivates the touch-down recognizer. The same three
// squares, selected the classic way, by a long press with a 0.1 s minimum duration: the selection
// arrives a tenth of a second late, and a finger that moves first never selects.

import Grasp

/// ``MoveMeScene`` with squares selected by a `LongPressGestureRecognizer` after
/// ``SceneConstants/moveMeLongPressDuration`` (0.1 s) instead of at touch-down. A finger that moves
/// more than the long press's allowable movement (10 pt) before then never selects its square, and
/// the pan does not move an unselected square.
public final class LongPressMoveMeScene: MoveMeScene {
    /// `moveme-longpress`.
    override public class var name: String { "moveme-longpress" }

    /// Builds the scene with squares selected by a 0.1 s long press.
    public required convenience init(viewport: Size) {
        self.init(viewport: viewport, selection: .longPress(minimumDuration: SceneConstants.moveMeLongPressDuration))
    }
}
