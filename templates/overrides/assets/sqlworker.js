// The SQL page's worker (a module worker, started by assets/sqlpage.js): SQLite's official
// WebAssembly build runs the reader's query here, off the page's thread, so the page stays
// responsive and a long query is stopped by ending this worker.
//
// Messages in:  {type: "open", engine: URL of sqlite3.js, bytes: ArrayBuffer of the database,
//                links: {"table.column": kind of page its values name ("card", or "card-name"
//                for a column of names)}}
//               {type: "run", id, sql, params: {name: value}, cap: rows to keep}
// Messages out: {type: "ready", version} | {type: "failed", message}
//               {type: "result", id, columns, kinds, ids, rows, more, ms, rest}
//               {type: "error", id, message, offset}
"use strict";

let sqlite3 = null;
let db = null;
let linkOf = {};   // "table.column" of a result column's origin -> kind of page it names
let names = {};    // kind -> {name: id}, for the names that belong to one record only

self.onmessage = async (event) => {
  const message = event.data;
  try {
    if (message.type === "open") {
      await open(message);
      self.postMessage({ type: "ready", version: sqlite3.version.libVersion });
    } else if (message.type === "run") {
      self.postMessage(run(message));
    }
  } catch (error) {
    if (message.type === "open") {
      self.postMessage({ type: "failed", message: String(error && error.message || error) });
    } else {
      self.postMessage(sqlError(message.id, error));
    }
  }
};

async function open({ engine, bytes, links }) {
  const init = (await import(engine)).default;
  sqlite3 = await init({ print: () => {}, printErr: () => {} });
  const { capi, wasm } = sqlite3;
  db = new sqlite3.oo1.DB();
  const data = new Uint8Array(bytes);
  const pointer = wasm.allocFromTypedArray(data);
  // Read-only: the page never changes the database, whatever the query says.
  const flags = capi.SQLITE_DESERIALIZE_FREEONCLOSE | capi.SQLITE_DESERIALIZE_READONLY;
  db.checkRc(capi.sqlite3_deserialize(db.pointer, "main", pointer, data.length, data.length, flags));
  db.exec("pragma query_only = 1");
  linkOf = links || {};
  names = {};
  for (const [origin, kind] of Object.entries(linkOf)) {
    if (kind.endsWith("-name")) names[kind.slice(0, -5)] = uniqueNames(origin);
  }
}

// {name: id} for the names of "table.column" that only one row of the table has.
function uniqueNames(origin) {
  const [table, column] = origin.split(".");
  const found = {};
  const seen = {};
  const quote = (name) => '"' + name.replace(/"/g, '""') + '"';
  db.exec({
    sql: `select ${quote(column)}, id from ${quote(table)}`,
    rowMode: "array",
    callback: ([name, id]) => {
      if (typeof name !== "string") return;
      seen[name] = (seen[name] || 0) + 1;
      found[name] = id;
    },
  });
  for (const name of Object.keys(seen)) if (seen[name] > 1) delete found[name];
  return found;
}

function run({ id, sql, params, cap }) {
  const { capi } = sqlite3;
  const started = performance.now();
  const statement = db.prepare(sql);
  try {
    const count = statement.columnCount;
    const wanted = statement.parameterCount;
    if (wanted) statement.bind(bindings(statement, params || {}));
    const columns = [];
    const kinds = [];
    for (let i = 0; i < count; i++) {
      columns.push(statement.getColumnName(i));
      const table = capi.sqlite3_column_table_name(statement.pointer, i);
      const column = capi.sqlite3_column_origin_name(statement.pointer, i);
      kinds.push(linkOf[`${table}.${column}`] || null);
    }
    const rows = [];
    let more = false;
    while (statement.step()) {
      if (rows.length === cap) { more = true; break; }
      rows.push(statement.get([]).map(shown));
    }
    const ids = kinds.map((kind, i) => linkIds(kind, rows, i));
    const rest = sql.slice(capi.sqlite3_sql(statement.pointer).length);
    return {
      type: "result", id, columns, kinds, ids, rows, more,
      ms: performance.now() - started,
      rest: sql.length > 0 && rest.trim() ? rest.trim() : "",
    };
  } finally {
    statement.finalize();
  }
}

// The values for a statement's parameters (:name, @name, $name or ?), by name.
function bindings(statement, params) {
  const { capi } = sqlite3;
  const bound = {};
  for (let i = 1; i <= statement.parameterCount; i++) {
    const name = capi.sqlite3_bind_parameter_name(statement.pointer, i);
    if (!name) continue;
    const value = params[name.slice(1)];
    bound[name] = value === undefined ? null : value;
  }
  return bound;
}

// For a column whose values name records of a kind: the id each row's value names.
function linkIds(kind, rows, index) {
  if (!kind) return null;
  if (!kind.endsWith("-name")) return rows.map((row) => typeof row[index] === "string" ? row[index] : null);
  const byName = names[kind.slice(0, -5)] || {};
  return rows.map((row) => Object.prototype.hasOwnProperty.call(byName, row[index]) ? byName[row[index]] : null);
}

// A value as the page shows it: blobs by their size (numbers and text as they are).
function shown(value) {
  if (value instanceof Uint8Array) return { blob: value.length };
  if (typeof value === "bigint") return value.toString();
  return value;
}

// An SQL error in words, with where in the SQL it is (a character offset, or -1).
function sqlError(id, error) {
  const { capi } = sqlite3 || {};
  let message = String(error && error.message || error);
  let offset = -1;
  if (db && capi) {
    const words = capi.sqlite3_errmsg(db.pointer);
    if (words && words !== "not an error") message = words;
    offset = capi.sqlite3_error_offset(db.pointer);
  }
  return { type: "error", id, message, offset };
}
