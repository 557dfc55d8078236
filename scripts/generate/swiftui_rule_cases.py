"""The rules the random trees reach only by chance, each worked out by hand and kept apart from the rest of
the SwiftUI fixture (scripts/generate/generate-swiftui-fixtures.py writes them after its hand-checked cases; with
--rules-only it leaves the random trees out, so a scratch copy shows whether the rule cases alone catch a mutation).
"""
from swiftui_fixture_cases import fixed, hand_checked, hstack, mod, proposal, rect, vstack


def rare_rule_cases():
    """(name, source, input) cases: each solved by the oracle and its hand-worked frame members checked."""
    lp, color = (lambda view, v: mod("layoutPriority", view, value=v)), {"type": "Color", "color": "gray"}
    rows = [
        ("three priority groups: the middle one leaves 140 unused, the last group gets it",
         hstack(lp(mod("flexibleFrame", rect(), maxWidth=100), 2), lp(mod("flexibleFrame", rect(), maxWidth=50), 1),
                mod("flexibleFrame", rect(), minWidth=10), spacing=0), (300, 20), 1,
         [("0.0", 2, 100), ("0.1", 0, 100), ("0.1", 2, 50), ("0.2", 0, 150), ("0.2", 2, 150)]),
        ("flexibleFrame landing exactly on its minimum proposes its size when placing, not nil",
         mod("fixedSize", mod("flexibleFrame", rect(), minWidth=50, maxWidth=100)), (200, 200), 1,
         [("0.0", 2, 50), ("0.0.0", 0, 0), ("0.0.0", 2, 50), ("0.0.0", 3, 10)]),
        ("a Spacer inside an overlay in an HStack keeps the stack's axis (0 high) and sizes last",
         hstack(fixed(40, 40), mod("overlay", {"type": "Spacer"}, secondary=color), fixed(40, 40)), (200, 100), 1,
         [("0", 3, 40), ("0.1", 0, 40), ("0.1", 1, 20), ("0.1", 2, 120), ("0.1", 3, 0), ("0.2", 0, 160)]),
        ("a layout priority passes through an overlay: its content first, the frame's minimum reserved",
         hstack(mod("overlay", lp(rect(), 1), secondary=color), mod("flexibleFrame", rect(), minWidth=30),
                spacing=0), (100, 10), 1, [("0.0", 2, 70), ("0.0.1", 2, 70), ("0.1", 0, 70), ("0.1", 2, 30)]),
        ("an HStack placed without a proposed height proposes its children the height it chose (40, not nil)",
         mod("fixedSize", hstack(fixed(20, 40), rect()), horizontal=False, vertical=True), (100, 100), 1,
         [("0.0", 3, 40), ("0.0.1", 0, 28), ("0.0.1", 1, 0), ("0.0.1", 2, 72), ("0.0.1", 3, 40)]),
        ("a VStack placed without a proposed width proposes its children the width it chose (40, not nil)",
         mod("fixedSize", vstack(fixed(40, 20), rect()), horizontal=True, vertical=False), (100, 100), 1,
         [("0.0", 2, 40), ("0.0.1", 0, 0), ("0.0.1", 1, 28), ("0.0.1", 2, 40), ("0.0.1", 3, 72)]),
    ]
    cases = []
    for name, view, (w, h), scale, checks in rows:
        case_input = {"proposal": proposal(w, h), "scale": scale, "view": view}
        hand_checked(name, case_input, checks)
        cases.append((f"rule: {name}", None, case_input))
    return cases
