//! Remote play's links (engine/src/remote/link.rs): what a device takes, and every way a link is
//! refused: already applied, from another game, out of order, signed by another seat, altered by
//! one character, or a second move for a turn already taken.

use crate::support::one_character_alterations;
use ed25519_dalek::SigningKey;
use gameshelf_engine::remote::deal::{Deck, Unlock};
use gameshelf_engine::remote::link::{decode, encode, Chain, GameId, LinkError, Message, Signed};
use proptest::prelude::*;

const GAME: GameId = [7; 32];

fn keys() -> Vec<SigningKey> {
    (1..=3).map(|seed| SigningKey::from_bytes(&[seed; 32])).collect()
}

fn chain() -> Chain {
    Chain::new(GAME, keys().iter().map(SigningKey::verifying_key).collect())
}

/// Turn `turn`'s move by the seat whose turn it is, round the table, following `previous`;
/// every other turn carries a deck, as the deal's steps do.
fn move_at(turn: u32, previous: [u8; 32], body: &str) -> Signed {
    let seat = (turn % 3) as u8;
    let unlocks = vec![(turn as u16, Unlock([turn as u8; 32])), (90, Unlock([1; 32]))];
    Message {
        game: GAME,
        turn,
        previous,
        seat,
        body: body.into(),
        unlocks,
        deck: (turn % 2 == 1).then(|| Deck(vec![[turn as u8; 32], [7; 32]])),
    }
    .sign(&keys()[seat as usize])
}

/// A game of `turns` moves, each taken by a chain as it goes.
fn played(turns: u32) -> (Chain, Vec<Signed>) {
    let mut chain = chain();
    let mut moves = Vec::new();
    for turn in 0..turns {
        let next = move_at(turn, chain.head(), &format!("H{} 7 I{} 3", turn + 1, turn + 2));
        chain.take(next.clone()).unwrap();
        moves.push(next);
    }
    (chain, moves)
}

#[test]
fn a_game_s_moves_are_taken_in_order_on_another_device() {
    let (_, moves) = played(6);
    let mut other = chain();
    for signed in decode(&encode(&moves)).unwrap() {
        other.take(signed).unwrap();
    }
    assert_eq!(other.taken(), moves.as_slice());
}

#[test]
fn each_way_a_link_goes_wrong_is_refused_with_its_reason() {
    let (mut chain, moves) = played(4);
    assert_eq!(
        chain.take(moves[2].clone()),
        Err(LinkError::AlreadyApplied { turn: 2 })
    );
    let later = move_at(6, chain.head(), "A1");
    assert_eq!(
        chain.take(later),
        Err(LinkError::OutOfOrder {
            expected: 4,
            found: 6
        })
    );
    let astray = move_at(4, [0; 32], "A1");
    assert_eq!(chain.take(astray), Err(LinkError::BrokenChain { turn: 4 }));
    let elsewhere = Message {
        game: [8; 32],
        ..move_at(4, chain.head(), "A1").message
    }
    .sign(&keys()[1]);
    assert_eq!(chain.take(elsewhere), Err(LinkError::OtherGame));
    // Seat 3 makes turn 4's move, which is seat 2's, and signs it as seat 2.
    let impostor = move_at(4, chain.head(), "A1").message.sign(&keys()[2]);
    assert_eq!(chain.take(impostor), Err(LinkError::NotSigned { seat: 1 }));
    let nobody = Message {
        seat: 5,
        ..move_at(4, chain.head(), "A1").message
    }
    .sign(&keys()[0]);
    assert_eq!(chain.take(nobody), Err(LinkError::NoSuchSeat { seat: 5 }));
    // Seat 2 signs a second move for turn 1, which it already played.
    let second = move_at(1, moves[0].hash(), "another move");
    assert_eq!(chain.take(second), Err(LinkError::Fork { turn: 1, seat: 1 }));
    assert_eq!(chain.taken(), moves.as_slice(), "a refused link changed the game");
    assert_eq!(decode("not a link!"), Err(LinkError::Unreadable));
    let link = encode(&moves[..1]);
    assert_eq!(decode(&link[..link.len() - 3]), Err(LinkError::Unreadable));
}

/// Every character of a link, changed to three others in turn: never taken.
#[test]
fn a_link_altered_by_any_one_character_is_refused() {
    let (chain, _) = played(2);
    let link = encode(&[move_at(2, chain.head(), "G7=I7 9")]);
    for altered in one_character_alterations(&link) {
        let (mut chain, _) = played(2);
        let taken = decode(&altered).and_then(|messages| {
            messages
                .into_iter()
                .try_for_each(|signed| chain.take(signed).map(|_| ()))
        });
        assert!(taken.is_err(), "{altered} was taken");
        assert_eq!(chain.taken().len(), 2);
    }
}

proptest! {
    #[test]
    fn messages_read_back_as_written(
        turn in 0u32..500,
        body in "\\PC{0,40}",
        positions in prop::collection::vec(any::<u16>(), 0..8),
        deck in prop::option::of(prop::collection::vec(any::<[u8; 32]>(), 0..50)),
    ) {
        let unlocks = positions.iter().map(|&position| (position, Unlock([position as u8; 32]))).collect();
        let deck = deck.map(Deck);
        let signed = Message { game: GAME, turn, previous: [3; 32], seat: 2, body, unlocks, deck }.sign(&keys()[2]);
        prop_assert_eq!(decode(&encode(std::slice::from_ref(&signed))).unwrap(), vec![signed]);
    }
}
