// Why this file exists: a mouse, a trackpad or a pen can press with more than one button, and a
// recognizer may take only the secondary one. A trace records which buttons a contact holds, as a
// list of names that reads the same in a diff as in a person's head.

extension Trace {
    /// The buttons a contact holds down (format version 2).
    ///
    /// In a file they are a list of names, `["primary"]`, `["secondary"]`, `["primary", "button3"]`,
    /// written in button order. Buttons are numbered as UIKit numbers them: button 1 is the primary
    /// button, button 2 the secondary one, button 3 usually a mouse's middle button.
    public struct Buttons: OptionSet, Hashable, Sendable {
        /// One bit per button, button 1 in the lowest bit.
        public let rawValue: UInt32

        /// Creates a set from its bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The primary button: a finger, a pen's tip, a left click.
        public static let primary = Buttons(rawValue: 1 << 0)
        /// The secondary button: a right click, a two-finger click on a trackpad.
        public static let secondary = Buttons(rawValue: 1 << 1)

        /// The highest button number a trace can name: 32.
        public static let maximumNumber = 32

        /// Button `number`, from 1 (primary) to ``maximumNumber``.
        public static func button(_ number: Int) -> Buttons {
            precondition((1...maximumNumber).contains(number), "buttons are numbered from 1 to \(maximumNumber)")
            return Buttons(rawValue: 1 << UInt32(number - 1))
        }

        /// The name of button `number` in a file: `primary`, `secondary`, `button3`…
        public static func name(ofButton number: Int) -> String {
            switch number {
            case 1: "primary"
            case 2: "secondary"
            default: "button\(number)"
            }
        }

        /// The number of the button called `name`, or `nil` if no button has that name.
        public static func number(ofButtonNamed name: String) -> Int? {
            switch name {
            case "primary": return 1
            case "secondary": return 2
            default:
                guard name.hasPrefix("button"), let number = Int(name.dropFirst("button".count)),
                      (3...maximumNumber).contains(number), name == "button\(number)" else { return nil }
                return number
            }
        }

        /// The names of the buttons in the set, in button order, as a file lists them.
        public var names: [String] {
            (1...Self.maximumNumber).filter { rawValue & (1 << UInt32($0 - 1)) != 0 }.map(Self.name(ofButton:))
        }

        /// The allowed names in words, for error messages.
        static let namesText = "primary, secondary, button3 to button\(maximumNumber)"
    }
}
