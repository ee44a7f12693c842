// Why this file exists: a keyboard user operates what a screen-reader user does, through the same
// accessibility actions. The engine keeps a keyboard focus on one accessibility element (by identifier, as
// data: nothing is kept alive), moves it in the order of accessibilityElements() as Tab and Shift-Tab do,
// and turns a key into the action the focused element takes (the key map below). Grasp's
// Scrolling/GestureEngine+Keys.swift asks here first and lets a key the element does not take scroll as
// before. The "Accessibility and Alternatives" article tabulates the keys.

/// Which way the keyboard focus moves, as UIKit's `UIFocusHeading` `.next` and `.previous`.
public enum AccessibilityFocusHeading: String, Hashable, Sendable, CaseIterable {
    /// To the next focusable element (Tab), wrapping to the first after the last.
    case next
    /// To the previous focusable element (Shift-Tab), wrapping to the last before the first.
    case previous
}

/// What a key did to the focused accessibility element: see `GestureEngine.handle(_:)` in Grasp, which
/// reports it as `KeyScrollOutcome.focusedElement(_:)`.
public enum AccessibilityKeyOutcome: Hashable, Sendable {
    /// Tab or Shift-Tab (or an arrow in an open menu) moved the focus to the element with this identifier.
    case movedFocus(to: String)
    /// The key performed this action on the focused element, through
    /// ``GestureEngine/performAccessibilityAction(_:onElement:timestamp:)``.
    case performed(AccessibilityAction)
    /// The focused element lists the action the key asks for but did not perform it (a slider at its
    /// maximum, a control with a finger on it): nothing changed, and a diagnostic says so
    /// (``EngineDiagnostic/Kind/keyActionRefused``).
    case refused(AccessibilityAction)
    /// The Menu key (or Shift-F10) chose this custom action of the focused element; Return or Space
    /// performs it (``GestureEngine/focusedCustomAction``).
    case choseAction(AccessibilityAction)
    /// The key means something to a focused element (Return, Escape, Delete…) but this one takes no
    /// action for it, and the key does not scroll either: nothing changed, and a diagnostic says so
    /// (``EngineDiagnostic/Kind/keyWithoutAction``).
    case noAction
}

extension KeyEvent {
    /// The actions this key asks of the focused accessibility element, in order of preference: the
    /// element takes the first it lists. Caps Lock is ignored; other modifiers change the meaning.
    ///
    /// | Key | Actions | Convention |
    /// | --- | --- | --- |
    /// | Return, Space | activate, then "show menu" | WAI-ARIA button and menu button; UIKit's primary action |
    /// | Up Arrow | increment, then "expand" | WAI-ARIA slider and spin button; a sheet's grabber |
    /// | Right Arrow | increment | WAI-ARIA slider |
    /// | Down Arrow | decrement, then "collapse" | WAI-ARIA slider and spin button |
    /// | Left Arrow | decrement | WAI-ARIA slider |
    /// | Option-Up, Option-Down | "move up", "move down" | macOS's reorder with Option-arrows |
    /// | Escape | escape | `accessibilityPerformEscape()`; WAI-ARIA dialog and menu |
    /// | Delete (Backspace) | "Delete" | macOS Finder and Mail; UIKit's swipe action |
    /// | Menu, Shift-F10 | "show menu" | WAI-ARIA, Windows and GNOME context menu |
    ///
    /// Tab and Shift-Tab move the focus instead (``GestureEngine/moveAccessibilityFocus(_:)``); every
    /// other key asks for nothing. A key coming up asks for nothing.
    public var accessibilityActions: [AccessibilityAction] {
        guard phase == .down else { return [] }
        let flags = modifierFlags.subtracting(.capsLock)
        switch key {
        case .returnOrEnter, .spacebar:
            return flags.isEmpty ? [.activate, .showMenu] : []
        case .upArrow:
            return flags.isEmpty ? [.increment, .expand] : flags == .option ? [.moveUp] : []
        case .downArrow:
            return flags.isEmpty ? [.decrement, .collapse] : flags == .option ? [.moveDown] : []
        case .rightArrow:
            return flags.isEmpty ? [.increment] : []
        case .leftArrow:
            return flags.isEmpty ? [.decrement] : []
        case .escape:
            return flags.isEmpty ? [.escape] : []
        case .deleteOrBackspace:
            return flags.isEmpty ? [.delete] : []
        case .menu:
            return [.showMenu]
        case .f10:
            return flags == .shift ? [.showMenu] : []
        case .pageUp, .pageDown, .home, .end, .tab, .other:
            return []
        }
    }

    /// Whether this is the Menu key, or F10 with Shift: the keys that open a context menu.
    public var isMenuKey: Bool {
        key == .menu || (key == .f10 && modifierFlags.subtracting(.capsLock) == .shift)
    }
}

extension GestureEngine {
    /// The identifier of the accessibility element that has the keyboard focus, as Full Keyboard Access's
    /// focus ring and a browser's focused element: keys go to it first (see `handle(_:)` in Grasp).
    ///
    /// The focus is data, an ``AccessibilityElement/identifier``, not a reference: it holds nothing alive.
    /// While no element of ``accessibilityElements()`` has the identifier (its node left the tree, its row
    /// was deleted), the engine forgets it and this is `nil`. Setting an identifier no element has sets
    /// `nil`. With no focus, every key does what it did before the focus existed, except Tab, which
    /// takes the focus to the first focusable element. Setting the focus clears ``focusedCustomAction``.
    public var focusedAccessibilityElement: String? {
        get { focusedElement()?.identifier }
        set {
            let found = newValue.flatMap { id in accessibilityElements().first { $0.identifier.utf8.elementsEqual(id.utf8) } }
            focusFields.identifier = found?.identifier
            focusFields.customAction = nil
            focusFields.origin = nil
        }
    }

    /// The custom action of the focused element that the Menu key (or Shift-F10) chose, on an element
    /// without "show menu": Return or Space performs it instead of activating. `nil` when none is chosen;
    /// moving the focus, or performing it, clears it.
    public var focusedCustomAction: AccessibilityAction? {
        guard let action = focusFields.customAction, let element = focusedElement(), element.supports(action) else { return nil }
        return action
    }

    /// Moves the keyboard focus to the next or previous focusable element (``AccessibilityElement/isFocusable``)
    /// in the order of ``accessibilityElements()``, wrapping around, as Tab and Shift-Tab do; with no
    /// focus, `next` goes to the first and `previous` to the last. While a menu is open (some element is a
    /// ``AccessibilityTraits/menuItem``) the focus stays among its items, as a modal menu keeps it.
    /// Returns the identifier focused, or `nil` (the focus unchanged) when nothing is focusable.
    @discardableResult
    public func moveAccessibilityFocus(_ heading: AccessibilityFocusHeading) -> String? {
        var candidates = accessibilityElements().filter { $0.isFocusable }
        if candidates.contains(where: { $0.traits.contains(.menuItem) }) {
            candidates = candidates.filter { $0.traits.contains(.menuItem) }
        }
        guard !candidates.isEmpty else { return nil }
        let current = focusedAccessibilityElement.flatMap { id in candidates.firstIndex { $0.identifier.utf8.elementsEqual(id.utf8) } }
        let index: Int
        switch heading {
        case .next: index = current.map { ($0 + 1) % candidates.count } ?? 0
        case .previous: index = current.map { ($0 + candidates.count - 1) % candidates.count } ?? candidates.count - 1
        }
        let origin = focusFields.origin
        focusedAccessibilityElement = candidates[index].identifier
        focusFields.origin = origin
        return candidates[index].identifier
    }

    /// Performs `action` on the element whose ``AccessibilityElement/identifier`` is `identifier`, at
    /// `timestamp`, as ``performAccessibilityAction(_:at:timestamp:)`` does at a point: timers due by then
    /// fire, the element's node performs it (the same operations, events and callbacks as the gesture),
    /// the arena settles and the observers hear of it. Returns `false`, changing nothing, when no visible
    /// element has the identifier or it does not take the action. The first element with the identifier,
    /// in the order of ``accessibilityElements()``, is the one.
    @discardableResult
    public func performAccessibilityAction(_ action: AccessibilityAction, onElement identifier: String, timestamp: Double) -> Bool {
        performAccessibilityAction(action, timestamp: timestamp) { accessibilityTarget(for: action, identifier: identifier) }
    }

    /// The node and element index of the first visible element with `identifier`, if it takes `action`.
    private func accessibilityTarget(for action: AccessibilityAction, identifier: String) -> (node: Node, element: Int)? {
        guard let (node, index) = accessibilityNode(of: identifier, under: rootNode),
              node.accessibilityElements[index].supports(action) else { return nil }
        return (node, index)
    }

    private func accessibilityNode(of identifier: String, under node: Node) -> (Node, Int)? {
        guard !node.isHidden, node.alpha >= 0.01 else { return nil }
        if let index = node.accessibilityElements.firstIndex(where: { $0.identifier.utf8.elementsEqual(identifier.utf8) }) { return (node, index) }
        for child in node.children {
            if let found = accessibilityNode(of: identifier, under: child) { return found }
        }
        return nil
    }

    /// The focused element, window frame and all; forgets the focus when no element has it any more.
    private func focusedElement() -> AccessibilityElement? {
        guard let id = focusFields.identifier else { return nil }
        if let element = accessibilityElements().first(where: { $0.identifier.utf8.elementsEqual(id.utf8) }) { return element }
        focusFields.identifier = nil
        focusFields.customAction = nil
        return nil
    }

    /// What a key going down does to the focused element, or `nil` when it is nothing to the focus (no
    /// focus and not Tab, a key coming up, a key the map does not name). `.noAction` leaves to the caller
    /// whether the key scrolls instead or is refused.
    package func focusKey(_ event: KeyEvent) -> AccessibilityKeyOutcome? {
        guard event.phase == .down else { return nil }
        let flags = event.modifierFlags.subtracting(.capsLock)
        if event.key == .tab, flags.isEmpty || flags == .shift {
            let moved = dispatchKey(event) { _ in moveAccessibilityFocus(flags == .shift ? .previous : .next) }
            return moved.map { .movedFocus(to: $0) }
        }
        guard let element = focusedElement() else { return nil }
        if element.traits.contains(.menuItem), flags.isEmpty, event.key == .upArrow || event.key == .downArrow {
            // In an open menu the arrows move between its items (WAI-ARIA's menu pattern).
            let moved = dispatchKey(event) { _ in moveAccessibilityFocus(event.key == .upArrow ? .previous : .next) }
            return moved.map { .movedFocus(to: $0) }
        }
        var wanted = event.accessibilityActions
        if event.isMenuKey && event.isRepeat { return nil }
        if let chosen = focusedCustomAction, flags.isEmpty, event.key == .returnOrEnter || event.key == .spacebar {
            wanted.insert(chosen, at: 0)
        }
        guard !wanted.isEmpty else { return nil }
        if let action = wanted.first(where: { element.supports($0) }) {
            return perform(action, onFocused: element.identifier, event)
        }
        if event.isMenuKey {
            // No "show menu": the Menu key steps through the element's custom actions, as VoiceOver's
            // actions rotor does; Return or Space performs the one chosen.
            let customs = element.customActions
            guard !customs.isEmpty else { return .noAction }
            let next = focusFields.customAction.flatMap { chosen in customs.firstIndex(of: chosen) }.map { ($0 + 1) % customs.count } ?? 0
            dispatchKey(event) { _ in focusFields.customAction = customs[next] }
            return .choseAction(customs[next])
        }
        return .noAction
    }

    /// Performs the action a key asked of the focused element; afterwards a menu it opened takes the
    /// focus (its first item), and a menu that closed gives it back to the element that opened it.
    private func perform(_ action: AccessibilityAction, onFocused identifier: String, _ event: KeyEvent) -> AccessibilityKeyOutcome {
        let origin = focusFields.origin
        guard performAccessibilityAction(action, onElement: identifier, timestamp: event.timestamp) else {
            dispatchKey(event) { time in noteKey(.keyActionRefused, at: time) }
            return .refused(action)
        }
        focusFields.customAction = nil
        if action == .showMenu, let item = accessibilityElements().first(where: { $0.traits.contains(.menuItem) && $0.isFocusable }) {
            focusedAccessibilityElement = item.identifier
            focusFields.origin = identifier
        } else if focusedElement() == nil, let origin {
            focusedAccessibilityElement = origin
        }
        return .performed(action)
    }
}

/// The keyboard focus's state in the engine: the focused identifier, the custom action the Menu key
/// chose, and the element that opened the menu the focus is in.
struct AccessibilityFocusFields {
    var identifier: String?
    var customAction: AccessibilityAction?
    var origin: String?
}
