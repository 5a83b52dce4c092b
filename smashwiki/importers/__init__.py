"""Importers: turn source documents (MediaWiki pages, rulebook text) into YAML in ``data/``.

Each importer parses its document into plain dicts and writes them with
:func:`smashwiki.importers.common.write_yaml`, which merges into existing files
so hand-written additions (checks, comments, corrections) survive a re-import.
"""
