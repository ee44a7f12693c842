// Why this file exists: the page and the server must agree on the protocol's version and names;
// they are declared once here.

/// Names and numbers of the lab's WebSocket protocol (see the article "The Lab Protocol").
public enum LabProtocol {
    /// The protocol version every message carries as `v`.
    public static let version = 4
    /// Every version this server reads. A session answers in the version of the messages it receives, so
    /// a version 1 page keeps getting exactly the version 1 messages it knows.
    ///
    /// Version 5 adds one message, `key` (a key going down, repeating or up); its frames are version 4's.
    /// A session still opens in ``version`` 4 and answers a version 5 page in version 5, so every page of
    /// before gets exactly the messages it got.
    public static let supportedVersions = [1, 2, 3, 4, 5]
    /// The path of the WebSocket endpoint.
    public static let webSocketPath = "/ws"
    /// The `source` prefix of traces recorded in the lab.
    @_spi(GraspInternal) public static let traceSource = "grasp lab"
    /// What a recording's `source` adds when it holds fingers emulated from a mouse.
    @_spi(GraspInternal) public static let emulatedFingersSource = "two fingers emulated from a mouse (Option-drag)"
}
