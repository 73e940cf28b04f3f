#!/usr/bin/env python3
"""`stackup watch FILE --serve` driven in a real browser: headless Chromium, through the
DevTools protocol, loads the live page, reads a view's box, hovers and clicks it, saves the file
and sees the picture change without a reload (and how long that took), sees a malformed save's
located error above the last good picture, and checks that two tabs are served at once, that
closing one and deleting the file do not stop the server, and that a second server on
the same port fails at once.

Usage: scripts/live-in-chromium.py STACKUP            (the tests; .ci/run runs this)
       scripts/live-in-chromium.py STACKUP --screenshot OUT.png SAMPLE.xml [WIDTH HEIGHT]

STACKUP is a binary built with the LiveServer trait. Needs `chromium` and python3's
`websocket` module (Debian: chromium, python3-websocket). Everything runs on 127.0.0.1; every
wait is bounded, and the browser and the server are stopped at the end, pass or fail.
Prints `N passed, M failed` last and exits 1 on any failure."""
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

try:
    import websocket
except ImportError:  # Debian's python3-websocket, when python3 is another interpreter
    sys.path.append("/usr/lib/python3/dist-packages")
    import websocket

DOC = """<Preview width="320" height="240">
  <VStack spacing="12">
    <Color id="box" name="blue" modifiers=".frame(width: {width}, height: 50)"/>
    <Text id="label">Hello, live</Text>
  </VStack>
</Preview>
"""
BROKEN = """<Preview width="320" height="240">
  <VStack>
    <HStak/>
  </VStack>
</Preview>
"""

passed = 0
failed = 0


def check(name, condition, detail=""):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok: {name}" + (f" ({detail})" if detail else ""))
    else:
        failed += 1
        print(f"FAIL: {name}" + (f" ({detail})" if detail else ""))


def wait_for(predicate, timeout, step=0.01):
    """Calls predicate until it returns something truthy or timeout seconds pass."""
    end = time.monotonic() + timeout
    while True:
        value = predicate()
        if value or time.monotonic() > end:
            return value
        time.sleep(step)


class Tab:
    """One page target of the browser, spoken to over its DevTools WebSocket."""

    def __init__(self, devtools_port, url):
        request = urllib.request.Request(
            f"http://127.0.0.1:{devtools_port}/json/new?{url}", method="PUT")
        target = json.load(urllib.request.urlopen(request, timeout=10))
        self.id = target["id"]
        self.socket = websocket.create_connection(
            target["webSocketDebuggerUrl"], timeout=10, suppress_origin=True)
        self.next = 0

    def call(self, method, **params):
        self.next += 1
        self.socket.send(json.dumps({"id": self.next, "method": method, "params": params}))
        while True:
            reply = json.loads(self.socket.recv())
            if reply.get("id") == self.next:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def eval(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")

    def mouse(self, kind, x, y):
        self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
                  clickCount=1 if kind != "mouseMoved" else 0)


def start_server(stackup, path):
    server = subprocess.Popen(
        [stackup, "watch", path, "--serve", "--port", "0"], stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT, text=True)
    line = server.stdout.readline()
    if "serving http://127.0.0.1:" not in line:
        server.kill()
        sys.exit(f"stackup watch --serve did not start: {line!r}")
    # Keep reading its output so that it never blocks on a full pipe.
    subprocess.Popen(["cat"], stdin=server.stdout, stdout=subprocess.DEVNULL)
    return server, line.split("serving ", 1)[1].strip()


def start_browser(profile, width=1000, height=800):
    browser_path = shutil.which("chromium") or shutil.which("chromium-browser")
    if not browser_path:
        sys.exit("chromium not found (apt-get install chromium)")
    browser = subprocess.Popen(
        [browser_path, "--headless=new", "--no-sandbox", "--disable-gpu",
         "--disable-dev-shm-usage", "--no-first-run", "--remote-debugging-port=0",
         f"--user-data-dir={profile}", f"--window-size={width},{height}", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    port_file = os.path.join(profile, "DevToolsActivePort")
    if not wait_for(lambda: os.path.exists(port_file) and open(port_file).read().strip(), 30, 0.1):
        browser.kill()
        sys.exit("chromium did not open its DevTools port")
    return browser, int(open(port_file).read().split()[0])


def stop(process):
    if process and process.poll() is None:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)


def write(path, text):
    # As an editor saves: a new file renamed over the old one.
    with open(path + ".tmp", "w") as f:
        f.write(text)
    os.replace(path + ".tmp", path)


def run_tests(stackup):
    folder = tempfile.mkdtemp(prefix="stackup-live-")
    path = os.path.join(folder, "doc.xml")
    write(path, DOC.format(width=100))
    server = browser = None
    try:
        server, url = start_server(stackup, path)
        check("the server listens on 127.0.0.1 only", url.startswith("http://127.0.0.1:"), url)
        port = url.rstrip("/").rsplit(":", 1)[1]
        taken = subprocess.run([stackup, "watch", path, "--serve", "--port", port],
                               capture_output=True, text=True, timeout=20)
        check("a second server on the same port stops at once with the bind error",
              taken.returncode == 1 and "cannot listen on 127.0.0.1:" in taken.stderr,
              taken.stderr.strip()[:120])
        browser, devtools = start_browser(os.path.join(folder, "profile"))
        tab = Tab(devtools, url)
        got = wait_for(lambda: tab.eval("window.stackupLive && stackupLive.update >= 1"), 15)
        check("the page receives the first picture", got)
        frame = tab.eval("stackupLive.views.find(v => v.id === 'box' && v.kind === 'Color').frame")
        check("a view's box is read from the page", frame and frame[2] == 100 and frame[3] == 50,
              f"frame {frame}")
        svg_rect = tab.eval(
            "(() => { const r = [...document.querySelectorAll('#picture rect')]"
            ".find(e => e.getAttribute('width') === '100' && e.getAttribute('height') === '50');"
            " return r ? r.getBoundingClientRect().width : null })()")
        check("the picture draws the view at its box", svg_rect == 100, f"width {svg_rect}")

        stage = tab.eval("(() => { const r = document.getElementById('stage')"
                         ".getBoundingClientRect(); return [r.left, r.top] })()")
        x, y = stage[0] + frame[0] + frame[2] / 2, stage[1] + frame[1] + frame[3] / 2
        tab.mouse("mouseMoved", x, y)
        hover = wait_for(lambda: tab.eval(
            "(() => { const h = document.getElementById('hover'); if (h.style.display !== "
            "'block') return null; const r = h.getBoundingClientRect();"
            " return [r.width, r.height, document.getElementById('tip').textContent] })()"), 5)
        check("hovering shows the view's frame",
              hover and hover[0] == 100 and hover[1] == 50 and "Color #box" in hover[2],
              f"{hover}")
        tab.mouse("mousePressed", x, y)
        tab.mouse("mouseReleased", x, y)
        inspector = wait_for(lambda: tab.eval(
            "stackupLive.selected && document.getElementById('inspector').innerText"), 5)
        check("clicking shows proposals, answers and the rule",
              inspector and "sizeThatFits(proposal:" in inspector and "§" in inspector
              and "placed at" in inspector, (inspector or "").replace("\n", " | ")[:160])

        # Saves: the picture changes without a reload, and how soon.
        tab.eval("window.notReloaded = true")
        latencies = []
        for k, width in enumerate([140, 180, 120, 160, 100, 150, 130, 170]):
            before = tab.eval("stackupLive.update")
            start = time.monotonic()
            write(path, DOC.format(width=width))
            seen = wait_for(lambda: tab.eval(
                f"stackupLive.update > {before} && stackupLive.views.find(v => v.id === 'box'"
                f" && v.kind === 'Color').frame[2] === {width}"), 5, 0.002)
            latencies.append((time.monotonic() - start) * 1000 if seen else float("inf"))
            time.sleep(0.05)
        median = statistics.median(latencies)
        check("a save redraws the picture within 2 s", max(latencies) < 2000,
              f"median {median:.0f} ms, largest {max(latencies):.0f} ms over {len(latencies)} saves")
        check("a save redraws without reloading the page", tab.eval("window.notReloaded === true"))
        print(f"update latency (save to redrawn page): median {median:.0f} ms, "
              f"largest {max(latencies):.0f} ms")

        write(path, BROKEN)
        error = wait_for(lambda: tab.eval("stackupLive.ok === false && stackupLive.error"), 5)
        check("a malformed save shows its located error", error and "doc.xml:3:6: error:" in error,
              (error or "").splitlines()[0] if error else "")
        kept = tab.eval("document.querySelector('#picture svg') !== null &&"
                        " getComputedStyle(document.getElementById('error')).display === 'block'")
        check("the last good picture stays under the error", kept)

        second = Tab(devtools, url)
        got = wait_for(lambda: second.eval("window.stackupLive && stackupLive.messages >= 1"), 10)
        check("a second browser tab is served at the same time", got)
        tab.call("Page.close")
        time.sleep(0.2)
        write(path, DOC.format(width=90))
        got = wait_for(lambda: second.eval("stackupLive.ok === true && stackupLive.views.find("
                                           "v => v.id === 'box').frame[2] === 90"), 5)
        check("closing a tab does not stop the server", got and server.poll() is None)
        os.remove(path)
        gone = wait_for(lambda: second.eval("stackupLive.ok === false && stackupLive.error"), 5)
        check("a deleted file shows an error", gone and "cannot read" in gone,
              (gone or "").strip())
        write(path, DOC.format(width=110))
        back = wait_for(lambda: second.eval("stackupLive.ok === true && stackupLive.views.find("
                                            "v => v.id === 'box').frame[2] === 110"), 5)
        check("the server goes on after the file comes back", back and server.poll() is None)
    finally:
        stop(browser)
        stop(server)
        shutil.rmtree(folder, ignore_errors=True)


def screenshot(stackup, out, sample, width, height):
    folder = tempfile.mkdtemp(prefix="stackup-shot-")
    server = browser = None
    try:
        server, url = start_server(stackup, sample)
        browser, devtools = start_browser(os.path.join(folder, "profile"), width, height)
        tab = Tab(devtools, url)
        tab.call("Emulation.setDeviceMetricsOverride", width=width, height=height,
                 deviceScaleFactor=1, mobile=False)
        if not wait_for(lambda: tab.eval("window.stackupLive && stackupLive.ok === true"), 15):
            sys.exit("the page never showed a picture")
        # Hover and select a view so the picture shows the inspector at work.
        target = tab.eval("(() => { const v = stackupLive.views.filter(v => v.kind === 'Toggle')[0]"
                          " || stackupLive.views.filter(v => v.kind === 'Text')[0];"
                          " const r = document.getElementById('stage').getBoundingClientRect();"
                          " return [r.left + v.frame[0] + v.frame[2] / 2,"
                          " r.top + v.frame[1] + v.frame[3] / 2] })()")
        tab.mouse("mouseMoved", *target)
        tab.mouse("mousePressed", *target)
        tab.mouse("mouseReleased", *target)
        time.sleep(0.3)
        import base64
        data = tab.call("Page.captureScreenshot", format="png")["data"]
        with open(out, "wb") as f:
            f.write(base64.b64decode(data))
        print(f"wrote {out}")
    finally:
        stop(browser)
        stop(server)
        shutil.rmtree(folder, ignore_errors=True)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    stackup = os.path.abspath(sys.argv[1])
    if len(sys.argv) >= 5 and sys.argv[2] == "--screenshot":
        size = [int(v) for v in sys.argv[5:7]] or [1100, 900]
        screenshot(stackup, sys.argv[3], sys.argv[4], *size)
        return
    try:
        run_tests(stackup)
    except Exception as error:  # a failure of the harness itself counts as one failure
        check("the browser session ran to the end", False, repr(error))
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
