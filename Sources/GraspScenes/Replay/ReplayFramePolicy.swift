// Why this file exists: by default a replay reports the scene's node frames only where something came to
// rest (every animation stop) and at the end, which keeps JSON lines short. A tool that draws motion (the
// SVG timeline, a plot of a flick's glide) needs the frames at every tick instead, or every n-th one. This
// value says which, and parses the command line's `--frames stops|every|every=N`.

/// When a replay reports the scene's node frames, besides every animation stop and the end.
public enum ReplayFramePolicy: Sendable, Hashable, CustomStringConvertible {
    /// Only at every animation stop and once at the end (the default).
    case atStops
    /// Also after every `n`-th tick (the `n`-th, `2n`-th, … tick, counted from 1); `n` is at least 1.
    case everyTick(Int)

    /// Parses `stops`, `every` (every tick) or `every=N` (every N-th tick, N ≥ 1); `nil` for anything else.
    public init?(argument: String) {
        switch argument {
        case "stops": self = .atStops
        case "every": self = .everyTick(1)
        default:
            guard argument.hasPrefix("every="), let n = Int(argument.dropFirst(6)), n >= 1 else { return nil }
            self = .everyTick(n)
        }
    }

    /// Whether the tick numbered `tick` (counted from 1) reports frames.
    public func reportsFrames(atTick tick: Int) -> Bool {
        switch self {
        case .atStops: false
        case .everyTick(let n): tick % max(1, n) == 0
        }
    }

    /// The command-line spelling: `stops`, `every` or `every=N`.
    public var description: String {
        switch self {
        case .atStops: "stops"
        case .everyTick(1): "every"
        case .everyTick(let n): "every=\(n)"
        }
    }
}
