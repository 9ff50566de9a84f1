"""Tests of scripts/lazy_loader.py: python3 -m unittest discover -s scripts -p 'test_*.py'."""

import unittest

from lazy_loader import Unexpected, deferred

# wasm-bindgen's script as it imports the splitter's loader: once for each of the wasm's imports
# from it, each import a key of the imports object.
SCRIPT = """\
import { copy } from './snippets/app/inline0.js';
import * as import1 from "./snippets/app/inline0.js"
import * as import2 from "./__wasm_split.js"
import * as import3 from "./__wasm_split.js"

function __wbg_get_imports() {
    return {
        "./app_bg.js": import0,
        "./snippets/app/inline0.js": import1,
        "./__wasm_split.js": import2,
        "./__wasm_split.js": import3,
    };
}
function __wbg_finalize_init(instance, module) {
    wasm = instance.exports;
    wasm.__wbindgen_start();
    return wasm;
}
"""


class Deferred(unittest.TestCase):
    def test_the_loader_is_imported_only_by_the_lazy_object(self):
        script = deferred(SCRIPT, "wasm-split-0123.js")
        self.assertNotIn('from "./__wasm_split.js"', script)
        self.assertEqual(script.count('import("./wasm-split-0123.js")'), 1)
        self.assertEqual(script.count('"./__wasm_split.js": chunkLoaders,'), 1)
        self.assertNotIn("import2", script)
        self.assertNotIn("import3", script)

    def test_the_other_imports_stay_first_and_the_lazy_object_follows_them(self):
        script = deferred(SCRIPT, "wasm-split-0123.js")
        lines = script.splitlines()
        self.assertEqual(lines[:2], SCRIPT.splitlines()[:2])
        self.assertTrue(lines[2].startswith("//"))
        self.assertIn('"./snippets/app/inline0.js": import1,', script)

    def test_the_loader_is_asked_for_once_the_app_has_started(self):
        script = deferred(SCRIPT, "wasm-split-0123.js")
        start = script.index("wasm.__wbindgen_start();")
        self.assertLess(start, script.index("setTimeout(() => loadChunkLoader()"))
        self.assertLess(script.index("setTimeout(() => loadChunkLoader()"), script.index("return wasm;"))

    def test_a_loader_that_does_not_arrive_is_reported_to_the_chunks_callback(self):
        script = deferred(SCRIPT, "wasm-split-0123.js")
        self.assertIn("wasm.__indirect_function_table.get(callbackIndex)(callbackData, false)", script)
        self.assertIn("chunkLoader = undefined", script)

    def test_a_script_written_otherwise_is_refused(self):
        without_imports = SCRIPT.replace('import * as import2 from "./__wasm_split.js"\n', "").replace(
            'import * as import3 from "./__wasm_split.js"\n', ""
        )
        with self.assertRaises(Unexpected):
            deferred(without_imports, "wasm-split-0123.js")
        with self.assertRaises(Unexpected):
            deferred(SCRIPT.replace('"./__wasm_split.js": import3,\n', ""), "wasm-split-0123.js")
        with self.assertRaises(Unexpected):
            deferred(SCRIPT.replace("wasm.__wbindgen_start();\n", ""), "wasm-split-0123.js")


if __name__ == "__main__":
    unittest.main()
