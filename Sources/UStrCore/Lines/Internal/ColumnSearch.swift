/// Where a column search in one line ended.
enum ColumnSearch {
  /// At this UTF-8 offset, a boundary of the column's unit.
  case exact(Int)
  /// Inside a scalar, a surrogate pair or a cluster.
  case inside
  /// Past the line's end; the content ends at this UTF-8 offset.
  case pastEnd(Int)

  /// The offset the search names, the line's end for a column past it when `pastLineEnd` is
  /// `.clamp`; `nil` for a position inside a unit or refused past the end.
  func utf8Offset(pastLineEnd: ColumnOverflow) -> Int? {
    switch self {
    case .exact(let offset): offset
    case .inside: nil
    case .pastEnd(let end): pastLineEnd == .clamp ? end : nil
    }
  }
}
