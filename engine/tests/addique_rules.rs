//! Addique's pieces, notching and scoring: the rules' two scoring examples rebuilt as legal
//! tables, the set of 48, the 8 notch positions around a lone piece, and runs cut by centres
//! and gaps.

use gameshelf_engine::addique::{score, Piece, PieceError, PlacementError, Scored, Table};
use std::collections::HashSet;

fn piece(text: &str) -> Piece {
    text.parse().unwrap_or_else(|error| panic!("{text}: {error}"))
}

/// A table with these pieces played in order, each placement checked legal.
fn table(placements: &[(&str, (i32, i32))]) -> Table {
    let mut table = Table::new();
    for &(text, at) in placements {
        table
            .place(piece(text), at)
            .unwrap_or_else(|error| panic!("{text} at {at:?}: {error}"));
    }
    table
}

/// Each number as (value, points), in the order scored.
fn numbers(scored: &Scored) -> Vec<(u64, u64)> {
    scored
        .numbers
        .iter()
        .map(|number| (number.value, number.points))
        .collect()
}

#[test]
fn the_set_has_48_distinct_pieces_that_read_back() {
    let set = Piece::set();
    assert_eq!(set.len(), 48);
    assert_eq!(set.iter().collect::<HashSet<_>>().len(), 48);
    for piece in &set {
        assert_eq!(piece.top + piece.bottom, 9);
        assert_eq!(piece.left + piece.right, 9);
        let digits = [piece.top, piece.right, piece.bottom, piece.left];
        assert_eq!(digits.iter().collect::<HashSet<_>>().len(), 4, "{piece}");
        assert_eq!(piece.to_string().parse::<Piece>(), Ok(*piece));
    }
}

#[test]
fn a_piece_is_written_clockwise_from_the_top() {
    let piece = piece("2475");
    assert_eq!((piece.top, piece.right, piece.bottom, piece.left), (2, 4, 7, 5));
    assert_eq!(piece.to_string(), "2475");
    assert_eq!(piece.product_sum(), 2 * 7 + 5 * 4);
}

#[test]
fn texts_that_are_no_piece_say_why() {
    assert_eq!(
        "247".parse::<Piece>(),
        Err(PieceError::NotFourDigits("247".into()))
    );
    assert_eq!(
        "2495".parse::<Piece>(),
        Err(PieceError::NotFourDigits("2495".into()))
    );
    assert_eq!("1234".parse::<Piece>(), Err(PieceError::TopBottom(4)));
    assert_eq!("2275".parse::<Piece>(), Err(PieceError::LeftRight(7)));
    assert_eq!("2772".parse::<Piece>(), Err(PieceError::PairReused));
    assert_eq!(PieceError::LeftRight(7).to_string(), "left + right is 7, not 9");
}

#[test]
fn a_lone_piece_allows_exactly_the_8_notch_positions() {
    let table = table(&[("2475", (0, 0))]);
    let mut expected = vec![
        (1, 2),
        (1, -2),
        (-1, 2),
        (-1, -2),
        (2, 1),
        (2, -1),
        (-2, 1),
        (-2, -1),
    ];
    expected.sort();
    assert_eq!(table.legal_spots(), expected);
    assert_eq!(table.can_place((0, 0)), Err(PlacementError::Overlap((0, 0))));
    assert_eq!(table.can_place((0, 3)), Err(PlacementError::TooFewEdges(1)));
    assert_eq!(table.can_place((5, 5)), Err(PlacementError::TooFewEdges(0)));
}

#[test]
fn two_edges_are_not_enough_and_a_piece_is_played_once() {
    let mut table = table(&[("2475", (0, 0)), ("1782", (1, 2)), ("3564", (-2, -1))]);
    // Centred at (-2, 2), its top arm touches the bottom arm of (-2, -1) and its right arm the
    // left arm of (1, 2): one edge each.
    assert_eq!(table.can_place((-2, 2)), Err(PlacementError::TooFewEdges(2)));
    assert_eq!(
        PlacementError::TooFewEdges(2).to_string(),
        "only 2 edges touch (3 are needed)"
    );
    assert_eq!(
        table.place(piece("2475"), (2, -1)),
        Err(PlacementError::AlreadyUsed(piece("2475")))
    );
}

#[test]
fn the_first_piece_scores_its_product_sum() {
    let scored = score(&Table::new(), piece("2475"), (0, 0));
    assert_eq!(
        scored,
        Scored {
            numbers: Vec::new(),
            total: 34
        }
    );
}

#[test]
fn runs_end_at_centres_and_gaps() {
    let before = table(&[("2475", (0, 0))]);
    let scored = score(&before, piece("1782"), (1, 2));
    // Row 1: bottom 7 and top 1, then a gap. Column 0: 7 and the left arm 2, then a gap.
    // Column 1: the right arm 4 and top 1, then the new centre.
    assert_eq!(numbers(&scored), vec![(71, 0), (72, 8), (41, 0)]);
    assert_eq!(scored.numbers[0].squares, vec![(0, 1), (1, 1)]);
    assert_eq!(scored.numbers[1].squares, vec![(0, 1), (0, 2)]);
    assert_eq!(scored.numbers[2].squares, vec![(1, 0), (1, 1)]);
    assert!(scored.numbers[1].divisible && !scored.numbers[0].divisible);
    assert_eq!(scored.total, 8);
}

/// The rules' first example: a piece that makes 45, 567 and 63 scores 5 + 63 + 7 = 75.
#[test]
fn forty_five_five_sixty_seven_and_sixty_three_score_75() {
    let before = table(&[
        ("1683", (-2, 1)),
        ("2475", (-1, 3)),
        ("1485", (1, 4)),
        ("8217", (3, 5)),
        ("5346", (4, 3)),
        ("7821", (3, 1)),
        ("3564", (2, -1)),
    ]);
    assert_eq!(before.can_place((0, 0)), Ok(()));
    let scored = score(&before, piece("6534"), (0, 0));
    // Rows top to bottom: 64, 14, 567, 63; then columns: 462, 45.
    assert_eq!(
        numbers(&scored),
        vec![(64, 0), (14, 0), (567, 63), (63, 7), (462, 0), (45, 5)]
    );
    assert_eq!(scored.total, 75);
}

/// The rules' second example: 2475 makes 4761 rightwards from its right arm, 72 down from its
/// bottom arm and 72 down into its top arm: 529 + 8 + 8 = 545.
#[test]
fn the_scoring_piece_2475_scores_545() {
    let before = table(&[
        ("2673", (2, -1)),
        ("6534", (3, 1)),
        ("3861", (5, 0)),
        ("1782", (1, 2)),
        ("4158", (6, -2)),
        ("5643", (4, -3)),
        ("8217", (2, -4)),
        ("2871", (0, -3)),
    ]);
    assert_eq!(before.can_place((0, 0)), Ok(()));
    let scored = score(&before, piece("2475"), (0, 0));
    assert_eq!(
        numbers(&scored),
        vec![(23, 0), (4761, 529), (714, 0), (72, 8), (72, 8), (341, 0)]
    );
    assert_eq!(scored.numbers[1].squares, vec![(1, 0), (2, 0), (3, 0), (4, 0)]);
    // The upper 72 stops at the centre of 2871 above it, the lower one at an empty square.
    assert_eq!(scored.numbers[3].squares, vec![(0, -2), (0, -1)]);
    assert_eq!(scored.numbers[4].squares, vec![(0, 1), (0, 2)]);
    assert_eq!(scored.total, 545);
}
