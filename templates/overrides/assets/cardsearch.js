// smashwiki: the card search. The syntax of smashwiki/query.py, run in the browser on the chunked
// index of cards written by smashwiki/site/searchpage.py: search/cards.json (the vocabulary and a
// list of shards, one per card type) and, as a search needs them, cards-<type>.json (stats) and
// text-<type>.json (names are in the stats; text only for words). The header box of every page
// loads this script when it is first used; the search page (/search/) loads it at once and shows
// every result with its text, sortable, and explains a search that finds nothing.
// No dependencies. Every value from the data goes onto the page as text (textContent), never HTML.
//
// Parity with query.py, piece by piece:
// - the tokenizer is query.py's _TOKEN, with Python's \s spelt out (JavaScript's \s differs);
// - words and phrases: smashwiki/matching.py's folding, typos, stop words and ranking, with its
//   tables from the index (index.matching);
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

  // ------------------------------------------------------------------ forgiving words
  // smashwiki/matching.py, rule by rule, with its tables from the index (index.matching).

  var LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
  var ONE_SPACE = new RegExp("^[" + SPACE + "]$", "u");

  /** Text as a search compares it (matching.fold): lower case, accents off, a few letters
   *  spelt out, only letters, digits and single spaces kept. */
  function fold(index, text) {
    var folds = index.matching.folds;
    var kept = "";
    Array.from(text.toLowerCase().normalize("NFKD")).forEach(function (ch) {
      if (has(folds, ch)) ch = folds[ch];
      if (ONE_SPACE.test(ch)) kept += " ";
      else if (LETTER_OR_DIGIT.test(ch.charAt(0))) kept += ch;
    });
    return kept.split(" ").filter(Boolean).join(" ");
  }

  /** The name to show of a card's faction and of its set (null where it has none). */
  function ownersOf(index, card) {
    var at = columnsOf(index);
    return ["faction_id", "set_id"].map(function (column) {
      var value = card.row[at[column]];
      return value === null ? null : nameOf(index, column, value);
    });
  }

  /** A card's haystack (matching.haystack): its folded name, text, faction and set names. */
  function haystackOf(index, card) {
    if (card.haystack === undefined) {
      if (card.text === undefined) throw new Error("a card's haystack needs its text");
      var at = columnsOf(index);
      var parts = [card.row[at.name], card.text].concat(ownersOf(index, card));
      card.haystack = fold(index, parts.filter(Boolean).join(" "));
      card.tokens = new Set(card.haystack.split(" "));
    }
    return card.haystack;
  }

  /** Whether ranking needs the cards' text: only to tell a phrase in the text from words
   *  apart in it. A search of one word, as it is, is in the text of every card it finds. */
  function rankingNeedsText(phrase, matched) {
    return !(matched.length === 1 && !matched[0].forms.length && matched[0].value === phrase);
  }

  /** Edits from a to b: a letter added, dropped, changed, or two neighbours swapped
   *  (matching.typo_distance). */
  function typoDistance(a, b) {
    a = Array.from(a);
    b = Array.from(b);
    var rows = [];
    for (var i = 0; i <= a.length; i += 1) {
      rows.push([i]);
      for (var j = 1; j <= b.length; j += 1) {
        if (i === 0) { rows[0].push(j); continue; }
        var best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1,
          rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          best = Math.min(best, rows[i - 2][j - 2] + 1);
        }
        rows[i].push(best);
      }
    }
    return rows[a.length][b.length];
  }

  function typosAllowed(index, word) {
    var length = Array.from(word).length;
    return index.matching.typo_lengths.filter(function (at) { return length >= at; }).length;
  }

  /** The card words a word stands for (matching.correct): a Promise of [] when some card
   *  holds it, of the nearest card words when it is a typo, of null when neither. */
  function correct(index, word) {
    if (!index.words || SPACED.test(word) ||
        Array.from(word).length < index.matching.shortest) {
      return Promise.resolve([]);
    }
    return cardsHolding(index, word).then(function (cards) {
      if (cards.size) return [];
      var allowed = typosAllowed(index, word);
      if (!allowed) return null;
      var length = Array.from(word).length;
      return index.part(index.words.vocabulary).then(function (vocabulary) {
        var near = vocabulary.filter(function (token) {
          return Math.abs(Array.from(token).length - length) <= allowed &&
            typoDistance(word, token) <= allowed;
        });
        return near.length ? near : null;
      });
    });
  }

  /** Give each word term its ``word`` {value, forms, dropped} (matching.resolve): stop words
   *  and words no card holds are dropped while another positive word remains. A Promise. */
  function resolveWords(index, terms) {
    var words = terms.filter(function (term) { return term.key === null; });
    var stops = index.matching.stop_words;
    var content = words.some(function (term) {
      return !term.negated && stops.indexOf(fold(index, term.value)) === -1;
    });
    return Promise.all(words.map(function (term) {
      return correct(index, fold(index, term.value));
    })).then(function (corrections) {
      words.forEach(function (term, i) {
        var value = fold(index, term.value);
        var forms = corrections[i];
        var stop = !term.negated && stops.indexOf(value) !== -1 && content;
        term.word = { value: value, forms: forms || [],
          dropped: stop || (forms === null && !term.negated) };
      });
      var kept = words.filter(function (term) { return !term.negated; });
      if (kept.length && kept.every(function (term) { return term.word.dropped; })) {
        words.forEach(function (term) { term.word.dropped = false; });
      }
      return words;
    });
  }

  /** What a search says of its words no card holds (matching.notes), each {word, forms}. */
  function wordNotes(index, words) {
    var stops = index.matching.stop_words;
    return words.filter(function (term) {
      return term.word.forms.length || (term.word.dropped && stops.indexOf(term.word.value) === -1);
    }).map(function (term) { return { word: term.word.value, forms: term.word.forms }; });
  }

  /** A word note in the CLI's words (matching.WordNote.message). */
  function wordMessage(note) {
    var said = "No card says \"" + note.word + "\"";
    if (!note.forms.length) return said + "; it is left out.";
    return said + "; showing cards with " + note.forms.map(function (form) {
      return "\"" + form + "\"";
    }).join(" or ") + ".";
  }

  /** Whether a card matches a resolved word (matching.holds). */
  function holdsWord(word, folded, tokens) {
    if (word.forms.length) return word.forms.some(function (form) { return tokens.has(form); });
    return folded.indexOf(word.value) !== -1;
  }

  /** A card's place in the index's tiers (matching.tier). */
  function tierOf(index, card, phrase, matched) {
    var at = columnsOf(index);
    var name = fold(index, card.row[at.name]);
    var nameTokens = new Set(name.split(" "));
    var owners = ownersOf(index, card).filter(Boolean).map(function (owner) {
      return fold(index, owner);
    });
    var checks = [
      function () { return name === phrase; },
      function () { return name.indexOf(phrase) === 0; },
      function () { return name.indexOf(phrase) !== -1; },
      function () { return owners.indexOf(phrase) !== -1; },
      function () {
        return matched.every(function (word) { return holdsWord(word, name, nameTokens); });
      },
      function () {
        return !rankingNeedsText(phrase, matched) || haystackOf(index, card).indexOf(phrase) !== -1;
      }
    ];
    for (var place = 0; place < checks.length; place += 1) {
      if (checks[place]()) return place;
    }
    return checks.length;
  }

  /** The search's positive words, folded, as typed (matching's ``phrase``). */
  function phraseOf(words) {
    return words.filter(function (term) { return !term.negated; })
      .map(function (term) { return term.word.value; }).filter(Boolean).join(" ");
  }

  /** The search's positive words that match (not dropped, not empty). */
  function matchedOf(words) {
    return words.filter(function (term) {
      return !term.negated && !term.word.dropped && term.word.value;
    }).map(function (term) { return term.word; });
  }

  /** The cards best first for the search's positive words (matching.tier), the CLI's order
   *  within a tier; as they are for a search without such words. */
  function ranked(index, cards, words) {
    if (!words.some(function (term) { return !term.negated; })) return cards;
    var phrase = phraseOf(words);
    var matched = matchedOf(words);
    var places = new Map();
    cards.forEach(function (card) { places.set(card, tierOf(index, card, phrase, matched)); });
    return cards.slice().sort(function (a, b) {
      return places.get(a) - places.get(b) || a.order - b.order;
    });
  }

  function wordTest(index, term) {
    var word = term.word;
    return function (card) {
      return holdsWord(word, haystackOf(index, card), card.tokens);
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

  /** A term that only cards of one type match (t:minion, type=base, is:titan), or null. */
  function typeOf(index, term) {
    if (term.negated || (term.op !== ":" && term.op !== "=")) return null;
    var value = term.value.toLowerCase();
    if (term.key !== null && index.texts[term.key] === "types") return value;
    if (term.key === "is" && index.types.indexOf(value) !== -1) return value;
    return null;
  }

  /** The faction a term asks for (f:musketeers; "none" for f:none), or null. */
  function factionOf(index, term) {
    if (term.negated || (term.op !== ":" && term.op !== "=")) return null;
    if (term.key === null || index.texts[term.key] !== "faction_id") return null;
    return term.value.toLowerCase();
  }

  /** The shards a search needs: only its type's for a type term, only those whose run of
   *  factions can hold a faction term's, only those holding a number a (positive) number term
   *  compares. */
  function shardsFor(index, terms) {
    return index.shards.filter(function (shard) {
      return terms.every(function (term) {
        var type = typeOf(index, term);
        if (type !== null) return shard.types.indexOf(type) !== -1;
        var faction = factionOf(index, term);
        if (faction === "none") return shard.loose;
        if (faction !== null) return shard.groups[0] <= faction && faction <= shard.groups[1];
        if (!term.negated && term.key !== null && has(index.numbers, term.key)) {
          return shard.numbers.indexOf(index.numbers[term.key]) !== -1;
        }
        return true;
      });
    });
  }

  /** Turn a shard's stored rows back into {row, order} cards (lookup positions to ids). */
  function decodeShard(index, stored) {
    var at = columnsOf(index);
    var lookups = Object.keys(index.lookups).map(function (column) {
      return { at: at[column], values: index.lookups[column] };
    });
    return stored.map(function (row) {
      row = row.slice();
      lookups.forEach(function (lookup) {
        var position = row[lookup.at];
        if (position !== null) row[lookup.at] = lookup.values[position][0];
      });
      return { row: row, order: row[at.order], text: undefined };
    });
  }

  // ------------------------------------------------------------------ the word index

  var SPACED = new RegExp("[" + SPACE + "]", "u");

  /** Whether the word index (searchpage.py's word_index) answers a word term: it has no
   *  space in it and is long enough. Other word terms are looked for in the cards' text. */
  function indexable(index, term) {
    return Boolean(index.words) && !SPACED.test(term.word.value) &&
      Array.from(term.word.value).length >= index.words.shortest;
  }

  /** Which of ``buckets`` files holds ``key`` (searchpage.py's bucket: FNV-1a). */
  function bucket(key, buckets) {
    var digest = 0x811c9dc5;
    Array.from(key).forEach(function (ch) {
      digest = Math.imul(digest ^ ch.codePointAt(0), 0x01000193) >>> 0;
    });
    return digest % buckets;
  }

  /** The positions (in the CLI's order) of the cards whose lower-cased name and text hold
   *  ``word``: a Promise of a Set, from the files of the word index that hold it. */
  function cardsHolding(index, word) {
    var needle = word;
    var gram = Array.from(needle).slice(0, index.words.shortest).join("");
    var grams = "grams-" + bucket(gram, index.words.grams) + ".json";
    return index.part(grams).then(function (found) {
      var tokens = (has(found, gram) ? found[gram] : []).filter(function (token) {
        return token.indexOf(needle) !== -1;
      });
      return cardsOfTokens(index, tokens);
    });
  }

  /** The positions of the cards holding any of ``tokens`` (whole tokens): a Promise of a Set. */
  function cardsOfTokens(index, tokens) {
    return Promise.all(tokens.map(function (token) {
      var postings = "postings-" + bucket(token, index.words.postings) + ".json";
      return index.part(postings).then(function (lists) {
        var at = 0;
        return (has(lists, token) ? lists[token] : []).map(function (gap) { at += gap; return at; });
      });
    })).then(function (lists) {
      var cards = new Set();
      lists.forEach(function (list) { list.forEach(function (order) { cards.add(order); }); });
      return cards;
    });
  }

  /** The cards a resolved word finds, from the word index: a Promise of a Set. */
  function cardsFor(index, word) {
    return word.forms.length ? cardsOfTokens(index, word.forms) : cardsHolding(index, word.value);
  }

  /** The manifest's shard holding the card at ``order``. */
  function shardOf(index, order) {
    return index.shards[index.shard_of.charCodeAt(order) - 0x30];
  }

  /** Word terms answered from the word index: each word's test becomes "is one of the cards
   *  holding it", and only the shards holding a card every (positive) word finds are loaded;
   *  with a ``limit`` and words alone, only those of the first ``limit`` cards found (the
   *  Promise's array then says how many were found in all, ``total``). */
  function findByIndex(index, terms, tests, withText, limit) {
    var words = terms.filter(function (term) { return term.key === null; });
    return Promise.all(words.map(function (term) { return cardsFor(index, term.word); }))
      .then(function (sets) {
        var held = new Map();
        words.forEach(function (term, i) { held.set(term, sets[i]); });
        var checks = terms.map(function (term, i) {
          if (term.key !== null) return tests[i];
          var cards = held.get(term);
          return function (card) { return cards.has(card.order) !== term.negated; };
        });
        var shards = shardsFor(index, terms);
        var wanted = sets.filter(function (set, i) { return !words[i].negated; });
        if (!wanted.length) return findIn(index, shards, checks, withText);
        wanted.sort(function (a, b) { return a.size - b.size; });
        var candidates = Array.from(wanted[0]).filter(function (order) {
          return wanted.every(function (set) { return set.has(order); });
        }).sort(function (a, b) { return a - b; });
        var total = null;
        if (limit && words.length === terms.length) {
          candidates = candidates.filter(function (order) {
            return words.every(function (term) { return !term.negated || !held.get(term).has(order); });
          });
          total = candidates.length;
          candidates = candidates.slice(0, limit);
        }
        var holding = new Set(candidates.map(function (order) { return shardOf(index, order); }));
        shards = shards.filter(function (shard) { return holding.has(shard); });
        return findIn(index, shards, checks, withText).then(function (found) {
          if (total !== null) found.total = total;
          return found;
        });
      });
  }

  /** How many cards of ``shards`` the terms find, from the shards' histograms, if the terms
   *  are card types (which the shards are chosen by) and at most one number comparison;
   *  else null. */
  function countFromHistograms(index, shards, terms) {
    var numbers = terms.filter(function (term) {
      return term.key !== null && has(index.numbers, term.key);
    });
    var others = terms.filter(function (term) {
      return typeOf(index, term) === null && numbers.indexOf(term) === -1;
    });
    if (others.length || numbers.length > 1 || numbers.some(function (t) { return t.negated; })) {
      return null;
    }
    return shards.reduce(function (total, shard) {
      if (!numbers.length) return total + shard.count;
      var term = numbers[0];
      var number = parseNumber(index, term);
      var pairs = shard.histograms[index.numbers[term.key]] || [];
      return pairs.reduce(function (sum, pair) {
        return sum + (COMPARE[term.op](pair[0], number) ? pair[1] : 0);
      }, total);
    }, 0);
  }

  /** The first cards (in the CLI's order) of ``shards`` that pass every test, at least
   *  ``limit`` of them if there are: shards are loaded one by one, earliest first card first,
   *  until no shard left can hold an earlier card than the ``limit``th found. The array's
   *  ``total`` is ``total``. */
  function findFirst(index, shards, tests, limit, total) {
    if (!index.starts) {
      index.starts = new Map();
      for (var order = index.shard_of.length - 1; order >= 0; order -= 1) {
        index.starts.set(shardOf(index, order), order);
      }
    }
    var pending = shards.slice().sort(function (a, b) {
      return index.starts.get(a) - index.starts.get(b);
    });
    var found = [];
    function next() {
      var done = found.length >= limit && (!pending.length ||
        index.starts.get(pending[0]) > found[limit - 1].order);
      if (done || !pending.length) {
        found.total = total;
        return Promise.resolve(found);
      }
      return index.load(pending.shift(), false).then(function (cards) {
        cards.forEach(function (card) {
          if (tests.every(function (test) { return test(card); })) found.push(card);
        });
        found.sort(function (a, b) { return a.order - b.order; });
        return next();
      });
    }
    return next();
  }

  /** The cards of the index the search text finds, as {row, text} (a Promise; rejected
   *  with a QueryError for bad syntax): for a search of words the best first
   *  (smashwiki/matching.py's tiers), else in the CLI's order; the array's ``notes`` say
   *  what the search made of words no card holds. Loads only the shards it needs, and their
   *  text only if the search has words or ``withText`` asks for it. With a ``limit``, a
   *  search of card types and a number may load only the cards of the first ``limit``
   *  found; the array's ``total`` then says how many it found. */
  function find(index, text, withText, limit) {
    var terms;
    try {
      terms = parseQuery(text);
    } catch (problem) {
      return Promise.reject(problem);
    }
    return resolveWords(index, terms).then(function (words) {
      var kept = terms.filter(function (term) {
        return term.key !== null || (!term.word.dropped && term.word.value);
      });
      var tests = kept.map(function (term) { return compileTerm(index, term); });
      var ranking = words.some(function (term) { return !term.negated; });
      var textNeeded = ranking && rankingNeedsText(phraseOf(words), matchedOf(words));
      return findTerms(index, kept, tests, withText || textNeeded, ranking ? undefined : limit)
        .then(function (found) {
          var total = found.total;
          found = ranked(index, found, words);
          if (total !== undefined) found.total = total;
          found.notes = wordNotes(index, words);
          return found;
        });
    });
  }

  /** The cards of the index the (resolved) terms find, in the CLI's order. */
  function findTerms(index, terms, tests, withText, limit) {
    var words = terms.filter(function (term) { return term.key === null; });
    if (words.length && words.every(function (term) { return indexable(index, term); })) {
      return findByIndex(index, terms, tests, withText, limit);
    }
    if (limit && !withText && terms.length) {
      var shards = shardsFor(index, terms);
      var total = countFromHistograms(index, shards, terms);
      if (total !== null) return findFirst(index, shards, tests, limit, total);
    }
    return findIn(index, shardsFor(index, terms), tests, withText || words.length > 0);
  }

  /** The cards of ``shards`` that pass every test, in the CLI's order (with their text if
   *  ``withText``). */
  function findIn(index, shards, tests, withText) {
    return Promise.all(shards.map(function (shard) {
      return index.load(shard, withText);
    })).then(function (loaded) {
      var found = [];
      loaded.forEach(function (cards) {
        cards.forEach(function (card) {
          if (tests.every(function (test) { return test(card); })) found.push(card);
        });
      });
      found.sort(function (a, b) { return a.order - b.order; });
      return found;
    });
  }

  /** Open the index whose manifest is at ``url``: a Promise of the manifest, with ``load``
   *  to fetch a shard's cards (and their text) once, when a search first needs them. */
  function open(url) {
    var base = new URL(url, window.location.href);
    var index = { base: base };
    var cache = {};
    function fetchJSON(name) {
      return fetch(new URL(name, base)).then(function (response) {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.json();
      });
    }
    index.part = function (name) {
      if (!cache[name]) cache[name] = fetchJSON(name);
      return cache[name];
    };
    index.load = function (shard, withText) {
      if (!cache[shard.cards]) {
        cache[shard.cards] = fetchJSON(shard.cards).then(function (rows) {
          return decodeShard(index, rows);
        });
      }
      if (!withText) return cache[shard.cards];
      if (!cache[shard.text]) {
        cache[shard.text] = Promise.all([cache[shard.cards], fetchJSON(shard.text)])
          .then(function (both) {
            both[0].forEach(function (card, i) { card.text = both[1][i]; });
            return both[0];
          });
      }
      return cache[shard.text];
    };
    return fetchJSON(base.href).then(function (manifest) {
      Object.keys(manifest).forEach(function (key) { index[key] = manifest[key]; });
      return index;
    });
  }

  // ------------------------------------------------------------------ explaining

  /** Edit distance of two short strings (for "did you mean"). */
  function distance(a, b) {
    var previous = [];
    var j;
    for (j = 0; j <= b.length; j += 1) previous.push(j);
    for (var i = 1; i <= a.length; i += 1) {
      var current = [i];
      for (j = 1; j <= b.length; j += 1) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        current.push(Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost));
      }
      previous = current;
    }
    return previous[b.length];
  }

  /** The known value nearest to ``value`` (by edit distance, or containing it), or null. */
  function nearest(value, known) {
    var best = null;
    var score = Infinity;
    known.forEach(function (candidate) {
      var d = distance(value, candidate);
      if (candidate.indexOf(value) !== -1 || value.indexOf(candidate) !== -1) d = Math.min(d, 2);
      if (d < score) { best = candidate; score = d; }
    });
    return score <= Math.max(2, Math.floor(value.length / 3)) ? best : null;
  }

  var KIND_WORDS = { types: "card type", faction_id: "faction", set_id: "set" };

  /** Every card type: the syntax's, and any other a shard holds. */
  function typesOf(index) {
    var known = index.types.slice();
    index.shards.forEach(function (shard) {
      shard.types.forEach(function (type) { if (known.indexOf(type) === -1) known.push(type); });
    });
    return known;
  }

  /** Why a search may find nothing: each type, faction or set it names that does not exist,
   *  with the nearest one that does. A list of {key, value, suggestion, kind}. */
  function unknownValues(index, text) {
    var notes = [];
    parseQuery(text).forEach(function (term) {
      if (term.key === null) return;
      var column = has(index.texts, term.key) ? index.texts[term.key] : null;
      if (column === null) return;
      var value = term.value.toLowerCase();
      if (column === "faction_id" && value === "none") return;
      var known = column === "types" ? typesOf(index)
        : index.lookups[column].map(function (pair) { return pair[0]; });
      if (known.indexOf(value) !== -1) return;
      notes.push({ key: term.key, value: term.value, kind: KIND_WORDS[column],
        suggestion: nearest(value, known) });
    });
    return notes;
  }

  /** The factions whose name holds every word of the search (as words, not keys): each
   *  {id, name}. "time travelers" finds Time Travelers. */
  function factionsNamed(index, text) {
    var words;
    try {
      words = parseQuery(text).filter(function (t) { return t.key === null && !t.negated; })
        .map(function (t) { return fold(index, t.value); }).filter(Boolean);
    } catch (problem) {
      return [];
    }
    if (!words.length) return [];
    return index.lookups.faction_id.filter(function (pair) {
      var name = fold(index, String(pair[1]));
      return words.every(function (word) { return name.indexOf(word) !== -1; });
    }).map(function (pair) { return { id: pair[0], name: pair[1] }; });
  }

  // ------------------------------------------------------------------ pages (Pagefind)

  var pagefind = null;

  /** The site's pages (rules, rulings, terms, factions, ...) whose words match ``text``, from
   *  the Pagefind index under ``root``: a Promise of at most ``limit`` {url, title, excerpt}
   *  and the number found. Pagefind loads its chunks only for the words searched. */
  function findPages(root, text, limit) {
    var rootUrl = new URL(root, window.location.href);
    if (!pagefind) {
      pagefind = import(new URL("pagefind/pagefind.js", rootUrl).href).then(function (module) {
        return Promise.resolve(module.options({ baseUrl: rootUrl.pathname })).then(function () {
          return module;
        });
      });
    }
    return pagefind.then(function (module) {
      return module.search(text);
    }).then(function (found) {
      var results = found ? found.results : [];
      return Promise.all(results.slice(0, limit).map(function (result) {
        return result.data();
      })).then(function (pages) {
        return {
          total: results.length,
          pages: pages.map(function (data) {
            return { url: data.url, title: (data.meta && data.meta.title) || data.url,
              excerpt: data.excerpt || "" };
          })
        };
      });
    });
  }

  /** Pagefind's excerpt (text with <mark> around the words found) as safe nodes: the text
   *  is put on the page as text, only the marks become elements. */
  function excerptNodes(excerpt) {
    var holder = document.createElement("template");
    holder.innerHTML = excerpt;  // inert: a template's content runs and loads nothing
    var nodes = [];
    holder.content.childNodes.forEach(function (node) {
      if (node.nodeName === "MARK") nodes.push(element("mark", null, node.textContent));
      else nodes.push(document.createTextNode(node.textContent));
    });
    return nodes;
  }

  // ------------------------------------------------------------------ showing results

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function cardHref(index, id) {
    return new URL(index.root + index.card_url.split("{}").join(id), index.base).href;
  }

  /** One card of the results: its name (a link), type, faction or set, power or breakpoint,
   *  and with ``showText`` its text. */
  function cardItem(index, card, showText) {
    var at = columnsOf(index);
    var row = card.row;
    var item = element("li", "sw-search__result");
    var link = element("a", "sw-search__name", row[at.name]);
    link.href = cardHref(index, row[at.id]);
    item.appendChild(link);
    item.appendChild(element("span", "sw-search__type", row[at.type]));
    var faction = row[at.faction_id];
    var owner = faction !== null ? nameOf(index, "faction_id", faction)
      : row[at.set_id] !== null ? nameOf(index, "set_id", row[at.set_id]) : null;
    if (owner) item.appendChild(element("span", "sw-search__owner", owner));
    var stat = row[at.power] !== null ? "power " + row[at.power]
      : row[at.breakpoint] !== null ? "breakpoint " + row[at.breakpoint] : null;
    if (stat) item.appendChild(element("span", "sw-search__stat", stat));
    if (showText) {
      item.appendChild(element("p", "sw-search__text", card.text ? card.text : "Text not known."));
    }
    return item;
  }

  function pageItem(page) {
    var item = element("li", "sw-search__result sw-search__page");
    var link = element("a", "sw-search__name", page.title);
    link.href = page.url;
    item.appendChild(link);
    var excerpt = element("p", "sw-search__text");
    excerptNodes(page.excerpt).forEach(function (node) { excerpt.appendChild(node); });
    item.appendChild(excerpt);
    return item;
  }

  var SORTS = {
    "": null,
    name: function (at) { return function (a, b) { return compareText(a.row[at.name], b.row[at.name]); }; },
    "power-desc": function (at) { return byNumber(at.power, -1); },
    "power-asc": function (at) { return byNumber(at.power, 1); },
    type: function (at) { return function (a, b) { return compareText(a.row[at.type], b.row[at.type]); }; }
  };

  function compareText(a, b) {
    return String(a).localeCompare(String(b)) ;
  }

  /** Cards with the number first, ordered by it (``direction`` 1 or -1), then the CLI's order. */
  function byNumber(column, direction) {
    return function (a, b) {
      var x = a.row[column];
      var y = b.row[column];
      if (x === null || y === null) return (x === null) - (y === null);
      return direction * (x - y);
    };
  }

  /** The cards in the order ``sort`` (a key of SORTS) asks for; ties keep the CLI's order. */
  function sorted(index, cards, sort) {
    var make = SORTS[sort];
    if (!make) return cards;
    var compare = make(columnsOf(index));
    return cards.slice().sort(function (a, b) { return compare(a, b) || a.order - b.order; });
  }

  /** Explain an empty result under ``into``: unknown types, factions or sets with the nearest
   *  known one, and where the lists of factions and sets are. */
  function explainEmpty(index, text, into, onSuggest) {
    var notes = unknownValues(index, text);
    notes.forEach(function (note) {
      var line = element("p", "sw-search__note",
        "No " + note.kind + " is called " + JSON.stringify(note.value) + ".");
      if (note.suggestion) {
        var better = text.split(note.key + ":" + note.value).join(note.key + ":" + note.suggestion);
        line.appendChild(document.createTextNode(" Did you mean "));
        var link = element("a", "sw-search__suggestion", note.key + ":" + note.suggestion);
        link.href = "?q=" + encodeURIComponent(better);
        link.addEventListener("click", function (event) {
          if (onSuggest) { event.preventDefault(); onSuggest(better); }
        });
        line.appendChild(link);
        line.appendChild(document.createTextNode("?"));
      }
      into.appendChild(line);
    });
    return notes.length;
  }

  /** Links to the factions whose name the words of the search spell. */
  function factionLinks(index, text) {
    var found = factionsNamed(index, text);
    if (!found.length) return null;
    var line = element("p", "sw-search__factions", found.length === 1 ? "Faction: " : "Factions: ");
    found.slice(0, 10).forEach(function (faction, i) {
      if (i) line.appendChild(document.createTextNode(", "));
      var link = element("a", null, faction.name);
      link.href = new URL(index.root + "factions/" + faction.id + "/", index.base).href;
      line.appendChild(link);
      line.appendChild(document.createTextNode(" ("));
      var cards = element("a", null, "f:" + faction.id);
      cards.href = new URL(index.root + "search/?q=" + encodeURIComponent("f:" + faction.id),
        index.base).href;
      line.appendChild(cards);
      line.appendChild(document.createTextNode(")"));
    });
    return line;
  }

  /** Only words (no key:value term): the search also looks for pages. */
  function onlyWords(text) {
    try {
      var terms = parseQuery(text);
      return terms.length > 0 && terms.every(function (t) { return t.key === null; });
    } catch (problem) {
      return false;
    }
  }

  // ------------------------------------------------------------------ the search page

  function remember(text, sort) {
    var url = new URL(window.location.href);
    if (text) url.searchParams.set("q", text);
    else url.searchParams.delete("q");
    if (sort) url.searchParams.set("sort", sort);
    else url.searchParams.delete("sort");
    history.replaceState(history.state, "", url.toString());
  }

  /** Fill the page's tables of faction and set ids (``data-sw-search-list``: the lookup
   *  column; ``data-sw-search-key``: the key a row's link searches) from the index. */
  function fillLists(index) {
    document.querySelectorAll("[data-sw-search-list]").forEach(function (body) {
      var key = body.getAttribute("data-sw-search-key");
      var pairs = index.lookups[body.getAttribute("data-sw-search-list")] || [];
      body.replaceChildren.apply(body, pairs.map(function (pair) {
        var link = element("a");
        link.href = "?q=" + encodeURIComponent(key + ":" + pair[0]);
        link.appendChild(element("code", null, pair[0]));
        var cell = element("td");
        cell.appendChild(link);
        var row = element("tr");
        row.appendChild(cell);
        row.appendChild(element("td", null, pair[1]));
        return row;
      }));
    });
  }

  function setUpPage(form, text, sort) {
    var input = form.querySelector("[data-sw-search-input]");
    var sorter = form.querySelector("[data-sw-search-sort]");
    var list = document.querySelector("[data-sw-search-results]");
    var error = document.querySelector("[data-sw-search-error]");
    var notes = document.querySelector("[data-sw-search-notes]");
    var count = form.querySelector("[data-sw-search-count]");
    var pagesBox = document.querySelector("[data-sw-search-pages]");
    var lists = document.querySelector("[data-sw-search-lists]");
    var root = form.getAttribute("data-sw-root") || "../";
    var latest = 0;
    input.value = text;
    if (sorter) sorter.value = has(SORTS, sort) ? sort : "";
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    api.ready = open(form.getAttribute("data-sw-index"));
    api.ready.then(fillLists);

    function clear() {
      list.replaceChildren();
      notes.replaceChildren();
      error.hidden = true;
      error.textContent = "";
      if (pagesBox) { pagesBox.replaceChildren(); pagesBox.hidden = true; }
    }

    function showPages(index, query, run) {
      if (!pagesBox || !onlyWords(query)) return;
      findPages(root, query, 10).then(function (found) {
        if (run !== latest || !found.pages.length) return;
        pagesBox.appendChild(element("h2", null, "Pages"));
        var items = element("ol", "sw-search__results");
        found.pages.forEach(function (page) { items.appendChild(pageItem(page)); });
        pagesBox.appendChild(items);
        pagesBox.hidden = false;
      }, function () {});
    }

    function run(index) {
      var query = input.value;
      var order = sorter ? sorter.value : "";
      var current = ++latest;
      remember(query, order);
      if (BLANK.test(query)) {
        clear();
        count.textContent = "";
        return Promise.resolve();
      }
      return find(index, query, true).then(function (cards) {
        if (current !== latest) return;
        clear();
        var named = factionLinks(index, query);
        if (named) notes.appendChild(named);
        cards.notes.forEach(function (note) {
          notes.appendChild(element("p", "sw-search__note", wordMessage(note)));
        });
        sorted(index, cards, order).slice(0, SHOWN).forEach(function (card) {
          list.appendChild(cardItem(index, card, true));
        });
        count.textContent = cards.length + (cards.length === 1 ? " card" : " cards") +
          (cards.length > SHOWN ? ", first " + SHOWN + " shown" : "");
        if (!cards.length) {
          explainEmpty(index, query, notes, function (better) {
            input.value = better;
            api.shown = run(index);
          });
          if (lists) lists.open = true;
        }
        showPages(index, query, current);
      }, function (problem) {
        if (current !== latest) return;
        if (!(problem instanceof QueryError)) throw problem;
        clear();
        error.textContent = problem.message;
        error.hidden = false;
        count.textContent = "";
      });
    }

    api.ready.then(function (index) {
      input.addEventListener("input", function () { api.shown = run(index); });
      if (sorter) sorter.addEventListener("change", function () { api.shown = run(index); });
      api.shown = run(index);
    }, function (problem) {
      error.textContent = "The index of cards could not be loaded (" + problem.message + ").";
      error.hidden = false;
      remember(text, sort);
    });
    api.ready.catch(function () {});  // said on the page already; not an uncaught rejection too
  }

  var api = {
    parseQuery: parseQuery,
    QueryError: QueryError,
    open: open,
    find: find,
    findPages: findPages,
    cardItem: cardItem,
    pageItem: pageItem,
    factionLinks: factionLinks,
    unknownValues: unknownValues,
    wordMessage: wordMessage,
    fold: fold,
    typoDistance: typoDistance,
    onlyWords: onlyWords,
    element: element,
    ready: null
  };
  window.SmashwikiSearch = api;

  var form = document.querySelector("form[data-sw-search]");
  if (!form) return;
  var params = new URLSearchParams(window.location.search);
  var text = params.get("q") || "";
  var sort = params.get("sort") || "";
  function start() { setUpPage(form, text, sort); }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
