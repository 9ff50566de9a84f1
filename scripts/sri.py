"""Subresource integrity, as index.html's links and the service worker's fetches write it."""

import base64
import hashlib


def integrity(data):
    """The digest of a file's bytes in the form of an `integrity` attribute."""
    return "sha384-" + base64.b64encode(hashlib.sha384(data).digest()).decode()
