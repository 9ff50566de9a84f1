//! A remote game of Summy, its tiles dealt by mental poker (engine/src/remote/dealt.rs): devices
//! that pass each other's links deal, play whole games through the rules to the same end,
//! exchanges included, and audit the deal; no device reads another seat's rack, nor a tile
//! exchanged face down. Summy's deck is too long for one chat message, so its links go in
//! parts: each part fits the limit, an altered part is refused, and a device keeps the parts it
//! has, through a reload, until the last comes.

use crate::support::one_character_alterations;
use crate::support::remote::{entropy, names, settle, table};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::dealt::{AnyDealt, Dealt, Step};
use gameshelf_engine::remote::link::{LinkError, Message, MOST_LINK_CHARS};
use gameshelf_engine::remote::session::{PartKept, Session, SessionError};
use gameshelf_engine::summy::{best_placement, tile_set, DealtGame, DealtMove};

fn game(device: &Session) -> &DealtGame {
    let dealt = device.dealt().and_then(AnyDealt::summy);
    dealt.and_then(Dealt::game).expect("dealt")
}

/// Each seat's first turn exchanges two tiles; then the best placement, or an exchange of the
/// whole rack while the stock lasts, or a pass.
fn chosen_move(device: &Session) -> String {
    let game = game(device);
    let view = game.view();
    let symbols =
        |count: usize| -> String { view.rack.iter().take(count).map(|tile| tile.symbol()).collect() };
    let first_turn = game.turns().iter().all(|turn| turn.seat != view.seat);
    if first_turn {
        return format!("exchange {}", symbols(2));
    }
    match best_placement(&view.board, &view.rack) {
        Some((placement, _)) => placement.to_string(),
        None if view.stock_len > 0 => format!("exchange {}", symbols(view.rack.len())),
        None => "pass".into(),
    }
}

/// Every device agrees on what is public; none reads a card of another seat's rack.
fn check_agreement_and_secrecy(devices: &[Session]) {
    let first = game(&devices[0]);
    for (seat, device) in devices.iter().enumerate() {
        let game = game(device);
        let tiles = |game: &DealtGame| game.board().tiles().collect::<Vec<_>>();
        assert_eq!(tiles(game), tiles(first));
        assert_eq!(game.scores(), first.scores());
        assert_eq!(game.to_move(), first.to_move());
        assert_eq!(game.hands().sizes(), first.hands().sizes());
        for other in (0..devices.len()).filter(|&other| other != seat) {
            let read = game.hands().hand(other).iter().filter(|card| card.tile.is_some());
            assert_eq!(read.count(), 0, "seat {seat} reads seat {other}'s rack");
        }
    }
}

fn play_to_the_end(devices: &mut [Session]) {
    while let Step::Move(seat) = devices[0].dealt().unwrap().step() {
        check_agreement_and_secrecy(devices);
        let mv = chosen_move(&devices[seat]);
        devices[seat]
            .play(&mv)
            .unwrap_or_else(|error| panic!("{mv}: {error}"));
        settle(devices);
    }
}

/// The deck positions each seat gave up in exchanges.
fn exchanged_by(game: &DealtGame, seat: usize) -> Vec<usize> {
    let own = game.turns().iter().filter(|turn| turn.seat == seat);
    own.flat_map(|turn| match &turn.mv {
        DealtMove::Exchange(positions) => positions.clone(),
        _ => Vec::new(),
    })
    .collect()
}

fn messages(device: &Session) -> Vec<&Message> {
    device.messages().iter().map(|signed| &signed.message).collect()
}

#[test]
fn two_and_three_devices_deal_play_to_the_end_and_pass_the_audit() {
    for players in [2, 3] {
        let mut devices = table(GameKind::Summy, players, 20 * players as u8);
        play_to_the_end(&mut devices);
        let first = game(&devices[0]);
        for device in &devices {
            let dealt = device.dealt().unwrap();
            assert_eq!(dealt.step(), Step::Done);
            assert_eq!(dealt.step(), Step::Done);
            let game = game(device);
            assert!(game.outcome().is_some());
            assert_eq!(game.scores(), first.scores());
            assert_eq!(game.turns(), first.turns());
        }
        // Every tile is somewhere: the board (its `=` too), the start draw set aside, the
        // exchanges, the racks and what is left of the deck.
        let start = first.start_draw().rounds[0].len();
        let racks: usize = first.hands().sizes().iter().sum();
        let accounted =
            first.board().tiles().count() + start + first.exchanged() + racks + first.hands().deck_left();
        assert_eq!(accounted, tile_set().len());
        assert!(first.exchanged() >= 2 * players, "every seat exchanged");
        assert!(first.scores().iter().any(|&score| score > 0));
    }
}

#[test]
fn no_seat_ever_sends_its_key_for_a_tile_it_exchanged() {
    let mut devices = table(GameKind::Summy, 3, 90);
    for _ in 0..9 {
        let Step::Move(seat) = devices[0].dealt().unwrap().step() else {
            panic!("the game lasts nine turns");
        };
        let mv = chosen_move(&devices[seat]);
        devices[seat].play(&mv).unwrap();
        settle(&mut devices);
    }
    let game = game(&devices[0]);
    for seat in 0..3 {
        let exchanged = exchanged_by(game, seat);
        assert!(exchanged.len() >= 2, "seat {seat}'s first turn exchanged two");
        for message in messages(&devices[0])
            .iter()
            .filter(|message| usize::from(message.seat) == seat)
        {
            for &(position, _) in &message.unlocks {
                assert!(
                    !exchanged.contains(&usize::from(position)),
                    "seat {seat} showed {position}"
                );
            }
        }
        // Its own device counts them out of the unseen tiles, as it has seen them.
        let own = self::game(&devices[seat]);
        let seen = own.board().tiles().count() + own.start_draw().rounds[0].len() + own.view().rack.len();
        let own_exchanged = exchanged_by(own, seat).len();
        assert_eq!(own.view().unseen.len() + seen + own_exchanged, tile_set().len());
    }
}

/// The host's first link to the guest, once the guest has answered: every seat's joins and
/// the host's shuffled deck, too long for one message, so in parts.
fn first_parts() -> (Session, Vec<String>) {
    let setup = serde_json::json!({ "players": names(2), "seed": 0 }).to_string();
    let mut host = Session::host(GameKind::Summy, &setup, names(2), 0, &entropy(1)).unwrap();
    let guest = Session::join(&host.outbox()[0].link, &entropy(2)).unwrap();
    host.open(&guest.outbox()[0].link).unwrap();
    let links: Vec<String> = host.outbox().into_iter().map(|outgoing| outgoing.link).collect();
    (guest, links)
}

#[test]
fn a_deck_too_long_for_one_link_goes_in_parts_kept_until_the_last_comes() {
    let (mut guest, parts) = first_parts();
    // The deck, its deck key in public and the proof of its shuffle (docs/remote-play.md).
    assert_eq!(parts.len(), 6);
    assert!(parts.iter().all(|link| link.len() <= MOST_LINK_CHARS));
    let opened = guest.open(&parts[5]).unwrap();
    let kept = PartKept {
        number: 6,
        count: 6,
        held: 1,
    };
    assert_eq!(opened.part, Some(kept));
    assert!(!guest.started());
    assert_eq!(guest.open(&parts[5]).unwrap_err(), SessionError::AlreadyOpened);
    let mut reloaded = Session::from_json(&guest.to_json()).unwrap();
    for part in &parts[1..5] {
        assert!(
            reloaded.open(part).unwrap().part.is_some(),
            "kept until the last comes"
        );
    }
    let opened = reloaded.open(&parts[0]).unwrap();
    assert!(opened.started && opened.part.is_none());
    assert_eq!(
        reloaded.messages().len(),
        2,
        "the host's shuffle, then the guest's own"
    );
    assert!(
        reloaded.to_json().find("\"parts\"").is_none(),
        "no part is kept once joined"
    );
}

#[test]
fn a_part_altered_by_one_character_is_refused_and_changes_nothing() {
    let (guest, parts) = first_parts();
    for altered in one_character_alterations(&parts[0]).step_by(97) {
        let mut device = guest.clone();
        let before = device.to_json();
        let refused = device.open(&altered).unwrap_err();
        assert!(
            matches!(refused, SessionError::Link(LinkError::Unreadable)),
            "{altered}: {refused}"
        );
        assert_eq!(device.to_json(), before);
    }
}

#[test]
fn the_tiles_drawn_after_a_turn_are_unread_until_the_next_link_of_the_other_seat() {
    let mut devices = table(GameKind::Summy, 2, 31);
    let Step::Move(first) = devices[0].dealt().unwrap().step() else {
        panic!("the deal is done");
    };
    let other = 1 - first;
    let unread = |device: &Session| device.dealt().unwrap().unread_here();
    assert_eq!(unread(&devices[first]), 0);
    // The first turn exchanges two tiles: the two drawn wait for the other seat's keys.
    let exchange = chosen_move(&devices[first]);
    devices[first].play(&exchange).unwrap();
    settle(&mut devices);
    assert_eq!(unread(&devices[first]), 2);
    assert_eq!(devices[first].dealt().unwrap().waiting_for(), vec![other]);
    assert_eq!(unread(&devices[other]), 0);
    let answer = chosen_move(&devices[other]);
    devices[other].play(&answer).unwrap();
    settle(&mut devices);
    assert_eq!(unread(&devices[first]), 0);
    assert_eq!(unread(&devices[other]), 2);
}
