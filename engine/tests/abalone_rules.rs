//! Every push and block rule of Abalone on small named positions, plus selections and notation.
//!
//! Positions name Black's and White's cells; Black is to move unless a test says otherwise.

use crate::support::*;

use gameshelf_engine::abalone::{
    Cell, Dir, Effect, Layout, Line, Move, NotationError, Position, RuleError, Seat,
};

fn position(black: &str, white: &str) -> Position {
    Position::from_parts(&cells(black), &cells(white), Seat::BLACK, [0, 0])
}

/// The position after Black's move, with White to move and `pushed_off` unchanged unless given.
fn expected(black: &str, white: &str, pushed_off: [u8; 2]) -> Position {
    Position::from_parts(&cells(black), &cells(white), Seat::WHITE, pushed_off)
}

// Plain moves.

#[test]
fn single_marble_moves_into_a_hole() {
    let (after, effect) = plays(position("E5", "A1"), notation("E5E6"));
    assert_eq!(after, expected("E6", "A1", [0, 0]));
    assert_eq!(
        effect,
        Effect {
            line: line("E5", Dir::East, 1),
            dir: Dir::East,
            pushed: 0,
            pushed_off: None
        }
    );
}

#[test]
fn two_and_three_marbles_move_in_line() {
    let (after, effect) = plays(position("E4 E5", "A1"), notation("E4E5"));
    assert_eq!(after, expected("E5 E6", "A1", [0, 0]));
    assert_eq!(effect.line, line("E4", Dir::East, 2));

    // Along the north-east axis, written from the trailing marble.
    let (after, effect) = plays(position("C3 D4 E5", "A1"), notation("C3D4"));
    assert_eq!(after, expected("D4 E5 F6", "A1", [0, 0]));
    assert_eq!(effect.line, line("C3", Dir::NorthEast, 3));
    assert_eq!(effect.pushed, 0);

    // Backwards: the trailing marble is the one with the higher index.
    let (after, _) = plays(position("C3 D4 E5", "A1"), notation("E5D4"));
    assert_eq!(after, expected("B2 C3 D4", "A1", [0, 0]));
}

#[test]
fn the_tail_chooses_how_much_of_a_column_moves() {
    // From the middle of three, only the front two move.
    let (after, effect) = plays(position("E3 E4 E5", "A1"), notation("E4E5"));
    assert_eq!(after, expected("E3 E5 E6", "A1", [0, 0]));
    assert_eq!(effect.line, line("E4", Dir::East, 2));
}

#[test]
fn side_steps_of_two_and_three() {
    let (after, effect) = plays(position("E4 E5", "A1"), notation("E4E5F4"));
    assert_eq!(after, expected("F4 F5", "A1", [0, 0]));
    assert_eq!(
        effect,
        Effect {
            line: line("E4", Dir::East, 2),
            dir: Dir::NorthWest,
            pushed: 0,
            pushed_off: None
        }
    );

    let (after, effect) = plays(position("E3 E4 E5", "A1"), notation("E3E5D3"));
    assert_eq!(after, expected("D3 D4 D5", "A1", [0, 0]));
    assert_eq!(effect.line, line("E3", Dir::East, 3));

    // A column along a diagonal, side-stepping east.
    let (after, _) = plays(position("C3 D4 E5", "A1"), notation("C3E5C4"));
    assert_eq!(after, expected("C4 D5 E6", "A1", [0, 0]));

    // The same move written from the other end.
    assert_eq!(notation("E5C3E6"), notation("C3E5C4"));
}

// Sumito.

#[test]
fn sumito_into_an_empty_hole() {
    let (after, effect) = plays(position("E3 E4", "E5"), notation("E3E4"));
    assert_eq!(after, expected("E4 E5", "E6", [0, 0]));
    assert_eq!((effect.pushed, effect.pushed_off), (1, None));

    let (after, effect) = plays(position("E2 E3 E4", "E5"), notation("E2E3"));
    assert_eq!(after, expected("E3 E4 E5", "E6", [0, 0]));
    assert_eq!((effect.pushed, effect.pushed_off), (1, None));

    let (after, effect) = plays(position("E1 E2 E3", "E4 E5"), notation("E1E2"));
    assert_eq!(after, expected("E2 E3 E4", "E5 E6", [0, 0]));
    assert_eq!((effect.pushed, effect.pushed_off), (2, None));
    assert_eq!(
        effect.movements(),
        [
            (cell("E4"), Some(cell("E5"))),
            (cell("E5"), Some(cell("E6"))),
            (cell("E1"), Some(cell("E2"))),
            (cell("E2"), Some(cell("E3"))),
            (cell("E3"), Some(cell("E4"))),
        ]
    );
}

#[test]
fn sumito_off_the_edge() {
    let (after, effect) = plays(position("E7 E8", "E9 A1"), notation("E7E8"));
    assert_eq!(after, expected("E8 E9", "A1", [1, 0]));
    assert_eq!(after.pushed_off_by(Seat::BLACK), 1);
    assert_eq!((effect.pushed, effect.pushed_off), (1, Some(cell("E9"))));
    assert!(effect.movements().contains(&(cell("E9"), None)));

    let (after, effect) = plays(position("E6 E7 E8", "E9 A1"), notation("E6E7"));
    assert_eq!(after, expected("E7 E8 E9", "A1", [1, 0]));
    assert_eq!((effect.pushed, effect.pushed_off), (1, Some(cell("E9"))));

    let (after, effect) = plays(position("E5 E6 E7", "E8 E9 A1"), notation("E5E6"));
    assert_eq!(after, expected("E6 E7 E8", "E9 A1", [1, 0]));
    assert_eq!((effect.pushed, effect.pushed_off), (2, Some(cell("E9"))));

    // Into the corner along a diagonal, counted on top of earlier push-offs.
    let start = Position::from_parts(&cells("G7 H8"), &cells("I9 A1"), Seat::BLACK, [3, 2]);
    let (after, effect) = plays(start, notation("G7H8"));
    assert_eq!(
        after,
        Position::from_parts(&cells("H8 I9"), &cells("A1"), Seat::WHITE, [4, 2])
    );
    assert_eq!(effect.pushed_off, Some(cell("I9")));

    // White pushes too, and its count is its own.
    let start = Position::from_parts(&cells("A1 I9"), &cells("C1 B1"), Seat::WHITE, [0, 0]);
    let (after, _) = plays(start, notation("C1B1"));
    assert_eq!(
        after,
        Position::from_parts(&cells("I9"), &cells("B1 A1"), Seat::BLACK, [0, 1])
    );
}

#[test]
fn sumito_needs_more_pushers_than_defenders() {
    let start = position("E3 E4", "E5 E6");
    rejects(
        start,
        notation("E3E4"),
        RuleError::NoSumito {
            pushers: 2,
            defenders: 2,
        },
    );
    let start = position("E2 E3 E4", "E5 E6 E7");
    rejects(
        start,
        notation("E2E3"),
        RuleError::NoSumito {
            pushers: 3,
            defenders: 3,
        },
    );
    let start = position("E2 E3", "E4 E5 E6");
    rejects(
        start,
        notation("E2E3"),
        RuleError::NoSumito {
            pushers: 2,
            defenders: 3,
        },
    );
    // Four defenders: still only a count, never pushed.
    let start = position("E1 E2 E3", "E4 E5 E6 E7");
    rejects(
        start,
        notation("E1E2"),
        RuleError::NoSumito {
            pushers: 3,
            defenders: 4,
        },
    );
}

#[test]
fn single_marble_cannot_push() {
    rejects(
        position("E4", "E5"),
        notation("E4E5"),
        RuleError::SingleMarbleCannotPush,
    );
}

#[test]
fn own_marble_behind_the_opposing_run_blocks_the_push() {
    let start = position("E3 E4 E5 E7", "E6");
    rejects(start, notation("E3E4"), RuleError::OwnMarbleBlocksPush);
    let start = position("E2 E3 E4 E7", "E5 E6");
    rejects(start, notation("E2E3"), RuleError::OwnMarbleBlocksPush);
    let start = position("E4 E5 E7", "E6");
    rejects(start, notation("E4E5"), RuleError::OwnMarbleBlocksPush);
}

#[test]
fn four_in_a_row_is_too_many() {
    rejects(
        position("E2 E3 E4 E5", "A1"),
        notation("E2E3"),
        RuleError::TooManyMarbles,
    );
    // The front three of the same row may go.
    plays(position("E2 E3 E4 E5", "A1"), notation("E3E4"));
}

#[test]
fn side_step_cannot_push_or_enter_own_marbles() {
    rejects(
        position("E4 E5", "F5"),
        notation("E4E5F4"),
        RuleError::SideStepCannotPush,
    );
    rejects(
        position("E4 E5 F4", "A1"),
        notation("E4E5F4"),
        RuleError::OwnMarbleInTheWay,
    );
    rejects(
        position("E3 E4 E5", "D4"),
        notation("E3E5D3"),
        RuleError::SideStepCannotPush,
    );
}

#[test]
fn own_marbles_cannot_leave_the_board() {
    let start = position("A1", "E5");
    rejects(
        start,
        Move::InLine {
            tail: cell("A1"),
            dir: Dir::SouthEast,
        },
        RuleError::OffTheBoard,
    );
    let start = position("E8 E9", "A1");
    rejects(
        start,
        Move::InLine {
            tail: cell("E8"),
            dir: Dir::East,
        },
        RuleError::OffTheBoard,
    );
    let start = position("A1 A2", "E5");
    rejects(
        start,
        Move::side_step(cell("A1"), cell("A2"), Dir::SouthEast),
        RuleError::OffTheBoard,
    );
    let start = position("E9 F9", "A1");
    rejects(
        start,
        Move::side_step(cell("E9"), cell("F9"), Dir::East),
        RuleError::OffTheBoard,
    );
    // Only the far end leaves the board, so the move has notation but is still refused.
    rejects(
        position("E8 F9", "A1"),
        notation("E8F9E9"),
        RuleError::OffTheBoard,
    );
}

#[test]
fn only_own_marbles_move() {
    rejects(
        position("A1", "E5"),
        notation("E5E6"),
        RuleError::NotYourMarble { cell: cell("E5") },
    );
    rejects(
        position("A1", "E5"),
        notation("E4E5"),
        RuleError::NoMarble { cell: cell("E4") },
    );
    // A gap in a side-step line, and an opposing marble inside one.
    rejects(
        position("E3 E5", "A1"),
        notation("E3E5D3"),
        RuleError::NoMarble { cell: cell("E4") },
    );
    rejects(
        position("E3 E5", "E4"),
        notation("E3E5D3"),
        RuleError::NotYourMarble { cell: cell("E4") },
    );
    // White's turn: Black's marbles are not White's.
    let start = Position::from_parts(&cells("E5"), &cells("A1"), Seat::WHITE, [0, 0]);
    rejects(
        start,
        notation("E5E6"),
        RuleError::NotYourMarble { cell: cell("E5") },
    );
}

#[test]
fn side_step_must_be_a_short_line_moved_across() {
    let start = position("E3 E4 E5 E6", "A1");
    rejects(start, notation("E3E6D3"), RuleError::NotALine);
    rejects(position("A1 C2", "E5"), notation("A1C2B1"), RuleError::NotALine);
    rejects(start, notation("E3E5E4"), RuleError::NotASideStep);
    rejects(
        start,
        Move::SideStep {
            first: cell("E5"),
            last: cell("E3"),
            dir: Dir::SouthEast,
        },
        RuleError::NotALine,
    );
}

#[test]
fn sixth_push_off_wins_and_ends_the_game() {
    let start = Position::from_parts(&cells("E7 E8 A1 A2"), &cells("E9 I5 I6"), Seat::BLACK, [5, 4]);
    assert_eq!(start.winner(), None);
    let (after, effect) = plays(start, notation("E7E8"));
    assert_eq!(effect.pushed_off, Some(cell("E9")));
    assert_eq!(after.pushed_off_by(Seat::BLACK), 6);
    assert_eq!(after.winner(), Some(after.team_of(Seat::BLACK)));
    assert!(after.legal_moves().is_empty());
    assert_eq!(after.count_legal_moves(), 0);
    // White would have moves on the board, but the game is over.
    rejects(after, notation("I5I6"), RuleError::GameOver);
    rejects(after, notation("I6H6"), RuleError::GameOver);
    assert_eq!(
        after.move_selection(line("I5", Dir::East, 1), Dir::SouthEast),
        Err(RuleError::GameOver)
    );
    assert!(after.selection_moves(line("I5", Dir::East, 2)).is_empty());
}

// Selections.

#[test]
fn line_through_cells() {
    assert_eq!(Line::through(&cells("E5 E3 E4")), Some(line("E3", Dir::East, 3)));
    assert_eq!(
        Line::through(&cells("E5 D4")),
        Some(line("D4", Dir::NorthEast, 2))
    );
    assert_eq!(
        Line::through(&cells("F5 E5")),
        Some(line("E5", Dir::NorthWest, 2))
    );
    assert_eq!(Line::through(&cells("E5")), Some(line("E5", Dir::East, 1)));
    assert_eq!(
        line("C3", Dir::NorthEast, 3).cells().collect::<Vec<_>>(),
        cells("C3 D4 E5")
    );
    assert_eq!(line("C3", Dir::NorthEast, 3).last(), cell("E5"));
    for not_a_line in ["", "E3 E5", "E3 E4 F4", "E3 E4 E4", "E2 E3 E4 E5", "A1 I9"] {
        assert_eq!(Line::through(&cells(not_a_line)), None, "{not_a_line}");
    }
}

#[test]
fn selection_names_every_marble_that_moves() {
    let start = position("E3 E4 E5", "A1");
    let back_two = Line::through(&cells("E3 E4")).unwrap();
    let front_two = Line::through(&cells("E4 E5")).unwrap();
    let all_three = Line::through(&cells("E3 E4 E5")).unwrap();
    assert_eq!(
        start.move_selection(back_two, Dir::East),
        Err(RuleError::OwnMarbleInTheWay)
    );
    assert_eq!(
        start.move_selection(front_two, Dir::West),
        Err(RuleError::OwnMarbleInTheWay)
    );
    assert_eq!(start.move_selection(front_two, Dir::East), Ok(notation("E4E5")));
    assert_eq!(start.move_selection(back_two, Dir::West), Ok(notation("E4E3")));
    assert_eq!(start.move_selection(all_three, Dir::East), Ok(notation("E3E4")));
    assert_eq!(
        start.move_selection(all_three, Dir::SouthEast),
        Ok(notation("E3E5D3"))
    );
    let single = Line::through(&cells("E4")).unwrap();
    assert_eq!(
        start.move_selection(single, Dir::East),
        Err(RuleError::OwnMarbleInTheWay)
    );
    assert_eq!(start.move_selection(single, Dir::NorthEast), Ok(notation("E4F5")));

    // A whole column in open space may go all six ways; the back two every way but forward.
    assert_eq!(start.selection_moves(all_three).len(), 6);
    let dirs: Vec<Dir> = start
        .selection_moves(back_two)
        .into_iter()
        .map(|(dir, _)| dir)
        .collect();
    assert_eq!(
        dirs,
        [
            Dir::NorthEast,
            Dir::NorthWest,
            Dir::West,
            Dir::SouthWest,
            Dir::SouthEast
        ]
    );
    for (dir, mv) in start.selection_moves(all_three) {
        assert_eq!(start.move_selection(all_three, dir), Ok(mv));
        assert!(start.legal_moves().contains(&mv));
    }
}

#[test]
fn selection_errors_come_from_the_rules() {
    let start = position("E3 E4 A1", "E5 E6");
    let pair = Line::through(&cells("E3 E4")).unwrap();
    assert_eq!(
        start.move_selection(pair, Dir::East),
        Err(RuleError::NoSumito {
            pushers: 2,
            defenders: 2
        })
    );
    let mixed = Line::through(&cells("E4 E5")).unwrap();
    assert_eq!(
        start.move_selection(mixed, Dir::West),
        Err(RuleError::NotYourMarble { cell: cell("E5") })
    );
    let corner = Line::through(&cells("A1")).unwrap();
    assert_eq!(
        start.move_selection(corner, Dir::West),
        Err(RuleError::OffTheBoard)
    );
    assert_eq!(start.selection_moves(corner).len(), 3);
}

#[test]
fn selecting_marbles_names_the_rule_a_selection_breaks() {
    let start = position("E2 E3 E4 E5 C3", "F5");
    assert_eq!(start.select(&cells("E4 E3")), Ok(line("E3", Dir::East, 2)));
    assert_eq!(start.select(&cells("E5 E3 E4")), Ok(line("E3", Dir::East, 3)));
    assert_eq!(
        start.select(&cells("E2 E3 E4 E5")),
        Err(RuleError::TooManyMarbles)
    );
    assert_eq!(start.select(&cells("E3 E5")), Err(RuleError::NotALine));
    assert_eq!(start.select(&cells("E3 C3")), Err(RuleError::NotALine));
    assert_eq!(
        start.select(&cells("E5 F5")),
        Err(RuleError::NotYourMarble { cell: cell("F5") })
    );
    assert_eq!(
        start.select(&cells("E5 F6")),
        Err(RuleError::NoMarble { cell: cell("F6") })
    );
}

// Notation.

#[test]
fn notation_examples_from_the_rules() {
    let a1a2 = notation("A1A2");
    assert_eq!(
        a1a2,
        Move::InLine {
            tail: cell("A1"),
            dir: Dir::East
        }
    );
    assert_eq!(a1a2.to_string(), "A1A2");
    let side_step = notation("C3C5D4");
    assert_eq!(
        side_step,
        Move::SideStep {
            first: cell("C3"),
            last: cell("C5"),
            dir: Dir::NorthEast
        }
    );
    assert_eq!(side_step.to_string(), "C3C5D4");
    assert_eq!(notation("C5C3D6"), side_step);
    assert_eq!(notation("c5c3d6"), side_step);
    assert_eq!(notation("a1a2"), a1a2);
    assert_eq!(notation(" A1A2 "), a1a2);
    assert_eq!(side_step.dir(), Dir::NorthEast);
}

#[test]
fn cells_parse_and_print() {
    let e5 = cell("E5");
    assert_eq!((e5.row(), e5.diagonal()), (5, 5));
    assert_eq!(cell("e5"), e5);
    assert_eq!(e5.to_string(), "E5");
    assert_eq!(Cell::all().count(), 61);
    assert_eq!(Cell::all().next(), Some(cell("A1")));
    assert_eq!(Cell::all().last(), Some(cell("I9")));
    assert_eq!(e5.step(Dir::NorthEast), Some(cell("F6")));
    assert_eq!(e5.step(Dir::SouthWest), Some(cell("D4")));
    assert_eq!(cell("A5").step(Dir::East), None);
    assert_eq!(cell("E5").direction_to(cell("F5")), Some(Dir::NorthWest));
    for bad in ["A6", "I4", "J5", "A0", "E", "E55", "5E", ""] {
        assert_eq!(
            bad.parse::<Cell>(),
            Err(NotationError::BadCell(bad.to_string())),
            "{bad}"
        );
    }
}

#[test]
fn bad_notation_is_explained() {
    let error = |text: &str| text.parse::<Move>().unwrap_err();
    assert_eq!(error("J1A2"), NotationError::BadCell("J1".into()));
    assert_eq!(error("A1A6"), NotationError::BadCell("A6".into()));
    assert_eq!(error("A1A"), NotationError::BadLength("A1A".into()));
    assert_eq!(error(""), NotationError::BadLength("".into()));
    assert_eq!(error("A1A2A3A4"), NotationError::BadLength("A1A2A3A4".into()));
    assert_eq!(error("A1É2"), NotationError::BadLength("A1É2".into()));
    assert_eq!(
        error("A1A3"),
        NotationError::NotAdjacent {
            from: cell("A1"),
            to: cell("A3")
        }
    );
    assert_eq!(
        error("C3C5D5"),
        NotationError::NotAdjacent {
            from: cell("C3"),
            to: cell("D5")
        }
    );
    assert_eq!(error("A1A3").to_string(), "A3 is not next to A1");
}

#[test]
fn rule_errors_read_as_sentences() {
    assert_eq!(
        RuleError::SingleMarbleCannotPush.to_string(),
        "a single marble cannot push"
    );
    assert_eq!(
        RuleError::NoSumito {
            pushers: 2,
            defenders: 3
        }
        .to_string(),
        "2 against 3 is not a sumito"
    );
}

#[test]
fn played_moves_say_what_they_pushed_off() {
    use gameshelf_engine::abalone::{Game, Setup};
    let mut game = Game::new(Setup::new(Layout::BelgianDaisy, vec!["Ada".into(), "Bo".into()]));
    for text in ["B3A3", "H4G3", "A1A2"] {
        game.play(notation(text))
            .unwrap_or_else(|error| panic!("{text}: {error}"));
    }
    let lines: Vec<String> = game.played().iter().map(ToString::to_string).collect();
    assert_eq!(lines, ["B3A3", "H4G3", "A1A2 pushes off white at A5"]);
    assert_eq!(game.position().seat_name(Seat::WHITE), "white");
}

#[test]
fn each_player_count_has_the_layout_that_seats_it() {
    for players in 2..=4 {
        assert_eq!(usize::from(Layout::for_players(players).seats()), players);
    }
    assert_eq!(Layout::for_players(2), Layout::Standard);
}
