"""The one Chromium harness of every browser check (browser-tests.py, the browser_*.py modules it runs, and
typescript-client-test.py): Debian's Chromium (/usr/bin/chromium, never `playwright install`) through Playwright,
the failures a run collects, layoutd's answers asked apart from the page, and what the pages share (the answer
counter, console errors, the colours of a screenshot).

    from browser_harness import run
    run("stage", stage)   # stage(browser, base, check) in one Chromium against the layoutd on sys.argv[1]'s port
"""
import json
import struct
import sys
import urllib.error
import urllib.request
import zlib

CHROMIUM = "/usr/bin/chromium"
failures = []


def check(condition, message):
    """Records a failure (the run goes on, and exits non-zero at its end)."""
    if not condition:
        failures.append(message)
        print(f"FAIL: {message}", file=sys.stderr)


def launch(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])


def run(name, *tests):
    """Runs each `test(browser, base, check)` in one Chromium against the layoutd on the port in sys.argv[1]; exits
    non-zero after any failure."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = launch(p)
        try:
            for test in tests:
                test(browser, f"http://127.0.0.1:{int(sys.argv[1])}", check)
        finally:
            browser.close()
    if failures:
        sys.exit(f"{name}: {len(failures)} failures")
    print(f"{name}: passed")


def fetch(base, path):
    """The body's bytes of a GET, raising on an HTTP error or after 20 s."""
    with urllib.request.urlopen(base + path, timeout=20) as response:
        return response.read()


def post(base, path, body):
    """The body's bytes of a JSON POST, raising on an HTTP error or after 20 s."""
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=20) as response:
        return response.read()


def fetch_json(base, path):
    return json.loads(fetch(base, path))


def fetch_status(base, path):
    """A GET's status and JSON body, an error's problem+json too."""
    try:
        with urllib.request.urlopen(base + path, timeout=20) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def answered(page, before, counter="answered"):
    """Waits until the page has shown more answers than `before` (the body's data-answered, or data-COUNTER);
    returns how many it has."""
    page.wait_for_function(f"() => Number(document.body.dataset.{counter} || 0) > {before}")
    return int(page.evaluate(f"document.body.dataset.{counter}"))


def errors_of(page, expected=None, errors=None):
    """The list (`errors`, or a new one) the page's console errors and uncaught exceptions are added to, but those
    `expected` says are."""
    errors = [] if errors is None else errors
    page.on("console", lambda message: errors.append(message.text)
            if message.type == "error" and not (expected and expected(message.text)) else None)
    page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
    return errors


def near(check, what, drawn, expected, tolerance=0.75):
    """Checks that a drawn box (x, y, width, height) is where `expected` says, within `tolerance`."""
    check(drawn is not None, f"{what}: not drawn")
    if drawn is None:
        return
    for key in ("x", "y", "width", "height"):
        check(abs(drawn[key] - expected[key]) <= tolerance,
              f"{what}.{key} drawn at {drawn[key]:.2f} pt, not {expected[key]}")


def png_colours(data):
    """The distinct colours of an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium's screenshots are), read with
    the standard library: the chunks' IDAT inflated and each row's filter undone (PNG spec §9)."""
    width, height = struct.unpack(">II", data[16:24])
    depth, kind = data[24], data[25]
    if depth != 8 or kind not in (2, 6) or data[28] != 0:
        raise ValueError(f"unexpected PNG: depth {depth}, colour type {kind}")
    stride, position, idat = 3 if kind == 2 else 4, 8, b""
    while position < len(data):
        length, name = struct.unpack(">I4s", data[position:position + 8])
        if name == b"IDAT":
            idat += data[position + 8:position + 8 + length]
        position += 12 + length
    raw, row_bytes, previous, colours = zlib.decompress(idat), width * stride, bytearray(width * stride), set()
    for y in range(height):
        start = y * (row_bytes + 1)
        method, row = raw[start], bytearray(raw[start + 1:start + 1 + row_bytes])
        for i in range(row_bytes):
            left = row[i - stride] if i >= stride else 0
            up, corner = previous[i], previous[i - stride] if i >= stride else 0
            if method == 1:
                row[i] = (row[i] + left) & 255
            elif method == 2:
                row[i] = (row[i] + up) & 255
            elif method == 3:
                row[i] = (row[i] + (left + up) // 2) & 255
            elif method == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                row[i] = (row[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        colours.update(bytes(row[i:i + 3]) for i in range(0, row_bytes, stride))
        previous = row
    return colours
