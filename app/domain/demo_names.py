"""The sandbox's demo catalogue names (products, places, slots, boats), translated where shown.

The sandbox sends them in English, as data; the app shows a name in the screen's or the
document's language when the demo catalogue has it (its file carries each name's Hindi), and any
other product's name as the service sent it.
"""

from __future__ import annotations

from app.i18n import HINDI, language


class DemoNames:
    """The demo catalogue's names in the language in effect (``app.i18n.language``)."""

    def known(self, text: str) -> str:
        """A name that came as data: its Hindi in Hindi when it is a demo name, else as sent."""
        if language() == HINDI:
            # Imported on the first Hindi name: the catalogue's module brings the sandbox's
            # domain (identities, scans) with it, which the first paint in English does without.
            from app.domain.demo_catalogue import demo_catalogue

            return demo_catalogue().hindi.get(text, text)
        return text


DEMO_CATALOGUE = DemoNames()
