// Why this file exists: keys are engine input like touches and scrolls, with timestamps. A key goes to
// the scroll view that has focus, or else to the innermost scroll view under the pointer that scrolls
// along the key's axis; the scroll view animates (ScrollView+Keyboard.swift); the engine frames the dispatch (GraspCore's Engine/KeyInput.swift). A key no scroll view can
// take changes nothing and says why, as a diagnostic. The "Keyboard Scrolling" article states the rules.

extension GestureEngine {
    /// The scroll view that takes keys before any under the pointer, as the focused or first-responder
    /// `UIScrollView` does in UIKit. Not kept alive; `nil` when it leaves this engine's tree.
    public var focusedScrollView: ScrollView? {
        get { keyFocus as? ScrollView }
        set { keyFocus = newValue }
    }

    /// Dispatches a key report.
    ///
    /// Timers due by the report's timestamp fire and the clock moves to it; then a key going down (or
    /// repeating) goes to ``focusedScrollView`` or, with none, to the innermost scroll view under
    /// ``/GraspCore/KeyEvent/location`` that scrolls along the key's axis, which scrolls for it
    /// (``ScrollView/scroll(for:)``). A key coming up, or one that does not scroll, changes nothing.
    /// When no scroll view can take a scrolling key, nothing moves and a diagnostic says why:
    /// ``/GraspCore/EngineDiagnostic/Kind/keyWithoutScrollView`` or ``/GraspCore/EngineDiagnostic/Kind/keyCannotScroll``.
    ///
    /// The Menu key, and F10 with Shift, going down (not repeating) perform the accessibility action
    /// ``/GraspCore/AccessibilityAction/showMenu`` on the element under ``/GraspCore/KeyEvent/location``, through
    /// ``/GraspCore/GestureEngine/performAccessibilityAction(_:at:timestamp:)``: a context menu opens at once, as for a right click
    /// (``KeyScrollOutcome/openedMenu``). With no such element, or no pointer, nothing happens
    /// (``KeyScrollOutcome/notAScrollKey``).
    ///
    /// **The keyboard focus comes first.** Tab and Shift-Tab move
    /// ``/GraspCore/GestureEngine/focusedAccessibilityElement`` (``/GraspCore/GestureEngine/moveAccessibilityFocus(_:)``).
    /// While an element has the focus, a key going down (or repeating) that asks for an action
    /// (``/GraspCore/KeyEvent/accessibilityActions``) performs the first the element takes, through
    /// ``/GraspCore/GestureEngine/performAccessibilityAction(_:onElement:timestamp:)``; the Menu key on an element without
    /// "show menu" chooses its next custom action, which Return or Space then performs. A key the element
    /// takes no action for scrolls as above when it is a scrolling key, and the Menu key falls back to the
    /// element under the pointer; any other (Return, Escape, Delete) changes nothing, with the diagnostic
    /// ``/GraspCore/EngineDiagnostic/Kind/keyWithoutAction``. What happened is
    /// ``KeyScrollOutcome/focusedElement(_:)``. With no focus, only Tab differs from the rules above.
    @discardableResult
    public func handle(_ event: KeyEvent) -> KeyScrollOutcome {
        if let focus = focusKey(event) {
            guard focus == .noAction else { return .focusedElement(focus) }
            if !keyScrolls(event) && !event.isMenuKey {
                dispatchKey(event) { time in noteKey(.keyWithoutAction, at: time) }
                return .focusedElement(.noAction)
            }
        }
        if event.phase == .down, !event.isRepeat,
           event.key == .menu || (event.key == .f10 && event.modifierFlags.contains(.shift)),
           let location = event.location, location.isFinite,
           performAccessibilityAction(.showMenu, at: location, timestamp: event.timestamp) {
            return .openedMenu
        }
        return dispatchKey(event) { time in
            guard event.phase == .down else { return .keyUp }
            let target = keyTarget(for: event)
            guard let view = target.view else {
                if target.outcome != .notAScrollKey { noteKey(.keyWithoutScrollView, at: time) }
                return target.outcome
            }
            let outcome = view.scroll(for: event)
            if outcome == .cannotScroll { noteKey(.keyCannotScroll, at: time) }
            return outcome
        }
    }

    /// The scroll view `event` goes to, or, with none, what that means.
    private func keyTarget(for event: KeyEvent) -> (view: ScrollView?, outcome: KeyScrollOutcome) {
        if let focused = focusedScrollView { return (focused, .scrolled(target: focused.contentOffset)) }
        guard let location = event.location, location.isFinite else { return (nil, keyScrolls(event) ? .noScrollView : .notAScrollKey) }
        var node = rootNode.hitTest(location)
        var first: ScrollView?
        while let here = node {
            if let view = here as? ScrollView {
                if first == nil { first = view }
                let vertical = view.acceptsDrag(along: .vertical) || !view.acceptsDrag(along: .horizontal)
                if let command = ScrollView.keyCommand(for: event, scrollsVertically: vertical), view.canScroll(along: command.axis) {
                    return (view, .scrolled(target: view.contentOffset))
                }
            }
            node = here.parent
        }
        if let first { return (first, .cannotScroll) }
        return (nil, keyScrolls(event) ? .noScrollView : .notAScrollKey)
    }

    /// Whether `event` is a key that scrolls somewhere.
    private func keyScrolls(_ event: KeyEvent) -> Bool {
        ScrollView.keyCommand(for: event, scrollsVertically: true) != nil
    }
}
