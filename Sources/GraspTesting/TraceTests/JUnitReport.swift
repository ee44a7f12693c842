// Why this file exists: CI systems (GitHub Actions reporters, GitLab, Jenkins) read test results as JUnit
// XML. `grasp test --junit FILE` writes one: a suite of test cases, one per trace, with a `failure` for a
// trace that differed and an `error` for one that could not be read, in the structure of the JUnit schema.

import Foundation
@_spi(GraspInternal) import GraspScenes

/// JUnit XML for a run of ``TraceTestSuite``.
public enum JUnitReport {
    /// The XML document for `outcomes`: `<testsuites>` holding one `<testsuite name="grasp test">` (with
    /// `tests`, `failures`, `errors`, `skipped`, `time`, `timestamp`, `hostname`, `id` and `package`,
    /// `<properties>`, `<system-out>` and `<system-err>`) with one `<testcase>` per trace (`name`: the
    /// trace's file name without `.json`, `classname`: its folder with `/` as `.`, `time`). A trace that
    /// differed has a `<failure message type="mismatch">` listing the differences; one that could not be
    /// read has an `<error message type="malformed">`.
    public static func xml(for outcomes: [TraceTestOutcome], timestamp: Date = Date(), hostname: String = "localhost") -> String {
        let failures = outcomes.filter { if case .failed = $0.status { true } else { false } }.count
        let errors = outcomes.filter { if case .malformed = $0.status { true } else { false } }.count
        let time = seconds(outcomes.reduce(0) { $0 + $1.duration })
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        let counts = "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"grasp test\" \(counts) time=\"\(time)\">",
            "  <testsuite name=\"grasp test\" id=\"0\" package=\"grasp\" hostname=\"\(escape(hostname))\" timestamp=\"\(formatter.string(from: timestamp))\" \(counts) skipped=\"0\" time=\"\(time)\">",
            "    <properties/>",
        ]
        for outcome in outcomes {
            let url = URL(fileURLWithPath: outcome.path)
            let name = url.lastPathComponent.hasSuffix(".json") ? String(url.lastPathComponent.dropLast(5)) : url.lastPathComponent
            let folder = (outcome.path as NSString).deletingLastPathComponent
            let classname = folder.isEmpty ? "traces" : folder.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: ".")
            let open = "    <testcase name=\"\(escape(name))\" classname=\"\(escape(classname.isEmpty ? "traces" : classname))\" time=\"\(seconds(outcome.duration))\""
            switch outcome.status {
            case .passed:
                lines.append(open + "/>")
            case .failed(let differences):
                lines.append(open + ">")
                let message = "\(differences.count) of \(outcome.checks) checks differ: \(differences.first?.description ?? "")"
                lines.append("      <failure message=\"\(escape(message))\" type=\"mismatch\">\(escape(differences.map(\.description).joined(separator: "\n"), inText: true))</failure>")
                lines.append("    </testcase>")
            case .malformed(let error):
                lines.append(open + ">")
                lines.append("      <error message=\"\(escape(error.description))\" type=\"malformed\">\(escape(error.description))</error>")
                lines.append("    </testcase>")
            }
        }
        lines += ["    <system-out/>", "    <system-err/>", "  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func seconds(_ value: Double) -> String { TraceTestFormat.number(value, decimals: 6) }

    /// `text` escaped for XML; line breaks are kept in element text and written as character references in
    /// attributes.
    static func escape(_ text: String, inText: Bool = false) -> String {
        XMLText.escaped(text, lineBreak: inText ? "\n" : "&#10;")
    }
}
