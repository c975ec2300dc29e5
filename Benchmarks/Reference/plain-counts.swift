// The plain program of issue 10's targets: reads a file into a String and prints its four
// counts, the way a Swift developer would without ustr.
//
//   swiftc -O plain-counts.swift -o plain-counts && ./plain-counts big.txt
import Foundation

let path = CommandLine.arguments[1]
guard let data = FileManager.default.contents(atPath: path) else {
  FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
  exit(2)
}
let text = String(decoding: data, as: UTF8.self)
print(text.count, text.unicodeScalars.count, text.utf16.count, text.utf8.count)
