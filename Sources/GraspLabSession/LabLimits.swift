// Why this file exists: the lab faces the network, so every bound on what a page may send or hold
// lives in one place, each with its value and the reason for it. The DocC article "The Lab Protocol"
// lists the same figures.

/// The bounds a lab server puts on sessions and their messages.
///
/// The defaults suit a person at one page: a phone at 120 Hz sends about 120 frame messages and
/// 120 pointer messages a second.
public struct LabLimits: Sendable, Hashable {
    /// The largest message a session accepts, in bytes of UTF-8 text. Default 32 KiB: a pointer
    /// message carrying the most samples allowed (256) at about 110 bytes each fits with room to spare.
    public var maxMessageBytes: Int = 32 * 1024
    /// The largest WebSocket message the transport reads at all, in bytes. Default 1 MiB. A message
    /// above ``maxMessageBytes`` but below this bound gets an error frame; above it, the transport
    /// closes the connection (the server cannot read it without holding it in memory).
    public var maxTransportMessageBytes: Int = 1024 * 1024
    /// The largest `replay` message, in bytes of UTF-8 text. Default 768 KiB: the trace it carries, as a
    /// JSON string, holds about 7,000 samples (a minute of one finger at 120 Hz), and it stays below
    /// ``maxTransportMessageBytes`` so that the refusal of a larger one is an error frame, not a closed
    /// connection.
    public var maxReplayMessageBytes: Int = 768 * 1024
    /// The most samples one pointer message may carry. Default 256: a browser coalesces at most a few
    /// dozen samples into one event, even on a 240 Hz digitizer behind a slow frame.
    public var maxSamplesPerMessage: Int = 256
    /// The sustained message rate a session may send, per second. Default 500: twice what a 120 Hz
    /// page sends with two fingers down (frame messages plus pointer messages).
    public var messagesPerSecond: Double = 500
    /// How many messages a session may send in a burst above the sustained rate. Default 1000: two
    /// seconds of the sustained rate, enough for a page catching up after a stall.
    public var messageBurst: Double = 1000
    /// The most sessions open at once. Default 64: each session owns an engine and a scene (a few
    /// hundred kilobytes), and the lab is a tool for a handful of people, not a service.
    public var maxSessions: Int = 64
    /// How long a session may go without any message before the server closes it, in seconds.
    /// Default 120: a visible page sends a frame message on every animation frame, so silence means
    /// the tab is hidden or gone.
    public var idleTimeout: Double = 120
    /// The largest coordinate a sample may carry, in CSS px, in either direction. Default 100 000:
    /// far beyond any screen, small enough that the engine's arithmetic stays exact.
    public var maxCoordinate: Double = 100_000
    /// The shortest interval between two "rate-limited" error frames, in seconds. Default 1: a
    /// flooding client gets told, but not flooded back.
    public var rateLimitNoticeInterval: Double = 1
    /// The most state changes one frame carries, the latest. Default 5,000: what the lab page keeps in its
    /// timeline. A session whose frames nobody reads (a program that only sends input) holds at most twice
    /// as many, so its memory stays bounded; a version 4 frame says how many it left out (`dropped`).
    public var maxChangesPerFrame: Int = 5000

    /// Creates limits with the default values.
    public init() {}
}
