// Why this file exists: buttons, sliders, switches and steppers (GraspInteractions' controls) need a
// screen where their tracking and their coordination with scroll views can be seen, replayed and tested:
// a settings screen in a vertically scrolling list, with one row holding a horizontal paging carousel of
// sliders (the slider in a carousel in a list). Controls track touches without recognizers, so the scene
// also reports every control event, for `grasp replay` to print as a line of its own.

import Grasp
import GraspInteractions

/// A settings screen: switches, sliders, steppers and two buttons in a vertically scrolling list, and a
/// row holding a horizontal paging carousel whose every page holds a slider.
///
/// Recognizers and relationships:
/// - `list` (the vertical scroll view's pan): scrolls the screen, glides and bounces as in the `list`
///   scene. It delays content touches (``/Grasp/ScrollView/delaysContentTouches``), so a control hears a touch,
///   and highlights, once the touch has stayed put for the delay (0.15 s) or the pan has failed. Like
///   UIKit's table view, and unlike a plain scroll view, its ``/Grasp/ScrollView/touchesShouldCancel(in:)`` is
///   `true` for every node: a vertical drag that starts on a highlighted button, a switch, a stepper or a
///   slider's thumb scrolls the list and cancels the control (`touchCancel`). A horizontal drag on a
///   slider or a switch is not the list's axis, so the list's pan fails and the control keeps it.
/// - `carousel` (the horizontal paging scroll view's pan, `isPagingEnabled`): pages the themes. A
///   horizontal drag that lands on a slider's thumb moves only the slider (the slider keeps its drag
///   from its ancestors); one that lands elsewhere on the card pages; a vertical one scrolls the list.
///
/// Controls (each named after its setting and kind): switches `wifi-switch` (on), `bluetooth-switch` (on),
/// `airplane-switch`, `dark-mode-switch`, `notifications-switch` (on), `sounds-switch` (on),
/// `badges-switch`, `previews-switch`; sliders `brightness-slider` (0.6), `volume-slider` (0.3);
/// steppers `copies-stepper` (1, 1...99) and `text-size-stepper` (17, 10...40); buttons `reset-button`
/// (puts every value back to its default) and `save-button`; in the carousel, one slider per page,
/// `theme0-slider` … `theme2-slider` (0.5).
///
/// Other nodes: `heading`, the section titles `section0` …, a row per setting `row-<setting>`, the
/// carousel `carousel`, its content `carousel-content` and pages `carousel-page0` …. The look of each
/// control is mirrored in nodes that do not take touches, for a tool that draws frames: a slider's
/// `<name>-thumb` (its thumb's frame), a switch's `<name>-knob`, a stepper's `<name>-minus` and
/// `<name>-plus` halves (darker while pressed), and colours (a switch green when on; a button, thumb
/// or stepper half lighter or darker while highlighted). A stepper's and a slider's `label` is its value.
///
/// Values:
/// - **Control lines.** Every event a control sends is reported (``observeControlEvents(_:)``, a
///   `control` line in `grasp replay --format jsonl`): the control's name, the event, `highlighted`, and
///   `value` (a slider or stepper) or `isOn` (a switch). A touch-down that sends two events (a repeat)
///   gives two lines.
/// - **Recognizer lines.** The pans report `contentOffset`, `translation` and `velocity` of their
///   scroll view (the carousel's also `page`); every recognizer line adds the control last touched,
///   `control` (its name, `""` before any), with its `lastEvent`, `highlighted` and `value` or `isOn`, and
///   every control's own value by name, `<name>.value` or `<name>.isOn`.
///
/// An animation stop is reported when the list's glide or bounce, or the carousel's page settle, ends.
public final class ControlsScene: Scene, ScrollViewDelegate {
    /// `controls`.
    public static let name = "controls"

    /// The height of a setting's row: 48 points.
    public static let rowHeight: Double = 48
    /// The height of a section's title: 40 points.
    public static let sectionHeight: Double = 40
    /// The height of the carousel's row: 140 points.
    public static let carouselHeight: Double = 140

    /// The scene's engine.
    public let engine: GestureEngine
    /// The root node, covering the viewport.
    public let rootNode: Node
    /// The vertical scroll view, named `list`.
    public let list: ScrollView
    /// The list's content node, named `list-content`.
    public let content: Node
    /// The horizontal paging carousel, named `carousel`.
    public let carousel: ScrollView
    /// Every control, top to bottom (the carousel's sliders in page order).
    public private(set) var controls: [Control] = []
    /// The control that sent the last event, `nil` before any.
    public private(set) var lastControl: Control?

    private let stops = AnimationStopObservers()
    private var controlObservers: [(ReplayControlEvent) -> Void] = []
    private var defaults: [(control: Control, value: Double)] = []

    /// Builds the scene for a viewport of `viewport` points: the list at its top, the carousel on its
    /// first page, every control at its default value.
    public init(viewport: Size) {
        let width = max(viewport.width, 0), height = max(viewport.height, 0)
        let background = Color(red: 0.95, green: 0.95, blue: 0.97)
        rootNode = Node(name: Self.name, frame: Rect(origin: .zero, size: viewport))
        rootNode.backgroundColor = background
        engine = GestureEngine(rootNode: rootNode)
        list = TableList(name: "list", frame: Rect(x: 0, y: 0, width: width, height: height))
        list.backgroundColor = background
        content = Node(name: "list-content", frame: Rect(x: 0, y: 0, width: width, height: 0))
        content.backgroundColor = background
        list.addChild(content)
        rootNode.addChild(list)
        carousel = ScrollView(name: "carousel", frame: Rect(x: 0, y: 0, width: width, height: Self.carouselHeight))
        carousel.isPagingEnabled = true
        carousel.backgroundColor = .clear

        var y = 0.0
        let heading = Node(name: "heading", frame: Rect(x: 16, y: 8, width: max(width - 32, 0), height: 48))
        heading.label = "Settings"
        heading.backgroundColor = background
        content.addChild(heading)
        y = 56
        var sections = 0
        func section(_ title: String) {
            let node = Node(name: "section\(sections)", frame: Rect(x: 0, y: y, width: width, height: Self.sectionHeight))
            node.label = title
            node.backgroundColor = background
            content.addChild(node)
            sections += 1
            y += Self.sectionHeight
        }
        func row(_ setting: String, _ title: String, height: Double = Self.rowHeight) -> Node {
            let node = Node(name: "row-\(setting)", frame: Rect(x: 0, y: y, width: width, height: height))
            node.label = title
            node.backgroundColor = .white
            content.addChild(node)
            y += height
            return node
        }
        func toggle(_ setting: String, _ title: String, on: Bool) {
            let r = row(setting, title)
            let s = Switch(name: "\(setting)-switch", isOn: on, frame: Rect(x: width - 16 - 51, y: (Self.rowHeight - 31) / 2, width: 51, height: 31))
            r.addChild(s)
            add(s, value: on ? 1 : 0)
        }
        func slider(_ setting: String, _ title: String, value: Double) {
            let r = row(setting, title)
            let s = Slider(name: "\(setting)-slider", value: value, frame: Rect(x: 132, y: 4, width: max(width - 148, 0), height: Self.rowHeight - 8))
            r.addChild(s)
            add(s, value: value)
        }
        func stepper(_ setting: String, _ title: String, value: Double, range: ClosedRange<Double>) {
            let r = row(setting, title)
            let s = Stepper(name: "\(setting)-stepper", frame: Rect(x: width - 16 - 94, y: (Self.rowHeight - 32) / 2, width: 94, height: 32))
            s.minimumValue = range.lowerBound
            s.maximumValue = range.upperBound
            s.value = value
            r.addChild(s)
            add(s, value: value)
        }

        section("Connections")
        toggle("wifi", "Wi-Fi", on: true)
        toggle("bluetooth", "Bluetooth", on: true)
        toggle("airplane", "Airplane Mode", on: false)
        section("Display & Sound")
        slider("brightness", "Brightness", value: 0.6)
        slider("volume", "Volume", value: 0.3)
        toggle("dark-mode", "Dark Mode", on: false)
        section("Printing")
        stepper("copies", "Copies", value: 1, range: 1...99)
        stepper("text-size", "Text Size", value: 17, range: 10...40)
        let buttons = row("buttons", "", height: 60)
        buttons.backgroundColor = background
        let half = max((width - 48) / 2, 0)
        let reset = Button(name: "reset-button", title: "Reset", frame: Rect(x: 16, y: 8, width: half, height: 44))
        let save = Button(name: "save-button", title: "Save", frame: Rect(x: 32 + half, y: 8, width: half, height: 44))
        buttons.addChild(reset)
        buttons.addChild(save)
        add(reset, value: 0)
        add(save, value: 0)

        section("Themes")
        carousel.frame = Rect(x: 0, y: y, width: width, height: Self.carouselHeight)
        let pages = Self.themes.count
        carousel.contentSize = Size(width: width * Double(pages), height: Self.carouselHeight)
        let pager = Node(name: "carousel-content", frame: Rect(x: 0, y: 0, width: width * Double(pages), height: Self.carouselHeight))
        pager.backgroundColor = .clear
        for (p, theme) in Self.themes.enumerated() {
            let card = Node(name: "carousel-page\(p)", frame: Rect(x: Double(p) * width + 16, y: 0, width: max(width - 32, 0), height: Self.carouselHeight - 12))
            card.label = theme
            card.backgroundColor = Self.themeColors[p % Self.themeColors.count]
            let s = Slider(name: "theme\(p)-slider", value: 0.5, frame: Rect(x: 16, y: Self.carouselHeight - 12 - 56, width: max(width - 64, 0), height: 40))
            card.addChild(s)
            pager.addChild(card)
            add(s, value: 0.5)
        }
        carousel.addChild(pager)
        content.addChild(carousel)
        y += Self.carouselHeight

        section("Notifications")
        toggle("notifications", "Allow Notifications", on: true)
        toggle("sounds", "Sounds", on: true)
        toggle("badges", "Badges", on: false)
        toggle("previews", "Show Previews", on: false)
        y += 24

        content.frame = Rect(x: 0, y: 0, width: width, height: y)
        list.contentSize = Size(width: width, height: y)
        list.delegate = self
        carousel.delegate = self
        reset.addAction(for: .primaryActionTriggered) { [owner = UnownedReference(self)] _, _ in owner.object.resetValues() }
        for control in controls { mirror(control) }
    }

    /// The list: a scroll view that, as UIKit's table view, may cancel any content touch once a drag
    /// begins, a control's included.
    private final class TableList: ScrollView {
        override func touchesShouldCancel(in node: Node) -> Bool { true }
    }

    private static let themes = ["Sunrise", "Ocean", "Forest"]
    private static let themeColors = [
        Color(red: 1, green: 0.62, blue: 0.35), Color(red: 0.25, green: 0.55, blue: 0.9), Color(red: 0.25, green: 0.6, blue: 0.38),
    ]

    /// Adds `control` to the scene's list with its default value, with the nodes that mirror its look,
    /// and reports its every event.
    private func add(_ control: Control, value: Double) {
        controls.append(control)
        defaults.append((control, value))
        if let slider = control as? Slider {
            let thumb = Node(name: "\(slider.name)-thumb", frame: slider.thumbRect)
            thumb.isUserInteractionEnabled = false
            slider.addChild(thumb)
        } else if let toggle = control as? Switch {
            let knob = Node(name: "\(toggle.name)-knob", frame: .zero)
            knob.isUserInteractionEnabled = false
            knob.backgroundColor = .white
            toggle.addChild(knob)
        } else if let stepper = control as? Stepper {
            let w = stepper.bounds.width / 2, h = stepper.bounds.height
            for (i, side) in ["minus", "plus"].enumerated() {
                let node = Node(name: "\(stepper.name)-\(side)", frame: Rect(x: Double(i) * w, y: 0, width: w, height: h))
                node.isUserInteractionEnabled = false
                stepper.addChild(node)
            }
        }
        control.addAction(for: .allEvents) { [owner = UnownedReference(self)] control, event in
            owner.object.noteEvent(event, of: control)
        }
    }

    private func noteEvent(_ event: Control.Event, of control: Control) {
        lastControl = control
        mirror(control)
        guard !controlObservers.isEmpty else { return }
        var values = Self.values(of: control)
        values["highlighted"] = .bool(control.isHighlighted)
        let record = ReplayControlEvent(time: engine.currentTime, control: control.name, event: event.description,
                                        values: values.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) })
        for observer in controlObservers { observer(record) }
    }

    /// `value` (a slider or a stepper) or `isOn` (a switch) of `control`; nothing for a button.
    private static func values(of control: Control) -> SceneValues {
        if let slider = control as? Slider { return ["value": .number(slider.value)] }
        if let stepper = control as? Stepper { return ["value": .number(stepper.value)] }
        if let toggle = control as? Switch { return ["isOn": .bool(toggle.isOn)] }
        return [:]
    }

    /// Brings the nodes, colours and label that mirror `control`'s look up to date.
    private func mirror(_ control: Control) {
        let lit = control.isHighlighted
        if let slider = control as? Slider {
            slider.backgroundColor = Color(red: 0, green: 0.48, blue: 1)
            slider.label = SceneValue.jsonNumber(slider.value)
            if let thumb = slider.children.first {
                thumb.frame = slider.thumbRect
                thumb.backgroundColor = lit && slider.isDraggingThumb ? Color(red: 0.86, green: 0.86, blue: 0.88) : .white
            }
        } else if let toggle = control as? Switch {
            toggle.backgroundColor = toggle.isOn ? Color(red: 0.2, green: 0.78, blue: 0.35) : Color(red: 0.9, green: 0.9, blue: 0.92)
            let b = toggle.bounds, side = max(b.height - 4, 0)
            let position = toggle.thumbPosition ?? (toggle.isOn ? 1 : 0)
            toggle.children.first?.frame = Rect(x: 2 + position * max(b.width - b.height, 0), y: 2, width: side, height: side)
        } else if let stepper = control as? Stepper {
            stepper.label = SceneValue.jsonNumber(stepper.value)
            stepper.backgroundColor = .clear
            let normal = Color(red: 0.93, green: 0.93, blue: 0.94), pressed = Color(red: 0.78, green: 0.78, blue: 0.8)
            for (i, half) in stepper.children.enumerated() {
                let direction = i == 0 ? -1 : 1
                half.backgroundColor = lit && stepper.pressedDirection == direction ? pressed : normal
            }
        } else {
            control.backgroundColor = lit ? Color(red: 0.45, green: 0.7, blue: 1) : Color(red: 0, green: 0.48, blue: 1)
        }
    }

    /// Puts every control back to its default value (the `reset-button`'s action). Values changed this
    /// way send no events, as setting a UIKit control's value in code does not.
    public func resetValues() {
        for (control, value) in defaults {
            if let slider = control as? Slider { slider.value = value }
            if let stepper = control as? Stepper { stepper.value = value }
            if let toggle = control as? Switch { toggle.isOn = value != 0 }
            mirror(control)
        }
    }

    /// The control called `name`, or `nil`.
    public func control(named name: String) -> Control? {
        controls.first { $0.name == name }
    }

    /// The page the carousel shows (the page its offset is nearest).
    public var page: Int {
        guard carousel.bounds.width > 0 else { return 0 }
        let page = (carousel.contentOffset.x / carousel.bounds.width).rounded()
        return page.isFinite ? Int(max(page, 0)) : 0
    }

    /// Advances the scene's clock to `now`: glides, bounces, page settles and steppers' repeats.
    public func tick(_ now: Double) {
        engine.tick(now)
    }

    /// The list's pan, then the carousel's.
    public var recognizers: [GestureRecognizer] { [list.panGestureRecognizer, carousel.panGestureRecognizer] }

    /// For each pan, its scroll view's `contentOffset`, `translation` and `velocity` (the carousel's also
    /// `page`); for every recognizer the last touched `control` with its `lastEvent`, `highlighted` and
    /// `value` or `isOn`, and `<name>.value` or `<name>.isOn` of every control.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        var values: SceneValues = [:]
        if let pan = recognizer as? ScrollViewPanGestureRecognizer, let scrollView = pan.scrollView {
            values = ReusingList.scrollValues(of: pan, in: scrollView)
            if scrollView === carousel { values["page"] = .number(Double(page)) }
        }
        values["control"] = .string(lastControl?.name ?? "")
        if let last = lastControl {
            values["lastEvent"] = .string(last.lastEvent?.description ?? "none")
            values["highlighted"] = .bool(last.isHighlighted)
            for (name, value) in Self.values(of: last) { values[name] = value }
        }
        for control in controls {
            for (name, value) in Self.values(of: control) { values[control.name + "." + name] = value }
        }
        return values
    }

    /// Calls `observer` when the list's glide or bounce, or the carousel's page settle, comes to rest or
    /// is stopped by a touch.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        stops.add(observer)
    }

    /// Calls `observer` with every event any control of the scene sends.
    public func observeControlEvents(_ observer: @escaping (ReplayControlEvent) -> Void) {
        controlObservers.append(observer)
    }

    // MARK: ScrollViewDelegate

    /// Reports an animation stop.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { stops.notify(at: engine.currentTime) }

    /// Reports an animation stop.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { stops.notify(at: engine.currentTime) }
}
