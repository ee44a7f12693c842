// Why this file exists: the server reads messages with its own JSON reader and writes frames straight into
// a byte buffer, because Foundation's parser and string building cost more than the engine. The protocol is
// a public contract, so these tests pin the rewrite to the code it replaced: the reader accepts and refuses
// exactly what `JSONSerialization` accepts and refuses (and never crashes), and every frame of every scene is
// byte for byte what the old encoder wrote, sent exactly when the old fingerprints said something changed.

import Foundation
import Grasp
import GraspGeometry
import GraspJSON
@_spi(GraspInternal) import GraspLabSession
import GraspScenes
@_spi(GraspInternal) import GraspTrace
import GraspFoundationCompat
import Testing
@testable import GraspLab

@Suite("Lab wire format: the JSON reader and the frame encoder")
struct LabWireTests {
    // MARK: Reader

    /// `JSONSerialization`'s reading of `text` as a ``JSONValue``, or `nil` when it refuses it (or its top
    /// level is not an object or an array).
    static func foundation(_ text: String) -> JSONValue? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else { return nil }
        return convert(object)
    }

    static func convert(_ raw: Any) -> JSONValue {
        if raw is NSNull { return .null }
        if let text = raw as? String { return .string(text) }
        if let array = raw as? [Any] { return .array(array.map(convert)) }
        if let object = raw as? [String: Any] {
            return .object(JSONObject(members: object.keys.sorted().map { ($0, convert(object[$0]!)) }))
        }
        if type(of: raw) == Bool.self { return .bool(raw as! Bool) }
        if let number = raw as? NSNumber {
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.doubleValue, literal: nil)
        }
        if let value = raw as? Int { return .number(Double(value), literal: nil) }
        if let value = raw as? Double { return .number(value, literal: nil) }
        Issue.record("unexpected decoded value \(raw)")
        return .null
    }

    /// Whether two readings are the same up to the last digits of long numbers: `JSONSerialization` on
    /// Linux reads numbers of more than 17 digits a few units in the last place off the nearest double,
    /// which the reader returns.
    static func alike(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (canonical(a), canonical(b)) {
        case (.number(let x, _), .number(let y, _)):
            return x == y || abs(x - y) <= 1e-14 * max(abs(x), abs(y))
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { alike($0, $1) }
        case (.object(let x), .object(let y)):
            return x.members.count == y.members.count
                && zip(x.members, y.members).allSatisfy { $0.key == $1.key && alike($0.value, $1.value) }
        case (let x, let y):
            return x == y
        }
    }

    /// Whether `text` has a comma right before a closing bracket or brace, which `JSONSerialization` on
    /// Linux accepts and the reader, keeping to the JSON grammar, refuses.
    static func hasTrailingComma(_ text: String) -> Bool {
        text.replacingOccurrences(of: " ", with: "").contains(",}") || text.replacingOccurrences(of: " ", with: "").contains(",]")
    }

    /// `value` with every object's members sorted by key and repeated keys resolved (last wins).
    static func canonical(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): return .array(items.map(canonical))
        case .object(let object):
            let keys = Set(object.members.map(\.key)).sorted()
            return .object(JSONObject(members: keys.map { ($0, canonical(object[$0]!)) }))
        default: return value
        }
    }

    static let documents = [
        #"{"v":1,"type":"pointer","seq":12,"samples":[{"t":1234.567,"id":1,"phase":"move","x":200.5,"y":-3.25,"kind":"touch"}]}"#,
        #"{"v":2,"type":"frame","t":16.667}"#,
        #" { "a" : [ 1 , 2.5 , -0.001 , 1e3 , 1E-2 , 12345678901234567890 , 0 , -0 ] , "b" : { } , "c" : [ ] } "#,
        #"{"s":"esc \" \\ \/ \b \f \n \r \t \u00e9 \u2028 \ud83d\ude00 plain é 😀","t":true,"f":false,"n":null}"#,
        #"{"dup":1,"dup":2}"#,
        "\u{FEFF}{\"bom\":[1e-400,-0,12345678901234567890]}",
        String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
        #"[1,[2,[3,{"x":[]}]]]"#,
        #"{"big":1.7976931348623157e308,"tiny":5e-324,"frac":0.1,"long":3.14159265358979323846264338327950288}"#,
        #"{"n":123456789012345,"m":1234567890123456,"k":0.000001,"j":100.00000000000000000000001}"#,
    ]

    @Test("the reader reads what JSONSerialization reads, value for value")
    func readerMatchesFoundation() throws {
        for text in Self.documents {
            let ours = try JSONParser.parse(text)
            let theirs = try #require(Self.foundation(text), "\(text)")
            #expect(Self.alike(ours, theirs), "\(text)")
        }
    }

    static let malformed = [
        "", " ", "not json", "{", "}", "[", "{\"a\":1,}", "[1,]", "{\"a\" 1}", "{\"a\":}", "{a:1}", "{'a':1}",
        "{\"a\":01}", "{\"a\":1.}", "{\"a\":.5}", "{\"a\":-}", "{\"a\":1e}", "{\"a\":+1}", "{\"a\":NaN}",
        "{\"a\":Infinity}", "{\"a\":tru}", "{\"a\":nul}", "{\"a\":\"\\x\"}", "{\"a\":\"\\u12\"}", "{\"a\":\"\\ud800\"}",
        "{\"a\":\"\\udc00\"}", "{\"a\":\"\u{01}\"}", "{\"a\":\"open}", "{\"a\":1} x", "{\"a\":1}{}", "// c\n{}",
        "1", "\"text\"", "null", "true", "{\"a\":1e400}", "{\"a\":-1e309}", "{\"a\":[1 2]}", "{,}", "[,1]", "{\"a\":1 \"b\":2}",
        String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
    ]

    @Test("malformed JSON is refused, as JSONSerialization refuses it (trailing commas too), and answered with an error frame")
    func malformedIsRefused() {
        for text in Self.malformed {
            #expect(throws: JSONSyntaxError.self, "\(text.prefix(40))") { try JSONParser.parse(text) }
            if !Self.hasTrailingComma(text) { #expect(Self.foundation(text) == nil, "JSONSerialization reads \(text.prefix(40))") }
            let driver = SessionDriver()
            driver.hello()
            let replies = driver.send(text: text)
            #expect(replies.count == 1 && errorCode(replies[0]) == "malformed", "\(text.prefix(40)): \(replies)")
            #expect((replies[0]["message"] as? String)?.contains("not valid JSON") == true, "\(replies[0])")
        }
    }

    @Test("random corruptions of real messages: the reader agrees with JSONSerialization (but for trailing commas) and never crashes a session")
    func corruptedMessages() {
        var random = SplitMix64(seed: 16)
        let pieces = Array(#"{}[],:"\-+.eE0123456789tfnul a\u"#.utf8) + [0x01, 0xE2, 0x80, 0xA8]
        let driver = SessionDriver()
        driver.hello()
        var refused = 0
        for round in 0..<4000 {
            var bytes = Array(Self.documents[round % Self.documents.count].utf8)
            for _ in 0...(Int(random.next() % 4)) {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(pieces[Int(random.next() % UInt64(pieces.count))], at: at)
                default: bytes[at] = pieces[Int(random.next() % UInt64(pieces.count))]
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let ours = try? JSONParser.parse(text)
            let theirs = Self.foundation(text)
            if Self.hasTrailingComma(text) {
                #expect(ours == nil, "\(text)")
            } else {
                #expect((ours == nil) == (theirs == nil), "\(text)")
                if let ours, let theirs { #expect(Self.alike(ours, theirs), "\(text)") }
            }
            if ours == nil { refused += 1 }
            let replies = driver.send(text: text)
            #expect(replies.allSatisfy { $0["undecodable"] == nil })
        }
        #expect(refused > 1000)
    }

    // MARK: Encoder, against the old one

    @Test("numbers are written byte for byte as before")
    func numbers() {
        var random = SplitMix64(seed: 7)
        var values: [Double] = [
            0, -0.0, 0.0004, 0.0005, -0.0005, 0.0015, 0.001, -0.001, 0.1, 0.7, 1.0005, 2.5e-4, 12.3456, 999_999_999.9994,
            999_999_999.9996, 1e9, 1e12, 1e15 - 0.5, 1e15, 1e16, 123_456_789_012.345, 9e15, 1e300, -1e300,
            .nan, .infinity, -.infinity, .pi, -.pi, 1 / 3, 2 / 3, 0.1 + 0.2, 4.35, 4.345, 1.0005, 8.0125,
        ]
        for _ in 0..<200_000 {
            let exponent = Double(Int(random.next() % 28) - 8)
            let unit = Double(random.next() >> 11) / Double(1 << 53)
            var value = unit * pow(10, exponent) * (random.next() % 2 == 0 ? 1 : -1)
            if random.next() % 4 == 0 { value = (value * 1000).rounded() / 1000 + [0, 0.0005, -0.0005, 0.00049999][Int(random.next() % 4)] }
            values.append(value)
        }
        var mismatches: [String] = []
        for value in values {
            var buffer = JSONBuffer()
            buffer.append(number: value)
            if buffer.string != Legacy.number(value) { mismatches.append("\(value): \(buffer.string) vs \(Legacy.number(value))") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test("strings are escaped byte for byte as before")
    func strings() {
        let texts = ["", "plain", "quote \" back \\ slash /", "\n\r\t\u{08}\u{0C}", "\u{00}\u{01}\u{1F}\u{7F}",
                     "é ü 漢字 😀 👩‍👩‍👧", "line\u{2028}para\u{2029}end", "\u{2027}\u{202A}", "#ff8800", "two\nlines \"quoted\""]
        for text in texts {
            var buffer = JSONBuffer()
            buffer.append(quoted: text)
            #expect(buffer.string == Legacy.quoted(text), "\(text)")
        }
        for value: SceneValue in [.number(1.23456), .point(Point(x: -3.5, y: 1e10)), .string("left\n"), .number(.nan)] {
            var buffer = JSONBuffer()
            buffer.append(value: value)
            #expect(buffer.string == value.json)
        }
    }

    /// Every scene of the standard catalog, driven by recorded traces at 120 Hz as a page drives it, with
    /// the frames the old encoder would have written computed beside the session from the same scene.
    @Test("every frame of every scene is byte for byte the old encoder's, sent exactly when it sent one",
          arguments: LabSceneCatalog.standard.names)
    func framesMatchOldEncoder(scene name: String) throws {
        var frames = 0, withNodes = 0, withChanges = 0
        for traceName in ["pinch-out-2x", "scroll-right-400-2000-fling", "double-tap"] {
            let trace = try Trace(contentsOf: LabReplayTests.fixtures.appendingPathComponent("\(traceName).json"))
            let driver = SessionDriver(catalog: .standard)
            let hello = driver.session.receive(#"{"v":2,"type":"hello","scene":"\#(name)","viewport":{"width":390,"height":844},"client":"test"}"#, at: 0)
            let session = driver.session
            let scene = try #require(session.scene)
            let model = Legacy.FrameModel(scene: scene, version: 2)
            #expect(hello.last == model.frame(engineTime: session.engineTime, ack: nil, full: true))
            frames += 1
            if hello.last?.contains("\"nodes\":") == true { withNodes += 1 }
            var groups: [(t: Double, samples: [Trace.Sample])] = []
            for sample in trace.samples where ["down", "move", "up", "cancel"].contains(sample.phase.rawValue) {
                if let last = groups.last, last.t == sample.t { groups[groups.count - 1].samples.append(sample) } else { groups.append((sample.t, [sample])) }
            }
            let end = (trace.samples.last?.t ?? 0) + 1
            var next = 0, seq = 0, tick = 0
            while Double(tick) / 120 < end {
                let t = Double(tick) / 120
                while next < groups.count, groups[next].t <= t {
                    seq += 1
                    let samples = groups[next].samples.map { s in
                        #"{"t":\#(1000 + s.t * 1000),"id":\#(s.pointer),"phase":"\#(s.phase.rawValue)","x":\#(s.x),"y":\#(s.y),"kind":"touch"}"#
                    }
                    next += 1
                    let replies = session.receive(#"{"v":2,"type":"pointer","seq":\#(seq),"samples":[\#(samples.joined(separator: ","))]}"#, at: t)
                    let expected = model.frame(engineTime: session.engineTime, ack: seq, full: false)
                    #expect(replies == [expected].compactMap { $0 })
                    for reply in replies {
                        frames += 1
                        if reply.contains("\"nodes\":") { withNodes += 1 }
                        if reply.contains("\"changes\":") { withChanges += 1 }
                    }
                }
                let replies = session.receive(#"{"v":2,"type":"frame","t":\#(1000 + t * 1000)}"#, at: t)
                let expected = model.frame(engineTime: session.engineTime, ack: nil, full: false)
                #expect(replies == [expected].compactMap { $0 }, "\(name) \(traceName) at \(t)")
                for reply in replies {
                    frames += 1
                    if reply.contains("\"nodes\":") { withNodes += 1 }
                    if reply.contains("\"changes\":") { withChanges += 1 }
                }
                tick += 1
            }
        }
        // Every scene answered, and the inspector (whose recognizers all see every touch) reported changes.
        #expect(frames > 20 && withNodes > 0)
        if name == "inspector" { #expect(withChanges > 10) }
    }
}

/// The encoder the lab used before it wrote into byte buffers, kept as the reference its output must match.
enum Legacy {
    /// The string escaper GraspTrace had before GraspJSON's buffer became the package's one escaper.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    struct Text {
        private(set) var text = "{"
        private var isEmpty = true
        private mutating func key(_ key: String) {
            if !isEmpty { text += "," }
            isEmpty = false
            text += Legacy.quoted(key) + ":"
        }
        mutating func add(_ name: String, _ value: String) { key(name); text += Legacy.quoted(value) }
        mutating func add(_ name: String, _ value: Double) { key(name); text += Legacy.number(value) }
        mutating func add(_ name: String, _ value: Int) { key(name); text += String(value) }
        mutating func add(_ name: String, _ value: Bool) { key(name); text += value ? "true" : "false" }
        mutating func add(_ name: String, raw: String) { key(name); text += raw }
        var json: String { text + "}" }
        static func array(_ values: [Double]) -> String { "[" + values.map(Legacy.number).joined(separator: ",") + "]" }
        static func array(raw values: [String]) -> String { "[" + values.joined(separator: ",") + "]" }
    }

    static func nodes(of root: Node) -> String {
        var items: [String] = []
        func visit(_ node: Node, parent: Int, parentMatrix: GraspGeometry.AffineTransform?) {
            let matrix: GraspGeometry.AffineTransform
            if let parentMatrix {
                matrix = GraspGeometry.AffineTransform(translationX: -node.bounds.midX, y: -node.bounds.midY)
                    .concatenating(node.transform)
                    .concatenating(GraspGeometry.AffineTransform(translationX: node.center.x, y: node.center.y))
                    .concatenating(parentMatrix)
            } else {
                matrix = .identity
            }
            let b = node.bounds
            let corners = [
                Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY),
            ].map { matrix.apply(to: $0) }
            let frame = Rect.bounding(corners)
            var json = Text()
            json.add("name", node.name)
            json.add("parent", parent)
            json.add("m", raw: Text.array([matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty]))
            json.add("b", raw: Text.array([b.origin.x, b.origin.y, b.width, b.height]))
            json.add("frame", raw: Text.array([frame.origin.x, frame.origin.y, frame.width, frame.height]))
            json.add("color", raw: node.backgroundColor.map { Legacy.quoted($0.hex) } ?? "null")
            json.add("alpha", node.alpha)
            json.add("hidden", node.isHidden)
            if let label = node.label { json.add("label", label) }
            let index = items.count
            items.append(json.json)
            for child in node.children { visit(child, parent: index, parentMatrix: matrix) }
        }
        visit(root, parent: -1, parentMatrix: nil)
        return Text.array(raw: items)
    }

    static func fingerprint(of root: Node) -> Int {
        var hasher = Hasher()
        func visit(_ node: Node) {
            hasher.combine(node.name)
            hasher.combine(node.bounds)
            hasher.combine(node.center)
            hasher.combine(node.transform)
            hasher.combine(node.backgroundColor)
            hasher.combine(node.alpha)
            hasher.combine(node.isHidden)
            hasher.combine(node.label)
            hasher.combine(node.children.count)
            for child in node.children { visit(child) }
        }
        visit(root)
        return hasher.finalize()
    }

    /// The old session's frame logic beside a session: its own observer collects the state changes as
    /// the old `note` wrote them, and `frame` answers what the old `frame` returned.
    final class FrameModel {
        let scene: any Scene
        let version: Int
        var pending: [String] = []
        var lastNodes: Int?
        var lastValues: Int?

        init(scene: any Scene, version: Int) {
            self.scene = scene
            self.version = version
            let ids = Dictionary(uniqueKeysWithValues: scene.recognizers.enumerated().map { (ObjectIdentifier($1), $0) })
            scene.engine.addStateObserver { [unowned self] change in
                guard let id = ids[ObjectIdentifier(change.recognizer)] else { return }
                var json = Text()
                json.add("r", id)
                json.add("name", change.recognizer.name)
                json.add("from", change.oldState.description)
                json.add("to", change.newState.description)
                json.add("reported", change.reportedName)
                json.add("t", change.timestamp)
                var values = Text()
                for (name, value) in self.scene.values(of: change.recognizer).sorted(by: { $0.key < $1.key }) {
                    values.add(name, raw: value.json)
                }
                json.add("values", raw: values.json)
                self.pending.append(json.json)
            }
        }

        func frame(engineTime: Double, ack: Int?, full: Bool) -> String? {
            let nodes = Legacy.fingerprint(of: scene.rootNode)
            var hasher = Hasher()
            for recognizer in scene.recognizers {
                hasher.combine(recognizer.state)
                hasher.combine(scene.values(of: recognizer))
            }
            let values = hasher.finalize()
            let nodesChanged = full || nodes != lastNodes
            let valuesChanged = full || values != lastValues
            guard ack != nil || nodesChanged || valuesChanged || !pending.isEmpty else { return nil }
            var json = Text()
            json.add("v", version)
            json.add("type", "frame")
            json.add("t", engineTime)
            if let ack { json.add("ack", ack) }
            if nodesChanged { json.add("nodes", raw: Legacy.nodes(of: scene.rootNode)) }
            if !pending.isEmpty { json.add("changes", raw: Text.array(raw: pending)) }
            if valuesChanged {
                var all = Text()
                for (index, recognizer) in scene.recognizers.enumerated() {
                    var inner = Text()
                    inner.add("state", recognizer.state.description)
                    for (name, value) in scene.values(of: recognizer).sorted(by: { $0.key < $1.key }) {
                        inner.add(name, raw: value.json)
                    }
                    all.add(String(index), raw: inner.json)
                }
                json.add("values", raw: all.json)
            }
            lastNodes = nodes
            lastValues = values
            pending.removeAll()
            return json.json
        }
    }
}
