# Prints the text of the first terminal on the AT-SPI desktop, as a screen
# reader reads it: the screen-reader harness uses it to tell Teller's
# full-screen view from its linear text in a VTE terminal. Exits 1 when no
# terminal is found. Run it with the system's /usr/bin/python3 (pyatspi).
import sys

import pyatspi


def find_terminal(node, depth=0):
    if node is None or depth > 12:
        return None
    try:
        if node.getRoleName() == "terminal":
            return node
        for index in range(node.childCount):
            found = find_terminal(node.getChildAtIndex(index), depth + 1)
            if found is not None:
                return found
    except Exception:
        return None
    return None


for application in pyatspi.Registry.getDesktop(0):
    terminal = find_terminal(application)
    if terminal is not None:
        sys.stdout.write(terminal.queryText().getText(0, -1))
        sys.exit(0)
sys.exit(1)
