#!/usr/bin/env node
// `wasm-opt -Oz` on many files in one process, each rewritten in place: the split hook's pieces
// (scripts/split-wasm.py). wasm-opt here is binaryen compiled to JavaScript (npm `binaryen`), and
// starting it costs about a second of CPU a run: once per piece, some 80 pieces, that was most
// of the hook's time. The same library's API runs the same passes.
//
//     node scripts/wasm-opt-all.mjs FILE.wasm...
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const binaryenPath = join(root, 'end2end', 'node_modules', 'binaryen', 'index.js');
const { default: binaryen } = await import(pathToFileURL(binaryenPath).href);

// Rust's wasm32 target enables these; the chunks carry no features section to read them from.
const F = binaryen.Features;
const features =
  F.MutableGlobals | F.NontrappingFPToInt | F.BulkMemory | F.BulkMemoryOpt | F.SignExt | F.ReferenceTypes | F.Multivalue;

// -Oz: the default passes at optimisation level 2 and shrink level 2.
binaryen.setOptimizeLevel(2);
binaryen.setShrinkLevel(2);
binaryen.setDebugInfo(false);
// As the command line does at these levels: the binary is written through Stack IR, optimised.
binaryen.setGenerateStackIR(true);
binaryen.setOptimizeStackIR(true);

for (const file of process.argv.slice(2)) {
  const module = binaryen.readBinary(readFileSync(file), features);
  if (!module.validate()) {
    console.error(`wasm-opt-all.mjs: ${file} is not valid wasm`);
    process.exit(1);
  }
  module.optimize();
  // What built the file and the features it was built with: no browser reads them, and each of
  // some 45 pieces a game's first opening fetches carries its own copy (5 KB of the 288 KB).
  module.runPasses(['strip-producers', 'strip-target-features']);
  writeFileSync(file, module.emitBinary());
  module.dispose();
}
