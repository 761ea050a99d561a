#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the process has used so far, from `getrusage`: its peak memory and its time in the kernel.
enum ProcessUsage {
    /// Peak resident memory in megabytes (getrusage gives kilobytes on Linux, bytes on Darwin).
    static func peakMegabytes() -> Int {
        #if canImport(Darwin)
        return Int(usage().ru_maxrss) / (1024 * 1024)
        #else
        return Int(usage().ru_maxrss) / 1024
        #endif
    }

    /// CPU seconds spent in the kernel.
    static func kernelSeconds() -> Double {
        let time = usage().ru_stime
        return Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }

    private static func usage() -> rusage {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return usage
    }
}
