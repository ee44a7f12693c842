// Why this file exists: the lab's accessibility panel asks the session for the scene's elements and
// performs their actions, in the page's engine as in the server's. These tests send those messages to a
// lab session, as the panel does, and check the answers, a refused action and the bad messages.

import Foundation
@_spi(GraspInternal) import GraspLabSession
import GraspScenes
import Testing
@testable import GraspWasm

@Suite("The lab's accessibility panel messages")
struct LabAccessibilityTests {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("the panel lists the elements, performs an action, and a refused action changes nothing")
    func listAndPerform() throws {
        let session = LabSession(id: 1, catalog: .standard, limits: LabLimits())
        _ = session.receive(#"{"v":5,"type":"hello","scene":"context-menu","viewport":{"width":390,"height":844},"client":"test"}"#, at: 0)
        let listed = session.receive(#"{"v":5,"type":"accessibility","seq":5}"#, at: 0.1)
        let answer = try Self.object(try #require(listed.first))
        #expect(answer["type"] as? String == "accessibility" && answer["ref"] as? Int == 5 && answer["performed"] == nil)
        let elements = try #require(answer["elements"] as? [[String: Any]])
        let card = try #require(elements.first { $0["id"] as? String == "card" })
        #expect(card["label"] as? String == "Photo" && card["traits"] as? String == "button|opensMenu")
        #expect(card["actions"] as? [String] == ["show menu"] && card["frame"] as? [Double] == [16, 120, 358, 180])
        // Show the menu from the panel: its items appear.
        let shown = session.receive(#"{"v":5,"type":"accessibility","seq":6,"action":"show menu","x":195,"y":210}"#, at: 0.2)
        let afterShow = try Self.object(try #require(shown.first))
        #expect(afterShow["performed"] as? Bool == true)
        let items = try #require(afterShow["elements"] as? [[String: Any]]).filter { ($0["traits"] as? String) == "menuItem" }
        #expect(items.map { $0["label"] as? String } == ["Copy", "Share", "Delete"])
        #expect(shown.count == 2 && shown[1].contains("\"type\":\"frame\""))
        // An action the element does not take: refused, nothing changes.
        let refused = try Self.object(try #require(session.receive(#"{"v":5,"type":"accessibility","action":"increment","x":195,"y":210}"#, at: 0.3).first))
        #expect(refused["performed"] as? Bool == false)
        #expect((refused["elements"] as? [[String: Any]])?.count == (afterShow["elements"] as? [[String: Any]])?.count)
    }

    @Test("bad accessibility messages are refused with a reason")
    func badMessages() throws {
        let session = LabSession(id: 1, catalog: .standard, limits: LabLimits())
        let early = try Self.object(try #require(session.receive(#"{"v":5,"type":"accessibility"}"#, at: 0).first))
        #expect(early["type"] as? String == "error")
        _ = session.receive(#"{"v":5,"type":"hello","scene":"controls","viewport":{"width":390,"height":844},"client":"test"}"#, at: 0)
        for message in [#"{"v":5,"type":"accessibility","action":""}"#, #"{"v":5,"type":"accessibility","action":"activate"}"#,
                        #"{"v":5,"type":"accessibility","action":7,"x":1,"y":2}"#,
                        #"{"v":4,"type":"accessibility","seq":3}"#] {
            let answer = try Self.object(try #require(session.receive(message, at: 0.1).first))
            #expect(answer["type"] as? String == "error", "\(message)")
        }
    }

    @Test("the in-page lab answers the panel exactly as a lab session does")
    func inPage() throws {
        let api = GraspAPI()
        let handle = api.openLabSession()
        let reference = LabSession(id: Int(handle), catalog: .standard, limits: LabLimits())
        let messages = [
            #"{"v":5,"type":"hello","scene":"controls","viewport":{"width":390,"height":844},"client":"test"}"#,
            #"{"v":5,"type":"accessibility","seq":1}"#,
            #"{"v":5,"type":"accessibility","seq":2,"action":"activate","x":1,"y":1}"#,
        ]
        for (index, message) in messages.enumerated() {
            let now = Double(index) * 16
            #expect(try api.receive(handle, message, nowMilliseconds: now) == reference.receive(message, at: now / 1000))
        }
    }
}
