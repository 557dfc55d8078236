#!/usr/bin/env python3
"""The TypeScript client in a browser and in Node (scripts/test.sh runs this against a live layoutd).

Chromium: Clients/TypeScript compiled by Debian's tsc to ES2019 modules in a temporary folder (no bundler, no CDN),
loaded by a page that a tiny static server on another port serves, and run in Debian's Chromium through Playwright
(never `playwright install`). Node: the package as `npm pack` makes it offline (its prepack compiles dist/ with .d.ts),
installed from the tarball into a temporary project, Clients/TypeScript/example.ts type-checked there with
`tsc --strict` against the installed types (its imports naming 'layoutd-client') and run by Node.

Both call example.ts's `tour`, which asks through the client, cross-origin (CORS) in the browser: a device and its
ETag, the same device with `If-None-Match` (a 304), a whole device (every member typed present), a UIKit and a SwiftUI
fit, the SVG pictures of a fit, a device, a SwiftUI layout and a contact sheet (dark) as text, a sheet's findings with
their devices (`findingsOnDevices`), a device's CSS, its design tokens, a SwiftUI
layout's frames, and three failures read as `LayoutdProblem`s (400, 422, 404); and example.ts's `interruptions`: a
50 ms `timeout` against a local server that never answers throws a `LayoutdTimeout`, an aborted signal its
`AbortError` (neither a `FetchError`). In Node, `tsc --strict` against the installed package must refuse
`{type: 'HStack', cornerRadius: 12}` as a SwiftUI view (an expected-failure compile, beside the RoundedRectangle that
compiles). Every figure and text the client read is
compared with the same question asked here over plain HTTP, and the known ones with their values (iPad Pro 11-inch (M4)
834 x 1210 pt with 30 pt corners; 21:9 in 852 x 393 is 852 x 365.14; objc.io's HStack frames 75 and 100 wide in 150).

    python3 scripts/check/typescript-client-test.py PORT
"""
import functools
import gzip
import os
import http.server
import json
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import urllib.error
import urllib.request
from pathlib import Path

from playwright.sync_api import TimeoutError as PlaywrightTimeout, sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_harness import check, errors_of, failures, launch  # noqa: E402 (the browser checks' harness)

ROOT = Path(__file__).resolve().parents[2]
PAGE = """<!doctype html>
<meta charset="utf-8">
<title>layoutd TypeScript client</title>
<script type="module">
import { interruptions, tour } from './example.js';
const query = new URLSearchParams(location.search);
Promise.all([tour(query.get('base')), interruptions(query.get('silent'))])
    .then(([result, interrupted]) => { window.tourResult = { ...result, interrupted }; },
          (error) => { window.tourError = String(error && error.stack || error); });
</script>
"""

def plain(base, path, headers=None, body=None, text=False, raw=False):
    """The status, headers and JSON body (or text; raw: the bytes as sent) of one question over plain HTTP."""
    data = json.dumps(body).encode() if body is not None else None
    headers = {**(headers or {}), **({"Content-Type": "application/json"} if data else {})}
    request = urllib.request.Request(base + path, headers=headers, data=data)
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            answer = response.read()
            if raw:
                return response.status, response.headers, answer
            if response.headers.get("Content-Encoding") == "gzip":
                answer = gzip.decompress(answer)
            return response.status, response.headers, answer.decode() if text else json.loads(answer or b"null")
    except urllib.error.HTTPError as error:
        answer = error.read()
        return error.code, error.headers, json.loads(answer) if answer else None


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


def run_page(folder, base, silent):
    """The page served from folder on its own origin, run in Chromium; returns tour's result and console errors."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as p:
            browser = launch(p)
            try:
                page = browser.new_page()
                errors = errors_of(page)
                page.goto(f"http://127.0.0.1:{server.server_address[1]}/index.html?base={base}&silent={silent}")
                try:
                    page.wait_for_function("() => window.tourResult !== undefined || window.tourError !== undefined",
                                           timeout=30000)
                except PlaywrightTimeout:
                    sys.exit("typescript-client-test: the page's tour had not finished after 30 s")
                error = page.evaluate("window.tourError")
                if error:
                    sys.exit(f"typescript-client-test: the page's tour failed: {error}")
                return page.evaluate("window.tourResult"), errors
            finally:
                browser.close()
    finally:
        server.shutdown()


def run(command, cwd, what):
    """Runs a command; exits with its output when it fails."""
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=300,
                              env={**os.environ, "npm_config_update_notifier": "false"})
    except subprocess.TimeoutExpired:
        sys.exit(f"typescript-client-test: {what} did not finish in 300 s")
    if done.returncode != 0:
        print(done.stdout[-4000:], done.stderr[-4000:], file=sys.stderr)
        sys.exit(f"typescript-client-test: {what} failed")
    return done.stdout


def run_node(folder, base, silent):
    """The package packed offline, installed from its tarball, example.ts type-checked against it and run by Node
    (and a view of one type with another type's member refused by tsc); returns tour's result and the tarball's
    name."""
    client = ROOT / "Clients" / "TypeScript"
    packed = run(["npm", "pack", "--offline", "--silent", "--pack-destination", str(folder)], client, "npm pack")
    tarball = folder / packed.strip().splitlines()[-1]
    shutil.rmtree(client / "dist", ignore_errors=True)  # prepack's build output: the tarball holds it
    project = folder / "project"
    project.mkdir()
    (project / "package.json").write_text('{"name": "uses-layoutd", "private": true, "type": "module"}\n')
    run(["npm", "install", "--offline", "--no-audit", "--no-fund", str(tarball)], project, "npm install (tarball)")
    example = (client / "example.ts").read_text(encoding="utf-8").replace("from './index.js'", "from 'layoutd-client'")
    check("from 'layoutd-client'" in example, "example.ts does not import './index.js'")
    (project / "example.ts").write_text(example, encoding="utf-8")
    run(["tsc", "--strict", "--target", "ES2019", "--lib", "ES2019,DOM", "--module", "ES2020", "--moduleResolution",
         "node", "example.ts"], project, "tsc --strict of example.ts against the installed package")
    check_view_types(project)
    program = (f"import {{ interruptions, tour }} from './example.js';\n"
               f"const interrupted = await interruptions({json.dumps(silent)});\n"
               f"console.log(JSON.stringify({{ ...await tour({json.dumps(base)}), interrupted }}));\n")
    (project / "main.mjs").write_text(program, encoding="utf-8")
    return json.loads(run(["node", "main.mjs"], project, "node").strip().splitlines()[-1]), tarball.name


VIEW_PROGRAM = """import { connect } from 'layoutd-client';
import type { SwiftUIView } from 'layoutd-client';
export const view: SwiftUIView = { type: 'VStack', children: [%s] };
export const asked = connect('http://127.0.0.1:9').geometry.swiftuiLayout(
    { swiftUILayoutRequest: { proposal: { width: 100, height: 100 }, view: %s } });
"""


def check_view_types(project):
    """tsc --strict against the installed package refuses `{type: 'HStack', cornerRadius: 12}` as a SwiftUIView
    (nested in a tree, and as the layout call's view) and accepts the RoundedRectangle that takes that member."""
    for view, accepted in [("{ type: 'RoundedRectangle', cornerRadius: 12 }", True),
                           ("{ type: 'HStack', cornerRadius: 12 }", False)]:
        (project / "view.ts").write_text(VIEW_PROGRAM % (view, view), encoding="utf-8")
        done = subprocess.run(["tsc", "--strict", "--noEmit", "--target", "ES2019", "--lib", "ES2019,DOM", "--module",
                               "ES2020", "--moduleResolution", "node", "view.ts"], cwd=project, capture_output=True,
                              text=True)
        # Each error with its continuation lines (an overload's reasons); the lines of those naming the member.
        blocks = re.split(r"(?m)^(?=view\.ts\()", done.stdout)
        errors = sorted({int(b[8:b.index(",")]) for b in blocks if b.startswith("view.ts(") and "cornerRadius" in b})
        if accepted:
            check(done.returncode == 0, f"tsc --strict refused {view} as a SwiftUIView: {done.stdout[-600:]}")
        else:
            # Line 3 (a child of the tree) and the call (lines 4-5: the view of swiftuiLayout's question).
            check(done.returncode != 0 and errors[:1] == [3] and errors[1:] in ([4], [5]),
                  f"tsc --strict did not refuse {view} on line 3 and the call (errors on lines {errors}): "
                  f"{done.stdout[-600:]}")
    (project / "view.ts").unlink()


def check_interruptions(result, where):
    """A 50 ms timeout against a server that never answers, and an aborted signal, arrive as themselves."""
    timeout, abort = result["interrupted"]["timeout"], result["interrupted"]["abort"]
    check(timeout == {"name": "LayoutdTimeout", "isLayoutdTimeout": True, "timeout": 50, "isFetchError": False},
          f"{where}: a 50 ms timeout against a silent server threw {timeout} (want a LayoutdTimeout of 50 ms)")
    check(abort == {"name": "AbortError", "isFetchError": False},
          f"{where}: an aborted signal threw {abort} (want the AbortError itself, no FetchError)")


def check_tour(result, base, where, accept):
    """Every figure and text tour read, against plain HTTP asked with the client's own Accept-Encoding."""
    # Each coding's answer has its own ETag: Chromium admits zstd, Node 20's fetch gzip and deflate.
    _, _, entry = plain(base, "/devices/iPad16,3", {"Accept-Encoding": "gzip"})
    status, headers, _ = plain(base, "/devices/iPad16,3", {"Accept-Encoding": accept}, text=True, raw=True)
    check(result["screen"] == entry["screen"] == {"width": 834, "height": 1210},
          f"{where} device: the client read screen {result['screen']}, plain HTTP {entry['screen']} (want 834 x 1210)")
    check(result["cornerRadius"] == entry["displayCornerRadius"]["value"] == 30,
          f"{where} device: corner radius {result['cornerRadius']} "
          f"(plain HTTP {entry['displayCornerRadius']['value']}, want 30)")
    check(result["etag"] == headers["ETag"] and result["etag"].startswith('"'),
          f"{where} device: ETag {result['etag']!r}, plain HTTP {headers['ETag']!r}")
    check(result["notModified"] is True, f"{where}: If-None-Match with the device's ETag was not answered 304")
    check(plain(base, "/devices/iPad16,3", {"If-None-Match": headers["ETag"], "Accept-Encoding": accept})[0] == 304,
          "plain HTTP: the same If-None-Match is not a 304")
    _, _, phone = plain(base, "/devices/iphone-16-pro")
    check(result["wholeDeviceName"] == f"{phone['name']}, {phone['sensorHousing']['type']}"
          == "iPhone 16 Pro, dynamicIsland", f"{where} whole device: {result['wholeDeviceName']!r}")

    _, _, fit = plain(base, "/fit?container=852x393&aspectRatio=21:9")
    rect = result["fitRect"]
    check(rect == fit["rect"] and rect["width"] == 852 and abs(rect["height"] - 365.142857) < 1e-6,
          f"{where} UIKit fit: the client read {rect}, plain HTTP {fit['rect']} (want 852 x 365.14)")
    _, _, swiftui = plain(base, "/fit?semantics=swiftui&proposalWidth=200&proposalHeight=200&aspectRatio=0.75")
    check(result["swiftUIFrame"] == swiftui["flexibleFrame"] == {"x": 25, "y": 0, "width": 150, "height": 200},
          f"{where} SwiftUI fit: flexibleFrame {result['swiftUIFrame']}, plain HTTP {swiftui['flexibleFrame']}")

    # Pictures and CSS as text, byte for byte what plain HTTP gets.
    view = {"type": "HStack", "spacing": 0, "children": [
        {"type": "flexibleFrame", "maxWidth": 100, "content": {"type": "Rectangle"}},
        {"type": "flexibleFrame", "minWidth": 100, "content": {"type": "Rectangle"}}]}
    question = {"proposal": {"width": 150, "height": 100}, "view": view}
    banner = {"devices": ["iphone-16", "iphone-se-3rd-generation"],
              "view": {"type": "Fixed", "width": 500, "height": 20, "id": "banner"}}
    for name, path, body in [("sheetSVG", "/swiftui/sheet", {**banner, "format": "svg", "colorScheme": "dark"}),
                             ("fitSVG", "/fit?container=852x393&aspectRatio=21:9&format=svg", None),
                             ("deviceSVG", "/devices/iphone-16-pro?format=svg", None),
                             ("swiftUISVG", "/swiftui/layout", {**question, "format": "svg"}),
                             ("css", "/devices/iphone-16-pro/css", None)]:
        _, headers, text = plain(base, path, body=body, text=True)
        check(result[name] == text and len(text) > 200, f"{where} {name}: the client read {result[name][:80]!r}")
        if name != "css":
            check(text.startswith("<?xml") and headers.get_content_type() == "image/svg+xml", f"{name}: {text[:60]!r}")
    check("<svg" in result["deviceSVG"] and re.search(r'id="p[0-9a-f]{8}-dynamic-island"', result["deviceSVG"]),
          f"{where} deviceSVG: no Dynamic Island drawn")
    check('class="backdrop"' in result["sheetSVG"] and 'fill="#2c2c2e"' in result["sheetSVG"],
          f"{where} sheetSVG: not drawn in the dark scheme")
    check(result["tokenTop"] == {"$value": "62px", "$type": "dimension"},
          f"{where} tokens: iPhone 16 Pro's portrait top inset {result['tokenTop']} (want \"62px\")")
    _, _, layout = plain(base, "/swiftui/layout", body=question)
    frames = [node["frame"] for node in layout["nodes"]]
    # objc.io's measurement: the HStack is 175 wide, its frames 75 and 100 (the second overflows the proposal).
    check(result["swiftUIFrames"] == frames and [f["width"] for f in frames] == [175, 75, 75, 100, 100],
          f"{where} SwiftUI layout: frames {result['swiftUIFrames']}, plain HTTP {frames}")

    # The sheet's findings with their devices: each finding's groups read into device ids and context names.
    _, _, sheet = plain(base, "/swiftui/sheet", body=banner)
    contexts = [[c for g in f["groups"] for c in sheet["groups"][g]["contexts"]] for f in sheet["findings"]]
    want = [{**f, "deviceIds": list(dict.fromkeys(c["device"] for c in cs)), "contextNames": [c["name"] for c in cs]}
            for f, cs in zip(sheet["findings"], contexts)]
    outside = [f for f in result["sheetFindings"] if f["kind"] == "outsideScreen"]
    check(result["sheetFindings"] == want and outside and outside[0]["deviceIds"] == banner["devices"]
          and outside[0]["contextNames"] == ["iphone-16 portrait", "iphone-se-3rd-generation portrait"],
          f"{where} sheet findings: the client read {result['sheetFindings']}, plain HTTP {want}")

    for name, path, expected in [("badRequest", "/fit?container=852x393&aspectRatio=0", 400),
                                 ("unprocessable", "/fit?container=852x393&aspectRatio=1&content=10x10", 422),
                                 ("notFound", "/devices/no-such-device", 404)]:
        problem = result.get(name)  # JSON.stringify leaves an undefined member out
        status, headers, body = plain(base, path)
        check(status == expected and headers.get_content_type() == "application/problem+json",
              f"{path}: plain HTTP answered {status} {headers.get_content_type()} (want {expected} problem+json)")
        # The LayoutdProblem's members, its four standard ones and the extensions apart, are the body sent.
        read = problem and {**problem["extensions"], **{key: problem[key] for key in
                                                         ("status", "type", "title", "detail")}}
        check(read == body and problem["status"] == expected and problem["type"].startswith("/problems/")
              and problem["detail"] and "status" not in problem["extensions"],
              f"{where} {name}: the client's LayoutdProblem read {problem}, plain HTTP {body}")
    check("aspectRatio" in (result.get("badRequest") or {}).get("detail", ""),
          f"{where}: the 400's detail does not name aspectRatio")


def main():
    port = int(sys.argv[1])
    base = f"http://127.0.0.1:{port}"
    folder = Path(tempfile.mkdtemp(prefix="layoutd-ts-"))
    # A server that accepts connections (the kernel completes them) and never reads or answers a request.
    silent_socket = socket.create_server(("127.0.0.1", 0), backlog=16)
    silent = f"http://127.0.0.1:{silent_socket.getsockname()[1]}"
    try:
        modules = compile_client(folder / "page")
        result, errors = run_page(folder / "page", base, silent)
        node_result, tarball = run_node(folder, base, silent)
    finally:
        silent_socket.close()
        shutil.rmtree(folder, ignore_errors=True)
    check_tour(result, base, "Chromium", "gzip, deflate, br, zstd")
    check_tour(node_result, base, "Node", "gzip, deflate")
    check_interruptions(result, "Chromium")
    check_interruptions(node_result, "Node")

    # Chromium logs each 4xx it fetched as a console error; nothing else may appear.
    expected_errors = re.compile(r"^Failed to load resource: the server responded with a status of (400|404|422) ")
    unexpected = [error for error in errors if not expected_errors.match(error)]
    check(not unexpected, f"console errors: {unexpected}")
    if failures:
        sys.exit(f"typescript-client-test: {len(failures)} failures")
    print(f"typescript client in Chromium ({modules} compiled modules, a page on another origin) and in Node "
          f"({tarball} from npm pack, installed offline, example.ts tsc --strict against it): a device, its ETag and "
          "304, a whole device, two fits, SVG of a fit, a device, a SwiftUI layout and a dark sheet as text, a "
          "sheet's findings by device, CSS, tokens, SwiftUI frames and 400/422/404 LayoutdProblems read as plain "
          "HTTP answers them; a 50 ms timeout a LayoutdTimeout, an abort its AbortError; tsc --strict refuses an "
          "HStack with a cornerRadius")


if __name__ == "__main__":
    main()
