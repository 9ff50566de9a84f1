//! How devices join a remote game (engine/src/remote/genesis.rs): every device that accepts the
//! same joins reaches the same game identity, and a join for another table, a taken or missing
//! seat, or one not signed by its own key is refused.

use ed25519_dalek::SigningKey;
use gameshelf_engine::remote::genesis::{Genesis, Join, JoinError, Table};

fn table() -> Table {
    Table {
        game: "abaku".into(),
        setup: r#"{"players":["Ada","Bo","Cy"]}"#.into(),
        names: vec!["Ada".into(), "Bo".into(), "Cy".into()],
        nonce: [5; 16],
    }
}

fn key(seat: u8) -> SigningKey {
    SigningKey::from_bytes(&[seat + 1; 32])
}

fn join(seat: usize) -> Join {
    Join::new(table().hash(), seat, &key(seat as u8), [seat as u8 + 10; 32])
}

#[test]
fn every_device_that_takes_the_same_joins_has_the_same_game() {
    let mut host = Genesis::new(table());
    for seat in [0, 2, 1] {
        host.accept(join(seat)).unwrap();
    }
    let mut guest = Genesis::new(table());
    for seat in [1, 0, 2] {
        guest.accept(join(seat)).unwrap();
    }
    let founded = host.complete().unwrap();
    assert_eq!(guest.complete().unwrap(), founded);
    assert_eq!(
        founded.keys,
        (0..3).map(|seat| key(seat).verifying_key()).collect::<Vec<_>>()
    );
    assert_eq!(founded.commitments, vec![[10; 32], [11; 32], [12; 32]]);
    // Another host's random bytes make another game of the same table.
    let mut twin = Genesis::new(Table {
        nonce: [6; 16],
        ..table()
    });
    for seat in 0..3 {
        let other = Join::new(twin.table.hash(), seat, &key(seat as u8), [seat as u8 + 10; 32]);
        twin.accept(other).unwrap();
    }
    assert_ne!(twin.complete().unwrap().id, founded.id);
}

#[test]
fn joins_are_refused_with_their_reason() {
    let mut genesis = Genesis::new(table());
    genesis.accept(join(0)).unwrap();
    assert_eq!(genesis.complete(), Err(JoinError::SeatsOpen { open: vec![1, 2] }));
    assert_eq!(genesis.accept(join(0)), Err(JoinError::Taken { seat: 0 }));
    let elsewhere = Join::new(
        Table {
            setup: "{}".into(),
            ..table()
        }
        .hash(),
        1,
        &key(1),
        [0; 32],
    );
    assert_eq!(genesis.accept(elsewhere), Err(JoinError::OtherInvitation));
    let nowhere = Join::new(table().hash(), 3, &key(3), [0; 32]);
    assert_eq!(genesis.accept(nowhere), Err(JoinError::NoSuchSeat { seat: 3 }));
    // Seat 2's answer with its commitment swapped after signing: the signature no longer holds.
    let mut forged = join(1);
    forged.commitment = [99; 32];
    assert_eq!(genesis.accept(forged), Err(JoinError::NotSigned { seat: 1 }));
    assert_eq!(genesis.open_seats(), vec![1, 2]);
    assert_eq!(
        JoinError::SeatsOpen { open: vec![1, 2] }.to_string(),
        "seats 2, 3 have not joined yet"
    );
}
