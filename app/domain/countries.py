"""Countries by their ISO 3166-1 alpha-3 code (the code a passport's machine-readable zone
gives, and the nationality the app sends for a foreigner), named in each language of the app.

The names are the Unicode CLDR's short territory names ("United Kingdom" rather than the
treaty name), as babel ships them for every language; CLDR keys them by the alpha-2 code, so
only the alpha-3 codes and their alpha-2 are kept here (``docs/decisions/country-names.md``).
``tests/i18n/test_languages.py`` holds every language to naming every country.
"""

from __future__ import annotations

from functools import cache

from babel import Locale, UnknownLocaleError

from app.domain.identity import DOMESTIC_NATIONALITY
from app.i18n import language

INDIA = "IND"
# ISO 3166-1's 249 officially assigned codes, alpha-3 then alpha-2 (CLDR's territory aliases).
_PAIRS = """
    ABW:AW AFG:AF AGO:AO AIA:AI ALA:AX ALB:AL AND:AD ARE:AE ARG:AR ARM:AM ASM:AS ATA:AQ
    ATF:TF ATG:AG AUS:AU AUT:AT AZE:AZ BDI:BI BEL:BE BEN:BJ BES:BQ BFA:BF BGD:BD BGR:BG
    BHR:BH BHS:BS BIH:BA BLM:BL BLR:BY BLZ:BZ BMU:BM BOL:BO BRA:BR BRB:BB BRN:BN BTN:BT
    BVT:BV BWA:BW CAF:CF CAN:CA CCK:CC CHE:CH CHL:CL CHN:CN CIV:CI CMR:CM COD:CD COG:CG
    COK:CK COL:CO COM:KM CPV:CV CRI:CR CUB:CU CUW:CW CXR:CX CYM:KY CYP:CY CZE:CZ DEU:DE
    DJI:DJ DMA:DM DNK:DK DOM:DO DZA:DZ ECU:EC EGY:EG ERI:ER ESH:EH ESP:ES EST:EE ETH:ET
    FIN:FI FJI:FJ FLK:FK FRA:FR FRO:FO FSM:FM GAB:GA GBR:GB GEO:GE GGY:GG GHA:GH GIB:GI
    GIN:GN GLP:GP GMB:GM GNB:GW GNQ:GQ GRC:GR GRD:GD GRL:GL GTM:GT GUF:GF GUM:GU GUY:GY
    HKG:HK HMD:HM HND:HN HRV:HR HTI:HT HUN:HU IDN:ID IMN:IM IND:IN IOT:IO IRL:IE IRN:IR
    IRQ:IQ ISL:IS ISR:IL ITA:IT JAM:JM JEY:JE JOR:JO JPN:JP KAZ:KZ KEN:KE KGZ:KG KHM:KH
    KIR:KI KNA:KN KOR:KR KWT:KW LAO:LA LBN:LB LBR:LR LBY:LY LCA:LC LIE:LI LKA:LK LSO:LS
    LTU:LT LUX:LU LVA:LV MAC:MO MAF:MF MAR:MA MCO:MC MDA:MD MDG:MG MDV:MV MEX:MX MHL:MH
    MKD:MK MLI:ML MLT:MT MMR:MM MNE:ME MNG:MN MNP:MP MOZ:MZ MRT:MR MSR:MS MTQ:MQ MUS:MU
    MWI:MW MYS:MY MYT:YT NAM:NA NCL:NC NER:NE NFK:NF NGA:NG NIC:NI NIU:NU NLD:NL NOR:NO
    NPL:NP NRU:NR NZL:NZ OMN:OM PAK:PK PAN:PA PCN:PN PER:PE PHL:PH PLW:PW PNG:PG POL:PL
    PRI:PR PRK:KP PRT:PT PRY:PY PSE:PS PYF:PF QAT:QA REU:RE ROU:RO RUS:RU RWA:RW SAU:SA
    SDN:SD SEN:SN SGP:SG SGS:GS SHN:SH SJM:SJ SLB:SB SLE:SL SLV:SV SMR:SM SOM:SO SPM:PM
    SRB:RS SSD:SS STP:ST SUR:SR SVK:SK SVN:SI SWE:SE SWZ:SZ SXM:SX SYC:SC SYR:SY TCA:TC
    TCD:TD TGO:TG THA:TH TJK:TJ TKL:TK TKM:TM TLS:TL TON:TO TTO:TT TUN:TN TUR:TR TUV:TV
    TWN:TW TZA:TZ UGA:UG UKR:UA UMI:UM URY:UY USA:US UZB:UZ VAT:VA VCT:VC VEN:VE VGB:VG
    VIR:VI VNM:VN VUT:VU WLF:WF WSM:WS YEM:YE ZAF:ZA ZMB:ZM ZWE:ZW
"""
ALPHA_2: dict[str, str] = {
    alpha_3: alpha_2 for alpha_3, alpha_2 in (pair.split(":") for pair in _PAIRS.split())
}


@cache
def country_names(language_code: str) -> dict[str, str]:
    """Every country's name in the language of ``language_code`` (``app.languages``), by its
    alpha-3 code; read once from CLDR's data for that language (none for a code CLDR does not
    know: every nationality then reads as written)."""
    try:
        territories = Locale.parse(language_code).territories
    except (UnknownLocaleError, ValueError):
        return {}
    return {code: territories[alpha_2] for code, alpha_2 in ALPHA_2.items()}


def country_name(code: str) -> str | None:
    """The country of alpha-3 ``code`` (any case) in the current language; None if unknown."""
    return country_names(language()).get(code.strip().upper())


def nationality_text(nationality: str) -> str:
    """A passenger's nationality as staff and customers read it: the country's name for
    ``INDIAN`` or a country code (``GBR`` reads "United Kingdom"), anything else as written."""
    code = nationality.strip().upper()
    if code == DOMESTIC_NATIONALITY:
        code = INDIA
    return country_name(code) or nationality.strip()
