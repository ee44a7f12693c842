// Why this file exists: where the lab listens and how much it allows are the person's choice (flags of
// `grasp lab`); this value gathers them for the server.

/// Where a lab server listens and the limits it enforces.
public struct LabConfiguration: Sendable, Hashable {
    /// The address to bind. Default `127.0.0.1`: only this machine can reach the lab. Use `0.0.0.0`
    /// to let a phone on the local network connect.
    public var host: String
    /// The TCP port. Default 8080; 0 picks a free port.
    public var port: Int
    /// The bounds on sessions and messages.
    public var limits: LabLimits

    /// Creates a configuration.
    public init(host: String = "127.0.0.1", port: Int = 8080, limits: LabLimits = LabLimits()) {
        self.host = host
        self.port = port
        self.limits = limits
    }

    /// Whether the server is reachable only from this machine (the host is a loopback address).
    public var isLoopbackOnly: Bool {
        OriginPolicy.isLoopback(host: host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)
    }
}
