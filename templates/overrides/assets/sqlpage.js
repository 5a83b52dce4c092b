// The SQL page (templates/sql.md.j2): runs the reader's query in the browser.
//
// Nothing of SQLite or the database is fetched until a query is run (or the editor is
// used): then the database is downloaded once, with its progress shown, kept in the
// browser's cache (Cache Storage, under its SHA-256, where the browser offers it) and handed
// to a module worker (assets/sqlworker.js) that opens it read-only in SQLite's WebAssembly
// build. Stop ends the worker; the next query starts another from the bytes kept here.
// Every value from the database is put on the page as text (textContent), never as HTML.
(function () {
  "use strict";
  const root = document.querySelector("[data-sw-sql]");
  if (!root) return;
  const $ = (name) => root.querySelector(`[data-sw-sql-${name}]`);
  const editor = $("editor");
  const form = $("form");
  const paramsBox = $("params");
  const runButton = $("run");
  const stopButton = $("stop");
  const status = $("status");
  const progress = $("progress");
  const errorBox = $("error");
  const resultBox = $("result");
  const here = new URL(location.href);
  const siteRoot = new URL("../", here);
  const config = {
    engine: new URL(root.dataset.swEngine, here).href,
    worker: new URL(root.dataset.swWorker, here).href,
    db: new URL(root.dataset.swDb, here).href,
    size: Number(root.dataset.swDbSize),
    sha256: root.dataset.swDbSha256,
    cap: Number(root.dataset.swCap),
    links: JSON.parse(root.dataset.swLinks),
  };
  const CACHE = "smashwiki-sql";

  let bytes = null;        // the database, once downloaded
  let worker = null;       // the worker with the database open, once started
  let starting = null;     // the promise of that worker
  let running = null;      // {id, resolve, reject, started} of the query under way
  let nextId = 1;
  let lastResult = null;

  // ------------------------------------------------------------------ the database

  async function database() {
    if (bytes) return bytes;
    const key = `${config.db}?sha256=${config.sha256}`;
    const cache = "caches" in self ? await caches.open(CACHE).catch(() => null) : null;
    const kept = cache ? await cache.match(key) : null;
    if (kept) {
      bytes = await kept.arrayBuffer();
      return bytes;
    }
    bytes = await download();
    if (cache) {
      for (const old of await cache.keys()) await cache.delete(old);
      await cache.put(key, new Response(bytes)).catch(() => {});
    }
    return bytes;
  }

  async function download() {
    const response = await fetch(config.db);
    if (!response.ok) throw new Error(`the database could not be downloaded (HTTP ${response.status})`);
    const total = Number(response.headers.get("content-length")) || config.size;
    progress.max = total;
    progress.value = 0;
    progress.hidden = false;
    const reader = response.body.getReader();
    const parts = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      received += value.length;
      progress.value = received;
      say(`Downloading the database: ${kib(received)} of ${kib(total)} KiB…`);
    }
    progress.hidden = true;
    const joined = new Uint8Array(received);
    let at = 0;
    for (const part of parts) { joined.set(part, at); at += part.length; }
    return joined.buffer;
  }

  // ------------------------------------------------------------------ the worker

  function ready() {
    if (starting) return starting;
    starting = database().then((data) => new Promise((resolve, reject) => {
      say("Starting SQLite…");
      const started = new Worker(config.worker, { type: "module" });
      started.onmessage = (event) => {
        const message = event.data;
        if (message.type === "ready") { worker = started; resolve(started); }
        else if (message.type === "failed") reject(new Error(message.message));
        else answered(message);
      };
      started.onerror = (event) => {
        event.preventDefault();
        reject(new Error(event.message || "SQLite could not be started in this browser"));
      };
      started.postMessage({ type: "open", engine: config.engine, bytes: data.slice(0), links: config.links.origins });
    }));
    starting.catch(() => { starting = null; });
    return starting;
  }

  function answered(message) {
    if (!running || message.id !== running.id) return;
    const { resolve } = running;
    running = null;
    resolve(message);
  }

  function stop() {
    if (!running) return;
    const seconds = (performance.now() - running.started) / 1000;
    if (worker) worker.terminate();
    worker = null;
    starting = null;
    running.resolve({ type: "stopped", seconds });
    running = null;
  }

  // ------------------------------------------------------------------ running a query

  async function run() {
    const sql = editor.value;
    const params = currentParams();
    keepInAddress(sql, params);
    errorBox.hidden = true;
    stopButton.hidden = false;
    runButton.disabled = true;
    try {
      const started = performance.now();
      const ready_ = await ready();
      say("Running…");
      const answer = await new Promise((resolve, reject) => {
        running = { id: nextId++, resolve, reject, started };
        ready_.postMessage({ type: "run", id: running.id, sql, params, cap: config.cap });
      });
      const waited = performance.now() - started;
      if (answer.type === "result") showResult(answer, waited);
      else if (answer.type === "error") showError(sql, answer);
      else if (answer.type === "stopped") say(`Stopped after ${answer.seconds.toFixed(1)} s.`);
    } catch (error) {
      progress.hidden = true;
      showError(sql, { message: String(error.message || error), offset: -1 });
    } finally {
      stopButton.hidden = true;
      runButton.disabled = false;
    }
  }

  function say(text) { status.textContent = text; }

  function kib(n) { return (n / 1024).toFixed(1); }

  // ------------------------------------------------------------------ parameters and address

  // The named parameters of the SQL (:name, @name, $name), outside strings and comments.
  function paramNames(sql) {
    const bare = sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\//g, " ");
    const names = [];
    for (const match of bare.matchAll(/(^|[^\w:@$])[:@$]([A-Za-z_]\w*)/g)) {
      if (!names.includes(match[2])) names.push(match[2]);
    }
    return names;
  }

  function showParams(values) {
    const names = paramNames(editor.value);
    const current = values || currentParams();
    const shown = [...paramsBox.querySelectorAll("input")].map((input) => input.name.slice(1));
    if (names.join("\n") === shown.join("\n")) return;
    paramsBox.replaceChildren(...names.map((name) => {
      const label = document.createElement("label");
      label.className = "sw-sql__param";
      label.append(`:${name} `);
      const input = document.createElement("input");
      input.type = "text";
      input.name = `:${name}`;
      input.value = current[name] || "";
      input.spellcheck = false;
      label.append(input);
      return label;
    }));
  }

  function currentParams() {
    const found = {};
    for (const input of paramsBox.querySelectorAll("input")) found[input.name.slice(1)] = input.value;
    return found;
  }

  function keepInAddress(sql, params) {
    const address = new URL(location.href);
    address.search = "";
    address.searchParams.set("q", sql);
    for (const [name, value] of Object.entries(params)) address.searchParams.set(`:${name}`, value);
    history.replaceState(null, "", address.href);
  }

  function fromAddress(address) {
    const found = new URL(address, location.href).searchParams;
    const params = {};
    for (const [name, value] of found) if (name.startsWith(":")) params[name.slice(1)] = value;
    return { sql: found.get("q"), params };
  }

  // ------------------------------------------------------------------ showing a result

  function showResult(answer, waited) {
    lastResult = answer;
    const table = document.createElement("table");
    table.setAttribute("data-sw-sql-table", "");  // no class: the theme styles it as its own
    const head = table.createTHead().insertRow();
    for (const name of answer.columns) {
      const cell = document.createElement("th");
      cell.scope = "col";
      cell.textContent = name;
      head.append(cell);
    }
    const kinds = answer.columns.map((name, i) => answer.kinds[i] || config.links.columns[name] || null);
    const body = table.createTBody();
    answer.rows.forEach((row, r) => {
      const line = body.insertRow();
      row.forEach((value, c) => line.insertCell().append(shown(value, kinds[c], answer.ids[c] ? answer.ids[c][r] : value)));
    });
    const rows = answer.rows.length;
    const count = `${rows.toLocaleString("en")} ${rows === 1 ? "row" : "rows"}${answer.more ? " (the first " + rows.toLocaleString("en") + ")" : ""}`;
    say(`${count} in ${Math.round(answer.ms)} ms (${(waited / 1000).toFixed(1)} s with loading).`);
    const parts = [];
    if (answer.more) {
      parts.push(note(`The result is cut at ${config.cap.toLocaleString("en")} rows: the query returns more. Add limit and offset to see the rest, or download the database.`));
    }
    if (answer.rest) parts.push(note("Only the first statement ran: run one statement at a time."));
    if (answer.columns.length) {
      const wrap = document.createElement("div");
      wrap.className = "sw-sql__scroll";
      wrap.tabIndex = 0;
      wrap.setAttribute("role", "region");
      wrap.setAttribute("aria-label", "Result");
      wrap.append(table);
      parts.push(wrap, downloads());
    }
    resultBox.replaceChildren(...parts);
  }

  function note(text) {
    const p = document.createElement("p");
    p.className = "sw-sql__note";
    p.textContent = text;
    return p;
  }

  // A cell's content: a link to the record's page where the value names one, else text.
  function shown(value, kind, id) {
    if (value === null) {
      const empty = document.createElement("span");
      empty.className = "sw-sql__null";
      empty.textContent = "NULL";
      return empty;
    }
    if (typeof value === "object" && value && "blob" in value) return `(binary, ${value.blob} bytes)`;
    const text = String(value);
    const page = kind && config.links.pages[kind.replace(/-name$/, "")];
    if (!page || typeof id !== "string" || !/^[a-z0-9][a-z0-9#/_.-]*$/.test(id)) return text;
    const link = document.createElement("a");
    link.href = new URL(page.replace("{}", id.replace("#", "/")), siteRoot).href;
    link.textContent = text;
    return link;
  }

  function downloads() {
    const p = document.createElement("p");
    p.className = "sw-sql__downloads";
    p.append("Download this result: ");
    p.append(downloadLink("CSV", "result.csv", "text/csv", csv(lastResult)));
    p.append(" · ");
    p.append(downloadLink("JSON", "result.json", "application/json", json(lastResult)));
    return p;
  }

  function downloadLink(label, name, type, text) {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type }));
    link.download = name;
    link.textContent = label;
    return link;
  }

  function plain(value) {
    return value && typeof value === "object" && "blob" in value ? null : value;
  }

  function csv(answer) {
    const field = (value) => {
      const text = value === null || value === undefined ? "" : String(plain(value) ?? "");
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    };
    const lines = [answer.columns, ...answer.rows].map((row) => row.map(field).join(","));
    return lines.join("\r\n") + "\r\n";
  }

  function json(answer) {
    return JSON.stringify({ columns: answer.columns, rows: answer.rows.map((row) => row.map(plain)), truncated: answer.more }, null, 1) + "\n";
  }

  // An SQL error in words, with its line and column and the line marked where it is.
  function showError(sql, answer) {
    say("");
    resultBox.replaceChildren();
    errorBox.replaceChildren();
    let words = `Error: ${answer.message}`;
    if (answer.offset >= 0) {
      const before = sql.slice(0, answer.offset).split("\n");
      const line = before.length;
      const column = before[before.length - 1].length + 1;
      words += ` (at line ${line}, column ${column})`;
      const marked = document.createElement("pre");
      marked.className = "sw-sql__where";
      marked.textContent = `${sql.split("\n")[line - 1]}\n${" ".repeat(column - 1)}^`;
      errorBox.append(words, marked);
    } else {
      errorBox.append(words);
    }
    errorBox.hidden = false;
  }

  // ------------------------------------------------------------------ wiring

  form.addEventListener("submit", (event) => { event.preventDefault(); run(); });
  stopButton.addEventListener("click", stop);
  editor.addEventListener("input", () => showParams());
  editor.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) { event.preventDefault(); run(); }
  });
  editor.addEventListener("focus", () => { ready().catch(() => {}); }, { once: true });
  for (const example of document.querySelectorAll("[data-sw-sql-example]")) {
    example.addEventListener("click", (event) => {
      event.preventDefault();
      const { sql, params } = fromAddress(example.getAttribute("href"));
      editor.value = sql;
      paramsBox.replaceChildren();
      showParams(params);
      editor.scrollIntoView({ block: "center" });
      run();
    });
  }
  const start = fromAddress(location.href);
  if (start.sql) {
    editor.value = start.sql;
    showParams(start.params);
    run();
  } else {
    showParams();
  }
})();
