// Why this file exists: a mouse or a trackpad presses with more than one button, and a keyboard holds
// modifier keys while the pointer moves. An event says which buttons are down and which keys are held
// (UIKit's `UIEvent.buttonMask` and `UIKeyModifierFlags`); recognizers filter on the buttons and read the
// keys. The rules are in the "Hover and Pointers" article.

/// The buttons of a pointer that are down during an event, as UIKit's `UIEvent.ButtonMask`.
///
/// Buttons are numbered as UIKit numbers them: button 1 is the primary button (a finger, a pen's tip, a
/// left click), button 2 the secondary one (a right click, a two-finger click on a trackpad), button 3
/// usually a mouse's middle button. A finger or a pen always presses ``primary``; an event of an indirect
/// pointer (``TouchKind/mouse``) with no button given is taken as a ``primary`` press too, so that a host
/// that says nothing about buttons behaves as before.
@frozen
public struct ButtonMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// One bit per button, button 1 in the lowest bit.
    public let rawValue: UInt32

    /// Creates a set from its bits.
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The primary button: a finger, a pen's tip, a left click.
    public static let primary = ButtonMask(rawValue: 1 << 0)
    /// The secondary button: a right click, a two-finger click on a trackpad.
    public static let secondary = ButtonMask(rawValue: 1 << 1)

    /// Button `number`, from 1 (primary) to 32, as UIKit's `UIEvent.ButtonMask.button(_:)`.
    ///
    /// - Precondition: `number` is between 1 and 32.
    public static func button(_ number: Int) -> ButtonMask {
        precondition((1...32).contains(number), "buttons are numbered from 1 to 32")
        return ButtonMask(rawValue: 1 << UInt32(number - 1))
    }

    /// The button numbers in the set, in order, such as `[1, 2]`.
    public var numbers: [Int] { (1...32).filter { rawValue & (1 << UInt32($0 - 1)) != 0 } }

    /// The buttons by name: `[primary, secondary, button3]`.
    public var description: String {
        "[" + numbers.map { $0 == 1 ? "primary" : $0 == 2 ? "secondary" : "button\($0)" }.joined(separator: ", ") + "]"
    }
}

/// The modifier keys held during an event, as UIKit's `UIKeyModifierFlags`.
@frozen
public struct ModifierFlags: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// One bit per key.
    public let rawValue: UInt32

    /// Creates a set from its bits.
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The shift key.
    public static let shift = ModifierFlags(rawValue: 1 << 0)
    /// The control key.
    public static let control = ModifierFlags(rawValue: 1 << 1)
    /// The option key (alt on other keyboards).
    public static let option = ModifierFlags(rawValue: 1 << 2)
    /// The command key (the Windows or meta key on other keyboards).
    public static let command = ModifierFlags(rawValue: 1 << 3)
    /// Caps lock, when it is on.
    public static let capsLock = ModifierFlags(rawValue: 1 << 4)

    /// UIKit's name for ``option``.
    public static let alternate = option
    /// UIKit's name for ``capsLock``.
    public static let alphaShift = capsLock

    /// The keys by name, in the order shift, control, option, command, capsLock: `[shift, command]`.
    public var description: String {
        let names: [(String, ModifierFlags)] = [
            ("shift", .shift), ("control", .control), ("option", .option), ("command", .command), ("capsLock", .capsLock),
        ]
        return "[" + names.filter { contains($0.1) }.map { $0.0 }.joined(separator: ", ") + "]"
    }
}

extension TouchKind {
    /// UIKit's name for ``mouse``: a mouse or trackpad pointer (`UITouch.TouchType.indirectPointer`).
    public static var indirectPointer: TouchKind { .mouse }

    /// Whether the contact is an indirect pointer (a mouse or trackpad cursor) rather than something on
    /// the screen (a finger or a pen).
    @inlinable public var isIndirect: Bool { self == .mouse }
}

extension ButtonMask {
    /// The buttons a contact of `kind` presses when the event reports `reported`: a finger or a pen
    /// presses the primary button; an indirect pointer presses what the event reports, the primary
    /// button when the event reports none.
    @inlinable
    public static func pressed(by kind: TouchKind, reported: ButtonMask) -> ButtonMask {
        kind == .mouse && !reported.isEmpty ? reported : .primary
    }
}
