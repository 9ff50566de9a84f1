//! A forged copy seed (issue 55, "an unpredictable copy"): a seat whose changed app would choose
//! or foresee the deal of the game's copy, to claim lost keys when it suits it. Eva asks for a
//! copy; Adam's changed app reveals before Eva has his commitment, commits for another turn or
//! another set of seats, commits twice, and reveals other bytes than it committed to once it has
//! seen Eva's. Eva's device refuses each at that step, naming Adam, and changes nothing.

use super::Cheat;
use crate::support::remote::{copy_by_the_public_seed, entropy, table};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::copy::{commitment, CopyRefusal, Round, Share};
use gameshelf_engine::remote::session::{Session, SessionError};

/// Asserts that `victim` refuses `link` for `refusal` and that nothing changed: the same save,
/// the same links to send, so none of its bytes left.
fn assert_copy_refused(victim: &mut Session, link: &str, refusal: CopyRefusal) {
    let (saved, outbox) = (victim.to_json(), victim.outbox());
    assert_eq!(victim.open(link), Err(SessionError::Copy(refusal)));
    assert_eq!(victim.to_json(), saved, "the refused contribution was taken");
    assert_eq!(victim.outbox(), outbox, "a link left after the refusal");
}

#[test]
fn a_forged_copy_seed_is_refused_naming_its_seat() {
    let mut devices = table(GameKind::Abaku, 2, 43);
    let cheat = Cheat::of(&devices[1]);
    let eva = &mut devices[0];
    eva.ask_copy(&[1], &entropy(60)).unwrap();
    let round = eva.copy_agreement().unwrap().round().clone();
    assert_eq!(
        (round.turn as usize, &round.seats[..]),
        (eva.messages().len(), &[0, 1][..])
    );
    let (adams, others) = ([7; 32], [8; 32]);
    let commit = |round: &Round, r: &[u8; 32]| Share::Commit(commitment(round, 1, r));

    // Before Eva holds his commitment, Adam reveals: he could pick his bytes last.
    let early = cheat.copy_link(&round, Share::Reveal(adams));
    assert_copy_refused(eva, &early, CopyRefusal::EarlyReveal { seat: 1 });
    // A commitment for another turn, or for Adam alone.
    let later = Round {
        turn: round.turn + 1,
        ..round.clone()
    };
    let alone = Round {
        seats: vec![1],
        ..round.clone()
    };
    for other in [later, alone] {
        let link = cheat.copy_link(&other, commit(&other, &adams));
        assert_copy_refused(eva, &link, CopyRefusal::OtherRound { seat: 1 });
    }

    // His commitment is taken; Eva's device, holding every one, reveals hers.
    eva.open(&cheat.copy_link(&round, commit(&round, &adams)))
        .unwrap();
    assert_eq!(eva.copy_agreement().unwrap().revealed(), [0]);
    assert!(eva.copy_here().is_none(), "a copy before Adam's reveal");
    // Having read Eva's bytes, Adam commits again, or reveals other bytes: refused.
    let again = cheat.copy_link(&round, commit(&round, &others));
    assert_copy_refused(eva, &again, CopyRefusal::SecondCommitment { seat: 1 });
    let forged = cheat.copy_link(&round, Share::Reveal(others));
    assert_copy_refused(eva, &forged, CopyRefusal::Unopened { seat: 1 });

    // The bytes he committed to make the copy, which no public seed foretold.
    eva.open(&cheat.copy_link(&round, Share::Reveal(adams))).unwrap();
    let copy = eva.copy_here().unwrap().record_json();
    assert_ne!(copy, copy_by_the_public_seed(eva), "the copy's deal was public");
}
