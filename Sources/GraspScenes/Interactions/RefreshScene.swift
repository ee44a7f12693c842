// Why this file exists: the refresh control of GraspInteractions needs a screen where it can be seen,
// replayed and tested at every rate: the contact list pulled down past its top to refresh, resting
// open while the refresh runs, closing when the scene ends it a second later. This is that screen.

import Grasp
import GraspInteractions

/// The contact list with a ``/GraspInteractions/RefreshControl``: pulled down until its content is
/// ``/GraspInteractions/RefreshControl/defaultTriggerDistance`` (80 pt) above its top, it starts a refresh that the scene
/// ends after ``refreshDuration`` (1 s) of scene time.
///
/// Recognizers and relationships:
/// - `list` (the scroll view's pan): drags, wheel and trackpad scrolling move the list as in the `list`
///   scene. A drag that pulls the content past the trigger distance starts a refresh, once; on release
///   the content rests 60 pt below its top, showing the control, until the refresh ends; then it
///   animates back to its top in 0.3 s, unless a finger holds it (it bounces back when the finger
///   lifts). A glide that bounces off the top never starts a refresh, and no refresh starts until the
///   last one has ended and the content has come back to its top.
/// - `tap` (on `list-content`): selects a row, as in the `list` scene.
///
/// Nodes: `list` (the whole viewport), `refresh-control` (a 60 pt band above the content's top, inside
/// the list, labelled `Pull to refresh` or `Refreshing`), `list-content` and the row nodes.
///
/// Values: every recognizer reports `isRefreshing` (1 or 0), `refreshCount`, `contentOffset` and
/// `selected`; the pan adds `translation` and `velocity`, the tap `location`. An animation stop is
/// reported when the list comes to rest after a glide, a bounce or the closing animation.
public final class RefreshScene: Scene {
    /// `refresh`.
    public static let name = "refresh"
    /// How long a refresh lasts, in seconds of scene time: 1.
    public static let refreshDuration = 1.0

    let rows: ReusingList
    /// The refresh control on the list.
    public let control: RefreshControl
    /// The control's node, named `refresh-control`, above the content's top.
    public let controlNode: Node
    /// When the refresh in progress started (scene time).
    private var refreshStart: Double?

    /// The scene's engine.
    public var engine: GestureEngine { rows.engine }
    /// The root node, covering the viewport.
    public var rootNode: Node { rows.rootNode }
    /// The list, named `list`.
    public var list: ScrollView { rows.list }
    /// The list's content node, named `list-content`.
    public var content: Node { rows.content }
    /// The tap that selects a row.
    public var tap: TapGestureRecognizer { rows.tap }

    /// Builds the scene for a viewport of `viewport` points: the list at its top, not refreshing.
    public convenience init(viewport: Size) {
        self.init(viewport: viewport, control: RefreshControl())
    }

    /// Builds the scene with a control of your own (another trigger distance or height).
    public init(viewport: Size, control: RefreshControl) {
        rows = ReusingList(sceneName: Self.name, viewport: viewport)
        self.control = control
        let width = max(viewport.width, 0)
        controlNode = Node(name: "refresh-control", frame: Rect(x: 0, y: -control.refreshingHeight, width: width, height: control.refreshingHeight))
        controlNode.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        controlNode.label = "Pull to refresh"
        rows.list.insertChild(controlNode, at: 0)
        control.attach(to: rows.list)
        rows.onScroll = { [owner = UnownedReference(self)] scrollView in owner.object.control.scrollViewDidScroll(scrollView) }
        control.onRefresh = { [owner = UnownedReference(self)] in
            let scene = owner.object
            scene.refreshStart = scene.engine.currentTime
            scene.controlNode.label = "Refreshing"
        }
    }

    /// Advances the scene's clock to `now`: the list moves, and a refresh that has lasted
    /// ``refreshDuration`` ends.
    public func tick(_ now: Double) {
        engine.tick(now)
        if let start = refreshStart, now - start >= Self.refreshDuration {
            refreshStart = nil
            control.endRefreshing()
            controlNode.label = "Pull to refresh"
        }
        placeAndroidSpinner()
    }

    /// On Android's physics the content stays at its top: the control's band slides down over it by the
    /// control's ``/GraspInteractions/RefreshControl/pullDistance``, as `SwipeRefreshLayout`'s spinner does.
    /// On UIKit's physics it does nothing (the band sits above the content, which the pull moves down).
    private func placeAndroidSpinner() {
        guard list.followsAndroidPhysics else { return }
        var frame = controlNode.frame
        frame.origin.y = list.contentOffset.y - control.refreshingHeight + control.pullDistance
        if frame != controlNode.frame { controlNode.frame = frame }
    }

    /// The list's pan, then the tap.
    public var recognizers: [GestureRecognizer] { [list.panGestureRecognizer, tap] }

    /// `isRefreshing`, `refreshCount`, `contentOffset` and `selected` for every recognizer;
    /// `translation` and `velocity` for the pan; `location` for the tap.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        var values = rows.values(of: recognizer)
        values["isRefreshing"] = .number(control.isRefreshing ? 1 : 0)
        values["refreshCount"] = .number(Double(control.refreshCount))
        values["contentOffset"] = .point(list.contentOffset)
        return values
    }

    /// The frames of `list`, `refresh-control`, `list-content` and the rows on screen.
    public func reportedFrames() -> [(name: String, frame: Rect)] {
        var frames = rows.reportedFrames(window: Self.windowFrame(of:))
        frames.insert((controlNode.name, Self.windowFrame(of: controlNode)), at: 1)
        return frames
    }

    /// Calls `observer` when the list comes to rest.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        rows.stops.add(observer)
    }
}
