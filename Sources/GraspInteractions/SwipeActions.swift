// Why this file exists: swiping a list row to reveal its actions looks simple and is a coordination
// problem: the row's horizontal drag against the list's vertical one, decided on one sample; a release
// that opens or closes from position and speed; a full swipe that runs the first action; one open row at
// a time, closed by a touch elsewhere that must then select nothing; a row deleted while the rows below
// close the gap. This component is those rules once, over a list of uniform rows that an app lays out
// from what it says.

/// An action revealed by swiping a list row, the counterpart of a `UIContextualAction`.
public struct SwipeAction: Hashable, Sendable {
    /// How an action looks and what running it does to its row.
    public enum Style: Hashable, Sendable {
        /// An ordinary action: running it closes the row.
        case normal
        /// A destructive action (Delete): running it removes the row, animated.
        case destructive
    }

    /// The default width of an action's button: 74 pt.
    public static let defaultWidth = 74.0

    /// The name that identifies the action in ``SwipeActionsController/lastAction`` (`delete`).
    public var identifier: String
    /// The text on its button (`Delete`).
    public var title: String
    /// Whether running it removes the row.
    public var style: Style
    /// The colour of its button.
    public var color: Color
    /// The width of its button when the row is open.
    public var width: Double

    /// Creates an action.
    public init(identifier: String, title: String, style: Style = .normal, color: Color, width: Double = SwipeAction.defaultWidth) {
        self.identifier = identifier
        self.title = title
        self.style = style
        self.color = color
        self.width = width
    }
}

/// Swipe actions on the rows of a vertical list, with `UITableView`'s semantics, over rows of one
/// height laid out top to bottom in a content node.
///
/// The controller keeps the rows' identifiers (``rowIDs``), the row that is swiped (``openRow``) and its
/// horizontal offset (``rowOffset``: positive reveals ``leadingActions`` on the left, negative reveals
/// ``trailingActions`` on the right). The app lays its row nodes out from ``rowY(at:)``, ``rowOffset``
/// and ``actionFrames()`` whenever ``onChange`` calls, and evaluates the motion with ``advance(to:)`` at
/// each frame. ``attach(to:list:)`` adds its three recognizers to the list's content node:
///
/// - **Axis** (``pan``, an ``/Grasp/AxisLockedPanGestureRecognizer`` named `rowSwipe`): at the first sample past
///   the slop, a mostly horizontal movement begins the row's drag and the list's pan fails; a mostly
///   vertical one fails it and the list scrolls, on that same sample.
/// - **Drag:** the row follows the finger up to the full width of the actions on that side, and
///   rubber-bands beyond it (``/GraspMotion/RubberBand``, over the row's width). A side without actions rubber-bands
///   from zero.
/// - **Release:** the row opens (to the full width of the side's actions) when it is past half that width,
///   or when the release is faster than ``flickSpeed`` in the opening direction; it closes otherwise, and
///   also on a release faster than ``flickSpeed`` in the closing direction. It moves on
///   ``settleSpring``, starting with the release velocity, evaluated from time.
/// - **Full swipe:** a release with the finger's own travel (before rubber-banding) beyond
///   ``fullSwipeFraction`` of the row's width runs the side's first action (the outermost button).
/// - **Actions:** a tap (``tap``, named `rowTap`) on a revealed button runs it. A ``SwipeAction/Style/destructive``
///   action removes the row: the rows below close the gap over ``removalDuration`` (an ease-out, from
///   time). Any other action closes the row. ``lastAction`` says which ran, on which row.
/// - **One open row:** a touch on another row while a row is open (or opening) closes it; that touch
///   selects nothing and cannot swipe a row (it may still scroll the list). A scroll of the list closes
///   the open row too. A tap on the open row outside its buttons closes it and selects nothing. A tap on
///   a row while none is open selects it (``selectedRow``, ``onSelect``).
/// - **Catch:** ``catchRecognizer`` (a touch-down recognizer named `rowCatch`) stops the row's motion at
///   the touch's own timestamp; a drag of that row goes on from there, and a touch that lifts without
///   dragging or tapping lets the row settle to the nearer of open and closed. The removal of a deleted
///   row is not caught: it always finishes.
///
/// Bad configuration (a row height or an action width that is not a finite number above zero) is
/// corrected and recorded in ``diagnostics``.
public final class SwipeActionsController: GestureRecognizerDelegate {
    /// The speed of a release that opens or closes the row whatever its position: 400 pt/s.
    public static let flickSpeed = 400.0
    /// The finger's travel, as a fraction of the row's width, past which a release runs the first
    /// action: 0.6 (234 pt on a 390 pt row).
    public static let fullSwipeFraction = 0.6
    /// The spring that opens and closes a row: critically damped, with a response of 0.3 s.
    public static let settleSpring = SpringParameters(response: 0.3, dampingRatio: 1)
    /// How long the rows below a removed row take to close its gap: 0.25 s.
    public static let removalDuration = 0.25
    /// The row height used when the one given is not a finite number above zero: 60 pt.
    public static let defaultRowHeight = 60.0

    /// The height of every row.
    public var rowHeight: Double { rows.height }
    /// The actions revealed by swiping right, the first one outermost (at the left edge).
    public let leadingActions: [SwipeAction]
    /// The actions revealed by swiping left, the first one outermost (at the right edge).
    public let trailingActions: [SwipeAction]
    /// The identifiers of the rows, top to bottom.
    public var rowIDs: [Int] { rows.ids }
    /// The rows: identifiers and height.
    private var rows: ListRows
    /// The row that is swiped open, being swiped, or moving to open or closed; `nil` when every row is
    /// closed.
    public private(set) var openRow: Int?
    /// The horizontal offset of ``openRow`` (0 when there is none): positive reveals the leading
    /// actions, negative the trailing ones.
    public private(set) var rowOffset = 0.0
    /// The last action run, as `identifier:rowID` (`delete:7`); empty before any.
    public private(set) var lastAction = ""
    /// The selected row, if any.
    public private(set) var selectedRow: Int?
    /// Whether the current drag has gone past the full-swipe threshold (a release runs the first action).
    public private(set) var isFullSwipeArmed = false
    /// The values given to the initializer that were corrected, in the order found.
    public private(set) var diagnostics: [InteractionDiagnostic] = []
    /// The row's horizontal drag, named `rowSwipe`.
    public let pan = AxisLockedPanGestureRecognizer(axis: .horizontal, name: "rowSwipe")
    /// The tap that runs a revealed action or selects a row, named `rowTap`.
    public let tap = TapGestureRecognizer(name: "rowTap")
    /// A touch-down recognizer, named `rowCatch`, that catches a row's motion at the touch's own
    /// timestamp and closes an open row when another row is touched. It takes no part in arbitration.
    public let catchRecognizer = TouchDownGestureRecognizer(name: "rowCatch")
    /// Called after every change of a row's offset, of the rows or of the removal's gap (to lay out).
    public var onChange: (() -> Void)?
    /// Called with the action and the row's identifier when an action runs (after the controller has
    /// applied its style).
    public var onAction: ((SwipeAction, Int) -> Void)?
    /// Called with the row's identifier when a tap selects a row.
    public var onSelect: ((Int) -> Void)?

    /// The number of rows.
    public var rowCount: Int { rows.count }
    /// Whether the open row is moving on its own (opening or closing).
    public var isSettling: Bool { settle != nil }
    /// Whether a removed row's gap is still closing.
    public var isRemoving: Bool { removal != nil }
    /// The height of the rows plus the gap of a row being removed.
    public var contentHeight: Double { rows.contentHeight + gap }

    private var contentNode: Node?
    private var width = 0.0
    private var settle: (animation: SpringAnimation<Double>, start: Double)?
    private var removal: (index: Int, start: Double, gap: Double)?
    private var dragStart = 0.0
    /// The row the current touch landed on, and whether that touch is closing another row.
    private var touchedRow: Int?
    private var closingTouch = false

    /// Creates a controller for rows `rowIDs` (identifiers, top to bottom; repeated ones are dropped)
    /// of `rowHeight` points, with `leading` and `trailing` actions (the first of each runs on a full
    /// swipe). A row height or action width that is not a finite number above zero is replaced (by
    /// ``defaultRowHeight``, ``SwipeAction/defaultWidth``) and recorded in ``diagnostics``.
    public init(rowIDs: [Int], rowHeight: Double = SwipeActionsController.defaultRowHeight,
                leading: [SwipeAction] = [], trailing: [SwipeAction] = []) {
        var found: [InteractionDiagnostic] = []
        rows = ListRows(ids: rowIDs, height: rowHeight, fallback: Self.defaultRowHeight, into: &found)
        func checked(_ actions: [SwipeAction], _ side: String) -> [SwipeAction] {
            actions.map { action in
                var action = action
                action.width = InteractionDiagnostic.checked(action.width, "\(side).\(action.identifier).width", fallback: SwipeAction.defaultWidth, into: &found)
                return action
            }
        }
        leadingActions = checked(leading, "leading")
        trailingActions = checked(trailing, "trailing")
        diagnostics = found
        pan.delegate = self
        pan.addHandler { [owner = UnownedReference(self)] pan in owner.object.handlePan(pan) }
        tap.addHandler { [owner = UnownedReference(self)] tap in owner.object.handleTap(tap) }
        // It stays `began` until the finger lifts: the controller knows a finger holds the row.
        catchRecognizer.allowableMovement = 100_000
        catchRecognizer.addHandler { [owner = UnownedReference(self)] recognizer in
            if recognizer.state == .began { owner.object.touchDown(recognizer) }
        }
    }

    /// Adds ``pan``, ``tap`` and ``catchRecognizer`` to `content` (the list's content node, where the rows
    /// are laid out from its top) and makes a scroll of `list` close the open row.
    public func attach(to content: Node, list: ScrollView) {
        contentNode = content
        width = content.bounds.width
        content.addGestureRecognizer(catchRecognizer)
        content.addGestureRecognizer(pan)
        content.addGestureRecognizer(tap)
        content.accessibility = makeAccessibility(for: content)
        list.panGestureRecognizer.addHandler { [owner = UnownedReference(self)] pan in
            if pan.state == .began { owner.object.close(at: pan.currentTime) }
        }
    }

    // MARK: Geometry

    /// The total width of the actions on the side that `offset` reveals (leading for a positive one).
    public func actionsWidth(forOffset offset: Double) -> Double {
        (offset >= 0 ? leadingActions : trailingActions).reduce(0) { $0 + $1.width }
    }

    /// The top of the row at `index`, in the content node: rows below a removed row's closing gap are
    /// lowered by what is left of it.
    public func rowY(at index: Int) -> Double {
        var y = rows.slotY(at: index)
        if let removal, index >= removal.index { y += removal.gap }
        return y
    }

    /// The index of the row at `y` in the content node, if any.
    public func rowIndex(atY y: Double) -> Int? {
        guard y.isFinite, y >= 0 else { return nil }
        var index = Int(y / rowHeight)
        if let removal, index >= removal.index {
            let below = y - removal.gap
            guard below >= Double(removal.index) * rowHeight else { return nil }
            index = Int(below / rowHeight)
        }
        return index < rowIDs.count ? index : nil
    }

    /// The buttons the open row reveals, in the content node, outermost first: each takes its share of
    /// the revealed width (in proportion to its ``SwipeAction/width``). Empty when no row is open.
    public func actionFrames() -> [(action: SwipeAction, frame: Rect)] {
        var result: [(action: SwipeAction, frame: Rect)] = []
        forEachActionFrame { result.append(($0, $1)) }
        return result
    }

    /// Calls `body` with each button the open row reveals and its frame, as ``actionFrames()`` lists
    /// them, without building an array (for a layout at every frame).
    public func forEachActionFrame(_ body: (SwipeAction, Rect) -> Void) {
        guard let row = openRow, let index = rowIDs.firstIndex(of: row), rowOffset != 0 else { return }
        let actions = rowOffset > 0 ? leadingActions : trailingActions
        let total = actionsWidth(forOffset: rowOffset)
        guard total > 0 else { return }
        let scale = abs(rowOffset) / total, y = rowY(at: index)
        var edge = 0.0
        for action in actions {
            let w = action.width * scale
            let x = rowOffset > 0 ? edge : width - edge - w
            body(action, Rect(x: x, y: y, width: w, height: rowHeight))
            edge += w
        }
    }

    // MARK: Time

    /// Evaluates the row's settle and the removal's gap at `now` (the engine's time). A row released
    /// between open and closed and no longer held settles to the nearer one.
    public func advance(to now: Double) {
        var changed = false
        if let current = settle {
            let elapsed = now - current.start
            if elapsed >= current.animation.duration {
                settle = nil
                rowOffset = current.animation.to
                if rowOffset == 0 { openRow = nil }
            } else {
                rowOffset = current.animation.value(at: max(elapsed, 0))
            }
            changed = true
        }
        if let current = removal {
            let progress = (now - current.start) / Self.removalDuration
            if progress >= 1 {
                removal = nil
            } else {
                let p = min(max(progress, 0), 1), rest = 1 - p
                removal?.gap = rowHeight * rest * rest * rest
            }
            changed = true
        }
        if settle == nil, openRow != nil, !isHeld, !isAtRest {
            startSettle(to: nearerRest, velocity: 0, at: now)
            changed = true
        }
        if changed { onChange?() }
    }

    /// Closes the open row, animated from where it is (nothing when none is open).
    public func close(at time: Double) {
        guard openRow != nil else { return }
        stopSettle(at: time)
        startSettle(to: 0, velocity: 0, at: time)
        onChange?()
    }

    /// Removes the row `id` (nothing if there is none): the rows below close its gap, animated from
    /// `time`. A removal still closing finishes at once.
    public func removeRow(_ id: Int, at time: Double) {
        guard let index = rowIDs.firstIndex(of: id) else { return }
        rows.ids.remove(at: index)
        if openRow == id {
            openRow = nil
            rowOffset = 0
            settle = nil
            isFullSwipeArmed = false
        }
        if selectedRow == id { selectedRow = nil }
        if touchedRow == id { touchedRow = nil }
        removal = (index, time, rowHeight)
        onChange?()
    }

    /// Runs `action` on row `id`: a destructive one removes the row, any other closes it.
    public func run(_ action: SwipeAction, onRow id: Int, at time: Double) {
        guard rowIDs.contains(id) else { return }
        lastAction = "\(action.identifier):\(id)"
        if action.style == .destructive {
            removeRow(id, at: time)
        } else if openRow == id {
            stopSettle(at: time)
            startSettle(to: 0, velocity: 0, at: time)
            onChange?()
        }
        onAction?(action, id)
    }

    // MARK: Recognizers

    /// The row's drag does not begin for a touch that is closing another row.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        !(recognizer === pan && (closingTouch || touchedRow == nil))
    }

    private var isHeld: Bool {
        let held: (GestureRecognizerState) -> Bool = { $0 == .began || $0 == .changed }
        return held(pan.state) || held(catchRecognizer.state)
    }

    private var openWidth: Double { actionsWidth(forOffset: rowOffset) }

    private var isAtRest: Bool { rowOffset == 0 || abs(rowOffset) == openWidth }

    /// The rest nearer to the offset: open past half the side's width, closed otherwise.
    private var nearerRest: Double {
        let full = openWidth
        guard full > 0, abs(rowOffset) > full / 2 else { return 0 }
        return rowOffset > 0 ? full : -full
    }

    /// Whether the open row is open or on its way to open (rather than closing).
    private var isOpenOrOpening: Bool {
        guard openRow != nil else { return false }
        if let settle { return settle.animation.to != 0 }
        return rowOffset != 0
    }

    private func stopSettle(at time: Double) {
        guard settle != nil else { return }
        advance(to: time)
        settle = nil
    }

    private func startSettle(to target: Double, velocity: Double, at time: Double) {
        guard target != rowOffset else {
            settle = nil
            if target == 0 { openRow = nil }
            return
        }
        settle = (SpringAnimation(from: rowOffset, to: target, initialVelocity: velocity.isFinite ? velocity : 0,
                                  parameters: Self.settleSpring), time)
    }

    private func touchDown(_ recognizer: TouchDownGestureRecognizer) {
        let time = recognizer.currentTime
        let opening = isOpenOrOpening
        stopSettle(at: time)
        let y = contentNode.map { recognizer.location(in: $0).y } ?? -1
        touchedRow = rowIndex(atY: y).map { rowIDs[$0] }
        closingTouch = false
        if let open = openRow, open != touchedRow {
            if opening {
                // Another row touched while one is open: it closes, and this touch selects nothing.
                closingTouch = true
                startSettle(to: 0, velocity: 0, at: time)
            } else {
                // It was closing already: it finishes at once, and the touch is an ordinary one.
                openRow = nil
                rowOffset = 0
            }
        }
        onChange?()
    }

    private func handlePan(_ pan: AxisLockedPanGestureRecognizer) {
        let time = pan.currentTime
        let dx = contentNode.map { pan.translation(in: $0).x } ?? pan.translation(in: nil).x
        switch pan.state {
        case .began:
            guard let row = touchedRow else { return }
            stopSettle(at: time)
            if openRow != row { openRow = row; rowOffset = 0 }
            dragStart = rowOffset
            follow(dragStart + dx)
        case .changed:
            follow(dragStart + dx)
        case .ended:
            release(raw: dragStart + dx, velocity: contentNode.map { pan.velocity(in: $0).x } ?? 0, at: time)
        case .cancelled:
            isFullSwipeArmed = false
            stopSettle(at: time)
            startSettle(to: nearerRest, velocity: 0, at: time)
        default:
            return
        }
        onChange?()
    }

    /// Sets the offset for the finger's own travel `raw`: as is up to the side's full width, then
    /// rubber-banded.
    private func follow(_ raw: Double) {
        guard openRow != nil, raw.isFinite else { return }
        let full = actionsWidth(forOffset: raw), dimension = max(width, 1)
        let magnitude = abs(raw) <= full ? abs(raw) : full + RubberBand.offset(for: abs(raw) - full, dimension: dimension)
        rowOffset = raw < 0 ? -magnitude : magnitude
        isFullSwipeArmed = full > 0 && abs(raw) >= Self.fullSwipeFraction * width
    }

    private func release(raw: Double, velocity: Double, at time: Double) {
        guard let row = openRow else { return }
        follow(raw)
        if isFullSwipeArmed, let first = (rowOffset > 0 ? leadingActions : trailingActions).first {
            isFullSwipeArmed = false
            run(first, onRow: row, at: time)
            return
        }
        let full = openWidth, v = velocity.isFinite ? velocity : 0
        let outward = rowOffset > 0 ? v : -v
        var open = full > 0 && abs(rowOffset) > full / 2
        if outward > Self.flickSpeed && full > 0 { open = true }
        if outward < -Self.flickSpeed { open = false }
        startSettle(to: open ? (rowOffset > 0 ? full : -full) : 0, velocity: v, at: time)
    }

    private func handleTap(_ tap: TapGestureRecognizer) {
        guard tap.state == .ended, !closingTouch, let content = contentNode else { return }
        let time = tap.currentTime, location = tap.location(in: content)
        if let open = openRow {
            guard open == touchedRow else { return }
            if let hit = actionFrames().first(where: { $0.frame.contains(location) }) {
                run(hit.action, onRow: open, at: time)
            } else {
                close(at: time)
            }
            return
        }
        guard let row = touchedRow else { return }
        selectRow(row)
    }

    /// Selects row `id` as a tap on it does (``selectedRow``, ``onChange``, ``onSelect``); `false`, nothing
    /// changed, when there is no such row or a row is open (a tap then closes it instead).
    @discardableResult
    public func selectRow(_ id: Int) -> Bool {
        guard rowIDs.contains(id), openRow == nil else { return false }
        selectedRow = id
        onChange?()
        onSelect?(id)
        return true
    }

    private var gap: Double { removal?.gap ?? 0 }
}
