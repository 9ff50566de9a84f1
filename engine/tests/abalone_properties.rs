//! Random playouts at every table (the three two-player layouts, three players, and four in
//! either turn order) that check, at every ply, that the bitboard generator, the rule checker,
//! the notation and the game record agree, and that no marble appears or vanishes.

use crate::support::*;

use gameshelf_engine::abalone::board::cells;
use gameshelf_engine::abalone::{Cell, Dir, Layout, Move, Position, RuleError, Seat, Setup, TurnOrder};
use proptest::prelude::*;
use proptest::sample::Index;
use std::collections::HashSet;

/// Long enough for mixed pushes and, played aggressively, for about half the games to end.
const MAX_PLIES: usize = 250;

/// The tables this file plays: two players from each layout, three players, and four in either
/// turn order.
const TABLES: [(Layout, TurnOrder); 6] = [
    (Layout::Standard, TurnOrder::Alternate),
    (Layout::BelgianDaisy, TurnOrder::Alternate),
    (Layout::GermanDaisy, TurnOrder::Alternate),
    (Layout::ThreePlayer, TurnOrder::Alternate),
    (Layout::FourPlayer, TurnOrder::Alternate),
    (Layout::FourPlayer, TurnOrder::PartnersConsecutive),
];

fn tables() -> impl Strategy<Value = (Layout, TurnOrder)> {
    prop::sample::select(TABLES.to_vec())
}

/// One choice per ply: which move, and whether to play aggressively (most of the time), so that
/// marbles meet, mixed pushes happen and games end.
fn choices(max: usize) -> impl Strategy<Value = Vec<(Index, bool)>> {
    prop::collection::vec((any::<Index>(), prop::bool::weighted(0.8)), 1..=max)
}

fn opponents(position: &Position) -> u128 {
    position.occupied() & !position.team_marbles(position.to_move())
}

/// Steps from the centre, E5.
fn distance_to_centre(cell: Cell) -> i32 {
    let (row, diagonal) = (cell.row() as i32 - 5, cell.diagonal() as i32 - 5);
    row.abs().max(diagonal.abs()).max((row - diagonal).abs())
}

/// A move chosen by `choose(count)`: among all legal moves, or if `aggressive`, among the moves
/// that push off a marble, else those that push, else those that bring the mover's marbles
/// nearer the centre (where the seats meet), else all.
fn pick(position: &Position, aggressive: bool, choose: impl FnOnce(usize) -> usize) -> Option<Move> {
    let moves = position.legal_moves();
    if !aggressive || moves.is_empty() {
        return (!moves.is_empty()).then(|| moves[choose(moves.len())]);
    }
    let me = position.to_move();
    let theirs = opponents(position);
    let distance = |p: &Position| -> i32 { cells(p.team_marbles(me)).map(distance_to_centre).sum() };
    let now = distance(position);
    // (pushes off, pushes, comes nearer) for each move.
    let scores: Vec<(bool, bool, bool)> = moves
        .iter()
        .map(|&mv| {
            let mut next = *position;
            next.play_unchecked(mv);
            let pushes = next.occupied() & !position.team_marbles(me) != theirs;
            (
                next.pushed_off_by(me) > position.pushed_off_by(me),
                pushes,
                distance(&next) < now,
            )
        })
        .collect();
    let tiers = [
        |s: &(bool, bool, bool)| s.0,
        |s: &(bool, bool, bool)| s.1,
        |s: &(bool, bool, bool)| s.2,
    ];
    let from = tiers
        .iter()
        .map(|tier| {
            moves
                .iter()
                .zip(&scores)
                .filter(|(_, s)| tier(s))
                .map(|(&mv, _)| mv)
                .collect::<Vec<_>>()
        })
        .find(|tier| !tier.is_empty())
        .unwrap_or(moves);
    Some(from[choose(from.len())])
}

/// The moves of a random game, stopping early at a win.
fn playout(
    (layout, order): (Layout, TurnOrder),
    choices: &[(Index, bool)],
    mut at_each_ply: impl FnMut(&Position),
) -> Vec<Move> {
    let mut position = Position::with_turn_order(layout, order);
    let mut moves = Vec::new();
    for &choice in choices {
        at_each_ply(&position);
        let (index, aggressive) = choice;
        let Some(mv) = pick(&position, aggressive, |count| index.index(count)) else {
            break;
        };
        position.play(mv).expect("a generated move is legal");
        moves.push(mv);
    }
    at_each_ply(&position);
    moves
}

/// How often the checker refused a candidate for a partner rule, to show they were reached.
#[derive(Default)]
struct Refusals {
    partner_trails: usize,
    no_marble_of_yours: usize,
}

/// The cells of the side-step line from `first` to `last`, if they are 2 or 3 in a row.
fn line_cells(first: Cell, last: Cell) -> Option<Vec<Cell>> {
    Dir::AXES.into_iter().find_map(|axis| {
        let middle = first.step(axis)?;
        if middle == last {
            Some(vec![first, last])
        } else {
            (middle.step(axis) == Some(last)).then(|| vec![first, middle, last])
        }
    })
}

/// The seat after `seat`, from the rules page: round the table, or P1, P3, P2, P4 when partners
/// play consecutively.
fn next_seat(seat: Seat, seats: u8, order: TurnOrder) -> Seat {
    let index = seat.index();
    let next = match (seats, order) {
        (4, TurnOrder::PartnersConsecutive) => [2, 3, 1, 0][index],
        _ => (index as u8 + 1) % seats,
    };
    Seat::new(next).expect("a seat at the table")
}

fn check_position(
    (layout, order): (Layout, TurnOrder),
    position: &Position,
    refusals: &mut Refusals,
) -> Result<(), TestCaseError> {
    check_marbles_conserved(layout, position)?;
    prop_assert_eq!(position.seat_count(), layout.seats());
    let me = position.to_move();
    let mine = position.marbles(me);
    let team = position.team_marbles(me);

    let legal = position.legal_moves();
    let unique: HashSet<Move> = legal.iter().copied().collect();
    prop_assert_eq!(unique.len(), legal.len(), "duplicate moves in\n{}", position);
    prop_assert_eq!(position.count_legal_moves(), legal.len() as u64);
    prop_assert_eq!(legal.is_empty(), position.winner().is_some());

    for &mv in &legal {
        let text = mv.to_string();
        prop_assert_eq!(text.parse::<Move>(), Ok(mv), "notation {}", text);
        let mut checked = *position;
        let effect = match checked.play(mv) {
            Ok(effect) => effect,
            Err(error) => {
                return Err(TestCaseError::fail(format!(
                    "{mv} is generated but {error}\n{position}"
                )))
            }
        };
        let mut unchecked = *position;
        unchecked.play_unchecked(mv);
        prop_assert_eq!(checked, unchecked, "{}", mv);
        check_marbles_conserved(layout, &checked)?;

        // The moving line is the team's, with one of the mover's own marbles, trailing if
        // in-line.
        let line: Vec<Cell> = effect.line.cells().collect();
        prop_assert!(
            line.iter().all(|cell| team & (1u128 << cell.index()) != 0),
            "{}",
            mv
        );
        prop_assert!(
            line.iter().any(|cell| mine & (1u128 << cell.index()) != 0),
            "{}",
            mv
        );
        if let Move::InLine { tail, .. } = mv {
            prop_assert_eq!(position.at(tail), Some(me), "{} trails with another's marble", mv);
        }

        // The holes the move goes to (what the board highlights) were not the team's, and the
        // team's marbles are there now.
        for hole in effect.line.destinations(effect.dir) {
            prop_assert!(
                team & (1u128 << hole.index()) == 0,
                "{} goes to its own {}",
                mv,
                hole
            );
            prop_assert!(
                checked.team_marbles(me) & (1u128 << hole.index()) != 0,
                "{} leaves {} empty",
                mv,
                hole
            );
        }

        // A push-off goes to the mover alone, and takes an opponent's marble.
        for seat in position.seats() {
            let gained = checked.pushed_off_by(seat) - position.pushed_off_by(seat);
            let expected = u8::from(seat == me && effect.pushed_off.is_some());
            prop_assert_eq!(gained, expected, "{} for {:?}", mv, seat);
        }
        if let Some(cell) = effect.pushed_off {
            let owner = position.at(cell).expect("a pushed-off marble was on the board");
            prop_assert_ne!(
                position.team_of(owner),
                position.team_of(me),
                "{} pushes off a partner",
                mv
            );
        }
        // Every marble moves with its own colour.
        for (from, to) in effect.movements() {
            let seat = position.at(from);
            prop_assert!(seat.is_some(), "{} moves nothing from {}", mv, from);
            prop_assert_eq!(
                to.and_then(|to| checked.at(to)),
                to.and(seat),
                "{} from {}",
                mv,
                from
            );
        }
        prop_assert_eq!(checked.to_move(), next_seat(me, layout.seats(), order));
    }

    let mut accepted = HashSet::new();
    for mv in candidates(position) {
        match position.check(mv) {
            Ok(_) => {
                accepted.insert(mv);
            }
            Err(error) => {
                let is = |cell: Cell, set: u128| set & (1u128 << cell.index()) != 0;
                match mv {
                    Move::InLine { tail, .. } if !is(tail, mine) && position.winner().is_none() => {
                        prop_assert_eq!(error, RuleError::PartnerTrails { cell: tail }, "{}", mv);
                        refusals.partner_trails += 1;
                    }
                    Move::SideStep { first, last, .. } => {
                        let cells = line_cells(first, last).expect("candidates are lines");
                        let all_team = cells.iter().all(|&cell| is(cell, team));
                        let any_mine = cells.iter().any(|&cell| is(cell, mine));
                        if all_team && !any_mine && position.winner().is_none() {
                            prop_assert_eq!(error, RuleError::NoMarbleOfYours, "{}", mv);
                            refusals.no_marble_of_yours += 1;
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    let missing: Vec<String> = accepted.difference(&unique).map(Move::to_string).collect();
    let extra: Vec<String> = unique.difference(&accepted).map(Move::to_string).collect();
    prop_assert!(
        missing.is_empty() && extra.is_empty(),
        "missing {:?}, extra {:?}\n{}",
        missing,
        extra,
        position
    );
    Ok(())
}

fn setup((layout, turn_order): (Layout, TurnOrder)) -> Setup {
    let names = ["Ada", "Bo", "Cy", "Di"][..layout.seats() as usize]
        .iter()
        .map(|name| name.to_string());
    Setup {
        turn_order,
        ..Setup::new(layout, names.collect())
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    #[test]
    fn generator_rules_and_notation_agree(table in tables(), choices in choices(MAX_PLIES)) {
        let mut result = Ok(());
        let mut refusals = Refusals::default();
        playout(table, &choices, |position| {
            if result.is_ok() {
                result = check_position(table, position, &mut refusals);
            }
        });
        result?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2500))]

    #[test]
    fn records_replay_and_undo_redo_restore(table in tables(), choices in choices(MAX_PLIES), keep in any::<Index>()) {
        let moves = playout(table, &choices, |_| {});
        let game = game_of(setup(table), &moves);
        let start = Position::with_turn_order(table.0, table.1);
        same_game(&reload(&game), &game)?;
        prop_assert_eq!(&game.played().iter().map(|played| played.mv).collect::<Vec<_>>(), &moves);

        // Undo everything, then redo everything.
        let mut undone = game.clone();
        while undone.undo().is_some() {}
        prop_assert_eq!(undone.position(), &start);
        prop_assert!(undone.played().is_empty());
        prop_assert_eq!(&undone.undone().map(|(mv, _)| mv).collect::<Vec<_>>(), &moves);
        let mut redone = reload(&undone);
        same_game(&redone, &undone)?;
        while redone.redo().is_some() {}
        same_game(&redone, &game)?;

        // Undo part of the game; the record keeps the rest for redo.
        let played = keep.index(moves.len() + 1);
        let mut partial = game.clone();
        for _ in played..moves.len() {
            partial.undo();
        }
        let record = partial.record();
        prop_assert_eq!(record.moves.len(), played);
        prop_assert_eq!(&record.undone, &moves[played..].iter().map(Move::to_string).collect::<Vec<_>>());
        prop_assert_eq!(partial.position(), game.position_after(played));
        let mut reloaded = reload(&partial);
        same_game(&reloaded, &partial)?;
        while reloaded.redo().is_some() {}
        same_game(&reloaded, &game)?;
    }
}

/// The partner rules' refusals come up in ordinary play, so the checks above reach them: a few
/// fixed playouts, counted.
#[test]
fn playouts_reach_the_partner_refusals() {
    let mut seed = 0x853c_49e6_748f_ea9b_u64;
    let mut refusals = Refusals::default();
    let mut random = move || {
        // xorshift64: reproducible.
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for game in 0..4 {
        let table = TABLES[4 + game % 2];
        let mut position = Position::with_turn_order(table.0, table.1);
        for _ in 0..60 {
            check_position(table, &position, &mut refusals).unwrap();
            let aggressive = random() % 3 != 0;
            let choice = random() as usize;
            let Some(mv) = pick(&position, aggressive, |count| choice % count) else {
                break;
            };
            position.play(mv).unwrap();
        }
    }
    assert!(
        refusals.partner_trails > 1000,
        "{} partner tails",
        refusals.partner_trails
    );
    assert!(
        refusals.no_marble_of_yours > 1000,
        "{} partner side-steps",
        refusals.no_marble_of_yours
    );
}
