/// How far a run of a ``Simulation`` has come: what its watcher is handed
/// at each chunk's end, and what a stopped run reached.
///
/// The work of a run grows with the customers it serves, arrivals and the
/// last customers' service alike, so the share of them served is its
/// progress.
public struct SimulationProgress: Hashable, Sendable {
  /// Customers served so far.
  public var customersServed: Int
  /// Customers the run serves in all.
  public var customers: Int
  /// The model time the bank has reached.
  public var modelTime: ModelTime

  /// Creates a progress value.
  public init(customersServed: Int, customers: Int, modelTime: ModelTime) {
    self.customersServed = customersServed
    self.customers = customers
    self.modelTime = modelTime
  }

  /// The share served, 0 to 1; 1 for a run of no customers.
  public var fraction: Double {
    customers > 0 ? Double(min(customersServed, customers)) / Double(customers) : 1
  }

  /// Whether every customer has been served.
  public var isComplete: Bool { customersServed >= customers }
}

/// What a ``Simulation``'s watcher answers at the end of a chunk.
public enum SimulationControl: Hashable, Sendable {
  /// Run the next chunk.
  case proceed
  /// Stop here; the statistics so far are the run's result.
  case stop
}
