import TellerBank
import TellerText

extension EnglishWording {
  /// The English lines of `teller simulate`'s report and progress.
  public func text(_ message: SimulateMessage) -> String {
    func clerks(_ n: Int) -> String { n == 1 ? "1 clerk" : "\(n) clerks" }
    func customers(_ n: Int) -> String { n == 1 ? "1 customer" : "\(groupedNumber(n)) customers" }
    switch message {
    case .partial(let served, let total, let percent):
      return "Partial result: the run was interrupted (Ctrl-C) with \(groupedNumber(served)) of "
        + "\(customers(total)) served (\(percent)%); the figures below cover that part of it."
    case .simulated(let total, nil, let seed):
      return "Simulated \(customers(total)), all arriving at once, seed \(seed)."
    case .simulated(let total, let rate?, let seed):
      return "Simulated \(customers(total)), Poisson arrivals at \(rate) per second, seed \(seed)."
    case .overloaded(let type, let load, let n):
      return "\(text(.workTypeTitle(type))) clerks are overloaded (load \(load) on "
        + "\(clerks(n))): waits grow without bound."
    case .nearSaturation(let type, let load, let n, let needed):
      return "\(text(.workTypeTitle(type))) clerks are near saturation (load \(load) on "
        + "\(clerks(n))): waits are correlated over long stretches, so the mean wait and its 95% "
        + "confidence interval need about \(customers(needed)) or more to be trusted."
    case .correlatedBatches(let correlation, let batches):
      return "The mean wait's 95% confidence interval is likely too narrow: its \(batches) batch "
        + "means are correlated (lag-1 correlation \(correlation)). Run more customers."
    case .customersServed(let total, let parts):
      return "Customers served: \(groupedNumber(total)) (" + parts.joined(separator: ", ") + ")"
    case .servedPart(let type, let count):
      return "\(workTypeNames[type].name) \(groupedNumber(count))"
    case .businessDay(let seconds, let timer): return "Business day: \(seconds) s (\(timer))"
    case .longBusinessDay(let seconds, let span):
      return "Business day: \(seconds) s (\(text(.span(span))))"
    case .span(let span):
      return span.named.map { "\(groupedNumber($0.value)) \(Self.unit($0.unit, $0.value))" }
        .joined(separator: " ")
    case .meanWait(let seconds): return "Mean wait: \(seconds) s"
    case .meanWaitInterval(let lower, let upper, let batches):
      return "Mean wait, 95% confidence interval: \(lower) to \(upper) s (\(batches) batch means)"
    case .noMeanWaitInterval(let batches):
      return "Mean wait, 95% confidence interval: none, with fewer customers than its "
        + "\(batches) batches (--ci-batches)"
    case .noMeanWaitIntervalYet(let batches):
      return "Mean wait, 95% confidence interval: none yet, the run stopped before 2 of its "
        + "\(batches) batches were full"
    case .longestWait(let seconds): return "Longest wait: \(seconds) s"
    case .meanQueueLength(let figure): return "Mean queue length: \(figure)"
    case .utilisationPart(let type, let percent, let n):
      return "\(text(.workTypeName(type))) \(percent)% (\(clerks(n)))"
    case .utilisation(let parts): return "Utilisation: " + parts.joined(separator: ", ")
    case .peakCustomers(let n): return "Most customers in the bank at once: \(groupedNumber(n))"
    case .eventCount(let count): return "Events: \(groupedNumber(count))"
    case .wallTime(let seconds): return "Wall time: \(seconds) s"
    case .progress(let percent, let served, let total, nil):
      return "\(percent)% done: \(groupedNumber(served)) of \(customers(total))"
    case .progress(let percent, let served, let total, let left?):
      return "\(percent)% done: \(groupedNumber(served)) of \(customers(total)), about "
        + "\(text(.span(left))) left"
    case .progressDone(let total, let took):
      return "Done: \(customers(total)) in \(text(.span(took)))"
    case .progressStopped(let percent, let served, let total, let took):
      return "Stopped at \(percent)%: \(groupedNumber(served)) of \(customers(total)), after "
        + text(.span(took))
    }
  }

  /// A unit of a span, singular for 1: "day", "hours".
  private static func unit(_ unit: SpanParts.Unit, _ value: Int64) -> String {
    let name =
      switch unit {
      case .day: "day"
      case .hour: "hour"
      case .minute: "minute"
      case .second: "second"
      }
    return value == 1 ? name : name + "s"
  }
}

extension EnglishWording {
  /// The English words of `teller sounds`.
  public func text(_ message: SoundMessage) -> String {
    switch message {
    case .meaning(.depositStarted): "Deposit customer starts"
    case .meaning(.loanStarted): "Loan customer starts"
    case .meaning(.finished): "Customer finishes"
    case .meaning(.added): "Customers added"
    case .meaning(.allServed): "All customers served"
    case .meaning(.edge): "No more items that way"
    case .meaning(.error): "Error"
    case .description(.depositStarted): "a bright rising blip, moving from left to right"
    case .description(.loanStarted):
      "the same blip a fifth lower and hollow, moving from left to right"
    case .description(.finished): "a short falling tock with a click, on the right"
    case .description(.added): "three quick rising pips, on the left"
    case .description(.allServed): "a two-note chime rising an octave, in the middle"
    case .description(.edge): "a dull low thud, in the middle"
    case .description(.error): "two low buzzes, in the middle"
    case .heading: "Teller's sound icons, each played after its name:"
    case .withoutNames: "the sounds play without their names."
    }
  }
}

extension EnglishWording {
  /// The English words of `teller console`.
  public func text(_ message: ConsoleMessage) -> String {
    switch message {
    case .openChoice: "1 : Open bank"
    case .quitChoice: "2 : Quit"
    case .prompt: "Input : "
    case .invalidChoice: "Invalid input. Please enter 1 or 2."
    case .workName(let type): workTypeNames[type].name
    case .started(let number, let work): "Customer \(number) \(text(.workName(work))) started"
    case .finished(let number, let work): "Customer \(number) \(text(.workName(work))) finished"
    case .closed(let customers, let time):
      "The bank is closed. \(customers) customers were served today in "
        + "\(formatSeconds(time, decimals: 2)) seconds."
    }
  }
}

extension EnglishWording {
  /// The English words of the recording's problems and the voices' listing.
  public func text(_ message: RecordingMessage) -> String {
    switch message {
    case .cannotCreate(let path, let reason):
      "--speech-wav: Cannot create '\(path)': \(text(reason))."
    case .cannotWrite(let path, let reason):
      "--speech-wav: Cannot write '\(path)': \(text(reason))."
    case .stopsHere: "The recording stops here."
    case .incomplete: "--speech-wav: the recording is incomplete."
    case .voicesHeading(let engine, 1):
      "\(engine): 1 voice; give the name before the colon to --voice."
    case .voicesHeading(let engine, let count):
      "\(engine): \(count) voices; give the name before the colon to --voice."
    }
  }
}

extension EnglishWording {
  /// The English lines of `teller audit`'s report around its findings.
  public func text(_ message: AuditReportMessage) -> String {
    switch message {
    case .screen(let name, 0): "\(name): no findings"
    case .screen(let name, let count): "\(name): \(count) findings"
    case .total(let findings, let screens): "\(findings) findings in \(screens) screens."
    }
  }
}
