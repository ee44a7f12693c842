// Why this file exists: the module's tests start here; this one checks that importing the components'
// module is enough to reach the engine's types, as its documentation promises.

import GraspInteractions
import Testing

@Suite("The interactions module")
struct GraspInteractionsModuleTests {
    @Test("import GraspInteractions brings the engine and motion")
    func reExports() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let engine = GestureEngine(rootNode: root)
        let spring = SpringParameters(response: 0.4, dampingRatio: 1)
        #expect(engine.rootNode === root)
        #expect(spring.dampingRatio > 0)
    }
}
