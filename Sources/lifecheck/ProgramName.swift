extension CommandResult {
    /// The program's name, as usage messages start.
    static let program = "lifecheck"
}
