// Why this file exists: a scroll view that moves on its own (after a drag, or animating its offset) is
// driven by the engine's ticks, and evaluated at each tick's time from the moment the motion started,
// so the path is the same at any frame rate and a touch stops it at the exact offset of its own
// timestamp. Starting, advancing, finishing and stopping a motion live here.

import GraspMotion

extension ScrollView {
    /// Whether the content is moving on its own: gliding, bouncing, settling, animating or zooming back.
    public var isMovingOnItsOwn: Bool { motion != nil || zoomMotion != nil }

    /// How near its resting offset a motion must be, in points, for a touch to finish it rather than
    /// catch it: 0.5 pt, less than a pixel on any screen.
    public static let restingDistance: Double = 0.5
    /// How slow a motion must be, in points per second, for a touch to finish it rather than catch it.
    /// 30 pt/s moves less than a point in a 30 ms tap.
    public static let restingSpeed: Double = 30

    /// When the offset motion at `time` is within ``restingDistance`` of its rest and slower than
    /// ``restingSpeed`` (and no zoom is moving), finishes it on its resting offset and returns `true`: a
    /// touch then is not a catch, and a tap on a page that has visibly settled is a tap.
    func finishMotionIfNearlyAtRest(at time: Double) -> Bool {
        guard let current = motion, zoomMotion == nil else { return false }
        let elapsed = max(time - motionStart, 0)
        let offset = current.offset(at: elapsed), velocity = current.velocity(at: elapsed)
        guard (offset - current.restingOffset).magnitude <= Self.restingDistance, velocity.magnitude <= Self.restingSpeed else { return false }
        finishMotion(at: current.restingOffset, time: time)
        return true
    }

    /// Starts `newMotion` at `time` and makes sure the engine's ticks drive it.
    func start(_ newMotion: ScrollMotion, at time: Double, cutOffAt cutoff: Double? = nil, edgeAxis: PanAxis = .vertical) {
        motion = newMotion
        motionStart = time
        motionCutoff = cutoff
        motionEdgeAxis = edgeAxis
        if androidPhysics != nil { scheduleStretchAbsorbs(newMotion, at: time) }
        startTicking()
        if tickToken == nil { comeToRestOffTree() }
    }

    /// A scroll view outside an engine's tree has no ticks to move it: its motion ends at once, the
    /// content staying where it is (moved onto the nearest edge if it was past one).
    func comeToRestOffTree() {
        if let stopped = motion {
            motion = nil
            motionCutoff = nil
            moveContent(to: clampedContentOffset(bounds.origin))
            end(stopped)
        }
        if let zoom = zoomMotion {
            zoomMotion = nil
            isZoomBouncing = false
            applyZoom(zoom.animation.to, contentPoint: zoom.contentPoint, focus: zoom.focus)
            moveContent(to: clampedContentOffset(bounds.origin))
            delegate?.scrollViewDidEndZooming(self, with: viewForZooming, atScale: storedZoomScale)
        }
    }

    /// Registers a tick handler with the engine of this scroll view's tree, once.
    func startTicking() {
        guard tickToken == nil, let engine else { return }
        tickingEngine = engine
        let owner = WeakReference(self)
        tickToken = engine.addTickHandler({ now in owner.object?.advance(to: now) },
                                          whenEngineGoes: { owner.object?.tickingEngine = nil })
    }

    private func stopTicking() {
        if let tickToken { tickingEngine?.removeObserver(tickToken) }
        tickToken = nil
        tickingEngine = nil
    }

    /// Evaluates the motion at `now`; finishes it once its duration has passed.
    func advance(to now: Double) {
        guard let ticking = tickingEngine, engine === ticking else {
            // Removed from the tree (or moved to another engine's) while moving: stop where the last
            // tick left it, the offset shown when it was removed (onto the nearest edge if past one).
            stopTicking()
            comeToRestOffTree()
            return
        }
        if let motion {
            let elapsed = now - motionStart
            var replaced = false
            if let cutoff = motionCutoff, elapsed >= cutoff {
                motionCutoff = nil
                replaced = glideReachedEdge(motion, after: cutoff, now: now)
            }
            if !replaced, let motion = self.motion {
                if elapsed >= motion.duration {
                    finishMotion(at: motion.restingOffset, time: now)
                } else {
                    moveContent(to: motion.offset(at: max(elapsed, 0)))
                }
            }
        }
        advanceZoom(to: now)
        if motion == nil && zoomMotion == nil && !isStretchActive(at: now) { stopTicking() }
    }

    /// Ends the motion at `offset`, telling the delegate how it ended.
    func finishMotion(at offset: Point, time: Double) {
        guard let finished = motion else { return }
        motion = nil
        motionCutoff = nil
        moveContent(to: offset)
        end(finished)
    }

    /// The glide `glide` reached this scroll view's edge along ``motionEdgeAxis`` at `cutoff` after its
    /// start: the velocity it has there is offered to the connections around (post-fling). When they take
    /// none of it, the glide goes on into its bounce as planned (returns `false`); otherwise it stops at
    /// the edge, and what they left (and the velocity along the other axis) goes on from there (returns
    /// `true`: the motion was replaced).
    func glideReachedEdge(_ glide: ScrollMotion, after cutoff: Double, now: Double) -> Bool {
        let axis = motionEdgeAxis, time = motionStart + cutoff
        let released = axis.component(of: glide.velocity(at: 0)), atEdge = glide.velocity(at: cutoff)
        let offered = axis.component(of: atEdge)
        edgeHandOff?.edgeTime = time
        let left = postFling(consumed: released - offered, available: offered, along: axis)
        edgeHandOff?.edgeTime = nil
        guard left != offered, motion != nil else { return motion == nil }
        finishMotion(at: glide.offset(at: cutoff), time: time)
        let rest = axis.vector(left) + axis.perpendicular.vector(axis.perpendicular.component(of: atEdge))
        if rest != .zero {
            self.glide(velocity: rest, startPage: pages(of: bounds.origin), at: time)
            advance(to: now)
        }
        return true
    }

    /// The edges moved (the insets or the content size changed): a glide after a drag is planned at the
    /// release against the edges of then, so one that would come to rest outside the new edges goes on
    /// from where it is now, with the velocity it has now, against the new ones, as UIKit's deceleration
    /// meets the edges as they are. A glide that rests within them, and an animation, are left as they are.
    func edgesMoved() {
        guard case .deceleration(let planned)? = motion, let now = engine?.currentTime else { return }
        let resting = planned.restingOffset
        guard clampedContentOffset(resting) != resting else { return }
        let velocity = planned.velocity(at: max(now - motionStart, 0))
        stopMotion(at: now)
        glide(velocity: velocity, startPage: pages(of: bounds.origin), at: now)
    }

    /// Settles the content from where it is, as after a release with no velocity: back within the
    /// content if it is past an edge, onto the nearest page if paging. Does nothing when it is already at
    /// rest.
    func settle(at time: Double) {
        let offset = bounds.origin
        glide(velocity: .zero, startPage: pages(of: offset), at: time)
    }

    /// Moves the content on its own from where it is with `velocity` (the content offset's, kept only
    /// along the axes it accepts), as after a release: a glide, a spring back from past an edge, or a
    /// settle on a page at most one from `startPage`. A motion that needs no time (without bounces)
    /// moves the content straight to where it rests.
    func glide(velocity: Point, startPage: (x: Int, y: Int), at time: Double) {
        let offset = bounds.origin, low = minimumContentOffset, high = maximumContentOffset
        guard let horizontal = axisMotion(offset: offset.x, velocity: acceptsDrag(along: .horizontal) ? velocity.x : 0, low: low.x, high: high.x, pageSize: bounds.width, startPage: startPage.x),
              let vertical = axisMotion(offset: offset.y, velocity: acceptsDrag(along: .vertical) ? velocity.y : 0, low: low.y, high: high.y, pageSize: bounds.height, startPage: startPage.y)
        else { return }
        let deceleration = ScrollDeceleration(horizontal: horizontal, vertical: vertical)
        guard deceleration.restingOffset != offset || velocity != .zero else { return }
        guard deceleration.duration > 0 else {
            moveContent(to: deceleration.restingOffset)  // without bounces: straight onto the edge
            return
        }
        stopMotion(at: time)
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        start(.deceleration(deceleration), at: time)
    }

    /// Stops the motion at `time`, leaving the content exactly where the motion had it then.
    func stopMotion(at time: Double) {
        guard let stopped = motion else { return }
        if !androidState.beforeAbsorb.isEmpty { cancelStretchAbsorbs(at: time) }
        motion = nil
        motionCutoff = nil
        moveContent(to: stopped.offset(at: max(time - motionStart, 0)))
        end(stopped)
    }

    private func end(_ finished: ScrollMotion) {
        switch finished {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation, .keyboard:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}
