// Why this file exists: the objects a host makes by handle (nodes in a tree, scroll views and their
// options, controls, the bottom sheet) behave as the engine's own, and what they present comes back in the
// frame rows: only what changed since the last read, and never what the host set itself.

import Testing
import Grasp
import GraspGeometry
@testable import GraspHostAPI

@Suite("The host API's objects")
struct HostObjectsTests {
    @Test("The tree: hit-testing follows the nodes' order, hiding and removal; a destroyed node's handle is gone")
    func tree() throws {
        let host = try GraspHost(width: 390, height: 844)
        let back = try host.makeNode(Rect(x: 0, y: 0, width: 200, height: 200))
        let front = try host.makeNode(Rect(x: 100, y: 100, width: 200, height: 200))
        #expect(host.hitTest(x: 150, y: 150) == front)
        try host.addChild(back, to: GraspHost.rootHandle, at: -1)
        #expect(host.hitTest(x: 150, y: 150) == back, "moved in front")
        try host.set(back, GraspHost.Option.isHidden.rawValue, 1)
        #expect(host.hitTest(x: 150, y: 150) == front)
        let child = try host.makeNode(Rect(x: 10, y: 10, width: 20, height: 20), in: front)
        #expect(host.hitTest(x: 115, y: 115) == child)
        let point = try host.convert(115, 115, from: 0, to: child)
        #expect(point == Point(x: 5, y: 5))
        try host.removeNode(child)
        #expect(host.hitTest(x: 115, y: 115) == front)
        let tap = try host.makeRecognizer(.tap, on: front)
        try host.destroyNode(front)
        #expect(host.hitTest(x: 150, y: 150) == GraspHost.rootHandle)
        #expect(throws: GraspHostError.self) { try host.get(tap, GraspHost.Option.state.rawValue) }
        #expect(try host.get(child, GraspHost.Option.isHidden.rawValue) == 0, "the child keeps its handle")
    }

    @Test("Options read back what was set, for recognizers, scroll views and controls")
    func optionsRoundTrip() throws {
        let host = try GraspHost(width: 390, height: 844)
        let node = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 844))
        let press = try host.makeRecognizer(.longPress, on: node)
        let list = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 844), kind: .scrollView)
        let stepper = try host.makeNode(Rect(x: 0, y: 0, width: 94, height: 32), kind: .stepper)
        let cases: [(Int32, GraspHost.Option, Double)] = [
            (press, .minimumPressDuration, 0.8), (press, .allowableMovement, 25), (press, .numberOfTouchesRequired, 2),
            (press, .allowedTouchTypes, 5), (press, .cancelsTouchesInView, 0), (press, .delegateMask, 3),
            (list, .isPagingEnabled, 1), (list, .decelerationRate, 0.99), (list, .nestedScrolling, 1),
            (list, .maximumZoomScale, 4), (list, .bounces, 0),
            (stepper, .maximumValue, 10), (stepper, .value, 7), (stepper, .stepValue, 2), (stepper, .wraps, 1),
        ]
        for (handle, option, value) in cases {
            try host.set(handle, option.rawValue, value)
            #expect(try host.get(handle, option.rawValue) == value, "\(option)")
        }
    }

    @Test("Frame rows: only what moved since the last read, never what the host set itself")
    func frameRows() throws {
        let host = try GraspHost(width: 390, height: 844)
        let list = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 844), kind: .scrollView)
        try host.set4(list, GraspHost.Option.contentSize.rawValue, 390, 2000, 0, 0)
        let row = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 60), in: list)
        host.writeFrame()
        #expect(host.writeFrame() == 0, "nothing moved")
        try host.setFrame(row, x: 0, y: 60, width: 390, height: 60)
        try host.setTransform(row, 1, 0, 0, 1, 5, 0)
        #expect(host.writeFrame() == 0, "the host's own changes are not reported back")
        try host.set4(list, GraspHost.Option.setContentOffset.rawValue, 0, 300, 0, 0)
        #expect(host.eventList.contains { $0.handle == list && $0.what == ScrollViewEvent.didScroll })
        #expect(host.writeFrame() == 1)
        #expect(host.frameRows.get(0, FrameField.handle) == Double(list))
        #expect(host.frameRows.get(0, FrameField.boundsOrigin + 1) == 300)
        #expect(host.frameRows.get(0, FrameField.contentSize + 1) == 2000)
        #expect(host.writeFrame(all: true) == 3, "root, list and row")
    }

    @Test("A slider dragged by its thumb reports value changes as control events")
    func slider() throws {
        let host = try GraspHost(width: 390, height: 844)
        let slider = try host.makeNode(Rect(x: 20, y: 100, width: 300, height: 40), kind: .slider)
        var values: [Double] = []
        try host.drag(from: Point(x: 34, y: 120), velocity: Point(x: 600, y: 0), at: 0, duration: 250, hz: 120) { _, _ in
            for event in host.eventList where event.type == EventType.control && Int(event.what) & 4096 != 0 { values.append(event[5]) }
        }
        #expect(!values.isEmpty)
        #expect(values == values.sorted())
        #expect(try host.get(slider, GraspHost.Option.value.rawValue) > 0.3)
    }

    @Test("A bottom sheet dragged up by its header settles on the upper detent and says so", arguments: rates)
    func bottomSheet(hz: Double) throws {
        let host = try GraspHost(width: 390, height: 844)
        let sheet = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 844))
        let header = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 44), in: sheet)
        let interaction = try host.createInteraction(kind: 1, values: [844, 0, 0.15, 0.5, 0.92])
        try host.attachInteraction(interaction, sheet, header)
        #expect(throws: GraspHostError.self) { try host.attachInteraction(interaction, sheet, header) }
        host.writeFrame()
        let bottom = 844 - 0.15 * 844
        try host.setFrame(sheet, x: 0, y: bottom, width: 390, height: 844)
        let end = try host.drag(from: Point(x: 200, y: bottom + 20), velocity: Point(x: 0, y: -1500), at: 0, duration: 200, hz: hz)
        var t = end, detents: [Double] = []
        while host.nextDeadline != nil, t < 5000 {
            t += 1000 / hz
            try host.tick(at: t)
            detents += host.eventList.filter { $0.handle == interaction && $0.what == GraspHost.InteractionEvent.detentChanged }.map { $0[5] }
        }
        #expect(detents.last == 2)
        host.writeFrame(all: true)
        let row = try #require((0..<host.frameRows.count).first { Int32(host.frameRows.get($0, FrameField.handle)) == interaction })
        #expect(abs(host.frameRows.get(row, FrameField.value) - (844 - 0.92 * 844)) < 1e-6, "the sheet's top")
        #expect(host.frameRows.get(row, FrameField.flags) == 2)
    }
}
