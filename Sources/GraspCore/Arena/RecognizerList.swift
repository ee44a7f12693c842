// Why this file exists: the arena's lists of recognizers (the ones in play, the ones bound to each touch)
// lose a member at every reset, once for each list, and most lists do not hold it. `removeAll(where:)`
// checks that the array's storage is unique, and copies it when it is not, even when nothing matches;
// at the end of every gesture, for every recognizer, over every live touch, that was most of a reset's
// cost (callgrind, 2026-11-26: about 2,300 instructions a reset on the benchmark trace, with some twenty
// retains). Removing by identity only when the member is there leaves the other lists untouched.

extension Array where Element: Swift.AnyObject {
    /// Removes every occurrence of `recognizer`, keeping the others in order; an array that does not
    /// hold it is not written to at all.
    @inline(__always)
    mutating func removeAll(identicalTo recognizer: Element) {
        guard let first = firstIndex(where: { $0 === recognizer }) else { return }
        remove(at: first)
        // A recognizer is listed once; a second entry, were there one, goes too.
        var index = first
        while index < count {
            if self[index] === recognizer { remove(at: index) } else { index += 1 }
        }
    }
}
