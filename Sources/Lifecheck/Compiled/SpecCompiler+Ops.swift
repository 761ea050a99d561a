// Lowering a spec's requirements, machine transitions and relation updates to the ops
// each event kind runs, then copying into each op what the step reads.

extension SpecCompiler {
    /// The ops of every event kind, in the order the spec's parts declare them.
    mutating func lowerOps() throws(SpecError) {
        let vocabulary = spec.vocabulary
        opsByKind = [[(op: Op, tests: OpTests)]](repeating: [], count: vocabulary.kinds.count)
        for specPart in spec.parts {
            part = specPart.name
            // A stand-in for unrecorded events is not checked on complete traces (the projection
            // turns it into an ordinary requirement where those events are left out).
            for requirement in specPart.requirements where requirement.ifUnrecorded.isEmpty {
                let index = Int32(requirementRecords.count)
                var kinds: [EventKindID] = []
                for pattern in requirement.patterns {
                    let (kind, tests) = try match(pattern)
                    kinds.append(kind)
                    opsByKind[Int(kind.rawValue)].append((Op(code: .require, target: .global, index: index), OpTests(test0: tests.0, test1: tests.1)))
                }
                let whenStart = Int32(conditions.count)
                for condition in requirement.when { conditions.append(try lower(condition, kinds: kinds)) }
                conditions.append(try lower(requirement.condition, kinds: kinds))
                requirementRecords.append(RequirementRecord(
                    whenStart: whenStart, whenEnd: Int32(conditions.count - 1), condition: Int32(conditions.count - 1),
                    rule: Int32(try ruleIndex(requirement.rule))))
                requirements.append(requirement)
            }
            for machine in specPart.machines {
                let machineIndex = try machineIndex(machine.name)
                let isGlobal = machineRecords[machineIndex].isGlobal
                // Group transitions by pattern and target; each group becomes one table row.
                var order: [Machine.Transition] = []
                var rows: [[UInt8]] = []
                var destinations: [Set<UInt8>] = []
                for transition in machine.transitions {
                    let row: Int
                    if let key = order.firstIndex(where: { $0.pattern == transition.pattern && $0.target == transition.target }) {
                        guard order[key].rule == transition.rule else {
                            throw fail("machine \(machine.name): \(transition.pattern.description) enforces two rules")
                        }
                        row = key
                    } else {
                        order.append(transition)
                        rows.append([UInt8](repeating: GroupRecord.illegal, count: machine.states.count))
                        destinations.append([])
                        row = order.count - 1
                    }
                    let to = try transition.to.map { name throws(SpecError) in try stateIndex(name, of: machineIndex) }
                    for name in transition.from {
                        let from = try stateIndex(name, of: machineIndex)
                        guard rows[row][Int(from)] == GroupRecord.illegal else {
                            throw fail("machine \(machine.name): two transitions on \(transition.pattern.description) from \(name)")
                        }
                        rows[row][Int(from)] = to ?? from
                        // Recovery follows where the event moves a machine; "stay" transitions don't say.
                        if let to, transition.recovers { destinations[row].insert(to) }
                    }
                }
                // Events the machine names for its own subject: its wildcard skips them.
                let named = Set(order.filter { $0.target == .subject && $0.pattern.name != "*" }.map(\.pattern.name))
                for (row, transition) in order.enumerated() {
                    let groupIndex = Int32(groupRecords.count)
                    groupRecords.append(GroupRecord(
                        machine: Int32(machineIndex), rowStart: Int32(table.count),
                        recovery: destinations[row].count == 1 ? destinations[row].first! : GroupRecord.illegal,
                        rule: Int32(try ruleIndex(transition.rule))))
                    table += rows[row]
                    groups.append(.init(pattern: transition.pattern, target: isGlobal ? .global : transition.target, machine: machineIndex))
                    if transition.pattern.name == "*" {
                        guard transition.target == .subject else { throw fail("a wildcard applies to the subject only") }
                        for kind in vocabulary.ids where !named.contains(vocabulary[kind].name) {
                            opsByKind[Int(kind.rawValue)].append((Op(
                                code: .transition, target: isGlobal ? .global : try target(.subject, kind: kind), index: groupIndex),
                                OpTests(test0: .none, test1: .none)))
                        }
                        continue
                    }
                    let (kind, tests) = try match(transition.pattern)
                    opsByKind[Int(kind.rawValue)].append((Op(
                        code: .transition, target: isGlobal ? .global : try target(transition.target, kind: kind), index: groupIndex),
                        OpTests(test0: tests.0, test1: tests.1)))
                }
            }
            for relation in specPart.relations {
                let relationIndex = Int32(relationIndices[relation.name]!)
                for update in relation.updates {
                    let (kind, tests) = try match(update.pattern)
                    var record = UpdateRecord(relation: relationIndex, code: .clear, slot: -1)
                    switch update.value {
                    case .subject: record.code = .subject
                    case .clear: record.code = .clear
                    case .parameter(let name):
                        record.code = .parameter
                        record.slot = try nameSlot(name, kind: kind)
                    case .related(let name):
                        guard let index = relationIndices[name] else { throw fail("relation \(relation.name) is set from unknown relation \(name)") }
                        record.code = .related
                        record.slot = Int8(index)
                    }
                    opsByKind[Int(kind.rawValue)].append((Op(
                        code: .relate, target: try target(update.target, kind: kind), index: Int32(updates.count)),
                        OpTests(test0: tests.0, test1: tests.1)))
                    updates.append(record)
                }
            }
            for nesting in specPart.nestings {
                for name in nesting.outer + nesting.inner where vocabulary.id(named: name) == nil {
                    throw fail("nesting names unknown event \(name)")
                }
                switch nesting.link {
                case .innerRelation(let relation) where relationIndices[relation] == nil:
                    throw fail("nesting names unknown relation \(relation)")
                case .outerParameter(let parameter):
                    for name in nesting.outer { _ = try nameSlot(parameter, kind: vocabulary.id(named: name)!) }
                default: break
                }
                for parameter in nesting.matching {
                    for name in nesting.outer where vocabulary[vocabulary.id(named: name)!].parameterIndex(named: parameter) == nil {
                        throw fail("nesting matches \(parameter), which \(name) does not have")
                    }
                }
            }
        }

    }

    /// Copies each op's group and requirement data into it, so the step reads one record.
    mutating func resolveOps() {
        for kind in opsByKind.indices {
            for index in opsByKind[kind].indices {
                var op = opsByKind[kind][index].op
                let tests = opsByKind[kind][index].tests
                if tests.test0.code != .none || tests.test1.code != .none { op.flags |= Op.hasTests }
                if op.code == .require {
                    let requirement = requirementRecords[Int(op.index)]
                    op.row = requirement.condition
                    op.whenCount = UInt8(requirement.whenEnd - requirement.whenStart)
                } else if op.code == .transition {
                    let group = groupRecords[Int(op.index)]
                    let machine = machineRecords[Int(group.machine)]
                    op.row = group.rowStart
                    op.machine = UInt16(group.machine)
                    op.recovery = group.recovery
                    if machine.countersEnd > machine.countersStart { op.flags |= Op.hasCounters }
                    let row = table[Int(group.rowStart)..<Int(group.rowStart) + machines[Int(group.machine)].states.count]
                    if let first = row.first, first != GroupRecord.illegal, row.allSatisfy({ $0 == first }), op.flags & Op.hasCounters == 0 {
                        op.flags |= Op.isConstant
                        op.constant = first
                    }
                }
                opsByKind[kind][index].op = op
            }
        }

    }
}
