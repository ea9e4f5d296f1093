"""An amount in words as Indian invoices write it: crore, lakh, thousand, hundred.

``One Lakh Twenty Thousand Rupees and Fifty Paise Only``; in Hindi ``एक लाख बीस हज़ार रुपये
और पचास पैसे मात्र``. Hindi names every number up to 99 with its own word, so both languages
keep a table of the numbers below 100 and build the rest from the same Indian scales.
"""

from __future__ import annotations

from decimal import Decimal

from app.domain.money import money

_ONES = [
    "Zero",
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Thirteen",
    "Fourteen",
    "Fifteen",
    "Sixteen",
    "Seventeen",
    "Eighteen",
    "Nineteen",
]
_TENS = ["_", "_", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]
_ENGLISH_BELOW_100 = tuple(
    _ONES[n] if n < 20 else _TENS[n // 10] + ("" if n % 10 == 0 else " " + _ONES[n % 10])
    for n in range(100)
)
_HINDI_BELOW_100 = tuple(
    [
        "शून्य",
        "एक",
        "दो",
        "तीन",
        "चार",
        "पाँच",
        "छह",
        "सात",
        "आठ",
        "नौ",
        "दस",
        "ग्यारह",
        "बारह",
        "तेरह",
        "चौदह",
        "पंद्रह",
        "सोलह",
        "सत्रह",
        "अठारह",
        "उन्नीस",
        "बीस",
        "इक्कीस",
        "बाईस",
        "तेईस",
        "चौबीस",
        "पच्चीस",
        "छब्बीस",
        "सत्ताईस",
        "अट्ठाईस",
        "उनतीस",
        "तीस",
        "इकतीस",
        "बत्तीस",
        "तैंतीस",
        "चौंतीस",
        "पैंतीस",
        "छत्तीस",
        "सैंतीस",
        "अड़तीस",
        "उनतालीस",
        "चालीस",
        "इकतालीस",
        "बयालीस",
        "तैंतालीस",
        "चवालीस",
        "पैंतालीस",
        "छियालीस",
        "सैंतालीस",
        "अड़तालीस",
        "उनचास",
        "पचास",
        "इक्यावन",
        "बावन",
        "तिरपन",
        "चौवन",
        "पचपन",
        "छप्पन",
        "सत्तावन",
        "अट्ठावन",
        "उनसठ",
        "साठ",
        "इकसठ",
        "बासठ",
        "तिरसठ",
        "चौंसठ",
        "पैंसठ",
        "छियासठ",
        "सड़सठ",
        "अड़सठ",
        "उनहत्तर",
        "सत्तर",
        "इकहत्तर",
        "बहत्तर",
        "तिहत्तर",
        "चौहत्तर",
        "पचहत्तर",
        "छिहत्तर",
        "सतहत्तर",
        "अठहत्तर",
        "उनासी",
        "अस्सी",
        "इक्यासी",
        "बयासी",
        "तिरासी",
        "चौरासी",
        "पचासी",
        "छियासी",
        "सत्तासी",
        "अट्ठासी",
        "नवासी",
        "नब्बे",
        "इक्यानवे",
        "बानवे",
        "तिरानवे",
        "चौरानवे",
        "पचानवे",
        "छियानवे",
        "सत्तानवे",
        "अट्ठानवे",
        "निन्यानवे",
    ]
)
# (below-100 words, scale words from the largest, rupees, paise, "and", "only")
_LANGUAGES = {
    "en": (
        _ENGLISH_BELOW_100,
        ("Crore", "Lakh", "Thousand", "Hundred"),
        "Rupees",
        "Paise",
        "and",
        "Only",
    ),
    "hi": (_HINDI_BELOW_100, ("करोड़", "लाख", "हज़ार", "सौ"), "रुपये", "पैसे", "और", "मात्र"),
}
# Crore, lakh, thousand, hundred: the Indian grouping (the crores may themselves run past 99).
_SCALES = (10_000_000, 100_000, 1_000, 100)


def _whole(number: int, language: str) -> list[str]:
    below_100, scale_words, *_ = _LANGUAGES[language]
    words: list[str] = []
    for scale, word in zip(_SCALES, scale_words, strict=True):
        count, number = divmod(number, scale)
        if count:
            words += [*(_whole(count, language) if count >= 100 else [below_100[count]]), word]
    if number:
        words.append(below_100[number])
    return words


def amount_in_words(amount: Decimal, language: str = "en") -> str:
    """``amount`` (rupees and paise, not negative) in words ending "Only"; ``language``: en, hi."""
    exact = money(amount)
    if exact < 0:
        raise ValueError(f"An amount in words cannot be negative: {amount}.")
    below_100, _, rupees_word, paise_word, and_word, only_word = _LANGUAGES[language]
    paise = int(exact.scaleb(2))
    rupees, paise = divmod(paise, 100)
    words = _whole(rupees, language) or [below_100[0]]
    words.append(rupees_word)
    if paise:
        words += [and_word, below_100[paise], paise_word]
    words.append(only_word)
    return " ".join(words)
