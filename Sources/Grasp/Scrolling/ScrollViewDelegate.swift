// Why this file exists: an app reacts to scrolling (loads rows, snaps to a card, hides a bar) through
// the scroll view's delegate, as in UIKit. Every method has a default that does nothing, so a delegate
// implements only what it needs.

import GraspGeometry

/// The object a ``ScrollView`` tells about its scrolling and zooming, as `UIScrollViewDelegate`.
///
/// Every call happens inside the engine dispatch (touch event or tick) that caused it, after the scroll
/// view has applied the change, so the scroll view's properties already show it. Velocities are in
/// points per second of the content offset (UIKit reports points per millisecond): a flick that moves
/// the content towards larger offsets (a finger moving up in a vertical list) has a positive velocity.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, a deceleration, an animation or a setter).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to move the content: the scroll view's pan began.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted. `velocity` is the content offset's release velocity; `targetContentOffset`
    /// is where the content will come to rest, and the delegate may change it (snapping): the content
    /// then glides to exactly the new target.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
    /// The drag ended; `decelerate` says whether the content keeps moving (a glide, a bounce back or a
    /// page settle follows).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts to move on its own after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The motion after a drag came to rest, or a touch stopped it.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation started by ``ScrollView/setContentOffset(_:animated:)``,
    /// ``ScrollView/scrollRectToVisible(_:animated:)`` or an animated zoom finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The node to scale when zooming, or `nil` (the default) for no zooming.
    func viewForZooming(in scrollView: ScrollView) -> Node?
    /// A pinch is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: Node?)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A zoom ended at `scale` (after any bounce back within the limits).
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: Node?, atScale scale: Double)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Leaves the target as it is.
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// No zooming.
    public func viewForZooming(in scrollView: ScrollView) -> Node? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: Node?) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: Node?, atScale scale: Double) {}
}
