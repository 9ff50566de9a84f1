"""Tests of scripts/openings.py: `python3 -m unittest discover -s scripts` (make unit)."""

import io
import json
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import openings

KB = 1024


def build(dist, sizes):
    """A build in `dist` whose files have brotli copies of the given sizes."""
    for name, size in sizes.items():
        (dist / name).write_bytes(b"\0" * (2 * size))
        (dist / f"{name}.br").write_bytes(b"\0" * size)


def graph_of_four_games():
    """Each game's chunk, its words and the tiles' words, and a pack every game shares."""
    graph = {"library": ["split_library-1.wasm", "chunk_1-1.wasm"]}
    for game in openings.GAMES:
        graph[game] = [f"split_{game}-1.wasm", "chunk_1-1.wasm"]
        graph[f"phrases_{game}_en"] = [f"split_phrases_{game}_en-1.wasm"]
    graph["phrases_tiles_en"] = ["split_phrases_tiles_en-1.wasm"]
    return graph


class Openings(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.dist = Path(self.directory.name)
        self.graph = graph_of_four_games()
        sizes = {name: 4 * KB for names in self.graph.values() for name in names}
        sizes["chunk_1-1.wasm"] = 100 * KB
        build(self.dist, sizes)

    def tearDown(self):
        self.directory.cleanup()

    def check(self, limit):
        with redirect_stdout(io.StringIO()):
            return openings.check(self.dist, self.graph, limit)

    def test_an_opening_counts_its_game_its_words_and_the_shared_pack_once(self):
        self.assertEqual(
            openings.opening_files(self.graph, "summy", "en"),
            ["chunk_1-1.wasm", "split_phrases_summy_en-1.wasm", "split_phrases_tiles_en-1.wasm", "split_summy-1.wasm"],
        )
        self.assertNotIn("split_phrases_tiles_en-1.wasm", openings.opening_files(self.graph, "abalone", "en"))
        self.assertEqual(self.check(112 * KB + 4 * openings.HEADER_BYTES), [])

    def test_a_fat_dependency_planted_in_one_games_chunk_fails_that_game_only(self):
        build(self.dist, {"split_abaku-1.wasm": 150 * KB})
        failures = self.check(200 * KB)
        self.assertEqual(len(failures), 1, failures)
        self.assertTrue(failures[0].startswith(f"abaku's first opening: {258 * KB + 4 * openings.HEADER_BYTES} bytes"), failures[0])
        self.assertIn("split_abaku-1.wasm", failures[0])

    def test_each_language_counts_and_a_games_own_limit_holds_for_it_alone(self):
        self.graph["phrases_summy_de"] = ["split_phrases_summy_de-1.wasm"]
        self.graph["phrases_tiles_de"] = ["split_phrases_tiles_de-1.wasm"]
        build(self.dist, {"split_phrases_summy_de-1.wasm": 30 * KB, "split_phrases_tiles_de-1.wasm": 1 * KB})
        for game in ("abaku", "abalone", "addique"):
            self.graph[f"phrases_{game}_de"] = [f"split_phrases_{game}_de-1.wasm"]
            build(self.dist, {f"split_phrases_{game}_de-1.wasm": 1 * KB})
        with redirect_stdout(io.StringIO()):
            failures = openings.check(self.dist, self.graph, 120 * KB, {"summy": 140 * KB})
            self.assertEqual(failures, [])
            failures = openings.check(self.dist, self.graph, 120 * KB)
        self.assertEqual(len(failures), 1, failures)
        self.assertIn("summy's first opening", failures[0])
        self.assertIn("in de, the largest of 2 languages", failures[0])

    def test_a_graph_of_another_build_is_refused(self):
        self.graph["summy"].append("chunk_9-2.wasm")
        with self.assertRaisesRegex(openings.BadBuild, "names chunk_9-2.wasm, which .* lacks"):
            self.check(200 * KB)

    def test_the_command_fails_over_the_limit_and_lists_each_opening(self):
        (self.dist / openings.GRAPH).write_text(json.dumps(self.graph), encoding="utf-8")
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            self.assertEqual(openings.main([str(self.dist), str(110 * KB)]), 1)
            listed = openings.main(["--files", str(self.dist)])
        self.assertEqual(listed, 0)
        self.assertIn("openings: FAIL: summy's first opening", err.getvalue())
        self.assertIn("ok: abalone's first opening", out.getvalue())


if __name__ == "__main__":
    unittest.main()
