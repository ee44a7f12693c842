// Why this file exists: nodes hear their touches after the recognizers, and recognizers may hold those
// calls back (`delaysTouchesBegan`, `delaysTouchesEnded`) or cancel them (`cancelsTouchesInView`). Keeping
// the node side of delivery (buffers, held ends, cancellation, the flush once a recognizer has failed) in
// its own file leaves the engine file to the dispatch loop. The "Nodes and Touches" article describes it.

extension TouchTable {
    @inline(never) // Out of line: one copy for every caller (Performance article, "The eighth round").
    func deliverToNodes(_ group: RecordGroup, phase: TouchPhase, event: TouchEvent, lists: DispatchScratch) {
        // The common case: touches that moved, all heard by one node, with nothing held back. The general
        // path below makes the same one call (the node's touches in the order of the group) through its
        // lists of due records.
        if phase == .moved, let node = Self.soleListener(of: group) {
            var count = 0
            GestureEngine.storeTouches(of: group, at: &count, in: &lists.nodeBatch)
            lists.nodeBatch.truncate(to: count)
            tell(node, .moved, lists.nodeBatch, event)
            return
        }
        // Touches whose node hears this phase now; others are buffered, held or dropped.
        lists.nodeDue.removeAllKeepingStorage()
        for record in group {
            guard record.hitNode != nil, !record.nodeCancelled else { continue }
            switch phase {
            case .began:
                if let node = record.hitNode, !Self.scrollViewsLetBegin(node, record.touch, event) {
                    record.nodeCancelled = true
                    continue
                }
                if record.isBeganDelayed {
                    record.nodeBuffer.append((.began, record.touch, event))
                    hasNodeWork = true
                } else {
                    record.nodeBegan = true
                    lists.nodeDue.append(record)
                }
            case .moved:
                if !record.nodeBuffer.isEmpty { record.nodeBuffer.append((.moved, record.touch, event)) } else if record.nodeBegan { lists.nodeDue.append(record) }
            case .ended:
                if !record.nodeBuffer.isEmpty { record.nodeBuffer.append((.ended, record.touch, event)) } else if record.nodeBegan {
                    if record.isEndDelayed {
                        record.heldEnd = (record.touch, event)
                        hasNodeWork = true
                    } else { lists.nodeDue.append(record) }
                }
            case .cancelled:
                record.nodeBuffer.removeAll()
                record.heldEnd = nil
                if record.nodeBegan { lists.nodeDue.append(record) }
                record.nodeCancelled = true
            case .stationary:
                break
            }
        }
        guard !lists.nodeDue.isEmpty else { return }
        // One call per node, with that node's touches, nodes in the order their first touch appears. (A
        // copy of the due list: a node's call may dispatch again.)
        let due = lists.nodeDue
        for (index, record) in due.enumerated() {
            guard let node = record.hitNode, !due[..<index].contains(where: { $0.hitNode === node }) else { continue }
            lists.nodeBatch.removeAllKeepingStorage()
            for other in due[index...] where other.hitNode === node { lists.nodeBatch.append(other.touch) }
            tell(node, phase, lists.nodeBatch, event)
        }
    }

    /// Calls `node`'s hook of `phase` (which passes the call up the responder chain unless the node
    /// handles it), telling the delivery observer first if there is one.
    @inline(__always)
    private func tell(_ node: Node, _ phase: TouchPhase, _ touches: [Touch], _ event: TouchEvent) {
        if let observer = deliveryObserver { observer(node, phase, touches, event) }
        node.callHook(of: phase, with: touches, event: event)
    }

    /// Whether every ancestor of `node` lets it hear `touch` (`Node.letsDescendantHear`: a scroll view asks
    /// its `touchesShouldBegin`).
    private static func scrollViewsLetBegin(_ node: Node, _ touch: Touch, _ event: TouchEvent) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if !current.letsDescendantHear(touch, with: event, in: node) { return false }
            ancestor = current.parent
        }
        return true
    }

    /// Delivers node calls that were held back by recognizers that have since failed, and forgets
    /// touches with nothing left to deliver.
    @inline(__always)
    func flushNodeDelivery() {
        if hasNodeWork { flushPendingNodeDelivery() }
    }

    private func flushPendingNodeDelivery() {
        hasNodeWork = false
        applyNodeCancellations()
        for record in records {
            guard let node = record.hitNode, !record.nodeCancelled else { continue }
            if !record.nodeBuffer.isEmpty && !record.isBeganDelayed {
                let buffered = record.nodeBuffer
                record.nodeBuffer.removeAll()
                for item in buffered {
                    switch item.phase {
                    case .began:
                        record.nodeBegan = true
                        tell(node, .began, [item.touch], item.event)
                    case .moved:
                        tell(node, .moved, [item.touch], item.event)
                    case .ended:
                        if record.isEndDelayed { record.heldEnd = (item.touch, item.event) } else { tell(node, .ended, [item.touch], item.event) }
                    default:
                        break
                    }
                }
            }
            if let held = record.heldEnd, !record.isEndDelayed {
                record.heldEnd = nil
                tell(node, .ended, [held.touch], held.event)
            }
        }
        // A record dropped inside a nested dispatch stays alive until no dispatch is left around it: an
        // outer one may still list it, unretained (Unsafe/UnretainedRecords.swift).
        if let context, context.dispatchDepth > 1 {
            let dropped = records.filter { $0.isSettled || ($0.isFinished && $0.nodeCancelled) }
            if !dropped.isEmpty {
                retired.append(contentsOf: dropped)
                // The flush of the outer dispatch lets them go.
                hasNodeWork = true
            }
        } else if !retired.isEmpty {
            retired.removeAll()
        }
        records.removeAll { $0.isSettled || ($0.isFinished && $0.nodeCancelled) }
        // Held-back calls wait for a recognizer to fail, which marks work again.
        if records.contains(where: { !$0.nodeBuffer.isEmpty || $0.heldEnd != nil }) { hasNodeWork = true }
    }

    /// A recognizer with `cancelsTouchesInView` began or recognized (the arena's decision): its touches
    /// are cancelled for their nodes and held-back calls are dropped. A node that had heard of a touch is
    /// owed `touchesCancelled`: the call is recorded, not made; the engine makes it
    /// (``applyNodeCancellations()``) once the proposals of the phase are resolved, or when it flushes.
    func cancelNodeDelivery(for recognizer: GestureRecognizer, at time: Double) {
        hasNodeWork = true
        for record in records where record.recognizers.contains(where: { $0 === recognizer }) && !record.nodeCancelled {
            record.nodeBuffer.removeAll()
            record.heldEnd = nil
            record.nodeCancelled = true
            if record.nodeBegan, let node = record.hitNode {
                var touch = record.touch
                touch.phase = .cancelled
                nodeCancellations.append(NodeCancellation(
                    node: node, touch: touch,
                    event: TouchEvent(timestamp: time, allTouches: activeTouches, changedTouches: [touch])))
            }
        }
    }

    /// Makes the `touchesCancelled` calls decisions owed to nodes, oldest first.
    @inline(__always)
    func applyNodeCancellations() {
        if !nodeCancellations.isEmpty { applyPendingNodeCancellations() }
    }

    private func applyPendingNodeCancellations() {
        // Taken first: a node's call may dispatch again, and that dispatch makes only the calls it owes.
        let owed = nodeCancellations
        nodeCancellations = []
        for call in owed { tell(call.node, .cancelled, [call.touch], call.event) }
    }

    /// A node under `subtree` left the tree: its touches are never delivered to it again (it hears no
    /// `touchesCancelled`: it is gone), and held-back calls are dropped.
    func stopNodeDelivery(under subtree: Node) {
        hasNodeWork = true
        for record in records where !record.nodeCancelled {
            guard let hit = record.hitNode, subtree.isAncestor(of: hit) else { continue }
            record.nodeBuffer.removeAll()
            record.heldEnd = nil
            record.nodeCancelled = true
        }
    }
}
