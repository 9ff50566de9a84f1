"""Subresource integrity, as index.html's links and the service worker's fetches write it."""

import base64
import hashlib
import re
import sys

# A link with an integrity, as Trunk and split-wasm.py write them: its address and its digest.
LINK_INTEGRITY = re.compile(r'(<link[^>]*\bhref="([^"]*)"[^>]*\bintegrity=")([^"]*)(")')


def integrity(data):
    """The digest of a file's bytes in the form of an `integrity` attribute."""
    return "sha384-" + base64.b64encode(hashlib.sha384(data).digest()).decode()


def with_integrity(html, root, public_url):
    """`html` with every linked file's integrity computed again from the file under `root`, which
    is served at `public_url`."""

    def refreshed(link):
        href = link.group(2)
        path = root / href.removeprefix(public_url)
        if not href.startswith(public_url) or not path.is_file():
            sys.exit(f"index.html links {href}, which is not in {root} under {public_url}")
        return link.group(1) + integrity(path.read_bytes()) + link.group(4)

    return LINK_INTEGRITY.sub(refreshed, html)
