#!/usr/bin/env python3
"""Tells the page where each language's code is, in a Gameshelf build: in Trunk's post_build hook.

Each language but English has its words of the shelf, the library and the forms in a wasm chunk
of its own (`split_words_<tag>-<hash>.wasm`, the language's `src/**/locales/shelf/<tag>.ftl`
files compiled by build.rs, cut by split-wasm.py at src/i18n/files.rs). So that
index.html starts fetching the language the app will speak beside the app's own code, rather
than after it has run, this lists them in index.html, each with the chunks of code it shares
with other parts, which the splitter's loader fetches with it (`wasm-split-<hash>.js`): found
only once the app has run, they would cost the visit one more round trip.

    <script type="application/json" id="language-code">{"cs": ["split_words_cs-….wasm", "chunk_64-….wasm", ...], ...}</script>

The paths are relative to index.html, so the same output works at the site root and under a
sub-path (`make dist PUBLIC_URL=/games/`). (The words of the screens' translation files,
`src/**/locales/<tag>.ftl`, are compiled into code by build.rs too: each place's words in each
language are a chunk of their own, `split_phrases_<place>_<tag>`, which the app fetches when a
screen of that place first needs them.)

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
# The splitter's loader, as scripts/split-wasm.py names it.
LOADER = re.compile(r"^wasm-split-[0-9a-f]+\.js$")
# In the loader: a chunk shared by several parts, and a language's chunk of words with the shared
# chunks it needs; each fetched from a file of its own or from its part of a pack
# (scripts/chunk_packs.py).
FETCH = r'(?:fetch\(new URL|fetchPart)\("\./([^"]+)"'
SHARED_CHUNK = re.compile(r"const (__chunk_\d+) = makeLoad\(\(\) => \{\s*const src = " + FETCH)
WORDS_CHUNK = re.compile(
    r"export const __wasm_split_load_words_([a-z]{2,3}) = wrapAsyncCb\(makeLoad\(\(\) => \{\s*"
    r"const src = " + FETCH + r".*?\n\}\s*,\s*\[([^\]]*)\]\)\)",
    re.DOTALL,
)


def language_code(loader_js):
    """Each language's chunk of words and the shared chunks it needs, by tag, from the loader."""
    shared = dict(SHARED_CHUNK.findall(loader_js))
    code = {}
    for tag, chunk, needs in WORDS_CHUNK.findall(loader_js):
        names = [name.strip() for name in needs.split(",") if name.strip()]
        missing = [name for name in names if name not in shared]
        if missing:
            sys.exit(f"locales.py: the loader's words_{tag} needs {missing}, which it does not define")
        # A pack holding several of them is one file.
        code[tag] = list(dict.fromkeys([chunk] + [shared[name] for name in names]))
    return code


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

    loaders = [path for path in root.iterdir() if LOADER.match(path.name)]
    if len(loaders) != 1:
        sys.exit(f"locales.py: {len(loaders)} splitter loaders (wasm-split-*.js) in {root}, not 1")
    # tag -> the language's chunk of words and the chunks it shares, beside index.html
    code = language_code(loaders[0].read_text(encoding="utf-8"))
    if not code:
        sys.exit("locales.py: the splitter's loader has no language's chunk of words (words_<tag>)")
    html = with_listing(html, page, CODE_LISTING, CODE_LISTING_ID, code)
    page.write_text(html, encoding="utf-8")
    files = sum(len(chunks) for chunks in code.values())
    print(f"locales.py: index.html lists the code of {len(code)} languages ({', '.join(sorted(code))}), {files} files")



if __name__ == "__main__":
    main()
