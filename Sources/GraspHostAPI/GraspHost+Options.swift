// Why this file exists: a recognizer, a scroll view or a control has many settings, and a host sets them one
// number at a time, by code, without text. Each option is checked against the handle's kind and its range
// before anything changes, so that a wrong one is refused with a code that says what was wrong.

import Grasp
import GraspGeometry
import GraspInteractions
import GraspMotion

extension GraspHost {
    /// The options ``set(_:_:_:)``, ``get(_:_:)`` and ``set4(_:_:_:_:_:_:)`` take (the article <doc:HostABI> has
    /// each one's kinds and range).
    public enum Option: Int32, Hashable, Sendable, CaseIterable {
        /// A node's `isHidden`.
        case isHidden = 1
        /// A node's `isUserInteractionEnabled`.
        case isUserInteractionEnabled = 2
        /// A node's `alpha`, 0…1.
        case alpha = 3
        /// A recognizer's or a control's `isEnabled`.
        case isEnabled = 10
        /// A recognizer's `cancelsTouchesInView`.
        case cancelsTouchesInView = 11
        /// A recognizer's `delaysTouchesBegan`.
        case delaysTouchesBegan = 12
        /// A recognizer's `delaysTouchesEnded`.
        case delaysTouchesEnded = 13
        /// A recognizer's `allowedTouchTypes`: 1 finger, 2 pen, 4 mouse.
        case allowedTouchTypes = 14
        /// Which delegate questions the host answers for a recognizer: 1 should begin, 2 should receive a
        /// touch, 4 should recognize simultaneously, 8 should require failure of, 16 should be required to
        /// fail by.
        case delegateMask = 15
        /// A recognizer's state code (read only).
        case state = 16
        /// The handle of the node a recognizer is on, or 0 (read only).
        case node = 17
        /// A tap's or long press's `numberOfTapsRequired`.
        case numberOfTapsRequired = 20
        /// `numberOfTouchesRequired` (tap, long press, swipe, pause and move).
        case numberOfTouchesRequired = 21
        /// A tap's `maximumMovement`.
        case maximumMovement = 22
        /// A tap's `maximumInterval`, seconds.
        case maximumInterval = 23
        /// A tap's `maximumDistance`.
        case maximumDistance = 24
        /// A long press's `minimumPressDuration`, seconds.
        case minimumPressDuration = 25
        /// A long press's or touch down's `allowableMovement`.
        case allowableMovement = 26
        /// A pan's `minimumNumberOfTouches`.
        case minimumNumberOfTouches = 30
        /// A pan's `maximumNumberOfTouches`.
        case maximumNumberOfTouches = 31
        /// A pan's `slop`.
        case slop = 32
        /// A pan's `allowedScrollTypesMask`: 1 wheel steps, 2 trackpad scrolling.
        case allowedScrollTypesMask = 33
        /// An axis-locked pan's `axis`: 0 horizontal, 1 vertical.
        case axis = 34
        /// A screen-edge pan's `edges`: 1 top, 2 left, 4 bottom, 8 right.
        case edges = 35
        /// A screen-edge pan's `edgeMargin`.
        case edgeMargin = 36
        /// A pinch's `spanSlop`.
        case spanSlop = 40
        /// A rotation's `angleSlop`, radians.
        case angleSlop = 41
        /// A swipe's `direction`: 1 right, 2 left, 4 up, 8 down.
        case direction = 42
        /// A swipe's `minimumDistance`.
        case minimumDistance = 43
        /// A swipe's `minimumSpeed`.
        case minimumSpeed = 44
        /// A swipe's `maximumDuration`, seconds.
        case maximumDuration = 45
        /// A swipe's `maximumAngle`, radians.
        case maximumAngle = 46
        /// A pause and move's `landingWindow`, seconds.
        case landingWindow = 47
        /// A tap's `recognizesOptimistically`.
        case recognizesOptimistically = 48
        /// A scroll view's `isScrollEnabled`.
        case isScrollEnabled = 52
        /// A scroll view's `bounces`.
        case bounces = 53
        /// A scroll view's `alwaysBounceVertical`.
        case alwaysBounceVertical = 54
        /// A scroll view's `alwaysBounceHorizontal`.
        case alwaysBounceHorizontal = 55
        /// A scroll view's `isDirectionalLockEnabled`.
        case isDirectionalLockEnabled = 56
        /// A scroll view's `isPagingEnabled`.
        case isPagingEnabled = 57
        /// A scroll view's `decelerationRate`, more than 0 and less than 1.
        case decelerationRate = 58
        /// A scroll view's `delaysContentTouches`.
        case delaysContentTouches = 59
        /// A scroll view's `canCancelContentTouches`.
        case canCancelContentTouches = 60
        /// A scroll view's `nestedScrolling`: 0 independent, 1 hand off at edges.
        case nestedScrolling = 61
        /// A scroll view's `minimumZoomScale`.
        case minimumZoomScale = 62
        /// A scroll view's `maximumZoomScale`.
        case maximumZoomScale = 63
        /// A scroll view's `zoomScale` (set without animation).
        case zoomScale = 64
        /// A scroll view's `bouncesZoom`.
        case bouncesZoom = 65
        /// A scroll view's `showsVerticalScrollIndicator`.
        case showsVerticalScrollIndicator = 66
        /// A scroll view's `showsHorizontalScrollIndicator`.
        case showsHorizontalScrollIndicator = 67
        /// A scroll view's content offset x (read only; set with ``setContentOffset``).
        case contentOffsetX = 68
        /// A scroll view's content offset y (read only).
        case contentOffsetY = 69
        /// The handle of the node a scroll view zooms (its `viewForZooming`), or 0.
        case viewForZooming = 70
        /// A slider's or stepper's `value`.
        case value = 80
        /// A slider's or stepper's `minimumValue`.
        case minimumValue = 81
        /// A slider's or stepper's `maximumValue`.
        case maximumValue = 82
        /// A switch's `isOn`.
        case isOn = 83
        /// A stepper's `stepValue`.
        case stepValue = 84
        /// A slider's or stepper's `isContinuous`.
        case isContinuous = 85
        /// A control's `isSelected`.
        case isSelected = 86
        /// A stepper's `wraps`.
        case wraps = 87
        /// A stepper's `autorepeat`.
        case autorepeat = 88
        /// A scroll view's content size (``set4(_:_:_:_:_:_:)``: width, height).
        case contentSize = 100
        /// A scroll view's content inset (top, left, bottom, right).
        case contentInset = 101
        /// Moves a scroll view's content (x, y, animated).
        case setContentOffset = 102
        /// Zooms a scroll view to a rect of its zoom view (x, y, width, height), animated.
        case zoomToRect = 103
        /// Sets a scroll view's zoom scale (scale, animated).
        case setZoomScale = 104
        /// A scroll view's vertical indicator insets (top, left, bottom, right).
        case verticalScrollIndicatorInsets = 105
        /// A scroll view's horizontal indicator insets (top, left, bottom, right).
        case horizontalScrollIndicatorInsets = 106

        /// The option's name in errors: `option 22`.
        var label: String { "option \(rawValue)" }
    }

    @inline(never)
    func option(_ code: Int32) throws(GraspHostError) -> Option {
        guard let option = Option(rawValue: code) else { throw GraspHostError(.unknownOption, "no option has code \(code)") }
        return option
    }

    @inline(never)
    func unknownOption(_ option: Option, _ handle: Int32) -> GraspHostError {
        GraspHostError(.unknownOption, "\(kindName(handle)) (handle \(handle)) has no \(option.label)")
    }

    // MARK: Setting

    /// `value` checked against what `option` takes, before anything changes: one table for every option
    /// ``set(_:_:_:)`` takes, each a range through ``checked(_:_:_:from:to:whole:aboveLow:)`` (a flag is a whole
    /// number from 0 to 1, a mask one from 0 to its bits). `fewestTaps` is 1 for a tap, 0 for a long press.
    @inline(never)
    static func checked(_ value: Double, for option: Option, fewestTaps: Double) throws(GraspHostError) -> Double {
        guard value.isFinite else { throw .notFinite(option.label) }
        let label = option.label
        switch option {
        case .alpha:
            return try checked(value, label, from: 0, to: 1)
        case .maximumMovement, .maximumInterval, .maximumDistance, .minimumPressDuration, .allowableMovement, .slop,
             .edgeMargin, .spanSlop, .angleSlop, .minimumDistance, .minimumSpeed, .landingWindow:
            return try checked(value, label, from: 0)
        case .maximumDuration, .maximumAngle, .minimumZoomScale, .maximumZoomScale, .zoomScale, .stepValue:
            return try checked(value, label, from: 0, aboveLow: true)
        case .numberOfTapsRequired:
            return try checked(value, label, from: fewestTaps, to: 100, whole: true)
        case .numberOfTouchesRequired, .minimumNumberOfTouches, .maximumNumberOfTouches:
            return try checked(value, label, from: 1, to: 100, whole: true)
        case .allowedTouchTypes:
            return try checked(value, "\(label) (1 finger, 2 pen, 4 mouse)", from: 0, to: 7, whole: true)
        case .delegateMask:
            return try checked(value, label, from: 0, to: 31, whole: true)
        case .allowedScrollTypesMask:
            return try checked(value, label, from: 0, to: 3, whole: true)
        case .edges:
            return try checked(value, "\(label) (1 top, 2 left, 4 bottom, 8 right)", from: 0, to: 15, whole: true)
        case .direction:
            return try checked(value, "\(label) (at least one of 1 right, 2 left, 4 up, 8 down)", from: 1, to: 15, whole: true)
        case .value, .minimumValue, .maximumValue:
            return value
        case .decelerationRate:
            guard DecelerationRate(rawValue: value) != nil else {
                throw .outOfRange(label, value, "more than 0 and less than 1 (normal 0.998, fast 0.99)")
            }
            return value
        case .viewForZooming:
            return try checked(value, "\(label) (a node's handle, or 0)", from: 0, to: Double(Int32.max), whole: true)
        default:
            return try checked(value, label, from: 0, to: 1, whole: true)
        }
    }

    /// Sets option `code` (``Option``) of the node, recognizer or control `handle` to `value`.
    ///
    /// - Throws: `unknown-option` (no such option, or not one of the handle's kind), `not-finite`,
    ///   `out-of-range`, `unknown-handle`, `in-dispatch`.
    public func set(_ handle: Int32, _ code: Int32, _ value: Double) throws(GraspHostError) {
        let option = try option(code)
        let entry = try entry(handle)
        // Every check runs before the one change, which `beginChange()` opens (emptying the events).
        if isAnswering { try beginChange() }
        // An option the handle's kind has (one ``get(_:_:)`` reads), and not a read-only one.
        guard option != .state, option != .node, option != .contentOffsetX, option != .contentOffsetY,
              current(option, of: entry, handle: handle) != nil else { throw unknownOption(option, handle) }
        var fewestTaps = 1.0
        if case .recognizer(let recognizer, _) = entry, recognizer is LongPressGestureRecognizer { fewestTaps = 0 }
        let number = try Self.checked(value, for: option, fewestTaps: fewestTaps)
        switch entry {
        case .node(let node, _):
            if option == .viewForZooming, number != 0 {
                let zoomed = try self.node(Int32(number))
                guard node.isAncestor(of: zoomed) else {
                    throw .invalidArgument("node \(Int32(number)) is not inside scroll view \(handle): it cannot be its view for zooming")
                }
            }
            try beginChange()
            if let scroll = node as? ScrollView, setScrollOption(option, number, of: scroll, handle: handle) { return }
            if let control = node as? Control, setControlOption(option, number, of: control) { return }
            switch option {
            case .isHidden: node.isHidden = number == 1
            case .isUserInteractionEnabled: node.isUserInteractionEnabled = number == 1
            default: node.alpha = number
            }
            notePresented(handle)
        case .recognizer(let recognizer, _):
            try beginChange()
            setRecognizerOption(option, number, of: recognizer, handle: handle)
        case .interaction:
            break
        }
    }

    private func setRecognizerOption(_ option: Option, _ number: Double, of recognizer: GestureRecognizer, handle: Int32) {
        let flag = number == 1, count = Int(number)
        let tap = recognizer as? TapGestureRecognizer
        let press = recognizer as? LongPressGestureRecognizer
        let pan = recognizer as? PanGestureRecognizer
        let swipe = recognizer as? SwipeGestureRecognizer
        switch option {
        case .isEnabled: recognizer.isEnabled = flag
        case .cancelsTouchesInView: recognizer.cancelsTouchesInView = flag
        case .delaysTouchesBegan: recognizer.delaysTouchesBegan = flag
        case .delaysTouchesEnded: recognizer.delaysTouchesEnded = flag
        case .allowedTouchTypes:
            var kinds: Set<TouchKind> = []
            if count & 1 != 0 { kinds.insert(.direct) }
            if count & 2 != 0 { kinds.insert(.pencil) }
            if count & 4 != 0 { kinds.insert(.mouse) }
            recognizer.allowedTouchTypes = kinds
        case .delegateMask:
            delegateMasks[handle] = count == 0 ? nil : Int32(count)
            recognizer.delegate = count == 0 ? nil : delegate
        case .numberOfTapsRequired:
            if let tap { tap.numberOfTapsRequired = count } else { press?.numberOfTapsRequired = count }
        case .numberOfTouchesRequired:
            if let tap { tap.numberOfTouchesRequired = count }
            if let press { press.numberOfTouchesRequired = count }
            if let swipe { swipe.numberOfTouchesRequired = count }
            if let pause = recognizer as? PauseAndMoveGestureRecognizer { pause.numberOfTouchesRequired = count }
        case .maximumMovement: tap?.maximumMovement = number
        case .maximumInterval: tap?.maximumInterval = number
        case .maximumDistance: tap?.maximumDistance = number
        case .recognizesOptimistically: tap?.recognizesOptimistically = flag
        case .minimumPressDuration: press?.minimumPressDuration = number
        case .allowableMovement:
            if let press { press.allowableMovement = number }
            if let down = recognizer as? TouchDownGestureRecognizer { down.allowableMovement = number }
        case .minimumNumberOfTouches: pan?.minimumNumberOfTouches = count
        case .maximumNumberOfTouches: pan?.maximumNumberOfTouches = count
        case .slop: pan?.slop = number
        case .allowedScrollTypesMask: pan?.allowedScrollTypesMask = ScrollTypeMask(rawValue: UInt8(count))
        case .axis: (recognizer as? AxisLockedPanGestureRecognizer)?.axis = flag ? .vertical : .horizontal
        case .edges: (recognizer as? ScreenEdgePanGestureRecognizer)?.edges = RectEdge(rawValue: count)
        case .edgeMargin: (recognizer as? ScreenEdgePanGestureRecognizer)?.edgeMargin = number
        case .spanSlop: (recognizer as? PinchGestureRecognizer)?.spanSlop = number
        case .angleSlop: (recognizer as? RotationGestureRecognizer)?.angleSlop = number
        case .direction: swipe?.direction = SwipeDirection(rawValue: count)
        case .minimumDistance: swipe?.minimumDistance = number
        case .minimumSpeed: swipe?.minimumSpeed = number
        case .maximumDuration: swipe?.maximumDuration = number
        case .maximumAngle: swipe?.maximumAngle = number
        default: (recognizer as? PauseAndMoveGestureRecognizer)?.landingWindow = number
        }
    }

    /// Sets a scroll view's option; false when the option is not a scroll view's (a node's own).
    private func setScrollOption(_ option: Option, _ number: Double, of scroll: ScrollView, handle: Int32) -> Bool {
        let flag = number == 1
        switch option {
        case .isScrollEnabled: scroll.isScrollEnabled = flag
        case .bounces: scroll.bounces = flag
        case .alwaysBounceVertical: scroll.alwaysBounceVertical = flag
        case .alwaysBounceHorizontal: scroll.alwaysBounceHorizontal = flag
        case .isDirectionalLockEnabled: scroll.isDirectionalLockEnabled = flag
        case .isPagingEnabled: scroll.isPagingEnabled = flag
        case .delaysContentTouches: scroll.delaysContentTouches = flag
        case .canCancelContentTouches: scroll.canCancelContentTouches = flag
        case .bouncesZoom: scroll.bouncesZoom = flag
        case .showsVerticalScrollIndicator: scroll.showsVerticalScrollIndicator = flag
        case .showsHorizontalScrollIndicator: scroll.showsHorizontalScrollIndicator = flag
        case .nestedScrolling: scroll.nestedScrolling = flag ? .handOffAtEdges : .independent
        case .decelerationRate: if let rate = DecelerationRate(rawValue: number) { scroll.decelerationRate = rate }
        case .minimumZoomScale: scroll.minimumZoomScale = number
        case .maximumZoomScale: scroll.maximumZoomScale = number
        case .zoomScale: scroll.setZoomScale(number, animated: false)
        case .viewForZooming: zoomViews[handle] = number == 0 ? nil : Int32(number)
        default: return false
        }
        return true
    }

    /// Sets a control's option; false when the option is not a control's (a node's own).
    private func setControlOption(_ option: Option, _ number: Double, of control: Control) -> Bool {
        let flag = number == 1
        let slider = control as? Slider
        let stepper = control as? Stepper
        switch option {
        case .isEnabled: control.isEnabled = flag
        case .isSelected: control.isSelected = flag
        case .isOn: (control as? Switch)?.isOn = flag
        case .value: if let slider { slider.value = number } else { stepper?.value = number }
        case .minimumValue: if let slider { slider.minimumValue = number } else { stepper?.minimumValue = number }
        case .maximumValue: if let slider { slider.maximumValue = number } else { stepper?.maximumValue = number }
        case .isContinuous: if let slider { slider.isContinuous = flag } else { stepper?.isContinuous = flag }
        case .stepValue: stepper?.stepValue = number
        case .wraps: stepper?.wraps = flag
        case .autorepeat: stepper?.autorepeat = flag
        default: return false
        }
        return true
    }

    /// Sets an option of four numbers (``Option/contentSize`` and the others from code 100) of the scroll
    /// view `handle`.
    ///
    /// - Throws: `unknown-option`, `not-finite`, `out-of-range`, `unknown-handle`, `wrong-kind`, `in-dispatch`.
    public func set4(_ handle: Int32, _ code: Int32, _ a: Double, _ b: Double, _ c: Double, _ d: Double) throws(GraspHostError) {
        let option = try option(code)
        guard option.rawValue >= Option.contentSize.rawValue else { throw unknownOption(option, handle) }
        let scroll = try scrollView(handle)
        for (value, name) in [(a, "a"), (b, "b"), (c, "c"), (d, "d")] where !value.isFinite {
            throw .notFinite("\(option.label)'s \(name)")
        }
        switch option {
        case .contentSize:
            try Self.checkSize(a, "contentSize's width")
            try Self.checkSize(b, "contentSize's height")
            try beginChange(); scroll.contentSize = Size(width: a, height: b)
        case .contentInset, .verticalScrollIndicatorInsets, .horizontalScrollIndicatorInsets:
            for (value, name) in [(a, "top"), (b, "left"), (c, "bottom"), (d, "right")] {
                try Self.checkCoordinate(value, "\(option.label)'s \(name)")
            }
            try beginChange()
            let insets = EdgeInsets(top: a, left: b, bottom: c, right: d)
            switch option {
            case .contentInset: scroll.contentInset = insets
            case .verticalScrollIndicatorInsets: scroll.verticalScrollIndicatorInsets = insets
            default: scroll.horizontalScrollIndicatorInsets = insets
            }
        case .setContentOffset:
            try Self.checkCoordinate(a, "x")
            try Self.checkCoordinate(b, "y")
            let animated = try Self.checked(c, "\(option.label)'s animated", from: 0, to: 1, whole: true) == 1
            try beginChange(); scroll.setContentOffset(Point(x: a, y: b), animated: animated)
        case .zoomToRect:
            try Self.checkCoordinate(a, "x")
            try Self.checkCoordinate(b, "y")
            try Self.checkSize(c, "width")
            try Self.checkSize(d, "height")
            try beginChange(); scroll.zoom(to: Rect(x: a, y: b, width: c, height: d), animated: true)
        case .setZoomScale:
            let scale = try Self.checked(a, "\(option.label)'s scale", from: 0, aboveLow: true)
            let animated = try Self.checked(b, "\(option.label)'s animated", from: 0, to: 1, whole: true) == 1
            try beginChange(); scroll.setZoomScale(scale, animated: animated)
        default:
            throw unknownOption(option, handle)
        }
    }

    // MARK: Reading

    /// Option `code` of `handle` now.
    ///
    /// - Throws: `unknown-option`, `unknown-handle`.
    public func get(_ handle: Int32, _ code: Int32) throws(GraspHostError) -> Double {
        let option = try option(code)
        guard let value = current(option, of: try entry(handle), handle: handle) else { throw unknownOption(option, handle) }
        return value
    }

    /// Option `option` of `entry` now, or nil when its kind has no such option.
    func current(_ option: Option, of entry: Entry, handle: Int32) -> Double? {
        switch entry {
        case .node(let node, _):
            switch option {
            case .isHidden: return node.isHidden ? 1 : 0
            case .isUserInteractionEnabled: return node.isUserInteractionEnabled ? 1 : 0
            case .alpha: return node.alpha
            default: break
            }
            if let scroll = node as? ScrollView, let value = scrollOption(option, of: scroll, handle: handle) { return value }
            if let control = node as? Control, let value = controlOption(option, of: control) { return value }
        case .recognizer(let recognizer, _):
            return recognizerOption(option, of: recognizer, handle: handle)
        case .interaction:
            break
        }
        return nil
    }

    private func recognizerOption(_ option: Option, of recognizer: GestureRecognizer, handle: Int32) -> Double? {
        let tap = recognizer as? TapGestureRecognizer
        let press = recognizer as? LongPressGestureRecognizer
        let pan = recognizer as? PanGestureRecognizer
        let swipe = recognizer as? SwipeGestureRecognizer
        func flag(_ value: Bool) -> Double { value ? 1 : 0 }
        switch option {
        case .isEnabled: return flag(recognizer.isEnabled)
        case .cancelsTouchesInView: return flag(recognizer.cancelsTouchesInView)
        case .delaysTouchesBegan: return flag(recognizer.delaysTouchesBegan)
        case .delaysTouchesEnded: return flag(recognizer.delaysTouchesEnded)
        case .allowedTouchTypes:
            let kinds = recognizer.allowedTouchTypes
            return Double((kinds.contains(.direct) ? 1 : 0) + (kinds.contains(.pencil) ? 2 : 0) + (kinds.contains(.mouse) ? 4 : 0))
        case .delegateMask: return Double(delegateMasks[handle] ?? 0)
        case .state: return Self.code(of: recognizer.state)
        case .node: return Double(self.handle(of: recognizer.node))
        case .numberOfTapsRequired: return (tap?.numberOfTapsRequired ?? press?.numberOfTapsRequired).map(Double.init)
        case .numberOfTouchesRequired:
            let count = tap?.numberOfTouchesRequired ?? press?.numberOfTouchesRequired ?? swipe?.numberOfTouchesRequired
                ?? (recognizer as? PauseAndMoveGestureRecognizer)?.numberOfTouchesRequired
            return count.map(Double.init)
        case .maximumMovement: return tap?.maximumMovement
        case .maximumInterval: return tap?.maximumInterval
        case .maximumDistance: return tap?.maximumDistance
        case .recognizesOptimistically: return tap.map { flag($0.recognizesOptimistically) }
        case .minimumPressDuration: return press?.minimumPressDuration
        case .allowableMovement: return press?.allowableMovement ?? (recognizer as? TouchDownGestureRecognizer)?.allowableMovement
        case .minimumNumberOfTouches: return pan.map { Double($0.minimumNumberOfTouches) }
        case .maximumNumberOfTouches: return pan.map { Double($0.maximumNumberOfTouches) }
        case .slop: return pan?.slop
        case .allowedScrollTypesMask: return pan.map { Double($0.allowedScrollTypesMask.rawValue) }
        case .axis: return (recognizer as? AxisLockedPanGestureRecognizer).map { $0.axis == .vertical ? 1 : 0 }
        case .edges: return (recognizer as? ScreenEdgePanGestureRecognizer).map { Double($0.edges.rawValue) }
        case .edgeMargin: return (recognizer as? ScreenEdgePanGestureRecognizer)?.edgeMargin
        case .spanSlop: return (recognizer as? PinchGestureRecognizer)?.spanSlop
        case .angleSlop: return (recognizer as? RotationGestureRecognizer)?.angleSlop
        case .direction: return swipe.map { Double($0.direction.rawValue) }
        case .minimumDistance: return swipe?.minimumDistance
        case .minimumSpeed: return swipe?.minimumSpeed
        case .maximumDuration: return swipe?.maximumDuration
        case .maximumAngle: return swipe?.maximumAngle
        case .landingWindow: return (recognizer as? PauseAndMoveGestureRecognizer)?.landingWindow
        default: return nil
        }
    }

    private func scrollOption(_ option: Option, of scroll: ScrollView, handle: Int32) -> Double? {
        func flag(_ value: Bool) -> Double { value ? 1 : 0 }
        switch option {
        case .isScrollEnabled: return flag(scroll.isScrollEnabled)
        case .bounces: return flag(scroll.bounces)
        case .alwaysBounceVertical: return flag(scroll.alwaysBounceVertical)
        case .alwaysBounceHorizontal: return flag(scroll.alwaysBounceHorizontal)
        case .isDirectionalLockEnabled: return flag(scroll.isDirectionalLockEnabled)
        case .isPagingEnabled: return flag(scroll.isPagingEnabled)
        case .decelerationRate: return scroll.decelerationRate.rawValue
        case .delaysContentTouches: return flag(scroll.delaysContentTouches)
        case .canCancelContentTouches: return flag(scroll.canCancelContentTouches)
        case .nestedScrolling: return flag(scroll.nestedScrolling == .handOffAtEdges)
        case .minimumZoomScale: return scroll.minimumZoomScale
        case .maximumZoomScale: return scroll.maximumZoomScale
        case .zoomScale: return scroll.zoomScale
        case .bouncesZoom: return flag(scroll.bouncesZoom)
        case .showsVerticalScrollIndicator: return flag(scroll.showsVerticalScrollIndicator)
        case .showsHorizontalScrollIndicator: return flag(scroll.showsHorizontalScrollIndicator)
        case .contentOffsetX: return scroll.contentOffset.x
        case .contentOffsetY: return scroll.contentOffset.y
        case .viewForZooming: return Double(zoomViews[handle] ?? 0)
        default: return nil
        }
    }

    private func controlOption(_ option: Option, of control: Control) -> Double? {
        let slider = control as? Slider
        let stepper = control as? Stepper
        switch option {
        case .isEnabled: return control.isEnabled ? 1 : 0
        case .isSelected: return control.isSelected ? 1 : 0
        case .isOn: return (control as? Switch).map { $0.isOn ? 1 : 0 }
        case .value: return slider?.value ?? stepper?.value
        case .minimumValue: return slider?.minimumValue ?? stepper?.minimumValue
        case .maximumValue: return slider?.maximumValue ?? stepper?.maximumValue
        case .isContinuous: return (slider?.isContinuous ?? stepper?.isContinuous).map { $0 ? 1 : 0 }
        case .stepValue: return stepper?.stepValue
        case .wraps: return stepper.map { $0.wraps ? 1 : 0 }
        case .autorepeat: return stepper.map { $0.autorepeat ? 1 : 0 }
        default: return nil
        }
    }
}
