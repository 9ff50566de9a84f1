#!/usr/bin/env python3
"""A plain static file server for the end-to-end tests, like any static host.

Serves DIR (the release bundle, ../dist) on 127.0.0.1:PORT under the path BASE
("/" or a sub-path such as "/games/", matching the --public-url the bundle was
built with). No index.html fallback for unknown paths. As a host serving
precompressed files does, it sends a file's .br (or .gz) copy, written by
scripts/precompress.mjs, to a browser that accepts it. Files whose names carry
Trunk's content hash may be cached for good; anything else is `no-cache`, as the
README asks of a host: kept, but checked with the server before use. Request logs are
off unless E2E_SERVER_LOG=1.

    python3 serve.py --dir ../dist --port 8081 --base /games/
"""

import argparse
import functools
import http.server
import os
import re
import sys

# Trunk's content hash in a file name (hex without leading zeros, so now and then fewer than 16
# digits, as scripts/service-worker.py says): such a file never changes under its name.
HASHED = re.compile(r"-[0-9a-f]{12,16}(_bg)?\.[a-z]+$")
# Precompressed copies, best first, by the Accept-Encoding token that takes them.
COPIES = [("br", ".br"), ("gzip", ".gz")]


class Handler(http.server.SimpleHTTPRequestHandler):
    base = "/"

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".css": "text/css",
        ".html": "text/html",
        ".svg": "image/svg+xml",
        ".json": "application/json",
    }

    def _strip_base(self, path):
        """The path below BASE ("/games/x.js" -> "/x.js"), or None when it is outside BASE."""
        clean = path.split("?", 1)[0].split("#", 1)[0]
        if self.base == "/":
            return clean
        if clean == self.base.rstrip("/"):
            return ""  # "/games": a directory without its slash, redirected to "/games/"
        if clean.startswith(self.base):
            return "/" + clean[len(self.base):]
        return None

    def send_head(self):
        # Every file is sent whole: a 304 by modification time, which counts whole seconds, could
        # answer for a file that a test rewrote within the same second.
        del self.headers["If-Modified-Since"]
        if self._strip_base(self.path) is None:
            self.send_error(404, "Not under " + self.base)
            return None
        path = self._index_of(self.translate_path(self.path))
        encoding = self._accepted_copy(path)
        if encoding is None:
            return super().send_head()
        token, suffix = encoding
        copy = open(path + suffix, "rb")
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", token)
        self.send_header("Content-Length", str(os.fstat(copy.fileno()).st_size))
        self.end_headers()
        return copy

    def _index_of(self, path):
        """A directory asked for with its slash is its index.html, whose precompressed copy is sent
        too, as a host's index file is (nginx's `index` with `brotli_static`)."""
        index = os.path.join(path, "index.html")
        if self.path.split("?", 1)[0].endswith("/") and os.path.isfile(index):
            return index
        return path

    def _accepted_copy(self, path):
        """The precompressed copy of `path` to send, if the browser accepts one and it exists."""
        accepted = {part.split(";")[0].strip() for part in self.headers.get("Accept-Encoding", "").split(",")}
        for token, suffix in COPIES:
            # A copy older than its file is stale (the file was changed after compressing).
            if token in accepted and os.path.isfile(path + suffix) and os.path.getmtime(path + suffix) >= os.path.getmtime(path):
                return token, suffix
        return None

    def translate_path(self, path):
        return super().translate_path(self._strip_base(path) or "/")

    def end_headers(self):
        hashed = HASHED.search(self.path.split("?", 1)[0])
        self.send_header("Cache-Control", "max-age=31536000, immutable" if hashed else "no-cache")
        self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def log_message(self, format, *args):
        if os.environ.get("E2E_SERVER_LOG") == "1":
            super().log_message(format, *args)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", default=os.path.join(os.path.dirname(__file__), "..", "dist"))
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8081)
    parser.add_argument("--base", default="/")
    args = parser.parse_args()

    directory = os.path.abspath(args.dir)
    if not os.path.isfile(os.path.join(directory, "index.html")):
        sys.exit(f"serve.py: {directory}/index.html not found: run 'make dist' first")
    base = "/" + args.base.strip("/") + "/" if args.base.strip("/") else "/"

    Handler.base = base
    handler = functools.partial(Handler, directory=directory)
    server = http.server.ThreadingHTTPServer((args.host, args.port), handler)
    print(f"serve.py: {directory} at http://{args.host}:{args.port}{base}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
