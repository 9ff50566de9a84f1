#!/usr/bin/env python3
"""Writes sw.js, the service worker, into a Gameshelf build: Trunk's post_build hook.

Trunk puts content hashes into the file names, so the list of files to precache is only
known after the build. This lists every file of the build (index.html, the .js, the
_bg.wasm, the CSS, the manifest and the icons), hashes their names and contents (and the
template) into a version, and fills both into scripts/sw.template.js, with the digests of the
files whose names carry no hash. Any change to any file gives a new version, hence a new sw.js,
which the browser sees as an update.

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

from sri import integrity

WORKER = "sw.js"
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
        and path.relative_to(root).as_posix() != WORKER
        and path.suffix not in COMPRESSED_COPIES
    )
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

    for placeholder, value in [
        ("const VERSION = '__VERSION__';", f"const VERSION = {json.dumps(version)};"),
        ("const FILES = __FILES__;", f"const FILES = {json.dumps(files, indent=2)};"),
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
    print(f"service-worker.py: {WORKER} precaches {len(files)} files as version {version}")


if __name__ == "__main__":
    main()
