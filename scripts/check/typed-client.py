#!/usr/bin/env python3
"""A typed client nobody here wrote reads every kind of answer (scripts/test.sh runs this against a live server).

Generates a Python client from openapi.yaml with openapi-python-client, failing on any generator warning, into a
temporary folder (nothing is written to the repository), then uses the client, not raw HTTP, to read a device, a
UIKit fit, a SwiftUI fit, a size class, a tvOS grid, an alignment answer and a SwiftUI layout, a device with `fields=`,
design tokens (every leaf of every model's tokens a DTCG token with $value and $type), the device list and groups,
a batch, problem types and deprecations, and to see a 400 and a 422 as typed problems. Then every example question
openapi.yaml gives (`scripts/check/openapi_examples.py`: a GET's `x-question`, a POST's request example) is asked
through the client's operation for it, with the example's values converted to the types the client declares, and
the typed answer (`to_dict()`) must be the server's raw answer to the same question, member for member.

    python3 scripts/check/typed-client.py http://127.0.0.1:8080
"""
import enum
import importlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import typing
import urllib.error
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import openapi_examples  # noqa: E402
import yaml  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def snake(name):
    """`aspectRatio` → `aspect_ratio`, `fitGet` → `fit_get`: openapi-python-client's names."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def typed(annotation, text):
    """A query or path value converted to what the client's parameter declares (enum, int, float, bool, str)."""
    options = [a for a in typing.get_args(annotation) if isinstance(a, type)] or [annotation]
    for kind in options:
        if isinstance(kind, type) and issubclass(kind, enum.Enum):
            return kind(text)
    for kind in options:
        if kind is bool:
            return text == "true"
        if kind is int:
            return int(text)
        if kind is float:
            return float(text)
    return text


def raw(base, question):
    """The server's answer to the question, asked without the client: (status, JSON)."""
    data = None if question["body"] is None else json.dumps(question["body"]).encode()
    request = urllib.request.Request(base + question["target"], data=data, method=question["method"],
                                     headers={"Content-Type": "application/json"} if data else {})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def ask_examples(base, client, spec, check):
    """Every example question of openapi.yaml through the client, compared with the raw answer."""
    tags = {op["operationId"]: op.get("tags", ["default"])[0] for item in spec["paths"].values()
            for op in item.values() if isinstance(op, dict) and "operationId" in op}
    questions = openapi_examples.questions(spec)
    check(f"openapi.yaml gives example questions to ask ({len(questions)})", questions)
    for question in questions:
        name = question["operationId"]
        module = importlib.import_module(f"layoutd_client.api.{snake(tags[name])}.{snake(name)}")
        hints = typing.get_type_hints(module.sync_detailed)
        arguments = {}
        for key, value in list(question["pathValues"].items()) + list(question["query"].items()):
            arguments[snake(key)] = typed(hints[snake(key)], value)
        if question["body"] is not None:
            body_type = next(a for a in typing.get_args(hints["body"]) or [hints["body"]] if hasattr(a, "from_dict"))
            arguments["body"] = body_type.from_dict(question["body"])
        response = module.sync_detailed(client=client, **arguments)
        status, expected = raw(base, question)
        parsed = response.parsed.to_dict() if hasattr(response.parsed, "to_dict") else response.parsed
        same = response.status_code == 200 and status == 200 and parsed == expected
        check(f"openapi example {name}: {question['method']} {question['target']} read typed, the raw answer",
              same)
        if not same:
            print(f"  typed {json.dumps(parsed, default=str)[:400]}\n  raw   {json.dumps(expected)[:400]}",
                  file=sys.stderr)


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080"
    folder = Path(tempfile.mkdtemp(prefix="layoutd-client-"))
    try:
        generated = subprocess.run(
            ["openapi-python-client", "generate", "--path", str(ROOT / "openapi.yaml"), "--fail-on-warning", "--meta",
             "none",
             "--output-path", str(folder / "layoutd_client")], capture_output=True, text=True)
        if generated.returncode != 0:
            print(generated.stdout, generated.stderr, file=sys.stderr)
            sys.exit("typed-client: openapi-python-client refused openapi.yaml (or warned)")
        sys.path.insert(0, str(folder))
        client_module = importlib.import_module("layoutd_client")
        api = importlib.import_module("layoutd_client.api")
        models = importlib.import_module("layoutd_client.models")
        from layoutd_client.api.devices import (catalog_get, device_get, device_group_get, device_groups_list,
                                                device_tokens, devices_list, devices_tokens, sizeclass_get)
        from layoutd_client.api.geometry import (alignment_get, batch, fit_get, fit_post, fonts_get, swiftui_layout,
                                                 tvgrid_get)
        from layoutd_client.api.operations import deprecations, problem_type
        client = client_module.Client(base_url=base, raise_on_unexpected_status=True)
        checks = []

        def check(name, condition):
            checks.append((name, bool(condition)))

        device = device_get.sync(client=client, id="iPad16,3")
        check("device: iPad Pro 11-inch (M4) is 834 x 1210 with 30 pt corners",
              isinstance(device, models.Device) and (device.screen.width, device.screen.height) == (834, 1210)
              and device.display_corner_radius.value == 30 and device.name == "iPad Pro 11-inch (M4)")
        some = device_get.sync(client=client, id="iPad16,3", fields="id,screen")
        check("device with fields=id,screen: those members only", isinstance(some, models.Device)
              and some.screen.width == 834 and set(some.to_dict()) == {"id", "screen"})
        tokens = device_tokens.sync(client=client, id="iphone-16-pro")
        phone = tokens.to_dict()["iphone-16-pro"] if isinstance(tokens, models.DesignTokens) else {}
        check("tokens: iPhone 16 Pro's portrait top inset is a DTCG dimension, \"62px\" by default",
              phone["portrait"]["safeArea"]["top"] == {"$value": "62px", "$type": "dimension"})
        every = devices_tokens.sync(client=client, dimensions=models.DevicesTokensDimensions.OBJECT)
        walk = openapi_examples.walk(every.to_dict() if isinstance(every, models.DesignTokens) else None)
        check(f"tokens: every leaf of every model's tokens has $value and $type ({walk['tokens']} tokens)",
              walk["tokens"] > 1000 and walk["forms"] == {"object"} and not walk["problems"])
        fit = fit_get.sync(client=client, container="852x393", aspect_ratio="21:9")
        check("UIKit fit: 852 x 365.14",
              isinstance(fit, models.UIKitFit) and fit.rect.width == 852 and abs(fit.rect.height - 365.142857) < 1e-6)
        swiftui = fit_get.sync(client=client, semantics=models.FitGetSemantics.SWIFTUI, proposal_width="200",
                               proposal_height="infinity", aspect_ratio="0.75")
        check("SwiftUI fit: an infinite proposal is read",
              isinstance(swiftui, models.SwiftUIFit) and swiftui.proposal.height == "infinity")
        posted = fit_post.sync(client=client,
                               body=models.FitRequest.from_dict({"container": "852x393", "aspectRatio": "21:9"}))
        check("POST fit: the same answer",
              isinstance(posted, models.UIKitFit) and posted.rect.to_dict() == fit.rect.to_dict())
        size_class = sizeclass_get.sync(client=client, device="ipad-pro-12-9-inch",
                                        orientation=models.SizeclassGetOrientation.LANDSCAPE,
                                        multitasking=models.SizeclassGetMultitasking.SPLIT_12)
        check("size class: split-1/2 is 678 wide, regular", isinstance(size_class, models.SizeClassAnswer)
              and size_class.window.width == 678 and size_class.horizontal.value == "regular")
        grid = tvgrid_get.sync(client=client, columns=5)
        check("tvOS grid: five columns of 320", isinstance(grid, models.TVGrid) and grid.item_width == 320)
        alignment = alignment_get.sync(client=client, frame="0,0,130,130", alignment_rect_insets="0,0,30,30", scale=3)
        check("alignment: 90 px insets",
              isinstance(alignment, models.AlignmentAnswer) and alignment.pixel_alignment_rect_insets.bottom == 90)
        listed = devices_list.sync(client=client, family=models.DevicesListFamily.IPAD, fields="id,name", limit=5)
        check("device list: a page of 5 iPads and a cursor", isinstance(listed, models.DevicesListResponse200)
              and listed.count == 5 and listed.total > 5 and listed.next_cursor == "5")
        groups = device_groups_list.sync(client=client)
        check("device groups: the HIG's rows", isinstance(groups, models.DeviceGroupsListResponse200)
              and groups.count == len(groups.groups) > 10)
        fonts = fonts_get.sync(client=client)
        check("fonts: Inter first, DejaVu Sans after it", isinstance(fonts, models.FontsAnswer)
              and fonts.default_family == "Inter" and fonts.cascade == ["Inter", "DejaVu Sans"])
        summary = catalog_get.sync(client=client)
        check("catalog: its newest snapshot's date and the newest iPhone", isinstance(summary, models.CatalogSummary)
              and summary.newest_snapshot.date >= "2026-10-23"
              and any(m.family == "iPhone" and m.id == "iphone-duo" for m in summary.newest_models))
        group = device_group_get.sync(groups.groups[0].id, client=client)
        check("one device group resolves to a model", isinstance(group, models.DeviceGroup) and group.resolves_to)
        asked = batch.sync(client=client, body=models.BatchRequest.from_dict({"questions": [
            {"path": "/fit", "query": {"container": "852x393", "aspectRatio": "21:9"}},
            {"path": "/devices/iphone-99"}]}))
        check("batch: a fit and a 404, each answered alone", isinstance(asked, models.BatchAnswer)
              and [item.status for item in asked.answers] == [200, 404])
        meaning = problem_type.sync(models.ProblemTypeType.INVALID_REQUEST, client=client)
        check("a problem type resolves", isinstance(meaning, models.ProblemTypeResponse200) and meaning.status == 400)
        renames = deprecations.sync(client=client)
        check("deprecations list the renames", isinstance(renames, models.DeprecationsResponse200)
              and any(item.name == "aspect" for item in renames.deprecations))
        layout = swiftui_layout.sync(client=client, body=models.SwiftUILayoutRequest.from_dict({
            "proposal": {"width": 150, "height": 100},
            "view": {"type": "HStack", "spacing": 0, "children": [
                {"type": "flexibleFrame", "maxWidth": 100, "content": {"type": "Rectangle"}},
                {"type": "flexibleFrame", "minWidth": 100, "content": {"type": "Rectangle", "id": "wide"}}]}}))
        check("SwiftUI layout: objc.io's HStack gives 75 and 100, ids echoed",
              isinstance(layout, models.SwiftUILayoutAnswer)
              and [n.frame.width for n in layout.nodes if n.path in ("0.0", "0.1")] == [75, 100]
              and layout.nodes[-1].id == "wide" and layout.nodes[0].proposal.width == 150)
        bad_view = swiftui_layout.sync(client=client, body=models.SwiftUILayoutRequest.from_dict(
            {"proposal": {}, "view": {"type": "VStack", "children": [
                {"type": "frame", "width": -3, "content": {"type": "Rectangle"}}]}}))
        check("a bad view is a typed 400 naming its path",
              isinstance(bad_view, models.Problem) and bad_view.status == 400
              and "path 0.0" in bad_view.detail)
        bad = fit_get.sync(client=client, container="852x393", aspect_ratio="0")
        check("a 400 is a typed Problem",
              isinstance(bad, models.Problem) and bad.status == 400 and "aspectRatio" in bad.detail)
        conflict = fit_get.sync(client=client, container="852x393", aspect_ratio="1", content="10x10")
        check("a 422 is a typed Problem", isinstance(conflict, models.Problem) and conflict.status == 422)
        ask_examples(base, client, yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8")), check)
        for name, ok in checks:
            print(("ok    " if ok else "FAILED ") + name)
        failed = [name for name, ok in checks if not ok]
        if failed:
            sys.exit(f"typed-client: {len(failed)} of {len(checks)} checks failed")
        print(f"typed client: generated with no warnings; {len(checks)} of {len(checks)} checks passed")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
