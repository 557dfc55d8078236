#!/usr/bin/env python3
"""Hand-written Swift in Sources/ keeps to the line length .swift-format sets (120) and to 400 lines a file.

Generated files (under a Generated/ folder) are left out. Exits 1 naming each line and file over.

    python3 scripts/check/line-length.py
"""
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIMIT = json.loads((ROOT / ".swift-format").read_text())["lineLength"]
FILE_LINES = 400


def main():
    over = []
    files = [p for p in sorted((ROOT / "Sources").rglob("*.swift")) if "Generated" not in p.parts]
    for path in files:
        lines = path.read_text(encoding="utf-8").split("\n")
        if len(lines) - 1 > FILE_LINES:
            over.append(f"{path.relative_to(ROOT)}: {len(lines) - 1} lines (split it by job; at most {FILE_LINES})")
        for number, line in enumerate(lines, 1):
            if len(line) > LIMIT:
                over.append(f"{path.relative_to(ROOT)}:{number}: {len(line)} columns (at most {LIMIT})")
    if over:
        print("\n".join(over))
        return 1
    print(f"line length: {len(files)} hand-written Swift files, every line within {LIMIT} columns, each file within "
          f"{FILE_LINES} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
