"""The joined look-ups of a sequential AC table, built by runs, equal the key-by-key definition:
each entry reads whole codes after the first while they fit in the 16-bit key, up to three, and
stops at an end of block."""

from __future__ import annotations

import random

import pytest

from app.domain import jpeg_entropy
from app.domain.jpeg_entropy import STANDARD_TABLES, huffman_lookup


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


def by_definition(one: list[int]) -> list[int]:
    many = one
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
