// Why this file exists: `SceneValues` stands in for the dictionary scenes returned before, so it must read
// like one where tools read it (by name, by names, as pairs, equal in any order) and keep the order a
// scene wrote. These tests pin that contract.

import Grasp
import GraspScenes
import Testing

@Suite("Scene values")
struct SceneValuesTests {
    @Test func aLiteralKeepsItsOrderAndReadsByName() {
        let values: SceneValues = ["velocity": .number(2), "translation": .point(Point(x: 1, y: 0))]
        #expect(values.keys == ["velocity", "translation"])
        #expect(values.map(\.key) == ["velocity", "translation"])
        #expect(values["velocity"] == .number(2))
        #expect(values["translation"] == .point(Point(x: 1, y: 0)))
        #expect(values["scale"] == nil)
        #expect(values.count == 2)
        #expect(!values.isEmpty)
    }

    @Test func storingReplacesAddsAtTheEndAndNilRemoves() {
        var values: SceneValues = ["a": .number(1), "b": .number(2)]
        values["a"] = .number(10)
        #expect(values.keys == ["a", "b"])
        #expect(values["a"] == .number(10))
        values["c"] = .bool(true)
        #expect(values.keys == ["a", "b", "c"])
        values["b"] = nil
        #expect(values.keys == ["a", "c"])
        values["missing"] = nil
        #expect(values.count == 2)
        values["a"] = nil
        values["c"] = nil
        #expect(values.isEmpty)
        #expect(values == SceneValues())
        #expect(values == [:])
    }

    @Test func valuesAreEqualWhateverTheirOrder() {
        let one: SceneValues = ["a": .number(1), "b": .string("up")]
        let other: SceneValues = ["b": .string("up"), "a": .number(1)]
        #expect(one == other)
        #expect(one != ["a": .number(1), "b": .string("down")])
        #expect(one != ["a": .number(1)])
        #expect(one != ["a": .number(1), "c": .string("up")])
        #expect(one.hashValue == other.hashValue)
        #expect(Set([one, other]).count == 1)
    }

    @Test func pairsIterateInOrderAndSortByName() {
        let values: SceneValues = ["z": .number(3), "m": .bool(false), "a": .number(1)]
        var seen: [String] = []
        for (name, _) in values { seen.append(name) }
        #expect(seen == ["z", "m", "a"])
        #expect(values.sorted { $0.key < $1.key }.map(\.key) == ["a", "m", "z"])
        #expect(values.description == "[a: 1, m: false, z: 3]")
        #expect(SceneValues().description == "[:]")
    }

    @Test func standardValuesOfAPanAreItsTranslationAndVelocity() {
        let scene = GesturesScene(viewport: Size(width: 400, height: 400))
        let values = scene.values(of: scene.pan)
        #expect(values.keys == ["translation", "velocity"])
        #expect(values["translation"] == .point(.zero))
    }
}
