// Why this file exists: `grasp test` meets files it cannot use (a path that does not exist, a trace that
// does not load, an expectations file that is not one) and `--record` must refuse to overwrite. Each is a
// case here with a message that names the file and says what to do.

/// Why a trace could not be tested or recorded.
public enum TraceTestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A path given on the command line does not exist.
    case notFound(path: String)
    /// The trace did not load (the message is the trace reader's).
    case malformedTrace(path: String, message: String)
    /// The trace has no expectations file beside it.
    case missingExpectations(path: String)
    /// The expectations file is not valid JSON, or not a valid expectations file.
    case malformedExpectations(path: String, message: String)
    /// `--record` found an expectations file already there and `--force` was not given.
    case expectationsExist(path: String)
    /// The scene named by the expectations or the command line does not exist.
    case unknownScene(name: String)

    /// One line saying what is wrong and, where there is something to do, what.
    public var description: String {
        switch self {
        case .notFound(let path): "\(path): no such file or folder"
        case .malformedTrace(_, let message): "malformed trace: \(message)"
        case .missingExpectations(let path): "no expectations file \(path) (write one with grasp test --record)"
        case .malformedExpectations(let path, let message): "malformed expectations \(path): \(message)"
        case .expectationsExist(let path): "\(path) exists; not overwritten (pass --force to replace it)"
        case .unknownScene(let name): "no scene called \"\(name)\""
        }
    }
}
