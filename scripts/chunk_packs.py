"""Packs the splitter's modules into fewer files: scripts/split-wasm.py's last step.

wasm-split-cli gives every function shared by the same split points a module of its own: some
130 modules, most of them a few hundred bytes. Opening Abalone fetched 44 of them. Each file
costs a request (its headers, and a round trip that HTTP/1 hosts cannot share), and each one is
compressed on its own, without the others' context: brotli makes Abalone's 44 modules 18%
smaller when they are compressed together.

A pack is several modules in one file, one after another. The loader fetches the pack once and
instantiates each module from its slice (PART_FETCHER). Which modules share a pack is chosen
greedily: putting two packs together saves a request and some bytes, but each split point that
needs either one now downloads both. A split point's first load counts as much as its
FIRST_LOAD_WEIGHT, and the total counts once (the service worker fetches every file).

    python3 scripts/chunk_packs.py DIR    # prints the packs chosen for the modules in DIR
"""

import re
import sys
import zlib
from dataclasses import dataclass
from pathlib import Path

# The build's chunk graph, each split point's files by their final names: scripts/split-wasm.py
# writes it into the build, scripts/openings.py and scripts/service-worker.py read it.
GRAPH = "chunk-graph.json"

# What each split point's first load weighs against the others', whose weight is 1: a game's
# first opening most (issue 18's target for it is the tightest), then the library (a returning
# player's shelf), a saved game's page and the rules (which a newcomer may read first).
FIRST_LOAD_WEIGHT = {"abaku": 10, "abalone": 10, "addique": 10, "summy": 10, "library": 3, "saves": 3, "rules": 3}
# A request's cost, in bytes: its headers (about 250) and its share of a round trip.
REQUEST_BYTES = 1500
# What compressing two modules together saves, as a share of the smaller one (measured with
# brotli on this app's modules: 12% for two large ones, 25 to 40% for a small one beside a large).
TOGETHER = 0.15

# The loader's own fetch of a module, as wasm-split-cli writes it.
MODULE_FETCH = 'fetch(new URL("./{name}", import.meta.url))'
# A module's split points, in the comment the splitter writes above the module's loader.
CHUNK_USERS = re.compile(r"^/\* ([\w, ]+) \*/\nconst __(chunk_\d+) = makeLoad", re.MULTILINE)
SPLIT_LOADER = re.compile(r"^export const __wasm_split_load_(\w+) = ", re.MULTILINE)

PART_FETCHER = """
// Modules packed in one file (scripts/chunk_packs.py): each pack is fetched once, and each of its
// modules is instantiated from its slice; the pack's bytes are let go once every module has its
// part. A failed fetch is forgotten, so that the next load tries again.
const packs = new Map();
function fetchPart(file, start, end, parts) {
    let pack = packs.get(file);
    if (pack === undefined) {
        const bytes = fetch(new URL(file, import.meta.url)).then((response) => {
            if (!response.ok) throw new Error(`${file}: ${response.status} ${response.statusText}`);
            return response.arrayBuffer();
        });
        pack = { bytes, left: parts };
        packs.set(file, pack);
        bytes.catch(() => packs.get(file) === pack && packs.delete(file));
    }
    if (--pack.left === 0) packs.delete(file);
    return pack.bytes.then((bytes) => new Response(bytes.slice(start, end), { headers: { "Content-Type": "application/wasm" } }));
}
"""


@dataclass
class Pack:
    modules: list  # file stems, the split point's own module first
    users: frozenset  # the split points that need it
    size: float  # compressed, estimated
    split: bool  # holds a split point's own module, whose name it takes

    def cost(self):
        return cost(self.users, self.size)

    def merged_size(self, other):
        return self.size + other.size - TOGETHER * min(self.size, other.size)

    def merged(self, other):
        first, second = (self, other) if self.split or not other.split else (other, self)
        return Pack(first.modules + second.modules, self.users | other.users, self.merged_size(other), self.split or other.split)


def cost(users, size):
    """Bytes downloaded by each split point's first load, weighted, and by the service worker."""
    weight = sum(FIRST_LOAD_WEIGHT.get(user, 1) for user in users)
    return weight * (size + REQUEST_BYTES) + size


def module_users(loader_js):
    """Each module's file stem and the split points that need it, from the splitter's loader."""
    users = {chunk: frozenset(names.split(", ")) for names, chunk in CHUNK_USERS.findall(loader_js)}
    users.update({f"split_{name}": frozenset([name]) for name in SPLIT_LOADER.findall(loader_js)})
    return users


def choose(users, sizes):
    """Packs of the modules (stem -> split points that need it, stem -> compressed size): the
    cheapest first, each merge the one that lowers the cost most, until none does. A pack holds
    at most one split point's own module, so that its file still says which screen it brings."""
    packs = [Pack([stem], users[stem], sizes[stem], stem.startswith("split_")) for stem in sorted(users)]
    while True:
        best = None
        for i, first in enumerate(packs):
            for second in packs[i + 1 :]:
                if (first.split and second.split) or first.users.isdisjoint(second.users):
                    continue
                saving = first.cost() + second.cost() - cost(first.users | second.users, first.merged_size(second))
                if saving > 0 and (best is None or saving > best[0]):
                    best = (saving, first, second)
        if best is None:
            return [pack.modules for pack in packs]
        _, first, second = best
        packs = [pack for pack in packs if pack is not first and pack is not second] + [first.merged(second)]


def estimated_size(data):
    return len(zlib.compress(data, 9))


def pack_fetches(loader_js, packed):
    """The loader, fetching each module of a pack from its slice: `packed` maps a module's file
    name to (the pack's file name, start, end, the pack's number of modules)."""
    for module, (pack, start, end, parts) in packed.items():
        fetch = MODULE_FETCH.format(name=module)
        if loader_js.count(fetch) != 1:
            sys.exit(f"chunk_packs.py: the loader fetches {module} {loader_js.count(fetch)} times, not once")
        loader_js = loader_js.replace(fetch, f'fetchPart("./{pack}", {start}, {end}, {parts})')
    first_line_end = loader_js.index("\n") + 1
    return loader_js[:first_line_end] + PART_FETCHER + loader_js[first_line_end:]


if __name__ == "__main__":
    pieces = Path(sys.argv[1])
    users = module_users((pieces / "__wasm_split.js").read_text(encoding="utf-8"))
    sizes = {stem: estimated_size((pieces / f"{stem}.wasm").read_bytes()) for stem in users}
    for modules in choose(users, sizes):
        print(" ".join(modules))
