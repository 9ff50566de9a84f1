//! The session's links as bytes: what each kind of link carries, and the links that carry a
//! game's messages within a messenger's limit.

use crate::remote::copy::SignedContribution;
use crate::remote::genesis::{Join, Table};
use crate::remote::link::{read_messages, write_messages, LinkError, Signed, MOST_LINK_CHARS};
use crate::remote::parts::Part;
use crate::remote::wire::Reader;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

/// What a link carries, after its first byte.
pub(super) enum Parcel {
    /// The host's table and the seat it invites to join. `host_device`: every seat the host's
    /// device plays, the host's first, so that the guest sends that device one link.
    /// `token`: the seat's own, which only its answer proves it knows (none in an invitation
    /// from before seats had tokens).
    Invitation {
        host_device: Vec<usize>,
        seat: usize,
        table: Table,
        token: Option<[u8; 32]>,
    },
    /// A seat's join, for the host (boxed: it is the largest by far where pointers are small),
    /// with its proof that it knows its seat's token.
    Answer(Box<Join>, Option<[u8; 32]>),
    /// Every seat's join (while the receiver may lack them), then moves.
    Game {
        genesis: Option<(Table, Vec<Join>)>,
        messages: Vec<Signed>,
    },
    /// Contributions to a copy's seed, outside the chain of moves ([`crate::remote::copy`]).
    Copy(Vec<SignedContribution>),
}

const INVITATION: u8 = 1;
const ANSWER: u8 = 2;
const GAME: u8 = 3;
/// An invitation from a device that plays more than one seat.
const INVITATION_FROM_SEATS: u8 = 4;
const COPY: u8 = 5;

impl Parcel {
    pub(super) fn encode(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.to_bytes())
    }

    fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::new();
        match self {
            Parcel::Invitation {
                host_device,
                seat,
                table,
                token,
            } => {
                let (host, beside) = host_device.split_first().expect("the host's seat comes first");
                // One seat at the host's device is written as invitations always were.
                let kind = if beside.is_empty() {
                    INVITATION
                } else {
                    INVITATION_FROM_SEATS
                };
                bytes.extend([kind, seat_byte(*host), seat_byte(*seat)]);
                if !beside.is_empty() {
                    bytes.push(seat_byte(beside.len()));
                    bytes.extend(beside.iter().map(|&seat| seat_byte(seat)));
                }
                table.write(&mut bytes);
                bytes.extend(token.iter().flatten());
            }
            Parcel::Answer(join, proof) => {
                bytes.push(ANSWER);
                join.write(&mut bytes);
                bytes.extend(proof.iter().flatten());
            }
            Parcel::Game { genesis, messages } => {
                bytes.extend([GAME, u8::from(genesis.is_some())]);
                if let Some((table, joins)) = genesis {
                    table.write(&mut bytes);
                    bytes.push(seat_byte(joins.len()));
                    joins.iter().for_each(|join| join.write(&mut bytes));
                }
                write_messages(&mut bytes, messages);
            }
            Parcel::Copy(contributions) => {
                bytes.extend([COPY, seat_byte(contributions.len())]);
                contributions.iter().for_each(|signed| signed.write(&mut bytes));
            }
        }
        bytes
    }

    /// A link's parcel: the text after the last `#`, so that a whole address opens too.
    pub(super) fn decode(link: &str) -> Result<Parcel, LinkError> {
        Parcel::from_bytes(&link_bytes(link)?)
    }

    pub(super) fn from_bytes(bytes: &[u8]) -> Result<Parcel, LinkError> {
        let mut reader = Reader::new(bytes);
        let parcel = match reader.u8()? {
            kind @ (INVITATION | INVITATION_FROM_SEATS) => {
                let mut host_device = vec![usize::from(reader.u8()?)];
                let seat = usize::from(reader.u8()?);
                if kind == INVITATION_FROM_SEATS {
                    for _ in 0..reader.u8()? {
                        host_device.push(usize::from(reader.u8()?));
                    }
                }
                let table = Table::read(&mut reader)?;
                Parcel::Invitation {
                    host_device,
                    seat,
                    table,
                    token: optional_array(&mut reader)?,
                }
            }
            ANSWER => {
                let join = Join::read(&mut reader)?;
                Parcel::Answer(Box::new(join), optional_array(&mut reader)?)
            }
            GAME => {
                let genesis = match reader.u8()? {
                    0 => None,
                    1 => Some(read_genesis(&mut reader)?),
                    _ => return Err(LinkError::Unreadable),
                };
                let messages = read_messages(&mut reader)?;
                Parcel::Game { genesis, messages }
            }
            COPY => Parcel::Copy(
                (0..reader.u8()?)
                    .map(|_| SignedContribution::read(&mut reader))
                    .collect::<Result<_, _>>()?,
            ),
            _ => return Err(LinkError::Unreadable),
        };
        reader.finish()?;
        Ok(parcel)
    }
}

/// The 32 bytes that end a parcel, if it has them: a seat's token or its proof, which links from
/// before seats had tokens lack.
fn optional_array(reader: &mut Reader) -> Result<Option<[u8; 32]>, LinkError> {
    if reader.is_empty() {
        return Ok(None);
    }
    reader.array().map(Some)
}

/// A link's bytes: the base64url after its last `#`, so that a whole address opens too.
pub(super) fn link_bytes(link: &str) -> Result<Vec<u8>, LinkError> {
    let text = link.trim().rsplit('#').next().unwrap_or_default();
    URL_SAFE_NO_PAD.decode(text).map_err(|_| LinkError::Unreadable)
}

fn read_genesis(reader: &mut Reader) -> Result<(Table, Vec<Join>), LinkError> {
    let table = Table::read(reader)?;
    let joins = (0..reader.u8()?)
        .map(|_| Join::read(reader))
        .collect::<Result<_, _>>()?;
    Ok((table, joins))
}

/// The links carrying `genesis` (if any) and `messages` to one seat, in order: as few as keep
/// each within [`MOST_LINK_CHARS`], a message too long for any link going alone, cut into parts
/// (`parts`) if it is too long for one. Only the deal's decks make messages that long: a link to
/// a seat carries every message since its last, in a game of three that can be two seats'
/// decks, and Summy's deck alone passes the limit.
pub(super) fn links_within_limit(
    mut genesis: Option<(Table, Vec<Join>)>,
    messages: Vec<Signed>,
) -> Vec<String> {
    let bytes = |genesis: &Option<(Table, Vec<Join>)>, messages: &[Signed]| {
        let messages = messages.to_vec();
        Parcel::Game {
            genesis: genesis.clone(),
            messages,
        }
        .to_bytes()
    };
    let chars = |bytes: &[u8]| base64::encoded_len(bytes.len(), false).expect("a link is a few KB");
    let mut links = Vec::new();
    let mut part: Vec<Signed> = Vec::new();
    for signed in messages {
        part.push(signed);
        if part.len() > 1 && chars(&bytes(&genesis, &part)) > MOST_LINK_CHARS {
            let last = part.pop().expect("two or more");
            links.extend(cut_within_limit(&bytes(&genesis, &part), &part));
            genesis = None;
            part = vec![last];
        }
    }
    links.extend(cut_within_limit(&bytes(&genesis, &part), &part));
    links
}

/// The link of `bytes`, carrying `messages`, if it is within [`MOST_LINK_CHARS`], or else the
/// links of its parts, which are.
fn cut_within_limit(bytes: &[u8], messages: &[Signed]) -> Vec<String> {
    let link = URL_SAFE_NO_PAD.encode(bytes);
    if link.len() <= MOST_LINK_CHARS {
        return vec![link];
    }
    let last_turn = messages.last().map_or(0, |signed| signed.message.turn);
    let parts = Part::split(bytes, last_turn, MOST_LINK_CHARS);
    parts.iter().map(Part::encode).collect()
}

/// A link carrying `messages`, as a session sends moves: for a device that already has every
/// seat's joins.
pub fn moves_link(messages: &[Signed]) -> String {
    Parcel::Game {
        genesis: None,
        messages: messages.to_vec(),
    }
    .encode()
}

/// A link carrying contributions to a copy's seed, as a session sends them.
pub fn copy_link(contributions: &[SignedContribution]) -> String {
    Parcel::Copy(contributions.to_vec()).encode()
}

/// A seat's number in one byte: tables seat at most eight.
pub(super) fn seat_byte(seat: usize) -> u8 {
    u8::try_from(seat).expect("a table seats at most 8")
}
