// Why this file exists: the session writes its log lines through a portable hook (it also runs in a web
// page, without swift-log); the server sends them to its swift-log `Logger`, with the same levels,
// messages and metadata the session wrote there before the hook existed.

@_spi(GraspInternal) import GraspLabSession
import Logging

extension LabLog {
    /// A log that writes every line to `logger`.
    init(logger: Logger) {
        self.init { level, message, metadata in
            var fields = Logger.Metadata()
            for (key, value) in metadata { fields[key] = "\(value)" }
            switch level {
            case .debug: logger.debug("\(message)", metadata: fields)
            case .info: logger.info("\(message)", metadata: fields)
            case .warning: logger.warning("\(message)", metadata: fields)
            }
        }
    }
}
