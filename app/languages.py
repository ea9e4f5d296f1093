"""The languages Counterdesk speaks, each declared once.

A language is one ``Language``: its code, its name in itself, its digits, the font that draws
its script, its words for an amount (crore, lakh, rupees...) and its Qt catalogue. What else
differs by language is derived from these declarations, or is a table of names keyed by the
code (countries, GST states, the demo catalogue). Free of Qt and of every other part of the
app, so every layer may import it; nothing outside this module compares language codes.
"""

from __future__ import annotations

from dataclasses import dataclass

ASCII_DIGITS = "0123456789"


@dataclass(frozen=True, slots=True)
class AmountWords:
    """How a language writes an amount in words, as Indian invoices do: its numbers below 100
    (Hindi names each with its own word), crore, lakh, thousand and hundred, and the rest."""

    below_100: tuple[str, ...]
    # Crore, lakh, thousand, hundred: from the largest scale.
    scales: tuple[str, str, str, str]
    rupees: str
    paise: str
    and_word: str  # between the rupees and the paise ("" where the language puts none)
    only: str
    # Where a language changes a scale's word when more follows (Tamil: லட்சம், "ஒரு லட்சத்து
    # ஒன்று"); () where it does not.
    scales_before_more: tuple[str, ...] = ()
    # Where a language names each hundred with its own word (Tamil: இருநூறு, 200), 100 to 900,
    # and each as it is written when more follows; () where "two" and "hundred" are two words.
    hundreds: tuple[str, ...] = ()
    hundreds_before_more: tuple[str, ...] = ()
    # A count as it is written before a scale where it differs from the number alone (Tamil's
    # "ஒரு லட்சம்", not ஒன்று).
    counts_before_scale: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True, slots=True)
class Language:
    """One language of the screens and the documents."""

    code: str  # ISO 639-1, as Qt and the settings file name it
    native_name: str  # as a reader looks for it in a list of languages
    digits: str  # its zero to nine, when chosen over 0-9 (ASCII_DIGITS if it has none other)
    fonts: tuple[str, ...]  # files in resources/fonts that draw its script (regular first)
    amount_words: AmountWords
    catalogue: str  # resources/translations/<catalogue>.ts, compiled to .qm
    # Words whose marks reach highest above the line: what a widget sized by a font's metrics
    # must leave room for ("" when the script keeps within the line).
    tall_words: str = ""

    @property
    def digit_table(self) -> dict[int, int]:
        """For ``str.translate``: 0-9 to this language's digits."""
        return str.maketrans(ASCII_DIGITS, self.digits)


def _words(text: str) -> tuple[str, ...]:
    """The words of ``text``, separated by spaces: a table of words written as a sentence."""
    return tuple(text.split())


def _english_below_100() -> tuple[str, ...]:
    ones = _words(
        "Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen "
        "Fifteen Sixteen Seventeen Eighteen Nineteen"
    )
    tens = _words("_ _ Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety")
    return tuple(
        ones[n] if n < 20 else tens[n // 10] + ("" if n % 10 == 0 else " " + ones[n % 10])
        for n in range(100)
    )


def _tamil_below_100() -> tuple[str, ...]:
    ones = _words(
        "பூஜ்ஜியம் ஒன்று இரண்டு மூன்று நான்கு ஐந்து ஆறு ஏழு எட்டு ஒன்பது பத்து பதினொன்று "
        "பன்னிரண்டு பதின்மூன்று பதினான்கு பதினைந்து பதினாறு பதினேழு பதினெட்டு பத்தொன்பது"
    )
    tens = _words("_ _ இருபது முப்பது நாற்பது ஐம்பது அறுபது எழுபது எண்பது தொண்ணூறு")
    # A ten followed by a one takes its joining form: இருபது, இருபத்து ஒன்று.
    joined = _words("_ _ இருபத்து முப்பத்து நாற்பத்து ஐம்பத்து அறுபத்து எழுபத்து எண்பத்து தொண்ணூற்று")
    return tuple(
        ones[n] if n < 20 else tens[n // 10] if n % 10 == 0 else f"{joined[n // 10]} {ones[n % 10]}"
        for n in range(100)
    )


ENGLISH = "en"
HINDI = "hi"
BENGALI = "bn"
TAMIL = "ta"
# In the order a list of languages shows them.
LANGUAGES = (
    Language(
        code=ENGLISH,
        native_name="English",
        digits=ASCII_DIGITS,
        fonts=("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
        amount_words=AmountWords(
            below_100=_english_below_100(),
            scales=("Crore", "Lakh", "Thousand", "Hundred"),
            rupees="Rupees",
            paise="Paise",
            and_word="and",
            only="Only",
        ),
        catalogue="counterdesk_en",
    ),
    Language(
        code=HINDI,
        native_name="हिन्दी",
        digits="०१२३४५६७८९",
        fonts=("NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf"),
        amount_words=AmountWords(
            below_100=_words(
                "शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह "
                "सत्रह अठारह उन्नीस बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस "
                "उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस "
                "इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास "
                "इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरसठ "
                "चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर "
                "पचहत्तर छिहत्तर सतहत्तर अठहत्तर उनासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी "
                "छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे "
                "छियानवे सत्तानवे अट्ठानवे निन्यानवे"
            ),
            scales=("करोड़", "लाख", "हज़ार", "सौ"),
            rupees="रुपये",
            paise="पैसे",
            and_word="और",
            only="मात्र",
        ),
        catalogue="counterdesk_hi",
        # The vowel signs that reach highest above the headline (ि, ी, ं, ँ, ौ).
        tall_words="स्थिति कीं लौटाएँ",
    ),
    Language(
        code=BENGALI,
        native_name="বাংলা",
        digits="০১২৩৪৫৬৭৮৯",
        fonts=("NotoSansBengali-Regular.ttf", "NotoSansBengali-Bold.ttf"),
        amount_words=AmountWords(
            below_100=_words(
                "শূন্য এক দুই তিন চার পাঁচ ছয় সাত আট নয় দশ এগারো বারো তেরো চোদ্দো পনেরো ষোলো "
                "সতেরো আঠারো উনিশ বিশ একুশ বাইশ তেইশ চব্বিশ পঁচিশ ছাব্বিশ সাতাশ আটাশ উনত্রিশ "
                "ত্রিশ একত্রিশ বত্রিশ তেত্রিশ চৌত্রিশ পঁয়ত্রিশ ছত্রিশ সাঁইত্রিশ আটত্রিশ উনচল্লিশ "
                "চল্লিশ একচল্লিশ বিয়াল্লিশ তেতাল্লিশ চুয়াল্লিশ পঁয়তাল্লিশ ছেচল্লিশ সাতচল্লিশ "
                "আটচল্লিশ উনপঞ্চাশ পঞ্চাশ একান্ন বাহান্ন তিপ্পান্ন চুয়ান্ন পঞ্চান্ন ছাপ্পান্ন "
                "সাতান্ন আটান্ন উনষাট ষাট একষট্টি বাষট্টি তেষট্টি চৌষট্টি পঁয়ষট্টি ছেষট্টি সাতষট্টি "
                "আটষট্টি উনসত্তর সত্তর একাত্তর বাহাত্তর তিয়াত্তর চুয়াত্তর পঁচাত্তর ছিয়াত্তর "
                "সাতাত্তর আটাত্তর উনআশি আশি একাশি বিরাশি তিরাশি চুরাশি পঁচাশি ছিয়াশি সাতাশি "
                "আটাশি উননব্বই নব্বই একানব্বই বিরানব্বই তিরানব্বই চুরানব্বই পঁচানব্বই ছিয়ানব্বই "
                "সাতানব্বই আটানব্বই নিরানব্বই"
            ),
            scales=("কোটি", "লক্ষ", "হাজার", "শত"),
            rupees="টাকা",
            paise="পয়সা",
            and_word="এবং",
            only="মাত্র",
        ),
        catalogue="counterdesk_bn",
        # The vowel signs and the candrabindu that reach above the headline (ি, ী, ঁ, ৌ).
        tall_words="স্থিতি কীভাবে ফিরিয়ে দিঁ কৌশল",
    ),
    Language(
        code=TAMIL,
        native_name="தமிழ்",
        digits="௦௧௨௩௪௫௬௭௮௯",
        fonts=("NotoSansTamil-Regular.ttf", "NotoSansTamil-Bold.ttf"),
        amount_words=AmountWords(
            below_100=_tamil_below_100(),
            scales=("கோடி", "லட்சம்", "ஆயிரம்", "நூறு"),
            rupees="ரூபாய்",
            paise="பைசா",
            and_word="",
            only="மட்டும்",
            scales_before_more=("கோடியே", "லட்சத்து", "ஆயிரத்து", "நூற்று"),
            hundreds=_words("நூறு இருநூறு முந்நூறு நானூறு ஐந்நூறு அறுநூறு எழுநூறு எண்ணூறு தொள்ளாயிரம்"),
            hundreds_before_more=_words(
                "நூற்று இருநூற்று முந்நூற்று நானூற்று ஐந்நூற்று அறுநூற்று எழுநூற்று எண்ணூற்று தொள்ளாயிரத்து"
            ),
            counts_before_scale=((1, "ஒரு"),),
        ),
        catalogue="counterdesk_ta",
        # The vowel signs and the Sri ligature that reach highest above the line (ி, ீ, ஸ்ரீ).
        tall_words="கிளி தீவு ஸ்ரீ",
    ),
)
# The language the app's text is written in: its catalogue holds only plural forms.
SOURCE = ENGLISH
_BY_CODE = {language.code: language for language in LANGUAGES}


def codes() -> tuple[str, ...]:
    """The codes of the languages, in the order a list shows them."""
    return tuple(_BY_CODE)


def is_known(code: str) -> bool:
    """Whether ``code`` names one of the languages."""
    return code in _BY_CODE


def is_source(code: str) -> bool:
    """Whether ``code`` is the language the app's text is written in (nothing to translate)."""
    return code == SOURCE


def language_of(code: str) -> Language:
    """The declaration of ``code``; ValueError naming the languages when there is none."""
    found = _BY_CODE.get(code)
    if found is None:
        raise ValueError(f"unknown language {code!r}; choose one of {', '.join(_BY_CODE)}")
    return found
