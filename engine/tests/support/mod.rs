//! Helpers the engine's test files share.

pub mod abaku;
pub mod addique;
#[cfg(feature = "remote")]
pub mod remote;
pub mod tiles;

use gameshelf_engine::abalone::{
    Cell, Dir, Effect, Game, Layout, Line, Move, MoveError, Position, Record, RuleError, Setup,
};
use gameshelf_engine::common::record::parse;
use gameshelf_engine::game::{GameMoveError, GameRules};
use proptest::prelude::{prop_assert, prop_assert_eq, TestCaseError};
use std::collections::HashMap;
use std::hash::Hash;

pub fn cell(name: &str) -> Cell {
    name.parse().unwrap_or_else(|error| panic!("{error}"))
}

pub fn cells(names: &str) -> Vec<Cell> {
    names.split_whitespace().map(cell).collect()
}

pub fn notation(text: &str) -> Move {
    text.parse().unwrap_or_else(|error| panic!("{text}: {error}"))
}

pub fn line(first: &str, axis: Dir, len: u8) -> Line {
    Line {
        first: cell(first),
        axis,
        len,
    }
}

/// Plays a move that must be legal, checking that the generator offers it and that the fast
/// path makes the same position.
pub fn plays(mut position: Position, mv: Move) -> (Position, Effect) {
    assert!(
        position.legal_moves().contains(&mv),
        "{mv} is not generated in\n{position}"
    );
    let mut unchecked = position;
    unchecked.play_unchecked(mv);
    let effect = position
        .play(mv)
        .unwrap_or_else(|error| panic!("{mv}: {error}\n{position}"));
    assert_eq!(position, unchecked, "play and play_unchecked differ on {mv}");
    (position, effect)
}

/// Checks that a move is refused for `error`, is not generated, and leaves the position alone.
pub fn rejects(position: Position, mv: Move, error: RuleError) {
    let mut after = position;
    assert_eq!(after.play(mv), Err(error), "{mv} in\n{position}");
    assert_eq!(after, position, "a refused move must not change the position");
    assert!(
        !position.legal_moves().contains(&mv),
        "{mv} is generated but refused"
    );
}

/// A game from `setup` with `moves` played, all of which must be legal.
pub fn game_of(setup: Setup, moves: &[Move]) -> Game {
    let mut game = Game::new(setup);
    for &mv in moves {
        game.play(mv).expect("the playout's moves are legal");
    }
    game
}

/// Writes a game's record as JSON and loads it back through the rules.
pub fn reload(game: &Game) -> Game {
    let json = serde_json::to_string(&game.record()).expect("a record serialises");
    let record: Record = parse::<Setup, MoveError>(&json).expect("a written record parses");
    Game::replay(&record).expect("a written record replays")
}

pub fn same_game(a: &Game, b: &Game) -> Result<(), TestCaseError> {
    prop_assert_eq!(a.setup(), b.setup());
    prop_assert_eq!(a.position(), b.position());
    prop_assert_eq!(a.played(), b.played());
    prop_assert_eq!(a.undone().collect::<Vec<_>>(), b.undone().collect::<Vec<_>>());
    Ok(())
}

/// Every move one could ask the rules about, with the partner's marbles as well as one's own:
/// each such marble as the tail of an in-line move in each direction, and each pair of them one
/// or two apart on a line, side-stepping in each direction across it. Partner tails and lines of
/// partner marbles alone are refused, so the refusals are checked too.
pub fn candidates(position: &Position) -> Vec<Move> {
    let team = position.team_marbles(position.to_move());
    let ours: Vec<Cell> = Cell::all()
        .filter(|&cell| team & (1u128 << cell.index()) != 0)
        .collect();
    let mut moves = Vec::new();
    for &tail in &ours {
        moves.extend(Dir::ALL.map(|dir| Move::InLine { tail, dir }));
    }
    for &first in &ours {
        for &last in &ours {
            let axis = Dir::AXES.into_iter().find(|&axis| {
                let one = first.step(axis);
                one == Some(last) || one.and_then(|cell| cell.step(axis)) == Some(last)
            });
            if let Some(axis) = axis {
                let across = Dir::ALL.into_iter().filter(|dir| !dir.is_parallel(axis));
                moves.extend(across.map(|dir| Move::side_step(first, last, dir)));
            }
        }
    }
    moves
}

/// No marble appears or vanishes: each seat has at most its start count on the board, and as
/// many marbles are missing from the board as the seats together have pushed off.
pub fn check_marbles_conserved(layout: Layout, position: &Position) -> Result<(), TestCaseError> {
    let start = layout.marbles_per_seat();
    let (mut missing, mut pushed_off) = (0, 0);
    for seat in position.seats() {
        let on_board = position.marbles(seat).count_ones() as u8;
        prop_assert!(on_board <= start, "{}", position);
        missing += start - on_board;
        pushed_off += position.pushed_off_by(seat);
    }
    prop_assert_eq!(missing, pushed_off, "{}", position);
    Ok(())
}

/// The characters a link is written in: base64url, unpadded.
#[cfg(feature = "remote")]
const LINK_ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `link` with one character changed, for every character, each changed to three others in turn:
/// what a link altered by one character can be.
#[cfg(feature = "remote")]
pub fn one_character_alterations(link: &str) -> impl Iterator<Item = String> + '_ {
    (0..link.len()).flat_map(move |at| {
        let was = LINK_ALPHABET
            .iter()
            .position(|&c| c == link.as_bytes()[at])
            .unwrap();
        [1, 17, 42].map(move |by| {
            let mut altered = link.as_bytes().to_vec();
            altered[at] = LINK_ALPHABET[(was + by) % LINK_ALPHABET.len()];
            String::from_utf8(altered).unwrap()
        })
    })
}

/// `game`'s record replays through the rules to the same game (as `same` compares them), both as
/// it is and through its JSON.
pub fn check_replays<G: GameRules>(
    game: &G,
    same: fn(&G, &G) -> Result<(), TestCaseError>,
) -> Result<(), TestCaseError> {
    let record = game.record();
    let replayed = G::replay(&record).map_err(|error| TestCaseError::fail(error.to_string()))?;
    same(game, &replayed)?;
    let json = serde_json::to_string(&record).expect("a record serializes");
    let read = parse::<G::Setup, GameMoveError<G>>(&json).and_then(|record| G::replay(&record));
    same(
        game,
        &read.map_err(|error| TestCaseError::fail(error.to_string()))?,
    )
}

/// The first ten differences between the placements a move generator `found` and those a brute
/// force `expected`, with their points, each placement `written` out: none when they agree.
pub fn generator_differences<K: Hash + Eq>(
    found: &HashMap<K, u32>,
    expected: &HashMap<K, u32>,
    written: impl Fn(&K) -> String,
) -> Vec<String> {
    let mut problems: Vec<String> = Vec::new();
    for (key, points) in expected {
        match found.get(key) {
            None => problems.push(format!("missing {} ({points})", written(key))),
            Some(got) if got != points => {
                problems.push(format!("{} scores {got}, not {points}", written(key)))
            }
            Some(_) => {}
        }
    }
    for key in found.keys().filter(|key| !expected.contains_key(*key)) {
        problems.push(format!("illegal {}", written(key)));
    }
    problems.truncate(10);
    problems
}
