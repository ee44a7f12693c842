// Why this file exists: the arena asks, at each of its decisions, whether a recognizer's node is in its
// engine's tree; the node answers by walking to its root without retaining anything on the way
// (Unsafe/Unretained.swift). These tests pin what the walk answers, at any depth and for any engine.
import Testing
@_spi(GraspInternal) @testable import GraspCore

@Suite("A node's tree and its engine")
struct TreeMembershipTests {
    /// A chain of `depth` nodes under `root`, each the child of the one before; the deepest is returned.
    private func chain(under root: Node, depth: Int) -> Node {
        var node = root
        for index in 0..<depth {
            let child = Node(name: "n\(index)", frame: Rect(x: 0, y: 0, width: 10, height: 10))
            node.addChild(child)
            node = child
        }
        return node
    }

    @Test("A node is in the tree of its root's engine, at any depth, and of no other engine", arguments: [0, 1, 2, 64])
    func inItsEnginesTreeOnly(depth: Int) {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let engine = GestureEngine(rootNode: root)
        let otherRoot = Node(name: "other root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let other = GestureEngine(rootNode: otherRoot)
        let deepest = chain(under: root, depth: depth)
        #expect(deepest.isInTree(withArena: engine.arena))
        #expect(!deepest.isInTree(withArena: other.arena))
        #expect(deepest.isInTree(withArena: engine.arena) == (deepest.engine?.arena === engine.arena))
    }

    @Test("A node out of every engine's tree is in none; moved into another's, it is in that one's")
    func detachedAndMoved() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let engine = GestureEngine(rootNode: root)
        let otherRoot = Node(name: "other root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let other = GestureEngine(rootNode: otherRoot)
        let top = Node(name: "top", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let deepest = chain(under: top, depth: 3)
        // A tree with no engine at its root.
        #expect(!deepest.isInTree(withArena: engine.arena) && !deepest.isInTree(withArena: other.arena))
        root.addChild(top)
        #expect(deepest.isInTree(withArena: engine.arena) && !deepest.isInTree(withArena: other.arena))
        otherRoot.addChild(top)
        #expect(!deepest.isInTree(withArena: engine.arena) && deepest.isInTree(withArena: other.arena))
        top.removeFromParent()
        #expect(!deepest.isInTree(withArena: engine.arena) && !deepest.isInTree(withArena: other.arena))
    }
}
