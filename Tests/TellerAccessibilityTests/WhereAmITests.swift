import TellerAccessibility
import Testing

@Suite("Where am I")
struct WhereAmITests: NavigationFixtures {
  @Test("nothing focused: no answer")
  func empty() {
    #expect(Navigator(tree: tree([])).whereAmI() == nil)
  }

  @Test("one element under an unlabelled root: no container, list or heading")
  func oneElement() throws {
    let navigator = Navigator(tree: tree([stop("a", "Alone")]))
    let here = try #require(navigator.whereAmI())
    #expect(here.element.label == "Alone")
    #expect(here.stopCount == 1)
    #expect(here.container == nil)
    #expect(here.listPosition == nil)
    #expect(here.listCount == nil)
    #expect(here.heading == nil)
    #expect(here.rotor == .headings)
  }

  @Test("inside a list under a heading: list, 2 of 3, heading and level")
  func insideList() throws {
    var navigator = Navigator(tree: bankScreen(waiting: [1, 2, 3], processing: [4]))
    _ = navigator.moveFocus(to: "customer.2")
    _ = navigator.turnRotor(.next)
    let here = try #require(navigator.whereAmI())
    #expect(here.element.id == "customer.2")
    #expect(navigator.tree.readingOrder.firstIndex(of: here.element.id) == 6)
    #expect(here.stopCount == 10)
    #expect(here.container == WhereAmI.Landmark(id: "waiting", label: "Waiting", role: .list))
    #expect(here.listPosition == 2)
    #expect(here.listCount == 3)
    #expect(
      here.heading
        == WhereAmI.Landmark(id: "waiting.heading", label: "Waiting", role: .none, headingLevel: 2))
    #expect(here.rotor == .headingLevel(1))
  }

  @Test("a button at the top: the labelled root and the title heading")
  func topButton() throws {
    var navigator = Navigator(tree: bankScreen(waiting: [], processing: []))
    _ = navigator.moveFocus(to: "reset")
    let here = try #require(navigator.whereAmI())
    #expect(here.container?.id == "screen")
    #expect(here.container?.label == "Teller")
    #expect(here.listPosition == nil)
    #expect(here.heading?.id == "title")
    #expect(here.heading?.headingLevel == 1)
  }

  @Test("on a heading: the heading before it, not itself")
  func onHeading() throws {
    var navigator = Navigator(tree: bankScreen(waiting: [1], processing: [2]))
    #expect(try #require(navigator.whereAmI()).heading == nil)
    _ = navigator.moveFocus(to: "processing.heading")
    #expect(try #require(navigator.whereAmI()).heading?.id == "waiting.heading")
  }

  @Test("unlabelled containers are skipped; a nested item reports its list place")
  func nested() throws {
    let item = TreeNode.container(id: "row.2", children: [stop("row.2.name")])
    let list = TreeNode.container(
      id: "list", label: "Tellers", role: .list,
      children: [stop("row.1"), item, stop("row.3"), stop("row.4")])
    var navigator = Navigator(
      tree: tree([heading("h", "Staff", level: 3), .container(id: "plain", children: [list])]))
    _ = navigator.moveFocus(to: "row.2.name")
    let here = try #require(navigator.whereAmI())
    #expect(here.container?.id == "list")
    #expect(here.listPosition == 2)
    #expect(here.listCount == 4)
    #expect(here.heading?.label == "Staff")
  }

  @Test("a labelled group inside a list item names the container first")
  func labelledGroupInsideItem() throws {
    let item = TreeNode.container(
      id: "row", label: "Row", children: [.container(id: "inner", children: [stop("cell")])])
    let list = TreeNode.container(id: "list", label: "Rows", role: .list, children: [item])
    var navigator = Navigator(tree: tree([list]))
    _ = navigator.moveFocus(to: "cell")
    let here = try #require(navigator.whereAmI())
    #expect(here.container?.id == "row")
    #expect(here.listPosition == 1)
    #expect(here.listCount == 1)
  }

  @Test("inside a modal: the modal is the container")
  func modal() throws {
    let dialog = TreeNode.container(
      id: "dialog", label: "Confirm reset", role: .modal, children: [stop("ok", traits: .button)])
    let navigator = Navigator(tree: tree([heading("h", "Outside", level: 1), dialog]))
    let here = try #require(navigator.whereAmI())
    #expect(here.container == WhereAmI.Landmark(id: "dialog", label: "Confirm reset", role: .modal))
    #expect(here.heading == nil)
    #expect(here.stopCount == 1)
  }
}
