"""UIDAI's Aadhaar Secure QR code, as a 2D imager types it: read, checked, and cut to what a
counter may keep.

The Secure QR (on every Aadhaar card and e-Aadhaar printed since 2019, and in the mAadhaar app)
is one long base-10 number. As UIDAI's specification says: the number's big-endian bytes are a
gzip (or zlib) stream; decompressed, its fields are separated by the byte 255 and read as
ISO-8859-1; the last 256 bytes are UIDAI's RSA signature (SHA-256, PKCS #1 v1.5) over all the
bytes before them. Two layouts are in circulation:

- 2019: the e-mail/mobile indicator (0 to 3), the reference id, name, date of birth, gender, the
  eleven address fields, the photo, then a 32-byte SHA-256 hash of the e-mail and/or the mobile
  as the indicator says, then the signature;
- the later one (``V2``, ``V3``…): a version field first, the same fields, then the mobile's last
  four digits as a text field, the photo and the signature (no hashes).

The reference id is the Aadhaar number's last four digits and the moment the QR was made
(``yyyyMMddHHmmssSSS``, India's time). The older printed cards carry an unsigned XML QR instead
(``<PrintLetterBarcodeData uid=… name=… gender=… yob=… …/>``), whose ``uid`` is the whole number.

Only the name, the gender, the date or year of birth and the last four digits ever leave this
module; the address, the photo, the e-mail and mobile data and the number's other digits are
skipped while reading and never held in what it returns (docs/decisions/aadhaar-secure-qr.md).
"""

from __future__ import annotations

import datetime as dt
import functools
import re
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from xml.etree import ElementTree

from cryptography import x509
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import padding, rsa

from app.domain.clock import SERVICE_TZ
from app.i18n import QT_TRANSLATE_NOOP, Catalogue

DOMAIN_AADHAAR_QR = Catalogue("DOMAIN_AADHAAR_QR")

# A QR code (version 40, numeric mode) holds at most 7,089 digits: anything longer was never
# one scan, and is refused before any arithmetic on it.
MAX_DIGITS = 7089
# A real Secure QR inflates to some 1.5 to 4 KB (a 60x60 photo, the text, 256 bytes of
# signature); a stream producing more than this is refused as a decompression bomb.
MAX_INFLATED = 16 * 1024
# Inflated in pieces of this size at most, each counted before the next is asked for.
INFLATE_STEP = 1024
# The XML QR of the older cards is text the imager types: never longer than a QR holds.
MAX_XML_CHARS = 4296  # version 40, alphanumeric/byte capacity in characters
DELIMITER = 255
ENCODING = "iso-8859-1"
SIGNATURE_BYTES = 256
HASH_BYTES = 32
REFERENCE_DIGITS = 4 + 17  # last four digits, then yyyyMMddHHmmssSSS
# The two-byte magic of gzip and the first byte of a zlib stream with deflate (CMF 0x78).
GZIP_MAGIC = b"\x1f\x8b"
ZLIB_CMF = 0x78
# Text fields before the photo, by layout (the version field counts in the later layout).
FIELDS_2019 = 16
FIELDS_LATER = 18
# Indexes of the fields kept, counted from the indicator (the later layout's version is 0).
_NAME, _BIRTH, _GENDER, _REFERENCE = 2, 3, 4, 1
_VERSION = re.compile(rb"V[0-9]{1,2}")
_DIGITS = re.compile(r"[0-9]+")
_GENDERS = {"M": "MALE", "MALE": "MALE", "F": "FEMALE", "FEMALE": "FEMALE", "T": "OTHER"}
KEYS_FILE = Path(__file__).with_name("uidai_certificates.pem")
TRAINING_KEYS_FILE = Path(__file__).with_name("aadhaar_training_certificate.pem")
# The training sandbox's test cards: their names and QR numbers, signed by the training key.
TRAINING_CARDS_FILE = Path(__file__).with_name("aadhaar_training_cards.json")


class Layout(StrEnum):
    """Which QR a card carries."""

    SECURE_2019 = "secure-2019"
    SECURE_LATER = "secure-later"
    XML = "xml"


class Fault(StrEnum):
    """Why a scan was refused; each has its sentence (``AadhaarQrError.sentence``)."""

    TOO_LONG = "too-long"
    CUT = "cut"
    NOT_SECURE_QR = "not-secure-qr"
    BOMB = "bomb"
    BAD_SIGNATURE = "bad-signature"
    UNKNOWN_KEY = "unknown-key"
    NO_KEY_THEN = "no-key-then"


# Each fault's sentence: what happened and what to do (translated where shown).
_SENTENCES = {
    Fault.TOO_LONG: QT_TRANSLATE_NOOP(
        "DOMAIN_AADHAAR_QR",
        "Not read: longer than any QR code holds (a paste, not one scan). Nothing was "
        "filled in; scan the card's QR again.",
    ),
    Fault.CUT: QT_TRANSLATE_NOOP(
        "DOMAIN_AADHAAR_QR",
        "Not read: the scan was cut short. Nothing was filled in; hold the card still and "
        "scan its QR again.",
    ),
    Fault.NOT_SECURE_QR: QT_TRANSLATE_NOOP(
        "DOMAIN_AADHAAR_QR",
        "Not read: this is not an Aadhaar Secure QR code. Nothing was filled in; scan the big "
        "QR code on the card, or on the mAadhaar app's profile.",
    ),
    Fault.BOMB: QT_TRANSLATE_NOOP(
        "DOMAIN_AADHAAR_QR",
        "Not read: this code unpacks to far more than an Aadhaar QR holds and was refused. "
        "Nothing was filled in; type the passenger.",
    ),
    Fault.BAD_SIGNATURE: QT_TRANSLATE_NOOP(
        "DOMAIN_AADHAAR_QR",
        "Not read: UIDAI's signature does not match the card's data (the code was altered). "
        "Nothing was filled in; see the card and type the passenger.",
    ),
    Fault.UNKNOWN_KEY: QT_TRANSLATE_NOOP(
        "DOMAIN_AADHAAR_QR",
        "Not read: signed with a key UIDAI never published. Nothing was filled in; see the "
        "card and type the passenger.",
    ),
    Fault.NO_KEY_THEN: QT_TRANSLATE_NOOP(
        "DOMAIN_AADHAAR_QR",
        "Not read: this app holds no UIDAI key of the time this QR was made, so it cannot "
        "tell it genuine. Nothing was filled in; type the passenger (an update of the app "
        "brings UIDAI's newer keys).",
    ),
}


def fault_sentence(fault: Fault) -> str:
    """What staff read beside the field, in the screen's language: what happened and what to do."""
    return DOMAIN_AADHAAR_QR.known(_SENTENCES[fault])


class AadhaarQrError(ValueError):
    """A scan refused; ``fault`` says why, ``inflated`` how many bytes were unpacked before."""

    def __init__(self, fault: Fault, inflated: int = 0) -> None:
        self.fault = fault
        self.inflated = inflated
        super().__init__(fault.value)

    @property
    def sentence(self) -> str:
        """What staff read beside the field."""
        return fault_sentence(self.fault)


@dataclass(frozen=True, slots=True)
class TrustedKey:
    """A public key whose signatures a card is judged genuine by, within its certificate's
    validity (a QR made outside it is not judged by it)."""

    name: str
    key: rsa.RSAPublicKey
    valid_from: dt.datetime
    valid_to: dt.datetime

    def covers(self, moment: dt.datetime) -> bool:
        """Whether a QR made at ``moment`` falls within this key's validity."""
        return self.valid_from <= moment <= self.valid_to


def keys_of_certificates(pem: bytes) -> tuple[TrustedKey, ...]:
    """The RSA keys of the PEM certificates in ``pem``, each with its certificate's dates."""
    keys = []
    for certificate in x509.load_pem_x509_certificates(pem):
        key = certificate.public_key()
        if not isinstance(key, rsa.RSAPublicKey):
            raise ValueError("a Secure QR certificate holds an RSA key")
        keys.append(
            TrustedKey(
                name=certificate.subject.rfc4514_string(),
                key=key,
                valid_from=certificate.not_valid_before_utc,
                valid_to=certificate.not_valid_after_utc,
            )
        )
    return tuple(keys)


@functools.cache
def uidai_keys() -> tuple[TrustedKey, ...]:
    """The keys UIDAI published for its Secure QR, old and current (shipped with the app)."""
    return keys_of_certificates(KEYS_FILE.read_bytes())


@functools.cache
def training_keys() -> tuple[TrustedKey, ...]:
    """The training sandbox's test key: its sample cards pass only while the service is the
    sandbox; never trusted against the live service."""
    return keys_of_certificates(TRAINING_KEYS_FILE.read_bytes())


def trusted_keys(training: bool) -> tuple[TrustedKey, ...]:
    """The keys a card is judged by: UIDAI's, and the sandbox's test key while ``training``."""
    return uidai_keys() + (training_keys() if training else ())


@dataclass(frozen=True, slots=True)
class AadhaarCard:
    """What a counter keeps of an Aadhaar QR: nothing else is read into it.

    ``genuine``: UIDAI's signature held against a key it published (never for the XML QR,
    which is unsigned); ``birth_date`` is None when the card gives only ``birth_year``."""

    layout: Layout
    name: str
    gender: str
    birth_year: int
    birth_date: dt.date | None
    last_four: str
    genuine: bool

    def age_on(self, day: dt.date) -> int:
        """Age in whole years on ``day``; a year of birth alone counts from its 1 January, as
        UIDAI records a resident who declared only the year."""
        birth = self.birth_date or dt.date(self.birth_year, 1, 1)
        had_birthday = (day.month, day.day) >= (birth.month, birth.day)
        return day.year - birth.year - (0 if had_birthday else 1)


# --- the number and its bytes ------------------------------------------------------------------


def _number(digits: str) -> int:
    """``digits`` as an integer, in pieces: Python refuses ``int()`` of more than 4,300
    digits at once, and a Secure QR has up to 7,089."""
    value = 0
    step = 1000
    for start in range(0, len(digits), step):
        piece = digits[start : start + step]
        value = value * 10 ** len(piece) + int(piece)
    return value


def _bytes_of(value: int) -> bytes:
    return value.to_bytes((value.bit_length() + 7) // 8 or 1, "big")


def _compressed(data: bytes) -> bool:
    return data.startswith(GZIP_MAGIC) or (len(data) > 1 and data[0] == ZLIB_CMF)


def _was_cut(value: int, missing_at_most: int) -> bool:
    """Whether ``value`` reads as the head of a gzip stream once digits are put back at its
    end: what a scan cut short looks like (its leading bytes are the real code's)."""
    head = int.from_bytes(GZIP_MAGIC + b"\x08", "big")
    for _ in range(missing_at_most):
        value *= 10
        # The top three bytes of the value's big-endian bytes, as ``_bytes_of`` lays them out.
        if value >> ((value.bit_length() + 7) // 8 * 8 - 24) == head:
            return True
    return False


class BoundedInflater:
    """Inflates a gzip or zlib stream piece by piece, counting what it produced, and stops as
    soon as the count passes ``limit``: a bomb is never unpacked whole.

    ``produced``: the bytes inflated so far (read by tests to show where it stopped)."""

    def __init__(self, limit: int = MAX_INFLATED, step: int = INFLATE_STEP) -> None:
        self.limit = limit
        self.step = step
        self.produced = 0

    def inflate(self, data: bytes) -> bytes:
        """The whole inflated stream; ``AadhaarQrError`` (bomb, cut, not a stream) otherwise."""
        # wbits 32 + 15: a gzip or a zlib header, either taken.
        inflater = zlib.decompressobj(wbits=47)
        out = bytearray()
        pending = data
        try:
            while True:
                piece = inflater.decompress(pending, self.step)
                self.produced += len(piece)
                if self.produced > self.limit:
                    raise AadhaarQrError(Fault.BOMB, self.produced)
                out += piece
                pending = inflater.unconsumed_tail
                if inflater.eof:
                    return bytes(out)
                if not pending and not piece:
                    # Every byte given, the stream not ended: the code was cut short.
                    raise AadhaarQrError(Fault.CUT, self.produced)
        except zlib.error as error:
            raise AadhaarQrError(Fault.NOT_SECURE_QR, self.produced) from error


# --- the fields --------------------------------------------------------------------------------


def _split_fields(data: bytes, count: int) -> tuple[list[bytes], int]:
    """The first ``count`` delimited fields and where the rest (photo onwards) starts."""
    fields = []
    start = 0
    for _ in range(count):
        end = data.find(DELIMITER, start)
        if end < 0:
            raise AadhaarQrError(Fault.NOT_SECURE_QR)
        fields.append(data[start:end])
        start = end + 1
    return fields, start


def _text(field: bytes) -> str:
    return field.decode(ENCODING).strip()


def _gender(text: str) -> str:
    return _GENDERS.get(text.strip().upper(), "")


def _birth(text: str) -> tuple[int, dt.date | None]:
    """(year, date) of a date of birth given as ``DD-MM-YYYY`` (or with slashes), or a year
    alone (``YYYY``)."""
    text = text.strip()
    if re.fullmatch(r"[0-9]{4}", text):
        return int(text), None
    for pattern in ("%d-%m-%Y", "%d/%m/%Y", "%Y-%m-%d"):
        try:
            day = dt.datetime.strptime(text, pattern).date()
        except ValueError:
            continue
        return day.year, day
    raise AadhaarQrError(Fault.NOT_SECURE_QR)


def _reference(text: str) -> tuple[str, dt.datetime]:
    """The last four digits and the moment of a reference id (India's time)."""
    if not re.fullmatch(f"[0-9]{{{REFERENCE_DIGITS}}}", text):
        raise AadhaarQrError(Fault.NOT_SECURE_QR)
    try:
        made = dt.datetime.strptime(text[4:18], "%Y%m%d%H%M%S")
    except ValueError as error:
        raise AadhaarQrError(Fault.NOT_SECURE_QR) from error
    made = made.replace(microsecond=int(text[18:]) * 1000, tzinfo=SERVICE_TZ)
    return text[:4], made


def _hash_bytes(indicator: bytes) -> int:
    """How many hash bytes sit before the signature in the 2019 layout: one 32-byte SHA-256
    per contact the indicator says is linked (0 none, 1 and 2 one, 3 both)."""
    text = indicator.decode(ENCODING).strip()
    if text not in ("0", "1", "2", "3"):
        raise AadhaarQrError(Fault.NOT_SECURE_QR)
    return HASH_BYTES * ((1 if text in ("1", "3") else 0) + (1 if text in ("2", "3") else 0))


def _check_signature(
    signed: bytes, signature: bytes, made: dt.datetime, keys: Iterable[TrustedKey]
) -> None:
    """UIDAI's signature over ``signed`` must hold against a trusted key valid when the QR was
    made. A key that opens the signature to a digest of other bytes is an altered code; no key
    opening it at all, a key UIDAI never published. No key held for the QR's time: it cannot be
    judged (a card newer than the keys shipped)."""
    keys = tuple(keys)
    candidates = [key for key in keys if key.covers(made)]
    if not candidates:
        raise AadhaarQrError(Fault.NO_KEY_THEN)
    for trusted in candidates:
        try:
            trusted.key.verify(signature, signed, padding.PKCS1v15(), hashes.SHA256())
        except InvalidSignature:
            continue
        return
    for trusted in candidates:
        try:
            trusted.key.recover_data_from_signature(signature, padding.PKCS1v15(), None)
        except (InvalidSignature, ValueError):
            continue
        raise AadhaarQrError(Fault.BAD_SIGNATURE)
    raise AadhaarQrError(Fault.UNKNOWN_KEY)


def _secure_card(data: bytes, keys: Iterable[TrustedKey]) -> AadhaarCard:
    later = bool(_VERSION.fullmatch(data[:3].split(bytes([DELIMITER]))[0]))
    count = FIELDS_LATER if later else FIELDS_2019
    fields, rest = _split_fields(data, count)
    if later:
        fields = fields[1:]  # the version: which layout, nothing to keep
        hashes_size = 0
    else:
        hashes_size = _hash_bytes(fields[0])
    # The photo takes at least a byte; the hashes and the signature come after it.
    if len(data) - rest < SIGNATURE_BYTES + hashes_size + 1:
        raise AadhaarQrError(Fault.CUT)
    last_four, made = _reference(_text(fields[_REFERENCE]))
    _check_signature(data[:-SIGNATURE_BYTES], data[-SIGNATURE_BYTES:], made, keys)
    name = _text(fields[_NAME])
    year, birth_date = _birth(_text(fields[_BIRTH]))
    if not name:
        raise AadhaarQrError(Fault.NOT_SECURE_QR)
    return AadhaarCard(
        layout=Layout.SECURE_LATER if later else Layout.SECURE_2019,
        name=name,
        gender=_gender(_text(fields[_GENDER])),
        birth_year=year,
        birth_date=birth_date,
        last_four=last_four,
        genuine=True,
    )


def _xml_card(text: str) -> AadhaarCard:
    """The older cards' unsigned XML QR: the name, gender and year (or date) of birth, and only
    the last four digits of its ``uid`` (the whole number is dropped here)."""
    if len(text) > MAX_XML_CHARS:
        raise AadhaarQrError(Fault.TOO_LONG)
    if "<!" in text:
        # No document type, no entities: nothing the parser could be made to expand.
        raise AadhaarQrError(Fault.NOT_SECURE_QR)
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as error:
        unfinished = "PrintLetterBarcodeData" in text and not text.rstrip().endswith(">")
        raise AadhaarQrError(Fault.CUT if unfinished else Fault.NOT_SECURE_QR) from error
    if root.tag != "PrintLetterBarcodeData":
        raise AadhaarQrError(Fault.NOT_SECURE_QR)
    uid = root.get("uid", "").replace(" ", "")
    name = root.get("name", "").strip()
    if not (_DIGITS.fullmatch(uid) and len(uid) == 12) or not name:
        raise AadhaarQrError(Fault.NOT_SECURE_QR)
    dob = root.get("dob", "").strip()
    year, birth_date = _birth(dob) if dob else _birth(root.get("yob", "").strip())
    return AadhaarCard(
        layout=Layout.XML,
        name=name,
        gender=_gender(root.get("gender", "")),
        birth_year=year,
        birth_date=birth_date,
        last_four=uid[-4:],
        genuine=False,
    )


def is_aadhaar_scan(text: str) -> bool:
    """Whether ``text`` (a line the imager typed) is meant as an Aadhaar QR: a run of digits far
    longer than any other number a counter types, or the older cards' XML."""
    text = text.strip()
    return (text.isdigit() and len(text) > 100) or text.startswith(
        ("<?xml", "<PrintLetterBarcodeData")
    )


def read_aadhaar_qr(
    text: str, keys: Sequence[TrustedKey], inflater: BoundedInflater | None = None
) -> AadhaarCard:
    """The card an imager's scan (``text``) holds, checked; ``AadhaarQrError`` with its fault
    otherwise, having kept nothing. ``keys``: those a Secure QR's signature is judged by."""
    text = text.strip()
    if text.startswith("<"):
        return _xml_card(text)
    if not text.isdigit():
        raise AadhaarQrError(Fault.NOT_SECURE_QR)
    if len(text) > MAX_DIGITS:
        raise AadhaarQrError(Fault.TOO_LONG)
    value = _number(text)
    data = _bytes_of(value)
    if not _compressed(data):
        raise AadhaarQrError(
            Fault.CUT if _was_cut(value, MAX_DIGITS - len(text)) else Fault.NOT_SECURE_QR
        )
    inflated = (inflater or BoundedInflater()).inflate(data)
    return _secure_card(inflated, keys)
