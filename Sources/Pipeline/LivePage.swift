/// The page `stackup watch FILE --serve` serves: the live picture, redrawn from each message
/// of a WebSocket (`/live`, one `LiveMessage` per save) without reloading; a save with errors
/// shows them, located, above the last good picture. Hovering a view outlines its frame and
/// names it; clicking one lists what the layout proposed to it, what it answered, where it was
/// placed and the docs/semantics.md rule it follows. Self-contained (no scripts or styles from
/// elsewhere), so it works offline on 127.0.0.1.
///
/// The page keeps its state in `window.stackupLive` (`update`, `ok`, `views`, `error`,
/// `selected`) for tests that drive it in a browser (scripts/live-in-chromium.py).
package enum LivePage {
  /// The page's HTML, titled with the watched path.
  package static func html(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>\(escape(title)) — stackup watch</title>
    <style>
    body { margin: 0; font: 13px -apple-system, system-ui, sans-serif; background: #ECECEC; color: #1D1D1F; }
    header { padding: 8px 12px; background: #FFFFFF; border-bottom: 1px solid #D1D1D6; display: flex; gap: 12px; align-items: baseline; }
    header b { font-weight: 600; }
    #status { color: #6E6E73; }
    #error { display: none; margin: 0; padding: 10px 12px; background: #FFF1F0; color: #B3261E; border-bottom: 1px solid #F2B8B5; font: 12px ui-monospace, Menlo, monospace; white-space: pre-wrap; }
    main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
    #stage { position: relative; box-shadow: 0 1px 6px rgba(0,0,0,0.2); background: #FFFFFF; line-height: 0; }
    #stage.stale { opacity: 0.55; }
    #picture svg { display: block; }
    .box { position: absolute; pointer-events: none; box-sizing: border-box; }
    #hover { border: 1px dashed #007AFF; background: rgba(0,122,255,0.08); display: none; }
    #selected { border: 2px solid #FF9500; display: none; }
    #tip { position: absolute; pointer-events: none; display: none; background: rgba(29,29,31,0.9); color: #FFFFFF; padding: 3px 6px; border-radius: 4px; font: 11px ui-monospace, Menlo, monospace; line-height: 1.3; white-space: nowrap; z-index: 2; }
    #inspector { min-width: 320px; max-width: 520px; background: #FFFFFF; border-radius: 8px; padding: 12px; box-shadow: 0 1px 4px rgba(0,0,0,0.12); }
    #inspector h2 { font-size: 14px; margin: 0 0 6px; }
    #inspector .rule { color: #0A60C2; margin: 6px 0; }
    #inspector ol { margin: 6px 0 0 18px; padding: 0; font: 11px ui-monospace, Menlo, monospace; }
    #inspector li { margin: 2px 0; }
    #inspector .hint { color: #6E6E73; }
    </style>
    </head>
    <body>
    <header><b>\(escape(title))</b><span id="status">connecting…</span></header>
    <pre id="error"></pre>
    <main>
    <div id="stage"><div id="picture"></div><div id="hover" class="box"></div><div id="selected" class="box"></div><div id="tip"></div></div>
    <section id="inspector"><p class="hint">Hover a view to see its frame; click it for its proposals, its answers and the rule it follows.</p></section>
    </main>
    <script>
    "use strict";
    const live = window.stackupLive = { update: 0, ok: null, views: [], error: null, selected: null, messages: 0 };
    const stage = document.getElementById("stage");
    const picture = document.getElementById("picture");
    const hover = document.getElementById("hover");
    const selected = document.getElementById("selected");
    const tip = document.getElementById("tip");
    const errorBox = document.getElementById("error");
    const status = document.getElementById("status");
    const inspector = document.getElementById("inspector");
    const n = v => Math.round(v * 1000) / 1000;
    const frameText = f => `(${n(f[0])}, ${n(f[1])}) ${n(f[2])}×${n(f[3])}`;
    const nameOf = v => v.kind + (v.id ? " #" + v.id : "") + (v.implicit ? " (implicit)" : "");
    function scale() {
      const svg = picture.querySelector("svg");
      if (!svg) return 1;
      const width = parseFloat(svg.getAttribute("width")) || 1;
      return svg.getBoundingClientRect().width / width;
    }
    function place(element, frame) {
      const s = scale();
      element.style.left = frame[0] * s + "px";
      element.style.top = frame[1] * s + "px";
      element.style.width = Math.max(1, frame[2] * s) + "px";
      element.style.height = Math.max(1, frame[3] * s) + "px";
      element.style.display = "block";
    }
    function viewAt(x, y) {
      let best = null;
      for (const v of live.views) {
        const f = v.frame;
        if (x < f[0] || y < f[1] || x > f[0] + f[2] || y > f[1] + f[3]) continue;
        const area = f[2] * f[3];
        if (!best || area < best.frame[2] * best.frame[3]) best = v;
      }
      return best;
    }
    function point(event) {
      const r = stage.getBoundingClientRect();
      const s = scale();
      return [(event.clientX - r.left) / s, (event.clientY - r.top) / s];
    }
    stage.addEventListener("mousemove", event => {
      const [x, y] = point(event);
      const v = viewAt(x, y);
      live.hovered = v;
      if (!v) { hover.style.display = tip.style.display = "none"; return; }
      place(hover, v.frame);
      tip.textContent = nameOf(v) + "  " + frameText(v.frame);
      tip.style.left = (event.clientX - stage.getBoundingClientRect().left + 12) + "px";
      tip.style.top = (event.clientY - stage.getBoundingClientRect().top + 12) + "px";
      tip.style.display = "block";
    });
    stage.addEventListener("mouseleave", () => { hover.style.display = tip.style.display = "none"; });
    stage.addEventListener("click", event => {
      const [x, y] = point(event);
      select(viewAt(x, y));
    });
    function select(v) {
      live.selected = v;
      if (!v) { selected.style.display = "none"; return; }
      place(selected, v.frame);
      inspector.replaceChildren();
      const h = document.createElement("h2");
      h.textContent = nameOf(v);
      const where = document.createElement("div");
      where.textContent = `line ${v.line} · frame ${frameText(v.frame)}`;
      const rule = document.createElement("div");
      rule.className = "rule";
      rule.textContent = "Rule: docs/semantics.md " + v.rule;
      const list = document.createElement("ol");
      for (const call of v.calls) {
        const item = document.createElement("li");
        item.textContent = call;
        list.appendChild(item);
      }
      const head = document.createElement("div");
      head.textContent = v.calls.length ? "Proposals and answers, in the order the layout made them:" : "No calls recorded (its answer was memoised or it was not measured).";
      inspector.append(h, where, rule, head, list);
    }
    function receive(message) {
      live.messages += 1;
      live.update = message.update;
      live.ok = message.ok;
      live.received = performance.now();
      if (message.ok) {
        picture.innerHTML = message.svg;
        live.views = message.views;
        live.error = null;
        errorBox.style.display = "none";
        stage.classList.remove("stale");
        status.textContent = `update ${message.update}` + (message.warnings ? " · warnings: " + message.warnings.trim() : "");
        if (live.selected) {
          select(live.views.find(v => v.index === live.selected.index && v.kind === live.selected.kind) || null);
        }
      } else {
        live.error = message.error;
        errorBox.textContent = message.error;
        errorBox.style.display = "block";
        stage.classList.add("stale");
        status.textContent = `update ${message.update} · errors (showing the last good picture)`;
      }
      document.body.dataset.update = String(message.update);
    }
    function connect() {
      const socket = new WebSocket(`ws://${location.host}/live`);
      socket.onopen = () => { status.textContent = "connected"; };
      socket.onmessage = event => receive(JSON.parse(event.data));
      socket.onclose = () => { status.textContent = "disconnected; retrying…"; setTimeout(connect, 500); };
    }
    connect();
    </script>
    </body>
    </html>

    """
  }

  /// Text for HTML content: markup characters escaped.
  private static func escape(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }
}
