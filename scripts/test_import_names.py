"""Tests of scripts/import_names.py: python3 -m unittest discover -s scripts -p 'test_*.py'."""

import unittest

from import_names import import_names, leb128 as leb, short_names, shorten

MODULE = "./app_bg.js"
KEY = "__wbg_key_0123456789abcdef"
TWICE = "__wbg_twice_fedcba9876543210"


def text(value):
    return leb(len(value.encode())) + value.encode()


def section(number, contents):
    return bytes([number]) + leb(len(contents)) + contents


def module_with_imports():
    """A wasm module with a function type, imports of both kinds of names from two modules and
    a memory with a maximum among them, a function of its own and a custom section."""
    types = section(1, leb(1) + bytes([0x60, 0, 0]))
    imports = [
        text(MODULE) + text(KEY) + bytes([0]) + leb(0),
        text("env") + text("memory") + bytes([2, 1]) + leb(17) + leb(300),
        text(MODULE) + text(TWICE) + bytes([0]) + leb(0),
        text("./other.js") + text(KEY) + bytes([0]) + leb(0),
    ]
    functions = section(3, leb(1) + leb(0))
    code = section(10, leb(1) + leb(2) + bytes([0, 0x0B]))
    custom = section(0, text("note") + b"kept as it is")
    header = b"\0asm" + bytes([1, 0, 0, 0])
    return header + types + section(2, leb(len(imports)) + b"".join(imports)) + functions + code + custom


SCRIPT = f"""const import0 = {{
    __proto__: null,
    {KEY}: function(arg0) {{ return arg0; }},
    {TWICE}: function() {{}},
}};
const again = import0.{TWICE};
"""


class ShortenTest(unittest.TestCase):
    def setUp(self):
        self.wasm, self.script = shorten(module_with_imports(), SCRIPT, MODULE)

    def test_an_import_written_once_as_a_key_gets_a_short_name_on_both_sides(self):
        self.assertEqual(import_names(self.wasm, MODULE), ["a", TWICE])
        self.assertIn("    a: function(arg0) { return arg0; },", self.script)
        self.assertNotIn(KEY, self.script)

    def test_a_name_written_elsewhere_too_and_other_modules_imports_keep_their_names(self):
        self.assertEqual(self.script.count(TWICE), 2)
        self.assertEqual(import_names(self.wasm, "./other.js"), [KEY])
        self.assertEqual(import_names(self.wasm, "env"), ["memory"])

    def test_the_rest_of_the_module_is_unchanged(self):
        original = module_with_imports()
        imports_at = original.index(bytes([2]), 8)
        self.assertEqual(self.wasm[:imports_at], original[:imports_at])
        tail = original[original.index(text("./other.js")) :]
        self.assertTrue(self.wasm.endswith(tail))

    def test_short_names_are_unique_and_never_a_keyword(self):
        names = short_names()
        first = [next(names) for _ in range(2000)]
        self.assertEqual(len(set(first)), len(first))
        self.assertFalse({"do", "if", "in"} & set(first))
        self.assertEqual(first[:3], ["a", "b", "c"])
        self.assertTrue(all(name.isalpha() and len(name) <= 2 for name in first))


if __name__ == "__main__":
    unittest.main()
