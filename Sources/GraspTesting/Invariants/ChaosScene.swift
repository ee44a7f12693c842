// Why this file exists: invariants must hold for every scene, not only the ones we thought of. A
// `ChaosScene` is a small random scene built from a seed: a few nodes (some transformed, hidden or
// untouchable), a few recognizers of every standard kind and well-formed probes, random failure
// requirements, simultaneity and delegates, handlers that change the tree mid-gesture, scroll views, and
// controls (buttons, sliders, switches, steppers), some disabled mid-touch.

import Grasp
import GraspInteractions
import GraspTrace

/// A small random scene, the same for the same seed.
public final class ChaosScene {
    /// The seed the scene was built from.
    public let seed: UInt64
    /// The engine over the scene's root (400 × 800 points).
    public let engine: GestureEngine
    /// Every node, the root first.
    public private(set) var nodes: [Node] = []
    /// Every recognizer, named `r0`, `r1`, …
    public private(set) var recognizers: [GestureRecognizer] = []
    /// The delegates the recognizers use (kept alive here; recognizers hold them weakly).
    public private(set) var delegates: [ChaosDelegate] = []
    /// A line per node and recognizer, describing the scene.
    public private(set) var summary: [String] = []

    /// The root's size.
    public static let rootSize = Size(width: 400, height: 800)

    /// Builds the scene for `seed`, on UIKit's constants.
    public convenience init(seed: UInt64) { self.init(seed: seed, profile: .iOS) }

    /// Builds the scene for `seed`, its engine on `profile` (set once the scene is built, so that its
    /// recognizers take the profile's constants). The same seed builds the same nodes on any profile.
    public init(seed: UInt64, profile: PlatformProfile) {
        self.seed = seed
        var rng = SplitMix64(seed: seed)
        let root = Node(name: "n0", frame: Rect(x: 0, y: 0, width: Self.rootSize.width, height: Self.rootSize.height))
        engine = GestureEngine(rootNode: root)
        nodes.append(root)
        summary.append("n0: root 400×800")

        let nodeCount = Int(rng.next() % 4)
        for i in 1...max(nodeCount, 1) where nodeCount > 0 {
            let parent = nodes[Int(rng.next() % UInt64(nodes.count))]
            let w = 20 + Double(rng.next() % 380), h = 20 + Double(rng.next() % 780)
            let x = Double(rng.next() % 300), y = Double(rng.next() % 700)
            let node = Node(name: "n\(i)", frame: Rect(x: x, y: y, width: w, height: h))
            var notes = "in \(parent.name) at (\(x), \(y)) \(w)×\(h)"
            switch rng.next() % 10 {
            case 0: node.transform = AffineTransform(scaleX: 0.5 + rng.nextUnit() * 1.5, y: 0.5 + rng.nextUnit() * 1.5); notes += " scaled"
            case 1: node.transform = AffineTransform(rotationAngle: rng.nextUnit() * 6.28); notes += " rotated"
            case 2: node.isHidden = true; notes += " hidden"
            case 3: node.isUserInteractionEnabled = false; notes += " untouchable"
            default: break
            }
            parent.addChild(node)
            nodes.append(node)
            summary.append("n\(i): \(notes)")
        }

        let recognizerCount = 1 + Int(rng.next() % 5)
        var compositions: [(Int, UInt64)] = []
        for i in 0..<recognizerCount {
            let (recognizer, kind) = Self.makeRecognizer(name: "r\(i)", rng: &rng)
            if Self.isLater(recognizer) && i > 0 { compositions.append((i, rng.next())) }
            recognizer.cancelsTouchesInView = rng.next() % 3 != 0
            recognizer.delaysTouchesBegan = rng.next() % 4 == 0
            recognizer.delaysTouchesEnded = rng.next() % 3 != 0
            if rng.next() % 8 == 0 { recognizer.allowedTouchTypes = [.direct] }
            let node = nodes[Int(rng.next() % UInt64(nodes.count))]
            node.addGestureRecognizer(recognizer)
            recognizers.append(recognizer)
            summary.append("r\(i): \(kind) on \(node.name)")
        }
        for (i, draw) in compositions {
            let earlier = recognizers[i - 1], later = recognizers[i]
            let composed: ComposedGesture
            switch draw % 4 {
            case 0: composed = .simultaneous(earlier, later)
            case 1: composed = .exclusive(earlier, later)
            case 2: composed = .race(earlier, later)
            default: composed = .sequenced(earlier, later)
            }
            composed.applyRelationships()
            summary.append("r\(i - 1), r\(i): \(composed.kind)")
        }
        for (i, r) in recognizers.enumerated() {
            for (j, other) in recognizers.enumerated() where i != j {
                switch rng.next() % 10 {
                case 0: r.require(toFail: other); summary.append("r\(i) requires r\(j) to fail")
                case 1: r.allowSimultaneousRecognition(with: other); summary.append("r\(i) and r\(j) together")
                default: break
                }
            }
            if rng.next() % 5 == 0 {
                let delegate = ChaosDelegate(salt: rng.next())
                delegates.append(delegate)
                r.delegate = delegate
                summary.append("r\(i) has a delegate (salt \(delegate.salt))")
            }
            if rng.next() % 4 == 0 {
                let trigger: GestureRecognizerState = [.began, .changed, .ended, .cancelled][Int(rng.next() % 4)]
                let mutation = ChaosMutation(decoding: rng.next())
                r.addHandler { [unowned self] recognizer in
                    if recognizer.state == trigger { self.apply(mutation) }
                }
                summary.append("r\(i) on \(trigger): \(mutation)")
            }
        }
        addScrollViews(seed: seed)
        addConnection(seed: seed)
        addControls(seed: seed)
        if profile != .iOS {
            engine.platformProfile = profile
            summary.append("profile: \(profile.scrollPhysics == .iOS ? "custom" : "android")")
        }
    }

    /// The collapsing header around the first scroll view, if the scene has one.
    public private(set) var collapsingHeader: CollapsingHeader?
    /// The bottom sheet around the first scroll view, if the scene has one.
    public private(set) var bottomSheet: BottomSheet?
    /// The refresh control on the first scroll view, if the scene has one.
    public private(set) var refreshControl: RefreshControl?
    /// The delegate that forwards the first scroll view's scrolling to ``refreshControl``.
    private var refreshWatcher: RefreshWatcher?
    /// The highest refresh count seen, to check that it never goes down.
    private var refreshCountSeen = 0

    /// Three scenes in four with a scroll view get a component on the nested-scroll chain of the first
    /// one: a collapsing header or a bottom sheet (the connection of the scroll view's parent, moving
    /// that parent when it is not the root) or a refresh control (ended 1 s after it starts). Drawn from
    /// a generator of their own, so that the rest of every seed's scene is unchanged.
    private func addConnection(seed: UInt64) {
        var rng = SplitMix64(seed: seed ^ 0xC044_EC71_0450_11E5)
        guard let scroll = scrollViews.first, let parent = scroll.parent else { return }
        let movable = parent !== nodes[0]
        switch rng.next() % 4 {
        case 0:
            let header = CollapsingHeader(expandedHeight: Double(rng.next() % 200), collapsedHeight: Double(rng.next() % 120))
            header.attach(to: parent)
            collapsingHeader = header
            _ = engine.addTickHandler { header.advance(to: $0) }
            summary.append("collapsing header \(header.expandedHeight)→\(header.collapsedHeight) on \(parent.name)")
        case 1:
            let detents = (0..<Int(rng.next() % 4)).map { _ in Double(rng.next() % 1000) / 900 }
            let sheet = BottomSheet(detents: detents, containerHeight: Self.rootSize.height, initialDetent: Int(rng.next() % 3))
            let header = nodes[Int(rng.next() % UInt64(nodes.count))]
            sheet.attach(to: parent, header: header)
            if movable {
                sheet.onSheetYChange = { [parent = UnownedReference(parent)] y in
                    let node = parent.object
                    node.frame = Rect(x: node.frame.minX, y: y, width: node.bounds.width, height: node.bounds.height)
                }
            }
            bottomSheet = sheet
            _ = engine.addTickHandler { sheet.advance(to: $0) }
            summary.append("bottom sheet \(sheet.detents) on \(parent.name), header \(header.name)")
        case 2:
            let control = RefreshControl(triggerDistance: 20 + Double(rng.next() % 100))
            control.attach(to: scroll)
            let watcher = RefreshWatcher(control: control)
            scroll.delegate = watcher
            refreshWatcher = watcher
            refreshControl = control
            _ = engine.addTickHandler { [watcher] now in watcher.tick(now) }
            summary.append("refresh control on \(scroll.name), trigger \(control.triggerDistance)")
        default:
            break
        }
    }

    /// Whether the scene has a component on a nested-scroll connection (or a refresh control).
    public var hasConnection: Bool { collapsingHeader != nil || bottomSheet != nil || refreshControl != nil }

    /// The connection component's value (the header's height, the sheet's top, or the refresh count
    /// plus a half while refreshing), or `nil` without one: a run counts its changes.
    public var connectionValue: Double? {
        if let header = collapsingHeader { return header.height }
        if let sheet = bottomSheet { return sheet.sheetY }
        if let control = refreshControl { return Double(control.refreshCount) + (control.isRefreshing ? 0.5 : 0) }
        return nil
    }

    /// What is wrong with the scene's connection component now (nothing when it has none): a value that
    /// is not finite or out of its range; `atRest`, also one that still moves on its own.
    public func connectionProblems(atRest: Bool = false) -> [String] {
        var problems: [String] = []
        if let header = collapsingHeader {
            if !header.height.isFinite || header.height < header.collapsedHeight || header.height > header.expandedHeight {
                problems.append("collapsing header at \(header.height), outside \(header.collapsedHeight)…\(header.expandedHeight)")
            }
            if atRest && header.isSnapping { problems.append("collapsing header still snapping at rest") }
        }
        if let sheet = bottomSheet {
            if !sheet.sheetY.isFinite || sheet.sheetY < sheet.topY || sheet.sheetY > sheet.bottomY {
                problems.append("bottom sheet at \(sheet.sheetY), outside \(sheet.topY)…\(sheet.bottomY)")
            }
            if !sheet.detents.indices.contains(sheet.detent) { problems.append("bottom sheet detent \(sheet.detent) out of range") }
            if atRest && sheet.isSettling { problems.append("bottom sheet still settling at rest") }
        }
        if let control = refreshControl, let scroll = scrollViews.first {
            if control.refreshCount < refreshCountSeen { problems.append("refresh count went down to \(control.refreshCount)") }
            refreshCountSeen = control.refreshCount
            // On Android's physics the spinner rests over the content, which keeps its inset (RefreshControl);
            // the scene's profile says which, also once a step has taken the list out of the engine's tree.
            let onAndroid = scroll.followsAndroidPhysics || engine.platformProfile.scrollPhysics != .iOS
            let expected = control.isRefreshing && !onAndroid ? control.refreshingHeight : 0
            if scroll.contentInset.top != expected {
                problems.append("refresh control inset \(scroll.contentInset.top) while refreshing is \(control.isRefreshing)")
            }
        }
        return problems
    }

    /// The controls of the scene (not in ``nodes``, so that the mutations of earlier seeds keep their
    /// meaning), named `c0`, `c1`, ….
    public private(set) var controls: [Control] = []

    /// Half of the scenes get one to three controls of the standard kinds, each under a random node or
    /// in a scroll view's row, some disabled from the start, some disabled by their own second drag event
    /// (which cancels their tracking) and enabled again at the next tick. Drawn from a generator of their
    /// own, so that the rest of every seed's scene is unchanged.
    private func addControls(seed: UInt64) {
        var rng = SplitMix64(seed: seed ^ 0xC047_7201_5C47_7201)
        guard rng.next() % 2 == 0 else { return }
        for i in 0..<(1 + Int(rng.next() % 3)) {
            // Large enough that random touches land on them often (a button can be a whole row).
            let w = 80 + Double(rng.next() % 320), h = 40 + Double(rng.next() % 360)
            let frame = Rect(x: Double(rng.next() % 200), y: Double(rng.next() % 600), width: w, height: h)
            let name = "c\(i)"
            let control: Control
            let kind: String
            switch rng.next() % 4 {
            case 0: control = Button(name: name, title: name, frame: frame); kind = "button"
            case 1: control = Slider(name: name, value: rng.nextUnit(), frame: frame); kind = "slider"
            case 2: control = Switch(name: name, isOn: rng.next() % 2 == 0, frame: frame); kind = "switch"
            default:
                let stepper = Stepper(name: name, value: 50, frame: frame)
                stepper.wraps = rng.next() % 2 == 0
                control = stepper
                kind = "stepper"
            }
            let parent: Node
            if !scrollViews.isEmpty && rng.next() % 2 == 0 {
                parent = scrollViews[Int(rng.next() % UInt64(scrollViews.count))].children.first ?? nodes[0]
            } else {
                parent = nodes[Int(rng.next() % UInt64(nodes.count))]
            }
            var notes = "\(name): \(kind) in \(parent.name) at (\(frame.origin.x), \(frame.origin.y)) \(w)×\(h)"
            if rng.next() % 6 == 0 { control.isEnabled = false; notes += " disabled" }
            if rng.next() % 4 == 0 {
                var drags = 0
                control.addAction(for: [.touchDragInside, .touchDragOutside]) { control, _ in
                    drags += 1
                    if drags % 2 == 0 { control.isEnabled = false }
                }
                _ = engine.addTickHandler { _ in control.isEnabled = true }
                notes += " disabled by its second drag event, until the next tick"
            }
            parent.addChild(control)
            controls.append(control)
            summary.append(notes)
        }
    }

    /// The scroll views of the scene (not in ``nodes``, so that the mutations of earlier seeds keep
    /// their meaning).
    public private(set) var scrollViews: [ScrollView] = []

    /// Half of the scenes get a scroll view under a random node, and half of those a second one nested
    /// in it (on the same axis or across it, independent or handing off), with a row that has a tap.
    /// Drawn from a generator of their own, so that the rest of every seed's scene is unchanged.
    private func addScrollViews(seed: UInt64) {
        var rng = SplitMix64(seed: seed ^ 0x5C01_1AB1_E5C0_11AB)
        guard rng.next() % 2 == 0 else { return }
        func makeScrollView(_ name: String, in parent: Node) -> ScrollView {
            let w = 60 + Double(rng.next() % 340), h = 60 + Double(rng.next() % 740)
            let scroll = ScrollView(name: name, frame: Rect(x: Double(rng.next() % 100), y: Double(rng.next() % 200), width: w, height: h))
            let axes = rng.next() % 3
            scroll.contentSize = Size(width: axes == 1 ? w : w * (1 + Double(rng.next() % 6)), height: axes == 0 ? h : h * (1 + Double(rng.next() % 20)))
            scroll.isPagingEnabled = rng.next() % 3 == 0
            scroll.bounces = rng.next() % 4 != 0
            scroll.delaysContentTouches = rng.next() % 3 != 0
            scroll.canCancelContentTouches = rng.next() % 4 != 0
            scroll.isDirectionalLockEnabled = rng.next() % 3 == 0
            if rng.next() % 3 == 0 { scroll.nestedScrolling = .handOffAtEdges }
            if rng.next() % 4 == 0 { scroll.maximumZoomScale = 3 }
            let row = Node(name: "\(name)-row", frame: Rect(x: 0, y: 0, width: w, height: 60))
            row.addGestureRecognizer(TapGestureRecognizer(name: "\(name)-tap"))
            scroll.addChild(row)
            parent.addChild(scroll)
            scrollViews.append(scroll)
            summary.append("\(name): scroll view in \(parent.name) \(w)×\(h), content \(scroll.contentSize), paging \(scroll.isPagingEnabled), \(scroll.nestedScrolling)")
            return scroll
        }
        let outer = makeScrollView("s0", in: nodes[Int(rng.next() % UInt64(nodes.count))])
        if rng.next() % 2 == 0 { _ = makeScrollView("s1", in: outer) }
    }

    private static func makeRecognizer(name: String, rng: inout SplitMix64) -> (GestureRecognizer, String) {
        switch rng.next() % 11 {
        case 0:
            let tap = TapGestureRecognizer(name: name)
            tap.numberOfTapsRequired = 1 + Int(rng.next() % 2)
            tap.numberOfTouchesRequired = 1 + Int(rng.next() % 2)
            return (tap, "tap ×\(tap.numberOfTapsRequired), \(tap.numberOfTouchesRequired) finger(s)")
        case 1:
            let pan = PanGestureRecognizer(name: name)
            pan.minimumNumberOfTouches = 1 + Int(rng.next() % 2)
            if rng.next() % 2 == 0 { pan.maximumNumberOfTouches = pan.minimumNumberOfTouches + Int(rng.next() % 2) }
            return (pan, "pan \(pan.minimumNumberOfTouches)…\(pan.maximumNumberOfTouches)")
        case 2:
            let press = LongPressGestureRecognizer(name: name)
            press.minimumPressDuration = Double(rng.next() % 7) / 10
            press.numberOfTapsRequired = Int(rng.next() % 2)
            press.numberOfTouchesRequired = 1 + Int(rng.next() % 2)
            return (press, "long press \(press.minimumPressDuration) s")
        case 3: return (PinchGestureRecognizer(name: name), "pinch")
        case 4: return (RotationGestureRecognizer(name: name), "rotation")
        case 5:
            let swipe = SwipeGestureRecognizer(name: name)
            swipe.direction = SwipeDirection(rawValue: 1 + Int(rng.next() % 15))
            swipe.numberOfTouchesRequired = 1 + Int(rng.next() % 2)
            return (swipe, "swipe \(swipe.direction)")
        case 6:
            let edge = ScreenEdgePanGestureRecognizer(name: name, edges: RectEdge(rawValue: 1 + Int(rng.next() % 15)))
            return (edge, "edge pan \(edge.edges)")
        case 7: return (ChaosProbe(name: name, behavior: .beginsOnMove), "probe begins on move")
        case 8: return (ChaosProbe(name: name, behavior: .recognizesOnLift), "probe recognizes on lift")
        case 9:
            let delay = Double(rng.next() % 5) / 10
            return (ChaosProbe(name: name, behavior: .beginsOnTimer, delay: delay), "probe begins on timer \(delay) s")
        default:
            return makeLaterRecognizer(name: name, rng: &rng)
        }
    }

    /// The recognizers added after the first palette (instant, directional, optimistic). They come from
    /// one slot of the first palette, so that scenes without them stay as they were: kept failing
    /// streams still build the same scenes.
    private static func makeLaterRecognizer(name: String, rng: inout SplitMix64) -> (GestureRecognizer, String) {
        switch rng.next() % 8 {
        case 0: return (TapGestureRecognizer(name: name), "tap")
        case 1:
            let tap = TapGestureRecognizer(name: name)
            tap.recognizesOptimistically = true
            tap.addRetractionHandler { _ in }
            tap.addConfirmationHandler { _ in }
            return (tap, "optimistic tap")
        case 2:
            let axis: PanAxis = rng.next() % 2 == 0 ? .horizontal : .vertical
            return (AxisLockedPanGestureRecognizer(axis: axis, name: name), "\(axis) pan")
        case 3:
            let pan = RangedPanGestureRecognizer(name: name)
            pan.activationRangeX = -20 ... 20
            if rng.next() % 2 == 0 { pan.failureRangeY = -15 ... 15 }
            return (pan, "ranged pan")
        case 4: return (InstantPanGestureRecognizer(name: name), "instant pan")
        case 5:
            let pause = PauseAndMoveGestureRecognizer(name: name)
            pause.numberOfTouchesRequired = 1 + Int(rng.next() % 2)
            return (pause, "pause and move")
        default: return (TouchDownGestureRecognizer(name: name), "touch down")
        }
    }

    private static func isLater(_ r: GestureRecognizer) -> Bool {
        r is AxisLockedPanGestureRecognizer || r is RangedPanGestureRecognizer || r is InstantPanGestureRecognizer
            || r is PauseAndMoveGestureRecognizer || r is TouchDownGestureRecognizer
            || (r as? TapGestureRecognizer)?.recognizesOptimistically == true
    }

    /// Applies `mutation` to the scene.
    public func apply(_ mutation: ChaosMutation) {
        func recognizer(_ i: Int) -> GestureRecognizer { recognizers[i % recognizers.count] }
        func node(_ i: Int) -> Node { nodes[i % nodes.count] }
        switch mutation {
        case .removeRecognizer(let r):
            let target = recognizer(r)
            target.node?.removeGestureRecognizer(target)
        case .addRecognizer(let r, let n):
            node(n).addGestureRecognizer(recognizer(r))
        case .setEnabled(let r, let on):
            recognizer(r).isEnabled = on
        case .removeNode(let n):
            guard nodes.count > 1 else { return }
            nodes[1 + n % (nodes.count - 1)].removeFromParent()
        case .addNode(let n, let p):
            guard nodes.count > 1 else { return }
            let child = nodes[1 + n % (nodes.count - 1)], parent = node(p)
            guard !child.isAncestor(of: parent) else { return }
            parent.addChild(child)
        case .requireToFail(let r, let o):
            recognizer(r).require(toFail: recognizer(o))
        case .allowSimultaneous(let r, let o):
            recognizer(r).allowSimultaneousRecognition(with: recognizer(o))
        case .setHidden(let n, let hidden):
            node(n).isHidden = hidden
        case .cancelAllTouches:
            engine.cancelAllTouches()
        }
    }
}

/// Forwards a scroll view's scrolling to its refresh control and ends each refresh 1 s after it starts,
/// as the `refresh` scene does.
final class RefreshWatcher: ScrollViewDelegate {
    let control: RefreshControl
    private var started: Double?

    init(control: RefreshControl) { self.control = control }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        let before = control.refreshCount
        control.scrollViewDidScroll(scrollView)
        if control.refreshCount != before { started = scrollView.engine?.currentTime ?? 0 }
    }

    func tick(_ now: Double) {
        guard let start = started, now - start >= 1 || !(now - start).isFinite else { return }
        started = nil
        control.endRefreshing()
    }
}
