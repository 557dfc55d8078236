"""What every generator's `main` does with the text it made: `--check` compares it with the file (exit 1 with
`stale` when they differ or the file is missing, else print `fresh`), otherwise writes it and prints `wrote`; and
how a generator that owns only a block of a hand-written page replaces it (`between_markers`).

    write_or_check(OUTPUT, text, ROOT, stale="… is out of date: run …", fresh="… up to date")
    between_markers(text, "## Routes", BEGIN, END, lines, who="api-docs: docs/api.md")
"""
import sys


def write_or_check(output, text, root, stale, fresh, wrote_suffix=""):
    if "--check" in sys.argv:
        if not output.exists() or output.read_text(encoding="utf-8") != text:
            sys.exit(stale)
        print(fresh)
        return
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(text, encoding="utf-8")
    print(f"wrote {output.relative_to(root)}{wrote_suffix}")


def between_markers(text, heading, begin, end, lines, who):
    """`text` with the lines between the marker lines `begin` and `end` of its `heading` section (up to the next
    `## ` heading) replaced by `lines`; exits naming `who` when the section or a marker is missing."""
    rows = text.split("\n")
    if heading not in rows:
        sys.exit(f"{who} has no \"{heading}\" section")
    start = rows.index(heading)
    stop = next((i for i in range(start + 1, len(rows)) if rows[i].startswith("## ")), len(rows))
    try:
        first = rows.index(begin, start, stop)
        last = rows.index(end, first, stop)
    except ValueError:
        sys.exit(f"{who}'s \"{heading}\" section lacks the lines\n{begin}\n{end}")
    return "\n".join(rows[:first + 1] + lines + rows[last:])
