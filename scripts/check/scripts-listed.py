#!/usr/bin/env python3
"""Every file under scripts/ is named in scripts/README.md: by its name in backquotes, by a glob in backquotes
(`*.lua`, `swiftui_*_cases.py`), or as `(+ `.py`)` after a name with the same stem. Exits 1 naming the ones missing.

    python3 scripts/check/scripts-listed.py
"""
import fnmatch
import os
import re
import sys

TOP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def named(readme):
    names = set()
    for line in readme.splitlines():
        previous = None
        for token in re.findall(r"`([^`\s]+)`", line):
            if token.startswith(".") and previous:
                names.add(os.path.splitext(previous)[0] + token)
            else:
                names.add(token)
                previous = token
    return names


def main():
    with open(os.path.join(TOP, "README.md"), encoding="utf-8") as f:
        names = named(f.read())
    missing = []
    for folder, _, files in os.walk(TOP):
        if "__pycache__" in folder:
            continue
        for name in files:
            if name == "README.md" or name.endswith(".pyc"):
                continue
            if not any(fnmatch.fnmatchcase(name, n) for n in names):
                missing.append(os.path.relpath(os.path.join(folder, name), TOP))
    if missing:
        print("scripts/README.md does not name: " + ", ".join(sorted(missing)))
        return 1
    print("summary: every script is named in scripts/README.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
