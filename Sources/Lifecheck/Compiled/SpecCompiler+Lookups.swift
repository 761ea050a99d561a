// Resolving the names a spec uses (rules, machines, states, events, parameters, targets,
// conditions) while compiling it; each lookup throws a SpecError naming what is unknown.

extension SpecCompiler {

    func ruleIndex(_ id: String) throws(SpecError) -> Int {
        guard let index = ruleIndices[id] else { throw fail("no rule \(id) is stated") }
        return index
    }

    func machineIndex(_ name: String) throws(SpecError) -> Int {
        guard let index = machineIndices[name] else { throw fail("no machine \(name)") }
        return index
    }

    func stateIndex(_ name: String, of machine: Int) throws(SpecError) -> UInt8 {
        guard let index = machines[machine].states.firstIndex(of: name) else {
            throw fail("machine \(machines[machine].name) has no state \(name)")
        }
        return UInt8(index)
    }

    func stateMask(_ names: [String], of machine: Int) throws(SpecError) -> UInt64 {
        var mask: UInt64 = 0
        for name in names { mask |= 1 << UInt64(try stateIndex(name, of: machine)) }
        return mask
    }

    func nameSlot(_ parameter: String, kind: EventKindID) throws(SpecError) -> Int8 {
        let eventKind = spec.vocabulary[kind]
        guard let index = eventKind.parameterIndex(named: parameter),
              [.name, .nameOrNil].contains(eventKind.parameters[index].type) else {
            throw fail("\(eventKind.name) has no name parameter \(parameter)")
        }
        return Int8(index)
    }

    /// The event kind a pattern names, with its parameter tests compiled.
    func match(_ pattern: EventPattern) throws(SpecError) -> (EventKindID, (CompiledTest, CompiledTest)) {
        guard let kind = spec.vocabulary.id(named: pattern.name) else { throw fail("unknown event \(pattern.name)") }
        guard pattern.tests.count <= 2 else { throw fail("\(pattern.description): at most two parameter tests") }
        var compiled = [CompiledTest.none, CompiledTest.none]
        let eventKind = spec.vocabulary[kind]
        for (offset, test) in pattern.tests.enumerated() {
            guard let slot = eventKind.parameterIndex(named: test.parameter) else {
                throw fail("\(pattern.name) has no parameter \(test.parameter)")
            }
            switch (test.test, eventKind.parameters[slot].type) {
            case (.isNil, .nameOrNil):
                compiled[offset] = CompiledTest(code: .isNil, slot: Int8(slot), operand: 0)
            case (.isName, .name), (.isName, .nameOrNil):
                compiled[offset] = CompiledTest(code: .isName, slot: Int8(slot), operand: 0)
            case (.equals(let value), .bool):
                compiled[offset] = CompiledTest(code: .equals, slot: Int8(slot), operand: value ? 1 : 0)
            case (.oneOf(let names), .enumeration(let cases)), (.noneOf(let names), .enumeration(let cases)):
                var mask: UInt64 = 0
                for name in names {
                    guard let index = cases.firstIndex(of: name) else {
                        throw fail("\(pattern.description): \(test.parameter) has no case \(name)")
                    }
                    mask |= 1 << UInt64(index)
                }
                let code: CompiledTest.Code = if case .oneOf = test.test { .inMask } else { .notInMask }
                compiled[offset] = CompiledTest(code: code, slot: Int8(slot), operand: mask)
            default:
                throw fail("\(pattern.description): the test does not fit \(test.parameter)'s type")
            }
        }
        return (kind, (compiled[0], compiled[1]))
    }

    func target(_ target: Target, kind: EventKindID) throws(SpecError) -> CompiledTarget {
        switch target {
        case .subject:
            return CompiledTarget(base: .subject, slot: -1, hop: -1, fallback: false)
        case .parameter(let name):
            return CompiledTarget(base: .parameter, slot: try nameSlot(name, kind: kind), hop: -1, fallback: false)
        case .global:
            return .global
        case .relation(let relation, of: let base):
            guard let hop = relationIndices[relation] else { throw fail("no relation \(relation)") }
            var compiled = try self.target(base, kind: kind)
            guard compiled.hop < 0, compiled.base != .global else { throw fail("a target follows one relation at most") }
            compiled.hop = Int16(hop)
            return compiled
        case .either:
            // Relations of one subject X, tried in order (at most three), then X itself or nothing:
            // either(relation of X, either(relation of X, … X)).
            let compiled = try target.alternatives.map { alternative throws(SpecError) in try self.target(alternative, kind: kind) }
            let hops = compiled.prefix { $0.hop >= 0 }
            let endsInBase = hops.count == compiled.count - 1 && compiled[compiled.count - 1].hop < 0
            guard (1...3).contains(hops.count), endsInBase || hops.count == compiled.count,
                  compiled.allSatisfy({ $0.base == compiled[0].base && $0.slot == compiled[0].slot && $0.base != .global }),
                  hops.dropFirst().allSatisfy({ $0.hop <= Int16(Int8.max) }) else {
                throw fail("either takes up to three relations of one subject, then that subject: either(relation of X, either(relation of X, X))")
            }
            var result = compiled[0]
            result.secondHop = hops.count > 1 ? Int8(hops[1].hop) : -1
            result.thirdHop = hops.count > 2 ? Int8(hops[2].hop) : -1
            result.fallback = endsInBase
            return result
        }
    }

    func lower(_ condition: Condition, kinds: [EventKindID]) throws(SpecError) -> ConditionRecord {
        // A requirement's conditions are lowered once, so they must mean the same for every kind it checks.
        func lowered(_ target: Target) throws(SpecError) -> CompiledTarget {
            let all = try kinds.map { kind throws(SpecError) in try self.target(target, kind: kind) }
            guard let first = all.first, all.allSatisfy({ $0 == first }) else {
                throw fail("a requirement's target must mean the same for every event it checks")
            }
            return first
        }
        func slot(_ parameter: String) throws(SpecError) -> Int8 {
            let all = try kinds.map { kind throws(SpecError) in try nameSlot(parameter, kind: kind) }
            guard let first = all.first, all.allSatisfy({ $0 == first }) else {
                throw fail("parameter \(parameter) must sit in the same place in every event a requirement checks")
            }
            return first
        }
        switch condition {
        case .state(let machine, let target, let states), .notState(let machine, let target, let states):
            let index = try machineIndex(machine)
            var mask = try stateMask(states, of: index)
            if case .notState = condition { mask = ~mask & ((1 << UInt64(machines[index].states.count)) - 1) }
            let isGlobal = machines[index].scope == .global
            return ConditionRecord(code: .state, index: Int32(index), target: isGlobal ? .global : try lowered(target), mask: mask, slot: -1)
        case .counterIsZero(let counter, let target):
            guard let index = counterIndices[counter] else { throw fail("no counter \(counter)") }
            return ConditionRecord(code: .counterIsZero, index: Int32(index), target: try lowered(target), mask: 0, slot: -1)
        case .parameterDiffers(let parameter, let relation, let target), .parameterMatches(let parameter, let relation, let target):
            guard let index = relationIndices[relation] else { throw fail("no relation \(relation)") }
            let code: ConditionRecord.Code = if case .parameterDiffers = condition { .parameterDiffers } else { .parameterMatches }
            return ConditionRecord(code: code, index: Int32(index), target: try lowered(target), mask: 0, slot: try slot(parameter))
        }
    }
}
