#!/usr/bin/env python3
"""Finds a whole evening of rotating partnerships for N ≡ 2 (mod 4) players with a SAT solver.

Usage: pip install python-sat && scripts/find-even-evening.py N [SECONDS]

N rounds of ⌊N/4⌋ tables: every player sits out exactly twice, nobody partners twice, and
every pair of players opposes once or twice, which is as even as counting allows (the design
for N + 2 with two phantoms leaves pairs opposing three times; see
rules/src/pairings/found_evenings.rs). A variable says that player p sits on side k
(North–South or East–West) of table t in round r. Round 0 is fixed; the other rounds are put
in an order (player 0 sits out the last two and partners a higher number each round before
them), and player 0 sits on the first side of the first table whenever seated. Solved by
CaDiCaL through python-sat; SECONDS (default 3600) bounds the search. On success the evening
is added to rules/data/found-evenings.json under N, as rounds of tables
[north, south, east, west], players numbered from 0.
"""

import json
import pathlib
import sys
import threading
import time
from itertools import combinations

from pysat.card import CardEnc, EncType
from pysat.formula import CNF, IDPool
from pysat.solvers import Solver

DATA = pathlib.Path(__file__).resolve().parent.parent / "rules/data/found-evenings.json"


def model(players):
    """The clauses, and the variable that puts player p on side k of table t in round r."""
    tables = players // 4
    rounds = players
    pool = IDPool()
    cnf = CNF()

    def side(r, p, t, k):
        return pool.id(("side", r, p, t, k))

    def seated(r, p):
        return pool.id(("seated", r, p))

    def count(literals, least, most):
        if most is not None:
            cnf.extend(CardEnc.atmost(literals, bound=most, vpool=pool, encoding=EncType.seqcounter).clauses)
        if least:
            cnf.extend(CardEnc.atleast(literals, bound=least, vpool=pool, encoding=EncType.seqcounter).clauses)

    for r in range(rounds):
        for t in range(tables):
            for k in range(2):
                count([side(r, p, t, k) for p in range(players)], 2, 2)
        for p in range(players):
            places = [side(r, p, t, k) for t in range(tables) for k in range(2)]
            count(places, None, 1)
            cnf.append([-seated(r, p)] + places)
            for place in places:
                cnf.append([-place, seated(r, p)])
    for p in range(players):
        count([seated(r, p) for r in range(rounds)], rounds - 2, rounds - 2)
    for p, q in combinations(range(players), 2):
        partnered, opposed = [], []
        for r in range(rounds):
            partners = pool.id(("partners", r, p, q))
            opponents = pool.id(("opponents", r, p, q))
            partnered.append(partners)
            opposed.append(opponents)
            ways = []
            for t in range(tables):
                for k in range(2):
                    cnf.append([-side(r, p, t, k), -side(r, q, t, k), partners])
                    way = pool.id(("way", r, p, q, t, k))
                    ways.append(way)
                    cnf.append([-way, side(r, p, t, k)])
                    cnf.append([-way, side(r, q, t, 1 - k)])
                    cnf.append([-side(r, p, t, k), -side(r, q, t, 1 - k), way])
            cnf.append([-opponents] + ways)
            for way in ways:
                cnf.append([-way, opponents])
        count(partnered, None, 1)
        count(opposed, 1, 2)
    for p in range(4 * tables):
        cnf.append([side(0, p, p // 4, (p % 4) // 2)])
    # Rounds after the first are interchangeable: player 0 sits out the last two, and
    # partners someone of a higher number each round before them.
    for r in (rounds - 2, rounds - 1):
        cnf.append([-seated(r, 0)])
    for r in range(1, rounds - 3):
        for p in range(1, players):
            for q in range(1, p + 1):
                cnf.append([-pool.id(("partners", r, 0, p)), -pool.id(("partners", r + 1, 0, q))])
    for r in range(1, rounds):
        for t in range(tables):
            for k in range(2):
                if (t, k) != (0, 0):
                    cnf.append([-side(r, 0, t, k)])
    return cnf, side


def main():
    players = int(sys.argv[1])
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 3600
    if players % 4 != 2 or players < 6:
        sys.exit("N must be 2 more than a multiple of 4, at least 6")
    cnf, side = model(players)
    started = time.time()
    with Solver(name="cadical153", bootstrap_with=cnf.clauses) as solver:
        timer = threading.Timer(seconds, solver.interrupt)
        timer.start()
        found = solver.solve_limited(expect_interrupt=True)
        timer.cancel()
        elapsed = time.time() - started
        if not found:
            print(f"{players}: none found in {elapsed:.0f} s ({found})")
            sys.exit(1)
        chosen = {literal for literal in solver.get_model() if literal > 0}
    evening = []
    for r in range(players):
        round_tables = []
        for t in range(players // 4):
            north_south, east_west = (
                [p for p in range(players) if side(r, p, t, k) in chosen] for k in range(2)
            )
            round_tables.append(north_south + east_west)
        evening.append(round_tables)
    stored = json.loads(DATA.read_text()) if DATA.exists() else {}
    stored[str(players)] = evening
    DATA.write_text(json.dumps(dict(sorted(stored.items(), key=lambda item: int(item[0])))) + "\n")
    print(f"{players}: found in {elapsed:.0f} s, stored in {DATA}")


if __name__ == "__main__":
    main()
