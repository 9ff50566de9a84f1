//! A remote game of Addique, its pieces dealt by mental poker (engine/src/remote/dealt.rs):
//! devices that pass each other's links deal, play a whole game through the rules to the same
//! end, and audit the deal; no device ever reads another seat's face-down piece, nor could: what
//! it stores and receives holds no other seat's deal secret before the end, nor every key of a
//! card in another hand. A message that breaks the deal is refused with its reason.

use crate::support::one_character_alterations;
use crate::support::remote::{entropy, names, settle, table};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use ed25519_dalek::SigningKey;
use gameshelf_engine::addique::{DealtGame, Piece};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::deal::{steps, Unlock};
use gameshelf_engine::remote::dealt::{AnyDealt, Dealt, DealtRefusal, Step};
use gameshelf_engine::remote::link::{decode, Message};
use gameshelf_engine::remote::session::{moves_link, Session, SessionError};

fn game(device: &Session) -> &DealtGame {
    device
        .dealt()
        .and_then(AnyDealt::addique)
        .and_then(Dealt::game)
        .expect("dealt")
}

/// The best-scoring move of the device's hand, first of equals: the same on every run.
fn best_move(device: &Session) -> String {
    let moves = game(device).moves();
    let best = moves.iter().max_by_key(|&&(_, points)| points).expect("a move");
    best.0.to_string()
}

/// What one device knows of the others must be the same everywhere, and its own hand true.
fn check_agreement(devices: &[Session]) {
    let first = game(&devices[0]);
    for device in &devices[1..] {
        let game = game(device);
        assert_eq!(game.table().pieces(), first.table().pieces());
        assert_eq!(game.scores(), first.scores());
        assert_eq!(game.to_move(), first.to_move());
        assert_eq!(game.hands().sizes(), first.hands().sizes());
    }
}

/// No device reads a card of another seat's hand but the opening's face-up ones.
fn check_secrecy(devices: &[Session]) {
    let seats = devices.len();
    for (seat, device) in devices.iter().enumerate() {
        let game = game(device);
        for other in (0..seats).filter(|&other| other != seat) {
            for card in game.hands().hand(other) {
                assert!(
                    card.tile.is_none() || card.position < seats,
                    "seat {seat} reads seat {other}'s card at {}",
                    card.position
                );
            }
        }
    }
}

/// A device's deal secret, as its state stores it.
fn secret_of(device: &Session) -> Vec<u8> {
    let json: serde_json::Value = serde_json::from_str(&device.to_json()).unwrap();
    URL_SAFE_NO_PAD
        .decode(json["deal_secret"].as_str().unwrap())
        .unwrap()
}

/// Every message a device has taken, as its state stores them.
fn stored_messages(device: &Session) -> Vec<Message> {
    let json: serde_json::Value = serde_json::from_str(&device.to_json()).unwrap();
    let links = json["messages"].as_array().unwrap();
    let decoded = links
        .iter()
        .flat_map(|link| decode(link.as_str().unwrap()).unwrap());
    decoded.map(|signed| signed.message).collect()
}

fn play_to_the_end(devices: &mut [Session]) {
    loop {
        let step = devices[0].dealt().unwrap().step();
        let Step::Move(seat) = step else {
            break;
        };
        check_agreement(devices);
        check_secrecy(devices);
        let mv = best_move(&devices[seat]);
        devices[seat].play(&mv).unwrap();
        settle(devices);
    }
}

#[test]
fn two_three_and_four_devices_deal_play_to_the_end_and_pass_the_audit() {
    for players in [2, 3, 4] {
        let mut devices = table(GameKind::Addique, players, 10 * players as u8);
        assert!(
            matches!(devices[0].dealt().unwrap().step(), Step::Move(_)),
            "dealt, up to the first move"
        );
        play_to_the_end(&mut devices);
        for device in &devices {
            let dealt = device.dealt().unwrap();
            assert_eq!(dealt.step(), Step::Done);
            assert_eq!(dealt.step(), Step::Done);
            let game = dealt.addique().and_then(Dealt::game).unwrap();
            assert!(game.is_over());
            assert_eq!(game.table().pieces().len(), Piece::set().len());
            assert_eq!(game.scores(), self::game(&devices[0]).scores());
        }
    }
}

#[test]
fn a_device_never_holds_another_seats_secret_nor_its_key_for_a_hidden_card() {
    let mut devices = table(GameKind::Addique, 3, 40);
    for _ in 0..6 {
        let Step::Move(seat) = devices[0].dealt().unwrap().step() else {
            panic!("the game is young");
        };
        let mv = best_move(&devices[seat]);
        devices[seat].play(&mv).unwrap();
        settle(&mut devices);
    }
    let secrets: Vec<Vec<u8>> = devices.iter().map(secret_of).collect();
    for (seat, device) in devices.iter().enumerate() {
        let stored = device.to_json();
        let messages = stored_messages(device);
        assert!(
            messages.len() > steps(3).len() + 6,
            "the deal and the moves are stored"
        );
        for (other, secret) in secrets.iter().enumerate().filter(|&(other, _)| other != seat) {
            let text = URL_SAFE_NO_PAD.encode(secret);
            assert!(
                !stored.contains(&text),
                "seat {seat} stores seat {other}'s secret"
            );
            for message in &messages {
                let mut bytes = message.body.as_bytes().to_vec();
                message.unlocks.iter().for_each(|(_, key)| bytes.extend(key.0));
                assert!(!bytes.windows(32).any(|window| window == secret.as_slice()));
            }
        }
        // No seat ever sent its own key for a card still hidden in its hand.
        let game = game(device);
        for message in &messages {
            let holder = usize::from(message.seat);
            for &(position, _) in &message.unlocks {
                let hidden = game
                    .hands()
                    .hand(holder)
                    .iter()
                    .any(|card| card.position == usize::from(position) && card.position >= 3);
                assert!(
                    !hidden,
                    "seat {holder} sent its key for its hidden card at {position}"
                );
            }
        }
    }
}

#[test]
fn a_device_refuses_a_move_out_of_turn_or_of_a_piece_not_in_its_hand() {
    let mut devices = table(GameKind::Addique, 2, 50);
    let Step::Move(seat) = devices[0].dealt().unwrap().step() else {
        panic!("dealt");
    };
    let other = 1 - seat;
    let mv = best_move(&devices[seat]);
    assert!(matches!(
        devices[other].play(&mv),
        Err(SessionError::NotYourTurn { .. })
    ));
    devices[seat].play(&mv).unwrap();
    // The other seat moves without having taken the link: it is not its turn on its device.
    assert!(matches!(
        devices[other].play("1278@1,0"),
        Err(SessionError::NotYourTurn { .. })
    ));
    settle(&mut devices);
    // A piece not in its hand.
    let hand = game(&devices[other]).view().hand;
    let absent = Piece::set()
        .into_iter()
        .find(|piece| !hand.contains(piece))
        .unwrap();
    let refused = devices[other].play(&format!("{absent}@5,5"));
    assert!(matches!(refused, Err(SessionError::Rule { .. })), "{refused:?}");
}

#[test]
fn a_deal_link_altered_by_any_one_character_is_refused_and_changes_nothing() {
    let setup = serde_json::json!({ "players": names(2), "seed": 0 }).to_string();
    let mut eva = Session::host(GameKind::Addique, &setup, names(2), 0, &entropy(60)).unwrap();
    let mut adam = Session::join(&eva.outbox()[0].link, &entropy(61)).unwrap();
    eva.open(&adam.outbox()[0].link).unwrap();
    // Eva's shuffled deck goes with every seat's joins, with the proof of her shuffle: in parts.
    let links: Vec<String> = eva.outbox().into_iter().map(|outgoing| outgoing.link).collect();
    assert_eq!(eva.messages().len(), 1);
    assert!(eva.messages()[0].message.deck.is_some());
    let before = adam.to_json();
    // Characters of every part changed, one at a time.
    for link in &links {
        for altered in one_character_alterations(link).step_by(29) {
            assert!(adam.open(&altered).is_err(), "{altered} was taken");
        }
    }
    assert_eq!(adam.to_json(), before, "nothing changed");
    for link in &links {
        adam.open(link).unwrap();
    }
    assert_eq!(adam.messages().len(), 2, "Adam shuffles in turn");
}

#[test]
fn a_saved_device_reads_back_and_plays_on() {
    let mut devices = table(GameKind::Addique, 2, 70);
    for device in devices.iter_mut() {
        *device = Session::from_json(&device.to_json()).unwrap();
    }
    let Step::Move(seat) = devices[0].dealt().unwrap().step() else {
        panic!("dealt");
    };
    let hand = game(&devices[seat]).view().hand;
    assert_eq!(hand.len(), 3, "the hand reads after a reload");
    let mv = best_move(&devices[seat]);
    devices[seat].play(&mv).unwrap();
    settle(&mut devices);
    check_agreement(&devices);
}

/// A message for `device`'s next turn, signed with `seat`'s key as its own device stores it.
fn forged(device: &Session, seat: usize, body: &str, unlocks: Vec<(u16, Unlock)>) -> String {
    forged_with(device, device, seat, body, unlocks)
}

/// A message with no keys for `on`'s next turn, signed with the key `by` stores for `seat`.
fn forged_on(on: &Session, by: &Session, seat: usize, body: &str) -> String {
    forged_with(on, by, seat, body, Vec::new())
}

fn forged_with(on: &Session, by: &Session, seat: usize, body: &str, unlocks: Vec<(u16, Unlock)>) -> String {
    let json: serde_json::Value = serde_json::from_str(&by.to_json()).unwrap();
    let key = URL_SAFE_NO_PAD.decode(json["key"].as_str().unwrap()).unwrap();
    let key = SigningKey::from_bytes(&key.try_into().unwrap());
    let taken = on.messages();
    let message = Message {
        game: taken[0].message.game,
        turn: taken.len() as u32,
        previous: taken.last().unwrap().hash(),
        seat: seat as u8,
        body: body.into(),
        unlocks,
        deck: None,
    };
    moves_link(&[message.sign(&key)])
}

#[test]
fn a_move_that_shows_no_card_or_sends_a_key_it_does_not_owe_is_refused() {
    let devices = table(GameKind::Addique, 2, 80);
    let Step::Move(seat) = devices[0].dealt().unwrap().step() else {
        panic!("dealt");
    };
    let mover = &devices[seat];
    let mut other = devices[1 - seat].clone();
    let before = other.to_json();
    let mv = best_move(mover);
    let refusal = |link: &str, other: &mut Session| match other.open(link) {
        Err(SessionError::Deal { refusal, .. }) => refusal,
        result => panic!("{result:?}"),
    };
    let bare = forged(mover, seat, &mv, Vec::new());
    assert_eq!(
        refusal(&bare, &mut other),
        DealtRefusal::CardsShown { lays: 1, shows: 0 }
    );
    let mut honest = mover.clone();
    honest.play(&mv).unwrap();
    let mut unlocks = honest.messages().last().unwrap().message.unlocks.clone();
    unlocks.push((47, Unlock([9; 32])));
    let undrawn = forged(mover, seat, &mv, unlocks);
    assert_eq!(
        refusal(&undrawn, &mut other),
        DealtRefusal::UnowedKey { position: 47 }
    );
    let deal_step = forged(mover, seat, "keys", Vec::new());
    assert_eq!(
        refusal(&deal_step, &mut other),
        DealtRefusal::NotTheStep { expected: "a move" }
    );
    assert_eq!(other.to_json(), before);
    let reason = SessionError::Deal {
        turn: 6,
        seat: 1,
        refusal: DealtRefusal::CardsShown { lays: 1, shows: 0 },
    }
    .to_string();
    assert_eq!(
        reason,
        "seat 2's message for turn 7 breaks the deal: the move lays 1 card of the seat's hand but shows 0"
    );
}

#[test]
fn a_reveal_that_carries_a_secret_is_refused_naming_its_seat() {
    let mut devices = table(GameKind::Addique, 2, 90);
    let pieces_left =
        |device: &Session| game(device).hands().sizes().iter().sum::<usize>() + game(device).view().pool_len;
    while pieces_left(&devices[0]) > 1 {
        let Step::Move(seat) = devices[0].dealt().unwrap().step() else {
            panic!("pieces are left");
        };
        let mv = best_move(&devices[seat]);
        devices[seat].play(&mv).unwrap();
        settle(&mut devices);
    }
    // The last move goes one way only: Eva reveals, and Adam's answer is held back.
    let Step::Move(seat) = devices[0].dealt().unwrap().step() else {
        panic!("one piece is left");
    };
    let mv = best_move(&devices[seat]);
    devices[seat].play(&mv).unwrap();
    let link = devices[seat].outbox()[0].link.clone();
    devices[1 - seat].open(&link).unwrap();
    assert_eq!(devices[0].dealt().unwrap().step(), Step::Reveal(1));
    // Adam's reveal carries a secret, signed with his key: a reveal carries keys alone.
    let lie = forged_on(
        &devices[0],
        &devices[1],
        1,
        &format!("reveal {}", URL_SAFE_NO_PAD.encode([5; 32])),
    );
    let refused = devices[0].open(&lie).unwrap_err();
    assert_eq!(devices[0].dealt().unwrap().step(), Step::Reveal(1));
    assert_eq!(
        refused.to_string(),
        format!(
            "seat 2's message for turn {} breaks the deal: the deal's next step is \"reveal\"",
            devices[0].messages().len() + 1
        )
    );
}
