// Why this file exists: a screen reader, a switch device or a test needs to know what a node is and what
// can be done with it without a finger. These value types say it in a form a host maps one to one to
// UIAccessibility (label, value, traits, custom actions), ARIA (name, value, role, states) or AT-SPI
// (name, description, role, actions), with no protocol and no existential, so the core stays Embedded Swift.

/// What an accessibility element is and what state it is in, the Grasp counterpart of
/// `UIAccessibilityTraits` (each trait has a plain ARIA role or state beside it).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits of the set.
    public var rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Acts when activated (ARIA role `button`).
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Text that does not change (ARIA role `text`/`none`).
    public static let staticText = AccessibilityTraits(rawValue: 1 << 1)
    /// A heading (ARIA role `heading`).
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// Takes increment and decrement (ARIA roles `slider`, `spinbutton`).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 3)
    /// Switches between on and off (ARIA role `switch`, iOS 17's `toggleButton`).
    public static let toggle = AccessibilityTraits(rawValue: 1 << 4)
    /// Selected or on (ARIA `aria-checked`/`aria-selected`).
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// Disabled (ARIA `aria-disabled`); its actions return `false`.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
    /// Its value changes often, by itself (ARIA `aria-live`).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
    /// A container of rows whose order or membership can change (ARIA role `list`/`listitem`).
    public static let listItem = AccessibilityTraits(rawValue: 1 << 8)
    /// Opens a menu (ARIA `aria-haspopup="menu"`).
    public static let opensMenu = AccessibilityTraits(rawValue: 1 << 9)
    /// An item of an open menu (ARIA role `menuitem`).
    public static let menuItem = AccessibilityTraits(rawValue: 1 << 10)

    /// The traits' names, as the lab and the tests show them (`button|selected`).
    public var description: String {
        var names: [String] = []
        for (trait, name) in Self.names where contains(trait) { names.append(name) }
        return names.isEmpty ? "none" : names.joined(separator: "|")
    }

    /// Every trait with its name, in the order of the bits.
    public static let names: [(AccessibilityTraits, String)] = [
        (.button, "button"), (.staticText, "staticText"), (.header, "header"), (.adjustable, "adjustable"),
        (.toggle, "toggle"), (.selected, "selected"), (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"),
        (.listItem, "listItem"), (.opensMenu, "opensMenu"), (.menuItem, "menuItem"),
    ]
}

/// Something an assistive technology can ask an element to do: activate it, adjust it, dismiss it, or
/// one of its custom actions (UIKit's `UIAccessibilityCustomAction`, AT-SPI's named actions).
///
/// Custom actions are told apart by name; the standard ones carry their kind and a fixed name.
public struct AccessibilityAction: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of action.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The element's default action: VoiceOver's double tap (`accessibilityActivate()`).
        case activate
        /// Adjusts up by one step (`accessibilityIncrement()`).
        case increment
        /// Adjusts down by one step (`accessibilityDecrement()`).
        case decrement
        /// Dismisses (`accessibilityPerformEscape()`): closes a menu, goes back.
        case escape
        /// A named action of the element's own (`UIAccessibilityCustomAction`).
        case custom
    }

    /// The kind of action.
    public var kind: Kind
    /// The name: the kind's name for the standard actions (`activate`, `increment`…), the action's own
    /// name (`Delete`, `move up`) for a custom one.
    public var name: String

    /// The default action.
    public static let activate = AccessibilityAction(kind: .activate, name: "activate")
    /// One step up.
    public static let increment = AccessibilityAction(kind: .increment, name: "increment")
    /// One step down.
    public static let decrement = AccessibilityAction(kind: .decrement, name: "decrement")
    /// Dismiss.
    public static let escape = AccessibilityAction(kind: .escape, name: "escape")

    /// The custom action "show menu", which opens a node's context menu at once (GraspInteractions'
    /// `ContextMenuInteraction` lists it); the Menu key and Shift-F10 perform it.
    public static let showMenu = AccessibilityAction(kind: .custom, name: "show menu")
    /// The custom action "move up", which moves a row one slot up (GraspInteractions' `ReorderController`);
    /// Option-Up Arrow performs it on the focused element.
    public static let moveUp = AccessibilityAction(kind: .custom, name: "move up")
    /// The custom action "move down", which moves a row one slot down; Option-Down Arrow performs it on the
    /// focused element.
    public static let moveDown = AccessibilityAction(kind: .custom, name: "move down")
    /// The custom action "expand", which raises a sheet one detent (GraspInteractions' `BottomSheet`); the
    /// Up Arrow performs it on the focused element.
    public static let expand = AccessibilityAction(kind: .custom, name: "expand")
    /// The custom action "collapse", which lowers a sheet one detent; the Down Arrow performs it on the
    /// focused element.
    public static let collapse = AccessibilityAction(kind: .custom, name: "collapse")
    /// The custom action "Delete", a swipe action's usual title; Delete (Backspace) performs it on the
    /// focused element that lists it.
    public static let delete = AccessibilityAction(kind: .custom, name: "Delete")

    /// A custom action named `name`.
    public static func custom(_ name: String) -> AccessibilityAction {
        AccessibilityAction(kind: .custom, name: name)
    }

    /// The action a name stands for: a standard kind's name gives that action, any other name a custom
    /// action of that name; an empty name gives `nil`.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        // Compared by bytes, as everywhere in the engine: `Kind(rawValue:)` and `String`'s `==` would link the
        // standard library's Unicode normalization into the wasm modules (the host ABI article).
        let kind = Kind.allCases.first { $0 != .custom && $0.rawValue.utf8.elementsEqual(name.utf8) } ?? .custom
        self.init(kind: kind, name: name)
    }

    /// Whether two actions are the same: the same kind and the same name, byte for byte (names are
    /// compared by their UTF-8 bytes, not by Unicode canonical equivalence).
    public static func == (lhs: AccessibilityAction, rhs: AccessibilityAction) -> Bool {
        lhs.kind == rhs.kind && lhs.name.utf8.elementsEqual(rhs.name.utf8)
    }

    /// Hashes the kind and the name's UTF-8 bytes, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(name.utf8.count)
        for byte in name.utf8 { hasher.combine(byte) }
    }

    /// Whether this is the custom action named `name`, compared byte for byte.
    public func isCustom(named name: String) -> Bool {
        kind == .custom && self.name.utf8.elementsEqual(name.utf8)
    }

    private init(kind: Kind, name: String) {
        self.kind = kind
        self.name = name
    }

    /// The name.
    public var description: String { name }
}

/// One thing an assistive technology can see and act on: a node, or a part of one (a row of a list a
/// controller draws), the Grasp counterpart of a `UIAccessibilityElement`.
///
/// A node lists its elements in ``/GraspCore/Node/accessibilityElements`` with frames in its own space;
/// ``/GraspCore/GestureEngine/accessibilityElements()`` collects them all with frames in the window's space,
/// and ``/GraspCore/GestureEngine/performAccessibilityAction(_:at:timestamp:)`` performs an action on the
/// element at a point, the way VoiceOver activates at an element's activation point.
public struct AccessibilityElement: Hashable, Sendable {
    /// What the element is called (`accessibilityLabel`, ARIA's name).
    public var label: String
    /// Its current value, if it has one (`accessibilityValue`, `aria-valuetext`): "0.5", "on", "Page 2 of 3".
    public var value: String?
    /// What activating it does, if not obvious (`accessibilityHint`, `aria-description`).
    public var hint: String?
    /// What it is and its state.
    public var traits: AccessibilityTraits
    /// The actions it takes, standard and custom, in the order a rotor lists them.
    public var actions: [AccessibilityAction]
    /// Its frame: in the node's space in ``/GraspCore/Node/accessibilityElements``, in the window's in
    /// ``/GraspCore/GestureEngine/accessibilityElements()``.
    public var frame: Rect
    /// A stable name for tests and hosts (`accessibilityIdentifier`): the node's name, with the part's
    /// for a part of a node (`list.row3`).
    public var identifier: String

    /// Creates an element.
    public init(label: String, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
                actions: [AccessibilityAction] = [], frame: Rect, identifier: String) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.actions = actions
        self.frame = frame
        self.identifier = identifier
    }

    /// Whether the element lists `action` (an element that is ``AccessibilityTraits/notEnabled`` takes none).
    public func supports(_ action: AccessibilityAction) -> Bool {
        !traits.contains(.notEnabled) && actions.contains(action)
    }

    /// The point an action is aimed at: the frame's centre (`accessibilityActivationPoint`).
    public var activationPoint: Point { frame.center }

    /// Whether the keyboard focus stops on the element: it takes some action and is not
    /// ``AccessibilityTraits/notEnabled`` (Tab passes over static text and disabled controls, as a
    /// browser's sequential focus and Full Keyboard Access do).
    public var isFocusable: Bool { !traits.contains(.notEnabled) && !actions.isEmpty }

    /// The element's custom actions (``AccessibilityAction/Kind/custom``), in the order it lists them: the
    /// ones the Menu key steps through on a focused element that has no "show menu"
    /// (`GestureEngine.handle(_:)` in Grasp).
    public var customActions: [AccessibilityAction] { actions.filter { $0.kind == .custom } }
}

extension AccessibilityElement {
    /// `number` as an element's value text, with at most `decimals` decimals and no trailing zeros
    /// (`3`, `0.25`, `-1.5`), the same in every locale and in Embedded Swift.
    public static func valueText(_ number: Double, decimals: Int = 2) -> String {
        guard number.isFinite else { return "" }
        var scale: Int64 = 1
        for _ in 0..<max(0, min(decimals, 6)) { scale *= 10 }
        guard abs(number) * Double(scale) < 9.0e15 else { return String(Int64(number.rounded())) }
        let units = Int64((number * Double(scale)).rounded())
        let magnitude = units.magnitude
        let whole = magnitude / UInt64(scale)
        var fraction = magnitude % UInt64(scale)
        var text = (units < 0 ? "-" : "") + String(whole)
        guard fraction != 0 else { return text }
        var digits = decimals
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: max(0, digits - fractionText.utf8.count)) + fractionText
        return text
    }
}
