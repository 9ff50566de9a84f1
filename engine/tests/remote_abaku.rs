//! A remote game of Abaku, its tiles dealt by mental poker (engine/src/remote/dealt.rs): devices
//! that pass each other's links deal, play whole games through the rules to the same end, the
//! joker and exchanges included, and audit the deal; no device reads another seat's rack before
//! the end, when the racks left are read with the revealed secrets and the final scores deduct
//! them on every device alike.

use crate::support::remote::{settle, table};
use gameshelf_engine::abaku::{best_placement, tile_set, DealtGame, DealtMove, DealtTurn, Ending, Tile};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::dealt::{AnyDealt, Dealt, Step};
use gameshelf_engine::remote::link::MOST_LINK_CHARS;
use gameshelf_engine::remote::session::Session;

fn game(device: &Session) -> &DealtGame {
    let dealt = device.dealt().and_then(AnyDealt::abaku);
    dealt.and_then(Dealt::game).expect("dealt")
}

/// The best placement, or an exchange of the whole rack while the deck has as many, or a pass.
fn chosen_move(device: &Session) -> String {
    let view = game(device).view();
    match best_placement(&view.board, view.rules, &view.rack) {
        Some((placement, _)) => placement.to_string(),
        None if view.bag_len >= view.rack.len() => {
            let rack: String = view.rack.iter().map(ToString::to_string).collect();
            format!("exchange {rack}")
        }
        None => "pass".into(),
    }
}

/// Every device agrees on what is public; none reads a card of another seat's rack but the
/// joker once laid.
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
            let read = game.hands().hand(other).iter().filter_map(|card| card.tile);
            assert!(
                read.into_iter().all(|tile| tile == Tile::Joker),
                "seat {seat} reads seat {other}'s rack"
            );
        }
    }
}

/// Plays to the end; the longest link of a move, and the links' mean length.
fn play_to_the_end(devices: &mut [Session]) -> (usize, usize) {
    let mut lengths = Vec::new();
    while let Step::Move(seat) = devices[0].dealt().unwrap().step() {
        check_agreement_and_secrecy(devices);
        let mv = chosen_move(&devices[seat]);
        devices[seat]
            .play(&mv)
            .unwrap_or_else(|error| panic!("{mv}: {error}"));
        lengths.extend(devices[seat].outbox().iter().map(|outgoing| outgoing.link.len()));
        settle(devices);
    }
    let mean = lengths.iter().sum::<usize>() / lengths.len();
    (lengths.into_iter().max().unwrap(), mean)
}

#[test]
fn two_and_three_devices_deal_play_to_the_end_and_pass_the_audit() {
    let mut jokers_laid = 0;
    for (players, seed) in [(2, 3), (2, 5), (3, 7)] {
        let mut devices = table(GameKind::Abaku, players, seed);
        let (longest, _) = play_to_the_end(&mut devices);
        assert!(longest <= MOST_LINK_CHARS);
        let first = game(&devices[0]);
        let outcome = first.outcome();
        for device in &devices {
            let dealt = device.dealt().unwrap();
            assert_eq!(dealt.step(), Step::Done);
            assert_eq!(dealt.step(), Step::Done);
            let game = game(device);
            assert!(
                game.outcome().is_some(),
                "the racks left are read after the audit"
            );
            assert_eq!(game.outcome(), outcome);
            assert_eq!(game.turns(), first.turns());
        }
        let outcome = outcome.unwrap();
        assert_ne!(outcome.ending, Ending::Blocked, "a dealt game cannot see a block");
        let racks: usize = first.hands().sizes().iter().sum();
        let start = first.start_draw().rounds[0].len();
        let accounted =
            first.board().tiles().count() + start + first.exchanged() + racks + first.hands().deck_left();
        assert_eq!(accounted, tile_set().len(), "every tile is somewhere");
        let lays_joker = |turn: &&DealtTurn| match &turn.mv {
            DealtMove::Place(placement) => {
                placement.swap.is_some() || placement.tiles.iter().any(|tile| tile.joker)
            }
            _ => false,
        };
        jokers_laid += first.turns().iter().filter(lays_joker).count();
    }
    assert!(jokers_laid > 0, "the joker was laid or taken back");
}
