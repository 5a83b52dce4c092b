"""Printed card text compiled into the card language (``smashwiki compile``).

The text is cut into clauses (:mod:`.clauses`), each clause parsed by a lark
grammar of Smash Up's clause heads and their arguments (:mod:`.parse`), the parse
turned into the card grammar's typed values, and the result accepted only when
those values, rendered back to English, say the printed text under the
normalisation of :mod:`.normalise`.
"""
