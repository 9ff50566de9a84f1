//! The three-player game and the four-player team game on small named positions: mixed-colour
//! pushes, push-offs counted for the pusher, partner marbles moving with one's own, team wins,
//! turn orders, and setups the game cannot start from.
//!
//! Positions list each seat's cells, P1 first; P1 is to move unless a test says otherwise.

use crate::support::*;

use gameshelf_engine::abalone::{
    Cell, Dir, Effect, Game, Layout, MoveError, Played, Position, Record, RuleError, Seat, Setup, TurnOrder,
};
use gameshelf_engine::common::record::{parse, RecordError};

/// Seat `n` as the rules number them, P1 to P4.
fn p(n: u8) -> Seat {
    Seat::new(n - 1).expect("P1 to P4")
}

/// A position of `seats.len()` players from each seat's cells, with `to` (1-4) to move.
fn table(seats: &[&str], turn_order: TurnOrder, to: u8, pushed_off: &[u8]) -> Position {
    let lists: Vec<Vec<Cell>> = seats.iter().map(|names| cells(names)).collect();
    let slices: Vec<&[Cell]> = lists.iter().map(Vec::as_slice).collect();
    Position::from_seats(&slices, turn_order, p(to), pushed_off)
}

/// Three players, P`to` to move.
fn three(p1: &str, p2: &str, p3: &str, to: u8, pushed_off: [u8; 3]) -> Position {
    table(&[p1, p2, p3], TurnOrder::Alternate, to, &pushed_off)
}

/// Four players in the alternating order, P`to` to move.
fn four(p1: &str, p2: &str, p3: &str, p4: &str, to: u8, pushed_off: [u8; 4]) -> Position {
    table(&[p1, p2, p3, p4], TurnOrder::Alternate, to, &pushed_off)
}

fn names(count: usize) -> Vec<String> {
    ["Ada", "Bo", "Cy", "Di"][..count]
        .iter()
        .map(|name| name.to_string())
        .collect()
}

// Three players.

#[test]
fn three_push_two_of_two_different_colours_into_a_hole() {
    let start = three("E1 E2 E3", "E4 A1", "E5 I9", 1, [0, 0, 0]);
    let (after, effect) = plays(start, notation("E1E2"));
    assert_eq!(after, three("E2 E3 E4", "E5 A1", "E6 I9", 2, [0, 0, 0]));
    assert_eq!(
        effect,
        Effect {
            line: line("E1", Dir::East, 3),
            dir: Dir::East,
            pushed: 2,
            pushed_off: None
        }
    );

    // The colours the other way round, and P3 pushing P1 and P2 along a diagonal.
    let start = three("E1 E2 E3", "E5 A1", "E4 I9", 1, [0, 0, 0]);
    let (after, _) = plays(start, notation("E1E2"));
    assert_eq!(after, three("E2 E3 E4", "E6 A1", "E5 I9", 2, [0, 0, 0]));
    let start = three("D5 A1", "E5 A2", "A5 B5 C5", 3, [0, 0, 0]);
    let (after, effect) = plays(start, notation("A5B5"));
    assert_eq!(after, three("E5 A1", "F5 A2", "B5 C5 D5", 1, [0, 0, 0]));
    assert_eq!(effect.pushed, 2);
}

#[test]
fn a_mixed_colour_push_off_the_edge_counts_for_the_pusher() {
    let start = three("E5 E6 E7", "E8 A1", "E9 I5", 1, [1, 2, 3]);
    let (after, effect) = plays(start, notation("E5E6"));
    assert_eq!(after, three("E6 E7 E8", "E9 A1", "I5", 2, [2, 2, 3]));
    assert_eq!((effect.pushed, effect.pushed_off), (2, Some(cell("E9"))));
    assert_eq!(after.pushed_off_by(p(1)), 2, "P1 pushed it off");
    assert_eq!(after.pushed_off_by(p(3)), 3, "losing a marble gives P3 nothing");
    assert!(effect.movements().contains(&(cell("E9"), None)));

    // P2 pushes P1's and P3's marbles; whichever colour goes off, the point is P2's.
    let start = three("E8 A1", "E5 E6 E7", "E9 I5", 2, [0, 0, 0]);
    let (after, _) = plays(start, notation("E5E6"));
    assert_eq!(after, three("E9 A1", "E6 E7 E8", "I5", 3, [0, 1, 0]));
    let start = three("E9 A1", "E5 E6 E7", "E8 I5", 2, [0, 0, 0]);
    let (after, _) = plays(start, notation("E5E6"));
    assert_eq!(after, three("A1", "E6 E7 E8", "E9 I5", 3, [0, 1, 0]));

    // As a played move, it says whose marble went.
    let mv = notation("E5E6");
    let before = three("E8 A1", "E5 E6 E7", "E9 I5", 2, [0, 0, 0]);
    let effect = before.check(mv).unwrap();
    let played = Played {
        mv,
        effect,
        before,
        time_ms: 0,
    };
    assert_eq!(played.to_string(), "E5E6 pushes off player 3 at E9");
}

#[test]
fn two_push_one_of_either_opposing_colour() {
    for (p2, p3) in [("E5 A1", "I9"), ("A1", "E5 I9")] {
        let start = three("E3 E4", p2, p3, 1, [0, 0, 0]);
        let (after, effect) = plays(start, notation("E3E4"));
        assert_eq!((effect.pushed, effect.pushed_off), (1, None));
        assert_eq!(
            after.at(cell("E6")),
            start.at(cell("E5")),
            "the pushed marble keeps its colour"
        );
        assert_eq!(after.marbles(p(1)).count_ones(), 2);
    }
    // Off the edge, either colour.
    for (p2, p3, owner) in [("E9 A1", "I9", 2), ("A1", "E9 I9", 3)] {
        let start = three("E7 E8", p2, p3, 1, [0, 0, 0]);
        let (after, effect) = plays(start, notation("E7E8"));
        assert_eq!(effect.pushed_off, Some(cell("E9")));
        assert_eq!(start.at(cell("E9")), Some(p(owner)));
        assert_eq!(after.pushed_off_by(p(1)), 1);
        assert_eq!(after.marbles(p(owner)).count_ones(), 1);
    }
}

#[test]
fn mixed_colours_defend_together() {
    // Two opposing marbles of two colours are two defenders: 2 cannot push them, 3 against 3
    // cannot either, and a marble of the mover's own colour behind them blocks the push.
    rejects(
        three("E3 E4", "E5 A1", "E6 I9", 1, [0, 0, 0]),
        notation("E3E4"),
        RuleError::NoSumito {
            pushers: 2,
            defenders: 2,
        },
    );
    rejects(
        three("E1 E2 E3", "E4 E6", "E5 I9", 1, [0, 0, 0]),
        notation("E1E2"),
        RuleError::NoSumito {
            pushers: 3,
            defenders: 3,
        },
    );
    rejects(
        three("E1 E2 E3 E6", "E4 A1", "E5 I9", 1, [0, 0, 0]),
        notation("E1E2"),
        RuleError::OwnMarbleBlocksPush,
    );
    rejects(
        three("E4", "E5 A1", "I9", 1, [0, 0, 0]),
        notation("E4E5"),
        RuleError::SingleMarbleCannotPush,
    );
    rejects(
        three("E3 E4", "A1", "E5 I9", 2, [0, 0, 0]),
        notation("E3E4"),
        RuleError::NotYourMarble { cell: cell("E3") },
    );
}

#[test]
fn the_first_player_to_push_off_six_wins() {
    // P2 and P3 have pushed off five each; P1's sixth comes first.
    let start = three("E7 E8 A1", "E9 A2", "I5 I6", 1, [5, 5, 5]);
    assert_eq!(start.winner(), None);
    let (after, _) = plays(start, notation("E7E8"));
    assert_eq!(after.pushed_off_by(p(1)), 6);
    assert_eq!(after.winner(), Some(after.team_of(p(1))));
    assert_ne!(after.winner(), Some(after.team_of(p(2))));
    assert_ne!(after.winner(), Some(after.team_of(p(3))));
    assert_eq!(after.members(after.winner().unwrap()).collect::<Vec<_>>(), [p(1)]);
    assert!(after.legal_moves().is_empty());
    assert_eq!(after.count_legal_moves(), 0);
    rejects(after, notation("A2B2"), RuleError::GameOver);

    // Six pushed off by P3 in any colours wins for P3 alone.
    let start = three("E8 A1", "E9 A2", "E5 E6 E7 I5", 3, [0, 0, 5]);
    let (after, effect) = plays(start, notation("E5E6"));
    assert_eq!(effect.pushed, 2);
    assert_eq!(after.winner(), Some(after.team_of(p(3))));
    assert_eq!(after.teams().count(), 3);
}

#[test]
fn three_players_take_turns_p1_p2_p3() {
    let mut position = Position::new(Layout::ThreePlayer);
    assert_eq!(position.seat_count(), 3);
    let mut order = Vec::new();
    for _ in 0..7 {
        order.push(position.to_move());
        let mv = position.legal_moves()[0];
        position.play(mv).unwrap();
    }
    assert_eq!(order, [p(1), p(2), p(3), p(1), p(2), p(3), p(1)]);
    assert_eq!(Position::new(Layout::ThreePlayer).partner(p(1)), None);
}

#[test]
fn three_player_layout_follows_the_rules_page() {
    let position = Position::new(Layout::ThreePlayer);
    let expected = three(
        "I5 I6 I7 I8 I9 H4 H5 H6 H7 H8 H9",
        "A4 A5 B5 B6 C6 C7 D7 D8 E8 E9 F9",
        "A1 A2 B1 B2 C1 C2 D1 D2 E1 E2 F2",
        1,
        [0, 0, 0],
    );
    assert_eq!(position, expected);
    assert_eq!(Layout::ThreePlayer.marbles_per_seat(), 11);
    assert_eq!(position.seat_name(p(2)), "player 2");
}

// Four players: P1 and P3 are partners, P2 and P4.

#[test]
fn partners_sit_opposite() {
    let position = Position::new(Layout::FourPlayer);
    assert_eq!(position.partner(p(1)), Some(p(3)));
    assert_eq!(position.partner(p(2)), Some(p(4)));
    assert_eq!(position.partner(p(3)), Some(p(1)));
    assert_eq!(position.team_of(p(1)), position.team_of(p(3)));
    assert_eq!(position.team_of(p(2)), position.team_of(p(4)));
    assert_ne!(position.team_of(p(1)), position.team_of(p(2)));
    assert_eq!(position.teams().count(), 2);
    assert_eq!(
        position.team_marbles(p(1)),
        position.marbles(p(1)) | position.marbles(p(3))
    );
    assert_eq!(Layout::FourPlayer.marbles_per_seat(), 9);
    let expected = four(
        "A2 A3 A4 A5 B3 B4 B5 C4 C5",
        "B1 C1 D1 E1 C2 D2 E2 D3 E3",
        "I5 I6 I7 I8 H5 H6 H7 G5 G6",
        "E9 F9 G9 H9 E8 F8 G8 E7 F7",
        1,
        [0; 4],
    );
    assert_eq!(position, expected);
}

#[test]
fn a_partner_marble_cannot_trail() {
    let start = four("E4 A1", "I9", "E3 A5", "I5", 1, [0; 4]);
    rejects(
        start,
        notation("E3E4"),
        RuleError::PartnerTrails { cell: cell("E3") },
    );
    rejects(
        start,
        notation("E3D3"),
        RuleError::PartnerTrails { cell: cell("E3") },
    );
    // The same line led by P1's own marble from the other end moves.
    let (after, effect) = plays(start, notation("E4E3"));
    assert_eq!(effect.line, line("E3", Dir::East, 2));
    assert_eq!(after, four("E3 A1", "I9", "E2 A5", "I5", 2, [0; 4]));
    // On P3's turn, E3 is P3's own.
    let start = four("E4 A1", "I9", "E3 A5", "I5", 3, [0; 4]);
    let (after, _) = plays(start, notation("E3E4"));
    assert_eq!(after, four("E5 A1", "I9", "E4 A5", "I5", 4, [0; 4]));
    assert_eq!(
        RuleError::PartnerTrails { cell: cell("E3") }.to_string(),
        "the marble at E3 belongs to your partner: the trailing marble must be yours"
    );
}

#[test]
fn a_partner_marble_in_front_moves_along() {
    let start = four("E3 E4 A1", "I9", "E5 A5", "I5", 1, [0; 4]);
    let (after, effect) = plays(start, notation("E3E4"));
    assert_eq!(after, four("E4 E5 A1", "I9", "E6 A5", "I5", 2, [0; 4]));
    assert_eq!(
        effect,
        Effect {
            line: line("E3", Dir::East, 3),
            dir: Dir::East,
            pushed: 0,
            pushed_off: None
        }
    );

    // A partner marble in the middle, and a mixed line pushing.
    let start = four("E3 E5 A1", "E6 I9", "E4 A5", "I5", 1, [0; 4]);
    let (after, effect) = plays(start, notation("E3E4"));
    assert_eq!(after, four("E4 E6 A1", "E7 I9", "E5 A5", "I5", 2, [0; 4]));
    assert_eq!((effect.line, effect.pushed), (line("E3", Dir::East, 3), 1));

    // Four in a row is too many, whoever's they are.
    rejects(
        four("E2 A1", "I9", "E3 E4 E5", "I5", 1, [0; 4]),
        notation("E2E3"),
        RuleError::TooManyMarbles,
    );
    // A partner marble cannot be pushed off: the team's own marble may not leave the board.
    rejects(
        four("E8 A1", "I9", "E9 A5", "I5", 1, [0; 4]),
        notation("E8E9"),
        RuleError::OffTheBoard,
    );
}

#[test]
fn a_selection_cannot_push_the_partner() {
    let start = four("E3 E4 A1", "I9", "E5 A5", "I5", 1, [0; 4]);
    let own = start.select(&cells("E3 E4")).unwrap();
    assert_eq!(
        start.move_selection(own, Dir::East),
        Err(RuleError::CannotPushPartner)
    );
    assert_eq!(
        RuleError::CannotPushPartner.to_string(),
        "you cannot push your partner"
    );
    // Selecting the partner marble too names the whole line: the move of the notation.
    let all = start.select(&cells("E3 E4 E5")).unwrap();
    assert_eq!(all, line("E3", Dir::East, 3));
    assert_eq!(start.move_selection(all, Dir::East), Ok(notation("E3E4")));
    // The partner's marble alone may be selected, but it cannot lead an in-line move.
    let partner = start.select(&cells("E5")).unwrap();
    assert_eq!(
        start.move_selection(partner, Dir::East),
        Err(RuleError::PartnerTrails { cell: cell("E5") })
    );
    // A selection of an own and a partner marble: the own one must trail.
    let pair = four("E4 A1", "I9", "E5 A5", "I5", 1, [0; 4]);
    let mixed = pair.select(&cells("E4 E5")).unwrap();
    assert_eq!(
        pair.move_selection(mixed, Dir::West),
        Err(RuleError::PartnerTrails { cell: cell("E5") })
    );
    assert_eq!(pair.move_selection(mixed, Dir::East), Ok(notation("E4E5")));
    assert_eq!(pair.move_selection(mixed, Dir::NorthEast), Ok(notation("E4E5F5")));
    // An opponent's marble still cannot be selected.
    assert_eq!(
        start.select(&cells("I9")),
        Err(RuleError::NotYourMarble { cell: cell("I9") })
    );
    let moves: Vec<Dir> = start
        .selection_moves(own)
        .into_iter()
        .map(|(dir, _)| dir)
        .collect();
    assert!(!moves.contains(&Dir::East), "{moves:?}");
}

#[test]
fn a_side_step_needs_one_own_marble() {
    // Along E, stepping north-east: E3 to F4, E4 to F5.
    let start = four("E3 A1", "I9", "E4 A5", "I5", 1, [0; 4]);
    let (after, effect) = plays(start, notation("E3E4F4"));
    assert_eq!(after, four("F4 A1", "I9", "F5 A5", "I5", 2, [0; 4]));
    assert_eq!(effect.line, line("E3", Dir::East, 2));

    let start = four("E4 A1", "I9", "E3 E5 A5", "I5", 1, [0; 4]);
    let (after, _) = plays(start, notation("E3E5F4"));
    assert_eq!(after, four("F5 A1", "I9", "F4 F6 A5", "I5", 2, [0; 4]));

    // The partner's marbles alone do not move on P1's turn.
    let start = four("A1", "I9", "E3 E4 E5 A5", "I5", 1, [0; 4]);
    rejects(start, notation("E3E4F4"), RuleError::NoMarbleOfYours);
    rejects(start, notation("E3E5F4"), RuleError::NoMarbleOfYours);
    assert_eq!(
        RuleError::NoMarbleOfYours.to_string(),
        "at least one of the marbles must be yours"
    );
    // A partner marble in the way is in the way, as one's own would be.
    let start = four("E3 E4 A1", "I9", "F4 A5", "I5", 1, [0; 4]);
    rejects(start, notation("E3E4F4"), RuleError::OwnMarbleInTheWay);
    // An opposing marble of either colour cannot be side-stepped into.
    let start = four("E3 E4 A1", "F5", "A5", "I5", 1, [0; 4]);
    rejects(start, notation("E3E4F4"), RuleError::SideStepCannotPush);
}

#[test]
fn either_opposing_colour_is_pushed_and_mixed_colours_together() {
    for (p2, p4) in [("E6 A1", "I9"), ("I9", "E6 A1")] {
        let start = four("E4 E5 B1", p2, "A5", p4, 1, [0; 4]);
        let (after, effect) = plays(start, notation("E4E5"));
        assert_eq!(effect.pushed, 1);
        assert_eq!(after.at(cell("E7")), start.at(cell("E6")));
    }
    // A mixed line of the team pushes two opposing marbles of two colours.
    let start = four("E4 B1", "E7 A1", "E5 E6 A5", "E8 I9", 1, [0; 4]);
    let (after, effect) = plays(start, notation("E4E5"));
    assert_eq!(after, four("E5 B1", "E8 A1", "E6 E7 A5", "E9 I9", 2, [0; 4]));
    assert_eq!(
        (effect.line, effect.pushed, effect.pushed_off),
        (line("E4", Dir::East, 3), 2, None)
    );

    // Off the edge: the point is the pusher's, and the team's.
    let start = four("E5 E6 B1", "E9 A1", "E7 A5", "E8 I9", 1, [1, 0, 2, 0]);
    let (after, effect) = plays(start, notation("E5E6"));
    assert_eq!(after, four("E6 E7 B1", "A1", "E8 A5", "E9 I9", 2, [2, 0, 2, 0]));
    assert_eq!(effect.pushed_off, Some(cell("E9")));
    assert_eq!(after.team_pushed_off(after.team_of(p(1))), 4);
    assert_eq!(after.team_pushed_off(after.team_of(p(2))), 0);
    // A partner marble behind the pushed ones blocks the push.
    rejects(
        four("E5 E6 E7 B1", "E8 A1", "E9 A5", "I9", 1, [0; 4]),
        notation("E5E6"),
        RuleError::OwnMarbleBlocksPush,
    );
}

#[test]
fn the_team_wins_when_the_partners_push_off_six_together() {
    // P1 has three; P3 pushes off a third of its own. P2 and P4 have five together.
    let start = four("A1 A2", "E9 B1", "E7 E8 A5", "I9", 3, [3, 3, 2, 2]);
    assert_eq!(start.winner(), None);
    assert_eq!(start.team_pushed_off(start.team_of(p(1))), 5);
    let (after, effect) = plays(start, notation("E7E8"));
    assert_eq!(effect.pushed_off, Some(cell("E9")));
    assert_eq!((after.pushed_off_by(p(1)), after.pushed_off_by(p(3))), (3, 3));
    let team = after.team_of(p(1));
    assert_eq!(after.winner(), Some(team));
    assert_eq!(after.team_of(p(3)), team);
    assert_eq!(after.team_pushed_off(team), 6);
    assert_eq!(after.members(team).collect::<Vec<_>>(), [p(1), p(3)]);
    assert!(after.legal_moves().is_empty());
    rejects(after, notation("I9H9"), RuleError::GameOver);

    // Five apiece on either side is no win: it takes six in one team.
    let level = four("A1 A2", "E9 B1", "E7 E8 A5", "I9", 3, [2, 3, 3, 2]);
    assert_eq!(level.winner(), None);
}

#[test]
fn four_players_take_turns_in_the_chosen_order() {
    for (order, expected) in [
        (TurnOrder::Alternate, [1, 2, 3, 4, 1, 2, 3, 4, 1]),
        (TurnOrder::PartnersConsecutive, [1, 3, 2, 4, 1, 3, 2, 4, 1]),
    ] {
        let mut position = Position::with_turn_order(Layout::FourPlayer, order);
        let mut seen = Vec::new();
        for _ in 0..9 {
            seen.push(position.to_move().index() as u8 + 1);
            let mv = position.legal_moves()[0];
            position.play(mv).unwrap();
        }
        assert_eq!(seen, expected, "{order:?}");
        // With partners consecutive, each team makes two moves in a row after the first.
        let teams: Vec<usize> = seen.iter().map(|&n| position.team_of(p(n)).index()).collect();
        if order == TurnOrder::PartnersConsecutive {
            assert_eq!(teams, [0, 0, 1, 1, 0, 0, 1, 1, 0]);
        } else {
            assert_eq!(teams, [0, 1, 0, 1, 0, 1, 0, 1, 0]);
        }
    }
    // The order belongs to the position: from a given seat, the next one follows it.
    let consecutive = table(&["A1", "B1", "C1", "D1"], TurnOrder::PartnersConsecutive, 3, &[]);
    let (after, _) = plays(consecutive, notation("C1C2"));
    assert_eq!(after.to_move(), p(2));
    // Outside four players there is nothing to choose.
    let three_seats = table(&["A1", "B1", "C1"], TurnOrder::PartnersConsecutive, 1, &[]);
    assert_eq!(
        three_seats,
        table(&["A1", "B1", "C1"], TurnOrder::Alternate, 1, &[])
    );
}

#[test]
fn a_game_names_players_and_the_marbles_pushed_off() {
    let start = four("E5 E6 B1", "E8 A1", "E7 A5", "E9 I9", 1, [0; 4]);
    assert_eq!(start.seat_name(p(4)), "player 4");
    let text = start.to_string();
    assert!(text.contains("player 1 to move"), "{text}");
    assert!(
        text.contains(" 1 1 3 2 4"),
        "row E shows each seat's digit: {text}"
    );

    let mut game = Game::new(Setup::new(Layout::ThreePlayer, names(3)));
    assert_eq!(game.position(), &Position::new(Layout::ThreePlayer));
    game.play(notation("H4G4")).unwrap();
    assert_eq!(game.played()[0].to_string(), "H4G4");
}

// Setups.

fn setup(layout: Layout, players: usize, turn_order: TurnOrder) -> Setup {
    Setup {
        turn_order,
        ..Setup::new(layout, names(players))
    }
}

#[test]
fn setups_seat_the_right_number_of_players() {
    assert_eq!(setup(Layout::Standard, 2, TurnOrder::Alternate).problem(), None);
    assert_eq!(
        setup(Layout::ThreePlayer, 3, TurnOrder::Alternate).problem(),
        None
    );
    assert_eq!(setup(Layout::FourPlayer, 4, TurnOrder::Alternate).problem(), None);
    assert_eq!(
        setup(Layout::FourPlayer, 4, TurnOrder::PartnersConsecutive).problem(),
        None
    );
    for (layout, players) in [
        (Layout::Standard, 3),
        (Layout::GermanDaisy, 4),
        (Layout::ThreePlayer, 2),
        (Layout::ThreePlayer, 4),
        (Layout::FourPlayer, 3),
        (Layout::FourPlayer, 2),
    ] {
        let problem = setup(layout, players, TurnOrder::Alternate)
            .problem()
            .map(|problem| problem.to_string());
        let expected = format!(
            "the {} layout seats {} players, not {players}",
            layout.name(),
            layout.seats()
        );
        assert_eq!(problem, Some(expected), "{layout:?} with {players}");
    }
    for (layout, players) in [(Layout::Standard, 2), (Layout::ThreePlayer, 3)] {
        assert_eq!(
            setup(layout, players, TurnOrder::PartnersConsecutive)
                .problem()
                .map(|problem| problem.to_string())
                .as_deref(),
            Some("only the four-player game lets partners play one after the other"),
        );
    }
}

#[test]
fn a_record_with_a_setup_the_game_cannot_start_from_is_refused() {
    let mut good = Game::new(setup(Layout::FourPlayer, 4, TurnOrder::PartnersConsecutive));
    good.play(notation("C4D5")).unwrap();
    assert_eq!(good.position().to_move(), p(3));
    let json = serde_json::to_string(&good.record()).unwrap();
    assert!(json.contains("\"turn_order\":\"partners-consecutive\""), "{json}");
    let record: Record = parse::<Setup, MoveError>(&json).unwrap();
    let replayed = Game::replay(&record).unwrap();
    assert_eq!(replayed.position(), good.position());

    let bad_setups = [
        Setup {
            players: names(3),
            ..record.setup.clone()
        },
        Setup {
            layout: Layout::ThreePlayer,
            players: names(3),
            ..record.setup.clone()
        },
        Setup {
            layout: Layout::Standard,
            players: names(4),
            ..record.setup.clone()
        },
    ];
    for bad in bad_setups {
        let problem = bad.problem().expect("a bad setup");
        let record = Record {
            setup: bad,
            ..record.clone()
        };
        assert_eq!(
            Game::replay(&record).map(|_| ()),
            Err(RecordError::InvalidSetup(problem))
        );
        // Through JSON too.
        let json = serde_json::to_string(&record).unwrap();
        let parsed = parse::<Setup, MoveError>(&json).unwrap();
        assert!(matches!(Game::replay(&parsed), Err(RecordError::InvalidSetup(_))));
    }
}
