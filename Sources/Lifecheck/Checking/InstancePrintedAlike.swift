/// A controller read as another instance of a class the log names alike with it (two
/// navigation controllers of one class printed by class alone, one per tab): its view loaded
/// while the other's was loaded and on screen, and it took events the other could not.
/// From that load on, each event of the name goes to the instance that allows it.
public struct InstancePrintedAlike: Hashable, Sendable {
    /// The controller as the log names it (`MainNavigationController`).
    public var controller: String
    /// The name the other instance is read as (`MainNavigationController (2)`).
    public var readAs: String
    /// The line of the load that began it.
    public var line: Int

    /// The instance `readAs` of the controller the log names `controller`, begun at `line`.
    public init(controller: String, readAs: String, line: Int) {
        self.controller = controller
        self.readAs = readAs
        self.line = line
    }
}
