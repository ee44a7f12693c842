// Why this file exists: every delivery visits the recognizers still deciding or running, a list the engine
// keeps between events (`GestureEngine.recognizersDeciding()`). Returned as an array, the list was retained
// at the start of each delivery and released at its end, about 40 of the inspector scene's instructions per
// touch event (see the Performance article, "The delivery's list read in place"). The delivery does not need
// the retain: it reads the list in place, through a pointer to its storage.
//
// What makes it sound:
// - The engine's list is written only by `listRecognizersDeciding()` (made again when play changed) and
//   `forgetRecognizersDeciding()` (emptied once no dispatch is under way). A delivery takes its view just
//   after the list is made, and reads it only while its own loop over the recognizers runs.
// - Inside that loop, the code that may run is the recognizers' hooks, and a hook may dispatch again
//   (a nested dispatch, depth 2 or more), which may make the list again. There, the list is not made in
//   place: the engine moves the old one aside (`retiredDeciding`, with every recognizer in it still
//   retained) and makes a new one in storage of its own. The old lists are let go only once no dispatch
//   is under way, when no view of them is left. So the storage a view reads is neither changed nor freed,
//   and each recognizer in it stays alive (its node may drop it meanwhile), while the view is read.
// - At depth 1, nothing makes the list while a delivery's loop runs: only a delivery makes it, and the
//   delivery of depth 1 makes it before its loop.
// `BorrowedRecognizersTests` fails when the nested dispatch makes the list in place.

/// The recognizers a delivery visits, read in place from the engine's list, without retaining the list
/// (see the comment at the top of this file). Valid only for the delivery that took it.
struct BorrowedRecognizers {
    private let recognizers: UnsafeBufferPointer<GestureRecognizer>

    /// A view of `list`'s storage; the caller guarantees that the storage outlives the view, unchanged.
    @inline(__always)
    init(_ list: borrowing [GestureRecognizer]) {
        recognizers = list.withUnsafeBufferPointer { $0 }
    }

    /// Calls `body` with each recognizer, in order, borrowed (not retained) for the call.
    @inline(__always)
    func forEach(_ body: (GestureRecognizer) -> Void) {
        for slot in recognizers.indices {
            Unmanaged.passUnretained(recognizers[slot])._withUnsafeGuaranteedRef(body)
        }
    }
}
