#!/usr/bin/env python3
"""Finds an evening of rotating partnerships for N ≡ 2 (mod 4) players with a SAT solver.

Usage: pip install python-sat && scripts/find-even-evening.py N [SECONDS] [BASES]

The evening is cyclic: the players are Z_N, and round g is a base round with g added to
every player, for g = 0 .. N − 1. The base round seats (N − 2)/4 tables and leaves two
players out, so everyone sits out exactly twice. A pair {x, x + d} partners (or opposes) as
often as the base round has a partner (or opponent) pair whose difference is ±d, except
that a pair with difference N/2 is one of N/2 such pairs, each met twice. So the base round
asks that its partner pairs have each difference 1 .. N/2 − 1 once (nobody partners twice),
and that its opponent pairs have N/2 exactly once and every other difference once or twice
(every pair opposes once or twice, as even as counting allows; the design for N + 2 with
two phantoms leaves pairs opposing three times, see rules/src/pairings/found_evenings.rs).

A variable says that player v sits in seat s of the base round (tables of [north, south,
east, west]); the first table partners 0 (North) with 1 (South).
Solved by CaDiCaL through python-sat, which is deterministic: the same N gives the same
round. No search for another base round starts after SECONDS (default 3600); one search
runs to its end (CaDiCaL cannot be interrupted), so bound a hard N with `timeout`.

Everyone opposing once or twice, the side they sit on is left: each pair meeting twice
should sit once on each side of the other (the EBU's third criterion), which the schedule
gets by turning tables (`rules/src/pairings/sides.rs`). How near it can come depends on the
base round, so the script finds up to BASES of them (default 1), each seating someone
elsewhere than the ones before, works out for each the fewest pairs no turning can
balance (exactly, by MaxSAT), and keeps the best. It is stored in
rules/data/found-evenings.json under N, as tables [north, south, east, west].

From 38 players the SAT search is too slow (38 had no answer in 16 minutes); annealing,
`cargo run --release -p uptown-rules --example find_starters -- N`, finds base rounds
there in minutes, and prints them in the same format.
"""

import json
import pathlib
import sys
import time

from pysat.card import CardEnc, EncType
from pysat.examples.rc2 import RC2
from pysat.formula import CNF, WCNF, IDPool
from pysat.solvers import Solver

DATA = pathlib.Path(__file__).resolve().parent.parent / "rules/data/found-evenings.json"


def model(players):
    """The clauses, and the variable that puts player v in seat s."""
    half = players // 2
    tables = (players - 2) // 4
    pool = IDPool()
    cnf = CNF()
    seats = [(t, place) for t in range(tables) for place in range(4)]

    def sits(v, seat):
        return pool.id(("sits", v, seat))

    def differ(a, b, d):
        """Seats a and b hold players whose difference is ±d."""
        return pool.id(("differ", a, b, d))

    def count(literals, least, most):
        cnf.extend(CardEnc.atmost(literals, bound=most, vpool=pool, encoding=EncType.seqcounter).clauses)
        if least:
            cnf.extend(CardEnc.atleast(literals, bound=least, vpool=pool, encoding=EncType.seqcounter).clauses)

    for v in range(players):
        count([sits(v, seat) for seat in seats], 0, 1)
    for seat in seats:
        count([sits(v, seat) for v in range(players)], 1, 1)
    # Some table partners a difference of ±1. Putting it first, turned so that pair sits
    # North–South, adding a constant and, if need be, negating every player (which keeps
    # every ±d) seats that pair as 0 and 1.
    cnf.append([sits(0, (0, 0))])
    cnf.append([sits(1, (0, 1))])
    partners, opponents = [], []
    for t in range(tables):
        north, south, east, west = ((t, place) for place in range(4))
        partners += [(north, south), (east, west)]
        opponents += [(north, east), (east, south), (south, west), (west, north)]
    for a, b in partners + opponents:
        for v in range(players):
            for w in range(players):
                if v != w:
                    d = (w - v) % players
                    cnf.append([-sits(v, a), -sits(w, b), differ(a, b, min(d, players - d))])
        count([differ(a, b, d) for d in range(1, half + 1)], 0, 1)
    for d in range(1, half):
        count([differ(a, b, d) for a, b in partners], 1, 1)
        count([differ(a, b, d) for a, b in opponents], 1, 2)
    count([differ(a, b, half) for a, b in partners], 0, 0)
    count([differ(a, b, half) for a, b in opponents], 1, 1)
    return cnf, sits


def seated(base):
    """(player, seat) for every seat of a base round."""
    return [(v, (t, place)) for t, table in enumerate(base) for place, v in enumerate(table)]


def evening(base, players):
    """The rounds of the evening a base round gives: g added to every player."""
    return [[[(v + g) % players for v in table] for table in base] for g in range(players)]


def fewest_unbalanced(rounds):
    """The fewest pairs sitting on one side of each other both times they oppose, over every
    way of turning the tables (East and West changing seats), exactly, by MaxSAT (RC2): a
    variable turns a table, and each pair meeting twice asks its two tables to lean apart."""
    meetings = {}
    tables = [table for round_tables in rounds for table in round_tables]
    for number, (north, south, east, west) in enumerate(tables):
        # Clockwise N, E, S, W: each player has the next one on their left.
        for a, b in ((north, east), (east, south), (south, west), (west, north)):
            meetings.setdefault((min(a, b), max(a, b)), []).append((number + 1, a < b))
    wcnf = WCNF()
    for met in meetings.values():
        if len(met) == 2:
            (first, leans), (second, again) = met
            if leans == again:
                wcnf.extend([[first, second], [-first, -second]], weights=[1, 1])
            else:
                wcnf.extend([[first, -second], [-first, second]], weights=[1, 1])
    with RC2(wcnf) as maxsat:
        maxsat.compute()
        return maxsat.cost


def main():
    players = int(sys.argv[1])
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 3600
    wanted = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    if players % 4 != 2 or players < 6:
        sys.exit("N must be 2 more than a multiple of 4, at least 6")
    cnf, sits = model(players)
    started = time.time()
    best = None
    with Solver(name="cadical153", bootstrap_with=cnf.clauses) as solver:
        # CaDiCaL cannot be interrupted, so the time bound is checked between searches.
        for _ in range(wanted):
            if time.time() - started > seconds or not solver.solve():
                break
            chosen = {literal for literal in solver.get_model() if literal > 0}
            base = [
                [next(v for v in range(players) if sits(v, (t, place)) in chosen) for place in range(4)]
                for t in range((players - 2) // 4)
            ]
            unbalanced = fewest_unbalanced(evening(base, players))
            print(f"{players}: a base round at {time.time() - started:.1f} s, {unbalanced} pairs unbalanced at best")
            if best is None or unbalanced < best[0]:
                best = (unbalanced, base)
            # The next base round must seat someone elsewhere.
            solver.add_clause([-sits(v, seat) for v, seat in seated(base)])
    if best is None:
        print(f"{players}: none found")
        sys.exit(1)
    stored = json.loads(DATA.read_text()) if DATA.exists() else {}
    stored[str(players)] = best[1]
    DATA.write_text(json.dumps(dict(sorted(stored.items(), key=lambda item: int(item[0])))) + "\n")
    print(f"{players}: kept the base round with {best[0]} pairs unbalanced, stored in {DATA}")


if __name__ == "__main__":
    main()
