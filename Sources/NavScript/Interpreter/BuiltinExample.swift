/// The app the shell opens on: the recipe's three demos and the PopoverLink article's example.
///
/// `Scripts/examples/builtin.nav` holds the same text as a self-checking script; a test keeps
/// the two identical, so the example a user reads is the example the shell runs.
public enum BuiltinExample {
    /// The name the example's diagnostics carry.
    public static let fileName = "<example>"

    /// The declarations.
    public static let source = """
        # navsh's built-in app: the SwiftUI Segues recipe's three demos and the PopoverLink
        # article's example. The shell opens on MixedSegueTest; `root PushSegueTest`,
        # `root ModalSegueTest` or `root Detail` switch to the others.

        view MixedSegueTest "SwiftUI Segues" {
          navigation
          button "Push"    { route pushTest }
          button "Modal"   { route modalTest }
          button "Popover" { route popoverTest }
          segue push pushTest -> PushWelcome
          segue modal modalTest -> ModalWelcome
          segue popover(rect(bounds), top) popoverTest -> PopoverWelcome
        }
        view PushWelcome "Welcome to Push"
        view ModalWelcome { button "Welcome to modal" { route nil } }
        view PopoverWelcome "Welcome to Popover"

        view PushSegueTest {
          navigation
          button "A" { route a }
          button "B" { route b }
          button "C" { route c }
          segues push { a -> text "A"; b -> text "B"; c -> text "C" }
        }

        view ModalSegueTest {
          button "A" { route a }
          button "B" { route b }
          button "C" { route c }
          segues modal { a -> Dismissible; b -> Dismissible; c -> Dismissible }
        }
        view Dismissible { button "Dismiss" { dismiss } }

        view Detail {
          navigation "Detail"
          popoverlink "Go to subview" -> Subview
          popoverlink "Info" -> Info active showInfo
          link "More" -> More
        }
        view Subview "Subview"
        view Info { button "Close" { set showInfo false } }
        view More "More"

        root MixedSegueTest

        """
}
