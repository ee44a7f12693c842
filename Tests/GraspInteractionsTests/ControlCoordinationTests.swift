// Why this file exists: how controls share touches, each rule at 60, 120 and 240 Hz: a control's default
// action prevents an ancestor's overlapping recognizer (tap over a button, pan over a slider's thumb, swipe
// over a switch) while the control's own recognizers work; scroll views wait, keep or cancel a control's
// touch as UIKit's do; a slider in a paging carousel in a list moves only itself.

import GraspInteractions
import Testing

/// A list as UIKit's table view is: a drag that starts on a highlighted control still scrolls it.
final class ListView: ScrollView {
    override func touchesShouldCancel(in node: Node) -> Bool { true }
}

@Suite("Control coordination")
struct ControlCoordinationTests {
    static let rates: [Double] = [60, 120, 240]

    static func recognized(_ host: GestureTestHost, _ recognizer: GestureRecognizer) -> Bool {
        host.states(of: recognizer).contains { $0 == .ended || $0 == .began }
    }

    // MARK: Ancestors' recognizers

    @Test("a single tap on an ancestor does not take a button's tap; beside the button it does", arguments: rates)
    func tapOverButton(rate: Double) {
        let f = ControlFixture(ControlTests.button(), frameRate: rate)
        let tap = TapGestureRecognizer(name: "tap")
        f.root.addGestureRecognizer(tap)
        f.host.tap(at: Point(x: 150, y: 120), time: 0)
        #expect(!Self.recognized(f.host, tap))
        #expect(f.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        f.host.tap(at: Point(x: 150, y: 400), time: 1)
        #expect(Self.recognized(f.host, tap))
    }

    @Test("a double tap on an ancestor is not the button's action: it recognizes over the button", arguments: rates)
    func doubleTapOverButton(rate: Double) {
        let f = ControlFixture(ControlTests.button(), frameRate: rate)
        let doubleTap = TapGestureRecognizer(name: "double")
        doubleTap.numberOfTapsRequired = 2
        f.root.addGestureRecognizer(doubleTap)
        f.host.tap(at: Point(x: 150, y: 120), time: 0)
        f.host.tap(at: Point(x: 150, y: 120), time: 0.15)
        #expect(Self.recognized(f.host, doubleTap))
    }

    @Test("a tap recognizer attached to the button itself works (and cancels the button's touch)", arguments: rates)
    func recognizerOnTheControl(rate: Double) {
        let f = ControlFixture(ControlTests.button(), frameRate: rate)
        let tap = TapGestureRecognizer(name: "own")
        f.control.addGestureRecognizer(tap)
        f.host.tap(at: Point(x: 150, y: 120), time: 0)
        #expect(Self.recognized(f.host, tap))
        #expect(f.events == ["touchDown", "touchCancel"])
    }

    @Test("a disabled button prevents nothing", arguments: rates)
    func disabledPreventsNothing(rate: Double) {
        let f = ControlFixture(ControlTests.button(), frameRate: rate)
        let tap = TapGestureRecognizer(name: "tap")
        f.root.addGestureRecognizer(tap)
        f.control.isEnabled = false
        f.host.tap(at: Point(x: 150, y: 120), time: 0)
        #expect(Self.recognized(f.host, tap))
    }

    @Test("a pan on an ancestor does not take a horizontal drag of the slider's thumb; from the track, or vertical, it does", arguments: rates)
    func panOverSlider(rate: Double) {
        let f = ControlFixture(StandardControlTests.slider(), frameRate: rate)
        let pan = PanGestureRecognizer(name: "pan")
        f.root.addGestureRecognizer(pan)
        f.host.drag(from: Point(x: 200, y: 120), to: Point(x: 300, y: 125), startingAt: 0, duration: 0.2, rate: rate)
        #expect(!Self.recognized(f.host, pan))
        #expect(f.control.value > 0.8)
        #expect(f.touchEvents.last == "touchUpInside")

        f.host.clearHistory()
        f.events = []
        f.control.value = 0.5
        f.host.drag(from: Point(x: 80, y: 120), to: Point(x: 300, y: 120), startingAt: 1, duration: 0.2, rate: rate)
        #expect(Self.recognized(f.host, pan))
        #expect(f.control.value == 0.5)
        #expect(f.events.filter { !$0.hasPrefix("touchDrag") } == ["touchDown", "touchCancel"])

        f.host.clearHistory()
        f.events = []
        f.host.drag(from: Point(x: 200, y: 120), to: Point(x: 202, y: 400), startingAt: 2, duration: 0.2, rate: rate)
        #expect(Self.recognized(f.host, pan))
        #expect(f.touchEvents.filter { !$0.hasPrefix("touchDrag") } == ["touchDown", "touchCancel"])
    }

    @Test("a horizontal swipe on an ancestor does not take a switch's drag; beside the switch it does", arguments: rates)
    func swipeOverSwitch(rate: Double) {
        let f = ControlFixture(StandardControlTests.toggle(), frameRate: rate)
        let swipe = SwipeGestureRecognizer(name: "swipe")
        swipe.direction = [.left, .right]
        f.root.addGestureRecognizer(swipe)
        f.host.drag(from: Point(x: 105, y: 115), to: Point(x: 205, y: 115), startingAt: 0, duration: 0.1, rate: rate)
        #expect(!Self.recognized(f.host, swipe))
        #expect(f.control.isOn)
        f.host.drag(from: Point(x: 105, y: 500), to: Point(x: 205, y: 500), startingAt: 1, duration: 0.1, rate: rate)
        #expect(Self.recognized(f.host, swipe))
    }

    // MARK: Scroll views

    /// A 390×844 vertical scroll view (a `ListView` when `list`) with 3,000 pt of content and a button at y 300.
    final class ScrollFixture {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let scroll: ScrollView
        let button = Button(name: "row button", title: "Go", frame: Rect(x: 20, y: 300, width: 350, height: 44))
        let host: GestureTestHost
        var events: [String] = []

        init(rate: Double, list: Bool) {
            let frame = Rect(x: 0, y: 0, width: 390, height: 844)
            scroll = list ? ListView(name: "list", frame: frame) : ScrollView(name: "scroll", frame: frame)
            scroll.contentSize = Size(width: 390, height: 3000)
            scroll.addChild(button)
            root.addChild(scroll)
            host = GestureTestHost(rootNode: root, frameRate: rate)
            button.addAction(for: .allTouchEvents) { [self] _, event in events.append(event.description) }
        }

        /// Presses the button at `time`, rests past the content-touch delay, then drags up 300 pt.
        func pressThenDrag(at time: Double) {
            host.touchDown(at: Point(x: 200, y: 320), time: time)
            host.advance(to: time + 0.1)
            #expect(!button.isHighlighted, "the highlight waits for the content-touch delay")
            host.advance(to: time + 0.2)
            #expect(button.isHighlighted)
            host.drag(from: Point(x: 200, y: 320), to: Point(x: 200, y: 20), startingAt: time + 0.21, duration: 0.3, rate: host.frameRate)
        }
    }

    @Test("in a plain scroll view a control that has the touch keeps it: the drag does not scroll", arguments: rates)
    func scrollViewKeepsControlTouch(rate: Double) {
        let f = ScrollFixture(rate: rate, list: false)
        #expect(!f.scroll.touchesShouldCancel(in: f.button))
        f.pressThenDrag(at: 0)
        #expect(f.scroll.contentOffset.y == 0)
        #expect(f.events.first == "touchDown" && f.events.last == "touchUpOutside")
        #expect(f.events.contains("touchDragExit"))
    }

    @Test("in a list a highlighted button is cancelled when the list starts scrolling", arguments: rates)
    func listCancelsButton(rate: Double) {
        let f = ScrollFixture(rate: rate, list: true)
        f.pressThenDrag(at: 0)
        f.host.advance(by: 1)
        #expect(f.scroll.contentOffset.y > 200)
        // Drag-inside events until the list's pan crosses its slop (more samples at higher rates), then the cancel.
        #expect(f.events.filter { !$0.hasPrefix("touchDrag") } == ["touchDown", "touchCancel"])
        #expect(!f.button.isHighlighted)
    }

    @Test("a drag that starts at once scrolls either kind, and the button never hears it", arguments: rates)
    func quickDragNeverReachesButton(rate: Double) {
        let plain = ScrollFixture(rate: rate, list: false)
        plain.host.drag(from: Point(x: 200, y: 320), to: Point(x: 200, y: 20), startingAt: 0, duration: 0.2, rate: rate)
        #expect(plain.scroll.contentOffset.y > 200)
        #expect(plain.events.isEmpty)
        let list = ScrollFixture(rate: rate, list: true)
        list.host.drag(from: Point(x: 200, y: 320), to: Point(x: 200, y: 20), startingAt: 0, duration: 0.2, rate: rate)
        #expect(list.events.isEmpty)
    }

    @Test("a quick tap in a scroll view still reaches the button (began and ended together at the lift)", arguments: rates)
    func quickTapInScrollView(rate: Double) {
        let f = ScrollFixture(rate: rate, list: false)
        f.host.tap(at: Point(x: 200, y: 320), time: 0, duration: 0.05)
        #expect(f.events == ["touchDown", "touchUpInside"])
    }

    // MARK: Nested

    /// A vertical list holding, at y 200, a 390×200 horizontal paging carousel of three pages whose first
    /// page holds a slider (valued 0.5: its thumb is centred at x 190, y 300 in the window).
    final class CarouselFixture {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let carousel = ScrollView(name: "carousel", frame: Rect(x: 0, y: 200, width: 390, height: 200))
        let slider = Slider(name: "slider", value: 0.5, frame: Rect(x: 40, y: 80, width: 300, height: 40))
        let host: GestureTestHost
        var events: [String] = []

        init(rate: Double) {
            list.contentSize = Size(width: 390, height: 3000)
            carousel.contentSize = Size(width: 1170, height: 200)
            carousel.isPagingEnabled = true
            carousel.addChild(slider)
            list.addChild(carousel)
            root.addChild(list)
            host = GestureTestHost(rootNode: root, frameRate: rate)
            slider.addAction(for: .allTouchEvents) { [self] _, event in events.append(event.description) }
        }
    }

    @Test("dragging the thumb moves only the slider", arguments: rates)
    func sliderInCarouselInList(rate: Double) {
        let f = CarouselFixture(rate: rate)
        #expect(f.slider.convertToWindow(Point(x: f.slider.thumbRect.midX, y: f.slider.thumbRect.midY)) == Point(x: 190, y: 300))
        f.host.drag(from: Point(x: 190, y: 300), to: Point(x: 90, y: 310), startingAt: 0, duration: 0.15, rate: rate)
        f.host.advance(by: 1)
        #expect(f.carousel.contentOffset == .zero)
        #expect(f.list.contentOffset == .zero)
        #expect(f.slider.value < 0.2)
        #expect(f.events.first == "touchDown" && f.events.last == "touchUpInside")
    }

    @Test("dragging beside the thumb pages the carousel; dragging up scrolls the list", arguments: rates)
    func besideTheThumb(rate: Double) {
        let f = CarouselFixture(rate: rate)
        f.host.drag(from: Point(x: 300, y: 240), to: Point(x: 100, y: 240), startingAt: 0, duration: 0.15, rate: rate)
        f.host.advance(by: 2)
        #expect(f.carousel.contentOffset.x == 390)
        #expect(f.slider.value == 0.5)
        let g = CarouselFixture(rate: rate)
        g.host.drag(from: Point(x: 190, y: 300), to: Point(x: 195, y: 50), startingAt: 0, duration: 0.15, rate: rate)
        g.host.advance(by: 2)
        #expect(g.list.contentOffset.y > 200)
        #expect(g.slider.value == 0.5)
        #expect(g.carousel.contentOffset == .zero)
    }
}
