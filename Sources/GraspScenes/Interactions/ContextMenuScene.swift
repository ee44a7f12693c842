// Why this file exists: the context menu of GraspInteractions needs a screen where it can be seen,
// replayed and tested at every rate: a card in a scrolling list that a long press lifts and opens, a right
// click opens at once, and a scroll that begins first keeps from lifting. This is that screen.

import Grasp
import GraspInteractions

/// A list with a photo card that has a ``/GraspInteractions/ContextMenuInteraction`` (items Copy, Share
/// and Delete).
///
/// Recognizers and relationships:
/// - `list` (the scroll view's pan): scrolls the list; a scroll that begins before the lift keeps the card
///   from lifting (the press fails).
/// - `menuCatch` and `menuPress` (on `card`): a press lifts the card from 1/6 of 0.5 s and opens the menu at
///   0.5 s; then the same finger highlights the item under it and performs it on lifting; lifting outside
///   the menu and the card closes it.
/// - `menuClick` (on `card`, the secondary button): opens the menu at once at the pointer.
/// - `menuTrack` (on the root, only while open): a later press, drag and release, or tap, on an item
///   performs it; outside closes.
///
/// Nodes: `list`, `list-content`, `card` (scaled by `liftScale` about its centre), `menu` (hidden while
/// closed) with `menu-copy`, `menu-share` and `menu-delete`.
///
/// Values: every recognizer reports `phase` (`idle`, `lifting`, `open`), `highlightedItem` (the item's
/// identifier or `none`), `lastAction` and `liftScale`; the list's pan adds `contentOffset`.
public final class ContextMenuScene: Scene {
    /// `context-menu`.
    public static let name = "context-menu"
    /// The menu's items.
    public static let items = [
        ContextMenuItem(identifier: "copy", title: "Copy"),
        ContextMenuItem(identifier: "share", title: "Share"),
        ContextMenuItem(identifier: "delete", title: "Delete", isDestructive: true),
    ]
    /// The card's frame in the list's content: 16 pt from the sides, 120 pt from the top, 180 pt high.
    public static func cardFrame(width: Double) -> Rect { Rect(x: 16, y: 120, width: max(width - 32, 0), height: 180) }

    /// The scene's engine.
    public let engine: GestureEngine
    /// The root node, covering the viewport; the menu is drawn on it.
    public let rootNode: Node
    /// The list, named `list`.
    public let list: ScrollView
    /// The list's content, named `list-content`.
    public let content: Node
    /// The card with the menu, named `card`.
    public let card: Node
    /// The menu, named `menu`.
    public let menuNode: Node
    /// The context menu.
    public let interaction: ContextMenuInteraction
    private var itemNodes: [Node] = []
    private let stops = AnimationStopObservers()

    /// Builds the scene for a viewport of `viewport` points: the list at its top, the menu closed.
    public init(viewport: Size) {
        let width = max(viewport.width, 0), height = max(viewport.height, 0)
        rootNode = Node(name: Self.name, frame: Rect(origin: .zero, size: viewport))
        rootNode.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        engine = GestureEngine(rootNode: rootNode)
        list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: width, height: height))
        list.alwaysBounceVertical = true
        list.backgroundColor = .white
        list.contentSize = Size(width: width, height: max(height * 2, 1))
        content = Node(name: "list-content", frame: Rect(x: 0, y: 0, width: width, height: max(height * 2, 1)))
        content.backgroundColor = .white
        card = Node(name: "card", frame: Self.cardFrame(width: width))
        card.backgroundColor = Color(red: 0.35, green: 0.34, blue: 0.84)
        card.label = "Photo"
        content.addChild(card)
        list.addChild(content)
        rootNode.addChild(list)
        menuNode = Node(name: "menu", frame: .zero)
        menuNode.backgroundColor = .white
        menuNode.isHidden = true
        menuNode.isUserInteractionEnabled = false
        for item in Self.items {
            let node = Node(name: "menu-\(item.identifier)", frame: .zero)
            node.label = item.title
            node.backgroundColor = item.isDestructive ? Color(red: 1, green: 0.93, blue: 0.93) : .white
            menuNode.addChild(node)
            itemNodes.append(node)
        }
        rootNode.addChild(menuNode)
        interaction = ContextMenuInteraction(items: Self.items)
        interaction.attach(to: card, container: rootNode)
        interaction.onChange = { [owner = UnownedReference(self)] in owner.object.layOut() }
    }

    /// Scales the card by the lift and places the menu.
    private func layOut() {
        let scale = interaction.liftScale
        card.transform = scale == 1 ? .identity : AffineTransform(scaleX: scale, y: scale)
        let open = interaction.phase == .open
        menuNode.isHidden = !open
        guard open else { return }
        let frame = interaction.menuFrame
        menuNode.frame = frame
        for (index, node) in itemNodes.enumerated() {
            node.frame = Rect(x: 0, y: Double(index) * ContextMenuInteraction.itemHeight, width: frame.width, height: ContextMenuInteraction.itemHeight)
            let highlighted = interaction.highlightedItem == index
            node.backgroundColor = highlighted ? Color(red: 0.85, green: 0.85, blue: 0.88)
                : (Self.items[index].isDestructive ? Color(red: 1, green: 0.93, blue: 0.93) : .white)
        }
    }

    /// Advances the scene's clock to `now`: the list moves and the lift grows.
    public func tick(_ now: Double) {
        engine.tick(now)
        interaction.advance(to: now)
    }

    /// The list's pan, then `menuCatch`, `menuPress`, `menuClick` and `menuTrack`.
    public var recognizers: [GestureRecognizer] {
        [list.panGestureRecognizer, interaction.catchRecognizer, interaction.press, interaction.secondaryClick, interaction.track]
    }

    /// `phase`, `highlightedItem`, `lastAction` and `liftScale` for every recognizer; the list's pan adds
    /// `contentOffset`.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        var values: SceneValues = [
            "phase": .string(interaction.phase.rawValue),
            "highlightedItem": .string(interaction.highlightedItem.map { Self.items[$0].identifier } ?? "none"),
            "lastAction": .string(interaction.lastAction),
            "liftScale": .number(interaction.liftScale),
        ]
        if recognizer === list.panGestureRecognizer { values["contentOffset"] = .point(list.contentOffset) }
        return values
    }

    /// Never called: the scene's lift is evaluated from time and reported with the recognizers' lines.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        stops.add(observer)
    }
}
