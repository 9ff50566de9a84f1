"""Tests of scripts/chunk_packs.py: `python3 -m unittest discover -s scripts` (make unit)."""

import random
import unittest

import chunk_packs

SPLITS = ["abaku", "abalone", "summy", "library", "rules", "phrases_en", "phrases_cs"]


def random_modules(rng):
    """Modules as the splitter cuts them: one per split point, and chunks shared by sets of them."""
    users = {f"split_{name}": frozenset([name]) for name in SPLITS}
    for index in range(rng.randrange(5, 40)):
        users[f"chunk_{index}"] = frozenset(rng.sample(SPLITS, rng.randrange(2, len(SPLITS))))
    sizes = {stem: rng.choice([60, 300, 2_000, 30_000]) for stem in users}
    return users, sizes


class Choose(unittest.TestCase):
    def test_every_module_is_in_one_pack_with_at_most_one_split_point(self):
        rng = random.Random(18)
        for _ in range(200):
            users, sizes = random_modules(rng)
            packs = chunk_packs.choose(users, sizes)
            self.assertEqual(sorted(stem for pack in packs for stem in pack), sorted(users))
            for pack in packs:
                splits = [stem for stem in pack if stem.startswith("split_")]
                self.assertLessEqual(len(splits), 1, pack)
                self.assertEqual(splits, pack[:1] if splits else [], "a pack is named after its split point")

    def test_small_chunks_join_what_their_split_points_need_anyway(self):
        users = {
            "split_abalone": frozenset(["abalone"]),
            "split_library": frozenset(["library"]),
            "chunk_1": frozenset(["abalone", "library"]),
            "chunk_2": frozenset(["abalone", "library"]),
        }
        sizes = {"split_abalone": 40_000, "split_library": 30_000, "chunk_1": 20_000, "chunk_2": 200}
        packs = chunk_packs.choose(users, sizes)
        self.assertIn(["chunk_1", "chunk_2"], [sorted(pack) for pack in packs])
        self.assertIn(["split_abalone"], packs, "the library would download Abalone's screen")

    def test_a_big_chunk_stays_out_of_a_split_point_that_rarely_needs_it(self):
        users = {"split_abaku": frozenset(["abaku"]), "chunk_1": frozenset(["abaku", "rules"])}
        sizes = {"split_abaku": 40_000, "chunk_1": 30_000}
        self.assertEqual(sorted(chunk_packs.choose(users, sizes)), [["chunk_1"], ["split_abaku"]])


class Loader(unittest.TestCase):
    LOADER = (
        'import { initSync } from "./gs.js";\n'
        "/* abaku, abalone */\n"
        "const __chunk_3 = makeLoad(() => {\n"
        '    const src = fetch(new URL("./chunk_3.wasm", import.meta.url));\n'
        "}, []);\n"
        'export const __wasm_split_load_abaku = wrapAsyncCb(makeLoad(() => {\n'
        '    const src = fetch(new URL("./split_abaku.wasm", import.meta.url));\n'
        "}, [__chunk_3]));\n"
    )

    def test_module_users_come_from_the_loaders_comments_and_names(self):
        self.assertEqual(
            chunk_packs.module_users(self.LOADER),
            {"chunk_3": frozenset(["abaku", "abalone"]), "split_abaku": frozenset(["abaku"])},
        )

    def test_packed_modules_are_fetched_from_their_slices(self):
        packed = {"split_abaku.wasm": ("split_abaku-1.wasm", 0, 10, 2), "chunk_3.wasm": ("split_abaku-1.wasm", 10, 15, 2)}
        loader = chunk_packs.pack_fetches(self.LOADER, packed)
        self.assertIn('fetchPart("./split_abaku-1.wasm", 0, 10, 2)', loader)
        self.assertIn('fetchPart("./split_abaku-1.wasm", 10, 15, 2)', loader)
        self.assertNotIn("fetch(new URL(\"./", loader)
        self.assertTrue(loader.startswith('import { initSync } from "./gs.js";\n'), "imports stay first")
        self.assertEqual(loader.count("function fetchPart("), 1)


if __name__ == "__main__":
    unittest.main()
