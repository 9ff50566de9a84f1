//! Random playouts that check, at every ply, that the fast bitboard generator, the rule checker,
//! the notation and the game record all agree with each other.

mod support;
use support::*;

use gameshelf_engine::abalone::{Layout, Move, Position, Setup};
use proptest::prelude::*;
use proptest::sample::Index;
use std::collections::HashSet;

/// Long enough for pushes and the occasional win, short enough to run thousands of games.
const MAX_PLIES: usize = 200;

/// One choice per ply: which legal move, and whether to prefer a pushing move if there is one.
/// Preferring pushes makes push-offs and finished games common enough to test.
fn choices() -> impl Strategy<Value = Vec<(Index, bool)>> {
    prop::collection::vec((any::<Index>(), any::<bool>()), 1..=MAX_PLIES)
}

fn layouts() -> impl Strategy<Value = Layout> {
    prop::sample::select(Layout::TWO_PLAYER.to_vec())
}

fn pick(position: &Position, (index, pushy): (Index, bool)) -> Option<Move> {
    let moves = position.legal_moves();
    let team = position.team_marbles(position.to_move());
    let theirs = position.occupied() & !team;
    let pushes = |&mv: &Move| {
        let mut next = *position;
        next.play_unchecked(mv);
        next.occupied() & !next.team_marbles(position.to_move()) != theirs
    };
    let pushes: Vec<Move> = moves.iter().copied().filter(pushes).collect();
    let from = if pushy && !pushes.is_empty() {
        pushes
    } else {
        moves
    };
    (!from.is_empty()).then(|| *index.get(&from))
}

/// The moves of a random game, stopping early at a win.
fn playout(layout: Layout, choices: &[(Index, bool)], mut at_each_ply: impl FnMut(&Position)) -> Vec<Move> {
    let mut position = Position::new(layout);
    let mut moves = Vec::new();
    for &choice in choices {
        at_each_ply(&position);
        let Some(mv) = pick(&position, choice) else { break };
        position.play(mv).expect("a generated move is legal");
        moves.push(mv);
    }
    at_each_ply(&position);
    moves
}

fn check_position(layout: Layout, position: &Position) -> Result<(), TestCaseError> {
    check_marbles_conserved(layout, position)?;
    let me = position.to_move();

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

        // The effect describes what the move did.
        check_marbles_conserved(layout, &checked)?;
        let pushed_off = u8::from(effect.pushed_off.is_some());
        prop_assert_eq!(
            checked.pushed_off_by(me),
            position.pushed_off_by(me) + pushed_off,
            "{}",
            mv
        );
        for (from, to) in effect.movements() {
            let side = position.at(from);
            prop_assert!(side.is_some(), "{} moves nothing from {}", mv, from);
            prop_assert_eq!(
                to.and_then(|to| checked.at(to)),
                to.and(side),
                "{} from {}",
                mv,
                from
            );
        }
    }

    let accepted: HashSet<Move> = candidates(position)
        .into_iter()
        .filter(|&mv| position.check(mv).is_ok())
        .collect();
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn generator_rules_and_notation_agree(layout in layouts(), choices in choices()) {
        let mut result = Ok(());
        playout(layout, &choices, |position| {
            if result.is_ok() {
                result = check_position(layout, position);
            }
        });
        result?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn records_replay_and_undo_redo_restore(layout in layouts(), choices in choices(), keep in any::<Index>()) {
        let moves = playout(layout, &choices, |_| {});
        let game = game_of(Setup::new(layout, vec!["Ada".into(), "Bo".into()]), &moves);
        same_game(&reload(&game), &game)?;
        prop_assert_eq!(&game.played().iter().map(|played| played.mv).collect::<Vec<_>>(), &moves);

        // Undo everything, then redo everything.
        let mut undone = game.clone();
        while undone.undo().is_some() {}
        prop_assert_eq!(undone.position(), &Position::new(layout));
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
