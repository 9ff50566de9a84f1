#!/usr/bin/env python3
"""Minifies a release build's scripts and stylesheet with esbuild: in Trunk's post_build hook.

The scripts are mostly the ones scripts/split-wasm.py writes after Trunk has run (wasm-bindgen's
glue and the splitter's loader), which Trunk's own `minify` never sees; the stylesheet is mostly
comments. All of them are fetched beside the wasm on the way to the shelf, on a slow network:
minified, they are 6.6 KB smaller with brotli (docs/benchmarks.md). A file keeps its name: a
name with a hash is Trunk's hash of the source, and the same source always minifies the same.
index.html's links to them get their new integrity.

This runs after locales.py, which reads the splitter's loader as the splitter wrote it, and
before service-worker.py, which hashes the final files. Debug builds (`make serve`) are left
readable, as Trunk leaves them.

    TRUNK_STAGING_DIR=dist TRUNK_PROFILE=release python3 scripts/minify.py   # as Trunk runs it
"""

import os
import subprocess
import sys
from pathlib import Path

from sri import with_integrity


def minify(root):
    """esbuild --minify every script and stylesheet under `root`, in place, in one process."""
    files = sorted(path for path in root.rglob("*") if path.suffix in {".js", ".css"})
    command = ["esbuild", "--minify", "--log-level=error", "--allow-overwrite", f"--outdir={root}", f"--outbase={root}"]
    result = subprocess.run(command + [str(path) for path in files], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"minify.py: esbuild failed:\n{result.stdout}{result.stderr}")
    return files


def main():
    if os.environ.get("TRUNK_PROFILE") != "release":
        return
    staging = os.environ.get("TRUNK_STAGING_DIR")
    if not staging:
        sys.exit("usage: TRUNK_STAGING_DIR=DIR TRUNK_PROFILE=release python3 scripts/minify.py (Trunk's hook)")
    root = Path(staging)
    files = minify(root)
    page = root / "index.html"
    public_url = os.environ.get("TRUNK_PUBLIC_URL", "/")
    page.write_text(with_integrity(page.read_text(encoding="utf-8"), root, public_url), encoding="utf-8")
    print(f"minify.py: {len(files)} scripts and stylesheets minified")


if __name__ == "__main__":
    main()
