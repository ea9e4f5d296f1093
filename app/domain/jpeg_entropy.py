"""Whether a JPEG scan's entropy-coded data holds every block its frame needs, without decoding.

A JPEG cut short and given back its end-of-image marker is whole to every check of its markers,
and libjpeg decodes it, filling the missing blocks with grey and only warning. The one way to
tell is to walk the Huffman-coded data, block by block, and see whether it ends (at a marker)
before the frame's last block. Nothing is dequantised or transformed: each Huffman code is
looked up in a table keyed by the next 16 bits, which gives how many bits the code and the
magnitude bits after it take and how far it moves along the block's 64 coefficients.

Walked: every scan of a Huffman-coded sequential frame (baseline or extended) and of a
progressive one. A progressive frame's AC refinement scans give a correction bit to each
coefficient an earlier scan made non-zero, so the walk keeps, for each block, those
coefficients as the bits of one int; and the scans together must bring every coefficient of
every component to full precision.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import Enum
from functools import cache, lru_cache
from itertools import groupby

# Zero bytes after a piece of data, for the 16-bit look-ups past its end: a whole MCU (at most
# 10 blocks of 64 codes of at most 16 + 15 bits, 2,480 bytes) fits in it; zeros always decode
# (the first code of a Huffman table is all zeros), so a walk past the end is caught by its
# position.
_PAD = b"\x00" * 4096
# The standard's limit (libjpeg refuses more), which _PAD is sized for.
_MCU_BLOCKS_MAX = 10
_KEY_BITS = 16
_KEY_MASK = (1 << _KEY_BITS) - 1
# A look-up entry's fields (see ``Lookup``).
_TAKEN = 8
_EOB = 128
_MOVE = 127
_INVALID = _MOVE  # moves past any block: only the one-code path reads it, and refuses it
# In a progressive AC table (never joined): the code makes a coefficient non-zero; it moves 16
# at most, so the bit is free.
_SETS = 64
_RUN = _SETS - 1
_COEFFICIENTS = 64
# How many codes one look-up of a sequential AC table reads at most: 3 cover 16 bits of the
# 4- to 6-bit codes (with their magnitude bits) most blocks are made of.
_CODES_JOINED = 3


# The tables of the JPEG standard's annex K.3, by class (0 DC, 1 AC) times 16 plus id: libjpeg
# uses them for a scan whose frame defines none (as a motion-JPEG frame, which some webcams
# save as it is), so the walk does too. Each: 16 counts of codes by length, then the symbols.
_AC_LUMINANCE = (
    "01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a"
    "25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a"
    "838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2"
    "d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9fa"
)
_AC_CHROMINANCE = (
    "000102031104052131061241510761711322328108144291a1b1c109233352f0156272d10a162434e125f117"
    "18191a262728292a35363738393a434445464748494a535455565758595a636465666768696a737475767778"
    "797a82838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7"
    "c8c9cad2d3d4d5d6d7d8d9dae2e3e4e5e6e7e8e9eaf2f3f4f5f6f7f8f9fa"
)
STANDARD_TABLES: dict[int, tuple[bytes, bytes]] = {
    0x00: (bytes.fromhex("00010501010101010100000000000000"), bytes(range(12))),
    0x01: (bytes.fromhex("00030101010101010101010000000000"), bytes(range(12))),
    0x10: (bytes.fromhex("0002010303020403050504040000017d"), bytes.fromhex(_AC_LUMINANCE)),
    0x11: (bytes.fromhex("00020102040403040705040400010277"), bytes.fromhex(_AC_CHROMINANCE)),
}


class Fault(Enum):
    """Why a scan's data is not whole."""

    CUT_SHORT = "cut short"
    BAD_CODE = "bad code"
    BAD_TABLE = "bad table"
    BAD_SCAN = "bad scan"


@dataclass(frozen=True, slots=True)
class Component:
    """One component of a frame: its id and sampling factors."""

    ident: int
    h: int
    v: int


@dataclass(frozen=True, slots=True)
class Frame:
    """A frame's size in pixels and its components."""

    width: int
    height: int
    components: tuple[Component, ...]

    @property
    def h_max(self) -> int:
        """The largest horizontal sampling factor."""
        return max(c.h for c in self.components)

    @property
    def v_max(self) -> int:
        """The largest vertical sampling factor."""
        return max(c.v for c in self.components)

    def blocks(self, component: Component) -> tuple[int, int]:
        """How many 8x8 blocks wide and high ``component`` is (a scan of it alone codes these)."""
        width = -(-self.width * component.h // self.h_max)
        height = -(-self.height * component.v // self.v_max)
        return -(-width // 8), -(-height // 8)

    def mcus(self) -> tuple[int, int]:
        """How many MCUs wide and high an interleaved scan is."""
        return -(-self.width // (8 * self.h_max)), -(-self.height // (8 * self.v_max))


@dataclass(frozen=True, slots=True)
class ScanHeader:
    """A scan's components with their DC and AC tables, and its progressive parameters."""

    components: tuple[tuple[Component, int, int], ...]
    start: int  # Ss: the first coefficient
    end: int  # Se: the last coefficient
    high: int  # Ah: the bit position the last scan of these coefficients stopped at
    low: int  # Al: the bit position this one stops at


# Compared and hashed as itself: one object per DHT table (``huffman_lookup`` keeps them), so a
# pair of them keys ``block_lookup``.
@dataclass(frozen=True, slots=True, eq=False)
class Lookup:
    """A Huffman table as look-ups keyed by the next 16 bits of data.

    An entry is the bits taken (codes and the bits after them) shifted by ``_TAKEN``, ``_EOB``
    when the last code ends the block, and how many coefficients the codes move. ``one`` reads
    one code an entry (``_INVALID`` where no code starts); ``many`` reads as many whole codes as
    the 16 bits hold, up to an end of block, moving at most 63 coefficients.
    """

    one: list[int]
    many: list[int]
    # The code of symbol 0 (a DC difference of 0; an AC end of block) and its length in bits,
    # None when the table has none: a plain block is its DC table's then its AC table's.
    nothing: tuple[int, int] | None = None


@lru_cache(maxsize=16)
def huffman_lookup(counts: bytes, symbols: bytes, dc: bool, progressive: bool) -> Lookup | None:
    """The look-ups of a DHT table, or None when its codes overflow 16 bits."""
    one = [_INVALID] * (1 << _KEY_BITS)
    code = 0
    index = 0
    nothing = None
    for length, count in enumerate(counts, start=1):
        for symbol in symbols[index : index + count]:
            if code >= 1 << length:
                return None
            if symbol == 0:
                nothing = (code, length)
            run, size = symbol >> 4, symbol & 15
            if dc:
                entry = (length + symbol) << _TAKEN | 1
            elif size == 0 and run != 15:
                # End of block; in a progressive scan, of a run of bands told in ``run`` bits.
                bands = run if progressive else 0
                entry = (length + bands) << _TAKEN | _EOB | bands
            else:
                sets = _SETS if progressive and size else 0
                entry = (length + size) << _TAKEN | sets | (run + 1)
            low = code << (_KEY_BITS - length)
            high = (code + 1) << (_KEY_BITS - length)
            one[low:high] = [entry] * (high - low)
            code += 1
        index += count
        code <<= 1
    many = _joined(one) if not (dc or progressive) else one
    return Lookup(one, many, nothing)


# An MCU of plain blocks is compared with the next 32 bits of data at once.
_PLAIN_BITS_MAX = 32


# Up to three codes of at most 16 coefficients each never move past a block's 64, so a joined
# entry needs no check of its move.
assert _CODES_JOINED * 16 < _COEFFICIENTS


def _joined(one: list[int]) -> list[int]:
    """``one`` with up to ``_CODES_JOINED`` whole codes read by each entry, stopping at an end of
    block. Built by runs of equal entries, not key by key (65,536 keys, twice, held a first scan's
    check for about 50 ms): what the codes after an entry add depends only on the key's bits after
    it (``_after``)."""
    after = _after(one)
    many: list[int] = []
    for entry, run in _runs(one):
        taken = entry >> _TAKEN
        if entry & _EOB or entry == _INVALID or taken >= _KEY_BITS:
            many.extend([entry] * run)
            continue
        then = after(_KEY_BITS - taken, _CODES_JOINED - 1)
        many.extend(list(map(entry.__add__, then)) * (run // len(then)))
    return many


@lru_cache(maxsize=16)
def block_lookup(dc: Lookup, ac: Lookup) -> list[int]:
    """A sequential scan's look-up of a block's start: its DC code and magnitude bits, then up to
    ``_CODES_JOINED`` whole AC codes of ``ac`` after them where they fit in the 16-bit key (a
    plain block is read in one), stopping at an end of block. An entry moves one coefficient
    for the DC value plus those the AC codes move."""
    after = _after(ac.one)
    start: list[int] = []
    for entry, run in _runs(dc.one):
        taken = entry >> _TAKEN
        if entry == _INVALID or taken >= _KEY_BITS:
            start.extend([entry] * run)
            continue
        then = after(_KEY_BITS - taken, _CODES_JOINED)
        start.extend(list(map(entry.__add__, then)) * (run // len(then)))
    return start


def _runs(entries: list[int]) -> Iterator[tuple[int, int]]:
    """Each run of equal adjacent entries: the entry and its length."""
    for entry, group in groupby(entries):
        yield entry, len(list(group))


def _after(one: list[int]) -> Callable[[int, int], list[int]]:
    """``after(width, codes)``: for each value of a key's last ``width`` bits, what reading up to
    ``codes`` whole codes from them adds to an entry (0 where no code fits)."""

    @cache
    def after(width: int, codes: int) -> list[int]:
        firsts = one[:: 1 << (_KEY_BITS - width)]  # the code at the top of those bits
        added: list[int] = []
        for entry, run in _runs(firsts):
            taken = entry >> _TAKEN
            if entry == _INVALID or taken > width:
                added.extend([0] * run)
            elif entry & _EOB or codes == 1:
                added.extend([entry] * run)
            else:
                then = after(width - taken, codes - 1)
                added.extend(list(map(entry.__add__, then)) * (run // len(then)))
        return added

    return after


def _words(piece: bytes) -> array[int]:
    """The 32 bits starting at each byte of ``piece`` (then its padding), as one array."""
    data = piece + _PAD
    count = len(data) - 3
    words = array("I", bytes(4 * count))
    for offset in range(4):
        aligned = array("I")
        usable = (len(data) - offset) // 4
        aligned.frombytes(data[offset : offset + 4 * usable])
        if sys.byteorder == "little":
            aligned.byteswap()  # each word read big-endian, as the data's bits run
        slots = len(range(offset, count, 4))
        words[offset:count:4] = aligned[:slots]
    return words


def _pieces(data: bytes, start: int) -> tuple[list[bytes], int] | None:
    """The restart intervals of the entropy-coded data at ``start`` (byte stuffing undone) and
    where the marker that ends it is; None when no marker ends it."""
    pieces = []
    begin = position = start
    size = len(data)
    while True:
        found = data.find(b"\xff", position)
        if found < 0 or found + 1 >= size:
            return None
        following = data[found + 1]
        if following == 0:
            position = found + 2
            continue
        pieces.append(data[begin:found].replace(b"\xff\x00", b"\xff"))
        if 0xD0 <= following <= 0xD7:
            begin = position = found + 2
            continue
        return pieces, found


def plain_mcu(blocks: list[tuple[Lookup, Lookup]]) -> tuple[int, int] | None:
    """The bits of an MCU of plain blocks (each a DC difference of 0 and at once the end of
    block: a flat area, as a page's margin) and how many there are; None when a table has no
    such code or the MCU's take more than 32 bits."""
    pattern = size = 0
    for dc, ac in blocks:
        if dc.nothing is None or ac.nothing is None:
            return None
        for code, length in (dc.nothing, ac.nothing):
            pattern, size = pattern << length | code, size + length
    return (pattern, size) if 0 < size <= _PLAIN_BITS_MAX else None


def _walk_blocks(
    piece: bytes,
    mcus: int,
    blocks: list[tuple[list[int], Lookup | None]],
    plain: tuple[int, int] | None = None,
) -> Fault | None:
    """Walk ``mcus`` MCUs of ``blocks`` (each a DC look-up and an AC one, None in a DC scan)
    through ``piece``; an MCU whose bits are ``plain`` (``plain_mcu``) is passed in one step."""
    words = _words(piece)
    bits = 8 * len(piece)
    position = 0
    # Past any 32 bits when there is no plain MCU: the comparison never holds.
    pattern, size = plain if plain is not None else (-1, 0)
    unused = _PLAIN_BITS_MAX - size
    for _ in range(mcus):
        if position > bits:
            return Fault.CUT_SHORT
        # The 32 bits from ``position``: a prefix code read as it stands is what the blocks'
        # look-ups would read, one code after another, with nothing left over.
        at, shift = position >> 3, position & 7
        if ((words[at] << shift | words[at + 4] >> (32 - shift)) & 0xFFFFFFFF) >> unused == pattern:
            position += size
            continue
        for start, ac in blocks:
            entry = start[(words[position >> 3] >> (16 - (position & 7))) & 0xFFFF]
            if entry == _INVALID:
                return Fault.BAD_CODE
            position += entry >> 8
            if ac is None or entry & 128:
                continue
            many = ac.many
            k = entry & 127
            while True:
                entry = many[(words[position >> 3] >> (16 - (position & 7))) & 0xFFFF]
                k += entry & 127
                if k < 64:
                    position += entry >> 8
                    if entry & 128:
                        break
                    continue
                if k == 64 and not entry & 128:
                    position += entry >> 8
                    break
                # The codes read at once run past this block's end (or are not codes).
                position = _rest_of_block(words, position, k - (entry & 127), ac.one)
                if position < 0:
                    return Fault.BAD_CODE
                break
    return Fault.CUT_SHORT if position > bits else None


def _rest_of_block(words: array[int], position: int, k: int, one: list[int]) -> int:
    """Where a block's codes from coefficient ``k`` on end, read one at a time; -1 if one is
    not a code. A run past the block's end ends it, as libjpeg reads it."""
    while k < _COEFFICIENTS:
        entry = one[(words[position >> 3] >> (16 - (position & 7))) & _KEY_MASK]
        if entry == _INVALID:
            return -1
        position += entry >> _TAKEN
        if entry & _EOB:
            break
        k += entry & _MOVE
    return position


def _walk_first_ac(
    piece: bytes, ac: list[int], scan: ScanHeader, nonzero: list[int], first: int, count: int
) -> Fault | None:
    """Walk blocks ``first`` to ``first + count`` of a progressive first AC scan through
    ``piece``, marking in ``nonzero`` the coefficients it makes non-zero; an end-of-band run
    covers this block and the next ``run`` ones."""
    words = _words(piece)
    bits = 8 * len(piece)
    position = 0
    skip = 0
    for block in range(first, first + count):
        if position > bits:
            return Fault.CUT_SHORT
        if skip:
            skip -= 1
            continue
        k = scan.start
        made = 0
        while k <= scan.end:
            entry = ac[(words[position >> 3] >> (16 - (position & 7))) & _KEY_MASK]
            if entry == _INVALID:
                return Fault.BAD_CODE
            if entry & _EOB:
                position, skip = _end_of_bands(words, position, entry)
                break
            position += entry >> _TAKEN
            k += entry & _RUN
            if entry & _SETS:
                made |= 1 << (k - 1)
        nonzero[block] |= made
    return Fault.CUT_SHORT if position > bits else None


def _end_of_bands(words: array[int], position: int, entry: int) -> tuple[int, int]:
    """Where the bits of the end-of-band ``entry`` at ``position`` end, and how many blocks
    after this one the run covers: 2**r - 1 plus the r bits after the code."""
    run_bits = entry & _MOVE
    position += (entry >> _TAKEN) - run_bits
    extra = words[position >> 3] >> (32 - (position & 7) - run_bits)
    return position + run_bits, (1 << run_bits) - 1 + (extra & ((1 << run_bits) - 1))


def _walk_ac_refinement(
    piece: bytes, ac: list[int], scan: ScanHeader, nonzero: list[int], first: int, count: int
) -> Fault | None:
    """Walk blocks ``first`` to ``first + count`` of a progressive AC refinement scan.

    Each coefficient an earlier scan made non-zero takes one correction bit wherever the walk
    passes it; a code skips ``run`` coefficients still zero and lands on the next (making it
    non-zero when it carries a sign bit); an end-of-band run leaves only correction bits.
    """
    words = _words(piece)
    bits = 8 * len(piece)
    position = 0
    band = (1 << (scan.end + 1)) - (1 << scan.start)
    # The band's coefficients from k on, for each k.
    tails = [band & -(1 << k) for k in range(_COEFFICIENTS + 1)]
    block, last = first, first + count
    while block < last:
        if position > bits:
            return Fault.CUT_SHORT
        known = nonzero[block]
        k = scan.start
        made = 0
        while k <= scan.end:
            entry = ac[(words[position >> 3] >> (16 - (position & 7))) & _KEY_MASK]
            if entry == _INVALID:
                return Fault.BAD_CODE
            rest = tails[k]
            if entry & _EOB:
                # An end-of-band run: this block and 2**r - 1 + (r bits after the code) more,
                # each with only its correction bits.
                run_bits = entry & _MOVE
                position += (entry >> _TAKEN) - run_bits
                extra = words[position >> 3] >> (32 - (position & 7) - run_bits)
                position += run_bits + (known & rest).bit_count()
                skip = min((1 << run_bits) - 1 + (extra & ((1 << run_bits) - 1)), last - block - 1)
                position += sum(
                    (mask & band).bit_count() for mask in nonzero[block + 1 : block + 1 + skip]
                )
                nonzero[block] = known | made
                made = 0
                block += skip
                break
            position += entry >> _TAKEN
            if not known & rest:  # nothing non-zero from k on: a plain run, no correction bits
                k += entry & _RUN
                if entry & _SETS and k <= scan.end + 1:
                    made |= 1 << (k - 1)
                continue
            zeros = rest & ~known
            for _ in range((entry & _RUN) - 1):
                zeros &= zeros - 1
            if not zeros:  # the run goes past the band: every correction bit left is read
                position += (known & rest).bit_count()
                break
            target = zeros & -zeros
            position += (known & rest & (target - 1)).bit_count()
            if entry & _SETS:
                made |= target
            k = target.bit_length()
        if made:
            nonzero[block] = known | made
        block += 1
    return Fault.CUT_SHORT if position > bits else None


def walk_scan(
    data: bytes,
    start: int,
    frame: Frame,
    scan: ScanHeader,
    dc_tables: dict[int, Lookup],
    ac_tables: dict[int, Lookup],
    restart_interval: int,
    precision: Precision | None,
) -> tuple[Fault | None, int]:
    """Walk the scan whose entropy-coded data starts at ``start``: a fault or None, and where
    the marker after it is (``len(data)`` when none ends it). ``precision`` is a progressive
    frame's, None for a sequential one."""
    found = _pieces(data, start)
    if found is None:
        return Fault.CUT_SHORT, len(data)
    pieces, after = found
    if len(scan.components) == 1:
        component = scan.components[0][0]
        wide, high = frame.blocks(component)
        total = wide * high
        per_mcu = [scan.components[0]]
    else:
        wide, high = frame.mcus()
        total = wide * high
        per_mcu = [entry for entry in scan.components for _ in range(entry[0].h * entry[0].v)]
        if len(per_mcu) > _MCU_BLOCKS_MAX:
            return Fault.BAD_SCAN, after
    progressive = precision is not None
    refining = progressive and scan.high > 0
    of_ac = progressive and scan.start > 0
    try:
        blocks = [
            _block_tables(dc_tables, ac_tables, dc, ac, progressive, of_ac) for _, dc, ac in per_mcu
        ]
        ac_band = ac_tables[per_mcu[0][2]].one if of_ac else []
        plain = (
            None
            if progressive
            else plain_mcu([(dc_tables[dc], ac_tables[ac]) for _, dc, ac in per_mcu])
        )
    except KeyError:
        return Fault.BAD_TABLE, after
    nonzero = precision.nonzero(frame, per_mcu[0][0]) if precision is not None and of_ac else []
    walk_band = _walk_ac_refinement if refining else _walk_first_ac
    interval = restart_interval or total
    for index in range(-(-total // interval)):
        if index >= len(pieces):
            return Fault.CUT_SHORT, after
        count = min(interval, total - index * interval)
        if of_ac:
            fault = walk_band(pieces[index], ac_band, scan, nonzero, index * interval, count)
        elif refining:  # of the DC coefficients: one bit a block
            short = 8 * len(pieces[index]) < count * len(per_mcu)
            fault = Fault.CUT_SHORT if short else None
        else:
            fault = _walk_blocks(pieces[index], count, blocks, plain)
        if fault is not None:
            return fault, after
    return None, after


def _block_tables(
    dc_tables: dict[int, Lookup],
    ac_tables: dict[int, Lookup],
    dc: int,
    ac: int,
    progressive: bool,
    of_ac: bool,
) -> tuple[list[int], Lookup | None]:
    """What ``_walk_blocks`` reads a block's start with, and its AC look-ups (None in a DC scan
    of a progressive frame); nothing for a progressive AC scan, which is walked by bands. A
    table the scan names and no DHT defined raises ``KeyError``."""
    if of_ac:
        return [], None
    if progressive:
        return dc_tables[dc].one, None
    return block_lookup(dc_tables[dc], ac_tables[ac]), ac_tables[ac]


class Precision:
    """How far each coefficient of each component has come over a progressive frame's scans."""

    def __init__(self, frame: Frame) -> None:
        self._low: dict[int, list[int | None]] = {
            c.ident: [None] * _COEFFICIENTS for c in frame.components
        }
        self._nonzero: dict[int, list[int]] = {}

    def nonzero(self, frame: Frame, component: Component) -> list[int]:
        """For each block of ``component``, the coefficients made non-zero so far, as bits."""
        if component.ident not in self._nonzero:
            wide, high = frame.blocks(component)
            self._nonzero[component.ident] = [0] * (wide * high)
        return self._nonzero[component.ident]

    def add(self, scan: ScanHeader) -> bool:
        """Count ``scan`` in; False when it does not follow the scans before it."""
        if (
            scan.end >= _COEFFICIENTS
            or scan.start > scan.end
            or (scan.start == 0) != (scan.end == 0)
        ):
            return False
        if scan.start > 0 and len(scan.components) != 1:
            return False
        for component, _dc, _ac in scan.components:
            lows = self._low[component.ident]
            for k in range(scan.start, scan.end + 1):
                before = lows[k]
                if scan.high == 0 and before is not None:
                    return False
                if scan.high > 0 and (before != scan.high or scan.low != scan.high - 1):
                    return False
                lows[k] = scan.low
        return True

    def complete(self) -> bool:
        """Whether every coefficient of every component reached full precision."""
        return all(low == 0 for lows in self._low.values() for low in lows)
