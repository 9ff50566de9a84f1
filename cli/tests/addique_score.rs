//! Runs the built `gameshelf addique score` as a user would.

use crate::support::*;

/// The rules' 545 example: eight pieces notched around the spot, then 2475 at (0, 0).
const FIVE_FOUR_FIVE: &str =
    "2673@2,-1 6534@3,1 3861@5,0 1782@1,2 4158@6,-2 5643@4,-3 8217@2,-4 2871@0,-3 2475@0,0";

/// What the command prints for these arguments, after checking that it succeeds quietly.
fn printed(args: &[&str]) -> String {
    quiet_output(&[&["addique", "score"], args].concat(), "")
}

/// The message of a placement the rules refuse, after checking it exits with code 1.
fn refused_placements(placements: &str) -> String {
    refused(&["addique", "score", placements], "")
}

#[test]
fn the_last_piece_prints_its_divisible_numbers_and_total() {
    assert_eq!(
        printed(&[FIVE_FOUR_FIVE]),
        "4761/9=529\n72/9=8\n72/9=8\ntotal 545\n"
    );
    // The 75 example: 64, 14, 462 are read too but are not divisible, so not printed.
    let seventy_five = "1683@-2,1 2475@-1,3 1485@1,4 8217@3,5 5346@4,3 7821@3,1 3564@2,-1 6534@0,0";
    assert_eq!(printed(&[seventy_five]), "567/9=63\n63/9=7\n45/9=5\ntotal 75\n");
}

#[test]
fn placements_may_also_come_as_separate_arguments() {
    let words: Vec<&str> = FIVE_FOUR_FIVE.split(' ').collect();
    assert_eq!(printed(&words), "4761/9=529\n72/9=8\n72/9=8\ntotal 545\n");
}

#[test]
fn a_single_piece_scores_its_product_sum() {
    assert_eq!(printed(&["2475@0,0"]), "total 34\n");
    assert_eq!(printed(&["1782@-7,12"]), "total 22\n");
}

#[test]
fn a_piece_that_scores_nothing_prints_total_0() {
    assert_eq!(printed(&["2475@0,0 1683@1,2"]), "total 0\n");
}

#[test]
fn illegal_placements_name_the_piece_and_why() {
    assert_eq!(
        refused_placements("2475@0,0 2275@1,2"),
        "placement 2 (2275@1,2): not a piece of the set: left + right is 7, not 9\n"
    );
    assert_eq!(
        refused_placements("2475@0,0 2475@1,2"),
        "placement 2 (2475@1,2): 2475 is already on the table\n"
    );
    assert_eq!(
        refused_placements("2475@0,0 1782@0,1"),
        "placement 2 (1782@0,1): overlap: square 0,1 is already covered\n"
    );
    assert_eq!(
        refused_placements("2475@0,0 1782@1,2 3564@-2,-1 4158@-2,2"),
        "placement 4 (4158@-2,2): only 2 edges touch (3 are needed)\n"
    );
}

#[test]
fn malformed_placements_exit_with_code_2() {
    for bad in ["2475@0", "2475", "2475@a,1", ""] {
        exits_with(2, &["addique", "score", bad], "");
    }
    exits_with(2, &["addique", "score"], "");
}
