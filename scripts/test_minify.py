"""Tests of scripts/minify.py: python3 -m unittest discover -s scripts -p 'test_*.py'."""

import tempfile
import unittest
from pathlib import Path

from minify import with_integrity
from sri import integrity


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


if __name__ == "__main__":
    unittest.main()
