// Why this file exists: the bottom sheet's and the refresh control's own rules, without a scene: how
// they correct bad configuration (and record it), and how the sheet answers each part of the
// nested-scroll connection and projects a release.

import GraspInteractions
import Testing

@Suite("Bottom sheet and refresh control")
struct BottomSheetTests {
    @Test func badDetentsAreCorrectedAndRecorded() {
        let none = BottomSheet(detents: [], containerHeight: 1000)
        #expect(none.detents == BottomSheet.defaultDetents)
        #expect(none.diagnostics.map { $0.parameter } == ["detents"])
        let messy = BottomSheet(detents: [0.5, .nan, 0.2, 1.5, 0.5, -0.1, .infinity], containerHeight: 1000, initialDetent: 0)
        #expect(messy.detents == [0.2, 0.5])
        #expect(messy.diagnostics.map { $0.parameter } == ["detents[1]", "detents[2]", "detents[3]", "detents[4]", "detents[5]", "detents[6]"])
        #expect(messy.diagnostics.map { $0.reason } == ["not a finite number: dropped", "out of order: the detents were sorted", "outside 0...1: dropped",
                                                         "repeated: dropped", "outside 0...1: dropped", "not a finite number: dropped"])
        #expect(messy.detentPositions == [800, 500])
        let nanHeight = BottomSheet(containerHeight: .nan)
        #expect(nanHeight.containerHeight == 844)
        #expect(nanHeight.diagnostics.first?.description.contains("containerHeight") == true)
        #expect(BottomSheet(containerHeight: 0).diagnostics.first?.reason == "not above zero")
        #expect(BottomSheet(containerHeight: 844).diagnostics.isEmpty)
        // Nothing lost: a corrected sheet still moves and settles.
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        list.contentSize = Size(width: 100, height: 1000)
        #expect(messy.scrollView(list, willScrollBy: Point(x: 0, y: 50)) == Point(x: 0, y: 50))
        #expect(messy.sheetY == 750)
    }

    @Test func eachPartOfTheConnection() {
        let sheet = BottomSheet(containerHeight: 1000, initialDetent: 1)
        #expect(sheet.detentPositions == [850, 500, 80])
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        list.contentSize = Size(width: 100, height: 1000)
        var seen: [Double] = []
        sheet.onSheetYChange = { seen.append($0) }
        // Pre-scroll up: the sheet rises by at most 420; down is not taken before the list.
        #expect(sheet.scrollView(list, willScrollBy: Point(x: 3, y: 500)) == Point(x: 0, y: 420))
        #expect(sheet.sheetY == 80 && sheet.detent == 2)
        #expect(sheet.scrollView(list, willScrollBy: Point(x: 0, y: -10)) == .zero)
        // Post-scroll down: lowers it by what the list left, at most to the lowest detent.
        #expect(sheet.scrollView(list, didScroll: .zero, leaving: Point(x: 0, y: -300)) == Point(x: 0, y: -300))
        #expect(sheet.sheetY == 380)
        #expect(sheet.scrollView(list, didScroll: .zero, leaving: Point(x: 0, y: -900)) == Point(x: 0, y: -470))
        #expect(sheet.sheetY == 850)
        #expect(seen == [80, 380, 850])
        // Pre-fling after moving: the projection picks the detent; the sheet takes the velocity.
        sheet.setDetent(1)
        _ = sheet.scrollView(list, willScrollBy: Point(x: 0, y: 40))
        #expect(sheet.scrollView(list, willGlideWith: Point(x: 0, y: 1000)) == Point(x: 0, y: 1000))
        #expect(sheet.isSettling && sheet.detent == 2)
        sheet.advance(to: 0.05)
        let caught = sheet.sheetY
        #expect(caught < 460 && caught > 80)
        sheet.stopSettle(at: 0.05)
        #expect(!sheet.isSettling && sheet.sheetY == caught)
        sheet.settle(at: 1)
        sheet.advance(to: 10)
        #expect(sheet.detentPositions.contains(sheet.sheetY) && !sheet.isSettling)
        // Resting on a detent it did not leave: a release leaves the velocity to the list.
        #expect(sheet.scrollView(list, willGlideWith: Point(x: 0, y: -800)) == .zero)
        // The projection: 0.998 per millisecond carries 1000 pt/s about 499.5 pt.
        #expect(abs(BottomSheet.projectedPosition(of: 0, velocity: 1000) - 499.5) < 0.1)
        #expect(BottomSheet.projectedPosition(of: 10, velocity: .nan) == 10)
    }

    @Test func refreshControlBadConfigurationIsCorrectedAndRecorded() {
        let control = RefreshControl(triggerDistance: .nan, refreshingHeight: -4)
        #expect(control.triggerDistance == 80 && control.refreshingHeight == 60)
        #expect(control.diagnostics.map { $0.parameter } == ["triggerDistance", "refreshingHeight"])
        #expect(control.diagnostics.map { $0.reason } == ["not a finite number", "not above zero"])
        #expect(RefreshControl().diagnostics.isEmpty)
        // Nothing lost: it still refreshes once, and ends.
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        control.attach(to: list)
        control.beginRefreshing()
        control.beginRefreshing()
        #expect(control.refreshCount == 1 && list.contentInset.top == 60)
        control.endRefreshing()
        #expect(!control.isRefreshing && list.contentInset.top == 0)
    }

    @Test("A refresh that ends while the list is out of range across brings it back in range on both axes")
    func refreshEndsInRangeAcross() {
        let (list, host, control) = listWithRefreshControl(contentHeight: 1000)
        control.beginRefreshing()
        // Pulled down and, by a bounce across, 50 pt right of the only x offset the list has.
        list.contentOffset = Point(x: 50, y: -70)
        control.endRefreshing()
        host.advance(by: 1)
        #expect(list.contentOffset == .zero)
    }

    @Test("A refresh that ends during the glide after a pull brings the list back to its top, at every rate",
          arguments: [60.0, 120, 240])
    func refreshEndsDuringAGlide(rate: Double) {
        // Found by the fuzz target (Tools/Tests/GraspRobustnessTests/Regressions/
        // fuzz-scroll-view-rests-above-after-refresh.bin): the glide had been planned against the
        // refreshing inset, and came to rest 60 pt above the top the end of the refresh had restored.
        let (list, host, control) = listWithRefreshControl(contentHeight: 10_000, frameRate: rate)
        control.beginRefreshing()
        list.contentOffset = Point(x: 0, y: 1000)
        // A flick down, 3000 pt/s: the glide would reach the top and rest 60 pt down, showing the control.
        host.drag(from: Point(x: 50, y: 0), to: Point(x: 50, y: 90), startingAt: 0, duration: 0.03, rate: rate)
        host.advance(by: 0.05)
        #expect(list.isDecelerating && list.contentOffset.y > 0)
        control.endRefreshing()
        host.advance(by: 5)
        #expect(!list.isMovingOnItsOwn && list.contentOffset == .zero, "at \(rate) Hz: \(list.contentOffset)")
    }

    @Test("A refresh that ends while a finger rests on the list without dragging it animates the list back")
    func refreshEndsUnderAStillFinger() {
        let (list, host, control) = listWithRefreshControl(contentHeight: 1000)
        control.beginRefreshing()
        list.contentOffset = Point(x: 0, y: -60)  // resting open
        host.touchDown(at: Point(x: 50, y: 50), time: 1)
        #expect(list.isTracking && !list.isDragging)
        control.endRefreshing()
        host.advance(by: 0.1)
        host.touchUp(time: 1.2)  // a tap: the pan never begins
        host.advance(by: 1)
        #expect(list.contentOffset == .zero)
    }

    /// A 100 × 100 list of content `contentHeight` points tall, alone on a root node, with a refresh
    /// control attached and a test host ticking at `frameRate`.
    private func listWithRefreshControl(contentHeight: Double, frameRate: Double = 120) -> (list: ScrollView, host: GestureTestHost, control: RefreshControl) {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        list.contentSize = Size(width: 100, height: contentHeight)
        root.addChild(list)
        let host = GestureTestHost(rootNode: root, frameRate: frameRate)
        let control = RefreshControl()
        control.attach(to: list)
        return (list, host, control)
    }
}
