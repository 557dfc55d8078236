"""What every generator's `main` does with the text it made: `--check` compares it with the file (exit 1 with
`stale` when they differ or the file is missing, else print `fresh`), otherwise writes it and prints `wrote`.

    write_or_check(OUTPUT, text, ROOT, stale="… is out of date: run …", fresh="… up to date")
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
