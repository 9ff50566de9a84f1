//! How a remote game comes to be: the host's table names the game and its seats; each device
//! (the host's too) joins a seat with its public key and its commitment to its deal secret,
//! signed with that key; once every seat is filled, the genesis is complete and its hash is the
//! game's identity, the same on every device, which checks every join for itself.

use super::hash32;
use super::link::{GameId, LinkError};
use super::wire::{count, put_text, Reader};
use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};
use std::fmt;

/// The table the host sets: the game and its setup (the record's, as text), the seats' names,
/// and the host's random bytes, which make two games set up alike two games. Its hash is what
/// every seat's join answers.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Table {
    pub game: String,
    pub setup: String,
    pub names: Vec<String>,
    pub nonce: [u8; 16],
}

/// The table and the joins of its seats. Complete, its hash is the game's identity; any device
/// checks it by accepting each join again.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Genesis {
    pub table: Table,
    joins: Vec<Option<Join>>,
}

/// A complete genesis: what every device checks messages and the deal against.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Founded {
    /// The game's identity, named by every message.
    pub id: GameId,
    /// Each seat's key, which signs its moves.
    pub keys: Vec<VerifyingKey>,
    /// Each seat's commitment to its deal secret, bound into the game's identity.
    pub commitments: Vec<[u8; 32]>,
}

/// A device's request to take a seat, signed with the key it will play with.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Join {
    /// The table's hash, so that a join for one game is no join for another.
    pub invitation: [u8; 32],
    pub seat: usize,
    pub key: VerifyingKey,
    pub commitment: [u8; 32],
    signature: [u8; 64],
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum JoinError {
    OtherInvitation,
    NoSuchSeat {
        seat: usize,
    },
    Taken {
        seat: usize,
    },
    NotSigned {
        seat: usize,
    },
    /// Not every seat has joined yet.
    SeatsOpen {
        open: Vec<usize>,
    },
}

impl fmt::Display for JoinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JoinError::OtherInvitation => write!(f, "this answers another invitation"),
            JoinError::NoSuchSeat { seat } => write!(f, "there is no seat {} in this game", seat + 1),
            JoinError::Taken { seat } => write!(f, "seat {} is already taken", seat + 1),
            JoinError::NotSigned { seat } => {
                write!(f, "the answer for seat {} is not signed by its key", seat + 1)
            }
            JoinError::SeatsOpen { open } => {
                let seats: Vec<String> = open.iter().map(|seat| (seat + 1).to_string()).collect();
                write!(f, "seats {} have not joined yet", seats.join(", "))
            }
        }
    }
}

impl std::error::Error for JoinError {}

impl Table {
    pub fn hash(&self) -> [u8; 32] {
        let mut parts: Vec<&[u8]> = vec![self.game.as_bytes(), self.setup.as_bytes(), &self.nonce];
        parts.extend(self.names.iter().map(|name| name.as_bytes()));
        hash32("gameshelf table", &parts)
    }

    /// The table as a link carries it: the game, the setup, the names, then the random bytes.
    pub(super) fn write(&self, bytes: &mut Vec<u8>) {
        put_text(bytes, &self.game);
        put_text(bytes, &self.setup);
        bytes.extend_from_slice(&count(self.names.len()));
        for name in &self.names {
            put_text(bytes, name);
        }
        bytes.extend_from_slice(&self.nonce);
    }

    pub(super) fn read(reader: &mut Reader) -> Result<Table, LinkError> {
        let game = reader.text()?;
        let setup = reader.text()?;
        let names = (0..reader.u16()?)
            .map(|_| reader.text())
            .collect::<Result<_, _>>()?;
        Ok(Table {
            game,
            setup,
            names,
            nonce: reader.array()?,
        })
    }
}

impl Genesis {
    /// The table with every seat open.
    pub fn new(table: Table) -> Genesis {
        let joins = vec![None; table.names.len()];
        Genesis { table, joins }
    }

    /// The seats no one has joined.
    pub fn open_seats(&self) -> Vec<usize> {
        (0..self.joins.len())
            .filter(|&seat| self.joins[seat].is_none())
            .collect()
    }

    /// Each seat's join, `None` for a seat still open.
    pub fn joins(&self) -> &[Option<Join>] {
        &self.joins
    }

    /// Fills `join`'s seat, if the join answers this table, the seat is free and the join is
    /// signed by the key it names.
    pub fn accept(&mut self, join: Join) -> Result<(), JoinError> {
        if join.invitation != self.table.hash() {
            return Err(JoinError::OtherInvitation);
        }
        let seat = join.seat;
        let place = self.joins.get_mut(seat).ok_or(JoinError::NoSuchSeat { seat })?;
        if place.is_some() {
            return Err(JoinError::Taken { seat });
        }
        if !join.is_signed() {
            return Err(JoinError::NotSigned { seat });
        }
        *place = Some(join);
        Ok(())
    }

    /// The game's identity, every seat's key and every seat's commitment, once all seats are
    /// filled.
    pub fn complete(&self) -> Result<Founded, JoinError> {
        let open = self.open_seats();
        if !open.is_empty() {
            return Err(JoinError::SeatsOpen { open });
        }
        let joins: Vec<&Join> = self.joins.iter().flatten().collect();
        let table = self.table.hash();
        let mut parts: Vec<&[u8]> = vec![&table];
        parts.extend(
            joins
                .iter()
                .flat_map(|join| [join.key.as_bytes(), &join.commitment[..]]),
        );
        let game = hash32("gameshelf game", &parts);
        let keys = joins.iter().map(|join| join.key).collect();
        let commitments = joins.iter().map(|join| join.commitment).collect();
        Ok(Founded {
            id: game,
            keys,
            commitments,
        })
    }
}

impl Join {
    fn signed_bytes(
        invitation: &[u8; 32],
        seat: usize,
        key: &VerifyingKey,
        commitment: &[u8; 32],
    ) -> Vec<u8> {
        [
            &b"gameshelf join"[..],
            invitation,
            &(seat as u64).to_le_bytes(),
            key.as_bytes(),
            commitment,
        ]
        .concat()
    }

    /// `key`'s answer to the invitation whose hash is `invitation`, for `seat`.
    pub fn new(invitation: [u8; 32], seat: usize, key: &SigningKey, commitment: [u8; 32]) -> Join {
        let public = key.verifying_key();
        let signature = key
            .sign(&Join::signed_bytes(&invitation, seat, &public, &commitment))
            .to_bytes();
        Join {
            invitation,
            seat,
            key: public,
            commitment,
            signature,
        }
    }

    /// The join as a link carries it: invitation, seat, key, commitment and signature.
    pub(super) fn write(&self, bytes: &mut Vec<u8>) {
        bytes.extend_from_slice(&self.invitation);
        bytes.push(u8::try_from(self.seat).expect("a table seats at most 8"));
        bytes.extend_from_slice(self.key.as_bytes());
        bytes.extend_from_slice(&self.commitment);
        bytes.extend_from_slice(&self.signature);
    }

    /// A join read back; whether it is signed is [`Genesis::accept`]'s to check.
    pub(super) fn read(reader: &mut Reader) -> Result<Join, LinkError> {
        let invitation = reader.array()?;
        let seat = usize::from(reader.u8()?);
        // Bytes that are no point of the curve are no key: an altered link.
        let key = VerifyingKey::from_bytes(&reader.array()?).map_err(|_| LinkError::Unreadable)?;
        Ok(Join {
            invitation,
            seat,
            key,
            commitment: reader.array()?,
            signature: reader.array()?,
        })
    }

    fn is_signed(&self) -> bool {
        let bytes = Join::signed_bytes(&self.invitation, self.seat, &self.key, &self.commitment);
        self.key
            .verify_strict(&bytes, &Signature::from_bytes(&self.signature))
            .is_ok()
    }
}
