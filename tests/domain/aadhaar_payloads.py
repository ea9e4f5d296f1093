"""A writer of Aadhaar Secure QRs to UIDAI's specification, independent of the reader under test:
the fields joined by the byte 255 in ISO-8859-1, the photo, the e-mail and mobile hashes as the
indicator says (2019 layout) or the mobile's last four digits (the later layout), UIDAI's
SHA-256 with RSA signature over it all, gzip, and the bytes as one base-10 number.

``python -m tests.domain.aadhaar_payloads`` makes the training sandbox's test key again: a new
certificate in ``app/domain`` and the sample cards signed by it (the private key is dropped)."""

from __future__ import annotations

import datetime as dt
import gzip
import hashlib
import json
import zlib
from dataclasses import dataclass, field

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from cryptography.x509.oid import NameOID

from app.domain.aadhaar import verhoeff_digit
from app.domain.aadhaar_qr import TRAINING_CARDS_FILE, TRAINING_KEYS_FILE

IST = dt.timezone(dt.timedelta(hours=5, minutes=30))
# What a counter must never keep: searched for in every byte written or sent.
ADDRESS = (
    "S/O Mohan Lal",
    "South Andaman",
    "Near Lotus Pond Temple",
    "House 14 Marigold Lane",
    "Junglighat",
    "744103",
    "Junglighat PO",
    "Andaman and Nicobar Islands",
    "Marigold Lane",
    "Port Blair",
    "Junglighat Ward",
)
ADDRESS_MARK = "Marigold Lane"
# A JPEG 2000 codestream's start, then bytes with the delimiter 255 among them, as a photo has.
PHOTO = b"\xff\x4f\xff\x51\x00\x2f" + bytes(range(256)) * 3 + b"PHOTO-OF-THE-RESIDENT\xff\xd9"
PHOTO_MARK = b"PHOTO-OF-THE-RESIDENT"
EMAIL = "resident@example.in"
MOBILE = "9812345678"
TRAINING_CERTIFICATE = TRAINING_KEYS_FILE
TRAINING_CARDS = TRAINING_CARDS_FILE


def new_key() -> rsa.RSAPrivateKey:
    """A 2048-bit RSA key, as UIDAI's."""
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


def certificate(
    key: rsa.RSAPrivateKey,
    name: str = "Test signer",
    valid_from: dt.datetime = dt.datetime(2018, 1, 1, tzinfo=dt.UTC),
    valid_to: dt.datetime = dt.datetime(2040, 1, 1, tzinfo=dt.UTC),
) -> bytes:
    """A self-signed PEM certificate of ``key``'s public half, valid between the two dates."""
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name)])
    cert = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(valid_from)
        .not_valid_after(valid_to)
        .sign(key, hashes.SHA256())
    )
    return cert.public_bytes(serialization.Encoding.PEM)


def _hash(value: str, last_digit: str) -> bytes:
    """UIDAI's hash of an e-mail or mobile: SHA-256 applied 1 + last digit times (0 counts 1)."""
    digest = value.encode()
    for _ in range(max(int(last_digit), 1)):
        digest = hashlib.sha256(digest).hexdigest().encode()
    return bytes.fromhex(digest.decode())


@dataclass(frozen=True)
class Card:
    """The details a Secure QR holds."""

    name: str = "Ravi Kumar"
    dob: str = "12-03-1990"  # or "1990" alone
    gender: str = "M"
    last_four: str = "1234"
    made: dt.datetime = dt.datetime(2022, 6, 1, 10, 30, 15, 123000, tzinfo=IST)
    later: bool = False  # the later layout (version field, mobile's last four)
    email: bool = False
    mobile: bool = False
    address: tuple[str, ...] = ADDRESS
    photo: bytes = field(default=PHOTO, repr=False)

    @property
    def reference(self) -> str:
        """The reference id: the last four digits, then when the QR was made."""
        return self.last_four + self.made.strftime("%Y%m%d%H%M%S") + f"{self.made:%f}"[:3]

    def signed_bytes(self) -> bytes:
        """Everything the signature covers, as the specification lays it out."""
        indicator = (1 if self.email else 0) + (2 if self.mobile else 0)
        text = [str(indicator), self.reference, self.name, self.dob, self.gender, *self.address]
        if self.later:
            text = ["V2", *text, MOBILE[-4:] if self.mobile else ""]
        body = b"\xff".join(part.encode("iso-8859-1") for part in text) + b"\xff" + self.photo
        if not self.later:
            if self.email:
                body += _hash(EMAIL, self.last_four[-1])
            if self.mobile:
                body += _hash(MOBILE, self.last_four[-1])
        return body

    def payload(self, key: rsa.RSAPrivateKey) -> bytes:
        """The decompressed QR: the signed bytes and ``key``'s signature over them."""
        signed = self.signed_bytes()
        return signed + key.sign(signed, padding.PKCS1v15(), hashes.SHA256())


def digits(payload: bytes, compress: str = "gzip") -> str:
    """The number the imager types for ``payload`` compressed (``gzip`` or ``zlib``)."""
    packed = gzip.compress(payload, mtime=0) if compress == "gzip" else zlib.compress(payload)
    return decimal(int.from_bytes(packed, "big"))


def decimal(value: int) -> str:
    """``value`` in base 10, in pieces of 1,000 digits (Python's ``str`` stops at 4,300)."""
    pieces = []
    while value >= 10**1000:
        value, piece = divmod(value, 10**1000)
        pieces.append(f"{piece:01000d}")
    return str(value) + "".join(reversed(pieces))


def number_ending(last_four: str) -> str:
    """A valid Aadhaar number (Verhoeff's check digit last) ending in ``last_four``."""
    for middle in range(10**7):
        body = f"4{middle:07d}{last_four[:3]}"
        if verhoeff_digit(body) == last_four[3]:
            return body + last_four[3]
    raise ValueError(f"no number ends in {last_four}")


def xml_card(uid: str = "499118665246", yob: str = "1985", dob: str = "") -> str:
    """The older cards' unsigned XML QR."""
    born = f' dob="{dob}"' if dob else ""
    return (
        '<?xml version="1.0" encoding="UTF-8"?> <PrintLetterBarcodeData '
        f'uid="{uid}" name="Arjun Singh" gender="M" yob="{yob}"{born} co="S/O Mohan Lal" '
        'house="House 14" street="Marigold Lane" loc="Junglighat" vtc="Port Blair" '
        'dist="South Andaman" state="Andaman and Nicobar Islands" pc="744103"/>'
    )


# The training cards: a 2019 card with a date of birth and both contacts linked, and the
# mAadhaar app's later layout with a year of birth alone.
TRAINING_SAMPLES = (
    Card(
        name="Meera Nair", dob="21-07-1988", gender="F", last_four="4821", email=True, mobile=True
    ),
    Card(
        name="Arun Pillai",
        dob="1979",
        last_four="7306",
        later=True,
        mobile=True,
        made=dt.datetime(2024, 9, 12, 16, 5, 44, 901000, tzinfo=IST),
    ),
)


def make_training_cards() -> None:
    """A new training key: its certificate and the sample cards it signs, written to app/domain."""
    key = new_key()
    TRAINING_CERTIFICATE.write_bytes(certificate(key, "Counterdesk training cards (SANDBOX only)"))
    # Each with its whole number (Verhoeff's digit last, ending in the QR's last four), for a
    # trip that needs the number: a trainee types it from F1 rather than inventing one.
    cards = [
        {
            "name": card.name,
            "number": number_ending(card.last_four),
            "qr": digits(card.payload(key)),
        }
        for card in TRAINING_SAMPLES
    ]
    TRAINING_CARDS.write_text(json.dumps(cards, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    make_training_cards()
