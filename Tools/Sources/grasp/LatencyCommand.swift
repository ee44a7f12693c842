// Why this file exists: the latency of each recognizer (how many touch events, and how long, between
// the physical start of a gesture and the began/recognized handler) is a figure to print and compare,
// not to assert with timers in tests. `grasp latency` prints it as a table from GraspTesting's
// standard scenarios, replayed from synthesized traces.

import ArgumentParser
import GraspTesting

/// `grasp latency`: prints, for each recognizer kind and scenario, the touch events and the time from
/// the gesture's physical start to its began or recognized handler.
struct LatencyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "latency",
        abstract: "Print the latency of each recognizer: touch events and time until began/recognized.")

    @Option(name: .long, help: "The sample rate of the synthesized gestures (and of the ticks), in Hz.")
    var rate: Double = 120

    func validate() throws {
        guard rate > 0 && rate.isFinite else {
            throw ValidationError("--rate must be a positive number of samples per second, not \(rate)")
        }
    }

    func run() throws {
        print(Self.table(sampleRate: rate))
    }

    /// The table for `sampleRate`, one row per scenario of `LatencyScenario.standardSet()`.
    static func table(sampleRate: Double) -> String {
        let header = ["recognizer kind", "scenario", "counted from", "events until began/recognized", "time until began/recognized"]
        var rows: [[String]] = []
        for scenario in LatencyScenario.standardSet() {
            let cells: [String]
            if let latency = scenario.measure(sampleRate: sampleRate) {
                let millis = latency.time * 1000
                let time = (millis.rounded() == millis ? "\(Int(millis))" : String(Int((millis * 10).rounded())).inserting(decimalBefore: 1)) + " ms"
                cells = ["\(latency.events)", time + (latency.isFromTick ? " (timer)" : "")]
            } else {
                cells = ["never", "–"]
            }
            rows.append([scenario.kind, scenario.scenario, scenario.start.rawValue] + cells)
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { $0.element.padding(to: widths[$0.offset]) }.joined(separator: " | ") + " |"
        }
        var out = ["Latency at \(sampleRate.formattedRate) Hz (synthesized gestures, ticks at the same rate)", "", line(header)]
        out.append("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
        out += rows.map(line)
        return out.joined(separator: "\n")
    }
}

private extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// Inserts a decimal point before the last `digits` digits ("253" → "25.3").
    func inserting(decimalBefore digits: Int) -> String {
        var text = self
        while text.count <= digits { text = "0" + text }
        let index = text.index(text.endIndex, offsetBy: -digits)
        return String(text[..<index]) + "." + String(text[index...])
    }
}

private extension Double {
    var formattedRate: String { rounded() == self ? String(Int(self)) : String(self) }
}
