"""GET and POST against a live layoutd for the browser checks (scripts/check/browser-tests.py and the modules beside
it): the body's bytes, raising on an HTTP error or after 20 s.
"""
import json
import urllib.request


def fetch(base, path):
    with urllib.request.urlopen(base + path, timeout=20) as response:
        return response.read()


def post(base, path, body):
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=20) as response:
        return response.read()
