#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program as a child process and times it from spawn to exit, for benchmarks that
/// compare against another command.
///
/// `posix_spawnp` and `waitpid` directly: Foundation's `Process.waitUntilExit()` polls its
/// run loop, which added up to 50 ms to every timing (a 100 KB grep "took" 53 ms).
struct ChildProcess {
    /// What a run gave: the exit status (-1 if the program was killed by a signal),
    /// what it printed on standard output, and the wall-clock time from spawn to exit.
    struct Outcome {
        var status: Int32
        var output: String
        var seconds: Double
    }

    /// Runs `arguments` (the first one is the program, looked up in `PATH` unless it
    /// contains a `/`), reading its standard output through a pipe; `nil` if it cannot start.
    static func run(_ arguments: [String]) -> Outcome? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        defer { close(readEnd) }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addclose(&actions, readEnd)

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }

        var started = timespec()
        clock_gettime(CLOCK_MONOTONIC, &started)
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, argv[0]!, &actions, nil, argv, environ)
        close(writeEnd)
        guard spawned == 0 else { return nil }

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count > 0 {
                output += buffer[0..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        var ended = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ended)
        let seconds = Double(ended.tv_sec - started.tv_sec) + Double(ended.tv_nsec - started.tv_nsec) / 1e9
        // WIFEXITED / WEXITSTATUS, which Swift does not import as macros.
        let exitStatus: Int32 = status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
        return Outcome(status: exitStatus, output: String(decoding: output, as: UTF8.self), seconds: seconds)
    }
}
