/// How one property run chooses its actions: which kinds of operation it leaves out, and
/// how it picks an argument within a kind.
///
/// Uniform random choice over every enabled action rarely reaches states that need many
/// steps of one kind, or one order of arguments (a stack of exactly `[0, 9, 8, 7]`). So half
/// the runs are *swarm* runs (Groce et al., "Swarm Testing", ISSTA 2012): each leaves out a
/// random half of the kinds, which lets the others go deep, picks a kind first and then an
/// action of that kind, and gives each kind an ``ArgumentPolicy``: uniform, or always the
/// first or the last action the model lists for it, the boundary values of its argument
/// (push the highest free controller three times, and the stack is `[0, 9, 8, 7]`). The
/// other half stay plain uniform over all enabled actions, which is what reaches an order of
/// arguments away from the boundaries most often.
///
/// A plan is drawn from the run's own generator, so a run is still reproduced by its seed.
struct RunPlan: Sendable {
    /// How a run picks among the enabled actions of the kind it chose.
    enum ArgumentPolicy: Sendable {
        /// Any of them, uniformly.
        case uniform
        /// The first the model lists (the lowest argument).
        case first
        /// The last the model lists (the highest argument).
        case last
    }

    /// Whether the run chooses uniformly among all enabled actions, ignoring kinds.
    let isPlain: Bool
    /// Kind `k` may be chosen if bit `k` is set (kinds past 63 always may).
    let included: UInt64
    /// Two bits per kind for its ``ArgumentPolicy`` (kinds past 31 are uniform).
    let policies: UInt64

    /// Draws a plan from `random`; a plain one if `plain`.
    init(random: inout SplitMix64, plain: Bool = false) {
        isPlain = random.next() % 2 == 0 || plain
        included = random.next()
        policies = random.next()
    }

    /// Whether the run may choose actions of kind `kind`.
    func includes(_ kind: Int) -> Bool { kind >= 64 || included & (1 << UInt64(kind)) != 0 }

    /// The argument policy for kind `kind`: uniform half the time, first or last a quarter each.
    func policy(for kind: Int) -> ArgumentPolicy {
        guard kind < 32 else { return .uniform }
        switch (policies >> (2 * UInt64(kind))) & 3 {
        case 1: return .first
        case 2: return .last
        default: return .uniform
        }
    }
}
