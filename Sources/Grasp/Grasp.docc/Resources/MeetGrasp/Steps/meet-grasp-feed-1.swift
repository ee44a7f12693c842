import Grasp

/// A vertical feed of rows.
final class Feed {
    let root = Node(name: "feed", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let list = ScrollView(name: "list",
                          frame: Rect(x: 0, y: 0, width: 390, height: 844))

    init() {
        list.contentSize = Size(width: 390, height: 3_000)
        root.addChild(list)
        for index in 0..<30 {
            let frame = Rect(x: 0, y: Double(index) * 100, width: 390, height: 100)
            list.addChild(Node(name: "row\(index)", frame: frame))
        }
    }
}
