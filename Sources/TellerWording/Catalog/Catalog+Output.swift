extension Catalog {
  /// An output problem alone, in one line, in the catalog's language.
  public subscript(_ problem: OutputProblem) -> String { wording.text(.problem(problem)) }
}
