// Why this file exists: a session's task reads a message, runs the engine and writes a frame. On the
// global executor every message crossed threads twice (the connection's event loop woke a pool thread to
// read it, and the pool thread woke the event loop to write the frame), and those wake-ups cost more CPU
// than everything the session does. Preferring the connection's own event loop as the session's task
// executor keeps a message on one thread from the socket to the engine and back.

import NIOCore

/// A task executor that runs jobs on one NIO event loop.
///
/// A task that prefers it (`withTaskExecutorPreference`) runs its nonisolated code, including the
/// WebSocket stream's reads and writes, on the loop that owns the connection, so that no message makes
/// a thread hop. The work a session does per message is small (tens of microseconds); a long one, such as
/// reading a dropped trace, holds up the other connections of the same loop for its duration, as it would
/// hold up a thread of the global executor's pool, which is no bigger.
final class EventLoopTaskExecutor: TaskExecutor, SerialExecutor {
    /// The loop the jobs run on.
    let eventLoop: any EventLoop

    /// An executor for `eventLoop`.
    init(_ eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        eventLoop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    func asUnownedTaskExecutor() -> UnownedTaskExecutor {
        UnownedTaskExecutor(ordinary: self)
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(complexEquality: self)
    }

    func isSameExclusiveExecutionContext(other: EventLoopTaskExecutor) -> Bool {
        eventLoop === other.eventLoop
    }
}
