extension Catalog {
  /// A message of output's or the terminal's problems, in the catalog's
  /// language.
  public subscript(_ message: OutputMessage) -> String { wording.text(message) }

  /// An output problem alone, in one line, in the catalog's language.
  public subscript(_ problem: OutputProblem) -> String { wording.text(.problem(problem)) }
}
