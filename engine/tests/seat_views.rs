//! A seat's view as the robots' worker is sent it ([`SeatView`]), over robot playouts of Abaku,
//! Summy and Addique: at every turn the views of the seat to move and of the next seat read back
//! from their JSON as they were written, and the robot's move chosen from the view read back,
//! in notation, is legal in the seeded game.

use gameshelf_engine::game::Turns;
use gameshelf_engine::robot::{native_clock, Level, SeatView, Thinking};
use gameshelf_engine::{abaku, addique, summy};

/// Enough turns to reach an empty bag in most games, few enough to keep the test quick.
const MAX_TURNS: usize = 60;

fn players(count: usize) -> Vec<String> {
    (1..=count).map(|n| format!("P{n}")).collect()
}

fn read_back(view: &SeatView) -> SeatView {
    let json = view.to_json();
    serde_json::from_str(&json).unwrap_or_else(|error| panic!("{json}: {error}"))
}

/// Plays `game` to its end or `MAX_TURNS` turns with the moves robots of every level in turn
/// choose from the views read back, checking each view's round trip on the way.
fn play_through_views<G: Turns>(mut game: G, view_of: impl Fn(&G, usize) -> SeatView) {
    for turn in 0..MAX_TURNS {
        if game.is_over() {
            return;
        }
        let seat = game.to_move();
        let next = (seat + 1) % game.seat_count();
        assert_eq!(
            read_back(&view_of(&game, next)),
            view_of(&game, next),
            "turn {turn}"
        );
        let view = view_of(&game, seat);
        let read = read_back(&view);
        assert_eq!(read, view, "turn {turn}");
        let level = Level::ALL[turn % Level::ALL.len()];
        let choice = read.choose(&Thinking::new(level, 20, turn as u64, native_clock));
        let notation = choice.unwrap_or_else(|error| panic!("turn {turn}: {error}")).mv;
        let mv: G::Move = notation
            .parse()
            .unwrap_or_else(|error| panic!("turn {turn}: {notation}: {error}"));
        if let Err(error) = game.play(mv) {
            panic!("turn {turn}: {notation} is illegal: {error}");
        }
    }
}

#[test]
fn abaku_views_read_back_and_their_robots_moves_are_legal() {
    for (count, seed) in [(2, 1), (3, 2), (4, 3), (1, 4)] {
        let game = abaku::Game::new(abaku::Setup::new(players(count), seed));
        play_through_views(game, |game, seat| SeatView::Abaku(game.view_of(seat)));
    }
}

#[test]
fn summy_views_read_back_and_their_robots_moves_are_legal() {
    for (count, seed) in [(2, 1), (3, 2), (4, 3)] {
        let game = summy::Game::new(summy::Setup::new(players(count), seed));
        play_through_views(game, |game, seat| SeatView::Summy(game.view_of(seat)));
    }
}

#[test]
fn addique_views_read_back_and_their_robots_moves_are_legal() {
    for (count, seed) in [(2, 1), (3, 2), (8, 3)] {
        let game = addique::Game::new(addique::Setup::new(players(count), seed));
        play_through_views(game, |game, seat| SeatView::Addique(game.view_of(seat)));
    }
}
