// smashwiki: the search box in the header of every page (templates/overrides/main.html).
// It costs nothing until it is used: typing in it loads assets/cardsearch.js (the card search)
// and then only the parts of the indexes the search needs (search/cards.json, a shard per
// card type, the word index's files for the words; Pagefind's chunks for pages). Enter opens
// /search/?q=... with every result.
// No dependencies. Every value from the data goes onto the page as text, never HTML.
(function () {
  "use strict";

  var CARDS_SHOWN = 8;
  var PAGES_SHOWN = 6;
  var WAIT = 120;  // ms of quiet typing before searching

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var tag = document.createElement("script");
      tag.src = src;
      tag.onload = resolve;
      tag.onerror = function () { reject(new Error("could not load " + src)); };
      document.head.appendChild(tag);
    });
  }

  function setUp(form) {
    var root = new URL(form.getAttribute("data-sw-root") || "./", window.location.href).href;
    var input = form.querySelector("[data-sw-find-input]");
    var panel = form.querySelector("[data-sw-find-panel]");
    var script = null;
    var engine = null;
    var latest = 0;
    var timer = null;

    function loadEngine() {
      if (!script) {
        script = window.SmashwikiSearch ? Promise.resolve()
          : loadScript(root + "assets/cardsearch.js");
      }
      return script;
    }

    function loadIndex() {
      if (!engine) {
        engine = loadEngine().then(function () {
          return window.SmashwikiSearch.open(root + "search/cards.json");
        });
        engine.catch(function () { engine = null; });  // try again on the next keystroke
      }
      return engine;
    }

    function line(api, className, text) {
      return api.element("p", "sw-find__" + className, text);
    }

    function allResults(api, text, label) {
      var link = api.element("a", "sw-find__all", label);
      link.href = root + "search/?q=" + encodeURIComponent(text);
      return link;
    }

    function show(api, index, text, cards, current) {
      panel.replaceChildren();
      var named = api.factionLinks(index, text);
      if (named) panel.appendChild(named);
      (cards.notes || []).forEach(function (note) {
        panel.appendChild(line(api, "note", api.wordMessage(note)));
      });
      var total = cards.total === undefined ? cards.length : cards.total;
      var heading = total + (total === 1 ? " card" : " cards");
      panel.appendChild(line(api, "heading", heading));
      if (cards.length) {
        var list = api.element("ol", "sw-search__results");
        cards.slice(0, CARDS_SHOWN).forEach(function (card) {
          list.appendChild(api.cardItem(index, card, false));
        });
        panel.appendChild(list);
      } else {
        api.unknownValues(index, text).forEach(function (note) {
          panel.appendChild(line(api, "note", "No " + note.kind + " is called " +
            JSON.stringify(note.value) + (note.suggestion ? "; did you mean " + note.key + ":" +
            note.suggestion + "?" : ".")));
        });
      }
      panel.appendChild(allResults(api, text, total > CARDS_SHOWN
        ? "All " + total + " cards" : "Open the search page"));
      panel.hidden = false;
      panel.setAttribute("data-sw-find-for", text);
      if (!api.onlyWords(text)) return;
      var pages = api.element("div", "sw-find__pages");
      pages.appendChild(line(api, "heading", "Pages…"));
      panel.appendChild(pages);
      api.findPages(root, text, PAGES_SHOWN).then(function (found) {
        if (current !== latest) return;
        pages.replaceChildren(line(api, "heading", found.total + (found.total === 1 ? " page"
          : " pages")));
        var list = api.element("ol", "sw-search__results");
        found.pages.forEach(function (page) { list.appendChild(api.pageItem(page)); });
        pages.appendChild(list);
      }, function (problem) {
        pages.replaceChildren(line(api, "error", "The index of pages could not be loaded (" +
          problem.message + ")."));
      });
    }

    function run() {
      var text = input.value;
      var current = ++latest;
      if (!text.trim()) {
        panel.hidden = true;
        panel.replaceChildren();
        return;
      }
      loadIndex().then(function (index) {
        var api = window.SmashwikiSearch;
        return api.find(index, text, false, CARDS_SHOWN).then(function (cards) {
          if (current === latest) show(api, index, text, cards, current);
        }, function (problem) {
          if (current !== latest) return;
          if (!(problem instanceof api.QueryError)) throw problem;
          panel.replaceChildren(line(api, "error", problem.message));
          panel.hidden = false;
          panel.setAttribute("data-sw-find-for", text);
        });
      }).catch(function (problem) {
        if (current !== latest) return;
        panel.replaceChildren();
        var said = document.createElement("p");
        said.className = "sw-find__error";
        said.textContent = "The search could not be loaded (" + problem.message + ").";
        panel.appendChild(said);
        panel.hidden = false;
      });
    }

    input.addEventListener("focus", function () { loadEngine().catch(function () {}); });
    input.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(run, WAIT);
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") {
        panel.hidden = true;
      } else if (event.key === "ArrowDown" && !panel.hidden) {
        var first = panel.querySelector("a");
        if (first) { event.preventDefault(); first.focus(); }
      }
    });
    document.addEventListener("click", function (event) {
      if (!form.contains(event.target)) panel.hidden = true;
    });
    form.addEventListener("submit", function (event) {
      if (!input.value.trim()) event.preventDefault();
    });
  }

  function init() {
    document.querySelectorAll("form[data-sw-find]").forEach(setUp);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
