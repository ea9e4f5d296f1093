"""A paper for a person to read: a title and items, each a heading and its words, as plain text
or as rich text for the screen and the printer."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape


@dataclass(frozen=True, slots=True)
class Paper:
    """A title and its items (heading, words)."""

    title: str
    items: tuple[tuple[str, str], ...]

    def plain_text(self) -> str:
        """The paper as plain text (a file, an e-mail, a message)."""
        return self.title + "\n\n" + "\n\n".join(f"{h}\n{w}" for h, w in self.items)

    def html(self) -> str:
        """The paper as rich text (``QTextDocument``): the title a heading, each item a
        paragraph with its heading bold, its lines kept."""
        items = "".join(
            f"<p><b>{escape(h)}</b><br>{escape(w).replace(chr(10), '<br>')}</p>"
            for h, w in self.items
        )
        return f"<h2>{escape(self.title)}</h2>{items}"
