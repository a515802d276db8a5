#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Debian's Orca, started by its own launcher (/usr/bin/orca) with its default settings, and two
# changes to that launcher only, for a test:
# - its debug file is flushed at each line. Orca writes it through a buffered Python file, so a
#   line reaches the disk only once 8 KB have gathered: what Orca says after a key sits in the
#   buffer while orca.py waits for it (the cause of the "lost" keys the first version of this
#   test saw; the key had been read and acted on).
# - no other Orca of the same user stops it: the launcher exits if one runs ("pgrep -x orca"),
#   but a test run has an X server and buses of its own, and several runs may share one user.
#   orcalauncher.py DEBUG_FILE
import runpy
import sys

del sys.path[0]  # this folder, whose orca.py is not Orca's package
from orca import debug  # noqa: E402

println = debug.println


def println_flushed(*args, **kwargs):
    println(*args, **kwargs)
    if debug.debugFile:
        debug.debugFile.flush()


debug.println = println_flushed
main = runpy.run_path("/usr/bin/orca", run_name="orca_launcher")["main"]
main.__globals__["otherOrcas"] = lambda: []
main.__globals__["setProcessName"] = lambda name: True  # stays python3, unseen by other runs
sys.argv = ["orca", "--debug-file", sys.argv[1]]
sys.exit(main())
