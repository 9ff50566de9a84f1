#!/usr/bin/env python3
"""Splits the app's wasm into the part every visit needs and chunks loaded on demand: Trunk's
first post_build hook (Trunk.toml), before service-worker.py lists the build's files.

Trunk builds the app as one wasm. Functions marked `#[wasm_split(...)]` in the app (each game's
screen and form, in src/games/<game>/mod.rs, the library, and those in src/games/chunks.rs) are split points:
Cargo links the app with relocations kept (build.rs), and `wasm-split-cli` (cargo-leptos's splitter, installed by scripts/setup.sh) cuts
the wasm there. This script then does to the main part what Trunk did to the whole:

1. wasm-bindgen it again, keeping the exports the chunks link against, and give the imports
   it names with hashes short names (scripts/import_names.py);
2. wasm-opt every piece (release builds only, as Trunk does);
3. packs the chunks in fewer files (scripts/chunk_packs.py), and writes which files each split
   point needs (chunk-graph.json), for `make size` to add up a game's first opening
   (scripts/openings.py) and for the service worker to keep each language's files apart;
4. names each file, and the script that loads them, after a hash of its contents, as Trunk
   names its files: the service worker keeps such files for good (scripts/sw.template.js);
5. puts the pieces in Trunk's staging directory in place of Trunk's two files, whose names
   stay, and gives index.html their new integrity hashes;
6. makes the script import the chunks' loader only when a chunk is first asked for, or once
   the app has started (scripts/lazy_loader.py), and names it in index.html, which preloads it
   with the app when the first screen needs a chunk: the shelf in English with no save does
   not, and appears without waiting for it.

    python3 scripts/split-wasm.py BIN PROFILE    # as Trunk runs it: TRUNK_STAGING_DIR set

BIN is the app's binary (gameshelf), PROFILE the Cargo profile of a release build
(wasm-release); Cargo's target directory is CARGO_TARGET_DIR, else target/.
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import chunk_packs
import lazy_loader
from import_names import shorten
from sri import with_integrity

ROOT = Path(__file__).resolve().parent.parent


def run(*command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"split-wasm.py: {' '.join(map(str, command))} failed:\n{result.stdout}{result.stderr}")


def content_name(stem, suffix, data):
    """`stem-<16 hex digits of its hash>.suffix`, the shape of Trunk's own hashed names."""
    return f"{stem}-{hashlib.sha256(data).hexdigest()[:16]}{suffix}"


def cargo_wasm(binary, release_profile):
    target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    profile = release_profile if os.environ.get("TRUNK_PROFILE") == "release" else "debug"
    wasm = target / "wasm32-unknown-unknown" / profile / f"{binary}.wasm"
    if not wasm.is_file():
        sys.exit(f"split-wasm.py: {wasm} not found: where did Cargo put the app's wasm?")
    return wasm


def trunk_name(staging, binary):
    """Trunk's hashed name of the app's files in this build: `gameshelf-<hash>`."""
    # Trunk writes its hash in hex without leading zeros: 16 digits, now and then fewer.
    pattern = re.compile(rf"^({re.escape(binary)}-[0-9a-f]{{12,16}})_bg\.wasm$")
    names = [m.group(1) for path in staging.iterdir() if (m := pattern.match(path.name))]
    if len(names) != 1:
        listing = sorted(path.name for path in staging.iterdir())
        sys.exit(f"split-wasm.py: expected one {binary}-<hash>_bg.wasm in {staging}, which holds {listing}")
    return names[0]


def split(wasm, work, name):
    """The main part, wasm-bindgen's script for it, and the chunks with their loader."""
    pieces = work / "split"
    run("wasm-split-cli", wasm, pieces, "--out-name", name)
    bound = work / "bound"
    run(
        "wasm-bindgen", "--target=web", "--keep-lld-exports", "--no-typescript",
        f"--out-dir={bound}", f"--out-name={name}", pieces / f"{name}.wasm",
    )
    main_wasm, main_js = bound / f"{name}_bg.wasm", bound / f"{name}.js"
    wasm, script = shorten(main_wasm.read_bytes(), main_js.read_text(encoding="utf-8"), f"./{name}_bg.js")
    main_wasm.write_bytes(wasm)
    main_js.write_text(script, encoding="utf-8")
    chunks = sorted(path for path in pieces.glob("*.wasm") if path.name != f"{name}.wasm")
    return main_wasm, main_js, chunks, pieces / lazy_loader.SPLITTER_LINK


def optimise(wasm_files):
    """wasm-opt -Oz every piece (release builds only, as Trunk does), all in one process:
    wasm-opt here is a Node program, and starting it once per piece cost five times the work of
    optimising them (scripts/wasm-opt-all.mjs)."""
    if os.environ.get("TRUNK_PROFILE") != "release":
        return
    run("node", ROOT / "scripts" / "wasm-opt-all.mjs", *wasm_files)


def place(staging, name, main_wasm, main_js, chunks, loader):
    """Writes the pieces under their final names; returns the names of Trunk's two files, which
    keep their names, for index.html's links to them to get their new integrity."""
    loader_js = place_chunks(staging, chunks, loader.read_text(encoding="utf-8"))
    loader_name = content_name("wasm-split", ".js", loader_js.encode())
    (staging / loader_name).write_text(loader_js, encoding="utf-8")
    try:
        script = lazy_loader.deferred(main_js.read_text(encoding="utf-8"), loader_name)
    except lazy_loader.Unexpected as problem:
        sys.exit(f"split-wasm.py: has wasm-bindgen's script changed? {problem}")
    replaced = {f"{name}.js": script.encode(), f"{name}_bg.wasm": main_wasm.read_bytes()}
    for file, data in replaced.items():
        (staging / file).write_bytes(data)
    name_loader(staging, f"{name}.js", loader_name)
    return list(replaced)


def name_loader(staging, script, loader):
    """Names the loader in index.html, at the address of `script`'s modulepreload with the
    loader's name, for the page to preload it when its first screen needs a chunk."""
    index = staging / "index.html"
    html = index.read_text(encoding="utf-8")
    script_preload = re.compile(rf'<link rel="modulepreload" href="([^"]*/){re.escape(script)}"[^>]*>')
    found = script_preload.search(html)
    if found is None:
        sys.exit(f"split-wasm.py: index.html has no modulepreload of {script} to find the loader's address by")
    listing = f'<script type="application/json" id="chunk-loader">"{found.group(1)}{loader}"</script>'
    index.write_text(html[: found.end()] + listing + html[found.end() :], encoding="utf-8")


def place_chunks(staging, chunks, loader_js):
    """Writes the chunks, in packs (scripts/chunk_packs.py), under their final names; returns the
    loader, fetching them there."""
    by_stem = {chunk.stem: chunk for chunk in chunks}
    users = chunk_packs.module_users(loader_js)
    if users.keys() != by_stem.keys():
        sys.exit(f"split-wasm.py: the loader names {sorted(users.keys() ^ by_stem.keys())} but the splitter wrote "
                 "no such file, or the other way round: has wasm-split-cli's loader changed?")
    data = {stem: path.read_bytes() for stem, path in by_stem.items()}
    packs = chunk_packs.choose(users, {stem: chunk_packs.estimated_size(part) for stem, part in data.items()})
    packed, finals = {}, {}
    for pack in packs:
        parts = [data[stem] for stem in pack]
        file = b"".join(parts)
        final = content_name(pack[0], ".wasm", file)
        (staging / final).write_bytes(file)
        finals.update((stem, final) for stem in pack)
        if len(pack) == 1:
            loader_js = loader_js.replace(f'"./{pack[0]}.wasm"', f'"./{final}"')
            continue
        start = 0
        for stem, part in zip(pack, parts):
            packed[f"{stem}.wasm"] = (final, start, start + len(part), len(pack))
            start += len(part)
    print(f"split-wasm.py: {len(chunks)} chunks in {len(packs)} files")
    write_graph(staging, users, finals)
    return chunk_packs.pack_fetches(loader_js, packed)


def write_graph(staging, users, finals):
    """Writes each split point's files, by their final names, into the build (chunk-graph.json):
    what `make size` adds up for a game's first opening (scripts/openings.py), and what tells
    the service worker which files are one language's (scripts/service-worker.py). The page
    never fetches it, and the worker does not keep it."""
    files = {}
    for stem, points in users.items():
        for point in points:
            files.setdefault(point, set()).add(finals[stem])
    graph = {point: sorted(names) for point, names in sorted(files.items())}
    (staging / chunk_packs.GRAPH).write_text(json.dumps(graph, indent=1) + "\n", encoding="utf-8")


def update_integrity(staging, replaced):
    """index.html's integrity of every file it links, computed again; each file `replaced` must
    be linked once, with an integrity."""
    index = staging / "index.html"
    html = index.read_text(encoding="utf-8")
    for file in replaced:
        count = len(re.findall(rf'<link[^>]*href="[^"]*/{re.escape(file)}"[^>]*integrity="', html))
        if count != 1:
            sys.exit(f"split-wasm.py: index.html has {count} preloads of {file} with an integrity, not 1")
    public_url = os.environ.get("TRUNK_PUBLIC_URL", "/")
    index.write_text(with_integrity(html, staging, public_url), encoding="utf-8")


def main():
    if len(sys.argv) != 3 or not os.environ.get("TRUNK_STAGING_DIR"):
        sys.exit("usage: TRUNK_STAGING_DIR=DIR python3 scripts/split-wasm.py BIN PROFILE (Trunk's hook)")
    binary, release_profile = sys.argv[1:]
    staging = Path(os.environ["TRUNK_STAGING_DIR"])
    name = trunk_name(staging, binary)
    with tempfile.TemporaryDirectory() as work:
        main_wasm, main_js, chunks, loader = split(cargo_wasm(binary, release_profile), Path(work), name)
        if not chunks:
            sys.exit("split-wasm.py: no split points found: is the app linked with --emit-relocs (build.rs)?")
        optimise([main_wasm, *chunks])
        update_integrity(staging, place(staging, name, main_wasm, main_js, chunks, loader))


if __name__ == "__main__":
    main()
