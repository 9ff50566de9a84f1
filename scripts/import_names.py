"""Short names for the functions the app's wasm imports from wasm-bindgen's script.

wasm-bindgen names each import after what it calls and a hash (`__wbg_setAttribute_2a8f…`),
and the name is written twice: in the wasm's import section and as a key of the script's
imports object. Some 280 such names, their hashes incompressible, cost 4.6 KB of brotli before
the shelf can be drawn; here each becomes a short name (`a`, `b`, … `ba`, …) on both sides.

A name is renamed only where the script writes it exactly once, as a key (`name:`): the imports
object is the only place wasm-bindgen writes an import's name, and anything else is left as
it is.
"""

import re
import string

LETTERS = string.ascii_letters


def short_name(index):
    """The `index`th short name: a, b, … Z, ba, bb, …, never a JavaScript keyword (none is
    two letters or one but `do`, `if` and `in`, which are skipped)."""
    name = ""
    while True:
        name = LETTERS[index % len(LETTERS)] + name
        index //= len(LETTERS)
        if index == 0:
            return name


def short_names():
    """Short names in order, without the keywords they could spell."""
    index = 0
    while True:
        name = short_name(index)
        index += 1
        if name not in {"do", "if", "in"}:
            yield name


def _leb(data, at):
    """An unsigned LEB128 number at `at`, and where it ends."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def leb128(value):
    """`value` as an unsigned LEB128 number."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _limits_end(data, at):
    """Where a table's or memory's limits end: flags, minimum, and a maximum if flag 1 says so."""
    flags = data[at]
    _, at = _leb(data, at + 1)
    if flags & 1:
        _, at = _leb(data, at)
    return at


def _descriptor_end(data, at):
    """Where an import's descriptor (its kind and type) ends."""
    kind = data[at]
    at += 1
    if kind in (0, 4):  # a function's type index; a tag's attribute, then its type index
        return _leb(data, at + (kind == 4))[1]
    if kind == 1:  # a table: its element type, then limits
        return _limits_end(data, at + 1)
    if kind == 2:
        return _limits_end(data, at)
    if kind == 3:  # a global: its value type and mutability
        return at + 2
    raise ValueError(f"an import of unknown kind {kind}")


def _sections(wasm):
    """Each section as (id, start of its contents, end)."""
    at = 8
    while at < len(wasm):
        section, size_at = wasm[at], at + 1
        size, start = _leb(wasm, size_at)
        yield section, start, start + size
        at = start + size


def _imports(contents):
    """Each import of an import section's `contents`: where it starts, where its module's name
    ends, the module's name, its own name, where that name ends, and where the import ends."""
    count, at = _leb(contents, 0)
    for _ in range(count):
        module_length, module_at = _leb(contents, at)
        module_end = module_at + module_length
        length, name_at = _leb(contents, module_end)
        name_end = name_at + length
        end = _descriptor_end(contents, name_end)
        module = contents[module_at:module_end].decode()
        yield at, module_end, module, contents[name_at:name_end].decode(), name_end, end
        at = end


def _renamed_imports(contents, module, renames):
    """The import section's contents with the imports of `module` renamed as `renames` says."""
    out = bytearray(leb128(_leb(contents, 0)[0]))
    for at, module_end, imported_from, name, name_end, end in _imports(contents):
        if imported_from == module:
            name = renames.get(name, name)
        out += contents[at:module_end] + leb128(len(name.encode())) + name.encode()
        out += contents[name_end:end]
    return bytes(out)


def import_names(wasm, module):
    """The names of the functions and other things `wasm` imports from `module`."""
    return [
        name
        for section, start, end in _sections(wasm)
        if section == 2
        for _, _, imported_from, name, _, _ in _imports(wasm[start:end])
        if imported_from == module
    ]


def shorten(wasm, script, module):
    """`wasm` and `script` (wasm-bindgen's, which defines the imports of `module`) with the
    imports written once in the script, as a key, renamed to short names on both sides."""
    renames = {}
    names = short_names()
    for name in import_names(wasm, module):
        # Each place the script writes the name: whether it is followed by a colon.
        written = re.findall(rf"(?<![\w$]){re.escape(name)}(?![\w$])(\s*:)?", script)
        if len(written) == 1 and written[0]:
            renames[name] = next(names)
    for old, new in renames.items():
        script = re.sub(rf"(?<![\w$]){re.escape(old)}(?=\s*:)", new, script)
    out = bytearray(wasm[:8])
    for section, start, end in _sections(wasm):
        contents = wasm[start:end]
        if section == 2:
            contents = _renamed_imports(contents, module, renames)
        out += bytes([section]) + leb128(len(contents)) + contents
    return bytes(out), script
