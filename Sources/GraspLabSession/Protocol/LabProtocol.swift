// Why this file exists: the page and the server must agree on the protocol's version and names;
// they are declared once here.

import Grasp

/// Names and numbers of the lab's WebSocket protocol (see the article "The Lab Protocol").
public enum LabProtocol {
    /// The protocol version every message carries as `v`.
    public static let version = 5
    /// Every version this server reads. A session answers in the version of the messages it receives, so
    /// a version 1 page keeps getting exactly the version 1 messages it knows.
    ///
    /// Version 5 adds the `key` message (a key going down, repeating or up), `platform` on `hello` and
    /// `scene`, and, on its frames, a scroll view's stretch and a scrollbar's state; a page of an earlier
    /// version gets exactly the messages it got.
    public static let supportedVersions = [1, 2, 3, 4, 5]
    /// The platforms a version 5 page may ask for (`hello` and `scene`'s `platform`), by name: `ios`
    /// (UIKit's profile, the default) and `android` (Android's profile: its fling and its stretch).
    @_spi(GraspInternal) public static func platform(named name: String) -> PlatformProfile? {
        switch name {
        case "ios": .iOS
        case "android": .android
        default: nil
        }
    }
    /// The name of `profile` in the protocol: `android` for Android's profile, `ios` otherwise.
    @_spi(GraspInternal) public static func platformName(_ profile: PlatformProfile) -> String {
        profile == .android ? "android" : "ios"
    }
    /// The path of the WebSocket endpoint.
    public static let webSocketPath = "/ws"
    /// The `source` prefix of traces recorded in the lab.
    @_spi(GraspInternal) public static let traceSource = "grasp lab"
    /// What a recording's `source` adds when it holds fingers emulated from a mouse.
    @_spi(GraspInternal) public static let emulatedFingersSource = "two fingers emulated from a mouse (Option-drag)"
}
