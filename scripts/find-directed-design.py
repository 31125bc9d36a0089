#!/usr/bin/env python3
"""Finds a directed whist tournament for N ≡ 0 (mod 4) players, if this search can.

Usage: scripts/find-directed-design.py N MODULI [SEED] [COVER_NODES] [DEAL_NODES]
e.g.   scripts/find-directed-design.py 16 4,2

In a directed whist tournament every pair partners once, and each player sits once on
every other's left (play goes clockwise North, East, South, West). Read a table clockwise
as a cycle (a, b, c, d): a and c are partners, and b sits on a's left. So the tables are a
set of 4-cycles in which every ordered pair of players is one apart exactly once and two
apart exactly once (a perfect Mendelsohn design), dealt out into N − 1 rounds.

No design developed over an abelian group of odd order N − 1, with one player fixed, can be
directed (docs/WHIST-TOURNAMENTS.md, "Directed"), so this search uses another symmetry:
the abelian group G = Z_m1 × Z_m2 × ... (MODULI) acts on k = N / |G| copies of itself,
player (i, x) going to (i, x + g). The tables are chosen as whole orbits of G, so it is
enough that the orbits cover every class of ordered pairs ((i, x), (j, y)) ↦ (i, j, y − x)
exactly |G| times one apart and |G| times two apart: an exact cover, searched depth first,
column with fewest choices first, in an order shuffled by SEED (default 1). Each cover is
then dealt into rounds of N/4 tables that seat everyone, depth first, the round being
filled from its lowest unseated player; DEAL_NODES (default 300000) bounds each dealing
and COVER_NODES (default 2000000) the whole search.

Prints the design as JSON, rounds of tables [north, south, east, west], for
rules/data/directed-designs.json, after checking it from its seats; exits 1 if none found.
Python's own random module is used, so the same arguments print the same design.
16 with 4,2 (seed 1) is found in about 25 seconds, 24 with 6,2 in about 9 minutes.
"""

import itertools
import json
import random
import sys


def group(moduli):
    """The elements of Z_m1 × Z_m2 × ..., with addition and negation."""
    elements = list(itertools.product(*(range(m) for m in moduli)))

    def add(x, y):
        return tuple((a + b) % m for a, b, m in zip(x, y, moduli))

    def neg(x):
        return tuple(-a % m for a, m in zip(x, moduli))

    return elements, add, neg


def table_orbits(players, copies, elements, add, neg):
    """Every orbit of directed tables whose pairs no class covers more than |G| times, with
    the count it adds to each class (one apart: '1', two apart: '2')."""
    order = len(elements)
    index = {x: i for i, x in enumerate(elements)}
    zero = tuple(0 for _ in elements[0])

    def player(copy, x):
        return copy * order + index[x]

    def shift(g, p):
        return player(p // order, add(elements[p % order], g))

    def pair_class(p, q):
        return (p // order, q // order, add(elements[q % order], neg(elements[p % order])))

    def rotated(table):
        first = table.index(min(table))
        return table[first:] + table[:first]

    seen, orbits = set(), []
    for copy in range(copies):
        start = player(copy, zero)
        others = [p for p in range(players) if p != start]
        for rest in itertools.permutations(others, 3):
            table = rotated((start,) + rest)
            if table in seen:
                continue
            orbit = {rotated(tuple(shift(g, p) for p in table)) for g in elements}
            seen |= orbit
            counts = {}
            for i in range(4):
                for apart in (1, 2):
                    key = (apart,) + pair_class(table[i], table[(i + apart) % 4])
                    counts[key] = counts.get(key, 0) + len(orbit)
            if max(counts.values()) <= order:
                orbits.append((sorted(orbit), counts))
    classes = [
        (apart, i, j, g)
        for apart in (1, 2)
        for i in range(copies)
        for j in range(copies)
        for g in elements
        if i != j or g != zero
    ]
    return orbits, classes


def deal(players, tables, budget):
    """The tables dealt into rounds that seat everyone, or None."""
    sets = [frozenset(t) for t in tables]
    holding = [[i for i, s in enumerate(sets) if p in s] for p in range(players)]
    used = [False] * len(sets)
    nodes = [0]

    def rounds():
        first = next((i for i, u in enumerate(used) if not u), None)
        if first is None:
            return []
        used[first] = True
        found = fill(first, sets[first], [first])
        used[first] = False
        return found

    def fill(first, seated, chosen):
        nodes[0] += 1
        if nodes[0] > budget:
            raise TimeoutError
        if len(seated) == players:
            rest = rounds()
            return None if rest is None else [chosen] + rest
        lowest = min(set(range(players)) - seated)
        for i in holding[lowest]:
            if used[i] or sets[i] & seated:
                continue
            used[i] = True
            found = fill(first, seated | sets[i], chosen + [i])
            used[i] = False
            if found is not None:
                return found
        return None

    try:
        found = rounds()
    except TimeoutError:
        return None
    return None if found is None else [[tables[i] for i in r] for r in found]


def search(players, moduli, seed, cover_nodes, deal_nodes):
    elements, add, neg = group(moduli)
    copies = players // len(elements)
    orbits, classes = table_orbits(players, copies, elements, add, neg)
    order = len(elements)
    need = {c: order for c in classes}
    covering = {c: [o for o in orbits if c in o[1]] for c in classes}
    shuffle = random.Random(seed)
    for c in classes:
        shuffle.shuffle(covering[c])
    nodes = [0]

    def fits(orbit):
        return all(need[c] >= n for c, n in orbit[1].items())

    def cover(chosen):
        nodes[0] += 1
        if nodes[0] > cover_nodes:
            return None
        open_classes = [c for c in classes if need[c] > 0]
        if not open_classes:
            return deal(players, [t for o in chosen for t in o[0]], deal_nodes)
        fewest = min(
            ([o for o in covering[c] if fits(o)] for c in open_classes), key=len
        )
        for orbit in fewest:
            for c, n in orbit[1].items():
                need[c] -= n
            found = cover(chosen + [orbit])
            for c, n in orbit[1].items():
                need[c] += n
            if found is not None:
                return found
        return None

    return cover([])


def is_directed(players, rounds):
    partnered, on_the_left = set(), set()
    for r in rounds:
        if sorted(p for t in r for p in t) != list(range(players)):
            return False
        for a, b, c, d in r:
            partnered |= {(a, c), (c, a), (b, d), (d, b)}
            on_the_left |= {(a, b), (b, c), (c, d), (d, a)}
    every = players * (players - 1)
    return len(rounds) == players - 1 and len(partnered) == every == len(on_the_left)


def main():
    players = int(sys.argv[1])
    moduli = [int(m) for m in sys.argv[2].split(",")]
    given = [int(a) for a in sys.argv[3:6]]
    seed, cover_nodes, deal_nodes = given + [1, 2000000, 300000][len(given):]
    order = 1
    for m in moduli:
        order *= m
    if players % 4 or players % order:
        sys.exit(f"N must be a multiple of 4 and of the group's order {order}")
    rounds = search(players, moduli, seed, cover_nodes, deal_nodes)
    if rounds is None:
        sys.exit(1)
    assert is_directed(players, rounds)
    # Clockwise (a, b, c, d) is North a, East b, South c, West d.
    print(json.dumps([[[a, c, b, d] for a, b, c, d in r] for r in rounds]))


if __name__ == "__main__":
    main()
