// Why this file exists: any web page the person visits could try to open a WebSocket to the lab on
// 127.0.0.1. Browsers always send `Origin` on a WebSocket upgrade, so the lab accepts an upgrade only
// from its own page; and while it listens on loopback it accepts only loopback host names, which
// shuts out DNS-rebinding pages whose origin and host would otherwise agree.

@_spi(GraspInternal) import GraspLabSession

/// Decides whether a WebSocket upgrade request comes from the lab's own page.
struct OriginPolicy: Sendable {
    /// Whether the server listens on loopback only, so that `Host` must name a loopback address.
    var loopbackOnly: Bool

    /// Whether an upgrade with these `Origin` and `Host` header values is allowed.
    ///
    /// - No `Origin`, or a `ws:`/`wss:` one (a non-browser client such as a test or the load test):
    ///   allowed, since a web page cannot open a WebSocket without sending its own `http(s):` origin.
    /// - Otherwise the origin must be `http://` followed by exactly the `Host` value, and, when
    ///   ``loopbackOnly``, that host must be `127.0.0.1`, `localhost` or `[::1]` (any port).
    func allows(origin: String?, host: String?) -> Bool {
        guard let origin else { return true }
        let lowered = origin.lowercased()
        if lowered.hasPrefix("ws://") || lowered.hasPrefix("wss://") { return true }
        guard let host, !host.isEmpty else { return false }
        guard origin.lowercased() == "http://" + host.lowercased() else { return false }
        guard loopbackOnly else { return true }
        return Self.isLoopback(host: host)
    }

    /// Whether `host` (a `Host` header value, with or without a port) names a loopback address.
    static func isLoopback(host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            name = String(name[name.index(after: name.startIndex)..<close])
        } else if let colon = name.lastIndex(of: ":") {
            name = String(name[..<colon])
        }
        if name == "localhost" || name == "::1" { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { $0.count <= 3 && UInt8($0) != nil }
    }
}
