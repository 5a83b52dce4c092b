"""The build tools, on top of the rest: ``smashwiki build``, ``check`` and ``serve``.

* :mod:`.pipeline` validates the data, runs every ruling's check, writes the database, then
  builds the site, and makes them visible together (:mod:`smashwiki.output`);
* :mod:`.publish` renders the pages (:mod:`smashwiki.site`), runs mkdocs in a scratch folder
  (only the pages that changed, when an earlier build is cached), has Pagefind index the words
  and swaps the result into place only if it all succeeded;
* :mod:`.serve` serves the built site, rebuilds it on every change and reloads the browser;
  :mod:`.live` first updates, in the served site, only the pages an edit changed.
"""
