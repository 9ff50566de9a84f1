#!/usr/bin/env python3
"""Tells the page where each language's code is, in a Gameshelf build: in Trunk's post_build hook.

Each language but English has its words of the shelf, the library and the forms in a wasm chunk
of its own (`split_words_<tag>-<hash>.wasm`, the language's `src/**/locales/shelf/<tag>.ftl`
files compiled by build.rs, cut by split-wasm.py at src/i18n/files.rs). So that
index.html starts fetching the language the app will speak beside the app's own code, rather
than after it has run, this lists them in index.html:

    <script type="application/json" id="language-code">{"cs": "split_words_cs-….wasm", ...}</script>

The paths are relative to index.html, so the same output works at the site root and under a
sub-path (`make dist PUBLIC_URL=/games/`). (The words of the screens' translation files,
`src/**/locales/<tag>.ftl`, are compiled into code by build.rs too: each language's are a chunk
of their own, `split_phrases_<tag>`, which the app fetches when a screen first needs them.)

This runs after split-wasm.py and before service-worker.py (Trunk.toml), so that sw.js hashes
the changed index.html. It may be run again on the same build: the old listing is replaced.

    TRUNK_STAGING_DIR=dist python3 scripts/locales.py   # as Trunk runs it
    python3 scripts/locales.py DIR                      # any build directory
"""

import json
import os
import re
import sys
from pathlib import Path

# The listing, as this script writes it (and replaces it on a second run).
CODE_LISTING_ID = "language-code"
CODE_LISTING = re.compile(r'<script type="application/json" id="language-code">.*?</script>\n?', re.DOTALL)
# A language's chunk of words, as scripts/split-wasm.py names it.
CODE_CHUNK = re.compile(r"^split_words_([a-z]{2,3})-[0-9a-f]+\.wasm$")


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
    sys.exit(f"locales.py: {page} has no </head> to put the list of languages' code before")


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("TRUNK_STAGING_DIR")
    if not build:
        sys.exit("locales.py: no build directory: pass one, or run as Trunk's hook (TRUNK_STAGING_DIR)")
    root = Path(build)
    page = root / "index.html"
    if not page.is_file():
        sys.exit(f"locales.py: {page} not found: is {root} a Trunk build?")
    html = page.read_text(encoding="utf-8")

    code = {}  # tag -> the language's chunk of words, beside index.html
    for path in root.iterdir():
        chunk = CODE_CHUNK.match(path.name)
        if chunk:
            code[chunk.group(1)] = path.name
    html = with_listing(html, page, CODE_LISTING, CODE_LISTING_ID, code)
    page.write_text(html, encoding="utf-8")
    print(f"locales.py: index.html lists the code of {len(code)} languages ({', '.join(sorted(code))})")



if __name__ == "__main__":
    main()
