// Why this file exists: a flung list must not sail past its end. `BoundedDecayAnimation` decays like
// momentum until a component reaches its bound, then hands the velocity it has there to a spring that
// brings it back to the bound — the bounce of a scroll view, still in closed form.

import GraspGeometry

/// Momentum within bounds: decays freely, and where a component reaches its bound the remaining
/// velocity goes into a spring that settles on the bound.
///
/// Components are independent: a point can hit the bottom bound while still gliding sideways. A
/// component that starts outside its bounds springs back from where it is, with its velocity.
///
/// With a `stopSpeed` the free decay stops where it is at that speed (see ``DecayAnimation``), and a
/// component bounces only if that stopping point lies beyond its bound.
public struct BoundedDecayAnimation<Value: Animatable>: ValueAnimation {
    /// The value at time zero.
    public let from: Value
    /// The velocity at time zero, per second.
    public let initialVelocity: Value
    /// The fraction of velocity kept every millisecond while decaying, in (0, 1).
    public let decelerationRate: Double
    /// The smallest allowed value of every component.
    public let lowerBound: Value
    /// The largest allowed value of every component.
    public let upperBound: Value
    /// The spring that takes over at a bound.
    public let spring: SpringParameters
    /// How close to rest a component must be to count as finished.
    public let tolerance: Double
    /// Where the value comes to rest: the decay's projection, or the bound it ran into.
    public let finalValue: Value
    /// How long until every component is within ``tolerance`` of rest.
    public let duration: Double

    @usableFromInline let decay: DecayAnimation<Value>
    /// Per component: when the spring takes over (infinite if never), the bound, and the spring.
    @usableFromInline let handOffs: [HandOff]

    @usableFromInline
    struct HandOff: Sendable {
        @usableFromInline let time: Double
        @usableFromInline let bound: Double
        @usableFromInline let spring: SpringSolution?
    }

    /// Creates a bounded decay; `stopSpeed` (per second, zero for none) stops the free decay where it
    /// is at that speed.
    ///
    /// - Precondition: `decelerationRate` is strictly between 0 and 1, and every component of
    ///   `lowerBound` is at most the matching component of `upperBound`.
    public init(
        from: Value, initialVelocity: Value,
        decelerationRate: Double = MotionConstants.normalDecelerationRate,
        lowerBound: Value, upperBound: Value,
        spring: SpringParameters = .bounce,
        tolerance: Double = MotionConstants.restingTolerance,
        stopSpeed: Double = 0
    ) {
        for i in 0..<Value.componentCount {
            precondition(lowerBound[component: i] <= upperBound[component: i], "BoundedDecayAnimation: lowerBound must not exceed upperBound (component \(i): \(lowerBound[component: i]) > \(upperBound[component: i]))")
        }
        self.from = from
        self.initialVelocity = initialVelocity
        self.decelerationRate = decelerationRate
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.spring = spring
        self.tolerance = tolerance
        let decay = DecayAnimation(from: from, initialVelocity: initialVelocity, decelerationRate: decelerationRate, tolerance: tolerance, stopSpeed: stopSpeed)
        self.decay = decay
        let k = 1000 * GraspMath.log(decelerationRate)
        var handOffs: [HandOff] = []
        handOffs.reserveCapacity(Value.componentCount)
        var final = decay.projection
        var longest = 0.0
        for i in 0..<Value.componentCount {
            let x0 = from[component: i], v0 = initialVelocity[component: i]
            let lo = lowerBound[component: i], hi = upperBound[component: i]
            let p = decay.projection[component: i]
            var handOff = HandOff(time: .infinity, bound: 0, spring: nil)
            if x0 < lo || x0 > hi {
                let bound = x0 < lo ? lo : hi
                handOff = HandOff(time: 0, bound: bound, spring: SpringSolution(parameters: spring, displacement: x0 - bound, velocity: v0))
            } else if p < lo || p > hi {
                let bound = p < lo ? lo : hi
                // x0 + v0·(e^(kt) − 1)/k = bound  ⇒  t = ln(1 + k·(bound − x0)/v0) / k
                let t = GraspMath.log(1 + k * (bound - x0) / v0) / k
                let v = v0 * GraspMath.exp(k * t)
                handOff = HandOff(time: t, bound: bound, spring: SpringSolution(parameters: spring, displacement: 0, velocity: v))
            }
            if let s = handOff.spring {
                final[component: i] = handOff.bound
                longest = max(longest, handOff.time + s.settlingTime(tolerance: tolerance))
            } else if decay.stopSpeed > 0 {
                longest = max(longest, decay.duration)
            } else {
                let v = abs(v0), threshold = tolerance * abs(k)
                longest = max(longest, v > threshold && threshold > 0 ? GraspMath.log(threshold / v) / k : 0)
            }
            handOffs.append(handOff)
        }
        self.handOffs = handOffs
        finalValue = final
        duration = longest
    }

    /// When component `index` reaches its bound and the spring takes over, in seconds after the
    /// start; `nil` if it never does (0 if it starts outside its bounds).
    public func handOffTime(forComponent index: Int) -> Double? {
        handOffs[index].spring == nil ? nil : handOffs[index].time
    }

    /// The value `time` seconds after the start.
    public func value(at time: Double) -> Value {
        if time <= 0 { return from }
        let free = decay.value(at: time)
        return Value.makeByComponent { i in
            let h = handOffs[i]
            guard let s = h.spring, time >= h.time else { return free[component: i] }
            return h.bound + s.position(at: time - h.time)
        }
    }

    /// The velocity `time` seconds after the start.
    public func velocity(at time: Double) -> Value {
        if time <= 0 { return initialVelocity }
        let free = decay.velocity(at: time)
        return Value.makeByComponent { i in
            let h = handOffs[i]
            guard let s = h.spring, time >= h.time else { return free[component: i] }
            return s.velocity(at: time - h.time)
        }
    }
}
