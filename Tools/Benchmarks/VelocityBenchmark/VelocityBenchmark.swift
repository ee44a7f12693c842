// Why this file exists: the entry point of `swift run --package-path Tools -c release VelocityBenchmark`. It runs every
// estimator on the seeded synthetic trajectories and on the recorded Chromium traces, prints the
// Markdown tables the velocity-estimation article quotes, and checks Grasp's claims.
//
// Usage: swift run --package-path Tools -c release VelocityBenchmark [--trials N] [--traces DIRECTORY]

import Foundation
import GraspGeometry
import GraspMotion
import GraspTrace
import GraspFoundationCompat

@main
enum VelocityBenchmark {
    static let rates: [Double] = [60, 120, 240]
    static let noises: [Double] = [0, 0.5, 1.5]
    static let jitters: [Double] = [0, 0.001]

    static func main() throws {
        let arguments = CommandLine.arguments
        func option(_ name: String) -> String? {
            guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
            return arguments[i + 1]
        }
        let trials = option("--trials").flatMap(Int.init) ?? 200
        let tracesDirectory = option("--traces") ?? FileManager.default.currentDirectoryPath + "/Tests/Fixtures/Traces"
        let started = Date()
        let estimators = Estimator.all

        // MARK: Synthetic trajectories

        var byRate: [Double: [Tally]] = [:]
        var byFamily: [String: [Tally]] = [:]
        var byTrajectory: [String: [Tally]] = [:]
        var overall = [Tally](repeating: Tally(), count: estimators.count)
        var cell: UInt64 = 0
        for rate in rates {
            var rateTallies = [Tally](repeating: Tally(), count: estimators.count)
            for trajectory in Trajectory.all {
                var familyTallies = byFamily[trajectory.family] ?? [Tally](repeating: Tally(), count: estimators.count)
                var trajectoryTallies = byTrajectory[trajectory.name] ?? [Tally](repeating: Tally(), count: estimators.count)
                for noise in noises {
                    for jitter in jitters {
                        cell += 1
                        var random = SeededGenerator(seed: 0x4752_4153_5000 &+ cell &* 7919)
                        for _ in 0..<trials {
                            let trial = trajectory.trial(rate: rate, noise: noise, jitter: jitter, random: &random)
                            for (e, estimator) in estimators.enumerated() {
                                let v = estimator.estimate(trial.samples, trial.release)
                                rateTallies[e].add(estimate: v, truth: trial.truth)
                                familyTallies[e].add(estimate: v, truth: trial.truth)
                                trajectoryTallies[e].add(estimate: v, truth: trial.truth)
                                overall[e].add(estimate: v, truth: trial.truth)
                            }
                        }
                    }
                }
                byFamily[trajectory.family] = familyTallies
                byTrajectory[trajectory.name] = trajectoryTallies
            }
            byRate[rate] = rateTallies
        }
        let cells = Trajectory.all.count * rates.count * noises.count * jitters.count

        print("## Synthetic trajectories\n")
        print("\(Trajectory.all.count) trajectories × \(rates.count) rates × \(noises.count) noise levels × \(jitters.count) jitter levels = \(cells) cells, \(trials) seeded trials each (\(cells * trials) trials).\n")
        for rate in rates {
            print("### \(Int(rate)) Hz\n")
            printSummary(byRate[rate]!, estimators)
        }
        print("### All rates\n")
        printSummary(overall, estimators)

        print("### Median relative error by trajectory family (all rates)\n")
        let families = ["constant", "accelerating", "decelerating", "reversal", "short flick", "curved"]
        print("| Estimator | " + families.joined(separator: " | ") + " | hold: false flings |")
        print("|---" + String(repeating: "|---:", count: families.count + 1) + "|")
        for (e, estimator) in estimators.enumerated() {
            let cellsText = families.map { percent(byFamily[$0]![e].medianError) }
            print("| \(estimator.name) | " + cellsText.joined(separator: " | ") + " | \(percent(byFamily["hold"]![e].falseFlingRate)) |")
        }
        print()

        print("### False flings by hold before lift (all rates, noise and jitter levels)\n")
        let holds = Trajectory.all.filter { $0.family == "hold" }.map(\.name)
        print("| Estimator | " + holds.joined(separator: " | ") + " |")
        print("|---" + String(repeating: "|---:", count: holds.count) + "|")
        for (e, estimator) in estimators.enumerated() {
            print("| \(estimator.name) | " + holds.map { percent(byTrajectory[$0]![e].falseFlingRate) }.joined(separator: " | ") + " |")
        }
        print()

        // MARK: Fling ends

        // Seeded after the original cells, so that adding these leaves the figures above unchanged.
        var flingEnd: [Double: [String: [Tally]]] = [:]
        var flingEndAll: [String: [Tally]] = [:]
        var flingEndByTrajectory: [String: [Tally]] = [:]
        for rate in rates {
            for trajectory in Trajectory.flingEnds {
                var rateTallies = flingEnd[rate, default: [:]][trajectory.family] ?? [Tally](repeating: Tally(), count: estimators.count)
                var allTallies = flingEndAll[trajectory.family] ?? [Tally](repeating: Tally(), count: estimators.count)
                for noise in noises {
                    for jitter in jitters {
                        cell += 1
                        var random = SeededGenerator(seed: 0x4752_4153_5000 &+ cell &* 7919)
                        for _ in 0..<trials {
                            let trial = trajectory.trial(rate: rate, noise: noise, jitter: jitter, random: &random)
                            let recent = trajectory.family == "level-off" ? trial.recentVelocity : nil
                            for (e, estimator) in estimators.enumerated() {
                                let v = estimator.estimate(trial.samples, trial.release)
                                rateTallies[e].add(estimate: v, truth: trial.truth, recent: recent)
                                allTallies[e].add(estimate: v, truth: trial.truth, recent: recent)
                                flingEndByTrajectory[trajectory.name, default: [Tally](repeating: Tally(), count: estimators.count)][e].add(estimate: v, truth: trial.truth, recent: recent)
                            }
                        }
                    }
                }
                flingEnd[rate, default: [:]][trajectory.family] = rateTallies
                flingEndAll[trajectory.family] = allTallies
            }
        }
        let flingCells = Trajectory.flingEnds.count * rates.count * noises.count * jitters.count
        print("## Fling ends\n")
        print("\(Trajectory.flingEnds.count) trajectories (\(Trajectory.flingEnds.filter { $0.family == "level-off" }.count) level-offs, \(Trajectory.flingEnds.filter { $0.family == "late reversal" }.count) late reversals) × \(rates.count) rates × \(noises.count) noise levels × \(jitters.count) jitter levels = \(flingCells) cells, \(trials) seeded trials each. Error: against the velocity at the last sample; excess: the estimate along the finger's mean velocity over its last 40 ms, relative to that speed; old direction: late reversals whose estimate still points against the truth.\n")
        print("| Estimator | Rate | Level-off median error | Level-off p90 error | Level-off median excess over last 40 ms | Late reversal median error | Late reversal: old direction |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for (e, estimator) in estimators.enumerated() {
            for rate in rates + [0] {
                let level = rate > 0 ? flingEnd[rate]!["level-off"]![e] : flingEndAll["level-off"]![e]
                let reversal = rate > 0 ? flingEnd[rate]!["late reversal"]![e] : flingEndAll["late reversal"]![e]
                let signedExcess = level.medianExcess
                print("| \(estimator.name) | \(rate > 0 ? "\(Int(rate)) Hz" : "all") | \(percent(level.medianError)) | \(percent(level.p90Error)) | \(signedExcess >= 0 ? "+" : "")\(percent(signedExcess)) | \(percent(reversal.medianError)) | \(percent(reversal.signErrorRate)) |")
            }
        }
        print()
        print("Median relative error by fling-end trajectory (all rates):\n")
        print("| Estimator | " + Trajectory.flingEnds.map(\.name).joined(separator: " | ") + " |")
        print("|---" + String(repeating: "|---:", count: Trajectory.flingEnds.count) + "|")
        for (e, estimator) in estimators.enumerated() {
            print("| \(estimator.name) | " + Trajectory.flingEnds.map { percent(flingEndByTrajectory[$0.name]![e].medianError) }.joined(separator: " | ") + " |")
        }
        print()
        let levelOffs = Trajectory.flingEnds.filter { $0.family == "level-off" }
        print("Median excess over the finger's mean velocity in its last 40 ms, by level-off (all rates):\n")
        print("| Estimator | " + levelOffs.map(\.name).joined(separator: " | ") + " |")
        print("|---" + String(repeating: "|---:", count: levelOffs.count) + "|")
        for (e, estimator) in estimators.enumerated() {
            print("| \(estimator.name) | " + levelOffs.map { t in
                let x = flingEndByTrajectory[t.name]![e].medianExcess
                return (x >= 0 ? "+" : "") + percent(x)
            }.joined(separator: " | ") + " |")
        }
        print()

        // MARK: Chromium traces

        let traceRows = try runTraces(directory: tracesDirectory, estimators: estimators)

        // MARK: Verdict

        print("## Checks\n")
        var allPassed = true
        for rate in rates {
            let tallies = byRate[rate]!
            let ours = tallies[0].medianError
            let best = tallies.map(\.medianError).min()!
            let ok = ours <= best * 1.0001 + 1e-12
            allPassed = allPassed && ok
            print("- \(Int(rate)) Hz: Grasp median error \(percent(ours)), best \(percent(best)): \(ok ? "best or tied" : "NOT best")")
        }
        let oursFalse = overall[0].falseFlingRate
        let othersFalse = overall.dropFirst().map(\.falseFlingRate).min()!
        let okFalse = oursFalse < othersFalse
        allPassed = allPassed && okFalse
        print("- False flings: Grasp \(percent(oursFalse)), lowest other \(percent(othersFalse)): \(okFalse ? "lowest" : "NOT lowest")")
        for rate in rates {
            let level = flingEnd[rate]!["level-off"]!
            let reversal = flingEnd[rate]!["late reversal"]!
            let lsq = estimators.count - 1
            let ok = level[0].medianError < level[lsq].medianError && reversal[0].signErrorRate < reversal[lsq].signErrorRate
            allPassed = allPassed && ok
            print("- \(Int(rate)) Hz fling ends: level-off median error Grasp \(percent(level[0].medianError)), LSQ2 \(percent(level[lsq].medianError)); late reversals released the old way: Grasp \(percent(reversal[0].signErrorRate)), LSQ2 \(percent(reversal[lsq].signErrorRate)): \(ok ? "Grasp follows the end better" : "Grasp does NOT follow the end better")")
        }
        if traceRows > 0 { print("- Traces evaluated: \(traceRows) pointers") }
        let elapsed = Date().timeIntervalSince(started)
        print("\nRun time: \(String(format: "%.1f", elapsed)) s. \(allPassed ? "All checks passed." : "Some checks FAILED.")")
    }

    static func printSummary(_ tallies: [Tally], _ estimators: [Estimator]) {
        print("| Estimator | Median error | p90 error | Sign errors | False flings | Missed flings | Landing error median / p90 (pt) |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for (e, estimator) in estimators.enumerated() {
            let t = tallies[e]
            print("| \(estimator.name) | \(percent(t.medianError)) | \(percent(t.p90Error)) | \(t.signErrors) / \(t.movingTrials) | \(percent(t.falseFlingRate)) | \(percent(t.missedFlingRate)) | \(fixed(Tally.percentile(t.landingErrors, 0.5))) / \(fixed(Tally.percentile(t.landingErrors, 0.9))) |")
        }
        print()
    }

    /// Runs every estimator on every pointer of every trace that has a sidecar; returns the number of
    /// pointers evaluated.
    static func runTraces(directory: String, estimators: [Estimator]) throws -> Int {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory) else {
            print("## Chromium traces\n\nNo traces found at \(directory).\n")
            return 0
        }
        let traceNames = names.filter(Trace.isTraceFileName).sorted()
        print("## Chromium traces\n")
        print("Release velocity per pointer (pt/s along the truth direction, or the speed when the truth is zero); truth from the `.expect.json` sidecars.\n")
        print("| Trace, pointer | Truth | " + estimators.map(\.name).joined(separator: " | ") + " |")
        print("|---|---:" + String(repeating: "|---:", count: estimators.count) + "|")
        var tallies = [Tally](repeating: Tally(), count: estimators.count)
        var rows = 0
        for name in traceNames {
            let base = String(name.dropLast(".json".count))
            let expectPath = directory + "/" + base + ".expect.json"
            guard fm.fileExists(atPath: expectPath) else { continue }
            let trace = try Trace(contentsOf: URL(fileURLWithPath: directory + "/" + name))
            let truths = try releaseTruths(expectFile: URL(fileURLWithPath: expectPath))
            for pointer in Set(trace.samples.map(\.pointer)).sorted() {
                let own = trace.samples.filter { $0.pointer == pointer }
                guard let end = own.last, end.phase == .up else { continue }
                var samples: [VelocitySample] = []
                for s in own {
                    let sample = VelocitySample(time: s.t, x: s.x, y: s.y)
                    if let last = samples.last, last.time == s.t { samples[samples.count - 1] = sample } else { samples.append(sample) }
                }
                let truthInfo = truths[pointer] ?? ((0, 0), true)
                let truth = Point(x: truthInfo.velocity.x, y: truthInfo.velocity.y)
                var cellsText: [String] = []
                for (e, estimator) in estimators.enumerated() {
                    let v = estimator.estimate(samples, end.t)
                    tallies[e].add(estimate: v, truth: truth)
                    if truth.magnitude > 0 {
                        let along = (v.x * truth.x + v.y * truth.y) / truth.magnitude
                        cellsText.append(fixed(along, 0))
                    } else {
                        cellsText.append(fixed(v.magnitude, 0) + (v.magnitude > Tally.flingThreshold ? " ✗" : ""))
                    }
                }
                print("| \(base) #\(pointer) | \(truthInfo.rested ? "0 (rested)" : fixed(truth.magnitude, 0)) | " + cellsText.joined(separator: " | ") + " |")
                rows += 1
            }
        }
        print()
        print("| Estimator | Median error (moving releases) | False flings (rested releases) |")
        print("|---|---:|---:|")
        for (e, estimator) in estimators.enumerated() {
            print("| \(estimator.name) | \(percent(tallies[e].medianError)) | \(tallies[e].falseFlings) / \(tallies[e].restingTrials) |")
        }
        print()
        return rows
    }
}
