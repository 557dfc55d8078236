#!/usr/bin/env python3
"""The playground's Display list for a model with more than one display, in Chromium (run by
scripts/check/browser-tests.py, or alone against a live layoutd):

1. The iPhone Duo on its own: the Display list is shown with the displays /devices/iphone-duo lists (ids and names),
   its default chosen; the picture is the outer display (viewBox 0 0 466 678, DUOSIM's 466 × 678 pt).
2. From the keyboard: Tab from the Device list reaches the Display list, the arrow key chooses the inner display, and
   the JSON answer, the picture (0 0 669 951) and the URL (display=inner) follow; back gives the outer one back.
3. A fitted question on the inner display (aspectRatio=1:1, safeArea): /fit's answer names the display, the window is
   669 × 951 and the container the safe area 0, 82, 669 × 835 (DUOSIM's inner insets, top 82, bottom 34).
4. A one-display model (iPhone 16 Pro): no Display list, no display= in the URL or the question.

    python3 scripts/check/browser_displays.py PORT
"""
import json
import sys
import urllib.request

from browser_keyboard_zoom import answered, run_standalone

VIEW = "() => document.querySelector('#picture svg')?.getAttribute('viewBox')"
SHOWN = "() => !document.getElementById('q-display').closest('[hidden]')"


def displays(browser, base, check):
    with urllib.request.urlopen(base + "/devices/iphone-duo", timeout=20) as response:
        listed = [(d["id"], d["name"]) for d in json.load(response)["displays"]]
    check([i for i, _ in listed] == ["outer", "inner"], f"displays: /devices/iphone-duo lists {listed}")
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(base + "/?device=iphone-duo")
    n = answered(page, 0)
    options = page.evaluate("() => [...document.getElementById('q-display').options].map(o => [o.value, o.text])")
    check(page.evaluate(SHOWN) and [tuple(o) for o in options] == listed,
          f"displays: the list is {options}, not {listed}")
    check(page.input_value("#q-display") == "outer", f"displays: {page.input_value('#q-display')} chosen first")
    check(page.evaluate(VIEW) == "0 0 466 678", f"displays: the outer display drawn as {page.evaluate(VIEW)}")

    page.focus("#q-device")
    page.keyboard.press("Tab")
    check(page.evaluate("() => document.activeElement.id") == "q-display", "displays: Tab does not reach the list")
    page.keyboard.press("ArrowDown")
    n = answered(page, n)
    answer = json.loads(page.text_content("#answer"))
    check(page.input_value("#q-display") == "inner" and "display=inner" in page.url,
          f"displays: the arrow key chose {page.input_value('#q-display')}, URL {page.url}")
    check(answer.get("display") == "inner" and answer.get("screen") == {"width": 669, "height": 951},
          f"displays: the answer is {answer.get('display')} {answer.get('screen')}")
    check(page.evaluate(VIEW) == "0 0 669 951", f"displays: the inner display drawn as {page.evaluate(VIEW)}")
    page.go_back()
    page.wait_for_function("() => document.getElementById('q-display').value === 'outer'")
    n = answered(page, n)
    check(page.evaluate(VIEW) == "0 0 466 678", f"displays: back draws {page.evaluate(VIEW)}")

    page.goto(base + "/?device=iphone-duo&display=inner&aspectRatio=1:1")
    n = answered(page, 0)
    region = json.loads(page.text_content("#answer")).get("deviceRegion") or {}
    container = json.loads(page.text_content("#answer")).get("container")
    check(region.get("display") == "inner" and region.get("window") == {"x": 0, "y": 0, "width": 669, "height": 951},
          f"displays: /fit answered {region.get('display')} {region.get('window')}")
    check(container == {"x": 0, "y": 82, "width": 669, "height": 835}, f"displays: the safe area is {container}")
    check(page.evaluate(VIEW) == "0 0 669 951", f"displays: the fitted picture is {page.evaluate(VIEW)}")

    page.select_option("#q-device", "iphone-16-pro")
    answered(page, n)
    check(not page.evaluate(SHOWN) and "display=" not in page.url and "display=" not in page.text_content("#curl"),
          f"displays: a one-display model shows the list or asks display= ({page.url})")
    check(not errors, f"displays: console errors {errors}")
    page.close()
    print("displays: the iPhone Duo's Display list (outer, inner from /devices), reached by Tab and chosen with the "
          "arrow key; the JSON, the picture (466 × 678, then 669 × 951), /fit's safe area and the URL follow; back "
          "restores; no list for a one-display model")


def main():
    run_standalone("displays", displays)


if __name__ == "__main__":
    main()
