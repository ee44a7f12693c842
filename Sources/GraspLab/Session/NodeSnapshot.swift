// Why this file exists: the page draws what the engine's node tree looks like at each frame. This
// file flattens the tree into draw order and writes each node's window-space matrix, bounds, frame
// and colour, which is all a canvas needs and all a test reads.

import Grasp
import GraspGeometry

/// The draw list of a node tree: every node, back to front, with its geometry in window space.
enum NodeSnapshot {
    /// The tree under `root` as a JSON array, one object per node in draw order (parents before
    /// children, children back to front).
    ///
    /// Each object has `name`, `parent` (the index of the parent in the array, -1 for the root),
    /// `m` (the matrix `[a, b, c, d, tx, ty]` from the node's bounds space to window space), `b`
    /// (the bounds `[x, y, width, height]`), `frame` (the window-space bounding box `[x, y, width,
    /// height]`), `color` (CSS hex or null), `alpha`, `hidden` and, when set, `label`.
    static func json(of root: Node) -> String {
        var items: [String] = []
        func visit(_ node: Node, parent: Int, parentMatrix: AffineTransform?) {
            let matrix: AffineTransform
            if let parentMatrix {
                matrix = AffineTransform(translationX: -node.bounds.midX, y: -node.bounds.midY)
                    .concatenating(node.transform)
                    .concatenating(AffineTransform(translationX: node.center.x, y: node.center.y))
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
            var json = JSONText()
            json.add("name", node.name)
            json.add("parent", parent)
            json.add("m", raw: JSONText.array([matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty]))
            json.add("b", raw: JSONText.array([b.origin.x, b.origin.y, b.width, b.height]))
            json.add("frame", raw: JSONText.array([frame.origin.x, frame.origin.y, frame.width, frame.height]))
            json.add("color", raw: node.backgroundColor.map { JSONText.quoted($0.hex) } ?? "null")
            json.add("alpha", node.alpha)
            json.add("hidden", node.isHidden)
            if let label = node.label { json.add("label", label) }
            let index = items.count
            items.append(json.json)
            for child in node.children { visit(child, parent: index, parentMatrix: matrix) }
        }
        visit(root, parent: -1, parentMatrix: nil)
        return JSONText.array(raw: items)
    }

    /// A hash of everything ``json(of:)`` writes, far cheaper to compute than the JSON itself: a
    /// session compares it with the last frame's to decide whether to write the nodes at all.
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
}
