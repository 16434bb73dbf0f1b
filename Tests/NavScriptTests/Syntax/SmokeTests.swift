import Testing

@testable import NavScript

@Test func smoke() {
    let text = """
        view MixedSegueTest "SwiftUI Segues" {
          navigation                                    # body wrapped in a NavigationView
          button "Push"    { route pushTest }           # Button("Push") { route = .pushTest }
          segue popover(rect(bounds), top) popoverTest -> PopoverWelcome
        }
        rout x
        route a b
        device iphone-max-landscape
        """
    let result = parse(text)
    print(result.statements)
    print(rendered(result, text))
}
