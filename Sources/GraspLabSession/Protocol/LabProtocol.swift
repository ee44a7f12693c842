// Why this file exists: the page and the server must agree on the protocol's version and names;
// they are declared once here.

/// Names and numbers of the lab's WebSocket protocol (see the article "The Lab Protocol").
public enum LabProtocol {
    /// The protocol version every message carries as `v`.
    public static let version = 4
    /// Every version this server reads. A session answers in the version of the messages it receives, so
    /// a version 1 page keeps getting exactly the version 1 messages it knows.
    public static let supportedVersions = [1, 2, 3, 4]
    /// The path of the WebSocket endpoint.
    public static let webSocketPath = "/ws"
    /// The `source` prefix of traces recorded in the lab.
    package static let traceSource = "grasp lab"
    /// What a recording's `source` adds when it holds fingers emulated from a mouse.
    package static let emulatedFingersSource = "two fingers emulated from a mouse (Option-drag)"
}
