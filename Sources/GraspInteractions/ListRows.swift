// Why this file exists: swipe actions, reorder and drag and drop all work on a vertical list of rows of one
// height, laid out from the top of a content node, each row named by an identifier that appears once. The
// three controllers add their own motion on top (a removed row's closing gap, rows sliding out of the
// lifted row's way, an item in flight), but the rows themselves are this one model: the identifiers in
// order, the height (checked once, the same way), where each row's slot is and which slot a point is in.

/// The rows of a list: identifiers top to bottom, each once, all of one height, laid out from the top.
struct ListRows {
    /// The height of every row, a finite number above zero.
    var height: Double
    /// The identifiers, top to bottom.
    var ids: [Int]

    /// Rows `ids` (used as they are) of `height` points (not checked).
    init(ids: [Int], height: Double) {
        self.ids = ids
        self.height = height
    }

    /// Rows `ids` (a repeated identifier is dropped: its first place stays) of `height` points; a height
    /// that is not a finite number above zero is replaced by `fallback` and recorded in `found`.
    init(ids: [Int], height: Double, fallback: Double, into found: inout [InteractionDiagnostic]) {
        var seen: Set<Int> = []
        self.init(ids: Self.firstOccurrences(of: ids, seen: &seen), height: InteractionDiagnostic.checked(height, "rowHeight", fallback: fallback, into: &found))
    }

    /// `ids` without the identifiers in `seen` or repeated in them (the first place stays), each kept one
    /// added to `seen`; `dropped` is called with each one left out.
    static func firstOccurrences(of ids: [Int], seen: inout Set<Int>, dropped: (Int) -> Void = { _ in }) -> [Int] {
        var kept: [Int] = []
        kept.reserveCapacity(ids.count)
        for id in ids {
            if seen.insert(id).inserted {
                kept.append(id)
            } else {
                dropped(id)
            }
        }
        return kept
    }

    /// The number of rows.
    var count: Int { ids.count }

    /// The height of all the rows.
    var contentHeight: Double { Double(ids.count) * height }

    /// The top of the slot of the row at `index`, with nothing moving.
    func slotY(at index: Int) -> Double { Double(index) * height }

    /// The index of the slot at `y` (from the top of the content node), if a row has it.
    func slot(atY y: Double) -> Int? {
        guard y.isFinite, y >= 0 else { return nil }
        let index = Int(y / height)
        return index < ids.count ? index : nil
    }
}
