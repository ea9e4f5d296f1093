"""The sandbox's demo catalogue names (products, places, slots, boats), translated where shown.

The sandbox sends them in English, as data; the app shows a name in the screen's or the
document's language when the demo catalogue has it (its file names each in every language of
``app.languages``), and any other product's name as the service sent it.
"""

from __future__ import annotations

from app.i18n import language
from app.languages import is_source


class DemoNames:
    """The demo catalogue's names in the language in effect (``app.i18n.language``)."""

    def known(self, text: str) -> str:
        """A name that came as data: in the language in effect when it is a demo name, else as
        sent."""
        wanted = language()
        if is_source(wanted):
            return text  # the names come in the source language
        # Imported on the first translated name: the catalogue's module brings the sandbox's
        # domain (identities, scans) with it, which the first paint in English does without.
        from app.domain.demo_catalogue import demo_catalogue

        return demo_catalogue().names[wanted].get(text, text)


DEMO_CATALOGUE = DemoNames()
