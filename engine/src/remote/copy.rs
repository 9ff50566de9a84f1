//! The seed of a dealt game's copy, drawn by the devices that agree to it (issue 55, §5;
//! docs/remote-play.md, "A copy without secrecy"): each taking-part seat commits to 32 fresh
//! bytes, and reveals them only once it holds every taking-part seat's commitment, so no seat
//! can tell the copy's deal before the last reveal, nor choose it after seeing the others'.
//!
//! Contributions are signed by their seat but travel outside the chain of moves, as links of
//! their own: a seat whose keys are lost cannot sign a turn, and a copy must not need it.

use super::hash;
use super::link::{GameId, LinkError};
use super::wire::Reader;
use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};
use std::fmt;

/// The copy a contribution is for: the game, the turn it is cut at (the messages taken), and
/// the seats that take part, in seat order.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Round {
    pub game: GameId,
    pub turn: u32,
    pub seats: Vec<u8>,
}

/// What a contribution carries: a seat's commitment, or the bytes it committed to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Share {
    Commit([u8; 32]),
    Reveal([u8; 32]),
}

/// One seat's contribution to a round.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Contribution {
    pub round: Round,
    pub seat: u8,
    pub share: Share,
}

/// A contribution with its seat's signature.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SignedContribution {
    pub contribution: Contribution,
    signature: [u8; 64],
}

/// Why a contribution was refused, naming its seat. Nothing changed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CopyRefusal {
    /// For another game, another turn or another set of seats than the copy asked for, or
    /// from a seat that does not take part.
    OtherRound { seat: usize },
    /// A second commitment from a seat, other than its first.
    SecondCommitment { seat: usize },
    /// A reveal before every taking-part seat's commitment is in.
    EarlyReveal { seat: usize },
    /// A reveal that does not open the seat's commitment.
    Unopened { seat: usize },
}

impl fmt::Display for CopyRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (seat, why) = match self {
            CopyRefusal::OtherRound { seat } => (seat, "is for another game, turn or set of seats"),
            CopyRefusal::SecondCommitment { seat } => (seat, "commits a second time, otherwise"),
            CopyRefusal::EarlyReveal { seat } => (seat, "reveals before every commitment is in"),
            CopyRefusal::Unopened { seat } => (seat, "reveals other than it committed to"),
        };
        write!(f, "seat {}'s contribution to the copy's seed {why}", seat + 1)
    }
}

impl std::error::Error for CopyRefusal {}

/// The label the signed bytes start with, so that no contribution reads as a move.
const LABEL: &[u8] = b"gameshelf copy seed contribution";

impl Contribution {
    fn to_bytes(&self) -> Vec<u8> {
        let round = &self.round;
        let mut bytes = LABEL.to_vec();
        bytes.extend_from_slice(&round.game);
        bytes.extend_from_slice(&round.turn.to_le_bytes());
        bytes.push(u8::try_from(round.seats.len()).expect("a table seats at most 8"));
        bytes.extend_from_slice(&round.seats);
        let (kind, share) = match self.share {
            Share::Commit(bytes) => (0, bytes),
            Share::Reveal(bytes) => (1, bytes),
        };
        bytes.extend([self.seat, kind]);
        bytes.extend_from_slice(&share);
        bytes
    }

    pub fn sign(self, key: &SigningKey) -> SignedContribution {
        let signature = key.sign(&self.to_bytes()).to_bytes();
        SignedContribution {
            contribution: self,
            signature,
        }
    }
}

impl SignedContribution {
    pub(super) fn write(&self, bytes: &mut Vec<u8>) {
        bytes.extend_from_slice(&self.contribution.to_bytes()[LABEL.len()..]);
        bytes.extend_from_slice(&self.signature);
    }

    pub(super) fn read(reader: &mut Reader) -> Result<SignedContribution, LinkError> {
        let game = reader.array()?;
        let turn = u32::from_le_bytes(reader.array()?);
        let len = usize::from(reader.u8()?);
        let seats = reader.take(len)?.to_vec();
        let seat = reader.u8()?;
        let share = match reader.u8()? {
            0 => Share::Commit(reader.array()?),
            1 => Share::Reveal(reader.array()?),
            _ => return Err(LinkError::Unreadable),
        };
        let round = Round { game, turn, seats };
        Ok(SignedContribution {
            contribution: Contribution { round, seat, share },
            signature: reader.array()?,
        })
    }

    fn verify(&self, key: &VerifyingKey) -> bool {
        let signature = Signature::from_bytes(&self.signature);
        key.verify_strict(&self.contribution.to_bytes(), &signature)
            .is_ok()
    }
}

/// What a seat commits to with its fresh bytes `r` for `round`.
pub fn commitment(round: &Round, seat: u8, r: &[u8; 32]) -> [u8; 32] {
    let turn = round.turn.to_le_bytes();
    let digest = hash("gameshelf copy commitment", &[&round.game, &turn, &[seat], r]);
    digest[..32].try_into().expect("64 bytes")
}

/// The agreement on one copy's seed, as one device holds it: every contribution taken, and the
/// fresh bytes of this device's taking-part seats, which leave it only as their reveals.
/// No `Debug`: this device's bytes are not for logs.
#[derive(Clone)]
pub struct Agreement {
    round: Round,
    taken: Vec<SignedContribution>,
    own: Vec<(u8, [u8; 32])>,
}

/// Wiped from memory when dropped: until revealed, this device's bytes are what keeps the
/// copy's deal from being told in advance.
impl Drop for Agreement {
    fn drop(&mut self) {
        for (_, r) in &mut self.own {
            zeroize::Zeroize::zeroize(r);
        }
    }
}

impl Agreement {
    pub fn new(round: Round) -> Agreement {
        Agreement {
            round,
            taken: Vec::new(),
            own: Vec::new(),
        }
    }

    pub fn round(&self) -> &Round {
        &self.round
    }

    /// Every contribution taken, commitments before reveals, each in seat order: what a link
    /// carries, so that a device that lacks some takes them all in an order it accepts.
    pub fn contributions(&self) -> Vec<SignedContribution> {
        let mut all = self.taken.clone();
        all.sort_by_key(|signed| {
            let contribution = &signed.contribution;
            (matches!(contribution.share, Share::Reveal(_)), contribution.seat)
        });
        all
    }

    /// The seat that asked for the copy: the first to commit here.
    pub fn asked_by(&self) -> Option<usize> {
        let first = self.taken.first()?;
        Some(usize::from(first.contribution.seat))
    }

    fn share_of(&self, seat: u8, reveal: bool) -> Option<[u8; 32]> {
        self.taken
            .iter()
            .find_map(|signed| match signed.contribution.share {
                Share::Commit(bytes) if !reveal && signed.contribution.seat == seat => Some(bytes),
                Share::Reveal(bytes) if reveal && signed.contribution.seat == seat => Some(bytes),
                _ => None,
            })
    }

    /// The taking-part seats whose commitment is in.
    pub fn committed(&self) -> Vec<usize> {
        self.seats_with(false)
    }

    /// The taking-part seats whose reveal is in.
    pub fn revealed(&self) -> Vec<usize> {
        self.seats_with(true)
    }

    fn seats_with(&self, reveal: bool) -> Vec<usize> {
        let seats = self.round.seats.iter().copied();
        let with = seats.filter(|&seat| self.share_of(seat, reveal).is_some());
        with.map(usize::from).collect()
    }

    fn every_commitment_in(&self) -> bool {
        self.committed().len() == self.round.seats.len()
    }

    /// Takes `signed`, checked against its seat's key in `keys`; whether it was new.
    pub fn take(&mut self, signed: SignedContribution, keys: &[VerifyingKey]) -> Result<bool, TakeError> {
        let contribution = &signed.contribution;
        let seat = usize::from(contribution.seat);
        let key = keys.get(seat).ok_or(LinkError::NoSuchSeat {
            seat: contribution.seat,
        })?;
        if !signed.verify(key) {
            return Err(LinkError::NotSigned {
                seat: contribution.seat,
            }
            .into());
        }
        Ok(self.accept(signed)?)
    }

    /// Takes `signed`, its signature checked (or this device's own); whether it was new.
    fn accept(&mut self, signed: SignedContribution) -> Result<bool, CopyRefusal> {
        let contribution = &signed.contribution;
        let seat = usize::from(contribution.seat);
        if contribution.round != self.round || !self.round.seats.contains(&contribution.seat) {
            return Err(CopyRefusal::OtherRound { seat });
        }
        let committed = self.share_of(contribution.seat, false);
        match contribution.share {
            Share::Commit(bytes) => match committed {
                Some(held) if held == bytes => return Ok(false),
                Some(_) => return Err(CopyRefusal::SecondCommitment { seat }),
                None => {}
            },
            Share::Reveal(r) => {
                if !self.every_commitment_in() {
                    return Err(CopyRefusal::EarlyReveal { seat });
                }
                if committed != Some(commitment(&self.round, contribution.seat, &r)) {
                    return Err(CopyRefusal::Unopened { seat });
                }
                if self.share_of(contribution.seat, true).is_some() {
                    return Ok(false);
                }
            }
        }
        self.taken.push(signed);
        Ok(true)
    }

    /// Commits `seat`, of this device, to its fresh bytes `r`, signed with its `key`.
    pub fn commit_own(&mut self, seat: u8, r: [u8; 32], key: &SigningKey) -> Result<(), CopyRefusal> {
        let share = Share::Commit(commitment(&self.round, seat, &r));
        let round = self.round.clone();
        self.accept(Contribution { round, seat, share }.sign(key))?;
        self.own.push((seat, r));
        Ok(())
    }

    /// The seats of this device that have committed.
    pub fn own_seats(&self) -> Vec<usize> {
        self.own.iter().map(|&(seat, _)| usize::from(seat)).collect()
    }

    /// Reveals this device's bytes once every commitment is in, each signed by `key_of` its
    /// seat's key; whether any was revealed.
    pub fn reveal_when_due<'k>(&mut self, key_of: impl Fn(usize) -> Option<&'k SigningKey>) -> bool {
        if !self.every_commitment_in() {
            return false;
        }
        let mut revealed = false;
        for (seat, r) in self.own.clone() {
            let Some(key) = key_of(usize::from(seat)) else {
                continue;
            };
            let round = self.round.clone();
            let share = Share::Reveal(r);
            let signed = Contribution { round, seat, share }.sign(key);
            revealed |= self
                .accept(signed)
                .expect("this device's own reveal opens its commitment");
        }
        revealed
    }

    /// The copy's seed, once every taking-part seat has revealed: a hash of the game, the turn
    /// and every seat's bytes in seat order.
    pub fn seed(&self) -> Option<u64> {
        let reveals: Option<Vec<[u8; 32]>> = (self.round.seats.iter())
            .map(|&seat| self.share_of(seat, true))
            .collect();
        let reveals = reveals?;
        let turn = self.round.turn.to_le_bytes();
        let mut parts: Vec<&[u8]> = vec![&self.round.game, &turn];
        parts.extend(reveals.iter().map(|r| &r[..]));
        let digest = hash("gameshelf copy seed", &parts);
        Some(u64::from_le_bytes(digest[..8].try_into().expect("64 bytes")))
    }

    /// This device's fresh bytes, by seat: stored with the session until revealed.
    pub fn own(&self) -> &[(u8, [u8; 32])] {
        &self.own
    }

    /// Restores this device's fresh bytes, read back from its save, each checked against the
    /// seat's commitment taken.
    pub fn restore_own(&mut self, seat: u8, r: [u8; 32]) -> bool {
        let fits = self.share_of(seat, false) == Some(commitment(&self.round, seat, &r));
        if fits {
            self.own.push((seat, r));
        }
        fits
    }
}

/// A contribution's refusal: unreadable or unsigned as a link is, or breaking the round.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TakeError {
    Link(LinkError),
    Copy(CopyRefusal),
}

impl From<LinkError> for TakeError {
    fn from(error: LinkError) -> TakeError {
        TakeError::Link(error)
    }
}

impl From<CopyRefusal> for TakeError {
    fn from(refusal: CopyRefusal) -> TakeError {
        TakeError::Copy(refusal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(seat: u8) -> SigningKey {
        SigningKey::from_bytes(&[seat + 1; 32])
    }

    fn round() -> Round {
        Round {
            game: [3; 32],
            turn: 12,
            seats: vec![0, 2],
        }
    }

    /// Every seat's contributions for `bytes` (seat 0's, then seat 2's), commitments first.
    fn contributions(bytes: [[u8; 32]; 2]) -> Vec<SignedContribution> {
        let signed = |seat: u8, share| {
            Contribution {
                round: round(),
                seat,
                share,
            }
            .sign(&key(seat))
        };
        let commits = [0, 2]
            .iter()
            .zip(bytes)
            .map(|(&seat, r)| signed(seat, Share::Commit(commitment(&round(), seat, &r))));
        let reveals = [0, 2]
            .iter()
            .zip(bytes)
            .map(|(&seat, r)| signed(seat, Share::Reveal(r)));
        commits.chain(reveals).collect()
    }

    fn seed_of(contributions: Vec<SignedContribution>) -> Option<u64> {
        let keys: Vec<VerifyingKey> = (0..3).map(|seat| key(seat).verifying_key()).collect();
        let mut agreement = Agreement::new(round());
        for signed in contributions {
            assert_eq!(agreement.take(signed, &keys), Ok(true));
        }
        agreement.seed()
    }

    #[test]
    fn a_commitment_binds_the_game_the_turn_the_seat_and_the_bytes() {
        let base = commitment(&round(), 0, &[1; 32]);
        let later = Round { turn: 13, ..round() };
        let other_game = Round {
            game: [4; 32],
            ..round()
        };
        assert_ne!(base, commitment(&later, 0, &[1; 32]));
        assert_ne!(base, commitment(&other_game, 0, &[1; 32]));
        assert_ne!(base, commitment(&round(), 2, &[1; 32]));
        assert_ne!(base, commitment(&round(), 0, &[2; 32]));
    }

    #[test]
    fn the_seed_comes_with_the_last_reveal_and_changes_with_any_seat_s_bytes() {
        let mut taken = contributions([[1; 32], [2; 32]]);
        let last = taken.pop().unwrap();
        assert_eq!(seed_of(taken.clone()), None);
        taken.push(last);
        let seed = seed_of(taken.clone()).unwrap();
        // Commitments in either order make the same seed.
        taken.swap(0, 1);
        assert_eq!(seed_of(taken), Some(seed));
        assert_ne!(seed_of(contributions([[1; 32], [9; 32]])), Some(seed));
        assert_ne!(seed_of(contributions([[9; 32], [2; 32]])), Some(seed));
    }

    #[test]
    fn a_contribution_reads_back_as_written_and_an_altered_one_is_unsigned() {
        let signed = contributions([[1; 32], [2; 32]]).remove(3);
        let mut bytes = Vec::new();
        signed.write(&mut bytes);
        let mut reader = Reader::new(&bytes);
        assert_eq!(SignedContribution::read(&mut reader), Ok(signed.clone()));
        assert!(reader.is_empty());
        bytes[40] ^= 1;
        let altered = SignedContribution::read(&mut Reader::new(&bytes)).unwrap();
        let keys: Vec<VerifyingKey> = (0..3).map(|seat| key(seat).verifying_key()).collect();
        let mut agreement = Agreement::new(round());
        assert_eq!(
            agreement.take(altered, &keys),
            Err(TakeError::Link(LinkError::NotSigned { seat: 2 }))
        );
    }
}
