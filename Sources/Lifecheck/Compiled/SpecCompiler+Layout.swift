// Laying out the monitor's records once machines are fused, and the shortcuts the layout
// allows: gates on relations, constant stores of one byte.

extension SpecCompiler {
    /// Fuses machines into clusters (`Fusion`) and lays out the records: cluster states
    /// (UInt16) first, then one byte per unclustered machine.
    mutating func layOutRecords() {
        let wildcards = Set(groups.indices.filter { groups[$0].pattern.name == "*" })
        fusion = Fusion(machines: machines, records: machineRecords, opsByKind: fuse ? opsByKind : [],
                            conditions: conditions, groups: groupRecords, wildcardGroups: wildcards)
        for cluster in fusion.clusters {
            if cluster.isGlobal { clusterOffsets.append(globalBytes); globalBytes += 2 }
            else { clusterOffsets.append(subjectBytes); subjectBytes += 2 }
        }
        for index in machines.indices {
            if let (cluster, position) = fusion.membership[index] {
                let info = fusion.clusters[cluster]
                machineRecords[index].offset = Int32(clusterOffsets[cluster])
                machineRecords[index].isDigit = true
                machineRecords[index].stride = Int32(info.strides[position])
                machineRecords[index].digitBase = Int32(digits.count)
                let count = machines[index].states.count
                digits += (0..<info.size).map { UInt8(($0 / info.strides[position]) % count) }
            } else if machineRecords[index].isGlobal {
                machineRecords[index].offset = Int32(globalBytes)
                globalBytes += 1
            } else {
                machineRecords[index].offset = Int32(subjectBytes)
                subjectBytes += 1
            }
        }

    }

    /// Gates and constant stores, now that the layout is known.
    mutating func setGatesAndConstantStores() {
        for kind in opsByKind.indices {
            for index in opsByKind[kind].indices {
                var op = opsByKind[kind][index].op
                switch op.code {
                case .require:
                    let last = Int(op.row)
                    let targets = ((last - Int(op.whenCount))..<last).map { conditions[$0].target }
                    // A target that falls back to the subject (`either`) resolves without the relation: no gate.
                    let gateTarget = targets.first { $0.base == .subject && $0.hop >= 0 && !$0.fallback }
                        ?? (op.whenCount == 0 && conditions[last].target.base == .subject ? conditions[last].target : nil)
                    if let gateTarget, gateTarget.hop >= 0, !gateTarget.fallback { op.gate = Int8(gateTarget.hop) }
                case .transition, .relate:
                    if op.target.base == .subject, op.target.hop >= 0, !op.target.fallback { op.gate = Int8(op.target.hop) }
                }
                if op.code == .transition, op.flags & Op.isConstant != 0, op.flags & Op.targetsSubject != 0, op.flags & Op.hasTests == 0,
                   !machineRecords[Int(op.machine)].isDigit, !machineRecords[Int(op.machine)].isGlobal {
                    op.flags |= Op.storesByte
                    op.row = machineRecords[Int(op.machine)].offset
                }
                opsByKind[kind][index].op = op
            }
        }

    }
}
