//! The bytes links are made of: counts and texts with a two-byte length, and a reader that
//! refuses a link cut short. Messages, joins, tables and whole links are written with these.

use super::link::LinkError;

/// A count as the link writes it, in two bytes. Links carry a few moves of a few characters,
/// so a count past two bytes is a mistake in the caller, never a player's doing.
pub(super) fn count(len: usize) -> [u8; 2] {
    u16::try_from(len)
        .expect("a link counts at most 65,535 of anything")
        .to_le_bytes()
}

/// Text as its length (two bytes), then its UTF-8 bytes.
pub(super) fn put_text(bytes: &mut Vec<u8>, text: &str) {
    bytes.extend_from_slice(&count(text.len()));
    bytes.extend_from_slice(text.as_bytes());
}

/// Reads a link's bytes in order; any read past the end makes the whole link unreadable.
pub(super) struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    pub(super) fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes }
    }

    pub(super) fn take(&mut self, len: usize) -> Result<&'a [u8], LinkError> {
        if self.bytes.len() < len {
            return Err(LinkError::Unreadable);
        }
        let (taken, rest) = self.bytes.split_at(len);
        self.bytes = rest;
        Ok(taken)
    }

    pub(super) fn array<const N: usize>(&mut self) -> Result<[u8; N], LinkError> {
        Ok(self.take(N)?.try_into().expect("N bytes"))
    }

    pub(super) fn u8(&mut self) -> Result<u8, LinkError> {
        Ok(self.take(1)?[0])
    }

    pub(super) fn u16(&mut self) -> Result<u16, LinkError> {
        Ok(u16::from_le_bytes(self.array()?))
    }

    pub(super) fn text(&mut self) -> Result<String, LinkError> {
        let len = self.u16()? as usize;
        String::from_utf8(self.take(len)?.to_vec()).map_err(|_| LinkError::Unreadable)
    }

    /// Whether every byte has been read.
    pub(super) fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// Refuses bytes left over: a link is read whole or not at all.
    pub(super) fn finish(self) -> Result<(), LinkError> {
        if self.bytes.is_empty() {
            Ok(())
        } else {
            Err(LinkError::Unreadable)
        }
    }
}
