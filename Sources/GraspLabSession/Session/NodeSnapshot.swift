// Why this file exists: the page draws what the engine's node tree looks like at each frame. This
// file flattens the tree into draw order and writes each node's window-space matrix, bounds, frame
// and colour, which is all a canvas needs and all a test reads. A session asks on every message
// whether anything it would write changed; that question is answered by comparing each node's own
// fields with the ones kept from the last frame, which costs far less than writing or hashing them.

import Grasp
import GraspGeometry
import GraspJSON

/// The draw list of a node tree: every node, back to front, with its geometry in window space.
@_spi(GraspInternal) public enum NodeSnapshot {
    /// The tree under `root` as a JSON array, one object per node in draw order (parents before
    /// children, children back to front).
    ///
    /// Each object has `name`, `parent` (the index of the parent in the array, -1 for the root),
    /// `m` (the matrix `[a, b, c, d, tx, ty]` from the node's bounds space to window space), `b`
    /// (the bounds `[x, y, width, height]`), `frame` (the window-space bounding box `[x, y, width,
    /// height]`), `color` (CSS hex or null), `alpha`, `hidden` and, when set, `label`.
    @_spi(GraspInternal) public static func json(of root: Node) -> String {
        var buffer = JSONBuffer()
        write(root, into: &buffer)
        return buffer.string
    }

    /// Appends ``json(of:)``'s text to `buffer`.
    @_spi(GraspInternal) public static func write(_ root: Node, into buffer: inout JSONBuffer) {
        var count = 0
        buffer.append("[")
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
            let frame = Rect.bounding([
                matrix.apply(to: Point(x: b.minX, y: b.minY)), matrix.apply(to: Point(x: b.maxX, y: b.minY)),
                matrix.apply(to: Point(x: b.minX, y: b.maxY)), matrix.apply(to: Point(x: b.maxX, y: b.maxY)),
            ])
            if count > 0 { buffer.append(",") }
            buffer.append("{\"name\":")
            buffer.append(quoted: node.name)
            buffer.append(",\"parent\":")
            buffer.append(int: parent)
            buffer.append(",\"m\":[")
            buffer.append(number: matrix.a)
            buffer.append(",")
            buffer.append(number: matrix.b)
            buffer.append(",")
            buffer.append(number: matrix.c)
            buffer.append(",")
            buffer.append(number: matrix.d)
            buffer.append(",")
            buffer.append(number: matrix.tx)
            buffer.append(",")
            buffer.append(number: matrix.ty)
            buffer.append("],\"b\":")
            rect(b, into: &buffer)
            buffer.append(",\"frame\":")
            rect(frame, into: &buffer)
            buffer.append(",\"color\":")
            if let color = node.backgroundColor { buffer.append(quoted: color.hex) } else { buffer.append("null") }
            buffer.append(",\"alpha\":")
            buffer.append(number: node.alpha)
            buffer.append(",\"hidden\":")
            buffer.append(bool: node.isHidden)
            if let label = node.label {
                buffer.append(",\"label\":")
                buffer.append(quoted: label)
            }
            buffer.append("}")
            let index = count
            count += 1
            for child in node.children { visit(child, parent: index, parentMatrix: matrix) }
        }
        visit(root, parent: -1, parentMatrix: nil)
        buffer.append("]")
    }

    private static func rect(_ rect: Rect, into buffer: inout JSONBuffer) {
        buffer.append("[")
        buffer.append(number: rect.origin.x)
        buffer.append(",")
        buffer.append(number: rect.origin.y)
        buffer.append(",")
        buffer.append(number: rect.width)
        buffer.append(",")
        buffer.append(number: rect.height)
        buffer.append("]")
    }

    /// Everything ``json(of:)`` writes about one node, as the node holds it.
    @_spi(GraspInternal) public struct Record: Equatable {
        var name: String
        var bounds: Rect
        var center: Point
        var transform: AffineTransform
        var color: Color?
        var alpha: Double
        var isHidden: Bool
        var label: String?
        var childCount: Int

        init(_ node: Node) {
            name = node.name
            bounds = node.bounds
            center = node.center
            transform = node.transform
            color = node.backgroundColor
            alpha = node.alpha
            isHidden = node.isHidden
            label = node.label
            childCount = node.children.count
        }
    }

    /// The fields of every node as the last frame wrote them, in draw order.
    @_spi(GraspInternal) public struct Memory {
        private var records: [Record] = []
        private var isValid = false

        /// Forgets the last frame: the next ``update(from:)`` reports a change.
        mutating func invalidate() {
            isValid = false
        }

        /// Compares the tree under `root` with the last frame's, keeps its fields for the next call, and
        /// returns whether ``json(of:)`` would write anything different.
        mutating func update(from root: Node) -> Bool {
            var changed = !isValid
            var index = 0
            func visit(_ node: Node) {
                let record = Record(node)
                if index < records.count {
                    if records[index] != record {
                        records[index] = record
                        changed = true
                    }
                } else {
                    records.append(record)
                    changed = true
                }
                index += 1
                for child in node.children { visit(child) }
            }
            visit(root)
            if index != records.count {
                records.removeSubrange(index...)
                changed = true
            }
            isValid = true
            return changed
        }
    }
}
