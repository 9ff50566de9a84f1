//! An Addique game from the opening draw to the 48th piece: hands of 3, one piece a turn, the
//! moves offered against every square tried, pieces conserved, undo and redo.

use gameshelf_engine::addique::{Game, Move, Piece, RuleError, Setup, Table, HAND_SIZE};
use std::collections::BTreeSet;

use crate::support::addique::check_ending;

fn game(players: usize, seed: u64) -> Game {
    Game::new(Setup::new((1..=players).map(|n| format!("P{n}")).collect(), seed))
}

/// Every piece in play exactly once: on the table, in a hand, or in the pool.
fn pieces_in_view(game: &Game) -> usize {
    let position = game.position();
    let table = position.table().pieces().len();
    let hands: usize = (0..game.setup().players.len())
        .map(|seat| position.hand(seat).len())
        .sum();
    table + hands + position.pool_len()
}

/// The squares where a piece could go, found by trying every centre near the table.
fn legal_by_trying(table: &Table) -> BTreeSet<(i32, i32)> {
    let centres = table.pieces().iter().map(|&(_, at)| at);
    let (xs, ys): (Vec<i32>, Vec<i32>) = centres.unzip();
    let (x0, x1) = (xs.iter().min().unwrap() - 4, xs.iter().max().unwrap() + 4);
    let (y0, y1) = (ys.iter().min().unwrap() - 4, ys.iter().max().unwrap() + 4);
    (x0..=x1)
        .flat_map(|x| (y0..=y1).map(move |y| (x, y)))
        .filter(|&at| table.can_place(at).is_ok())
        .collect()
}

#[test]
fn the_highest_product_sum_starts_in_the_centre_and_everyone_holds_three() {
    for players in [2, 3, 4, 6, 8] {
        for seed in 0..20 {
            let game = game(players, seed);
            let opening = game.opening();
            let last = opening.rounds.last().unwrap();
            let best = last.iter().map(|piece| piece.product_sum()).max().unwrap();
            let leaders = last.iter().filter(|piece| piece.product_sum() == best).count();
            assert_eq!(leaders, 1, "{players} players, seed {seed}: ties draw again");
            assert_eq!(last[opening.starter].product_sum(), best);
            let position = game.position();
            assert_eq!(position.table().pieces(), [(last[opening.starter], (0, 0))]);
            assert_eq!(i64::from(best), position.scores()[opening.starter]);
            assert_eq!(position.to_move(), (opening.starter + 1) % players);
            for seat in 0..players {
                assert_eq!(position.hand(seat).len(), HAND_SIZE);
            }
            assert_eq!(pieces_in_view(&game), 48);
        }
    }
}

#[test]
fn setups_seat_the_counts_the_pieces_allow() {
    for players in [2, 3, 4, 6, 8] {
        assert!(Setup::new(vec![String::new(); players], 0).problem().is_none());
    }
    for players in [1, 5, 7, 9] {
        assert!(Setup::new(vec![String::new(); players], 0).problem().is_some());
    }
}

#[test]
fn moves_are_read_and_written_as_piece_at_centre() {
    let mv: Move = "2475@1,-2".parse().unwrap();
    assert_eq!(mv.piece, "2475".parse::<Piece>().unwrap());
    assert_eq!(mv.at, (1, -2));
    assert_eq!(mv.to_string(), "2475@1,-2");
    for bad in ["2475", "2475@1", "2475@a,1", "2275@0,0"] {
        assert!(bad.parse::<Move>().is_err(), "{bad}");
    }
}

#[test]
fn whole_games_offer_exactly_the_legal_moves_and_conserve_the_pieces() {
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (6, 4), (8, 5)] {
        let mut game = game(players, seed);
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut random = move |bound: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % bound as u64) as usize
        };
        let opening_total = game.position().scores().iter().sum::<i64>();
        while game.outcome().is_none() {
            let position = game.position();
            let offered: BTreeSet<(i32, i32)> = game.moves().iter().map(|(mv, _)| mv.at).collect();
            assert_eq!(offered, legal_by_trying(position.table()), "{players} players");
            let hand: BTreeSet<Piece> = position.hand(position.to_move()).iter().copied().collect();
            let moves = game.moves();
            assert!(moves.iter().all(|(mv, _)| hand.contains(&mv.piece)));
            assert_eq!(moves.len(), offered.len() * hand.len());
            let (mv, points) = moves[random(moves.len())];
            assert_eq!(game.check(mv).unwrap().total, points);
            let seat = position.to_move();
            let before = position.scores()[seat];
            game.play(mv).unwrap();
            assert_eq!(game.position().scores()[seat], before + points as i64);
            assert_eq!(pieces_in_view(&game), 48);
        }
        check_ending(&game).unwrap_or_else(|error| panic!("{players} players: {error}"));
        let position = game.position();
        let played: u64 = game.turns().iter().map(|turn| turn.scored.total).sum();
        assert_eq!(
            position.scores().iter().sum::<i64>(),
            opening_total + played as i64
        );
        assert!(game.moves().is_empty());

        // Undo back to the opening and redo to the end.
        let final_scores = position.scores().to_vec();
        let turns = game.turns().len();
        while game.undo().is_some() {}
        assert_eq!(game.position().table().pieces().len(), 1);
        assert_eq!(game.position().scores().iter().sum::<i64>(), opening_total);
        for _ in 0..turns {
            game.redo().unwrap();
        }
        assert_eq!(game.position().scores(), final_scores.as_slice());
        assert!(game.outcome().is_some());
    }
}

#[test]
fn a_piece_not_in_hand_or_a_bad_notch_is_refused() {
    let game = game(2, 7);
    let position = game.position();
    let held = position.hand(position.to_move())[0];
    let other = position.hand(1 - position.to_move())[0];
    assert_eq!(
        game.check(Move {
            piece: other,
            at: (1, 2)
        }),
        Err(RuleError::NotInHand(other))
    );
    assert!(matches!(
        game.check(Move {
            piece: held,
            at: (0, 1)
        }),
        Err(RuleError::Placement(_))
    ));
    assert!(matches!(
        game.check(Move {
            piece: held,
            at: (5, 5)
        }),
        Err(RuleError::Placement(_))
    ));
    assert!(game
        .check(Move {
            piece: held,
            at: (1, 2)
        })
        .is_ok());
}
