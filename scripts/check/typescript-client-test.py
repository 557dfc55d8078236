#!/usr/bin/env python3
"""The TypeScript client in a browser (scripts/test.sh runs this against a live layoutd): Clients/TypeScript compiled
by Debian's tsc to ES2019 modules in a temporary folder (no bundler, no CDN), loaded by a page that a tiny static
server on another port serves, and run in Debian's Chromium through Playwright (never `playwright install`).

The page calls Clients/TypeScript/example.ts's `tour`, which asks through the generated client, cross-origin (CORS):
a device and its ETag, the same device with `If-None-Match` (a 304), a UIKit and a SwiftUI fit, and three failures
read as typed problems (400, 422, 404). Every figure the client read is compared with the same question asked here
over plain HTTP, and the known ones with their values (iPad Pro 11-inch (M4) 834 x 1210 pt with 30 pt corners; 21:9
in 852 x 393 is 852 x 365.14).

    python3 scripts/check/typescript-client-test.py PORT
"""
import functools
import gzip
import http.server
import json
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import urllib.error
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
PAGE = """<!doctype html>
<meta charset="utf-8">
<title>layoutd TypeScript client</title>
<script type="module">
import { tour } from './example.js';
const base = new URLSearchParams(location.search).get('base');
tour(base).then((result) => { window.tourResult = result; },
                 (error) => { window.tourError = String(error && error.stack || error); });
</script>
"""
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print(f"FAIL: {message}", file=sys.stderr)


def plain(base, path, headers=None):
    """The status, headers and JSON body of one question asked over plain HTTP (the reference)."""
    request = urllib.request.Request(base + path, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            body = response.read()
            if response.headers.get("Content-Encoding") == "gzip":
                body = gzip.decompress(body)
            return response.status, response.headers, json.loads(body or b"null")
    except urllib.error.HTTPError as error:
        body = error.read()
        return error.code, error.headers, json.loads(body) if body else None


def compile_client(folder):
    """Clients/TypeScript (src/ and example.ts) as ES2019 modules in folder; returns the number of .js files."""
    compiled = subprocess.run(["tsc", "-p", str(ROOT / "Clients" / "TypeScript"), "--noEmit", "false",
                               "--outDir", str(folder)], capture_output=True, text=True)
    if compiled.returncode != 0:
        print(compiled.stdout, compiled.stderr, file=sys.stderr)
        sys.exit("typescript-client-test: tsc did not compile Clients/TypeScript")
    (folder / "index.html").write_text(PAGE, encoding="utf-8")
    return len(list(folder.rglob("*.js")))


class Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".js": "text/javascript"}

    def log_message(self, *args):
        pass


def run_page(folder, base):
    """The page served from folder on its own origin, run in Chromium; returns tour's result and console errors."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    errors = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            try:
                page = browser.new_page()
                page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
                page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
                page.goto(f"http://127.0.0.1:{server.server_address[1]}/index.html?base={base}")
                page.wait_for_function("() => window.tourResult !== undefined || window.tourError !== undefined",
                                       timeout=30000)
                error = page.evaluate("window.tourError")
                if error:
                    sys.exit(f"typescript-client-test: the page's tour failed: {error}")
                return page.evaluate("window.tourResult"), errors
            finally:
                browser.close()
    finally:
        server.shutdown()


def main():
    port = int(sys.argv[1])
    base = f"http://127.0.0.1:{port}"
    folder = Path(tempfile.mkdtemp(prefix="layoutd-ts-"))
    try:
        modules = compile_client(folder)
        result, errors = run_page(folder, base)
    finally:
        shutil.rmtree(folder, ignore_errors=True)

    # Chromium admits gzip, and a gzip-encoded answer has its own ETag: asked here the same way.
    status, headers, entry = plain(base, "/devices/iPad16,3", {"Accept-Encoding": "gzip"})
    check(result["screen"] == entry["screen"] == {"width": 834, "height": 1210},
          f"device: the client read screen {result['screen']}, plain HTTP {entry['screen']} (want 834 x 1210)")
    check(result["cornerRadius"] == entry["displayCornerRadius"]["value"] == 30,
          f"device: corner radius {result['cornerRadius']} "
          f"(plain HTTP {entry['displayCornerRadius']['value']}, want 30)")
    check(result["etag"] == headers["ETag"] and result["etag"].startswith('"'),
          f"device: ETag {result['etag']!r} read through CORS, plain HTTP {headers['ETag']!r}")
    check(result["notModified"] is True, "If-None-Match with the device's ETag was not answered 304 in the browser")
    check(plain(base, "/devices/iPad16,3", {"If-None-Match": headers["ETag"], "Accept-Encoding": "gzip"})[0] == 304,
          "plain HTTP: the same If-None-Match is not a 304")

    _, _, fit = plain(base, "/fit?container=852x393&aspectRatio=21:9")
    rect = result["fitRect"]
    check(rect == fit["rect"] and rect["width"] == 852 and abs(rect["height"] - 365.142857) < 1e-6,
          f"UIKit fit: the client read {rect}, plain HTTP {fit['rect']} (want 852 x 365.14)")
    _, _, swiftui = plain(base, "/fit?semantics=swiftui&proposalWidth=200&proposalHeight=200&aspectRatio=0.75")
    check(result["swiftUIFrame"] == swiftui["flexibleFrame"] == {"x": 25, "y": 0, "width": 150, "height": 200},
          f"SwiftUI fit: flexibleFrame {result['swiftUIFrame']}, plain HTTP {swiftui['flexibleFrame']}")

    for name, path, expected in [("badRequest", "/fit?container=852x393&aspectRatio=0", 400),
                                 ("unprocessable", "/fit?container=852x393&aspectRatio=1&content=10x10", 422),
                                 ("notFound", "/devices/no-such-device", 404)]:
        problem = result[name]
        status, headers, body = plain(base, path)
        check(status == expected and headers.get_content_type() == "application/problem+json",
              f"{path}: plain HTTP answered {status} {headers.get_content_type()} (want {expected} problem+json)")
        check(problem == body and problem["status"] == expected,
              f"{name}: the client read {problem}, plain HTTP {body}")
    check("aspectRatio" in (result["badRequest"] or {}).get("detail", ""), "the 400's detail does not name aspectRatio")

    # Chromium logs each 4xx it fetched as a console error; nothing else may appear.
    expected_errors = re.compile(r"^Failed to load resource: the server responded with a status of (400|404|422) ")
    unexpected = [error for error in errors if not expected_errors.match(error)]
    check(not unexpected, f"console errors: {unexpected}")
    if failures:
        sys.exit(f"typescript-client-test: {len(failures)} failures")
    print(f"typescript client in Chromium: {modules} compiled modules loaded from a page on another origin; "
          "a device, its ETag and 304, a UIKit and a SwiftUI fit, and 400/422/404 typed problems read as plain "
          "HTTP answers them")


if __name__ == "__main__":
    main()
