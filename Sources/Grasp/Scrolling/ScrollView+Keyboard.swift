// Why this file exists: a scroll view scrolls with the keyboard and with an assistive technology's
// page gesture as it does with a finger. This file turns a key (or a page request) into a target and
// animates the content there on KeyboardScrollCurve, retargeting a motion under way; the engine picks
// the scroll view (Scrolling/GestureEngine+Keys.swift). The "Keyboard Scrolling" article compares every figure
// with UIKit, AppKit and Chromium.

import GraspMotion

/// What a key did: see `GestureEngine.handle(_:)` (a key) and ``ScrollView/scroll(for:)``.
public enum KeyScrollOutcome: Hashable, Sendable {
    /// The key scrolls: the content animates towards `target` (where it already is at a boundary).
    case scrolled(target: Point)
    /// The key is not one that scrolls (a letter, or a scrolling key with modifiers that change its
    /// meaning, such as Shift with an arrow): nothing happened, and nothing is wrong.
    case notAScrollKey
    /// A key coming up: keys scroll when they go down.
    case keyUp
    /// No scroll view has focus and none is under the pointer: nothing happened (a diagnostic says so).
    case noScrollView
    /// The scroll view cannot scroll along the key's axis (its content fits, or scrolling is off):
    /// nothing happened (a diagnostic says so).
    case cannotScroll
    /// The Menu key, or Shift-F10, opened the context menu of the element under the pointer (its
    /// accessibility action ``/GraspCore/AccessibilityAction/showMenu``), with no lift.
    case openedMenu
    /// The key went to the accessibility element that has the keyboard focus
    /// (``/GraspCore/GestureEngine/focusedAccessibilityElement``), or Tab moved that focus: what it did.
    case focusedElement(AccessibilityKeyOutcome)

    /// Whether the key moved (or aimed) the content.
    public var scrolled: Bool { if case .scrolled = self { true } else { false } }
}

/// The direction of an assistive technology's scroll by a page, as UIKit's
/// `UIAccessibilityScrollDirection`: the direction of the three-finger swipe, which moves the content
/// the way a finger would (``up`` shows the page below).
public enum AccessibilityScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// Shows the page to the left (the content moves right).
    case right
    /// Shows the page to the right (the content moves left).
    case left
    /// Shows the page below (the content moves up).
    case up
    /// Shows the page above (the content moves down).
    case down
    /// The next page: below, or to the right in content that scrolls only sideways.
    case next
    /// The previous page: above, or to the left in content that scrolls only sideways.
    case previous
}

extension ScrollView {
    /// How far an arrow key scrolls: 40 pt, Chromium's line step (`kPixelsPerLineStep`).
    public static let keyboardLineStep = 40.0
    /// The fraction of the view a page key scrolls at least: 0.875, Chromium's `kMinFractionToStepWhenPaging`.
    public static let keyboardPageFraction = 0.875
    /// The most of the view a page key keeps in sight: 40 pt (Chromium's `kMaxOverlapBetweenPages` on a Mac).
    public static let keyboardPageOverlap = 40.0
    /// How long a key's scroll takes to reach its target: 0.2 s, on `KeyboardScrollCurve`'s cubic
    /// Hermite path (see <doc:KeyboardScrolling>).
    public static let keyboardScrollDuration = 0.2

    /// The distance a page key scrolls in a view `length` long: `max(0.875 × length, length − 40)`, and
    /// at least 1 pt.
    public static func keyboardPageStep(forViewLength length: Double) -> Double {
        max(max(length * keyboardPageFraction, length - keyboardPageOverlap), 1)
    }

    /// Whether this scroll view takes keys: on by default, as UIKit's `allowsKeyboardScrolling` (iOS 17).
    /// When off, a key for it is ``KeyScrollOutcome/cannotScroll``.
    public final var allowsKeyboardScrolling: Bool {
        get { keyboardState.allows }
        set { keyboardState.allows = newValue }
    }

    /// Scrolls for the key `event` goes down with (a repeat does the same), animating the content to its
    /// target from where it is and at the speed it has: a key during a key's scroll moves its target on.
    /// Keys that come up do nothing. The keys, as the "Keyboard Scrolling" article tabulates:
    ///
    /// - Up and Down arrows: ``keyboardLineStep`` vertically; Left and Right: horizontally. With Option,
    ///   a page; with Command, to the start or end (AppKit's convention). With Shift or Control, an arrow
    ///   does not scroll (text selection owns those).
    /// - Page Up and Page Down, Space and Shift-Space: a page (``keyboardPageStep(forViewLength:)``).
    /// - Home and End (with or without Control): to the start or the end.
    /// - In a paging scroll view, every step is one page, landing on a page boundary.
    ///
    /// Page keys, Space, Home and End scroll vertically, or horizontally in content that scrolls only
    /// sideways. A key along an axis this scroll view cannot scroll (or with scrolling off, or while a
    /// finger or a scroll holds the content) does nothing: ``KeyScrollOutcome/cannotScroll``.
    @discardableResult
    public func scroll(for event: KeyEvent) -> KeyScrollOutcome {
        guard event.phase == .down else { return .keyUp }
        guard let command = Self.keyCommand(for: event, scrollsVertically: acceptsDrag(along: .vertical) || !acceptsDrag(along: .horizontal)) else { return .notAScrollKey }
        guard isScrollEnabled, allowsKeyboardScrolling, canScroll(along: command.axis), !isTracking else { return .cannotScroll }
        return .scrolled(target: scroll(command, at: engine?.currentTime ?? 0))
    }

    /// Scrolls by a page for an assistive technology, as UIKit's `accessibilityScroll(_:)`, animating
    /// as a page key does, and returns what to announce: "Page 3 of 8", counting pages of the view's
    /// length. At a boundary the content stays and the same announcement comes back, which tells the
    /// user there is no further page (UIKit's `pageScrolled` notification). Returns `nil` when this
    /// scroll view cannot scroll along the direction's axis.
    public func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> String? {
        let vertical = acceptsDrag(along: .vertical) || !acceptsDrag(along: .horizontal)
        let (axis, sign): (PanAxis, Double) = switch direction {
        case .up: (.vertical, 1)
        case .down: (.vertical, -1)
        case .left: (.horizontal, 1)
        case .right: (.horizontal, -1)
        case .next: (vertical ? .vertical : .horizontal, 1)
        case .previous: (vertical ? .vertical : .horizontal, -1)
        }
        guard isScrollEnabled, canScroll(along: axis) else { return nil }
        let length = axis == .vertical ? bounds.height : bounds.width
        let target = scroll(KeyCommand(axis: axis, move: .by(sign * length)), at: engine?.currentTime ?? 0)
        return accessibilityPageAnnouncement(at: axis.component(of: target), along: axis)
    }

    /// "Page n of m" for the offset `offset` along `axis`: m pages of the view's length cover the
    /// content (insets included); the page shown is the one the offset is nearest to, the last at the end.
    func accessibilityPageAnnouncement(at offset: Double, along axis: PanAxis) -> String {
        let length = max(axis == .vertical ? bounds.height : bounds.width, 1)
        let content = axis == .vertical ? storedContentSize.height + storedContentInset.vertical
                                        : storedContentSize.width + storedContentInset.horizontal
        let pages = max(1, Int((content / length).rounded(.up)))
        let low = axis.component(of: minimumContentOffset), high = axis.component(of: maximumContentOffset)
        let page = offset >= high - Self.restingDistance ? pages : min(pages, 1 + Int(((offset - low) / length).rounded()))
        return "Page \(page) of \(pages)"
    }

    // MARK: Internals

    /// A key's meaning: along which axis, and how far or to which end.
    struct KeyCommand {
        enum Move { case by(Double), page(Double), toStart, toEnd }
        var axis: PanAxis
        var move: Move
    }

    /// What `event` asks for, or `nil` when it does not scroll. `scrollsVertically` says where the keys
    /// without an axis (pages, Space, Home, End) go.
    static func keyCommand(for event: KeyEvent, scrollsVertically: Bool) -> KeyCommand? {
        let flags = event.modifierFlags.subtracting(.capsLock)
        let pageAxis: PanAxis = scrollsVertically ? .vertical : .horizontal
        func arrow(_ axis: PanAxis, _ sign: Double) -> KeyCommand? {
            if flags.isEmpty { return KeyCommand(axis: axis, move: .by(sign * keyboardLineStep)) }
            if flags == .option { return KeyCommand(axis: axis, move: .page(sign)) }
            if flags == .command { return KeyCommand(axis: axis, move: sign < 0 ? .toStart : .toEnd) }
            return nil
        }
        switch event.key {
        case .upArrow: return arrow(.vertical, -1)
        case .downArrow: return arrow(.vertical, 1)
        case .leftArrow: return arrow(.horizontal, -1)
        case .rightArrow: return arrow(.horizontal, 1)
        case .pageUp, .pageDown:
            guard flags.isEmpty || flags == .option else { return nil }
            return KeyCommand(axis: pageAxis, move: .page(event.key == .pageUp ? -1 : 1))
        case .spacebar:
            guard flags.isEmpty || flags == .shift else { return nil }
            return KeyCommand(axis: pageAxis, move: .page(flags == .shift ? -1 : 1))
        case .home, .end:
            guard flags.isEmpty || flags == .control else { return nil }
            return KeyCommand(axis: pageAxis, move: event.key == .home ? .toStart : .toEnd)
        case .menu, .f10, .tab, .returnOrEnter, .escape, .deleteOrBackspace, .other:
            return nil
        }
    }

    /// Aims the content at the target of `command`, from the target of a key's scroll under way (so a
    /// repeated key adds up) or from where the content is, and animates it there from the offset and
    /// velocity of `time`. Returns the target.
    func scroll(_ command: KeyCommand, at time: Double) -> Point {
        let axis = command.axis
        let elapsed = max(time - motionStart, 0)
        var base = bounds.origin, velocity = Point.zero
        if let current = motion {
            base = current.offset(at: elapsed)
            velocity = current.velocity(at: elapsed)
        }
        let aim: Point
        if case .keyboard(let curve)? = motion { aim = curve.to } else { aim = clampedContentOffset(base) }
        let low = minimumContentOffset, high = maximumContentOffset
        let length = axis == .vertical ? bounds.height : bounds.width
        let origin = axis.component(of: aim), lowEnd = axis.component(of: low), highEnd = axis.component(of: high)
        var value: Double
        switch command.move {
        case .toStart: value = lowEnd
        case .toEnd: value = highEnd
        case .by(let distance):
            value = origin + (isPagingEnabled ? (distance < 0 ? -length : length) : distance)
        case .page(let sign):
            value = origin + sign * (isPagingEnabled ? length : Self.keyboardPageStep(forViewLength: length))
        }
        if isPagingEnabled, length > 0 {
            switch command.move {
            case .toStart, .toEnd:
                break
            case .by, .page:
                // One page per key, onto a page boundary (the last page may be shorter).
                let page = ((origin - lowEnd) / length).rounded()
                let sign: Double = value < origin ? -1 : (value > origin ? 1 : 0)
                value = lowEnd + (page + sign) * length
            }
        }
        value = min(max(value, lowEnd), highEnd)
        let target = axis == .vertical ? Point(x: aim.x, y: value) : Point(x: value, y: aim.y)
        let now = bounds.origin
        if motion != nil {
            // Caught where the motion has it now: the key's curve starts there, at that speed.
            let from = base
            stopMotionQuietly(at: from)
            if from == target && velocity == .zero { return target }
            start(.keyboard(KeyboardScrollCurve(from: from, velocity: velocity, to: target, duration: Self.keyboardScrollDuration, low: low, high: high)), at: time)
        } else if now != target {
            start(.keyboard(KeyboardScrollCurve(from: now, velocity: .zero, to: target, duration: Self.keyboardScrollDuration, low: low, high: high)), at: time)
        }
        return target
    }

    /// Ends the motion under way at `offset` without telling the delegate it ended: a key's scroll that
    /// replaces it carries it on, and the delegate hears one end, when the content arrives. A glide the
    /// key replaces does end (it was decelerating; the key's scroll is an animation).
    func stopMotionQuietly(at offset: Point) {
        guard let stopped = motion else { return }
        if !androidState.beforeAbsorb.isEmpty, let now = engine?.currentTime { cancelStretchAbsorbs(at: now) }
        motion = nil
        motionCutoff = nil
        moveContent(to: offset)
        if case .deceleration = stopped {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        } else if case .animation = stopped {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}

/// A scroll view's keyboard settings.
struct KeyboardScrollState {
    var allows = true
}
