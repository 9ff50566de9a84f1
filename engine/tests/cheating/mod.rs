//! A device that deviates on purpose (issue 55): it holds a seat's keys, as the honest device of
//! that seat would, and signs whatever message an attack needs. Each attack's test sends that
//! message by a link to an honest device of a real session, which must refuse it at the step
//! itself, naming the seat, before it sends any key.

mod cards;
mod copy;
mod keys;
mod reveal;
mod seats;
mod shuffle;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use ed25519_dalek::SigningKey;
use gameshelf_engine::remote::copy::{Contribution, Round, Share};
use gameshelf_engine::remote::deal::{DealId, DealSecret, Deck, Unlock};
use gameshelf_engine::remote::dealt::DealtRefusal;
use gameshelf_engine::remote::link::{Message, Signed};
use gameshelf_engine::remote::session::{copy_link, moves_link, Session, SessionError};

/// A seat's keys, in the hands of a device that signs what it likes.
pub struct Cheat {
    seat: u8,
    key: SigningKey,
    pub secret: DealSecret,
}

impl Cheat {
    /// The seat `device` plays, with its keys read from its save.
    pub fn of(device: &Session) -> Cheat {
        let stored: serde_json::Value = serde_json::from_str(&device.to_json()).unwrap();
        let bytes = |field: &str| -> [u8; 32] {
            let text = stored[field].as_str().unwrap();
            URL_SAFE_NO_PAD.decode(text).unwrap().try_into().unwrap()
        };
        Cheat {
            seat: device.seat() as u8,
            key: SigningKey::from_bytes(&bytes("key")),
            secret: DealSecret::from_bytes(bytes("deal_secret")),
        }
    }

    /// The link of this seat's message that follows the last one `victim` has taken.
    pub fn link(
        &self,
        victim: &Session,
        body: &str,
        unlocks: Vec<(u16, Unlock)>,
        deck: Option<Deck>,
    ) -> String {
        let last = victim.messages().last().expect("the deal has begun");
        let message = Message {
            game: last.message.game,
            turn: last.message.turn + 1,
            previous: last.hash(),
            seat: self.seat,
            body: body.into(),
            unlocks,
            deck,
        };
        moves_link(&[message.sign(&self.key)])
    }

    /// The link of the seat's honest message `honest` as the changed app sends it instead:
    /// `change` rewrites it before it is signed.
    pub fn changed(&self, honest: &Signed, change: impl FnOnce(&mut Message)) -> String {
        let mut message = honest.message.clone();
        change(&mut message);
        moves_link(&[message.sign(&self.key)])
    }

    /// The link of this seat's contribution `share` to the copy `round`, signed as it likes.
    pub fn copy_link(&self, round: &Round, share: Share) -> String {
        let round = round.clone();
        let seat = self.seat;
        copy_link(&[Contribution { round, seat, share }.sign(&self.key)])
    }

    /// This seat's keys for `positions` of the deck of `deal`.
    pub fn unlocks(&self, deal: &DealId, positions: impl IntoIterator<Item = usize>) -> Vec<(u16, Unlock)> {
        let key = |position: usize| (position as u16, self.secret.unlock(deal, position));
        positions.into_iter().map(key).collect()
    }
}

/// The deal of the game `device` plays: its identity.
pub fn deal(device: &Session) -> DealId {
    DealId(device.messages()[0].message.game)
}

/// The deck of the last message `device` took that carries one.
pub fn last_deck(device: &Session) -> Deck {
    let messages = device.messages().iter().rev();
    let mut decks = messages.filter_map(|signed| signed.message.deck.clone());
    decks.next().expect("a step of the deal was taken")
}

/// Asserts that `victim` refuses `link` as a message of `seat`'s that breaks the deal, and that
/// nothing changed: the same messages taken, the same links to send, so no key of its left.
pub fn assert_refused(victim: &mut Session, link: &str, seat: usize) -> DealtRefusal {
    let (messages, outbox) = (victim.messages().to_vec(), victim.outbox());
    let refusal = match victim.open(link) {
        Err(SessionError::Deal {
            seat: named, refusal, ..
        }) if named == seat => refusal,
        other => panic!("not refused as seat {}'s: {other:?}", seat + 1),
    };
    assert_eq!(victim.messages(), messages, "the refused message was taken");
    assert_eq!(victim.outbox(), outbox, "a link left after the refusal");
    refusal
}
