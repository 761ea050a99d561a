import Foundation
@_spi(Performance) @testable import Lifecheck
import Testing

@Suite("Chunk reader")
struct ChunkReaderTests {
    func temporaryFile(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lifecheck-reader-\(UUID()).trace")
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Every chunk the reader hands out, as text, and the line counts.
    func chunks(_ path: String, _ reader: ChunkReader) throws -> [String] {
        var chunks: [String] = []
        try reader.forEachChunk(inFileAt: path) { chunk in
            chunks.append(String(decoding: chunk.bytes, as: UTF8.self))
            return chunk.bytes.filter { $0 == 10 }.count
        }
        return chunks
    }

    @Test("Chunks are whole lines ending with a LF, whatever the read size; a last line gets its LF", arguments: [1, 2, 3, 7, 64, 1 << 20])
    func wholeLines(chunkSize: Int) throws {
        let text = "a b\nlonger line here\n\n# comment\nlast"
        let file = try temporaryFile(text)
        defer { try? FileManager.default.removeItem(at: file) }
        let chunks = try chunks(file.path, ChunkReader(chunkSize: chunkSize))
        #expect(chunks.joined() == text + "\n")
        #expect(chunks.allSatisfy { $0.hasSuffix("\n") })
    }

    @Test("A line longer than the limit is an input error at its line, not a growing buffer")
    func longLine() throws {
        let text = "d open\nd " + String(repeating: "x", count: 5000) + "\nd close\n"
        let file = try temporaryFile(text)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: TraceError(line: 2, column: 0, "line is longer than 1024 bytes; a trace has one event per line (is this a binary file?)")) {
            _ = try chunks(file.path, ChunkReader(chunkSize: 100, maximumLineLength: 1024))
        }
        // Within the limit, the buffer grows to hold it.
        #expect(try chunks(file.path, ChunkReader(chunkSize: 100, maximumLineLength: 8192)).joined() == text)
    }

    @Test("A file that shrinks while it is read is an input error naming the line reached")
    func shrinks() throws {
        let text = (1...200).map { _ in "d open\nd close\n" }.joined()
        let file = try temporaryFile(text)
        defer { try? FileManager.default.removeItem(at: file) }
        var reader = ChunkReader(chunkSize: 64)
        let path = file.path
        reader.afterRead = { offset in
            if offset == 64 { truncate(path, 10) }
        }
        do {
            _ = try TraceChecker(spec: MicroSpec.compiled).check(fileAt: path, reader: reader)
            Issue.record("a file that shrank was checked as if whole")
        } catch {
            #expect(error.file == path)
            #expect(error.line == 8)   // the lines read whole before the file shrank
            #expect(error.message == "the file shrank while it was read (to 10 bytes, after 64 bytes were read): was it rewritten? Check it once it is complete")
        }
    }

    @Test("A file deleted while it is read is read to its end: the open descriptor keeps it", arguments: [false, true])
    func deleted(concurrently: Bool) throws {
        let text = (1...500).map { index in "d\(index) open\nd\(index) close\n" }.joined()
        let file = try temporaryFile(text)
        var reader = ChunkReader(chunkSize: 64)
        let path = file.path
        reader.afterRead = { offset in
            if offset == 64 { try? FileManager.default.removeItem(atPath: path) }
        }
        let report = try TraceChecker(spec: MicroSpec.compiled).check(fileAt: path, reader: reader, concurrently: concurrently)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(report.eventCount == 1000)
        #expect(report.subjectCount == 500)
        #expect(report.lineCount == 1000)
    }
}
