#!/usr/bin/env python3
"""Writes sw.js, the service worker, into a Gameshelf build: Trunk's post_build hook.

Trunk puts content hashes into the file names, so the list of files to precache is only
known after the build. This lists every file of the build (index.html, the .js, the
_bg.wasm, the CSS, the manifest and the icons), hashes their names and contents (and the
template) into a version, and fills both into scripts/sw.template.js, with the digests of the
files whose names carry no hash. Any change to any file gives a new version, hence a new sw.js,
which the browser sees as an update.

The files are listed in three parts, by the split points that need them (the build's
chunk-graph.json, from scripts/split-wasm.py): each language's (its words, and its words of the
screens), which the worker keeps only for a language the page speaks; those kept once fetched,
which playing never needs (remote play's, Abalone's study tools, the icons a browser installs the
app with); and the rest, kept at install: a first visit stays within 900 KB (issue 61).

The paths are relative to sw.js, which sits next to index.html, so the same output works
at the site root and under a sub-path (`make dist PUBLIC_URL=/games/`): TRUNK_PUBLIC_URL is
not needed.

    TRUNK_STAGING_DIR=dist python3 scripts/service-worker.py   # as Trunk runs it
    python3 scripts/service-worker.py DIR                      # any build directory

The worker is written under `make serve` too; the app does not register it there (see
src/offline.rs).
"""

import hashlib
import json
import os
import re
import sys
from pathlib import Path

from chunk_packs import GRAPH
from sri import integrity

WORKER = "sw.js"
# A split point of one language's words: `words_cs`, `phrases_summy_cs`.
LANGUAGE_POINT = re.compile(r"^(?:words|phrases_\w+)_([a-z]{2})$")
# Split points that playing never needs: remote play (its chunk, its words, the tile games'
# screens at a distance, the new-game form's seats at a distance) and Abalone's study tools.
FETCHED_POINT = re.compile(r"^(?:remote|remote_seats|\w+_at_a_distance|phrases_remote_[a-z]{2}|abalone_study)$")
# Files outside the chunk graph that the page never fetches: the icons a browser installs with.
FETCHED_FILE = re.compile(r"^icons/.*\.png$")
# scripts/precompress.mjs's copies, for the host to send in place of the file: never fetched by
# name.
COMPRESSED_COPIES = {".br", ".gz"}
# Trunk's content hash in a file name (`gameshelf-a88f5dcb8095e287_bg.wasm`; hex without leading
# zeros, so now and then fewer than 16 digits): such a file never changes under its name, so the
# worker may take it from the HTTP cache.
HASHED = re.compile(r"-[0-9a-f]{12,16}(_bg)?\.[a-z]+$")
TEMPLATE = Path(__file__).with_name("sw.template.js")


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("TRUNK_STAGING_DIR")
    if not build:
        sys.exit("service-worker.py: no build directory: pass one, or run as Trunk's hook (TRUNK_STAGING_DIR)")
    root = Path(build)
    if not (root / "index.html").is_file():
        sys.exit(f"service-worker.py: {root / 'index.html'} not found: is {root} a Trunk build?")

    files = sorted(
        path.relative_to(root).as_posix()
        for path in root.rglob("*")
        if path.is_file()
        and path.relative_to(root).as_posix() not in (WORKER, GRAPH)
        and path.suffix not in COMPRESSED_COPIES
    )
    languages, on_demand = kept_later(root)
    on_demand += [name for name in files if FETCHED_FILE.match(name)]
    worker = TEMPLATE.read_text(encoding="utf-8")
    # The worker's own code counts too: a changed worker gets a cache of its own.
    digest = hashlib.sha256(worker.encode())
    digests = {}
    for name in files:
        data = (root / name).read_bytes()
        digest.update(f"{name}\0{len(data)}\0".encode())
        digest.update(data)
        if not HASHED.search(name):
            digests[name] = integrity(data)
    version = digest.hexdigest()[:16]
    later = {name for names in languages.values() for name in names} | set(on_demand)
    at_install = [name for name in files if name not in later]

    for placeholder, value in [
        ("const VERSION = '__VERSION__';", f"const VERSION = {json.dumps(version)};"),
        ("const FILES = __FILES__;", f"const FILES = {json.dumps(at_install, indent=2)};"),
        ("const LANGUAGES = __LANGUAGES__;", f"const LANGUAGES = {json.dumps(languages, indent=2)};"),
        ("const ON_DEMAND = __ON_DEMAND__;", f"const ON_DEMAND = {json.dumps(on_demand, indent=2)};"),
        (
            "const IMMUTABLE = new Set(__HASHED__);",
            f"const IMMUTABLE = new Set({json.dumps([name for name in files if HASHED.search(name)])});",
        ),
        ("const DIGESTS = __DIGESTS__;", f"const DIGESTS = {json.dumps(digests, indent=2)};"),
    ]:
        if placeholder not in worker:
            sys.exit(f"service-worker.py: {TEMPLATE} has no line {placeholder!r} to fill in")
        worker = worker.replace(placeholder, value)
    (root / WORKER).write_text(worker, encoding="utf-8")
    print(
        f"service-worker.py: {WORKER} precaches {len(at_install)} files as version {version}, "
        f"{len(languages)} languages' files when spoken and {len(on_demand)} files once fetched"
    )


def kept_later(root):
    """Each language's files ({tag: [file]}), and those kept once fetched ([file]): the files
    whose split points are all one language's, or all such that playing never needs them
    (`FETCHED_POINT`). A file that any other split point needs is kept at install."""
    graph_file = root / GRAPH
    if not graph_file.is_file():
        sys.exit(f"service-worker.py: {graph_file} not found: scripts/split-wasm.py writes it first")
    users = {}
    for point, names in json.loads(graph_file.read_text(encoding="utf-8")).items():
        for name in names:
            users.setdefault(name, set()).add(point)
    languages, on_demand = {}, []
    for name, points in sorted(users.items()):
        if all(FETCHED_POINT.match(point) for point in points):
            on_demand.append(name)
            continue
        tags = {match.group(1) if (match := LANGUAGE_POINT.match(point)) else None for point in points}
        if len(tags) == 1 and None not in tags:
            languages.setdefault(tags.pop(), []).append(name)
    return languages, on_demand


if __name__ == "__main__":
    main()
