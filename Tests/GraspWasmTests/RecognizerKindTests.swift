// Why this file exists: the scene message names each recognizer's class. In Embedded Swift the name comes
// from a table, natively from the runtime; this test checks that the two agree for every recognizer of
// every scene the lab offers, so the page shows the same lanes from the server and from grasp.wasm.

import GraspGeometry
@_spi(GraspInternal) import GraspLabSession
import Testing

@Suite("Recognizer kinds")
struct RecognizerKindTests {
    @Test("the table names every recognizer of every lab scene as the runtime does")
    func tableMatchesRuntime() {
        let catalog = LabSceneCatalog.standard
        var checked = 0
        for entry in catalog.entries {
            let scene = entry.make(Size(width: 1000, height: 700))
            for recognizer in scene.recognizers {
                #expect(RecognizerKind.tableName(of: recognizer) == String(describing: type(of: recognizer)), "\(entry.name): \(recognizer.name)")
                checked += 1
            }
        }
        #expect(checked > 20)
    }
}
