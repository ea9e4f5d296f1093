"""The joined look-ups of a sequential AC table, and those of a block's start (its DC code, then
AC codes), built by runs, equal the key-by-key definition: each entry reads whole codes after the
first while they fit in the 16-bit key, up to three, and stops at an end of block."""

from __future__ import annotations

import random

import pytest

from app.domain import jpeg_entropy
from app.domain.jpeg_entropy import STANDARD_TABLES, block_lookup, huffman_lookup


def joined_key_by_key(first: list[int], one: list[int]) -> list[int]:
    """One more code read after each entry of ``first``, where it fits (the definition)."""
    taken_of = jpeg_entropy._TAKEN
    mask = (1 << 16) - 1
    joined = []
    for key, entry in enumerate(first):
        taken = entry >> taken_of
        after = one[(key << taken) & mask] if taken < 16 else jpeg_entropy._INVALID
        if (
            entry & jpeg_entropy._EOB
            or entry == jpeg_entropy._INVALID
            or taken >= 16
            or after == jpeg_entropy._INVALID
            or taken + (after >> taken_of) > 16
        ):
            joined.append(entry)
        else:
            joined.append(entry + after)
    return joined


def by_definition(one: list[int], first: list[int] | None = None) -> list[int]:
    """Up to ``_CODES_JOINED`` codes of ``one`` read after each entry of ``first`` (by default,
    after one code of ``one``: the AC table's own joined look-up)."""
    many = one if first is None else joined_key_by_key(first, one)
    for _ in range(jpeg_entropy._CODES_JOINED - 1):
        many = joined_key_by_key(many, one)
    return many


def random_ac_table(seed: int) -> tuple[bytes, bytes]:
    """A valid AC table: code counts by length that fit 16 bits, distinct symbols."""
    rng = random.Random(seed)
    symbols = rng.sample([run << 4 | size for run in range(16) for size in range(11)], 120)
    counts = [0] * 16
    room = 2  # codes still free at the current length
    left = len(symbols)
    for length in range(16):
        take = min(left, rng.randint(0, room - 1) if length < 15 else room - 1)
        counts[length] = take
        left -= take
        room = (room - take) * 2
    symbols = symbols[: sum(counts)]
    return bytes(counts), bytes(symbols)


@pytest.mark.parametrize("table", [0x10, 0x11])
def test_the_standard_ac_tables_join_as_defined(table: int) -> None:
    counts, symbols = STANDARD_TABLES[table]
    lookup = huffman_lookup(counts, symbols, False, False)
    assert lookup is not None
    assert lookup.many == by_definition(lookup.one)
    assert lookup.many != lookup.one  # codes were joined


@pytest.mark.parametrize("seed", range(6))
def test_other_ac_tables_join_as_defined(seed: int) -> None:
    counts, symbols = random_ac_table(seed)
    lookup = huffman_lookup.__wrapped__(counts, symbols, False, False)
    assert lookup is not None
    assert lookup.many == by_definition(lookup.one)


def test_dc_and_progressive_tables_are_not_joined() -> None:
    counts, symbols = STANDARD_TABLES[0x10]
    progressive = huffman_lookup(counts, symbols, False, True)
    assert progressive is not None and progressive.many is progressive.one
    dc_counts, dc_symbols = STANDARD_TABLES[0x00]
    dc = huffman_lookup(dc_counts, dc_symbols, True, False)
    assert dc is not None and dc.many is dc.one


# A plain block's bits: DC difference 0 ("00" in both DC tables), then the end of block ("1010"
# in the luminance AC table, "00" in the chrominance one).
PLAIN_BLOCKS = [(0x00, 0x10, 0b001010 << 10, 6), (0x01, 0x11, 0b0000 << 12, 4)]


@pytest.mark.parametrize(("dc_table", "ac_table", "key", "bits"), PLAIN_BLOCKS)
def test_a_blocks_start_reads_its_dc_code_then_joined_ac_codes_as_defined(
    dc_table: int, ac_table: int, key: int, bits: int
) -> None:
    dc = huffman_lookup(*STANDARD_TABLES[dc_table], True, False)
    ac = huffman_lookup(*STANDARD_TABLES[ac_table], False, False)
    assert dc is not None and ac is not None
    start = block_lookup(dc, ac)
    assert start == by_definition(ac.one, first=dc.one)
    # A plain block is read whole in one look-up.
    assert start[key] & jpeg_entropy._EOB
    assert start[key] >> jpeg_entropy._TAKEN == bits


def test_a_blocks_start_of_other_tables_reads_as_defined() -> None:
    dc = huffman_lookup(*STANDARD_TABLES[0x00], True, False)
    ac = huffman_lookup.__wrapped__(*random_ac_table(3), False, False)
    assert dc is not None and ac is not None
    assert block_lookup.__wrapped__(dc, ac) == by_definition(ac.one, first=dc.one)
