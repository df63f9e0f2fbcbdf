import TellerAccessibility
import TellerBank
import TellerInput
import TellerWording

/// Long lists: a page at a time, to either end, and straight to a customer
/// by number, typed at a short prompt (`#`) or as a line.
///
/// A page is ten items, in linear mode and in the full-screen view alike:
/// the view is a presenter, and the session cannot know how many rows a
/// list's box shows (twelve at 80×24, three at 40×20), so the page stays
/// the same however the screen is drawn.
extension Session {
  /// The items a page moves over.
  public static let pageSize = 10

  /// The most digits the prompt takes: no customer number is longer.
  static let customerPromptLength = 9

  /// Moves focus to the customer with a number, in Waiting or in
  /// Processing, or says that neither list has one.
  mutating func goToCustomer(_ number: Int) -> [OutputRecord] {
    guard number >= 1, number < bank.nextCustomerNumber else {
      return [say(catalog[.customerNotInLists(number)])]
    }
    let id = BankScreen.customerID(bank.customersBeforeReset + number)
    guard navigator.tree.isInReadingOrder(id) else {
      return [say(catalog[.customerNotInLists(number)])]
    }
    return outcome(navigator.moveFocus(to: id))
  }

  /// Opens the prompt for a customer's number and says what it does.
  mutating func openCustomerPrompt() -> [OutputRecord] {
    customerPromptDigits = ""
    return [say(catalog[.customerPrompt])]
  }

  /// What a key does while the prompt is open: digits add up (to
  /// ``customerPromptLength``; one more says the limit and is not kept), Backspace
  /// takes one back, Enter goes, Escape cancels, and any other key that is
  /// not a control key says how the prompt works; nil for input the prompt
  /// lets through (control keys such as Ctrl-C, Ctrl-Z and Ctrl-L). Input
  /// that is no key (a line, a braille command) closes the prompt first.
  mutating func answerInCustomerPrompt(
    _ input: SessionInput
  ) -> (records: [OutputRecord], cause: SessionStep.Cause)? {
    guard case .key(let key) = input, let digits = customerPromptDigits else {
      customerPromptDigits = nil
      return nil
    }
    switch key {
    case .character(let character) where character.isASCII && character.isWholeNumber:
      guard digits.count < Self.customerPromptLength else {
        let full = ListMessage.customerPromptFull(digits: digits, limit: Self.customerPromptLength)
        return ([say(catalog[full])], .noCommand)
      }
      customerPromptDigits = digits + String(character)
      return ([say(digits + String(character))], .noCommand)
    case .backspace:
      let shorter = String(digits.dropLast())
      customerPromptDigits = shorter
      return ([say(shorter.isEmpty ? catalog[.customerPromptEmpty] : shorter)], .noCommand)
    case .enter:
      customerPromptDigits = nil
      guard let number = Int(digits) else {
        return ([say(catalog[.customerPromptCancelled])], .noCommand)
      }
      let command = SessionCommand.goToCustomer(number)
      return (goToCustomer(number), .command(command))
    case .escape:
      customerPromptDigits = nil
      return ([say(catalog[.customerPromptCancelled])], .noCommand)
    case .control:
      return nil
    default:
      return ([say(catalog[.customerPromptReminder])], .noCommand)
    }
  }
}
