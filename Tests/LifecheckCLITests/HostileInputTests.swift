import Foundation
@testable import LifecheckCLI
import Testing

/// `lifecheck check` on input that is not a trace, or barely one: each gives a message
/// naming the file and the line and exit 2 (or, where the format allows it, a normal
/// check), never a crash or a hang.
@Suite("Hostile input")
struct HostileInputTests {
    /// Writes `bytes` to a temporary file, checks it, and removes it.
    func check(_ bytes: [UInt8], arguments: [String] = []) throws -> (result: CommandResult, path: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lifecheck-hostile-\(UUID()).trace")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return (LifecheckCommand.run(["check"] + arguments + [file.path]), file.path)
    }

    func check(_ text: String) throws -> (result: CommandResult, path: String) { try check(Array(text.utf8)) }

    @Test("Binary data is an input error at its first byte that is not text")
    func binary() throws {
        // A PNG file's signature and the start of its header.
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]
        let (result, path) = try check(png)
        #expect(result.status == 2)
        #expect(result.standardError == "\(path):1:1: error: invalid UTF-8 (byte 0x89) in '…'; a trace is UTF-8 text (is this a binary file, or text in another encoding?)\n")
        let (afterEvent, second) = try check(Array("Home viewDidLoad\n".utf8) + [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0])
        #expect(afterEvent.status == 2)
        #expect(afterEvent.standardError.hasPrefix("\(second):2:1: error: control character 0x7F"))
    }

    @Test("Invalid UTF-8 in a name is an input error at its byte; UTF-8 names are fine")
    func invalidUTF8() throws {
        // "Café" in Latin-1: 0xE9 starts a three-byte sequence that never comes.
        let (result, path) = try check(Array("Caf".utf8) + [0xE9] + Array(" viewDidLoad\n".utf8))
        #expect(result.status == 2)
        #expect(result.standardError == "\(path):1:4: error: invalid UTF-8 (byte 0xE9) in 'Caf…'; a trace is UTF-8 text (is this a binary file, or text in another encoding?)\n")
        // A surrogate encoded in UTF-8 (CESU-8) and an overlong '/' are not UTF-8 either.
        for bad in [[0xED, 0xA0, 0x80], [0xC0, 0xAF]] as [[UInt8]] {
            let (bytes, _) = try check(Array("Home viewDidLoad\nNav addChild child=X".utf8) + bad + [10])
            #expect(bytes.status == 2)
            #expect(bytes.standardError.contains(":2:21: error: invalid UTF-8 (byte 0x\(String(bad[0], radix: 16, uppercase: true)))"))
        }
        let (fine, _) = try check("Café viewDidLoad\n会話 viewDidLoad\n")
        #expect(fine.status == 0)
        #expect(fine.standardOutput.hasSuffix(": 2 events, 2 subjects, legal\n"))
    }

    @Test("NUL bytes are an input error at their column")
    func nulBytes() throws {
        let (result, path) = try check(Array("Home viewDidLoad\nHome viewDid".utf8) + [0] + Array("Load\n".utf8))
        #expect(result.status == 2)
        #expect(result.standardError == "\(path):2:13: error: control character 0x00 in 'viewDid…'; a trace is text (is this a binary file?)\n")
    }

    @Test("A 10 MB line gives a short message naming its line")
    func hugeLine() throws {
        let (result, path) = try check(Array("Home viewDidLoad\nHome ".utf8) + [UInt8](repeating: 0x78, count: 10 << 20) + [10])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("\(path):2:6: error: unknown event 'xxxx"))
        #expect(result.standardError.contains("… (10485760 bytes)'"))
        #expect(result.standardError.utf8.count < 400)
    }

    @Test("CRLF line ends read as LF; CR alone (old Mac line ends) is an input error")
    func lineEnds() throws {
        let (crlf, _) = try check("# recorded on Windows\r\nHome viewDidLoad\r\nHome viewWillAppear animated=true # a comment\r\nHome viewDidAppear animated=true\r\n")
        #expect(crlf.status == 0)
        #expect(crlf.standardOutput.hasSuffix(": 3 events, 1 subject, legal\n"))
        let (cr, path) = try check("Home viewDidLoad\rHome viewWillAppear\r")
        #expect(cr.status == 2)
        #expect(cr.standardError.hasPrefix("\(path):1:17: error: control character 0x0D"))
    }

    @Test("An empty file, or one without events, is an input error, not a pass")
    func empty() throws {
        let (result, path) = try check([])
        #expect(result.status == 2)
        #expect(result.standardError == "\(path): error: the trace is empty: no events to check\n")
        let (comments, second) = try check("# nothing was recorded\n\n")
        #expect(comments.status == 2)
        #expect(comments.standardError == "\(second):2: error: no events: only blank and comment lines\n")
    }

    @Test("A last line without its line end is read; cut mid-name, it is an input error at its line")
    func truncatedLastLine() throws {
        let (complete, _) = try check("Home viewDidLoad\nHome viewWillAppear\nHome viewDidAppear")
        #expect(complete.status == 0)
        #expect(complete.standardOutput.hasSuffix(": 3 events, 1 subject, legal\n"))
        let (cut, path) = try check("Home viewDidLoad\nHome viewWillApp")
        #expect(cut.status == 2)
        #expect(cut.standardError.hasPrefix("\(path):2:6: error: unknown event 'viewWillApp'"))
        let (cutValue, third) = try check("Home viewDidLoad\nHome viewWillAppear animated=tr")
        #expect(cutValue.status == 2)
        #expect(cutValue.standardError == "\(third):2:30: error: expected true or false for 'animated', found 'tr'\n")
    }

    @Test("A missing file and a directory are input errors naming the file")
    func notFiles() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("lifecheck-missing-\(UUID())/x.trace").path
        let result = LifecheckCommand.run(["check", missing])
        #expect(result.status == 2)
        #expect(result.standardError == "\(missing): error: no such file\n")
        let directory = FileManager.default.temporaryDirectory.path
        let folder = LifecheckCommand.run(["check", directory])
        #expect(folder.status == 2)
        #expect(folder.standardError == "\(directory): error: is a directory, expected a trace file\n")
    }

    @Test("Bad input in exit order is the same input error")
    func exitOrder() throws {
        let (result, path) = try check(Array("Home viewDidLoad\nHome viewDid".utf8) + [0] + Array("Load\n".utf8), arguments: ["--order", "exit"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("\(path):2:13: error: control character 0x00"))
    }
}
