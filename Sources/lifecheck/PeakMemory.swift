#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's peak resident memory.
enum PeakMemory {
    /// Megabytes, from getrusage (kilobytes on Linux, bytes on Darwin).
    static func megabytes() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if canImport(Darwin)
        return Int(usage.ru_maxrss) / (1024 * 1024)
        #else
        return Int(usage.ru_maxrss) / 1024
        #endif
    }
}
