//! An attack on the seats (issue 55, "seats bound to invitations"): a guest, or anyone its
//! invitation is forwarded to, answers for another open seat.

use crate::support::remote::{entropy, names};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::genesis::JoinError;
use gameshelf_engine::remote::session::{Session, SessionError};

/// `invitation` with its seat changed to `seat`: the link's third byte.
fn for_seat(invitation: &str, seat: u8) -> String {
    let mut bytes = URL_SAFE_NO_PAD.decode(invitation).unwrap();
    bytes[2] = seat;
    URL_SAFE_NO_PAD.encode(bytes)
}

#[test]
fn a_join_for_someone_else_s_seat_is_refused_and_the_seat_stays_theirs() {
    let setup = serde_json::json!({ "players": names(3), "seed": 0 }).to_string();
    let mut host = Session::host(GameKind::Summy, &setup, names(3), 0, &entropy(1)).unwrap();
    let invitations = host.outbox();
    let (to_adam, to_cy) = (&invitations[0], &invitations[1]);
    assert_eq!((to_adam.to.as_slice(), to_cy.to.as_slice()), (&[1][..], &[2][..]));
    // Adam's invitation, made out to Cy's seat: his device answers for seat 3.
    let intruder = Session::join(&for_seat(&to_adam.link, 2), &entropy(9)).unwrap();
    let before = host.to_json();
    assert_eq!(
        host.open(&intruder.outbox()[0].link),
        Err(SessionError::Join(JoinError::OtherInvitation))
    );
    assert_eq!(host.to_json(), before, "the refused answer changed the host");
    assert_eq!(host.open_seats(), [1, 2]);
    // Cy, with her own invitation, and Adam with his, take their seats; the game starts.
    let cy = Session::join(&to_cy.link, &entropy(3)).unwrap();
    let adam = Session::join(&to_adam.link, &entropy(2)).unwrap();
    host.open(&cy.outbox()[0].link).unwrap();
    let opened = host.open(&adam.outbox()[0].link).unwrap();
    assert!(opened.started && host.open_seats().is_empty());
}
