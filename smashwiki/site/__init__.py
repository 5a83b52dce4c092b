"""The static site: Markdown rendered from the database, built by mkdocs-material."""

from .publish import SiteReport, build_site
from .render import RenderReport, render_docs

__all__ = ["RenderReport", "SiteReport", "build_site", "render_docs"]
