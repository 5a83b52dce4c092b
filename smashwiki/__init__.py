"""smashwiki: the Smash Up card database and rulings wiki."""

__version__ = "0.1.0"
