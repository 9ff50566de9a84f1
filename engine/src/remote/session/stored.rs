//! The session saved as JSON, and read back with everything checked again.

use super::overview::Overview;
use super::parcel::{link_bytes, Parcel};
use super::{start_game, Session, SessionError, MOST_FORKS, SESSION_FORMAT};
use crate::remote::copy::Agreement;
use crate::remote::deal::DealSecret;
use crate::remote::genesis::{Genesis, Join, Table};
use crate::remote::link::{self, LinkError};
use crate::remote::parts::{Held, Kept, Part};
use crate::remote::wire::Reader;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use ed25519_dalek::SigningKey;
use serde::{Deserialize, Serialize};

/// The session as JSON: the keys as base64url, joins and messages as links carry them, and the
/// game's record, which must follow from the messages when read back.
#[derive(Serialize, Deserialize)]
struct Stored {
    format: u32,
    seat: usize,
    host: usize,
    /// A dealt game's [`Overview`], for the library: derived, so never read back (an old
    /// session has none, and one read back makes it again).
    #[serde(skip_deserializing, skip_serializing_if = "Option::is_none")]
    overview: Option<Overview>,
    /// This seat's signing key and deal secret: whoever holds them plays this seat.
    key: String,
    deal_secret: String,
    table: StoredTable,
    /// Each seat's join, as a link carries it; `null` for a seat still open.
    joins: Vec<Option<String>>,
    /// The messages taken, in order, each as a link of its own.
    messages: Vec<String>,
    /// The game's record so far, once every seat has joined.
    record: Option<serde_json::Value>,
    /// Parts of long links kept until the rest come, each as its link.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    parts: Vec<String>,
    /// The other seats this device plays, each stored as a session of its own.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    beside: Vec<Stored>,
    /// At a guest, the host device's other seats, as its invitation named them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    hosts_beside: Vec<usize>,
    /// The other message of each fork refused, each as a link of its own.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    forks: Vec<String>,
    /// At a guest, its seat's token from its invitation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    token: Option<String>,
    /// The agreement on a copy's seed, if a seat asked for one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    copy: Option<StoredCopy>,
}

/// An agreement on a copy's seed: each contribution taken as a link of its own, and this
/// device's fresh bytes by seat, until revealed the only thing that keeps the seed unknown.
#[derive(Serialize, Deserialize)]
struct StoredCopy {
    contributions: String,
    own: Vec<(u8, String)>,
}

#[derive(Serialize, Deserialize)]
struct StoredTable {
    game: String,
    setup: String,
    names: Vec<String>,
    nonce: String,
}

fn base64_array<const N: usize>(text: &str, what: &str) -> Result<[u8; N], SessionError> {
    URL_SAFE_NO_PAD
        .decode(text)
        .ok()
        .and_then(|bytes| bytes.try_into().ok())
        .ok_or_else(|| SessionError::Corrupt(format!("its {what} is not {N} bytes of base64url")))
}

impl Session {
    /// Everything this device keeps of the game, as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(&self.stored()).expect("a session is plain data and always serializes")
    }

    fn stored(&self) -> Stored {
        let table = &self.genesis.table;
        let join_text = |join: &Join| {
            let mut bytes = Vec::new();
            join.write(&mut bytes);
            URL_SAFE_NO_PAD.encode(bytes)
        };
        Stored {
            format: SESSION_FORMAT,
            seat: self.seat,
            host: self.host,
            overview: self.overview(),
            key: URL_SAFE_NO_PAD.encode(self.key.to_bytes()),
            deal_secret: URL_SAFE_NO_PAD.encode(self.secret.to_bytes()),
            table: StoredTable {
                game: table.game.clone(),
                setup: table.setup.clone(),
                names: table.names.clone(),
                nonce: URL_SAFE_NO_PAD.encode(table.nonce),
            },
            joins: self
                .genesis
                .joins()
                .iter()
                .map(|join| join.as_ref().map(join_text))
                .collect(),
            messages: self
                .messages()
                .iter()
                .map(|signed| link::encode(std::slice::from_ref(signed)))
                .collect(),
            record: self.record_value(),
            parts: self.held.parts().iter().map(Part::encode).collect(),
            beside: self.beside.iter().map(Session::stored).collect(),
            hosts_beside: self.hosts_beside.clone(),
            forks: self
                .forks
                .iter()
                .map(|signed| link::encode(std::slice::from_ref(signed)))
                .collect(),
            token: self.token.map(|token| URL_SAFE_NO_PAD.encode(token)),
            copy: self.copy.as_ref().map(|agreement| StoredCopy {
                contributions: Parcel::Copy(agreement.contributions()).encode(),
                own: (agreement.own().iter())
                    .map(|(seat, r)| (*seat, URL_SAFE_NO_PAD.encode(r)))
                    .collect(),
            }),
        }
    }

    fn record_value(&self) -> Option<serde_json::Value> {
        let record = self.game()?.record_json();
        Some(serde_json::from_str(&record).expect("a record is JSON"))
    }

    /// A session read back from its JSON, every join, message and move checked again as if
    /// opened anew; anything that does not hold is [`SessionError::Corrupt`].
    pub fn from_json(json: &str) -> Result<Session, SessionError> {
        let stored: Stored =
            serde_json::from_str(json).map_err(|error| SessionError::Corrupt(error.to_string()))?;
        if stored.format != SESSION_FORMAT {
            return Err(SessionError::Corrupt(format!(
                "its format {} is not one this version reads",
                stored.format
            )));
        }
        Session::restore(&stored).map_err(|error| match error {
            SessionError::Corrupt(_) => error,
            other => SessionError::Corrupt(other.to_string()),
        })
    }

    fn restore(stored: &Stored) -> Result<Session, SessionError> {
        let table = Table {
            game: stored.table.game.clone(),
            setup: stored.table.setup.clone(),
            names: stored.table.names.clone(),
            nonce: base64_array(&stored.table.nonce, "table's random part")?,
        };
        start_game(&table)?;
        let mut session = Session {
            seat: stored.seat,
            host: stored.host,
            key: SigningKey::from_bytes(&base64_array(&stored.key, "key")?),
            secret: DealSecret::from_bytes(base64_array(&stored.deal_secret, "deal secret")?),
            genesis: Genesis::new(table),
            playing: None,
            held: Held::default(),
            beside: Vec::new(),
            hosts_beside: stored.hosts_beside.clone(),
            forks: Vec::new(),
            token: match &stored.token {
                Some(token) => Some(base64_array(token, "seat's token")?),
                None => None,
            },
            copy: None,
        };
        let seats = session.names().len();
        if let Some(&seat) = session.host_device().iter().find(|&&seat| seat >= seats) {
            return Err(SessionError::NoSuchSeat { seat, seats });
        }
        for text in stored.joins.iter().flatten() {
            let bytes = URL_SAFE_NO_PAD.decode(text).map_err(|_| LinkError::Unreadable)?;
            let mut reader = Reader::new(&bytes);
            let join = Join::read(&mut reader)?;
            reader.finish()?;
            session.genesis.accept(join)?;
        }
        let own = session.genesis.joins().get(session.seat).cloned().flatten();
        if own != Some(session.own_join()) {
            return Err(SessionError::Corrupt(
                "its key is not the one its seat joined with".into(),
            ));
        }
        session.start_if_complete()?;
        session.restore_messages(&stored.messages)?;
        for text in &stored.parts {
            let part = Part::read(&link_bytes(text)?)?;
            if !matches!(session.held.keep(part), Ok(Kept::Waiting(_))) {
                return Err(SessionError::Corrupt("its parts of links repeat, or join".into()));
            }
        }
        if session.record_value() != stored.record {
            return Err(SessionError::Corrupt(
                "its record does not follow from its moves".into(),
            ));
        }
        session.restore_beside(&stored.beside)?;
        for text in &stored.forks {
            let forks = link::decode(text)?;
            let proven = session.playing.as_ref().is_some_and(|playing| {
                forks.len() == 1 && playing.chain.is_fork(&forks[0]) && session.forks.len() < MOST_FORKS
            });
            if !proven {
                return Err(SessionError::Corrupt("its proof of a fork is not one".into()));
            }
            session.forks.extend(forks);
        }
        if let Some(stored) = &stored.copy {
            session.restore_copy(stored)?;
        }
        Ok(session)
    }

    /// Restores the agreement on a copy's seed: every contribution checked again, and this
    /// device's bytes against its commitments.
    fn restore_copy(&mut self, stored: &StoredCopy) -> Result<(), SessionError> {
        let corrupt = || SessionError::Corrupt("its agreement on a copy does not hold".into());
        let Parcel::Copy(contributions) = Parcel::decode(&stored.contributions)? else {
            return Err(corrupt());
        };
        let playing = self.playing.as_ref().ok_or_else(corrupt)?;
        let first = contributions.first().ok_or_else(corrupt)?;
        let mut agreement = Agreement::new(first.contribution.round.clone());
        for signed in contributions {
            agreement.take(signed, playing.chain.keys())?;
        }
        for (seat, r) in &stored.own {
            if !agreement.restore_own(*seat, base64_array(r, "bytes for a copy")?) {
                return Err(corrupt());
            }
        }
        self.copy = Some(agreement);
        Ok(())
    }

    /// Restores the seats this device plays beside this one, which must be in step with it.
    fn restore_beside(&mut self, beside: &[Stored]) -> Result<(), SessionError> {
        for stored in beside {
            let seat = Session::restore(stored)?;
            // Only the host's device plays seats beside its own, each joined with its key.
            let joined = self.genesis.joins().get(seat.seat) == Some(&Some(seat.own_join()));
            let in_step = seat.genesis.table == self.genesis.table
                && seat.messages() == self.messages()
                && self.seat == self.host
                && seat.seat != self.seat
                && joined;
            if !in_step {
                return Err(SessionError::Corrupt(format!(
                    "its seat {} here is not in step with this device's",
                    seat.seat + 1
                )));
            }
            self.beside.push(seat);
        }
        Ok(())
    }

    fn restore_messages(&mut self, messages: &[String]) -> Result<(), SessionError> {
        if self.playing.is_none() && !messages.is_empty() {
            return Err(self.not_started());
        }
        for text in messages {
            for signed in link::decode(text)? {
                self.take_message(signed)?;
            }
        }
        Ok(())
    }
}
