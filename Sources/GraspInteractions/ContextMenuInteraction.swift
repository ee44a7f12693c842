// Why this file exists: the context menu is the one common interaction that three inputs open alike: a
// long press that lifts a preview, a right click, and a key (or an accessibility action). Its rules (the
// lift grows over the press and opens when the press completes, an early release or a scroll cancels it,
// the finger that opened it may drag across the items and lift on one) are easy to get subtly wrong, and
// every other path must end in the same state: this component is those rules once.

/// One item of a context menu.
public struct ContextMenuItem: Hashable, Sendable {
    /// The name the app knows it by; ``ContextMenuInteraction/lastAction`` reports it.
    public var identifier: String
    /// The title shown, and the item's accessibility label.
    public var title: String
    /// Whether the item destroys something (drawn in red).
    public var isDestructive: Bool

    /// Creates an item.
    public init(identifier: String, title: String, isDestructive: Bool = false) {
        self.identifier = identifier
        self.title = title
        self.isDestructive = isDestructive
    }
}

/// A context menu on a node, the counterpart of UIKit's `UIContextMenuInteraction` and Flutter's
/// `CupertinoContextMenu`, with every way in:
///
/// - **Long press** (``press``, named `menuPress`, with ``catchRecognizer``, `menuCatch`): from
///   ``liftDelay`` after the touch-down the node lifts (``liftScale`` grows from 1 to ``openScale``, 1.15,
///   on an ease-out sine, evaluated from time), and when the press completes (``pressDuration``) the menu
///   opens. Releasing early, or moving more than 10 points, cancels: the scale goes back to 1. A scroll of
///   an enclosing scroll view that begins first wins (the press fails) and the lift never starts.
/// - **Drag across the menu:** once open, the finger that opened it highlights the item under it
///   (``highlightedItem``); lifting on one performs it (``lastAction``, ``onAction``) and closes the menu;
///   lifting outside the menu and the node closes it; lifting on the node leaves it open.
/// - **Open menu:** ``track`` (on the container, named `menuTrack`) follows a later touch the same way: a
///   press, drag and release, or a tap on an item, performs it; a tap outside closes.
/// - **Right click** (``secondaryClick``, `menuClick`, the secondary button): opens the menu at once at the
///   pointer, with no lift. ``presentMenu(at:time:)`` is the same for the Menu key or Shift-F10, and for the
///   accessibility action "show menu".
///
/// **Timings.** Apple does not document UIKit's; Flutter's `CupertinoContextMenu` holds 0.8 s, lifting to
/// 1.15× from about 0.13 s in (its tween's pause weight 1 of 6 before the growth). Grasp completes the press
/// at 0.5 s, UIKit's long-press default (``/GraspCore/GestureDefaults/longPressMinimumDuration``), and pauses
/// a sixth of it (0.083 s) before lifting, Flutter's proportion; both are settable. See
/// <doc:AccessibilityAndAlternatives>.
///
/// Call ``advance(to:)`` with the engine's time at each frame; lay the node out scaled by ``liftScale``
/// about its centre and the menu at ``menuFrame`` whenever ``onChange`` calls.
public final class ContextMenuInteraction: GestureRecognizerDelegate {
    /// Where the menu is.
    public enum Phase: String, Hashable, Sendable {
        /// Closed, nothing lifted.
        case idle
        /// A press holds the node and it is lifting.
        case lifting
        /// The menu is open.
        case open
    }

    /// The scale the lifted node reaches when the menu opens: 1.15, as `CupertinoContextMenu`'s.
    public static let openScale = 1.15
    /// The menu's width: 250 points.
    public static let menuWidth = 250.0
    /// One item's height: 44 points.
    public static let itemHeight = 44.0
    /// The space between the node and the menu, and the menu and the container's edges: 8 points.
    public static let margin = 8.0
    /// The name of the accessibility action that opens the menu: "show menu".
    public static let showMenuAction = AccessibilityAction.showMenu.name

    /// The items, top to bottom.
    public let items: [ContextMenuItem]
    /// How long the press lasts before the menu opens: 0.5 s by default.
    public var pressDuration: Double {
        get { press.minimumPressDuration }
        set { press.minimumPressDuration = newValue }
    }
    /// How long after the touch-down the lift starts: a sixth of ``pressDuration`` by default (`nil`).
    public var liftDelay: Double?

    /// Where the menu is.
    public private(set) var phase = Phase.idle
    /// The index of the item under the finger while the menu is open, if any.
    public private(set) var highlightedItem: Int?
    /// The identifier of the last item performed ("" before the first).
    public private(set) var lastAction = ""
    /// The node's scale: 1 at rest, growing to ``openScale`` over a press, ``openScale`` while a menu a
    /// press opened is open (1 for a menu a click or a key opened).
    public private(set) var liftScale = 1.0
    /// The menu's frame in window coordinates while it is open (`.zero` otherwise).
    public private(set) var menuFrame = Rect.zero

    /// Called after every change of phase, highlight, scale or menu.
    public var onChange: (() -> Void)?
    /// Called with each item performed.
    public var onAction: ((ContextMenuItem) -> Void)?

    /// The long press that opens the menu, named `menuPress`.
    public let press = LongPressGestureRecognizer(name: "menuPress")
    /// Begins at the touch-down and stays began while the finger holds still: the lift follows it.
    public let catchRecognizer = TouchDownGestureRecognizer(name: "menuCatch")
    /// The secondary button's press, named `menuClick`: opens the menu at once.
    public let secondaryClick = TouchDownGestureRecognizer(name: "menuClick")
    /// Follows a touch on the container while the menu is open, named `menuTrack`.
    public let track = LongPressGestureRecognizer(name: "menuTrack")

    private var node: Node?
    private var container: Node?
    /// The time the holding touch landed, while it holds.
    private var pressStart: Double?
    private var openedByPress = false

    /// Creates the interaction with its items.
    public init(items: [ContextMenuItem]) {
        self.items = items
        press.minimumPressDuration = GestureDefaults.longPressMinimumDuration
        press.delegate = self
        press.addHandler { [owner = UnownedReference(self)] press in owner.object.handlePress(press) }
        catchRecognizer.allowableMovement = GestureDefaults.longPressAllowableMovement
        catchRecognizer.addHandler { [owner = UnownedReference(self)] recognizer in owner.object.handleCatch(recognizer) }
        secondaryClick.buttonMask = .secondary
        secondaryClick.addHandler { [owner = UnownedReference(self)] click in
            if click.state == .began { owner.object.presentMenu(at: click.location(in: nil), time: click.currentTime) }
        }
        track.minimumPressDuration = 0
        track.allowableMovement = 100_000
        track.delegate = self
        track.addHandler { [owner = UnownedReference(self)] track in owner.object.handleTrack(track) }
    }

    /// Adds ``press``, ``catchRecognizer`` and ``secondaryClick`` to `node` and ``track`` to `container` (a
    /// node above it covering the screen, where the menu is drawn), and gives both their accessibility
    /// elements: the node's "show menu", the open menu's items.
    public func attach(to node: Node, container: Node) {
        self.node = node
        self.container = container
        node.addGestureRecognizer(catchRecognizer)
        node.addGestureRecognizer(press)
        node.addGestureRecognizer(secondaryClick)
        container.addGestureRecognizer(track)
        node.accessibility = makeNodeAccessibility()
        container.accessibility = makeMenuAccessibility()
    }

    // MARK: Geometry

    /// The frame of item `index` in window coordinates while the menu is open.
    public func itemFrame(_ index: Int) -> Rect {
        Rect(x: menuFrame.minX, y: menuFrame.minY + Double(index) * Self.itemHeight, width: menuFrame.width, height: Self.itemHeight)
    }

    /// The index of the item at `point` (window coordinates) while the menu is open.
    public func item(at point: Point) -> Int? {
        guard phase == .open, menuFrame.contains(point) else { return nil }
        let index = Int((point.y - menuFrame.minY) / Self.itemHeight)
        return items.indices.contains(index) ? index : nil
    }

    /// The scale of the lift `elapsed` seconds after the touch-down: 1 until the lift delay, then up to
    /// ``openScale`` at ``pressDuration`` on an ease-out sine.
    public func liftScale(after elapsed: Double) -> Double {
        let duration = max(pressDuration, 0)
        let delay = min(max(liftDelay ?? duration / 6, 0), duration)
        guard elapsed > delay else { return 1 }
        guard duration > delay, elapsed < duration else { return Self.openScale }
        let p = (elapsed - delay) / (duration - delay)
        return 1 + (Self.openScale - 1) * GraspMath.sin(p * Double.pi / 2)
    }

    // MARK: Time

    /// Evaluates the lift at `now` (the engine's time). A lift starts only while the touch holds still and
    /// no enclosing scroll view drags.
    public func advance(to now: Double) {
        guard let start = pressStart, phase != .open else { return }
        if isScrolling {
            return cancelLift()
        }
        let scale = liftScale(after: now - start)
        guard scale != liftScale || (scale > 1 && phase == .idle) else { return }
        liftScale = scale
        if scale > 1 { phase = .lifting }
        onChange?()
    }

    // MARK: Opening and closing

    /// Opens the menu at once, with no lift, as a right click, the Menu key, Shift-F10 or the
    /// accessibility action do: at `point` (window coordinates; the pointer's place), or beside the node
    /// when `point` is `nil`. Returns `false`, changing nothing, while it is open already.
    @discardableResult
    public func presentMenu(at point: Point? = nil, time: Double) -> Bool {
        guard phase != .open, let node else { return false }
        pressStart = nil
        liftScale = 1
        openedByPress = false
        open(anchor: point.map { Rect(origin: $0, size: .zero) } ?? Self.restingFrame(of: node))
        return true
    }

    /// Closes the menu (nothing performed); `false` when it was not open.
    @discardableResult
    public func dismissMenu(at time: Double) -> Bool {
        guard phase == .open else { return false }
        close()
        return true
    }

    /// Performs item `index` of the open menu, as lifting on it does; `false`, nothing changed, when the
    /// menu is closed or there is no such item.
    @discardableResult
    public func performItem(_ index: Int, at time: Double) -> Bool {
        guard phase == .open, items.indices.contains(index) else { return false }
        lastAction = items[index].identifier
        close()
        onAction?(items[index])
        return true
    }

    private func open(anchor: Rect) {
        let bounds = container.map { $0.windowRect(of: $0.bounds) } ?? Rect(x: 0, y: 0, width: 10_000, height: 10_000)
        let width = max(min(Self.menuWidth, bounds.width - 2 * Self.margin), 0)
        let height = Double(items.count) * Self.itemHeight
        let grown = openedByPress ? (Self.openScale - 1) / 2 * anchor.height : 0
        let x = min(max(anchor.minX, bounds.minX + Self.margin), max(bounds.maxX - Self.margin - width, bounds.minX))
        var y = anchor.maxY + grown + Self.margin
        if y + height > bounds.maxY - Self.margin { y = anchor.minY - grown - Self.margin - height }
        y = max(y, bounds.minY + Self.margin)
        menuFrame = Rect(x: x, y: y, width: width, height: height)
        phase = .open
        highlightedItem = nil
        onChange?()
    }

    private func close() {
        phase = .idle
        highlightedItem = nil
        menuFrame = .zero
        liftScale = 1
        pressStart = nil
        openedByPress = false
        onChange?()
    }

    private func cancelLift() {
        pressStart = nil
        guard phase == .lifting || liftScale != 1 else { return }
        phase = .idle
        liftScale = 1
        onChange?()
    }

    /// The node's frame in window coordinates without its own transform (the lift's scale).
    private static func restingFrame(of node: Node) -> Rect {
        let size = node.bounds.size
        let frame = Rect(x: node.center.x - size.width / 2, y: node.center.y - size.height / 2, width: size.width, height: size.height)
        return node.parent?.windowRect(of: frame) ?? frame
    }

    /// Whether a scroll view around the node is being dragged.
    private var isScrolling: Bool {
        var current = node?.parent
        while let n = current {
            if let scrollView = n as? ScrollView, scrollView.isDragging { return true }
            current = n.parent
        }
        return false
    }

    // MARK: Recognizers

    /// ``press`` begins only while closed and no scroll drags; ``track`` only while open.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if recognizer === press { return phase != .open && !isScrolling }
        if recognizer === track { return phase == .open && press.state != .began && press.state != .changed }
        return true
    }

    /// The press and the lift's catch run together.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        other === catchRecognizer
    }

    private func handleCatch(_ recognizer: TouchDownGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard phase == .idle else { return }
            pressStart = recognizer.currentTime
            advance(to: recognizer.currentTime)
        case .ended, .cancelled:
            // Released, or moved past the press's allowance, before the menu opened.
            if phase != .open { cancelLift() }
        default:
            return
        }
    }

    private func handlePress(_ press: LongPressGestureRecognizer) {
        let location = press.location(in: nil)
        switch press.state {
        case .began:
            guard phase != .open, let node else { return }
            pressStart = nil
            liftScale = Self.openScale
            openedByPress = true
            open(anchor: Self.restingFrame(of: node))
        case .changed:
            highlight(item(at: location))
        case .ended:
            finishTouch(at: location, time: press.currentTime, closesOnNode: false)
        case .cancelled:
            highlight(nil)
        default:
            return
        }
    }

    private func handleTrack(_ track: LongPressGestureRecognizer) {
        let location = track.location(in: nil)
        switch track.state {
        case .began, .changed:
            highlight(item(at: location))
        case .ended:
            finishTouch(at: location, time: track.currentTime, closesOnNode: true)
        case .cancelled:
            highlight(nil)
        default:
            return
        }
    }

    /// A touch lifted while the menu is open: on an item performs it; outside the menu closes it (on the
    /// node too when `closesOnNode`; the finger that opened it may lift there and leave it open).
    private func finishTouch(at location: Point, time: Double, closesOnNode: Bool) {
        guard phase == .open else { return }
        if let index = item(at: location) {
            performItem(index, at: time)
        } else if menuFrame.contains(location) {
            highlight(nil)
        } else if !closesOnNode, let node, node.windowRect(of: node.bounds).contains(location) {
            highlight(nil)
        } else {
            close()
        }
    }

    private func highlight(_ index: Int?) {
        guard index != highlightedItem else { return }
        highlightedItem = index
        onChange?()
    }

    // MARK: Accessibility

    private func makeNodeAccessibility() -> NodeAccessibility {
        let owner = WeakReference(self)
        return NodeAccessibility(elements: {
            guard let interaction = owner.object, let node = interaction.node else { return [] }
            let actions: [AccessibilityAction] = interaction.phase == .open ? [.escape] : [.showMenu]
            return [AccessibilityElement(label: node.label ?? node.name, traits: [.button, .opensMenu], actions: actions,
                                         frame: node.bounds, identifier: node.name)]
        }, perform: { action, _, time in
            guard let interaction = owner.object else { return false }
            if action == .escape { return interaction.dismissMenu(at: time) }
            guard action == .showMenu else { return false }
            return interaction.presentMenu(time: time)
        })
    }

    private func makeMenuAccessibility() -> NodeAccessibility {
        let owner = WeakReference(self)
        return NodeAccessibility(elements: {
            guard let interaction = owner.object, interaction.phase == .open, let container = interaction.container else { return [] }
            return interaction.items.indices.map { index in
                let item = interaction.items[index]
                let window = interaction.itemFrame(index)
                let origin = container.convertFromWindow(window.origin)
                return AccessibilityElement(label: item.title, traits: .menuItem, actions: [.activate, .escape],
                                            frame: Rect(origin: origin, size: window.size), identifier: "menu.\(item.identifier)")
            }
        }, perform: { action, index, time in
            guard let interaction = owner.object else { return false }
            switch action.kind {
            case .activate: return interaction.performItem(index, at: time)
            case .escape: return interaction.dismissMenu(at: time)
            default: return false
            }
        })
    }
}
