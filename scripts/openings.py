#!/usr/bin/env python3
"""Checks each game's first opening: the files that opening the game's new-game form and then
its screen fetch, brotli as served (the .br copies scripts/precompress.mjs writes, and each
response's headers), must not exceed MAX_BYTES (issue 61). The chunks' loader is not among them:
every visit fetches it once the app has started (scripts/lazy_loader.py), whatever it opens. The files come from the build's own chunk graph, which
scripts/split-wasm.py writes into the build (chunk-graph.json: each split point's files), and what an opening asks for mirrors
`Place::of_screens` (src/i18n/files.rs): the game's chunk, its screen's words in the language,
and for a tile game the words of the tile games' shared screens. end2end/tests/chunks.spec.ts
checks that a browser fetches exactly these files. Bytes, not time: it holds on a busy machine.

    python3 scripts/openings.py DIST MAX_BYTES [GAME=BYTES...]   # check, as `make size` does
    python3 scripts/openings.py --files DIST [LANGUAGE]         # each opening's files, as JSON

Each game is checked in every language the build speaks, its largest opening against MAX_BYTES,
or against the game's own limit where one is given (GAME=BYTES).
"""

import json
import sys
from pathlib import Path

from chunk_packs import GRAPH

GAMES = ["abaku", "abalone", "addique", "summy"]
# The games whose screens share the tile games' words (`Place::Tiles`).
TILE_GAMES = {"abaku", "addique", "summy"}
# A static host's response headers, which each file costs besides its body: end2end/serve.py
# sends 237 bytes for a chunk (status line, server, date, type, encoding, length, caching, vary).
HEADER_BYTES = 240


class BadBuild(Exception):
    """A graph that does not describe the build beside it."""


def split_points(game, language):
    """The split points that a game's first opening loads, in `language`."""
    points = [game, f"phrases_{game}_{language}"]
    if game in TILE_GAMES:
        points.append(f"phrases_tiles_{language}")
    return points


def opening_files(graph, game, language):
    """The files of `game`'s first opening, sorted."""
    files = set()
    for point in split_points(game, language):
        if point not in graph:
            raise BadBuild(f"the chunk graph has no split point {point}: has the app's split changed?")
        files.update(graph[point])
    return sorted(files)


def served_size(dist, name):
    """A file's bytes as a host serving precompressed copies sends it: its brotli copy, and the
    response's headers."""
    copy = dist / f"{name}.br"
    if not (dist / name).is_file():
        raise BadBuild(f"the chunk graph names {name}, which {dist} lacks: was {dist} built by this tree?")
    if not copy.is_file():
        raise BadBuild(f"{copy} is missing: run scripts/precompress.mjs (make dist does)")
    return copy.stat().st_size + HEADER_BYTES


def languages(graph):
    """The languages whose words of the screens the build holds."""
    return sorted({point.rsplit("_", 1)[1] for point in graph if point.startswith("phrases_")})


def check(dist, graph, limit, limits=None):
    """Prints each game's largest first opening among the languages; returns the failures, one
    line each. `limits` holds the games' own limits, if any."""
    failures = []
    for game in GAMES:
        game_limit = (limits or {}).get(game, limit)
        openings = {}
        for language in languages(graph):
            files = {name: served_size(dist, name) for name in opening_files(graph, game, language)}
            openings[language] = (sum(files.values()), files)
        language = max(openings, key=lambda tag: openings[tag][0])
        total, files = openings[language]
        verdict = "ok" if total <= game_limit else "FAIL"
        line = f"{game}'s first opening: {total} bytes as served ({total / 1024:.1f} KB) in {len(files)} files in {language}, the largest of {len(openings)} languages, limit {game_limit} bytes ({game_limit / 1024:.1f} KB)"
        print(f"openings: {verdict}: {line}")
        if total > game_limit:
            largest = sorted(files, key=lambda name: -files[name])[:3]
            failures.append(f"{line}; the largest files: {', '.join(largest)}")
    return failures


def main(args):
    listing = args[:1] == ["--files"]
    args = args[1:] if listing else args
    if len(args) < (1 if listing else 2):
        sys.exit(__doc__)
    dist = Path(args[0])
    graph = json.loads((dist / GRAPH).read_text(encoding="utf-8"))
    try:
        if listing:
            language = args[1] if len(args) > 1 else "en"
            print(json.dumps({game: opening_files(graph, game, language) for game in GAMES}, indent=1))
            return 0
        limits = {game: int(bytes_) for game, bytes_ in (pair.split("=", 1) for pair in args[2:])}
        failures = check(dist, graph, int(args[1]), limits)
    except BadBuild as problem:
        print(f"openings: {problem}", file=sys.stderr)
        return 1
    for failure in failures:
        print(f"openings: FAIL: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
