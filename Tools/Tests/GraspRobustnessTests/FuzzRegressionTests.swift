import Foundation
import GraspTesting
import Testing

/// The inputs the fuzz target failed on (kept in Regressions/) and its seed corpus (Fuzz/Seeds/) pass
/// every check the fuzz target makes.
@Suite("Fuzz inputs")
struct FuzzRegressionTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func files(in folder: String) -> [String] {
        let url = packageRoot.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
    }

    @Test("Every kept crashing input and every seed passes the fuzz target's checks",
          arguments: files(in: "Tests/GraspRobustnessTests/Regressions") + files(in: "Fuzz/Seeds"))
    func input(_ path: String) throws {
        let data = try Data(contentsOf: Self.packageRoot.appendingPathComponent(path))
        let problems = ByteInputCheck.problems(in: Array(data))
        #expect(problems.isEmpty, "\(path): \(problems.joined(separator: "\n"))")
    }

    @Test("The seed corpus exercises all three modes")
    func seedsCoverModes() throws {
        var modes: Set<String> = []
        for path in Self.files(in: "Fuzz/Seeds") {
            let data = try Data(contentsOf: Self.packageRoot.appendingPathComponent(path))
            modes.insert(ByteInputCheck.mode(of: Array(data)).rawValue)
        }
        #expect(modes.count == ByteInputCheck.Mode.allCases.count)
    }
}
