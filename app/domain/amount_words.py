"""An amount in words as Indian invoices write it: crore, lakh, thousand, hundred.

``One Lakh Twenty Thousand Rupees and Fifty Paise Only``; in Hindi ``एक लाख बीस हज़ार रुपये
और पचास पैसे मात्र``. Each language declares its words (``app.languages``): its numbers below
100 (Hindi and Bengali name every one with its own word), the Indian scales, and where it has
them the forms a scale takes when more follows (Tamil's லட்சத்து); the rest is built here.
"""

from __future__ import annotations

from decimal import Decimal

from app.domain.money import money
from app.languages import SOURCE, AmountWords, language_of

# Crore, lakh, thousand, hundred: the Indian grouping (the crores may themselves run past 99).
_SCALES = (10_000_000, 100_000, 1_000, 100)


def _whole(number: int, words: AmountWords) -> list[str]:
    spelt: list[str] = []
    before_more = words.scales_before_more or words.scales
    counted = dict(words.counts_before_scale)
    for scale, alone, joined in zip(_SCALES, words.scales, before_more, strict=True):
        count, number = divmod(number, scale)
        if not count:
            continue
        if scale == 100 and words.hundreds:
            spelt.append((words.hundreds_before_more if number else words.hundreds)[count - 1])
            continue
        if count >= 100:
            spelt += _whole(count, words)
        else:
            spelt.append(counted.get(count, words.below_100[count]))
        spelt.append(joined if number else alone)
    if number:
        spelt.append(words.below_100[number])
    return spelt


def spelt_out(amount: Decimal, words: AmountWords) -> str:
    """``amount`` (rupees and paise, not negative) in ``words``, ending in their "Only"."""
    exact = money(amount)
    if exact < 0:
        raise ValueError(f"An amount in words cannot be negative: {amount}.")
    rupees, paise = divmod(int(exact.scaleb(2)), 100)
    spelt = _whole(rupees, words) or [words.below_100[0]]
    spelt.append(words.rupees)
    if paise:
        spelt += [*filter(None, [words.and_word]), words.below_100[paise], words.paise]
    spelt.append(words.only)
    return " ".join(spelt)


def amount_in_words(amount: Decimal, language: str = SOURCE) -> str:
    """``amount`` in words in ``language`` (a code of ``app.languages``), ending "Only"."""
    return spelt_out(amount, language_of(language).amount_words)
