// Why this file exists: moving a list row by hand is a long press that turns into a drag, inside a list
// that must not scroll under the same finger until the press is decided, and that must scroll by itself
// when the finger holds the row near an edge. The other rows make room as the row passes them, the row
// lands in its slot when let go, and a cancel puts everything back. This component is those rules once,
// over a list of uniform rows that an app lays out from what it says; the edge scrolling is
// ``EdgeAutoScroll``'s rule, shared with drag and drop.

/// Interactive reordering of a vertical list's rows, the counterpart of `UITableView`'s reordering
/// (`moveRow`) driven by a long press, over rows of one height laid out top to bottom in a content node.
///
/// The controller keeps the rows' identifiers in their order (``rowIDs``), the row a finger holds
/// (``liftedRow``) and where that row is (``liftedY``). The app lays its row nodes out from
/// ``rowY(at:)`` (and the lifted row from ``liftedY``) whenever ``onChange`` calls, and evaluates the
/// motion with ``advance(to:)`` at each frame. ``attach(to:list:)`` adds its two recognizers to the
/// list's content node:
///
/// - **Lift** (``longPress``, a `LongPressGestureRecognizer` named `rowLift`): a finger held
///   ``liftDuration`` (0.5 s) on a row, within its allowable movement (10 pt), lifts the row on the
///   press's own timer; the list's pan, which shares the finger, fails at that instant. A finger that
///   moves past the slop first scrolls the list instead, and the press fails on that sample. A press
///   outside every row does not begin, so the list's pan keeps the finger.
/// - **Drag:** the lifted row follows the finger (it keeps the point where it was taken). Its slot is
///   the one nearest its top; as it passes rows they slide aside over ``slideDuration`` (an ease-out,
///   from time), and ``rowIDs`` is the order as it would be if the row were dropped now.
/// - **Auto-scroll:** while the finger is within ``EdgeAutoScroll/zoneDepth`` (60 pt) of the list's top or
///   bottom edge, the list scrolls toward that edge at ``autoScroll``'s speed (up to
///   ``EdgeAutoScroll/maximumSpeed``, 1,200 pt/s), integrated over time, and the lifted row stays under
///   the finger while the list moves. Outside the zones nothing is computed and ``needsFrames`` is false
///   (with no row sliding): auto-scroll costs nothing while idle.
/// - **Drop:** lifting the finger drops the row into its slot, animated over ``slideDuration`` from
///   where it is; ``onReorder`` says which row moved from where to where.
/// - **Cancel:** a cancelled press (or ``cancel(at:)``) puts every row back in the order it had when the
///   row was lifted, animated.
/// - **A second finger** changes nothing: the press ignores fingers that land after it began, and the
///   list's pan, failed at the lift, takes no new finger until every finger has lifted.
/// - **Catch:** ``catchRecognizer`` (a touch-down recognizer named `rowCatch`) stops every sliding row
///   where it is at the touch's own timestamp; they go on to their slots when that finger lifts, when the
///   list's pan begins, or when the press lifts a row (a row caught while landing can be lifted again at
///   once, from where it is).
///
/// Bad input leaves the model consistent: every identifier is in ``rowIDs`` exactly once. Removing the
/// lifted row ends its lift (the finger's drag goes on harmlessly); removing another row while one is
/// lifted closes its gap and removes it from the order a cancel restores. Bad configuration (a row height
/// that is not a finite number above zero) is corrected and recorded in ``diagnostics``; repeated
/// identifiers are dropped.
public final class ReorderController: GestureRecognizerDelegate {
    /// How long a finger rests on a row before it lifts: 0.5 s, as UIKit's long press.
    public static let liftDuration = GestureDefaults.longPressMinimumDuration
    /// How long a row takes to slide into a new slot (and a dropped row into its slot): 0.25 s, on a
    /// cubic ease-out.
    public static let slideDuration = 0.25
    /// The row height used when the one given is not a finite number above zero: 60 pt.
    public static let defaultRowHeight = 60.0

    /// The height of every row.
    public var rowHeight: Double { rows.height }
    /// The rule that scrolls the list while the lifted row is held near one of its edges.
    public let autoScroll: EdgeAutoScroll
    /// The identifiers of the rows, top to bottom. While a row is lifted, the lifted row is in the slot
    /// it would drop into now.
    public var rowIDs: [Int] { rows.ids }
    /// The rows: identifiers and height.
    private var rows: ListRows
    /// The row a finger holds, if any.
    public private(set) var liftedRow: Int?
    /// The top of the lifted row in the content node (0 when none is lifted).
    public private(set) var liftedY = 0.0
    /// The row that was dropped and is still landing in its slot, if any (an app draws it raised until
    /// it lands).
    public private(set) var landingRow: Int?
    /// The values given to the initializer that were corrected, in the order found.
    public private(set) var diagnostics: [InteractionDiagnostic] = []
    /// The long press that lifts a row and then drags it, named `rowLift`.
    public let longPress = LongPressGestureRecognizer(name: "rowLift")
    /// A touch-down recognizer, named `rowCatch`, that stops sliding rows at the touch's own timestamp.
    /// It takes no part in arbitration.
    public let catchRecognizer = TouchDownGestureRecognizer(name: "rowCatch")
    /// Called after every change of the order, of the lifted row's place or of a sliding row (to lay
    /// out).
    public var onChange: (() -> Void)?
    /// Called with a dropped row's identifier, the index it was lifted from and the index it dropped
    /// into (also when they are equal).
    public var onReorder: ((_ id: Int, _ from: Int, _ to: Int) -> Void)?

    /// The number of rows.
    public var rowCount: Int { rows.count }
    /// The height of the rows.
    public var contentHeight: Double { rows.contentHeight }
    /// Whether a row is sliding or landing.
    public var isAnimating: Bool { movingRows > 0 }
    /// Whether the list is being scrolled by the lifted row: the finger is in an edge zone and the list
    /// can still move that way.
    public var isAutoScrolling: Bool {
        guard liftedRow != nil, let list else { return false }
        let v = scrollVelocity
        let y = list.contentOffset.y
        return (v < 0 && y > list.minimumContentOffset.y) || (v > 0 && y < list.maximumContentOffset.y)
    }
    /// Whether a host needs to tick the controller at the next frame: a row is sliding or the list is
    /// auto-scrolling. A host that draws only on demand asks for no frame when this is false.
    public var needsFrames: Bool { isAnimating || isAutoScrolling }

    /// A row's motion toward its slot: `offset` from the slot at `start`, shrinking on the ease-out.
    private struct Slide {
        var offset = 0.0
        var start = 0.0
    }

    private var slides: [Slide]
    private var movingRows = 0
    private var isCaught = false
    private var contentNode: Node?
    private var list: ScrollView?
    private var now = 0.0
    /// The order when the row was lifted (what a cancel restores) and the lifted row's index then.
    private var liftedOrder: [Int] = []
    private var liftedFrom = 0
    /// Where the finger took the lifted row, from its top.
    private var grabOffset = 0.0
    /// The finger in window coordinates, and the time up to which the auto-scroll has run.
    private var finger = Point.zero
    private var scrolledUntil = 0.0
    /// The speed the finger's place asks for (0 outside the zones), kept from the finger's last move.
    private var scrollVelocity = 0.0
    /// The list's offset when the lifted row was last put under the finger.
    private var followedOffset = 0.0

    /// Creates a controller for rows `rowIDs` (identifiers, top to bottom; repeated ones are dropped) of
    /// `rowHeight` points, auto-scrolling by `autoScroll`. A row height that is not a finite number above
    /// zero is replaced by ``defaultRowHeight`` and recorded in ``diagnostics`` (with `autoScroll`'s own).
    public init(rowIDs: [Int], rowHeight: Double = ReorderController.defaultRowHeight,
                autoScroll: EdgeAutoScroll = EdgeAutoScroll()) {
        var found: [InteractionDiagnostic] = []
        rows = ListRows(ids: rowIDs, height: rowHeight, fallback: Self.defaultRowHeight, into: &found)
        self.autoScroll = autoScroll
        slides = Array(repeating: Slide(), count: rows.count)
        liftedOrder.reserveCapacity(rows.count)
        diagnostics = found + autoScroll.diagnostics
        longPress.minimumPressDuration = Self.liftDuration
        longPress.delegate = self
        longPress.addHandler { [owner = UnownedReference(self)] press in owner.object.handlePress(press) }
        // It stays `began` until the finger lifts: the controller knows the catching finger is down.
        catchRecognizer.allowableMovement = 100_000
        catchRecognizer.addHandler { [owner = UnownedReference(self)] recognizer in owner.object.handleCatch(recognizer) }
    }

    /// Adds ``longPress`` and ``catchRecognizer`` to `content` (the list's content node, where the rows
    /// are laid out from its top) and lets the lifted row scroll `list`; the list's pan beginning lets
    /// caught rows go on.
    public func attach(to content: Node, list: ScrollView) {
        contentNode = content
        self.list = list
        content.addGestureRecognizer(catchRecognizer)
        content.addGestureRecognizer(longPress)
        content.accessibility = makeAccessibility(for: content)
        list.panGestureRecognizer.addHandler { [owner = UnownedReference(self)] pan in
            if pan.state == .began { owner.object.release(at: pan.currentTime) }
        }
    }

    // MARK: Geometry

    /// The top of the row at `index` in the content node, where it is drawn now: its slot, moved by
    /// what is left of its slide; the lifted row is at ``liftedY``.
    public func rowY(at index: Int) -> Double {
        guard index >= 0, index < rowIDs.count else { return Double(index) * rowHeight }
        if let liftedRow, rowIDs[index] == liftedRow { return liftedY }
        return Double(index) * rowHeight + slides[index].offset * remaining(slides[index], at: now)
    }

    /// Calls `body` with each row's index, identifier and top in the content node (as ``rowY(at:)``
    /// gives it), top to bottom, without building an array: for a layout at every frame.
    public func forEachRow(_ body: (_ index: Int, _ id: Int, _ y: Double) -> Void) {
        let lifted = liftedRow, caught = isCaught, now = self.now, height = rowHeight, liftedTop = liftedY
        rowIDs.withUnsafeBufferPointer { ids in
            slides.withUnsafeBufferPointer { slides in
                for index in ids.indices {
                    let id = ids[index]
                    if id == lifted {
                        body(index, id, liftedTop)
                        continue
                    }
                    let slide = slides[index]
                    var y = Double(index) * height
                    if slide.offset != 0 {
                        if caught {
                            y += slide.offset
                        } else {
                            let p = min(max((now - slide.start) / Self.slideDuration, 0), 1), rest = 1 - p
                            y += slide.offset * rest * rest * rest
                        }
                    }
                    body(index, id, y)
                }
            }
        }
    }

    /// The index of the row drawn at `y` in the content node, if any (the lifted row first).
    public func rowIndex(atY y: Double) -> Int? {
        guard y.isFinite else { return nil }
        if let liftedRow, y >= liftedY, y < liftedY + rowHeight { return rowIDs.firstIndex(of: liftedRow) }
        for index in rowIDs.indices where rowIDs[index] != liftedRow {
            let top = rowY(at: index)
            if y >= top && y < top + rowHeight { return index }
        }
        return nil
    }

    // MARK: Time

    /// Evaluates the slides and the auto-scroll at `now` (the engine's time).
    public func advance(to now: Double) {
        guard now.isFinite else { return }
        var changed = false
        if liftedRow != nil {
            if scrollVelocity != 0 { changed = scroll(until: now) }
            // The list moved by other means (a wheel, the app): the row goes back under the finger.
            if let list, list.contentOffset.y != followedOffset {
                follow()
                changed = true
            }
        }
        self.now = max(self.now, now)
        if movingRows > 0 {
            changed = true
            if !isCaught {
                for index in slides.indices where slides[index].offset != 0 && self.now - slides[index].start >= Self.slideDuration {
                    slides[index].offset = 0
                    movingRows -= 1
                }
            }
            if movingRows == 0 { landingRow = nil }
        }
        if changed { onChange?() }
    }

    /// Puts every row back in the order it had when the row was lifted, animated from where each is,
    /// and ends the lift (nothing when no row is lifted). The finger's press goes on harmlessly.
    public func cancel(at time: Double) {
        guard let id = liftedRow else { return }
        setTime(time)
        var tops: [Int: Double] = [:]
        for index in rowIDs.indices { tops[rowIDs[index]] = rowY(at: index) }
        liftedRow = nil
        rows.ids = liftedOrder
        for index in rowIDs.indices {
            let top = tops[rowIDs[index]] ?? Double(index) * rowHeight
            setSlide(index, offset: top - Double(index) * rowHeight)
        }
        scrollVelocity = 0
        landingRow = rowIDs.firstIndex(of: id).map { slides[$0].offset != 0 } == true ? id : nil
        onChange?()
    }

    /// Removes the row `id` (nothing if there is none): the rows below close its gap, animated from
    /// `time`. Removing the lifted row ends its lift.
    public func removeRow(_ id: Int, at time: Double) {
        guard let index = rowIDs.firstIndex(of: id) else { return }
        setTime(time)
        if id == liftedRow {
            liftedRow = nil
            scrollVelocity = 0
        }
        if id == landingRow { landingRow = nil }
        if slides[index].offset != 0 { movingRows -= 1 }
        // The rows below move up one slot: from where they are drawn.
        for below in (index + 1)..<rowIDs.count where rowIDs[below] != liftedRow {
            setSlide(below, offset: rowY(at: below) - Double(below - 1) * rowHeight)
        }
        rows.ids.remove(at: index)
        slides.remove(at: index)
        if let was = liftedOrder.firstIndex(of: id) {
            liftedOrder.remove(at: was)
            if was < liftedFrom { liftedFrom -= 1 }
        }
        if liftedRow != nil { follow() }
        if movingRows == 0 { landingRow = nil }
        onChange?()
    }

    /// Moves row `id` to `index` (clamped), as a lift, drag and drop there would: the rows it passes slide
    /// aside and the row slides into its slot over ``slideDuration`` from `time`, and ``onReorder`` is
    /// called. The accessibility actions "move up" and "move down" use it. `false`, nothing changed, when
    /// there is no such row, it is at `index` already or a row is lifted.
    @discardableResult
    public func moveRow(_ id: Int, to index: Int, at time: Double) -> Bool {
        guard liftedRow == nil, let from = rowIDs.firstIndex(of: id) else { return false }
        let to = min(max(index, 0), rowIDs.count - 1)
        guard to != from else { return false }
        setTime(time)
        var tops: [Int: Double] = [:]
        for row in rowIDs.indices { tops[rowIDs[row]] = rowY(at: row) }
        rows.ids.remove(at: from)
        rows.ids.insert(id, at: to)
        let slide = slides.remove(at: from)
        slides.insert(slide, at: to)
        for row in min(from, to)...max(from, to) {
            setSlide(row, offset: (tops[rowIDs[row]] ?? Double(row) * rowHeight) - Double(row) * rowHeight)
        }
        landingRow = slides[to].offset != 0 ? id : nil
        onReorder?(id, from, to)
        onChange?()
        return true
    }

    // MARK: Recognizers

    /// The press does not begin away from every row: the list keeps such a finger.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === longPress, let content = contentNode else { return true }
        setTime(recognizer.currentTime)
        return rowIndex(atY: recognizer.location(in: content).y) != nil
    }

    private func handlePress(_ press: LongPressGestureRecognizer) {
        let time = press.currentTime
        switch press.state {
        case .began:
            lift(at: time, finger: press.location(in: nil))
        case .changed:
            guard liftedRow != nil else { return }
            scroll(until: time, following: false)
            setTime(time)
            finger = press.location(in: nil)
            follow()
            onChange?()
        case .ended:
            guard liftedRow != nil else { return }
            scroll(until: time, following: false)
            setTime(time)
            finger = press.location(in: nil)
            follow()
            drop()
            onChange?()
        case .cancelled:
            cancel(at: time)
        default:
            return
        }
    }

    private func handleCatch(_ recognizer: TouchDownGestureRecognizer) {
        let time = recognizer.currentTime
        switch recognizer.state {
        case .began:
            guard movingRows > 0, !isCaught else { return }
            setTime(time)
            for index in slides.indices where slides[index].offset != 0 {
                setSlide(index, offset: slides[index].offset * remaining(slides[index], at: time))
            }
            isCaught = movingRows > 0
            onChange?()
        case .ended, .cancelled:
            release(at: time)
        default:
            return
        }
    }

    /// Lets caught rows go on to their slots from where they were caught.
    private func release(at time: Double) {
        guard isCaught else { return }
        setTime(time)
        isCaught = false
        for index in slides.indices where slides[index].offset != 0 { slides[index].start = now }
        onChange?()
    }

    private func lift(at time: Double, finger: Point) {
        guard let content = contentNode else { return }
        setTime(time)
        let y = content.convertFromWindow(finger).y
        guard liftedRow == nil, let index = rowIndex(atY: y) else { return }
        release(at: time)
        let id = rowIDs[index]
        liftedY = rowY(at: index)
        if slides[index].offset != 0 { movingRows -= 1 }
        slides[index] = Slide()
        if id == landingRow { landingRow = nil }
        if movingRows == 0 { landingRow = nil }
        liftedRow = id
        liftedOrder.removeAll(keepingCapacity: true)
        liftedOrder.append(contentsOf: rowIDs)
        liftedFrom = index
        grabOffset = y - liftedY
        self.finger = finger
        scrolledUntil = time
        follow()
        onChange?()
    }

    private func drop() {
        guard let id = liftedRow, let index = rowIDs.firstIndex(of: id) else { return }
        liftedRow = nil
        scrollVelocity = 0
        setSlide(index, offset: liftedY - Double(index) * rowHeight)
        landingRow = slides[index].offset != 0 ? id : nil
        onReorder?(id, liftedFrom, index)
    }

    // MARK: Following the finger

    /// Places the lifted row under the finger, moves it to the slot nearest its top (the rows it passes
    /// slide aside), and takes the auto-scroll speed for the finger's place.
    private func follow() {
        guard let id = liftedRow, let content = contentNode, var from = rowIDs.firstIndex(of: id) else { return }
        let y = content.convertFromWindow(finger).y
        if y.isFinite { liftedY = y - grabOffset }
        // Clamped as a Double first: a finger thousands of rows away must not overflow an Int.
        let slot = Int(min(max(liftedY / rowHeight, 0), Double(rowIDs.count - 1)).rounded())
        while from != slot {
            // The neighbour on the way swaps with the lifted row: it moves one slot toward `from`.
            let next = from + (slot > from ? 1 : -1)
            let top = rowY(at: next)
            rows.ids.swapAt(from, next)
            slides.swapAt(from, next)
            setSlide(from, offset: top - Double(from) * rowHeight)
            from = next
        }
        if let list {
            followedOffset = list.contentOffset.y
            let top = list.convertToWindow(Point(x: 0, y: list.bounds.minY)).y
            scrollVelocity = autoScroll.velocity(forFingerAt: finger.y, top: top, bottom: top + list.bounds.height)
        }
    }

    /// Scrolls the list at the finger's speed from the last time it scrolled to `time`, and (when
    /// `following`) keeps the lifted row under the finger. Returns whether anything moved.
    @discardableResult
    private func scroll(until time: Double, following: Bool = true) -> Bool {
        defer { scrolledUntil = max(scrolledUntil, time) }
        guard scrollVelocity != 0, let list, time > scrolledUntil else { return false }
        let range = list.minimumContentOffset.y...max(list.minimumContentOffset.y, list.maximumContentOffset.y)
        let current = list.contentOffset
        let y = autoScroll.offset(after: time - scrolledUntil, from: current.y, velocity: scrollVelocity, within: range)
        guard y != current.y else { return false }
        setTime(time)
        list.contentOffset = Point(x: current.x, y: y)
        if following { follow() }
        return true
    }

    // MARK: Slides

    private func setTime(_ time: Double) {
        if time.isFinite { now = max(now, time) }
    }

    /// What is left of `slide`'s offset at `time`: 1 at its start (and while caught), 0 once done.
    private func remaining(_ slide: Slide, at time: Double) -> Double {
        if isCaught { return 1 }
        let p = min(max((time - slide.start) / Self.slideDuration, 0), 1), rest = 1 - p
        return rest * rest * rest
    }

    /// Starts row `index` sliding from `offset` above (negative) or below its slot, now.
    private func setSlide(_ index: Int, offset: Double) {
        let wasMoving = slides[index].offset != 0
        let offset = offset.isFinite && abs(offset) > 1e-9 ? offset : 0
        slides[index] = Slide(offset: offset, start: now)
        movingRows += (offset != 0 ? 1 : 0) - (wasMoving ? 1 : 0)
    }
}
