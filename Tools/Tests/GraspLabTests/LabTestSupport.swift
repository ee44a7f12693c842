// Why this file exists: the session tests speak the protocol as a page would: they build messages as
// JSON text and read the server's replies back as dictionaries. The helpers for that live here.

import Foundation
@_spi(GraspInternal) import GraspLabSession
import Logging
@_spi(GraspInternal) @testable import GraspLab

/// A session fed by a test, with its replies decoded.
final class SessionDriver {
    let session: LabSession
    /// Server time in seconds, advanced by the test (rate limiting only).
    var now = 0.0
    /// Every reply so far, decoded, oldest first.
    private(set) var replies: [[String: Any]] = []

    init(catalog: LabSceneCatalog = LabSceneCatalog([.probe]), limits: LabLimits = LabLimits(), logger: Logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })) {
        session = LabSession(id: 1, catalog: catalog, limits: limits, logger: LabLog(logger: logger))
    }

    /// Sends raw text and returns the decoded replies.
    @discardableResult
    func send(text: String) -> [[String: Any]] {
        let out = session.receive(text, at: now).map(Self.decode)
        replies += out
        return out
    }

    /// The protocol version ``send(_:)`` writes into messages that name none.
    var version = 1

    /// Sends a message given as a dictionary (with `v: version` added unless present).
    @discardableResult
    func send(_ message: [String: Any]) -> [[String: Any]] {
        var m = message
        if m["v"] == nil { m["v"] = version }
        let data = try! JSONSerialization.data(withJSONObject: m, options: [.sortedKeys])
        return send(text: String(decoding: data, as: UTF8.self))
    }

    @discardableResult
    func hello(scene: String? = nil, width: Double = 400, height: Double = 800) -> [[String: Any]] {
        var m: [String: Any] = ["type": "hello", "viewport": ["width": width, "height": height], "client": "test"]
        if let scene { m["scene"] = scene }
        return send(m)
    }

    /// Sends one pointer message with the given samples `(t ms, id, phase, x, y)`.
    @discardableResult
    func pointer(_ samples: [(Double, Int, String, Double, Double)], seq: Int? = nil) -> [[String: Any]] {
        var m: [String: Any] = ["type": "pointer", "samples": samples.map { ["t": $0.0, "id": $0.1, "phase": $0.2, "x": $0.3, "y": $0.4, "kind": "touch"] }]
        if let seq { m["seq"] = seq }
        return send(m)
    }

    @discardableResult
    func frame(_ t: Double) -> [[String: Any]] {
        send(["type": "frame", "t": t])
    }

    /// The state changes reported in `replies`, as `name:reported` strings.
    static func changes(in replies: [[String: Any]]) -> [String] {
        replies.flatMap { ($0["changes"] as? [[String: Any]]) ?? [] }.map { "\($0["name"]!):\($0["reported"]!)" }
    }

    /// All state changes reported so far, with their fields.
    var changeRecords: [[String: Any]] {
        replies.flatMap { ($0["changes"] as? [[String: Any]]) ?? [] }
    }

    static func decode(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? ["undecodable": text]
    }
}

/// The reply's `type`.
func type(_ reply: [String: Any]) -> String? { reply["type"] as? String }
/// The reply's error `code`, if it is an error frame.
func errorCode(_ reply: [String: Any]) -> String? { type(reply) == "error" ? reply["code"] as? String : nil }
/// The window frame of the node named `name` in a frame reply, as `[x, y, width, height]`.
func nodeFrame(_ reply: [String: Any], _ name: String) -> [Double]? {
    guard let nodes = reply["nodes"] as? [[String: Any]], let node = nodes.first(where: { $0["name"] as? String == name }) else { return nil }
    return (node["frame"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue ?? ($0 as? Double) ?? ($0 as? Int).map(Double.init) }
}
