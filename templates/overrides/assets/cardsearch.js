// smashwiki: the card search page (templates/overrides/main.html loads this script on it only,
// before the theme's). The syntax of smashwiki/query.py, run on search/cards.json.
// No dependencies. Every value from the data goes onto the page as text (textContent), never HTML.
//
// Parity with query.py, piece by piece:
// - the tokenizer is query.py's _TOKEN, with Python's \s spelt out (JavaScript's \s differs);
// - words and phrases: Unicode lower case of name + " " + text contains the lower-cased term;
// - number keys: the card has the number and it compares; numbers are ASCII digits, a sign allowed,
//   at most max_number; text keys: equal (or not) to the lower-cased value, f:none for no faction;
// - is:/has: flags are bits computed by query.py's own SQL at render time;
// - a negated term is the complement; terms are combined with AND;
// - the keys, flags and types come from the index (query.py's tables), not from this file.
(function () {
  "use strict";

  var SPACE = "\\t\\n\\x0b\\x0c\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a" +
    "\\u2028\\u2029\\u202f\\u205f\\u3000";
  var TOKEN_SOURCE = "[" + SPACE + "]*(-)?(?:" +
    "([a-z_]+)(>=|<=|!=|:|=|<|>)(?:\"([^\"]*)\"|([^" + SPACE + "\"]+))" +
    "|\"([^\"]*)\"" +
    "|([^" + SPACE + "\"]+))";
  var BLANK = new RegExp("^[" + SPACE + "]*$", "u");
  var NUMBER = /^[+-]?[0-9]+$/;
  var SHOWN = 500;
  // smashwiki/limits.py's MAX_QUERY_CHARS and MAX_QUERY_TERMS (tests/test_limits.py compares).
  var MAX_QUERY_CHARS = 500;
  var MAX_QUERY_TERMS = 30;
  var COMPARE = {
    ":": function (a, b) { return a === b; },
    "=": function (a, b) { return a === b; },
    "!=": function (a, b) { return a !== b; },
    "<": function (a, b) { return a < b; },
    "<=": function (a, b) { return a <= b; },
    ">": function (a, b) { return a > b; },
    ">=": function (a, b) { return a >= b; }
  };

  /** The search text does not follow the syntax (query.py's QueryError). */
  function QueryError(message) {
    this.name = "QueryError";
    this.message = message;
  }
  QueryError.prototype = Object.create(Error.prototype);

  function show(value) {
    return JSON.stringify(value);
  }

  /** Split search text into terms {value, key, op, negated}; key and op are null for words. */
  function parseQuery(text) {
    var length = Array.from(text).length; // code points, as Python's len()
    if (length > MAX_QUERY_CHARS) {
      throw new QueryError("a search has at most " + MAX_QUERY_CHARS + " characters, this one " +
        length);
    }
    if ((text.split("\"").length - 1) % 2) throw new QueryError("unbalanced quote in " + show(text));
    var token = new RegExp(TOKEN_SOURCE, "gu");
    var terms = [];
    var match;
    while ((match = token.exec(text)) !== null) {
      var negated = match[1] !== undefined;
      if (match[2] !== undefined) {
        var value = match[4] !== undefined ? match[4] : match[5];
        terms.push({ value: value, key: match[2], op: match[3], negated: negated });
      } else {
        var word = match[6] !== undefined ? match[6] : match[7];
        if (!BLANK.test(word)) terms.push({ value: word, key: null, op: null, negated: negated });
      }
    }
    if (terms.length > MAX_QUERY_TERMS) {
      throw new QueryError("a search has at most " + MAX_QUERY_TERMS + " terms, this one " +
        terms.length);
    }
    return terms;
  }

  /** Where each column of the index's card arrays is. */
  function columnsOf(index) {
    var at = {};
    index.columns.forEach(function (name, i) { at[name] = i; });
    return at;
  }

  function wordTest(index, term) {
    var needle = term.value.toLowerCase();
    var at = columnsOf(index);
    return function (card) {
      if (card.haystack === undefined) {
        var text = card.row[at.text];
        card.haystack = (card.row[at.name] + " " + (text === null ? "" : text)).toLowerCase();
      }
      return card.haystack.indexOf(needle) !== -1;
    };
  }

  function parseNumber(index, term) {
    if (!NUMBER.test(term.value) || Math.abs(Number(term.value)) > index.max_number) {
      throw new QueryError(term.key + " needs a whole number, got " + show(term.value));
    }
    return Number(term.value);
  }

  function numberTest(index, term) {
    var column = columnsOf(index)[index.numbers[term.key]];
    var number = parseNumber(index, term);
    var compare = COMPARE[term.op];
    return function (card) {
      var value = card.row[column];
      return value !== null && compare(value, number);
    };
  }

  function textTest(index, term) {
    var name = index.texts[term.key];
    var column = columnsOf(index)[name];
    if ([":", "=", "!="].indexOf(term.op) === -1) {
      throw new QueryError(term.key + " takes ':' (equals), not " + show(term.op));
    }
    var value = term.value.toLowerCase();
    var wanted = term.op !== "!=";
    if (name === "faction_id" && value === "none") {
      return function (card) { return (card.row[column] === null) === wanted; };
    }
    return function (card) { return holds(card.row[column], value) === wanted; };
  }

  /** A cell equals the value, or (a list, such as a card's types) holds it. */
  function holds(cell, value) {
    return Array.isArray(cell) ? cell.indexOf(value) !== -1 : cell === value;
  }

  function flagTest(index, term) {
    if ([":", "=", "!="].indexOf(term.op) === -1) {
      throw new QueryError(term.key + " takes ':', not " + show(term.op));
    }
    var value = term.value.toLowerCase();
    var words = term.key === "is" ? index.is : index.has;
    var wanted = term.op !== "!=";
    var test;
    if (term.key === "is" && index.types.indexOf(value) !== -1) {
      var types = columnsOf(index).types;
      test = function (card) { return holds(card.row[types], value); };
    } else if (Object.prototype.hasOwnProperty.call(words, value)) {
      var bit = 1 << index.flags.indexOf(words[value]);
      var flags = columnsOf(index).flags;
      test = function (card) { return (card.row[flags] & bit) !== 0; };
    } else {
      var known = Object.keys(words).sort().concat(term.key === "is" ? index.types : []);
      throw new QueryError("unknown " + term.key + ":" + term.value + " (known: " +
        known.join(", ") + ")");
    }
    return function (card) { return test(card) === wanted; };
  }

  function has(table, key) {
    return Object.prototype.hasOwnProperty.call(table, key);
  }

  /** The test of one term (a function of a card), or a QueryError. */
  function compileTerm(index, term) {
    var test;
    if (term.key === null) test = wordTest(index, term);
    else if (has(index.numbers, term.key)) test = numberTest(index, term);
    else if (has(index.texts, term.key)) test = textTest(index, term);
    else if (term.key === "is" || term.key === "has") test = flagTest(index, term);
    else {
      throw new QueryError("unknown search key " + show(term.key) + " in " + term.key +
        term.op + term.value);
    }
    return term.negated ? function (card) { return !test(card); } : test;
  }

  /** The index's cards as {row} objects, lookup positions turned back into ids (made once;
   *  a card caches its lower-cased text there too). */
  function cardsOf(index) {
    if (!index.prepared) {
      var at = columnsOf(index);
      var lookups = Object.keys(index.lookups).map(function (column) {
        return { at: at[column], values: index.lookups[column] };
      });
      index.prepared = index.cards.map(function (stored) {
        var row = stored.slice();
        lookups.forEach(function (lookup) {
          var position = row[lookup.at];
          if (position !== null) row[lookup.at] = lookup.values[position][0];
        });
        return { row: row };
      });
    }
    return index.prepared;
  }

  /** The name to show for a value of a lookup column (a faction's name for its id). */
  function nameOf(index, column, value) {
    if (!index.names) {
      index.names = {};
      Object.keys(index.lookups).forEach(function (name) {
        var names = new Map();
        index.lookups[name].forEach(function (pair) { names.set(pair[0], pair[1]); });
        index.names[name] = names;
      });
    }
    return index.names[column].get(value) || value;
  }

  /** The cards of the index the search text finds, in the CLI's order (throws QueryError). */
  function search(index, text) {
    var tests = parseQuery(text).map(function (term) { return compileTerm(index, term); });
    return cardsOf(index).filter(function (card) {
      return tests.every(function (test) { return test(card); });
    }).map(function (card) { return card.row; });
  }

  // ------------------------------------------------------------------ the page

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function resultItem(index, at, base, row) {
    var item = element("li", "sw-search__result");
    var link = element("a", "sw-search__name", row[at.name]);
    link.href = new URL(index.root + index.card_url.split("{}").join(row[at.id]), base).href;
    item.appendChild(link);
    item.appendChild(element("span", "sw-search__type", row[at.type]));
    var faction = row[at.faction_id];
    var owner = faction !== null ? nameOf(index, "faction_id", faction)
      : row[at.set_id] !== null ? nameOf(index, "set_id", row[at.set_id]) : null;
    if (owner) item.appendChild(element("span", "sw-search__owner", owner));
    var stat = row[at.power] !== null ? "power " + row[at.power]
      : row[at.breakpoint] !== null ? "breakpoint " + row[at.breakpoint] : null;
    if (stat) item.appendChild(element("span", "sw-search__stat", stat));
    return item;
  }

  function render(form, index, base, text) {
    var list = document.querySelector("[data-sw-search-results]");
    var error = document.querySelector("[data-sw-search-error]");
    var count = form.querySelector("[data-sw-search-count]");
    list.replaceChildren();
    error.hidden = true;
    error.textContent = "";
    if (BLANK.test(text)) {
      count.textContent = "";
      return;
    }
    var rows;
    try {
      rows = search(index, text);
    } catch (problem) {
      if (!(problem instanceof QueryError)) throw problem;
      error.textContent = problem.message;
      error.hidden = false;
      count.textContent = "";
      return;
    }
    var at = columnsOf(index);
    rows.slice(0, SHOWN).forEach(function (row) {
      list.appendChild(resultItem(index, at, base, row));
    });
    count.textContent = rows.length + (rows.length === 1 ? " card" : " cards") +
      (rows.length > SHOWN ? ", first " + SHOWN + " shown" : "");
  }

  function remember(text) {
    var url = new URL(window.location.href);
    if (text) url.searchParams.set("q", text);
    else url.searchParams.delete("q");
    history.replaceState(history.state, "", url.toString());
  }

  function loadIndex(form) {
    var base = new URL(form.getAttribute("data-sw-index"), window.location.href);
    return fetch(base).then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.json();
    }).then(function (index) { return { index: index, base: base }; });
  }

  function setUp(form, text) {
    var input = form.querySelector("[data-sw-search-input]");
    input.value = text;
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    api.ready = loadIndex(form);
    api.ready.then(function (loaded) {
      function run() {
        render(form, loaded.index, loaded.base, input.value);
        remember(input.value);
      }
      input.addEventListener("input", run);
      run();
    }, function (problem) {
      var error = document.querySelector("[data-sw-search-error]");
      error.textContent = "The index of cards could not be loaded (" + problem.message + ").";
      error.hidden = false;
      remember(text);
    });
    api.ready = api.ready.then(function (loaded) { return loaded.index; });
    api.ready.catch(function () {});  // said on the page already; not an uncaught rejection too
  }

  var api = { parseQuery: parseQuery, search: search, QueryError: QueryError, ready: null };
  window.SmashwikiSearch = api;

  var form = document.querySelector("form[data-sw-search]");
  if (!form) return;
  // The theme opens its own search dialog for ?q= when its script starts. This script runs
  // before the theme's: it takes the query out of the address, and puts it back once the index
  // is loaded (the theme has long started by then).
  var params = new URLSearchParams(window.location.search);
  var text = params.get("q") || "";
  if (params.has("q")) remember("");
  function start() { setUp(form, text); }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
