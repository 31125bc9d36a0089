#!/usr/bin/env python3
"""Finds a whist tournament Wh(N), N = 4 + g*R, with a hole of four, by a SAT solver.

Usage: pip install python-sat; scripts/find-holey-designs.py N g

Prints one line for rules/data/holey-designs.json (`holes.rs` reads it; its tests check it).
A hole is four players Z who play a Wh(4) among themselves in three rounds and never meet
in the others. The other N - 4 players are Z_g x R rows, the point (a, r) numbered r*g + a,
and adding 1 to every a (Z fixed) maps the design onto itself, so it is written as:

- R base rounds, each a permutation of the points: the first twelve sit three at each of
  Z's tables (that z's partner, then its two opponents), the rest four to a table in the
  order N, S, E, W; every base round is played g times, translated by 0..g-1;
- three hole rounds: Z at one table (z0 partners z1, z2, z3 in turn), and the points at
  R/4 base tables, one point of every row, played with their g translates.

Two points meet over the translates as their class says (their rows, and the difference
of their a, up to sign within a row), so every class must be partnered once and opposed
twice, and every z must partner one point and oppose two of every row. The solver gets
exactly that: a variable for each (slot, point) and each point pair a slot pair could
hold, and cardinality constraints on the classes.

Found on 2026-12-06 (CaDiCaL 1.5.3 from python-sat 1.9.dev24): N = 24, g = 5, the shipped
one, in 267 s (181,010 variables) on a core shared with a CI run; an annealing of the same
form had stopped at cost 4 to 12 in 53 attempts over six minutes. With it, 564 is
complete (`holes.rs`).
"""

import json
import sys
import time

from pysat.card import CardEnc, EncType
from pysat.formula import CNF, IDPool
from pysat.solvers import Cadical153

HOLE = 4


def main():
    players, modulus = int(sys.argv[1]), int(sys.argv[2])
    points = players - HOLE
    rows = points // modulus
    if modulus % 2 == 0 or rows * modulus != points or rows % 4 != 0:
        sys.exit("g odd, and N - 4 = g*R with R a multiple of 4")
    pool, cnf = IDPool(), CNF()

    def exactly(literals, bound):
        cnf.extend(
            CardEnc.equals(
                lits=literals, bound=bound, vpool=pool, encoding=EncType.seqcounter
            ).clauses
        )

    def point_class(p, q):
        r, s = p // modulus, q // modulus
        difference = (q % modulus - p % modulus) % modulus
        if r == s:
            return ("row", r, min(difference, modulus - difference))
        if r > s:
            return ("rows", s, r, -difference % modulus)
        return ("rows", r, s, difference)

    def seat(round_, slot, point):
        return pool.id(("seat", round_, slot, point))

    def hole_seat(hole_round, place, point):
        return pool.id(("hole", hole_round, place, point))

    for round_ in range(rows):
        for slot in range(points):
            exactly([seat(round_, slot, p) for p in range(points)], 1)
        for p in range(points):
            exactly([seat(round_, slot, p) for slot in range(points)], 1)
    for hole_round in range(HOLE - 1):
        for place in range(rows):
            exactly([hole_seat(hole_round, place, p) for p in range(points)], 1)
        for row in range(rows):
            row_points = range(row * modulus, (row + 1) * modulus)
            exactly([hole_seat(hole_round, place, p) for place in range(rows) for p in row_points], 1)

    partnered, opposed = {}, {}

    def meet(meetings, first, second):
        """Both slots' points, pair by pair, counted under their class."""
        for p in range(points):
            for q in range(points):
                if p != q:
                    both = pool.id(("both", first, second, p, q))
                    cnf.extend([[-both, first(p)], [-both, second(q)], [both, -first(p), -second(q)]])
                    meetings.setdefault(point_class(p, q), []).append(both)

    def table(seats):
        north, south, east, west = seats
        meet(partnered, north, south)
        meet(partnered, east, west)
        for a in (north, south):
            for b in (east, west):
                meet(opposed, a, b)

    def slot_of(round_, slot):
        return lambda p: seat(round_, slot, p)

    for round_ in range(rows):
        for z in range(HOLE):
            partner, first, second = (slot_of(round_, 3 * z + k) for k in range(3))
            meet(partnered, first, second)
            meet(opposed, partner, first)
            meet(opposed, partner, second)
        for start in range(3 * HOLE, points, 4):
            table([slot_of(round_, start + k) for k in range(4)])
    for hole_round in range(HOLE - 1):
        for start in range(0, rows, 4):
            table([lambda p, place=start + k: hole_seat(hole_round, place, p) for k in range(4)])

    for point_pairs in set(partnered) | set(opposed):
        exactly(partnered[point_pairs], 1)
        exactly(opposed[point_pairs], 2)
    for z in range(HOLE):
        for row in range(rows):
            row_points = range(row * modulus, (row + 1) * modulus)
            exactly([seat(r, 3 * z, p) for r in range(rows) for p in row_points], 1)
            exactly([seat(r, 3 * z + k, p) for r in range(rows) for k in (1, 2) for p in row_points], 2)
    # The translates of a design are designs: put point 0 beside z0 in the first base round.
    cnf.append([seat(0, 0, 0)])

    started = time.time()
    with Cadical153(bootstrap_with=cnf.clauses) as solver:
        found = solver.solve()
        print(f"{pool.top} variables, {time.time() - started:.1f} s", file=sys.stderr)
        if not found:
            sys.exit(f"no Wh({players}) of this form")
        chosen = {literal for literal in solver.get_model() if literal > 0}
    base = [
        [next(p for p in range(points) if seat(r, slot, p) in chosen) for slot in range(points)]
        for r in range(rows)
    ]
    holes = [
        [next(p for p in range(points) if hole_seat(h, place, p) in chosen) for place in range(rows)]
        for h in range(HOLE - 1)
    ]
    print(
        f'"{players}": {{"modulus": {modulus}, "rounds": {json.dumps(base)}, '
        f'"hole_rounds": {json.dumps(holes)}}}'
    )


if __name__ == "__main__":
    main()
