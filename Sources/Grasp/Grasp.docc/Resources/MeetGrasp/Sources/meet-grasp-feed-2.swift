import Grasp

/// A vertical feed of rows, with a carousel of pages among them.
final class Feed {
    let root = Node(name: "feed", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let list = ScrollView(name: "list",
                          frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let carousel = ScrollView(name: "carousel",
                              frame: Rect(x: 0, y: 200, width: 390, height: 240))

    init() {
        list.contentSize = Size(width: 390, height: 3_000)
        root.addChild(list)
        for index in 0..<30 where index < 2 || index > 5 {
            let frame = Rect(x: 0, y: Double(index) * 100, width: 390, height: 100)
            list.addChild(Node(name: "row\(index)", frame: frame))
        }

        carousel.isPagingEnabled = true
        carousel.contentSize = Size(width: 390 * 4, height: 240)
        for page in 0..<4 {
            let frame = Rect(x: Double(page) * 390 + 16, y: 0,
                             width: 358, height: 240)
            carousel.addChild(Node(name: "page\(page)", frame: frame))
        }
        list.addChild(carousel)
    }

    /// The carousel's page: 0 for the first.
    var page: Int {
        Int((carousel.contentOffset.x / carousel.frame.width).rounded())
    }
}
