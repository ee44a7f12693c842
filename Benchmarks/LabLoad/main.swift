// Why this file exists: the lab's cost per message has to be measured by a client that is not itself the
// bottleneck. A Python client spends more CPU than the server it measures; this compiled one drives many
// sessions from one process on SwiftNIO, as a page would (pointer samples from recorded traces and frame
// ticks, both at the page's rate), and reports the round trip from each pointer message to the frame that
// acknowledges it, the server's CPU per message (read from /proc for the server's pid) and its own CPU, so a
// reader can tell which side was busy. With --soak it samples the server's resident memory every 10 s.
//
// Usage: LabLoad --port P --server-pid PID [--sessions 50] [--seconds 20] [--rate 120] [--traces DIR]
//                [--soak SECONDS]
// Loopback only; bounded in time (at most 15 minutes) and in sessions (at most 64).

import Foundation
import GraspTrace
import HummingbirdWSClient
import Logging
import Synchronization

// MARK: Options

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}
guard let port = option("--port").flatMap(Int.init), let serverPID = option("--server-pid").flatMap(Int32.init) else {
    FileHandle.standardError.write(Data("usage: LabLoad --port P --server-pid PID [--sessions N] [--seconds S] [--rate HZ] [--traces DIR] [--soak S]\n".utf8))
    exit(2)
}
let sessions = max(1, min(64, option("--sessions").flatMap(Int.init) ?? 50))
let soak = option("--soak").flatMap(Double.init).map { max(10, min(900, $0)) }
let seconds = soak ?? max(1, min(120, option("--seconds").flatMap(Double.init) ?? 20))
let rate = max(10, min(240, option("--rate").flatMap(Double.init) ?? 120))
let tracesFolder = option("--traces") ?? FileManager.default.currentDirectoryPath + "/Tests/Fixtures/Traces"

// MARK: Input: recorded traces as pointer messages

/// One trace as the pointer messages a page would send: samples sharing a time go together.
struct Script: Sendable {
    var viewport: (Double, Double)
    var groups: [(t: Double, samples: [String])]
    var duration: Double
}

func loadScripts() throws -> [Script] {
    let names = ["scroll-right-400-2000-fling", "pinch-out-2x", "rotate-90-two-finger", "flick-then-catch", "double-tap"]
    return try names.map { name in
        let trace = try Trace(contentsOf: URL(fileURLWithPath: "\(tracesFolder)/\(name).json"))
        var groups: [(t: Double, samples: [String])] = []
        for sample in trace.samples {
            guard let phase = ["down": "down", "move": "move", "up": "up", "cancel": "cancel"][sample.phase.rawValue] else { continue }
            let text = "{\"t\":T,\"id\":\(sample.pointer),\"phase\":\"\(phase)\",\"x\":\(sample.x),\"y\":\(sample.y),\"kind\":\"touch\"}"
            if let last = groups.last, last.t == sample.t { groups[groups.count - 1].samples.append(text) } else { groups.append((sample.t, [text])) }
        }
        let viewport = trace.viewport.map { ($0.width, $0.height) } ?? (1000, 700)
        return Script(viewport: viewport, groups: groups, duration: (trace.samples.last?.t ?? 0) + 0.3)
    }
}

// MARK: Measurements

/// What every session adds to, under one lock.
struct Tally: Sendable {
    var pointerMessages = 0
    var frameMessages = 0
    var framesReceived = 0
    var errors: [String] = []
    var roundTrips: [Double] = []  // milliseconds
    var unacknowledged = 0
    var failedSessions = 0
}
let tally = Mutex(Tally())

/// CPU seconds (user + system) of process `pid`, from /proc.
func processCPU(_ pid: Int32) -> Double {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = text.lastIndex(of: ")") else { return .nan }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // After the command: state is field 3, utime 14 and stime 15 (1-based, counting pid and comm).
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// Resident memory of process `pid` in MiB.
func residentMiB(_ pid: Int32) -> Double {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return .nan }
    for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan) / 1024
    }
    return .nan
}

/// This process's CPU seconds.
func ownCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}

// MARK: One session

/// Send times of pointer messages awaiting their frame, by seq.
final class Pending: Sendable {
    let sent = Mutex([Int: ContinuousClock.Instant]())
}

func runSession(_ index: Int, scripts: [Script], until end: ContinuousClock.Instant, logger: Logger) async {
    let pending = Pending()
    let clock = ContinuousClock()
    do {
        try await WebSocketClient.connect(url: "ws://127.0.0.1:\(port)/ws", logger: logger) { inbound, outbound, _ in
            let first = scripts[index % scripts.count]
            try await outbound.write(.text("{\"v\":1,\"type\":\"hello\",\"scene\":\"inspector\",\"viewport\":{\"width\":\(first.viewport.0),\"height\":\(first.viewport.1)},\"client\":\"LabLoad\"}"))
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for try await message in inbound.messages(maxSize: 1 << 20) {
                        guard case .text(let text) = message else { continue }
                        let now = clock.now
                        if text.contains("\"type\":\"error\"") {
                            tally.withLock { $0.errors.append(String(text.prefix(160))) }
                        } else if text.contains("\"type\":\"frame\"") {
                            var trip: Double?
                            if let range = text.range(of: "\"ack\":") {
                                let digits = text[range.upperBound...].prefix { $0.isNumber }
                                if let seq = Int(digits), let sentAt = pending.sent.withLock({ $0.removeValue(forKey: seq) }) {
                                    let d = now - sentAt
                                    trip = Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
                                }
                            }
                            tally.withLock {
                                $0.framesReceived += 1
                                if let trip { $0.roundTrips.append(trip) }
                            }
                        }
                    }
                }
                // The page: pointer samples at their trace times and frame ticks at `rate`, on one timeline.
                var seq = 0
                var base = 1000.0  // page milliseconds of the current script's time zero
                var turn = index
                let interval = 1 / rate
                outer: while clock.now < end {
                    let script = scripts[turn % scripts.count]
                    turn += 1
                    let start = clock.now
                    var nextGroup = 0
                    var tick = 0
                    while Double(tick) * interval < script.duration {
                        let t = Double(tick) * interval
                        try await clock.sleep(until: start + .seconds(t), tolerance: .microseconds(200))
                        if clock.now >= end { break outer }
                        while nextGroup < script.groups.count, script.groups[nextGroup].t <= t {
                            let group = script.groups[nextGroup]
                            nextGroup += 1
                            seq += 1
                            let pageTime = String(format: "%.3f", base + group.t * 1000)
                            let samples = group.samples.map { $0.replacingOccurrences(of: "\"t\":T", with: "\"t\":\(pageTime)") }
                            pending.sent.withLock { $0[seq] = clock.now }
                            try await outbound.write(.text("{\"v\":1,\"type\":\"pointer\",\"seq\":\(seq),\"samples\":[\(samples.joined(separator: ","))]}"))
                            tally.withLock { $0.pointerMessages += 1 }
                        }
                        try await outbound.write(.text("{\"v\":1,\"type\":\"frame\",\"t\":\(String(format: "%.3f", base + t * 1000))}"))
                        tally.withLock { $0.frameMessages += 1 }
                        tick += 1
                    }
                    base += script.duration * 1000
                }
                // Let the last answers arrive, then close.
                try await clock.sleep(for: .milliseconds(300))
                try await outbound.close(.normalClosure, reason: nil)
                group.cancelAll()
            }
        }
    } catch {
        tally.withLock { $0.failedSessions += 1 }
    }
    tally.withLock { $0.unacknowledged += pending.sent.withLock { $0.count } }
}

// MARK: Run

func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((p / 100 * Double(sorted.count - 1)).rounded()))]
}

let scripts = try loadScripts()
var logger = Logger(label: "LabLoad")
logger.logLevel = .error
let clock = ContinuousClock()
let serverCPUStart = processCPU(serverPID)
let clientCPUStart = ownCPU()
let rssStart = residentMiB(serverPID)
let started = clock.now
let end = started + .seconds(seconds)
let sampler = Task {
    var table: [(Double, Double)] = []
    guard soak != nil else { return table }
    while clock.now < end {
        table.append(((clock.now - started).seconds, residentMiB(serverPID)))
        try? await clock.sleep(for: .seconds(10))
    }
    return table
}
await withTaskGroup(of: Void.self) { group in
    for index in 0..<sessions {
        group.addTask { await runSession(index, scripts: scripts, until: end, logger: logger) }
    }
}
let elapsed = (clock.now - started).seconds
let serverCPU = processCPU(serverPID) - serverCPUStart
let clientCPU = ownCPU() - clientCPUStart
let result = tally.withLock { $0 }
let messages = result.pointerMessages + result.frameMessages
let soakTable = await sampler.value

func f(_ x: Double, _ decimals: Int = 1) -> String { String(format: "%.\(decimals)f", x) }
print("sessions \(sessions) at \(Int(rate)) Hz for \(f(elapsed)) s: \(result.pointerMessages) pointer + \(result.frameMessages) frame messages, \(result.framesReceived) frames back")
print("round trip pointer -> frame: p50 \(f(percentile(result.roundTrips, 50), 2)) ms, p99 \(f(percentile(result.roundTrips, 99), 2)) ms, max \(f(result.roundTrips.max() ?? .nan, 2)) ms (\(result.roundTrips.count))")
print("server CPU: \(f(serverCPU, 2)) s = \(f(serverCPU / Double(max(1, messages)) * 1e6)) µs per message, \(f(serverCPU / Double(max(1, result.pointerMessages)) * 1e6)) µs per pointer message (frames included); \(f(serverCPU / elapsed * 100)) % of a core")
print("client CPU: \(f(clientCPU, 2)) s = \(f(clientCPU / Double(max(1, messages)) * 1e6)) µs per message; \(f(clientCPU / elapsed * 100)) % of a core")
print("server memory (VmRSS): start \(f(rssStart)) MiB, end \(f(residentMiB(serverPID))) MiB")
if !soakTable.isEmpty {
    print("soak: resident memory every 10 s")
    print("| s | MiB |\n|---|---|")
    for (t, mib) in soakTable { print("| \(Int(t.rounded())) | \(f(mib)) |") }
}
print("errors: \(result.errors.count)\(result.errors.first.map { " (first: \($0))" } ?? ""); unacknowledged: \(result.unacknowledged); failed sessions: \(result.failedSessions)")
exit(result.errors.isEmpty && result.failedSessions == 0 && result.unacknowledged == 0 ? 0 : 1)

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
