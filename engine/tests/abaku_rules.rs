//! Abaku's placement rules and scoring, on boards built square by square: the rules' worked
//! example turn by turn, each rule a placement can break, bonuses, the joker and diagonals.

use crate::support::abaku::{board_with, placement, square};

use gameshelf_engine::abaku::{
    check, joker_swap, Board, BoardKind, RuleError, Rules, Scored, Scoring, Tile, ZeroRule,
};

const PLAIN: Rules = Rules {
    diagonal: false,
    scoring: Scoring::TileCount,
};

/// Checks and lays a placement that must be legal.
fn lay(board: &mut Board, rules: Rules, text: &str) -> Scored {
    let placement = placement(text);
    let scored = check(board, rules, &placement).unwrap_or_else(|error| panic!("{text}: {error}"));
    placement.lay_on(board);
    scored
}

/// The readings of each equation formed, in the command line's syntax, sorted.
fn equations(scored: &Scored) -> Vec<String> {
    let mut all: Vec<String> = scored
        .equations
        .iter()
        .map(|equation| {
            let readings: Vec<String> = equation.readings().iter().map(|r| r.notation()).collect();
            readings.join(" | ")
        })
        .collect();
    all.sort();
    all
}

fn refused(board: &Board, rules: Rules, text: &str) -> RuleError {
    check(board, rules, &placement(text)).expect_err(text)
}

/// The rules' eight example turns, on the plain grid (the example counts no bonus): the first
/// tile of turn 1 lies on the centre, I9. Each turn must score what the rules print, with
/// exactly the equations they frame.
#[test]
fn the_rules_worked_example_scores_turn_by_turn() {
    let mut board = Board::new(BoardKind::Blank);
    let turns: [(&str, u32, &[&str]); 8] = [
        ("I9=2 J9=4", 2, &["2^2=4"]),
        ("H9=1 K9=3", 4, &["12:4=3"]),
        ("J8=6 J10=2", 5, &["6-4=2", "sqrt(4)=2"]),
        ("I11=7 J11=4 K11=9", 9, &["2^2=4", "6x4=24", "7^2=49"]),
        // The zero touches the 1 above it without forming an equation: allowed.
        ("G10=1 H10=0 I10=5", 7, &["10:5=2", "2+5=7"]),
        (
            "J12=8 K12=3 L12=5",
            13,
            &["2x4=8", "6+42=48", "8-3=5", "sqrt(9)=3"],
        ),
        // 3 8 3 3 5 also reads 38 - 33 = 5: one equation, read two ways.
        (
            "L8=3 L9=8 L10=3 L11=3",
            11,
            &["24:3=8", "38-3=35 | 38-33=5", "sqrt(9)=3"],
        ),
        ("K8=3 K10=1", 14, &["2+1=3", "3:3=1", "3x31=93", "6-3=3"]),
    ];
    for (number, (text, points, expected)) in turns.iter().enumerate() {
        let scored = lay(&mut board, PLAIN, text);
        let mut expected: Vec<String> = expected.iter().map(|e| e.to_string()).collect();
        expected.sort();
        assert_eq!(equations(&scored), expected, "turn {}", number + 1);
        assert_eq!(scored.points, *points, "turn {}", number + 1);
    }
}

#[test]
fn the_first_move_lays_two_tiles_or_more_over_the_centre() {
    let board = Board::new(BoardKind::Classic);
    assert_eq!(refused(&board, PLAIN, "H8=4"), RuleError::FirstMoveTooShort);
    assert_eq!(refused(&board, PLAIN, "A1=2 B1=4"), RuleError::FirstMoveOffCentre);
    assert!(check(&board, PLAIN, &placement("G8=2 H8=4")).is_ok());
}

#[test]
fn tiles_lie_in_one_unbroken_line() {
    let empty = Board::new(BoardKind::Blank);
    assert_eq!(refused(&empty, PLAIN, "I9=2 J10=4"), RuleError::NotInOneLine);
    assert_eq!(refused(&empty, PLAIN, "H9=1 J9=2"), RuleError::Gap(square("I9")));
    assert_eq!(
        refused(&empty, PLAIN, "I9=1 I9=2"),
        RuleError::SameSquareTwice(square("I9"))
    );
    assert_eq!(
        refused(&empty, PLAIN, "I9=1 J9=2 K9=3 L9=4 M9=5 N9=6"),
        RuleError::TooManyTiles
    );
    let board = board_with(BoardKind::Blank, "I9=2");
    assert_eq!(
        refused(&board, PLAIN, "I9=3"),
        RuleError::SquareTaken(square("I9"))
    );
    let classic = Board::new(BoardKind::Classic);
    assert_eq!(
        refused(&classic, PLAIN, "O8=1 P8=1"),
        RuleError::OffBoard(square("P8"))
    );
    // A board tile between new tiles keeps the line unbroken.
    let board = board_with(BoardKind::Blank, "I9=2 J9=4");
    assert!(check(&board, PLAIN, &placement("H9=1 K9=3")).is_ok());
}

#[test]
fn the_new_tiles_lie_inside_one_equation_of_their_line() {
    let empty = Board::new(BoardKind::Blank);
    let error = refused(&empty, PLAIN, "I9=1 J9=2 K9=4 L9=2");
    assert_eq!(error, RuleError::NotAnEquation(vec![1, 2, 4, 2]));
    assert_eq!(error.to_string(), "1 2 4 2 is not an equation");
    // 1 2 3 holds an equation, but not one that holds the 7 too.
    assert_eq!(
        refused(&empty, PLAIN, "H9=1 I9=2 J9=3 K9=7"),
        RuleError::NotAnEquation(vec![1, 2, 3, 7])
    );
}

/// Zero is never a number on its own, and no number starts with 0: when only that stands in
/// the way of an equation, the refusal says so.
#[test]
fn a_refusal_names_the_zero_rule_that_stands_in_the_way() {
    let empty = Board::new(BoardKind::Blank);
    // 4 − 4 = 0 would need 0 as a number.
    let error = refused(&empty, PLAIN, "I9=4 J9=4 K9=0");
    assert_eq!(
        error,
        RuleError::ZeroNotANumber {
            digits: vec![4, 4, 0],
            rule: ZeroRule::LoneZero
        }
    );
    assert_eq!(
        error.to_string(),
        "4 4 0 is not an equation: a zero can't stand alone as a number"
    );
    // 1 + 04 = 5 would need a number to start with 0.
    assert_eq!(
        refused(&empty, PLAIN, "I9=1 J9=0 K9=4 L9=5"),
        RuleError::ZeroNotANumber {
            digits: vec![1, 0, 4, 5],
            rule: ZeroRule::LeadingZero
        }
    );
    // Over a board tile: 3 × 0 = 0 needs two lone zeros.
    let board = board_with(BoardKind::Blank, "I9=3");
    assert_eq!(
        refused(&board, PLAIN, "J9=0 K9=0"),
        RuleError::ZeroNotANumber {
            digits: vec![3, 0, 0],
            rule: ZeroRule::LoneZero
        }
    );
    // A zero that would not help either way names no zero rule.
    assert_eq!(
        refused(&empty, PLAIN, "I9=1 J9=0 K9=7"),
        RuleError::NotAnEquation(vec![1, 0, 7])
    );
}

#[test]
fn later_tiles_join_the_board() {
    let board = board_with(BoardKind::Blank, "I9=2 J9=4");
    assert_eq!(refused(&board, PLAIN, "A1=2 B1=4"), RuleError::NotConnected);
}

#[test]
fn a_tile_touching_the_board_sideways_forms_an_equation_with_it() {
    let board = board_with(BoardKind::Blank, "I9=1 J9=6 K9=7");
    let error = refused(&board, PLAIN, "K10=5 L10=2 M10=3");
    assert_eq!(
        error,
        RuleError::TouchingNoEquation {
            digit: 5,
            touching: 7
        }
    );
    assert_eq!(error.to_string(), "the 5 touching 7 forms no equation");
    // A single tile that forms no equation at all is refused, naming a tile it touches.
    let board = board_with(BoardKind::Blank, "I9=2 J9=4");
    assert_eq!(
        refused(&board, PLAIN, "K9=5"),
        RuleError::TouchingNoEquation {
            digit: 5,
            touching: 4
        }
    );
    assert_eq!(
        equations(&check(&board, PLAIN, &placement("J10=2")).unwrap()),
        ["sqrt(4)=2"]
    );
}

#[test]
fn a_single_tile_lies_along_the_line_it_forms_an_equation_in() {
    // 9 _ 4 across row 3: a 3 between them makes 9 3 (√9 = 3). The 4 lies along the 3's own
    // line, so it is no sideways touch, just as it would be for two tiles laid along row 3.
    let board = board_with(BoardKind::Classic, "F3=9 H3=4");
    let scored = check(&board, PLAIN, &placement("G3=3")).unwrap();
    assert_eq!(equations(&scored), ["sqrt(9)=3"]);
    assert_eq!(scored.points, 2);
    // The same along the line for two tiles: 3 9 (3² = 9) ends against the board's 9.
    let scored = check(&board, PLAIN, &placement("D3=3 E3=9")).unwrap();
    assert_eq!(equations(&scored), ["3^2=9"]);
    // Forming equations in both its row and its column, both lines are its own: the 4 to the
    // right and the 7 below need no equation with it.
    let board = board_with(BoardKind::Blank, "F3=9 H3=4 G2=9 G4=7");
    let scored = check(&board, PLAIN, &placement("G3=3")).unwrap();
    assert_eq!(equations(&scored), ["sqrt(9)=3", "sqrt(9)=3"]);
    assert_eq!(scored.points, 4);
}

#[test]
fn a_single_tile_touching_sideways_forms_an_equation_there_too() {
    // The 3 makes 9 3 across row 3, but the 5 above it touches it sideways: 5 3 is no equation.
    let board = board_with(BoardKind::Blank, "F3=9 H3=4 G2=5");
    let error = refused(&board, PLAIN, "G3=3");
    assert_eq!(
        error,
        RuleError::TouchingNoEquation {
            digit: 3,
            touching: 5
        }
    );
    assert_eq!(error.to_string(), "the 3 touching 5 forms no equation");
    // With 5 3 8 (5 + 3 = 8) down column G, the sideways touch forms one: both lines count.
    let board = board_with(BoardKind::Blank, "F3=9 H3=4 G2=5 G4=8");
    let scored = check(&board, PLAIN, &placement("G3=3")).unwrap();
    assert_eq!(equations(&scored), ["5+3=8", "sqrt(9)=3"]);
    // Two tiles along row 3 are held to the same rule: the 9 laid under the 5 forms nothing.
    let board = board_with(BoardKind::Blank, "F3=9 E2=5");
    assert_eq!(
        refused(&board, PLAIN, "D3=3 E3=9"),
        RuleError::TouchingNoEquation {
            digit: 9,
            touching: 5
        }
    );
}

#[test]
fn a_single_zero_may_touch_sideways_once_it_forms_an_equation() {
    // 8 0 1 _ 7 0 down column C: a 0 on C4 makes 80 - 10 = 70, and also touches the 5 on D4
    // sideways. A zero is excused there: laid alone, it has formed its equation with the board.
    let board = board_with(BoardKind::Blank, "C1=8 C2=0 C3=1 C5=7 C6=0 D4=5");
    let scored = check(&board, PLAIN, &placement("C4=0")).unwrap();
    assert_eq!(equations(&scored), ["80-10=70"]);
    assert_eq!(scored.points, 6);
    // A zero that forms no equation in any line is refused, whatever it touches.
    let board = board_with(BoardKind::Blank, "C1=8 C2=0 C3=2 C5=7 C6=0 D4=5");
    assert_eq!(
        refused(&board, PLAIN, "C4=0"),
        RuleError::TouchingNoEquation {
            digit: 0,
            touching: 5
        }
    );
}

#[test]
fn a_zero_touching_alone_must_form_an_equation() {
    // The row 1 0 5 2 (10:5=2) below the column 2 4: only its zero touches the board.
    let board = board_with(BoardKind::Blank, "I9=2 I10=4");
    assert_eq!(
        refused(&board, PLAIN, "H11=1 I11=0 J11=5 K11=2"),
        RuleError::TouchingNoEquation {
            digit: 0,
            touching: 4
        }
    );
}

#[test]
fn a_zero_is_excused_when_another_new_tile_touches() {
    // The worked example's turn 5 in miniature: 1 0 5 2 below 1 2, where 2 5 7 reads down.
    let board = board_with(BoardKind::Blank, "H9=1 I9=2 I11=7 J10=2");
    let scored = check(&board, PLAIN, &placement("G10=1 H10=0 I10=5")).unwrap();
    assert_eq!(equations(&scored), ["10:5=2", "2+5=7"]);
}

#[test]
fn bonuses_count_under_new_tiles_only() {
    let classic = BoardKind::Classic;
    // The start square doubles the first equation.
    let scored = check(&Board::new(classic), PLAIN, &placement("H8=2 I8=4")).unwrap();
    assert_eq!(scored.points, 4);
    // I7 doubles the 2 laid on it: 2 + 1.
    let board = board_with(classic, "H8=2 I8=4");
    assert_eq!(check(&board, PLAIN, &placement("I7=2")).unwrap().points, 3);
    // F6 triples the 2: 6 4 2 scores 1 + 1 + 3 and 4 2 scores 1 + 3.
    let board = board_with(classic, "F4=6 F5=4");
    assert_eq!(check(&board, PLAIN, &placement("F6=2")).unwrap().points, 9);
    // K12 doubles both equations its 2 closes: (3 + 2) x 2.
    let board = board_with(classic, "K10=6 K11=4");
    assert_eq!(check(&board, PLAIN, &placement("K12=2")).unwrap().points, 10);
    // A tile already on a bonus square earns nothing more.
    let board = board_with(classic, "K11=6 K12=4");
    assert_eq!(check(&board, PLAIN, &placement("K13=2")).unwrap().points, 5);
}

#[test]
fn numbers_can_score_their_digits() {
    let rules = Rules {
        diagonal: false,
        scoring: Scoring::NumberValue,
    };
    let board = board_with(BoardKind::Classic, "K10=6 K11=4");
    // (6 + 4 + 2) x 2 + (4 + 2) x 2.
    assert_eq!(check(&board, rules, &placement("K12=2")).unwrap().points, 36);
}

#[test]
fn the_joker_reads_as_its_digit_and_scores_nothing() {
    let empty = Board::new(BoardKind::Blank);
    let scored = check(&empty, PLAIN, &placement("I9=2 J9=*4")).unwrap();
    assert_eq!(equations(&scored), ["2^2=4"]);
    assert_eq!(scored.points, 1);
    let board = board_with(BoardKind::Blank, "I9=2 J9=*4");
    assert_eq!(check(&board, PLAIN, &placement("J10=2")).unwrap().points, 1);
}

#[test]
fn taking_back_a_joker_needs_a_joker_there() {
    let board = board_with(BoardKind::Blank, "I9=2 J9=*4");
    let mut swap = placement("J10=2");
    swap.swap = Some(square("J9"));
    // The real 4 replaces the joker; the 4 2 below now scores the 4 too.
    assert_eq!(check(&board, PLAIN, &swap).unwrap().points, 2);
    swap.swap = Some(square("I9"));
    assert_eq!(
        check(&board, PLAIN, &swap),
        Err(RuleError::NoJokerThere(square("I9")))
    );
    // The rack gives the digit the joker stands for, and gets the joker.
    let taken = joker_swap(&board, square("J9")).unwrap();
    assert_eq!((taken.gives, taken.gets), (Tile::Digit(4), Tile::Joker));
    assert_eq!(
        joker_swap(&board, square("I9")),
        Err(RuleError::NoJokerThere(square("I9")))
    );
}

#[test]
fn diagonals_are_read_left_to_right_when_diagonal_play_is_on() {
    let diagonal = Rules {
        diagonal: true,
        scoring: Scoring::TileCount,
    };
    let empty = Board::new(BoardKind::Blank);
    assert_eq!(refused(&empty, PLAIN, "I9=2 J10=4"), RuleError::NotInOneLine);
    // Down to the right, and up to the right: each reads 2 4, and 4 2 read backwards is √4=2.
    assert_eq!(
        equations(&check(&empty, diagonal, &placement("I9=2 J10=4")).unwrap()),
        ["2^2=4"]
    );
    assert_eq!(
        equations(&check(&empty, diagonal, &placement("I9=2 J8=4")).unwrap()),
        ["2^2=4"]
    );
    assert_eq!(
        equations(&check(&empty, diagonal, &placement("J8=2 I9=4")).unwrap()),
        ["sqrt(4)=2"]
    );
    // A tile touching a diagonal neighbour must form an equation with it too.
    let board = board_with(BoardKind::Blank, "I9=2 J9=4");
    assert_eq!(
        refused(&board, diagonal, "K10=5"),
        RuleError::TouchingNoEquation {
            digit: 5,
            touching: 4
        }
    );
    // The 2 under the 4 makes √4 = 2 down, but touches the other 2 sideways along a diagonal.
    assert!(check(&board, PLAIN, &placement("J10=2")).is_ok());
    assert_eq!(
        refused(&board, diagonal, "J10=2"),
        RuleError::TouchingNoEquation {
            digit: 2,
            touching: 2
        }
    );
    // A single tile's own line may be a diagonal: 2 4 reads down to the right from the 2. The 3
    // beside the 4 across row 10 touches it sideways with no equation; a 7 after it along the
    // diagonal lies along its own line.
    let board = board_with(BoardKind::Blank, "I9=2 K10=3");
    assert_eq!(
        refused(&board, diagonal, "J10=4"),
        RuleError::TouchingNoEquation {
            digit: 4,
            touching: 3
        }
    );
    let board = board_with(BoardKind::Blank, "I9=2 K11=7");
    let scored = check(&board, diagonal, &placement("J10=4")).unwrap();
    assert_eq!(equations(&scored), ["2^2=4"]);
}
