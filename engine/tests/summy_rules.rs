//! Summy's placement rules and scoring on a 25x25 board whose centre, M13, holds the starting
//! `=`: the rules' examples, each rule a placement can break, parts of sums across, and caps.

use gameshelf_engine::summy::{self, check, Board, Cell, Move, Placement, RuleError, SumError, Tile, SIZE};
use gameshelf_engine::tiles::Square;

fn square(name: &str) -> Square {
    name.parse().unwrap()
}

fn placement(text: &str) -> Placement {
    match text
        .parse::<Move>()
        .unwrap_or_else(|error| panic!("{text}: {error}"))
    {
        Move::Place(placement) => placement,
        other => panic!("{text} is not a placement: {other:?}"),
    }
}

/// The starting board plus `tiles` (a placement's notation), laid with no rule checked.
fn board_with(tiles: &str) -> Board {
    let mut board = Board::new(SIZE);
    if !tiles.is_empty() {
        placement(tiles).lay_on(&mut board);
    }
    board
}

fn refused(board: &Board, text: &str) -> RuleError {
    check(board, &placement(text)).expect_err(text)
}

fn points(board: &Board, text: &str) -> u32 {
    check(board, &placement(text))
        .unwrap_or_else(|error| panic!("{text}: {error}"))
        .points
}

#[test]
fn the_rules_examples_score_their_digits() {
    let start = Board::new(SIZE);
    // 2x3=6 through the centre's =: 2 + 3 + 6.
    assert_eq!(points(&start, "J13=2 K13=x L13=3 N13=6"), 11);
    // 65+2x0=65: eight tiles from the rack around the =.
    assert_eq!(
        points(&start, "G13=6 H13=5 I13=+ J13=2 K13=x L13=0 N13=6 O13=5"),
        24
    );
    assert_eq!(points(&start, "I13=5 J13=+ K13=7 L13=4 N13=7 O13=9"), 32);
    assert_eq!(points(&start, "J13=8 K13=- L13=8 N13=0"), 16);
    // 70+118:2=129 needs tiles already down: four are, seven more come from the rack.
    let board = board_with("E13=7 F13=0 G13=+ H13=1");
    assert_eq!(points(&board, "I13=1 J13=8 K13=: L13=2 N13=1 O13=2 P13=9"), 31);
}

/// Players read the tiles' faces (`÷`, `×`, `−`) wherever the command line writes the rules'
/// symbols (`:`, `x`, `-`).
#[test]
fn a_refusal_reads_as_the_tiles_faces_show_it() {
    let board = board_with("E13=7 F13=0 G13=+ H13=1");
    match refused(&board, "I13=1 J13=8 K13=: L13=2 N13=1 O13=2 P13=8") {
        RuleError::NotASum { tiles, reason } => {
            assert_eq!(summy::rules::shown(&tiles), "70+118÷2=128");
            assert_eq!(reason.with_faces().to_string(), "70+118÷2 is 129, not 128");
        }
        other => panic!("{other:?}"),
    }
    let faces: String = Tile::ALL.iter().map(|tile| tile.face()).collect();
    assert_eq!(faces, "0123456789+\u{2212}×÷=");
}

#[test]
fn a_wrong_sum_says_what_it_is_worth() {
    let board = board_with("E13=7 F13=0 G13=+ H13=1");
    let error = refused(&board, "I13=1 J13=8 K13=: L13=2 N13=1 O13=2 P13=8");
    assert_eq!(
        error.to_string(),
        "70+118:2=128 is no complete sum: 70+118:2 is 129, not 128"
    );
    let start = Board::new(SIZE);
    match refused(&start, "H13=1 I13=5 J13=+ K13=1 L13=2 N13=0 O13=2 P13=7") {
        RuleError::NotASum { reason, .. } => assert_eq!(*reason, SumError::LeadingZero),
        other => panic!("{other:?}"),
    }
    match refused(&start, "K13=1 L13==") {
        RuleError::NotASum { reason, .. } => assert_eq!(*reason, SumError::TwoEquals),
        other => panic!("{other:?}"),
    }
}

#[test]
fn tiles_lie_in_one_unbroken_line_joined_to_the_board() {
    let start = Board::new(SIZE);
    assert_eq!(refused(&start, "J13=2 K14=+"), RuleError::NotInOneLine);
    assert_eq!(refused(&start, "J13=2 L13=3"), RuleError::Gap(square("K13")));
    assert_eq!(
        refused(&start, "A1=1 B1=+ C1=1 D1== E1=2"),
        RuleError::NotConnected
    );
    assert_eq!(refused(&start, "M13=1"), RuleError::SquareTaken(square("M13")));
    assert_eq!(
        refused(&start, "L13=1 L13=2"),
        RuleError::SameSquareTwice(square("L13"))
    );
    assert_eq!(
        refused(&start, "D13=1 E13=1 F13=1 G13=1 H13=1 I13=1 J13=1 K13=1 L13=1"),
        RuleError::TooManyTiles
    );
}

#[test]
fn a_completed_sum_is_capped_and_stays_closed() {
    let start = Board::new(SIZE);
    let scored = check(&start, &placement("J13=2 K13=x L13=3 N13=6")).unwrap();
    assert_eq!(scored.caps, [square("I13"), square("O13")]);
    let mut board = start.clone();
    placement("J13=2 K13=x L13=3 N13=6").lay_on(&mut board);
    for &cap in &scored.caps {
        board.set(cap, Cell::Cap);
    }
    // Extending 2x3=6 to 2x3=60 would need the capped square.
    assert_eq!(refused(&board, "O13=0"), RuleError::SumClosed(square("O13")));
    // A sum down through one of its tiles is fine: 6 is the end of 1+5=6.
    assert_eq!(points(&board, "N9=1 N10=+ N11=5 N12=="), 12);
}

#[test]
fn lines_across_may_be_parts_of_sums() {
    // 1+ lies across row 10; a sum down column H puts its 1 at the end of that part: 1+1, left
    // incomplete, is allowed and scores nothing.
    let board = board_with("F10=1 G10=+");
    let scored = check(&board, &placement("H8=3 H9=+ H10=1 H11== H12=4")).unwrap();
    assert_eq!(scored.points, 8);
    assert_eq!(scored.sums.len(), 1);
}

#[test]
fn a_sum_completed_across_scores_too() {
    // 1+1= waits across row 10; the 2 that opens 2x1=2 down column J completes it.
    let board = board_with("F10=1 G10=+ H10=1 I10==");
    let scored = check(&board, &placement("J10=2 J11=x J12=1 J13== J14=2")).unwrap();
    let written: Vec<String> = scored
        .sums
        .iter()
        .map(|sum| sum.tiles.iter().map(|tile| tile.symbol()).collect())
        .collect();
    assert_eq!(written, ["2x1=2", "1+1=2"]);
    assert_eq!(scored.points, 5 + 4);
    assert_eq!(scored.caps.len(), 4);
}

#[test]
fn a_single_tile_completes_a_sum_in_one_of_its_lines() {
    let board = board_with("F10=1 G10=+ H10=1 I10==");
    assert_eq!(points(&board, "J10=2"), 4);
    match refused(&board, "J10=3") {
        RuleError::NotASum { tiles, reason } => {
            assert_eq!(tiles.last(), Some(&Tile::Digit(3)));
            assert!(matches!(*reason, SumError::WrongResult { .. }));
        }
        other => panic!("{other:?}"),
    }
    // Its other line may stay a part of a sum, as a line across several new tiles may: 1+2 down
    // column J is left incomplete and scores nothing (unlike Abaku, no touch needs a sum).
    let board = board_with("F10=1 G10=+ H10=1 I10== J8=1 J9=+");
    let scored = check(&board, &placement("J10=2")).unwrap();
    assert_eq!(scored.sums.len(), 1);
    assert_eq!(scored.points, 4);
}
