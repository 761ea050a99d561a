/// Which controller each console line names: a class and address (or a class name or
/// label alone) is one identity per process, and an identity holds one controller after
/// another as they end and are created again.
///
/// - The second process met (a relaunch, or an extension) names its controllers `…~2`, and so on.
/// - After a `dealloc`/`deinit` of an address, the same address is a new controller, `…#2`.
/// - Another `init` of an identity in use is a new controller (a class-only log creating a
///   second instance, an address reused without a logged `dealloc`), except the
///   initializers one calls in turn (`-[Home init]` then `-[Home initWithNibName:bundle:]`,
///   in either order; a Swift convenience initializer over `init()` over
///   `init(nibName:bundle:)`): one object while each line names another initializer, whose
///   later lines are skipped. So are initializer lines printed after events their bodies
///   caused (``LogDialect/insideCreation``: `loadView`, `viewDidLoad` when one touches the
///   view), when nothing else happened to the controller before them; but if those events
///   come again right after, the `init` line was a new controller's after all, and they
///   are that controller's.
/// - A controller named without an address whose view loads again after it left the
///   screen (``LogDialect/offScreenEvents``) is a new controller: a class-only log that
///   pushes a new `Detail` each time. (One that loads it again while it was on screen, or
///   before it ever left, stays the one name here: the checker tells a second instance beside
///   it from a `viewDidLoad` called twice by what follows, ``AlikeInstances``.)
struct ControllerIdentities: Sendable {
    /// The events an initializer may cause before its own line.
    let insideCreation: Set<String>
    /// The events after which a controller named without an address has left the screen.
    let offScreenEvents: Set<String>
    /// The identities named without an address whose last event left the screen.
    private var offScreen: Set<String> = []
    /// How many times each identity ended its life or was created again (for `#2`, `#3`, …).
    private var generations: [String: Int] = [:]
    /// The identity of each name with a generation (`Home#2` → `Home`).
    private var identityOfName: [String: String] = [:]
    /// Where each identity's current controller is in its life, for the next `init` line.
    private var lives: [String: Life] = [:]
    /// The processes met, numbered from 1 in order; and the current one's number.
    private var processes: [Substring: Int] = [:]
    private var run = 1
    /// Per class, the first address seen with it, or "" once a second one was seen.
    private var addressOfClass: [String: String] = [:]
    /// What a class named without an address stands for, decided at its first such line.
    private var bareTarget: [String: String] = [:]
    /// The first spelling of each name named without an address, by its lower case.
    private var spellingOfFolded: [String: String] = [:]
    /// What each addressed key stands for: the class named without an address before it, or itself.
    private var bareAlias: [String: String] = [:]

    /// A controller's life as its `init` lines tell it: created, with the initializers
    /// printed so far, and nothing since; only events an initializer may cause since (after
    /// those initializers, or before any); just past initializer lines taken as printed late
    /// (`last` the latest); or in use.
    private enum Life: Equatable {
        case initialized(Set<String>), creating(Set<String>), printedLate(Set<String>, last: String), used
    }

    init(insideCreation: Set<String> = [], offScreenEvents: Set<String> = []) {
        self.insideCreation = insideCreation
        self.offScreenEvents = offScreenEvents
    }

    /// The key one controller goes by when a log names it both ways, with its address
    /// (`Home@0x1`, `print(self)`) and by its class alone (`Home`, a hand-written label):
    /// a class named alone is the one controller of that class seen with an address, and the
    /// first address seen after a class was named alone is that controller. With two
    /// addresses of the class, or a class named alone before its second address, the names
    /// stay apart. Each class's reading is decided once, so a name never changes meaning.
    mutating func canonical(_ key: String) -> String {
        if let at = key.firstIndex(of: "@") {
            // An addressed key's reading never changes once made: one look-up per line.
            if let decided = bareAlias[key] { return decided }
            let className = String(key[..<at])
            switch addressOfClass[className] {
            case nil:
                addressOfClass[className] = key
                if bareTarget[className] == className {
                    bareAlias[key] = className
                    return className
                }
            case let first? where first != key:
                addressOfClass[className] = ""
            default:
                break
            }
            bareAlias[key] = key
            return key
        }
        if let target = bareTarget[key] { return target }
        // A label typed again in another case is the one it spells (`2nd Viewcontroller`
        // after `2nd ViewController`): people type labels by hand, and no two classes of an
        // app differ in case alone.
        let folded = key.lowercased()
        if let first = spellingOfFolded[folded], let target = bareTarget[first] {
            bareTarget[key] = target
            return target
        }
        spellingOfFolded[folded] = key
        let target = addressOfClass[key].flatMap { $0.isEmpty ? nil : $0 } ?? key
        bareTarget[key] = target
        return target
    }

    /// The key ``canonical(_:)`` gives for the addressed key `key`, if it was decided.
    func decidedCanonical(_ key: String) -> String? { bareAlias[key] }

    /// Notes the process a line comes from (its ID in the line's prefix).
    mutating func note(process id: Substring) {
        if let number = processes[id] { run = number; return }
        processes[id] = processes.count + 1
        run = processes.count
    }

    /// The name of the controller `key` (`Home@0x1`, or a class name) is now, with its process and generation.
    func name(of key: String) -> String { name(ofIdentity: identity(of: key)) }

    /// The identity of the controller named `name` by ``name(of:)``: the name without its generation.
    func identity(named name: String) -> String { identityOfName[name] ?? name }

    /// The name the controller of `identity` has now, and its next one after ``restart(_:)``.
    func name(ofIdentity identity: String) -> String {
        guard let generation = generations[identity], generation > 1 else { return identity }
        return "\(identity)#\(generation)"
    }

    /// Reads the identity `identity` (``identity(named:)``) as another controller from here on:
    /// its next events begin a new generation, which knows nothing of the old one's life.
    mutating func restart(_ identity: String) {
        nextGeneration(of: identity)
        lives[identity] = nil
        offScreen.remove(identity)
    }

    private mutating func nextGeneration(of identity: String) {
        let generation = generations[identity, default: 1] + 1
        generations[identity] = generation
        identityOfName["\(identity)#\(generation)"] = identity
    }

    /// Ends the life of the controller `key` names (`dealloc`); `hasAddress` says whether
    /// the key holds an address (else the class's next `init` is another controller anyway).
    mutating func endLife(of key: String, hasAddress: Bool) {
        let identity = identity(of: key)
        if hasAddress {
            nextGeneration(of: identity)
            lives[identity] = nil
        } else {
            lives[identity] = .used
        }
    }

    /// Follows the controller `key` names through an event named `event`, logged by
    /// `function`; why the line is not a new event, if it is another initializer's line of
    /// the same object (one it calls, or one printed after what its body caused).
    mutating func repeatedCreation(_ key: String, event: String, function: Substring) -> SkipReason? {
        let identity = identity(of: key)
        if !offScreenEvents.isEmpty, !identity.utf8.contains(UInt8(ascii: "@")) {
            if offScreen.remove(identity) != nil, insideCreation.contains(event) {
                // The view loads again after the controller left the screen: another instance.
                nextGeneration(of: identity)
                lives[identity] = nil
            }
            if offScreenEvents.contains(event) { offScreen.insert(identity) }
        }
        guard event == "init" else {
            switch lives[identity] {
            case nil where insideCreation.contains(event): lives[identity] = .creating([])
            case .initialized(let functions) where insideCreation.contains(event): lives[identity] = .creating(functions)
            case .printedLate(_, let last) where insideCreation.contains(event):
                // The view loads again right after: that init line was another controller's (a
                // second instance in a class-only log, an address reused without a dealloc line).
                nextGeneration(of: identity)
                lives[identity] = .creating([last])
            case .creating where insideCreation.contains(event), .used: break
            default: lives[identity] = .used
            }
            return nil
        }
        let function = String(function)
        switch lives[identity] {
        case .initialized(var functions) where !functions.contains(function):
            functions.insert(function)
            lives[identity] = .initialized(functions)
            return .initializerChain
        case .creating(var functions) where !functions.contains(function),
             .printedLate(var functions, _) where !functions.contains(function):
            // An initializer whose body caused the events since (the view touched in `init`),
            // unless the view loads again next (see above).
            functions.insert(function)
            lives[identity] = .printedLate(functions, last: function)
            return .initializerPrintedLate
        case nil:
            break
        default:
            nextGeneration(of: identity)
        }
        lives[identity] = .initialized([function])
        return nil
    }

    /// The class (or label) of a controller named `name` by ``name(of:)``: without its address,
    /// process and generation (`Home` for `Home@0x1~2#3`).
    static func className(of name: String) -> String {
        let className = name.prefix { $0 != "@" && $0 != "#" && $0 != "~" }
        return String(className.isEmpty ? Substring(name) : className)
    }

    /// `key` in the current process: `Home@0x1`, or `Home@0x1~2` in the second process met.
    private func identity(of key: String) -> String {
        run > 1 ? "\(key)~\(run)" : key
    }
}
