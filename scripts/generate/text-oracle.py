#!/usr/bin/env python3
"""Writes Tests/LayoutTextTests/Fixtures/text-oracle.json: what independent readers of the same font files say, for
LayoutText's tests to replay.

- Advance widths and wrapped lines from Chromium (Debian's, driven by Playwright): canvas `measureText` of each
  string in the font file loaded by @font-face (Chromium shapes with HarfBuzz too, kerning and ligatures on), and
  the line boxes of a block of that width (`overflow-wrap: anywhere`, as SwiftUI breaks a word wider than a line).
  Characters the font lacks fall back to the next family of the CSS stack, as LayoutText's cascade does.
- Vertical metrics from fontTools: hhea ascender, descender and line gap, or OS/2's typo metrics where
  fsSelection's USE_TYPO_METRICS bit is set, over unitsPerEm.

    python3 scripts/generate/text-oracle.py           # regenerate (needs /usr/bin/chromium, playwright, fonttools)
    python3 scripts/generate/text-oracle.py --check   # exit 1 if the fixture is not what this writes
"""
import json
import sys
import tempfile
from pathlib import Path

from generated_output import write_or_check

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "Tests" / "LayoutTextTests" / "Fixtures" / "text-oracle.json"
INTER = "/usr/share/fonts/opentype/inter"
DEJAVU = "/usr/share/fonts/truetype/dejavu"
FONTS = {  # face name: (file, family, weight)
    "Inter-Regular": (f"{INTER}/Inter-Regular.otf", "Inter", 400),
    "Inter-SemiBold": (f"{INTER}/Inter-SemiBold.otf", "Inter", 600),
    "Inter-Bold": (f"{INTER}/Inter-Bold.otf", "Inter", 700),
    "DejaVuSans": (f"{DEJAVU}/DejaVuSans.ttf", "DejaVu Sans", 400),
    "DejaVuSans-Bold": (f"{DEJAVU}/DejaVuSans-Bold.ttf", "DejaVu Sans", 700),
}
STRINGS = [
    "Hello world", "Settings", "AVATAR Typewriter", "Wave To Yo", "office affinity", "LT VA Ty",
    "Größenänderung der Schriftgröße", "Straße", "Ça va très bien, à demain !", "Où est l'hôtel ?",
    "مرحبا بالعالم", "שלום עולם", "Hello עולם 123", "iPhone 17 Pro Max", "0123456789", "…",
]
WRAPS = [  # (face, size, width, string)
    ("Inter-Regular", 17, 100, "Hello world, this wraps"),
    ("Inter-Regular", 17, 150, "The quick brown fox jumps over the lazy dog"),
    ("Inter-Regular", 15, 60, "Internationalization"),
    ("Inter-SemiBold", 20, 120, "Größenänderung der Schriftgröße ist wichtig"),
    ("Inter-Regular", 13, 80, "Ça va très bien, à demain ! Où est l'hôtel ?"),
    ("DejaVuSans", 17, 90, "שלום עולם, מה שלומך היום"),
    ("Inter-Bold", 28, 200, "A title that needs two lines"),
]
SIZES = [11, 17, 28]


def metrics():
    from fontTools.ttLib import TTFont
    out = {}
    for name, (path, family, weight) in FONTS.items():
        font = TTFont(path)
        upem = font["head"].unitsPerEm
        os2 = font["OS/2"]
        if os2.fsSelection & (1 << 7):
            asc, desc, gap = os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap
        else:
            hhea = font["hhea"]
            asc, desc, gap = hhea.ascent, hhea.descent, hhea.lineGap
        out[name] = {"file": path, "family": family, "weight": weight, "unitsPerEm": upem,
                     "ascender": asc, "descender": desc, "lineGap": gap,
                     "useTypoMetrics": bool(os2.fsSelection & (1 << 7)), "weightClass": os2.usWeightClass}
    return out


PAGE = """<!doctype html><meta charset=utf-8><style>%s
div { position: absolute; left: 0; top: 0; white-space: normal; overflow-wrap: anywhere; line-height: normal; }
</style><body><canvas id=c></canvas><div id=d></div>"""

SCRIPT = """async ([cases, wraps]) => {
  await document.fonts.ready;
  for (const f of document.fonts) await f.load();
  const ctx = document.getElementById('c').getContext('2d');
  const widths = cases.map(([[weight, stack], size, s]) => {
    ctx.font = weight + size + 'px ' + stack; return ctx.measureText(s).width;
  });
  const d = document.getElementById('d');
  const lines = wraps.map(([[weight, stack], size, width, s]) => {
    d.style.font = weight + size + 'px ' + stack; d.style.width = width + 'px'; d.textContent = s;
    const node = d.firstChild, r = document.createRange(), out = [];
    let top = null, line = '';
    for (let i = 0; i < s.length; i++) {
      r.setStart(node, i); r.setEnd(node, i + 1);
      const rects = r.getClientRects();
      if (!rects.length) { line += s[i]; continue; }
      const t = Math.round(rects[0].top);
      if (top !== null && t > top + 1) { out.push(line); line = ''; }
      if (top === null || t > top + 1) top = t;
      line += s[i];
    }
    out.push(line);
    return out.map(l => l.trim());
  });
  return [widths, lines];
}"""


def browser():
    from playwright.sync_api import sync_playwright
    # Each file under its family's name with its weight, so the browser's font matching picks the face the
    # measurer picks, for the asked family and for the fallback family alike.
    faces = "\n".join(f'@font-face {{ font-family: "T-{fam}"; font-weight: {w}; src: url("file://{p}"); }}'
                      for (p, fam, w) in FONTS.values())

    def stack(face):
        _, family, weight = FONTS[face]
        return f'{weight} ', f'"T-{family}", "T-DejaVu Sans"'
    cases = [(face, size, s) for face in ["Inter-Regular", "Inter-SemiBold", "DejaVuSans"]
             for size in SIZES for s in STRINGS]
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        page_path = Path(tmp) / "index.html"
        page_path.write_text(PAGE % faces, encoding="utf-8")
        b = p.chromium.launch(executable_path="/usr/bin/chromium",
                              args=["--allow-file-access-from-files", "--font-render-hinting=none"])
        page = b.new_page()
        page.goto(page_path.as_uri())
        widths, lines = page.evaluate(
            SCRIPT, [[(stack(f), z, s) for f, z, s in cases], [(stack(f), z, w, s) for f, z, w, s in WRAPS]])
        b.close()
    advances = [{"face": f, "size": z, "string": s, "width": round(w, 6)} for (f, z, s), w in zip(cases, widths)]
    wrapped = [{"face": f, "size": z, "width": w, "string": s, "lines": ls} for (f, z, w, s), ls in zip(WRAPS, lines)]
    return advances, wrapped


def generate():
    advances, wrapped = browser()
    doc = {"about": "Chromium (canvas measureText, line boxes) and fontTools on Debian's fonts-inter and "
                    "fonts-dejavu-core files; written by scripts/generate/text-oracle.py.",
           "faces": metrics(), "advances": advances, "wrapped": wrapped}
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    write_or_check(OUTPUT, generate(), ROOT,
                   stale="text-oracle.json is out of date: run python3 scripts/generate/text-oracle.py",
                   fresh="text-oracle: text-oracle.json up to date")
