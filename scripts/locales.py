#!/usr/bin/env python3
"""Publishes the app's translation files into a Gameshelf build: in Trunk's post_build hook.

The app's words are in Fluent files that a translator edits without knowing Rust, one per
language and place (`src/games/<game>/locales/<tag>.ftl`, `src/i18n/locales/<tag>.ftl`). A
visit should download only the languages it uses, in one request each: so this joins each
language's files into one, `locales/<tag>-<hash>.ftl`, named by its contents as Trunk names its
files (the service worker then keeps it for good, and a host may cache it forever), and tells
the page where each language's file is, in index.html:

    <script type="application/json" id="locale-files">{"cs": "locales/cs-….ftl", ...}</script>

which src/i18n/files.rs reads. It also lists the wasm chunk of each language's other words
(`split_words_<tag>-<hash>.wasm`, cut by split-wasm.py at src/i18n/<tag>.rs; English is in the
app's own code):

    <script type="application/json" id="language-code">{"cs": "split_words_cs-….wasm", ...}</script>

so that index.html starts fetching the language the app will speak beside the app's own code,
rather than after it has run. The paths are relative to index.html, so the same output works
at the site root and under a sub-path (`make dist PUBLIC_URL=/games/`; the app routes by the
URL's hash, so the page's own path is always the directory of index.html).

Every language must have a file wherever another language has one (English always): a
missing file would leave that language's screens without words, so the build stops instead.
Each source file is preceded by a comment naming it, standing alone (a blank line after it),
so that it does not attach to the file's first message.

This runs after split-wasm.py and before service-worker.py (Trunk.toml), so that sw.js lists
the language files and hashes the changed index.html. It may be run again on the same build:
the old language files and the old listing are replaced.

    TRUNK_STAGING_DIR=dist python3 scripts/locales.py   # as Trunk runs it
    python3 scripts/locales.py DIR                      # any build directory
"""

import hashlib
import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "src"
# The build's directory of language files, beside index.html.
OUTPUT = "locales"
# The language every other one is checked against, and the app's fallback.
ENGLISH = "en"
# A language tag as the app writes them (`en`, `cs`, `pt-BR`): also keeps the listing in
# index.html plain JSON with nothing to escape.
TAG = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$")
# The listing, as this script writes it (and replaces it on a second run).
LISTING_ID = "locale-files"
LISTING = re.compile(r'<script type="application/json" id="locale-files">.*?</script>\n?', re.DOTALL)
CODE_LISTING_ID = "language-code"
CODE_LISTING = re.compile(r'<script type="application/json" id="language-code">.*?</script>\n?', re.DOTALL)
# A language's chunk of words, as scripts/split-wasm.py names it.
CODE_CHUNK = re.compile(r"^split_words_([a-z]{2,3})-[0-9a-f]+\.wasm$")
# scripts/precompress.mjs's copies of a file.
COMPRESSED_COPIES = (".br", ".gz")


def sources():
    """Each language's source files ({tag: [path relative to ROOT]}), each list in path order."""
    by_tag = {}
    for path in sorted(SOURCES.rglob("*.ftl")):
        if path.parent.name != "locales" or not path.is_file():
            continue
        relative = path.relative_to(ROOT)
        if not TAG.match(path.stem):
            sys.exit(f"locales.py: {relative}: '{path.stem}' is not a language tag (en, fr, de, tr, cs, ...)")
        by_tag.setdefault(path.stem, []).append(relative)
    if ENGLISH not in by_tag:
        sys.exit(f"locales.py: no English file (locales/{ENGLISH}.ftl) under {SOURCES}: nothing to publish")

    # Every language has a file in each `locales` directory where any language has one.
    places = sorted({path.parent for paths in by_tag.values() for path in paths})
    missing = [
        (place / f"{tag}.ftl").as_posix()
        for tag in sorted(by_tag)
        for place in places
        if place / f"{tag}.ftl" not in by_tag[tag]
    ]
    if missing:
        sys.exit(
            "locales.py: missing translation file(s): "
            + ", ".join(missing)
            + f": every language ({', '.join(sorted(by_tag))}) needs a file in each of "
            + ", ".join(place.as_posix() for place in places)
        )
    return {tag: sorted(paths, key=Path.as_posix) for tag, paths in by_tag.items()}


def joined(paths):
    """One language's files as one Fluent file, each after a comment naming it."""
    parts = []
    for relative in paths:
        # utf-8-sig: a byte order mark an editor put at the start of a file would land mid-file.
        text = (ROOT / relative).read_text(encoding="utf-8-sig")
        if not text.endswith("\n"):
            text += "\n"
        parts.append(f"# {relative.as_posix()}\n\n{text}")
    return "".join(parts)


def with_listing(html, page, pattern, element_id, listing):
    """`html` with `listing` as a JSON script element `element_id` at the end of its head,
    replacing the one an earlier run put there."""
    element = (
        f'<script type="application/json" id="{element_id}">'
        f"{json.dumps(listing, sort_keys=True)}</script>\n"
    )
    if pattern.search(html):
        return pattern.sub(lambda _: element, html, count=1)
    if "</head>" in html:
        return html.replace("</head>", element + "</head>", 1)
    sys.exit(f"locales.py: {page} has no </head> to put the list of language files before")


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("TRUNK_STAGING_DIR")
    if not build:
        sys.exit("locales.py: no build directory: pass one, or run as Trunk's hook (TRUNK_STAGING_DIR)")
    root = Path(build)
    page = root / "index.html"
    if not page.is_file():
        sys.exit(f"locales.py: {page} not found: is {root} a Trunk build?")
    html = page.read_text(encoding="utf-8")

    files = {}  # name relative to index.html -> contents
    listing = {}  # tag -> name
    by_tag = sources()
    for tag, paths in by_tag.items():
        data = joined(paths).encode("utf-8")
        name = f"{OUTPUT}/{tag}-{hashlib.sha256(data).hexdigest()[:16]}.ftl"
        files[name] = data
        listing[tag] = name

    # The language files of an earlier run, and their compressed copies, go; a file that is
    # already there with the same contents stays untouched (so do its copies).
    directory = root / OUTPUT
    directory.mkdir(exist_ok=True)
    for old in directory.iterdir():
        name = old.name
        for suffix in COMPRESSED_COPIES:
            name = name.removesuffix(suffix)
        if name.endswith(".ftl") and f"{OUTPUT}/{name}" not in files and old.is_file():
            old.unlink()
    for name, data in files.items():
        path = root / name
        if not (path.is_file() and path.read_bytes() == data):
            path.write_bytes(data)

    code = {}  # tag -> the language's chunk of words, beside index.html
    for path in root.iterdir():
        chunk = CODE_CHUNK.match(path.name)
        if chunk:
            code[chunk.group(1)] = path.name
    html = with_listing(html, page, LISTING, LISTING_ID, listing)
    html = with_listing(html, page, CODE_LISTING, CODE_LISTING_ID, code)
    page.write_text(html, encoding="utf-8")

    sources_count = sum(len(paths) for paths in by_tag.values())
    size = sum(len(data) for data in files.values())
    print(
        f"locales.py: {OUTPUT}/ has {len(files)} languages ({', '.join(sorted(listing))}), "
        f"joined from {sources_count} files, {size} bytes"
    )


if __name__ == "__main__":
    main()
