"""The chunks' loader fetched after the first screen, not on the way to it.

wasm-bindgen's script imports the loader that wasm-split-cli writes (`__wasm_split.js`: where
every chunk is and what it needs, 4 KB with brotli) statically, once for each of the wasm's
imports from it: the page cannot start the app before the loader has arrived, though the shelf
needs no chunk. Here those imports become one object whose functions import the loader the
first time a chunk is asked for, and the script asks for it anyway once the app has started,
so that the first game opened does not wait a round trip more for it. index.html preloads it
with the app when the first screen is sure to need a chunk (scripts/split-wasm.py).

The splitter's functions each take a callback and report through it whether the chunk came; a
loader that does not arrive is reported the same way, as a chunk that did not, and is asked
for again the next time.
"""

import re

# The name under which wasm-bindgen's script imports the loader.
SPLITTER_LINK = "__wasm_split.js"
IMPORT = re.compile(rf'^import \* as (\w+) from "\./{re.escape(SPLITTER_LINK)}";?\n', re.MULTILINE)
# The imports object's key for it, written once for each import above.
KEY = re.compile(rf'^(\s*)"\./{re.escape(SPLITTER_LINK)}": (\w+),\n', re.MULTILINE)
START = "wasm.__wbindgen_start();\n"

LAZY = """\
// The chunks' loader, imported the first time a chunk is asked for (scripts/lazy_loader.py).
let chunkLoader;
function loadChunkLoader() {
    if (chunkLoader === undefined) {
        chunkLoader = import("./LOADER");
        // Asked for again the next time, should it not arrive.
        chunkLoader.catch(() => { chunkLoader = undefined; });
    }
    return chunkLoader;
}
const chunkLoaders = new Proxy({}, {
    get: (_, name) => (callbackIndex, callbackData) => loadChunkLoader().then(
        (loader) => loader[name](callbackIndex, callbackData),
        (error) => {
            console.error(error);
            wasm.__indirect_function_table.get(callbackIndex)(callbackData, false);
        },
    ),
});
"""

# After the app's start, which mounts the first screen in the microtasks that follow it.
WARM = "    setTimeout(() => loadChunkLoader().catch(() => {}));\n"


class Unexpected(Exception):
    """wasm-bindgen's script is not written as this module expects."""


def deferred(script, loader):
    """wasm-bindgen's `script` importing the chunks' loader, named `loader` beside it, lazily."""
    imported = IMPORT.findall(script)
    keys = KEY.findall(script)
    if not imported:
        raise Unexpected(f"no `import * as … from \"./{SPLITTER_LINK}\"`")
    if sorted(name for _, name in keys) != sorted(imported):
        raise Unexpected(f"the imports object's \"./{SPLITTER_LINK}\" keys are not the names imported")
    if script.count(START) != 1:
        raise Unexpected(f"`{START.strip()}` is not written once")
    lazy = LAZY.replace("LOADER", loader)
    script = IMPORT.sub(lambda _: "", script)
    first = KEY.search(script)
    entry = f'{first.group(1)}"./{SPLITTER_LINK}": chunkLoaders,\n'
    script = script[: first.start()] + entry + KEY.sub(lambda _: "", script[first.end() :])
    script = script.replace(START, START + WARM)
    # After the script's own imports: wasm-bindgen writes them first, then its code.
    imports_end = max((match.end() for match in re.finditer(r"^import .*\n", script, re.MULTILINE)), default=0)
    return script[:imports_end] + lazy + script[imports_end:]
