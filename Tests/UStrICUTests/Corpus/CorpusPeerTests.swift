import Foundation
import Testing
import UStrICU
import UStrTestSupport

/// The manifest's numbers, re-checked at test time by programs that are not ustr.
@Suite("Corpus manifest against peers")
struct CorpusPeerTests {
  static let node = Peer.find("node")
  static let java = Peer.find("java")
  static let javac = Peer.find("javac")

  static func skipReason(_ peers: (name: String, found: Result<Peer, MissingData>)...) -> Comment {
    for (name, found) in peers {
      if case .failure(let missing) = found {
        return "\(name) not found on PATH; searched \(missing.searched.joined(separator: ", "))"
      }
    }
    return "peers found"
  }

  /// Node (V8 `.length`, `[...s].length`, `Buffer.byteLength`, `Intl.Segmenter`,
  /// `normalize()`) run through the generator: the committed manifest is what Node says today.
  @Test(.enabled(if: (try? node.get()) != nil, skipReason(("node", node))))
  func nodeComputesTheCommittedManifest() throws {
    let script = SharedData.projectRoot.appendingPathComponent(
      "Scripts/generate-corpus-manifest.js")
    let output = try Self.node.get().run([script.path, "--print"])
    try #require(output.exitCode == 0, "node failed: \(output.stderrText)")
    let fromNode = try CorpusManifest.decode(output.stdout)
    let committed = try CorpusManifest.load()
    #expect(fromNode.samples.map(\.name) == committed.samples.map(\.name))
    for (now, then) in zip(fromNode.samples, committed.samples) {
      #expect(now.counts == then.counts, "\(now.name)")
      #expect(now.normalization == then.normalization, "\(now.name)")
      #expect(now.codePoints == then.codePoints, "\(now.name)")
    }
  }

  /// Java's `length()` and `codePointCount()`, and `java.text.Normalizer` (its own Unicode data)
  /// for each form's `isNormalized` and normalized `length()`.
  @Test(.enabled(if: (try? java.get()) != nil && (try? javac.get()) != nil, skipReason(("java", java), ("javac", javac))))
  func javaCountsMatchTheManifest() throws {
    let classes = FileManager.default.temporaryDirectory
      .appendingPathComponent("ustr-corpus-java-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: classes, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: classes) }
    let source = SharedData.projectRoot.appendingPathComponent("Scripts/CorpusLengths.java")
    let compiled = try Self.javac.get().run(["-d", classes.path, source.path])
    try #require(compiled.exitCode == 0, "javac failed: \(compiled.stderrText)")

    let samples = try CorpusManifest.load().samples
    let paths = samples.map { CorpusManifest.folder.appendingPathComponent($0.file).path }
    let output = try Self.java.get().run(["-cp", classes.path, "CorpusLengths"] + paths)
    try #require(output.exitCode == 0, "java failed: \(output.stderrText)")
    let lines = output.stdoutText.split(separator: "\n")
    try #require(lines.count == samples.count)
    for (sample, line) in zip(samples, lines) {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      try #require(fields.count == 11, "\(line)")
      #expect(Int(fields[1]) == sample.counts.utf16, "\(sample.name): length()")
      #expect(Int(fields[2]) == sample.counts.scalars, "\(sample.name): codePointCount()")
      for (i, form) in NormalizationForm.allCases.enumerated() {
        let facts = try #require(sample.facts(form))
        #expect(fields[3 + 2 * i] == String(facts.isNormalized), "\(sample.name): \(form)")
        #expect(Int(fields[4 + 2 * i]) == facts.counts.utf16, "\(sample.name): \(form) length()")
      }
    }
  }
}
