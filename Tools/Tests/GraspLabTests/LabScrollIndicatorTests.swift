// Why this file exists: lab protocol version 4 adds the scroll indicators to frames, so the page can draw
// them. These tests pin the member (a version 4 page gets it while a list scrolls, sees it fade, and gets
// an empty list once it has faded) and show that a version 3 page gets exactly the frames it knew.

import Foundation
@_spi(GraspInternal) import GraspLabSession
import Testing
@_spi(GraspInternal) @testable import GraspLab

@Suite("Lab scroll indicators (protocol version 4)")
struct LabScrollIndicatorTests {
    /// Opens the list scene in `version`, drags it up 300 px over 0.2 s, holds still, lifts, then sends
    /// frames every 16 ms for 1.5 s; returns every frame reply.
    func scrollTheList(version: Int) -> [[String: Any]] {
        let driver = SessionDriver(catalog: .standard)
        driver.send(["v": version, "type": "hello", "scene": "list", "viewport": ["width": 400, "height": 800], "client": "test"])
        func pointer(_ t: Double, _ phase: String, _ y: Double) {
            driver.send(["v": version, "type": "pointer", "samples": [["t": t, "id": 1, "phase": phase, "x": 200, "y": y, "kind": "touch"]]])
            driver.send(["v": version, "type": "frame", "t": t])
        }
        pointer(1000, "down", 600)
        for step in 1...12 { pointer(1000 + Double(step) * 16, "move", 600 - Double(step) * 25) }
        for step in 13...20 { pointer(1000 + Double(step) * 16, "move", 300) }
        pointer(1000 + 21 * 16, "up", 300)
        for step in 22...120 { driver.send(["v": version, "type": "frame", "t": 1000 + Double(step) * 16]) }
        return driver.replies.filter { type($0) == "frame" }
    }

    @Test func aVersion4PageSeesTheListsIndicatorWhileItScrollsThenFade() throws {
        let frames = scrollTheList(version: 4)
        let members = frames.compactMap { $0["indicators"] as? [[String: Any]] }
        #expect(members.first?.isEmpty == true, "the full frame says none is visible")
        let shown = members.flatMap { $0 }
        #expect(!shown.isEmpty)
        for indicator in shown {
            #expect(indicator["node"] as? String == "list")
            #expect(indicator["axis"] as? String == "vertical")
            let frame = try #require(indicator["frame"] as? [Double])
            #expect(frame.count == 4 && abs(frame[0] - 394) < 1e-9 && frame[2] == 3)
        }
        let alphas = shown.compactMap { $0["alpha"] as? Double }
        #expect(alphas.first == 1)
        #expect(alphas.contains { $0 > 0 && $0 < 1 }, "a fade")
        #expect(zip(alphas.dropFirst(), alphas).allSatisfy { $0 <= $1 }, "never brighter once fading: \(alphas)")
        #expect(members.last?.isEmpty == true, "an empty list once faded")
        // After that, a frame tick with nothing new sends nothing: the fade does not keep the page busy.
        let lastWithMember = try #require(frames.lastIndex { $0["indicators"] != nil })
        #expect(frames.count - lastWithMember - 1 == 0)
    }

    @Test func aVersion3PageGetsNoIndicatorsMember() {
        let frames = scrollTheList(version: 3)
        #expect(frames.count > 10)
        #expect(frames.allSatisfy { $0["indicators"] == nil && $0["v"] as? Int == 3 })
    }

    @Test func version4IsWhereASessionOpensAndEveryVersionUpTo5IsRead() {
        #expect(LabProtocol.version == 4)
        #expect(LabProtocol.supportedVersions == [1, 2, 3, 4, 5])
        let driver = SessionDriver(catalog: .standard)
        let replies = driver.send(["v": 6, "type": "hello"])
        #expect(errorCode(replies[0]) == "unsupported-version")
    }
}
