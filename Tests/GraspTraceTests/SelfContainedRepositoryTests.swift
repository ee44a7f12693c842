// Why this file exists: a person who clones Grasp has the repository and nothing beside it, so no tracked
// file may name a path outside it. `scripts/check-self-contained` guards that in `scripts/test`; these tests
// show that the guard passes on the repository and fails, naming file and line, on a scratch repository
// whose files reach outside.

import Foundation
import Testing

@Suite("The repository is complete on its own")
struct SelfContainedRepositoryTests {
    static let script = TraceTestSupport.packageRoot.appendingPathComponent("scripts/check-self-contained")

    /// Runs the check on `repo` and returns its exit status and output.
    static func check(_ repo: URL) throws -> (status: Int32, output: String) {
        try run("/usr/bin/env", ["python3", script.path, repo.path])
    }

    static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A new git repository in a temporary folder holding `files` (path → text), all added to the index.
    static func scratchRepository(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("grasp-self-contained-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        #expect(try run("/usr/bin/env", ["git", "init", "-q"], in: folder).status == 0)
        #expect(try run("/usr/bin/env", ["git", "add", "-A"], in: folder).status == 0)
        return folder
    }

    @Test("nothing tracked in this repository refers outside it")
    func repositoryIsSelfContained() throws {
        let (status, output) = try Self.check(TraceTestSupport.packageRoot)
        #expect(status == 0, "\(output)")
        #expect(output.contains("none refers outside the repository"))
    }

    @Test("a file naming the folder beside the checkout fails the check, with file and line")
    func steeringFolderFails() throws {
        // Spelled in pieces so that this file itself stays clean.
        let outside = ".." + "/shared/traces"
        let repo = try Self.scratchRepository([
            "README.md": "# clean\n",
            "Tests/Loader.swift": "let a = 1\nlet folder = \"\(outside)\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: repo) }
        let (status, output) = try Self.check(repo)
        #expect(status == 1)
        #expect(output.contains("Tests/Loader.swift:2: names the folder beside the checkout"))
    }

    @Test("a relative path that climbs out of the repository fails; one that stays inside passes")
    func relativePaths() throws {
        let repo = try Self.scratchRepository([
            "Docs/Guide.md": "See [the format](../Tests/Format.md).\n",
            "scripts/run": "#!/bin/sh\ncat ../../elsewhere/data.json\n",
        ])
        defer { try? FileManager.default.removeItem(at: repo) }
        let (status, output) = try Self.check(repo)
        #expect(status == 1)
        #expect(output.contains("scripts/run:2: relative path '../../elsewhere/data.json' leaves the repository"))
        #expect(!output.contains("Docs/Guide.md"))
    }

    @Test("an absolute path into the workplace fails the check")
    func absolutePaths() throws {
        let repo = try Self.scratchRepository(["build.sh": "git -C " + "/opt" + "/swift-packages/x.git log\n"])
        defer { try? FileManager.default.removeItem(at: repo) }
        let (status, output) = try Self.check(repo)
        #expect(status == 1)
        #expect(output.contains("build.sh:1: absolute path"))
    }

    @Test("a clean scratch repository passes")
    func cleanPasses() throws {
        let repo = try Self.scratchRepository(["a.swift": "let x = \"./local/file\"\n", "b.txt": "/usr/bin/env\n"])
        defer { try? FileManager.default.removeItem(at: repo) }
        #expect(try Self.check(repo).status == 0)
    }
}
