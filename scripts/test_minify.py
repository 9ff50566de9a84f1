"""Tests of scripts/minify.py and the integrity it writes (scripts/sri.py): python3 -m unittest discover -s scripts -p 'test_*.py'."""

import os
import tempfile
import unittest
from pathlib import Path
from unittest import mock

from minify import minify
from sri import integrity, with_integrity

# esbuild, as the Makefile finds it (end2end/node_modules, installed by scripts/setup.sh).
NODE_BIN = Path(__file__).resolve().parent.parent / "end2end" / "node_modules" / ".bin"


class WithIntegrityTest(unittest.TestCase):
    def setUp(self):
        self.root = Path(self.enterContext(tempfile.TemporaryDirectory()))
        (self.root / "snippets").mkdir()
        (self.root / "app-1234567890abcdef.js").write_text("export const a=1;")
        (self.root / "snippets" / "inline0.js").write_text("export function b(){}")

    def test_every_linked_file_gets_the_digest_of_its_bytes_now(self):
        html = (
            '<link rel="modulepreload" href="/games/app-1234567890abcdef.js" crossorigin="anonymous" integrity="sha384-old">'
            '<link rel="modulepreload" href="/games/snippets/inline0.js" integrity="">'
            '<link rel="manifest" href="manifest.json" />'
        )
        updated = with_integrity(html, self.root, "/games/")
        self.assertIn(f'integrity="{integrity(b"export const a=1;")}"', updated)
        self.assertIn(f'integrity="{integrity(b"export function b(){}")}"', updated)
        self.assertNotIn("sha384-old", updated)
        self.assertIn('<link rel="manifest" href="manifest.json" />', updated)

    def test_a_link_to_a_file_not_in_the_build_stops_it(self):
        html = '<link rel="stylesheet" href="/main-0123456789abcdef.css" integrity="sha384-x">'
        with self.assertRaises(SystemExit) as stopped:
            with_integrity(html, self.root, "/")
        self.assertIn("main-0123456789abcdef.css", str(stopped.exception))


class MinifyTest(unittest.TestCase):
    def test_scripts_and_stylesheets_lose_their_comments_and_keep_their_meaning(self):
        root = Path(self.enterContext(tempfile.TemporaryDirectory()))
        (root / "snippets").mkdir()
        script = "// Why it is written so.\nexport function twice(value) {\n    return value * 2;\n}\n"
        (root / "snippets" / "inline0.js").write_text(script)
        (root / "main.css").write_text("/* The paper. */\nbody {\n  color: red;\n}\n")
        path = f"{NODE_BIN}{os.pathsep}{os.environ.get('PATH', '')}"
        with mock.patch.dict(os.environ, {"PATH": path}):
            files = minify(root)
        self.assertEqual(files, [root / "main.css", root / "snippets" / "inline0.js"])
        self.assertEqual((root / "main.css").read_text().strip(), "body{color:red}")
        minified = (root / "snippets" / "inline0.js").read_text()
        self.assertNotIn("Why it is written", minified)
        self.assertIn("export", minified)
        self.assertLess(len(minified), len(script))


if __name__ == "__main__":
    unittest.main()
