"""The amount in words in each language's own Indian numbering, on the amounts that catch a rule
out: nothing, paise alone, a lakh and a one, and the largest amount below a crore. The words are
those a native speaker writes on a cheque."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.domain.amount_words import amount_in_words

CASES = {
    "bn": {
        "0": "শূন্য টাকা মাত্র",
        "0.50": "শূন্য টাকা এবং পঞ্চাশ পয়সা মাত্র",
        "100001": "এক লক্ষ এক টাকা মাত্র",
        "9999999.99": "নিরানব্বই লক্ষ নিরানব্বই হাজার নয় শত নিরানব্বই টাকা এবং নিরানব্বই পয়সা মাত্র",
        "10000000": "এক কোটি টাকা মাত্র",
        "250.05": "দুই শত পঞ্চাশ টাকা এবং পাঁচ পয়সা মাত্র",
    },
    "ta": {
        "0": "பூஜ்ஜியம் ரூபாய் மட்டும்",
        "0.50": "பூஜ்ஜியம் ரூபாய் ஐம்பது பைசா மட்டும்",
        "100001": "ஒரு லட்சத்து ஒன்று ரூபாய் மட்டும்",
        "9999999.99": "தொண்ணூற்று ஒன்பது லட்சத்து தொண்ணூற்று ஒன்பது ஆயிரத்து "
        "தொள்ளாயிரத்து தொண்ணூற்று ஒன்பது ரூபாய் தொண்ணூற்று ஒன்பது பைசா மட்டும்",
        # A scale with nothing after it keeps its own form; a hundred alone is its own word.
        "10000000": "ஒரு கோடி ரூபாய் மட்டும்",
        "100000": "ஒரு லட்சம் ரூபாய் மட்டும்",
        "900": "தொள்ளாயிரம் ரூபாய் மட்டும்",
        "250.05": "இருநூற்று ஐம்பது ரூபாய் ஐந்து பைசா மட்டும்",
        "12000021": "ஒரு கோடியே இருபது லட்சத்து இருபத்து ஒன்று ரூபாய் மட்டும்",
    },
}


@pytest.mark.parametrize(
    ("language", "amount", "words"),
    [(code, amount, words) for code, cases in CASES.items() for amount, words in cases.items()],
)
def test_an_amount_is_spelt_in_the_languages_own_numbering(
    language: str, amount: str, words: str
) -> None:
    assert amount_in_words(Decimal(amount), language) == words
