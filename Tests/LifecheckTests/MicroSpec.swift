import Lifecheck

/// A tiny spec with known answers: a door that opens and closes, a room that contains
/// doors, and a global alarm. It exercises every engine feature without UIKit.
enum MicroSpec {
    static let vocabulary = Vocabulary([
        EventKind("open", group: "door"),
        EventKind("close", group: "door"),
        EventKind("lock", group: "door", [.init("force", .bool, required: false)]),
        EventKind("install", group: "room", [.init("door", .name)]),
        EventKind("leave", group: "room", [.init("room", .nameOrNil)]),
        EventKind("arm", group: "alarm"),
        EventKind("disarm", group: "alarm"),
        EventKind("sleep", group: "room"),
    ])

    static let rules = [
        Rule("DOOR-1", "A door opens only when closed.", fix: "close it first.", sources: [.reading("test")]),
        Rule("DOOR-2", "A door closes only when open.", fix: "open it first.", sources: [.reading("test")]),
        Rule("DOOR-3", "A trace does not end with a door open.", fix: "close it.", sources: [.reading("test")]),
        Rule("ROOM-1", "A room sleeps only when none of its doors is open.", fix: "close the doors.", sources: [.reading("test")]),
        Rule("ALARM-1", "No door opens while the alarm is armed.", fix: "disarm first.", sources: [.reading("test")]),
        Rule("LOCK-1", "A door locks only when its room is... anything; forced locks need a closed door.", fix: "close it.", sources: [.reading("test")]),
    ]

    static let part = SpecPart(
        "Micro", summary: "Doors, rooms and an alarm.",
        rules: rules,
        machines: [
            Machine("door", states: ["closed", "open"], rest: ["closed"], unfinished: "DOOR-3", transitions: [
                .on("open", from: ["closed"], to: "open", rule: "DOOR-1"),
                .on("close", from: ["open"], to: "closed", rule: "DOOR-2"),
            ]),
            Machine("alarm", scope: .global, states: ["off", "armed"], rest: ["off", "armed"], transitions: [
                .on("arm", from: ["off", "armed"], to: "armed", rule: "ALARM-1"),
                .on("disarm", from: ["off", "armed"], to: "off", rule: "ALARM-1"),
            ]),
        ],
        relations: [
            Relation("room", updates: [
                .on("install", of: .parameter("door"), set: .subject),
                .on("leave", set: .parameter("room")),
            ]),
        ],
        counters: [Counter("openDoors", over: "room", machine: "door", in: ["open"], noun: "door")],
        requirements: [
            Requirement("ROOM-1", on: ["sleep"], require: .counterIsZero("openDoors", of: .subject)),
            Requirement("ALARM-1", on: ["open"], require: .notState("alarm", of: .global, in: ["armed"])),
            Requirement("LOCK-1", on: [.event("lock", "force", .equals(true))], require: .state("door", of: .subject, in: ["closed"])),
        ],
        nestings: [Nesting(["sleep"], contains: ["close"], link: .innerRelation("room"))])

    static let spec = Spec(name: "Micro", folder: "Tests", vocabulary: vocabulary, parts: [part])
    static let compiled = try! spec.compile()
}
