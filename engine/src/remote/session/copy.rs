//! A dealt game's copy, by a seed the devices that agree to it draw together
//! ([`crate::remote::copy`]; docs/remote-play.md, "A copy without secrecy").

use super::parcel::{seat_byte, Parcel};
use super::{Entropy, Opened, Outgoing, Session, SessionError};
use crate::remote::copy::{Agreement, CopyRefusal, Round, Share, SignedContribution};
use crate::remote::hash32;
use crate::remote::link::LinkError;
use ed25519_dalek::SigningKey;

impl Session {
    /// Asks for a copy of the game as it stands, its seed drawn by `seats` (those that agree and
    /// still hold their keys; this device's seats always take part): commits this device's
    /// seats to fresh bytes from `entropy`. The link to send is in [`Session::outbox`].
    pub fn ask_copy(&mut self, seats: &[usize], entropy: &Entropy) -> Result<(), SessionError> {
        let playing = self.playing.as_ref().ok_or_else(|| self.not_started())?;
        let mut taking_part: Vec<usize> = seats.iter().chain(&self.seats_here()).copied().collect();
        taking_part.sort_unstable();
        taking_part.dedup();
        let table = self.names().len();
        if let Some(&seat) = taking_part.iter().find(|&&seat| seat >= table) {
            return Err(SessionError::NoSuchSeat { seat, seats: table });
        }
        let round = Round {
            game: playing.id,
            turn: playing.chain.taken().len() as u32,
            seats: taking_part.into_iter().map(seat_byte).collect(),
        };
        let mut next = self.clone();
        next.copy = Some(Agreement::new(round));
        next.commit_copy(entropy)?;
        *self = next;
        Ok(())
    }

    /// Agrees to the copy a seat asked for at this turn: commits this device's taking-part
    /// seats to fresh bytes from `entropy`, and reveals them once every commitment is in.
    pub fn agree_copy(&mut self, entropy: &Entropy) -> Result<(), SessionError> {
        if self.copy_agreement().is_none() {
            return Err(SessionError::NoCopyAsked);
        }
        let mut next = self.clone();
        next.commit_copy(entropy)?;
        *self = next;
        Ok(())
    }

    /// The agreement on a copy at this turn, if a seat asked for one: who asked, who takes
    /// part, who has committed and revealed, and, once every reveal is in, the seed.
    pub fn copy_agreement(&self) -> Option<&Agreement> {
        let agreement = self.copy.as_ref()?;
        let round = agreement.round();
        let current = self.playing.as_ref().is_some_and(|playing| {
            round.game == playing.id && round.turn as usize == playing.chain.taken().len()
        });
        current.then_some(agreement)
    }

    /// Commits every seat of this device that takes part and has not, then reveals if due.
    fn commit_copy(&mut self, entropy: &Entropy) -> Result<(), SessionError> {
        self.with_agreement(|agreement, session| {
            let own = agreement.own_seats();
            let seats = agreement.round().seats.clone();
            for seat in seats
                .into_iter()
                .filter(|&seat| !own.contains(&usize::from(seat)))
            {
                let Some(key) = session.key_of(usize::from(seat)) else {
                    continue;
                };
                let r = hash32("gameshelf copy bytes", &[&entropy.0, &[seat]]);
                agreement.commit_own(seat, r, key).map_err(SessionError::Copy)?;
            }
            agreement.reveal_when_due(|seat| session.key_of(seat));
            Ok(())
        })
        .unwrap_or(Err(SessionError::NoCopyAsked))
    }

    /// Runs `change` on the agreement, with this session beside it; none if there is none.
    fn with_agreement<R>(&mut self, change: impl FnOnce(&mut Agreement, &Session) -> R) -> Option<R> {
        let mut agreement = self.copy.take()?;
        let result = change(&mut agreement, self);
        self.copy = Some(agreement);
        Some(result)
    }

    /// The signing key of `seat`, if this device plays it.
    fn key_of(&self, seat: usize) -> Option<&SigningKey> {
        if seat == self.seat {
            return Some(&self.key);
        }
        let beside = self.beside.iter().find(|session| session.seat == seat);
        beside.map(|session| &session.key)
    }

    /// Takes contributions to a copy's seed: the first commitment for this turn, for a valid
    /// set of seats, opens the agreement; this device reveals once every commitment is in.
    pub(super) fn take_copy(
        &mut self,
        contributions: Vec<SignedContribution>,
    ) -> Result<Opened, SessionError> {
        let playing = self.playing.as_ref().ok_or_else(|| self.not_started())?;
        let (game, turn) = (playing.id, playing.chain.taken().len() as u32);
        let keys = playing.chain.keys().to_vec();
        let table = self.names().len();
        let mut new = false;
        for signed in contributions {
            let contribution = &signed.contribution;
            if contribution.round.game != game {
                return Err(LinkError::OtherGame.into());
            }
            let opens = matches!(contribution.share, Share::Commit(_))
                && contribution.round.game == game
                && contribution.round.turn == turn
                && valid_seats(&contribution.round.seats, table);
            if self.copy_agreement().is_none() && opens {
                self.copy = Some(Agreement::new(contribution.round.clone()));
            }
            let seat = usize::from(contribution.seat);
            let current = self.copy_agreement().is_some();
            let Some(agreement) = self.copy.as_mut().filter(|_| current) else {
                return Err(SessionError::Copy(match contribution.share {
                    Share::Reveal(_) => CopyRefusal::EarlyReveal { seat },
                    Share::Commit(_) => CopyRefusal::OtherRound { seat },
                }));
            };
            new |= agreement.take(signed, &keys)?;
        }
        if !new {
            return Err(SessionError::AlreadyOpened);
        }
        self.with_agreement(|agreement, session| agreement.reveal_when_due(|seat| session.key_of(seat)));
        Ok(Opened {
            copy: true,
            ..Opened::default()
        })
    }

    /// The link of this device's copy agreement, to every other taking-part seat: every
    /// contribution it holds, so that a device that lacks some takes them all. The last of
    /// [`Session::outbox`], if any.
    pub fn copy_outbox(&self) -> Option<Outgoing> {
        let agreement = self.copy_agreement()?;
        let here = self.seats_here();
        let seats = agreement.round().seats.iter().map(|&seat| usize::from(seat));
        let to: Vec<usize> = seats.filter(|seat| !here.contains(seat)).collect();
        let link = Parcel::Copy(agreement.contributions()).encode();
        (!to.is_empty()).then_some(Outgoing { to, link })
    }
}

/// Whether `seats` can take part in a copy of a game of `table` seats: one or more, each at the
/// table, in seat order, none twice.
fn valid_seats(seats: &[u8], table: usize) -> bool {
    let ordered = seats.windows(2).all(|pair| pair[0] < pair[1]);
    ordered && seats.last().is_some_and(|&last| usize::from(last) < table)
}
