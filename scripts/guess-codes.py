#!/usr/bin/env python3
"""How many wrong table codes and passwords one client gets through a running server.

Usage: scripts/guess-codes.py BASE_URL [SECONDS] [THREADS]

Sends guesses from one address as fast as THREADS connections allow for SECONDS (default 60,
4 threads), cycling through every spelling a guesser might try to get around the limits:
`Authorization: Table/table/TABLE CODE` on /api/v1/table, /t/CODE, /%74/CODE and /t/code,
and the login at /api/v1/login, /api/v1/%6cogin and /director/%6cogin. Prints, per door,
how many answers were checked (401/404) and how many were held back (429). Standard library
only; the codes are random and (almost surely) wrong.
"""

import http.client
import json
import random
import sys
import threading
import time
import urllib.parse

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"


def code():
    return "".join(random.choice(ALPHABET) for _ in range(6))


def table_guess(connection, index):
    guess = code()
    spelling = index % 6
    if spelling < 3:
        scheme = ["Table", "table", "TABLE"][spelling]
        connection.request("GET", "/api/v1/table", headers={"Authorization": f"{scheme} {guess}"})
    else:
        path = [f"/t/{guess}", f"/%74/{guess}", f"/t/{guess.lower()}"][spelling - 3]
        connection.request("GET", path)


def login_guess(connection, index):
    path = ["/api/v1/login", "/api/v1/%6cogin", "/director/%6cogin"][index % 3]
    if path.startswith("/director"):
        body = urllib.parse.urlencode({"username": "admin", "password": f"guess{index}"})
        kind = "application/x-www-form-urlencoded"
    else:
        body = json.dumps({"username": "admin", "password": f"guess{index}"})
        kind = "application/json"
    connection.request("POST", path, body=body, headers={"Content-Type": kind})


def hammer(base, until, guess, counts, lock):
    url = urllib.parse.urlsplit(base)
    connection = http.client.HTTPConnection(url.hostname, url.port or 80, timeout=10)
    index = random.randrange(1000)
    while time.monotonic() < until:
        index += 1
        try:
            guess(connection, index)
            response = connection.getresponse()
            response.read()
            status = response.status
        except (OSError, http.client.HTTPException):
            connection.close()
            connection = http.client.HTTPConnection(url.hostname, url.port or 80, timeout=10)
            status = "error"
        with lock:
            counts[status] = counts.get(status, 0) + 1


def run(base, seconds, threads, name, guess):
    counts, lock = {}, threading.Lock()
    until = time.monotonic() + seconds
    workers = [
        threading.Thread(target=hammer, args=(base, until, guess, counts, lock))
        for _ in range(threads)
    ]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    checked = sum(count for status, count in counts.items() if status in (401, 404))
    held = counts.get(429, 0)
    total = sum(counts.values())
    print(
        f"{name}: {total} requests in {seconds} s ({total / seconds:.0f}/s); "
        f"checked {checked} ({checked * 60 / seconds:.1f} a minute), held back {held}; "
        f"all answers {dict(sorted(counts.items(), key=str))}"
    )


def main():
    base = sys.argv[1]
    seconds = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    threads = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    run(base, seconds, threads, "table codes", table_guess)
    run(base, seconds, threads, "logins", login_guess)


if __name__ == "__main__":
    main()
