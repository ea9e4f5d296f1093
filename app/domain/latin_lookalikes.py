"""Letters of other scripts that read as one Latin letter: Cyrillic "Р" as "P", Greek "ο" as "o".

Derived once from Unicode's confusables data (``confusables.txt`` of UTS #39, Unicode Security
Mechanisms): every letter outside the Latin script whose confusable prototype is one Latin letter,
less those NFKC already maps to Latin letters (fullwidth and mathematical Latin ones). Mathematical
Greek letters are left out too: NFKC maps them to the Greek letters listed here.
"""

from __future__ import annotations

BY_SCRIPT: dict[str, str] = {
    "AHOM": "\U00011706\U0001170a\U0001170e\U0001170f",
    "ARMENIAN": (
        "\u054d\u054f\u0555\u0561\u0563\u0566\u056e\u0570\u0575\u0578\u057a\u057c\u057d"
        "\u0581\u0584\u0585"
    ),
    "BAMUM": "\ua6b1\ua6cd\ua6ce\ua6df",
    "CANADIAN": (
        "\u142f\u1431\u144c\u146d\u146f\u1472\u148d\u14aa\u1541\u1577\u157c\u157d\u1587"
        "\u15af\u15b4\u15b7\u15c4\u15c5\u15de\u15ea\u15f0\u15f7\u162e\u1634"
    ),
    "CARIAN": (
        "\U000102a0\U000102a1\U000102a2\U000102a5\U000102ab\U000102b0\U000102b1\U000102b2"
        "\U000102b4\U000102cf"
    ),
    "CHEROKEE": (
        "\u13a0\u13a1\u13a2\u13a5\u13a8\u13a9\u13aa\u13ab\u13ac\u13b0\u13b3\u13b7\u13bb"
        "\u13bd\u13bf\u13c0\u13c2\u13c3\u13cb\u13cf\u13d2\u13d4\u13d5\u13d9\u13da\u13de"
        "\u13df\u13e2\u13e6\u13e7\u13f0\u13f3\u13f4\u13fb\u13fc\uab70\uab71\uab72\uab75"
        "\uab7a\uab7b\uab7c\uab7e\uab80\uab81\uab83\uab87\uab8b\uab90\uab93\uab9b\uab9f"
        "\uaba2\uaba9\uabaa\uabae\uabaf\uabb2\uabb6"
    ),
    "COPTIC": (
        "\u03e9\u2c85\u2c88\u2c89\u2c8e\u2c92\u2c94\u2c95\u2c98\u2c9a\u2c9e\u2c9f\u2ca2"
        "\u2ca3\u2ca4\u2ca5\u2ca6\u2ca8\u2cab\u2cac\u2ccd\u2cd0\u2cd1"
    ),
    "CYRILLIC": (
        "\u0404\u0405\u0406\u0408\u0410\u0412\u0415\u041a\u041b\u041c\u041d\u041e\u0420"
        "\u0421\u0422\u0423\u0425\u042c\u0430\u0432\u0433\u0435\u0437\u0438\u043a\u043c"
        "\u043d\u043e\u0440\u0441\u0442\u0443\u0444\u0445\u044c\u044f\u0454\u0455\u0456"
        "\u0458\u0459\u0461\u0474\u0475\u04ae\u04af\u04bb\u04bd\u04c0\u04cf\u04d8\u04d9"
        "\u04e1\u0501\u050a\u050c\u050d\u0510\u0511\u051b\u051c\u051d\ua645\ua647\ua64c"
        "\ua668"
    ),
    "DESERET": (
        "\U00010401\U00010404\U00010412\U00010415\U0001041b\U0001041f\U00010420\U00010423"
        "\U00010429\U0001042a\U0001042c\U0001043a\U0001043d\U0001043f\U00010442\U00010443"
        "\U00010448\U0001044b\U0001044d"
    ),
    "DOUBLE-STRUCK": "\u213d",
    "ELBASAN": "\U00010513\U00010516\U00010518\U0001051c\U0001051d\U00010525\U00010526\U00010527",
    "ETHIOPIC": "\u1200\u1223\u12d0",
    "GEORGIAN": "\u10a0\u10e7\u10f3\u10ff",
    "GREEK": (
        "\u0370\u0377\u037a\u037b\u037d\u037f\u0391\u0392\u0395\u0396\u0397\u0399\u039a"
        "\u039b\u039c\u039d\u039f\u03a1\u03a3\u03a4\u03a5\u03a7\u03b1\u03b2\u03b3\u03b4"
        "\u03b5\u03b9\u03ba\u03bd\u03bf\u03c1\u03c3\u03c4\u03c5\u03c6\u03c7\u03c9\u03d0"
        "\u03d2\u03d5\u03dc\u03f0\u03f1\u03f2\u03f3\u03f5\u03f7\u03f8\u03f9\u03fa\u03fd"
        "\u03ff\u1d26\u1d27\u1d29\u1fbe"
    ),
    "KATAKANA-HIRAGANA": "\u30fc",
    "LISU": (
        "\ua4d0\ua4d1\ua4d2\ua4d3\ua4d4\ua4d5\ua4d6\ua4d7\ua4d9\ua4da\ua4db\ua4dc\ua4dd"
        "\ua4df\ua4e0\ua4e1\ua4e2\ua4e3\ua4e4\ua4e5\ua4e6\ua4e7\ua4ea\ua4eb\ua4ec\ua4ee"
        "\ua4ef\ua4f0\ua4f1\ua4f2\ua4f3\ua4f4"
    ),
    "LYCIAN": (
        "\U00010282\U00010286\U00010287\U0001028a\U0001028d\U00010290\U00010292\U00010295"
        "\U00010296\U00010297"
    ),
    "MALAYALAM": "\u0d20",
    "MIAO": (
        "\U00016f08\U00016f0a\U00016f16\U00016f28\U00016f2d\U00016f35\U00016f3a\U00016f3d"
        "\U00016f40\U00016f42\U00016f43"
    ),
    "MYANMAR": "\u101d",
    "OLD": "\U00010301\U00010302\U00010309\U00010311\U00010315\U00010317",
    "ORIYA": "\u0b20",
    "OSAGE": (
        "\U000104b0\U000104b4\U000104c2\U000104c3\U000104c4\U000104ce\U000104d8\U000104ea\U000104f6"
    ),
    "ROMAN": "\u2183",
    "RUNIC": "\u16b7\u16c1\u16d5\u16d6",
    "TIFINAGH": "\u2d37\u2d38\u2d39\u2d3a\u2d49\u2d4f\u2d54\u2d55\u2d59\u2d5d",
    "WARANG": (
        "\U000118a0\U000118a2\U000118a3\U000118a4\U000118a6\U000118a9\U000118ae\U000118b2"
        "\U000118b5\U000118b8\U000118bc\U000118c0\U000118c1\U000118c2\U000118c3\U000118c4"
        "\U000118c8\U000118ce\U000118d7\U000118d8\U000118dc"
    ),
}
LOOKALIKES = frozenset("".join(BY_SCRIPT.values()))
"""Every letter of ``BY_SCRIPT``."""
