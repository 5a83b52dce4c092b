// smashwiki: filter the rulings list by verdict and kind. No dependencies.
(function () {
  "use strict";

  function setUp(form) {
    var list = document.querySelector("[data-sw-filtered]");
    if (!list) return;
    var selects = form.querySelectorAll("select[data-sw-filter-by]");
    var counter = form.querySelector("[data-sw-filter-count]");
    var params = new URLSearchParams(window.location.search);

    function apply() {
      var wanted = {};
      selects.forEach(function (select) {
        wanted[select.getAttribute("data-sw-filter-by")] = select.value;
      });
      var shown = 0;
      list.querySelectorAll(".sw-ruling").forEach(function (item) {
        var match = Object.keys(wanted).every(function (key) {
          return !wanted[key] || item.getAttribute("data-" + key) === wanted[key];
        });
        item.hidden = !match;
        if (match) shown += 1;
      });
      if (counter) counter.textContent = shown + (shown === 1 ? " ruling" : " rulings");
    }

    function remember() {
      var url = new URL(window.location.href);
      selects.forEach(function (select) {
        var key = select.getAttribute("data-sw-filter-by");
        if (select.value) url.searchParams.set(key, select.value);
        else url.searchParams.delete(key);
      });
      history.replaceState(history.state, "", url.toString());
    }

    selects.forEach(function (select) {
      var key = select.getAttribute("data-sw-filter-by");
      if (params.has(key)) select.value = params.get(key);
      select.addEventListener("change", function () { apply(); remember(); });
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    apply();
  }

  function init() {
    document.querySelectorAll("form[data-sw-filter]").forEach(setUp);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
