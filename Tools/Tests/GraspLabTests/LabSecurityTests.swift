// Why this file exists: the lab listens on a socket that any page in the person's browser can try to
// reach. These tests pin down each defence: origin checks, size and rate bounds, malformed input that
// gets an error frame while the session goes on, and the session cap.

import Foundation
@_spi(GraspInternal) import GraspLabSession
import Logging
import Synchronization
import Testing
@testable import GraspLab

@Suite("Lab security")
struct LabSecurityTests {
    // MARK: Origin

    @Test("an upgrade from the lab's own page is allowed; from any other origin it is refused")
    func originMustBeTheLab() {
        let policy = OriginPolicy(loopbackOnly: true)
        #expect(policy.allows(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080"))
        #expect(policy.allows(origin: "http://localhost:8080", host: "localhost:8080"))
        #expect(!policy.allows(origin: "http://evil.example", host: "127.0.0.1:8080"))
        #expect(!policy.allows(origin: "http://127.0.0.1:9999", host: "127.0.0.1:8080"))
        #expect(!policy.allows(origin: "https://127.0.0.1:8080", host: "127.0.0.1:8080"))
        #expect(!policy.allows(origin: "null", host: "127.0.0.1:8080"))
        #expect(!policy.allows(origin: "http://127.0.0.1:8080", host: nil))
    }

    @Test("a client that sends no Origin, or a ws: one (not a browser), is allowed")
    func noOriginIsNotABrowser() {
        #expect(OriginPolicy(loopbackOnly: true).allows(origin: nil, host: "127.0.0.1:8080"))
        #expect(OriginPolicy(loopbackOnly: true).allows(origin: "ws://127.0.0.1", host: "127.0.0.1:8080"))
    }

    @Test("on loopback, a page whose name rebinds to 127.0.0.1 is refused even though origin and host agree")
    func dnsRebindingIsRefused() {
        let loopback = OriginPolicy(loopbackOnly: true)
        #expect(!loopback.allows(origin: "http://rebind.example:8080", host: "rebind.example:8080"))
        #expect(!loopback.allows(origin: "http://127.evil.example:8080", host: "127.evil.example:8080"))
        #expect(loopback.allows(origin: "http://[::1]:8080", host: "[::1]:8080"))
        let lan = OriginPolicy(loopbackOnly: false)
        #expect(lan.allows(origin: "http://192.168.1.20:8080", host: "192.168.1.20:8080"))
        #expect(!lan.allows(origin: "http://evil.example", host: "192.168.1.20:8080"))
    }

    @Test("only loopback hosts count as loopback")
    func loopbackHosts() {
        #expect(LabConfiguration(host: "127.0.0.1").isLoopbackOnly)
        #expect(LabConfiguration(host: "localhost").isLoopbackOnly)
        #expect(LabConfiguration(host: "::1").isLoopbackOnly)
        #expect(!LabConfiguration(host: "0.0.0.0").isLoopbackOnly)
        #expect(!LabConfiguration(host: "192.168.1.2").isLoopbackOnly)
    }

    // MARK: Size and rate

    @Test("an oversize message gets too-large, and the session goes on")
    func oversizeMessage() {
        var limits = LabLimits()
        limits.maxMessageBytes = 200
        let driver = SessionDriver(limits: limits)
        driver.hello()
        let big = "{\"v\":1,\"type\":\"frame\",\"t\":1,\"pad\":\"" + String(repeating: "x", count: 300) + "\"}"
        let replies = driver.send(text: big)
        #expect(replies.count == 1 && errorCode(replies[0]) == "too-large")
        #expect((replies[0]["message"] as? String)?.contains("200") == true)
        #expect(driver.pointer([(0, 1, "down", 200, 400)], seq: 1).first?["ack"] as? Int == 1)
    }

    @Test("too many samples in one message is invalid")
    func tooManySamples() {
        var limits = LabLimits()
        limits.maxSamplesPerMessage = 3
        let driver = SessionDriver(limits: limits)
        driver.hello()
        let replies = driver.pointer((0..<4).map { (Double($0), 1, "move", 1, 1) }, seq: 5)
        #expect(errorCode(replies[0]) == "invalid")
        #expect(replies[0]["ref"] as? Int == 5)
    }

    @Test("past its rate a session's messages are dropped with one rate-limited error a second")
    func rateLimit() {
        var limits = LabLimits()
        limits.messagesPerSecond = 10
        limits.messageBurst = 5
        let driver = SessionDriver(limits: limits)
        driver.hello()
        for i in 1...4 { driver.frame(Double(i)) }
        let limited = driver.frame(5)
        #expect(limited.count == 1 && errorCode(limited[0]) == "rate-limited")
        #expect(driver.frame(6).isEmpty)
        driver.now = 0.5
        #expect(driver.pointer([(10, 1, "down", 1, 1)], seq: 3).first?["ack"] as? Int == 3)
        driver.now = 1.6
        for _ in 0..<10 { driver.frame(11) }
        #expect(driver.session.errorCount == 2)
    }

    @Test("the token bucket refills at its rate up to its burst")
    func tokenBucket() {
        var bucket = RateLimiter(rate: 2, burst: 2)
        var answers: [Bool] = []
        for time in [0, 0, 0, 0.5, 0.5, 10, 10, 10] { answers.append(bucket.allow(at: time)) }
        #expect(answers == [true, true, false, true, false, true, true, false])
    }

    // MARK: Malformed input

    @Test("malformed messages get an error frame naming the problem, and the session goes on", arguments: [
        ("not json", "malformed", "not valid JSON"),
        ("[1,2]", "malformed", "JSON object"),
        ("{\"type\":\"frame\",\"t\":1}", "malformed", "v is missing"),
        ("{\"v\":6,\"type\":\"frame\",\"t\":1}", "unsupported-version", "versions 1, 2, 3, 4 and 5"),
        ("{\"v\":1}", "malformed", "type is missing"),
        ("{\"v\":1,\"type\":\"dance\"}", "unknown-type", "dance"),
        ("{\"v\":1,\"type\":\"frame\"}", "malformed", "t is missing"),
        ("{\"v\":1,\"type\":\"frame\",\"t\":true}", "malformed", "t must be a number"),
        ("{\"v\":1,\"type\":\"frame\",\"t\":\"soon\"}", "malformed", "t must be a number"),
        ("{\"v\":1,\"type\":\"frame\",\"t\":-5}", "invalid", "t must be a time"),
        ("{\"v\":1,\"type\":\"pointer\",\"samples\":{}}", "malformed", "samples must be an array"),
        ("{\"v\":1,\"type\":\"pointer\",\"samples\":[1]}", "malformed", "samples[0] must be an object"),
        ("{\"v\":1,\"type\":\"pointer\",\"samples\":[{\"t\":1,\"id\":1,\"phase\":\"hover\",\"x\":1,\"y\":1}]}", "invalid", "samples[0].phase"),
        ("{\"v\":1,\"type\":\"pointer\",\"samples\":[{\"t\":1,\"id\":1,\"phase\":\"down\",\"x\":1e9,\"y\":1}]}", "invalid", "samples[0].x"),
        ("{\"v\":1,\"type\":\"pointer\",\"samples\":[{\"t\":1,\"id\":1.5,\"phase\":\"down\",\"x\":1,\"y\":1}]}", "malformed", "samples[0].id must be an integer"),
        ("{\"v\":1,\"type\":\"pointer\",\"samples\":[{\"t\":1,\"id\":1,\"phase\":\"down\",\"x\":1,\"y\":1,\"kind\":\"nose\"}]}", "invalid", "kind"),
        ("{\"v\":1,\"type\":\"pointer\",\"samples\":[{\"t\":1,\"id\":1,\"phase\":\"down\",\"x\":1,\"y\":1,\"pressure\":3}]}", "invalid", "pressure"),
        ("{\"v\":1,\"type\":\"record\",\"action\":\"pause\"}", "invalid", "action"),
        ("{\"v\":1,\"type\":\"scene\",\"name\":\"probe\",\"viewport\":{\"width\":0,\"height\":5}}", "invalid", "viewport"),
    ])
    func malformedMessage(text: String, code: String, mention: String) {
        let driver = SessionDriver()
        driver.hello()
        let replies = driver.send(text: text)
        #expect(replies.count == 1)
        #expect(errorCode(replies[0]) == code)
        #expect((replies[0]["message"] as? String)?.contains(mention) == true, "\(replies[0])")
        #expect(driver.pointer([(100, 1, "down", 200, 400)], seq: 77).first?["ack"] as? Int == 77)
        #expect(driver.session.errorCount == 1)
    }

    @Test("a refused message is logged at warning level with its code")
    func refusalsAreLogged() {
        let records = RecordingLogHandler.Store()
        let logger = Logger(label: "test") { _ in RecordingLogHandler(store: records) }
        let driver = SessionDriver(logger: logger)
        driver.send(text: "{oops")
        let warnings = records.entries.filter { $0.level == .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first?.metadata["code"] == "malformed")
        #expect(warnings.first?.metadata["session"] == "1")
    }

    @Test("binary messages are refused with an error frame")
    func binaryIsRefused() {
        let driver = SessionDriver()
        let replies = driver.session.receiveBinary(byteCount: 10, at: 0)
        #expect(replies.count == 1 && replies[0].contains("\"code\":\"malformed\""))
    }

    // MARK: Sessions

    @Test("the registry hands out at most its capacity of sessions, and a closed one frees a place")
    func sessionCap() {
        let registry = SessionRegistry(capacity: 2)
        let first = registry.open(), second = registry.open()
        #expect(first == 1 && second == 2)
        #expect(registry.open() == nil)
        registry.close()
        #expect(registry.open() == 3)
        #expect(registry.openCount == 2)
    }

    @Test("one session's bad input does not touch another session")
    func sessionsAreIndependent() {
        let a = SessionDriver(), b = SessionDriver()
        a.hello()
        b.hello()
        a.pointer([(0, 1, "down", 200, 400)])
        a.send(text: "garbage")
        b.pointer([(0, 1, "down", 10, 10)])
        #expect(a.session.errorCount == 1 && b.session.errorCount == 0)
        #expect(SessionDriver.changes(in: b.replies) == [])
        #expect(SessionDriver.changes(in: a.replies) == ["probe:began"])
    }
}

/// A log handler that keeps what it is given, for tests.
struct RecordingLogHandler: LogHandler {
    struct Entry: Sendable {
        var level: Logger.Level
        var message: String
        var metadata: [String: String]
    }

    final class Store: Sendable {
        private let list = Mutex<[Entry]>([])
        var entries: [Entry] { list.withLock { $0 } }
        func append(_ entry: Entry) { list.withLock { $0.append(entry) } }
    }

    let store: Store
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var all = metadata
        for (k, v) in event.metadata ?? [:] { all[k] = v }
        store.append(Entry(level: event.level, message: "\(event.message)", metadata: all.mapValues { "\($0)" }))
    }
}
