//! The Abalone robot: it plays only legal moves at every level and seat count, solves small
//! puzzles (push-offs in one and two moves, the winning push-off, a threat to parry), is
//! deterministic for a seed, handles the team and three-player games, and its levels are
//! ordered by strength (an ignored test: run it in release).
//!
//! Puzzle positions list Black's cells, then White's; Black is to move unless a test says
//! otherwise.

use crate::support::*;

use gameshelf_engine::abalone::robot::{
    choose, evaluate, review, search, search_depth, Analysis, Options, Search, MARBLE, QUIESCENCE_PLIES, WIN,
};
use gameshelf_engine::abalone::{Cell, Game, Layout, Move, Position, Seat, Setup, TurnOrder};
use gameshelf_engine::game::Turns;
use gameshelf_engine::robot::{native_clock, play_match, Arena, Level, Thinking};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

fn two(black: &str, white: &str, to_move: Seat, pushed_off: [u8; 2]) -> Position {
    Position::from_parts(&cells(black), &cells(white), to_move, pushed_off)
}

fn table(seats: &[&str], turn_order: TurnOrder, pushed_off: &[u8]) -> Position {
    let lists: Vec<Vec<Cell>> = seats.iter().map(|names| cells(names)).collect();
    let slices: Vec<&[Cell]> = lists.iter().map(Vec::as_slice).collect();
    Position::from_seats(&slices, turn_order, Seat::BLACK, pushed_off)
}

fn thinking(level: Level, time_ms: u64, seed: u64) -> Thinking {
    Thinking::new(level, time_ms, seed, native_clock)
}

/// Whether `mv` pushes a marble off the board.
fn ejects(position: &Position, mv: Move) -> bool {
    position
        .check(mv)
        .unwrap_or_else(|error| panic!("{mv} is illegal: {error}\n{position}"))
        .pushed_off
        .is_some()
}

/// Whether the seat to move has a push-off.
fn has_ejection(position: &Position) -> bool {
    position.legal_moves().into_iter().any(|mv| ejects(position, mv))
}

fn after(position: &Position, mv: Move) -> Position {
    let mut next = *position;
    next.play(mv)
        .unwrap_or_else(|error| panic!("{mv}: {error}\n{position}"));
    next
}

fn names(count: usize) -> Vec<String> {
    ["Ada", "Bo", "Cy", "Di"][..count]
        .iter()
        .map(|name| name.to_string())
        .collect()
}

/// Positions reached by seeded random playouts of 0-80 moves from every layout (both turn
/// orders for four players), stopping before the game is won.
fn random_positions(count: usize) -> Vec<Position> {
    let mut rng = Pcg64Mcg::seed_from_u64(2024);
    let starts: Vec<Position> = Layout::ALL
        .into_iter()
        .map(Position::new)
        .chain([Position::with_turn_order(
            Layout::FourPlayer,
            TurnOrder::PartnersConsecutive,
        )])
        .collect();
    (0..count)
        .map(|n| {
            let mut position = starts[n % starts.len()];
            let length = rng.random_range(0..=80);
            for _ in 0..length {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.random_range(0..moves.len())];
                let mut next = position;
                next.play_unchecked(mv);
                if next.winner().is_some() {
                    break;
                }
                position = next;
            }
            position
        })
        .collect()
}

// Legal moves.

#[test]
fn every_level_plays_legal_moves_in_random_positions_of_every_seat_count() {
    let positions = random_positions(300);
    let seat_counts: Vec<u8> = positions.iter().map(Position::seat_count).collect();
    for seats in 2..=4 {
        assert!(seat_counts.contains(&seats), "positions with {seats} seats");
    }
    for (n, position) in positions.iter().enumerate() {
        let legal = position.legal_moves();
        let mover = position.to_move();
        let team_marbles = |p: &Position| p.team_marbles(mover).count_ones();
        let mut chosen: Vec<(String, Search)> = Level::ALL
            .into_iter()
            .map(|level| {
                let search = choose(position, &thinking(level, 5, n as u64))
                    .unwrap_or_else(|| panic!("{level} finds no move in\n{position}"));
                (level.to_string(), search)
            })
            .collect();
        if n % 5 == 0 {
            let search = search_depth(position, 3).expect("a move at depth 3");
            assert_eq!(search.depth, 3, "search_depth completes its depth");
            chosen.push(("depth 3".into(), search));
        }
        for (who, search) in chosen {
            assert!(
                legal.contains(&search.mv),
                "{who} chose {} which is not legal in\n{position}",
                search.mv
            );
            assert!(search.depth >= 1, "{who}: depth 1 always completes");
            assert!(search.nodes >= 1);
            // No move loses one of the mover's own team's marbles (partners are never pushed).
            assert_eq!(
                team_marbles(&after(position, search.mv)),
                team_marbles(position),
                "{who}'s {} loses a marble of its own team in\n{position}",
                search.mv
            );
        }
    }
}

#[test]
fn there_is_no_move_once_the_game_is_won() {
    let won = two("A1 A2 E5", "I9", Seat::WHITE, [6, 0]);
    assert!(won.winner().is_some());
    assert_eq!(search_depth(&won, 3), None);
    for level in Level::ALL {
        assert_eq!(choose(&won, &thinking(level, 10, 1)), None);
    }
}

// Puzzles.

/// Push-off in one: the white marble on A3 sits on the edge in front of Black's C3-B3 line,
/// which pushes it off to the south-east (`C3B3`). White's other marbles are far away.
fn push_off_in_one(pushed_off: [u8; 2]) -> Position {
    two("C3 B3 E5 E6 F6", "A3 I5 I6 H5 H6", Seat::BLACK, pushed_off)
}

#[test]
fn puzzle_push_off_in_one() {
    let position = push_off_in_one([0, 0]);
    let expected = notation("C3B3");
    assert!(ejects(&position, expected));
    for depth in 1..=4 {
        let search = search_depth(&position, depth).expect("a move");
        assert_eq!(search.mv, expected, "depth {depth}");
        assert!(search.eval >= MARBLE / 2, "depth {depth}: eval {}", search.eval);
    }
    for level in [Level::Medium, Level::Strong] {
        let search = choose(&position, &thinking(level, 200, 3)).expect("a move");
        assert_eq!(search.mv, expected, "{level}");
    }
}

#[test]
fn puzzle_the_sixth_push_off_wins_at_once() {
    // As above, but Black has pushed off five already: C3B3 wins.
    let position = push_off_in_one([5, 0]);
    let search = search_depth(&position, 4).expect("a move");
    assert_eq!(search.mv, notation("C3B3"));
    assert_eq!(search.eval, WIN - 1, "a win one ply ahead");
    assert!(after(&position, search.mv).winner().is_some());
    // Easy's noise never outweighs a win.
    for seed in 0..20 {
        let easy = choose(&position, &thinking(Level::Easy, 10, seed)).expect("a move");
        assert_eq!(easy.mv, notation("C3B3"), "seed {seed}");
    }
}

#[test]
fn puzzle_forced_push_off_in_two() {
    // The white marble in the corner A1 is walled in by Black's A2, B1 and B2 and cannot move;
    // White's three other marbles are far off. No push-off is possible yet, but D3 to C3 (or
    // another marble behind the wall) lines two marbles up against A1, and White cannot stop
    // the push-off next move.
    let position = two("A2 B1 B2 D3 E5", "A1 I5 I6 I7", Seat::BLACK, [0, 0]);
    assert!(!has_ejection(&position), "no push-off in one");
    let search = search_depth(&position, 3).expect("a move");
    assert!(
        search.eval >= MARBLE / 2,
        "the search sees the push-off: eval {}",
        search.eval
    );
    let threatened = after(&position, search.mv);
    for reply in threatened.legal_moves() {
        let next = after(&threatened, reply);
        assert!(
            has_ejection(&next),
            "after {} and White's {reply}, Black has no push-off:\n{next}",
            search.mv
        );
    }
}

#[test]
fn puzzle_win_by_a_forced_push_off_in_two() {
    // The position above with five marbles pushed off already: the search sees the win three
    // plies ahead, and a strong robot plays for it.
    let position = two("A2 B1 B2 D3 E5", "A1 I5 I6 I7", Seat::BLACK, [5, 0]);
    let search = search_depth(&position, 3).expect("a move");
    assert_eq!(search.eval, WIN - 3);
    let strong = choose(&position, &thinking(Level::Strong, 300, 1)).expect("a move");
    assert_eq!(strong.eval, WIN - 3);
}

#[test]
fn puzzle_parry_the_threat_of_a_push_off() {
    // White's C3-B3 line threatens to push Black's A3 off (C3B3). Black, to move, has no
    // push-off of its own and must move A3 away (or otherwise stop the push).
    let position = two("A3 E4 E5 E6 F5 F6", "C3 B3 H7 H8", Seat::BLACK, [0, 0]);
    let white_to_move = two("A3 E4 E5 E6 F5 F6", "C3 B3 H7 H8", Seat::WHITE, [0, 0]);
    assert!(ejects(&white_to_move, notation("C3B3")), "the threat is real");
    assert!(!has_ejection(&position));
    let mut choices = vec![
        (
            "depth 2".to_string(),
            search_depth(&position, 2).expect("a move").mv,
        ),
        (
            "depth 4".to_string(),
            search_depth(&position, 4).expect("a move").mv,
        ),
    ];
    for level in [Level::Medium, Level::Strong] {
        for seed in 0..4 {
            let search = choose(&position, &thinking(level, 100, seed)).expect("a move");
            choices.push((format!("{level} seed {seed}"), search.mv));
        }
    }
    for (who, mv) in choices {
        let next = after(&position, mv);
        assert!(
            !has_ejection(&next),
            "{who} plays {mv} and lets White push off:\n{next}"
        );
    }
}

// Quiescence.

/// Black can push White's I7 off (`G7H7`), but White has pushed off five and threatens Black's
/// A3 with its C3-B3 line: the push-off lets White win at once, and Black must parry instead.
fn poisoned_push_off() -> Position {
    two("A3 G7 H7 E4 E5 F5", "C3 B3 I7 D7 D8", Seat::BLACK, [0, 5])
}

fn with_quiescence(quiescence: bool, depth: u32) -> Options {
    Options {
        quiescence,
        ..Options::depth(depth)
    }
}

#[test]
fn quiescence_sees_the_reply_to_a_push_off_beyond_the_horizon() {
    let position = poisoned_push_off();
    let poisoned = notation("G7H7");
    assert!(ejects(&position, poisoned));
    let white_wins = after(&position, poisoned);
    assert!(ejects(&white_wins, notation("C3B3")), "the threat is real");
    // At depth 1 the plain search stops before White's reply, and takes the marble.
    let horizon = search(&position, with_quiescence(false, 1)).expect("a move");
    assert_eq!(horizon.mv, poisoned, "the horizon effect this test is about");
    // With quiescence, depth 1 already sees White's push-off, as the plain search does at
    // depth 2.
    let plain_two = search(&position, with_quiescence(false, 2)).expect("a move");
    for (who, found) in [
        (
            "quiescence at depth 1",
            search(&position, with_quiescence(true, 1)),
        ),
        (
            "quiescence at depth 2",
            search(&position, with_quiescence(true, 2)),
        ),
        ("plain depth 2", Some(plain_two)),
    ] {
        let found = found.expect("a move");
        let next = after(&position, found.mv);
        assert!(
            !has_ejection(&next),
            "{who} plays {} and lets White push off:\n{next}",
            found.mv
        );
        assert!(found.eval > -WIN / 2, "{who}: eval {}", found.eval);
    }
}

#[test]
fn quiescence_keeps_the_search_legal_and_bounded_in_random_positions() {
    let budget = 3000;
    for (n, position) in random_positions(120).iter().enumerate() {
        let legal = position.legal_moves();
        let options = [
            with_quiescence(true, 1 + n as u32 % 3),
            Options {
                nodes: Some(budget),
                ..with_quiescence(true, 64)
            },
        ];
        for options in options {
            let found = search(position, options).expect("a move");
            assert!(
                legal.contains(&found.mv),
                "{options:?} chose {} which is not legal in\n{position}",
                found.mv
            );
            assert_eq!(found, search(position, options).expect("a move"), "deterministic");
            // Depth 1 always completes; beyond it the budget is read every 1024 nodes.
            if found.depth > 1 && options.nodes.is_some() {
                assert!(found.nodes < budget + 1024, "{} nodes", found.nodes);
            }
        }
    }
}

thread_local! {
    static TICKS: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) };
}

/// A clock that moves on one millisecond each time it is read: the search's time runs out
/// after a known number of readings, whatever the machine's speed.
fn ticking_clock() -> f64 {
    TICKS.with(|ticks| {
        ticks.set(ticks.get() + 1.0);
        ticks.get()
    })
}

#[test]
fn the_strong_robot_stops_at_its_deadline_past_the_first_iteration() {
    // A mid-game position with push-offs about, where the quiescence search does much of the
    // work. The clock is read every 1024 nodes, so 20 ms on the ticking clock allow about 20
    // readings after depth 1.
    let position = random_positions(16)
        .into_iter()
        .find(|position| position.seat_count() == 2 && has_ejection(position))
        .expect("a two-player position with a push-off");
    let depth_one = search_depth(&position, 1).expect("a move").nodes;
    let thinking = Thinking::new(Level::Strong, 20, 1, ticking_clock);
    let found = choose(&position, &thinking).expect("a move");
    let unlimited = search_depth(&position, found.depth + 1).expect("a move");
    assert!(unlimited.nodes > found.nodes, "the deadline stopped an iteration");
    assert!(
        found.nodes <= depth_one + 24 * 1024,
        "{} nodes after depth 1's {depth_one}",
        found.nodes
    );
}

// The best line, and the analysis that deepens it.

/// Plays `search`'s line from `position`, every move checked by the rules; the position it ends
/// in. Past the search's depth, the line goes on with push-offs only.
fn play_line(position: &Position, search: &Search) -> Position {
    assert_eq!(
        search.line.first(),
        Some(&search.mv),
        "the line starts with the move"
    );
    let depth = search.depth as usize;
    assert!(
        search.line.len() <= depth + QUIESCENCE_PLIES as usize,
        "a line of {} moves at depth {depth}",
        search.line.len(),
    );
    let mut at = *position;
    for (ply, &mv) in search.line.iter().enumerate() {
        assert!(
            ply < depth || ejects(&at, mv),
            "{mv}, past depth {depth}, pushes nothing off"
        );
        at = after(&at, mv);
    }
    at
}

#[test]
fn the_best_line_is_legal_move_by_move_and_starts_with_the_move() {
    let positions = random_positions(40);
    let past_the_horizon = positions.iter().enumerate().filter(|&(n, position)| {
        let depth = 1 + n as u32 % 4;
        let search = search_depth(position, depth).expect("a move");
        play_line(position, &search);
        search.line.len() > depth as usize
    });
    assert!(past_the_horizon.count() > 0, "some lines end in push-offs");
    // Away from push-offs, the table keeps the whole line, and depth 1 is the move alone.
    for layout in [Layout::Standard, Layout::BelgianDaisy] {
        let start = Position::new(layout);
        let depth_one = search_depth(&start, 1).expect("a move");
        assert_eq!(depth_one.line, [depth_one.mv], "{}", layout.name());
        let search = search_depth(&start, 4).expect("a move");
        assert_eq!(search.line.len(), 4, "{}: {:?}", layout.name(), search.line);
    }
}

#[test]
fn the_best_line_of_a_forced_win_is_the_forced_push_off() {
    // The wall of puzzle_forced_push_off_in_two, with five marbles pushed off: Black lines up,
    // White replies, Black pushes A1 off and wins.
    let position = two("A2 B1 B2 D3 E5", "A1 I5 I6 I7", Seat::BLACK, [5, 0]);
    let search = search_depth(&position, 5).expect("a move");
    assert_eq!(search.eval, WIN - 3);
    assert_eq!(search.line.len(), 3, "{:?}", search.line);
    let before_last = search.line[..2].iter().fold(position, |at, &mv| after(&at, mv));
    assert!(ejects(&before_last, search.line[2]), "the third move pushes off");
    assert!(play_line(&position, &search).winner().is_some());
}

#[test]
fn an_analysis_deepened_step_by_step_finds_what_each_depth_of_search_finds() {
    for position in [Position::new(Layout::BelgianDaisy), poisoned_push_off()] {
        let mut analysis = Analysis::new(&position).expect("moves to analyse");
        for depth in 1..=4 {
            let step = analysis.deepen(depth, None).clone();
            assert_eq!(
                step,
                search_depth(&position, depth).expect("a move"),
                "depth {depth}"
            );
            play_line(&position, &step);
        }
        // Asked again for a depth it has, it answers at once with the same search.
        let nodes = analysis.deepen(4, None).nodes;
        assert_eq!(analysis.deepen(3, None).nodes, nodes);
        assert_eq!(analysis.depth(), 4);
    }
}

#[test]
fn an_analysis_stopped_by_its_deadline_keeps_its_last_depth_and_goes_on_when_asked_again() {
    let position = Position::new(Layout::BelgianDaisy);
    let mut analysis = Analysis::new(&position).expect("moves to analyse");
    let passed = Thinking::new(Level::Strong, 0, 1, native_clock).deadline();
    let stopped = analysis.deepen(5, Some(passed)).clone();
    assert!((1..5).contains(&stopped.depth), "depth {}", stopped.depth);
    play_line(&position, &stopped);
    let on = analysis.deepen(5, None);
    assert_eq!(on.depth, 5);
    play_line(&position, on);
}

/// The analysis board asks in steps shorter than a deep iteration: whatever the step, the
/// analysis gets deeper, at a bounded cost (that a step resumes the iteration where the last one
/// stopped is tested in `robot.rs`, where the table can be emptied between steps).
#[test]
fn an_analysis_asked_in_steps_shorter_than_an_iteration_still_gets_deeper() {
    let position = Position::new(Layout::TheWall);
    let whole = Analysis::new(&position)
        .expect("moves to analyse")
        .deepen(6, None)
        .clone();
    let mut stepped = Analysis::new(&position).expect("moves to analyse");
    // A deadline already passed stops each step at its next look at the clock, 1024 nodes on.
    let passed = Thinking::new(Level::Strong, 0, 1, native_clock).deadline();
    let mut steps = 0;
    while stepped.depth() < 6 {
        steps += 1;
        // Each step searches 1024 nodes: as many steps as the whole search, and half as many more.
        assert!(
            steps <= whole.nodes * 3 / 2 / 1024,
            "no depth 6 after {steps} steps"
        );
        stepped.deepen(6, Some(passed));
    }
    let last = stepped.deepen(6, None).clone();
    assert!(steps > 6, "the steps were shorter than the iterations: {steps}");
    // The nodes of the iterations stopped and resumed, not searched again from their start; a
    // step stopped inside a root move's subtree searches it again, mostly from the table.
    assert!(
        last.nodes < whole.nodes + whole.nodes / 2,
        "{} nodes in steps against {} at once",
        last.nodes,
        whole.nodes
    );
    play_line(&position, &last);
}

/// Null moves and deeper late-move reductions look at fewer positions to reach the same depth
/// from every layout (what the engine match in `make bench` shows they are worth is there).
#[test]
fn pruning_searches_fewer_nodes_to_the_same_depth() {
    for &layout in Layout::TWO_PLAYER {
        let position = Position::new(layout);
        let pruned = search(&position, Options::depth(6)).expect("a move");
        let full = Options {
            pruning: false,
            ..Options::depth(6)
        };
        let full = search(&position, full).expect("a move");
        assert!(
            pruned.nodes < full.nodes,
            "{}: {} nodes pruned, {} not",
            layout.name(),
            pruned.nodes,
            full.nodes
        );
    }
}

#[test]
fn a_forced_win_settles_the_analysis() {
    let mut analysis = Analysis::new(&push_off_in_one([5, 0])).expect("moves to analyse");
    assert!(!analysis.settled());
    let found = analysis.deepen(10, None).clone();
    assert_eq!((found.eval, found.line), (WIN - 1, vec![notation("C3B3")]));
    assert!(analysis.settled());
    assert!(analysis.depth() < 10, "no deeper search once the win is found");
    let won = two("A1 A2 E5", "I9", Seat::WHITE, [6, 0]);
    assert!(Analysis::new(&won).is_none());
}

// Evaluation.

#[test]
fn the_evaluation_counts_marbles_first_and_is_symmetric() {
    let start = Position::new(Layout::BelgianDaisy);
    assert_eq!(
        evaluate(&start, Seat::BLACK),
        evaluate(&start, Seat::WHITE),
        "the daisy start is symmetric"
    );
    // Black a marble up, the rest alike: about one marble better for Black.
    let ahead = two("C3 B3 E5 E6 F6", "I5 I6 H5 H6", Seat::WHITE, [1, 0]);
    let black = evaluate(&ahead, Seat::BLACK);
    assert!(black > MARBLE / 2, "eval {black}");
    assert_eq!(black, -evaluate(&ahead, Seat::WHITE));
    // A won position.
    let won = two("C3 B3", "I5", Seat::WHITE, [6, 0]);
    assert_eq!(evaluate(&won, Seat::BLACK), WIN);
    assert_eq!(evaluate(&won, Seat::WHITE), -WIN);
    // Central marbles are worth more than marbles on the edge.
    let centre = two("E5 E6", "A1 A2", Seat::BLACK, [0, 0]);
    assert!(evaluate(&centre, Seat::BLACK) > 0);
}

// Determinism.

#[test]
fn the_same_position_and_seed_give_the_same_move() {
    let positions = random_positions(40);
    let mut easy_moves_differ = false;
    for (n, position) in positions.iter().enumerate() {
        for level in [Level::Easy, Level::Medium] {
            let seed = 1000 + n as u64;
            let first = choose(position, &thinking(level, 1, seed)).expect("a move");
            let second = choose(position, &thinking(level, 50, seed)).expect("a move");
            assert_eq!(first, second, "{level} in\n{position}");
            let depth = search_depth(position, 3).expect("a move");
            assert_eq!(depth, search_depth(position, 3).expect("a move"));
        }
        let other_seeds: Vec<Move> = (0..6)
            .map(|seed| {
                choose(position, &thinking(Level::Easy, 1, seed))
                    .expect("a move")
                    .mv
            })
            .collect();
        easy_moves_differ |= other_seeds.iter().any(|&mv| mv != other_seeds[0]);
    }
    assert!(easy_moves_differ, "easy varies with the seed");
}

// More than two players.

#[test]
fn the_team_search_pushes_off_an_opponent_and_never_a_partner() {
    // P1 (to move) with C3 B3 in front of P2's A3 on the edge: C3B3 pushes it off. P1's
    // partner P3 holds A5, with P1's C5 B5 behind it: that line may not push its own partner.
    for turn_order in [TurnOrder::Alternate, TurnOrder::PartnersConsecutive] {
        let position = table(
            &["C3 B3 C5 B5 E5", "A3 G4 G5", "A5 E6 E7", "I5 I6 I7"],
            turn_order,
            &[0, 0, 0, 0],
        );
        assert!(!position.legal_moves().contains(&notation("C5B5")));
        let expected = notation("C3B3");
        assert!(ejects(&position, expected));
        // With quiescence, depth 4 finds A5C5A4 instead: the wall C4-B4-A4 leaves A3 only A2,
        // where C4-B3 pushes it off, so the marble is won a move later with a better position.
        // The plain search at depth 4 takes it at once.
        for options in [
            with_quiescence(true, 1),
            with_quiescence(true, 2),
            with_quiescence(true, 5),
            with_quiescence(false, 4),
        ] {
            assert_eq!(
                search(&position, options).expect("a move").mv,
                expected,
                "{turn_order:?} {options:?}"
            );
        }
        for level in [Level::Medium, Level::Strong] {
            let search = choose(&position, &thinking(level, 100, 9)).expect("a move");
            // Strong may stop at depth 4 (above) when the machine is busy.
            if level == Level::Medium {
                assert_eq!(search.mv, expected, "{turn_order:?} {level}");
            }
            assert!(search.eval > MARBLE, "{turn_order:?} {level} wins a marble");
            let next = after(&position, search.mv);
            assert_eq!(next.pushed_off_by(Seat::BLACK), u8::from(search.mv == expected));
            assert_eq!(
                next.marbles(Seat::new(2).unwrap()).count_ones(),
                3,
                "the partner keeps its marbles"
            );
        }
    }
}

#[test]
fn the_team_value_is_shared_by_partners() {
    let position = table(
        &["C3 B3 C5 B5 E5", "A3 G4 G5", "A5 E6 E7", "I5 I6 I7"],
        TurnOrder::Alternate,
        &[1, 0, 1, 0],
    );
    let p = |n: u8| Seat::new(n).unwrap();
    // Partners see the same board (the threats depend on who moves, not on who asks).
    assert_eq!(evaluate(&position, p(0)), evaluate(&position, p(2)));
    assert_eq!(evaluate(&position, p(1)), evaluate(&position, p(3)));
    assert_eq!(evaluate(&position, p(0)), -evaluate(&position, p(1)));
    assert!(evaluate(&position, p(0)) > MARBLE, "two marbles up");
}

#[test]
fn the_paranoid_three_player_search_takes_a_push_off() {
    // P1 to move: C3 B3 push P2's A3 off (C3B3); P3 is elsewhere.
    let position = table(
        &["C3 B3 E5 E6", "A3 G4 G5 G6", "I5 I6 I7 H6"],
        TurnOrder::Alternate,
        &[0, 0, 0],
    );
    let expected = notation("C3B3");
    assert!(ejects(&position, expected));
    for depth in [1, 2, 3, 5] {
        assert_eq!(
            search_depth(&position, depth).expect("a move").mv,
            expected,
            "depth {depth}"
        );
    }
    for level in [Level::Medium, Level::Strong] {
        assert_eq!(
            choose(&position, &thinking(level, 100, 4)).expect("a move").mv,
            expected,
            "{level}"
        );
    }
    // The sixth push-off wins the three-player game for P1.
    let nearly = table(
        &["C3 B3 E5 E6", "A3 G4 G5 G6", "I5 I6 I7 H6"],
        TurnOrder::Alternate,
        &[5, 0, 0],
    );
    assert_eq!(search_depth(&nearly, 3).expect("a move").eval, WIN - 1);
}

// Whole games.

#[test]
fn robots_finish_a_game_between_themselves() {
    // Medium against easy on the Belgian daisy, with a move limit: the game ends, every move
    // was legal (play_robot_move would panic otherwise), and the winner is the leader.
    let mut game = Game::new(Setup {
        move_limit: Some(60),
        ..Setup::new(Layout::BelgianDaisy, names(2))
    });
    let mut ply = 0;
    while !game.is_over() {
        let level = if game.to_move() == 0 {
            Level::Medium
        } else {
            Level::Easy
        };
        let choice = game.choose(&thinking(level, 10, ply)).expect("a move");
        game.play_robot_move(choice.mv);
        ply += 1;
    }
    assert_eq!(game.choose(&thinking(Level::Easy, 10, 0)), None);
    let position = game.position();
    let winners = game.winners();
    let (black, white) = (
        position.pushed_off_by(Seat::BLACK),
        position.pushed_off_by(Seat::WHITE),
    );
    match black.cmp(&white) {
        std::cmp::Ordering::Greater => assert_eq!(winners, vec![0]),
        std::cmp::Ordering::Less => assert_eq!(winners, vec![1]),
        std::cmp::Ordering::Equal => assert!(winners.is_empty()),
    }
}

#[test]
fn a_four_player_game_names_both_partners_of_the_leading_team() {
    // Medium partners (P1, P3) against easy ones until the move limit: the winners reported
    // are both members of the team with more push-offs, or nobody on a tie.
    let mut game = Game::new(Setup {
        move_limit: Some(80),
        ..Setup::new(Layout::FourPlayer, names(4))
    });
    assert_eq!(Turns::seat_count(&game), 4);
    let mut ply = 0;
    while !game.is_over() {
        let level = if game.to_move() % 2 == 0 {
            Level::Medium
        } else {
            Level::Easy
        };
        let choice = game.choose(&thinking(level, 5, ply)).expect("a move");
        game.play_robot_move(choice.mv);
        ply += 1;
    }
    let position = game.position();
    let [even, odd] = [0, 1].map(|seat| {
        let seat = Seat::new(seat).unwrap();
        position.team_pushed_off(position.team_of(seat))
    });
    let winners = game.winners();
    match even.cmp(&odd) {
        std::cmp::Ordering::Greater => assert_eq!(winners, vec![0, 2]),
        std::cmp::Ordering::Less => assert_eq!(winners, vec![1, 3]),
        std::cmp::Ordering::Equal => assert!(winners.is_empty()),
    }
}

/// Plays a match between two levels on the three two-player layouts, with a move limit of 200
/// deciding by marbles pushed off.
fn level_match(a: Level, b: Level, games: u32, time_ms: u64) -> gameshelf_engine::robot::Tally {
    play_match(
        |n| {
            let layout = Layout::CLASSIC[(n / 2 % 3) as usize];
            Game::new(Setup {
                move_limit: Some(200),
                ..Setup::new(layout, names(2))
            })
        },
        (a, b),
        games,
        time_ms,
        native_clock,
    )
}

#[test]
#[ignore = "slow: run with --release -- --ignored"]
fn stronger_levels_win_at_least_80_percent() {
    let medium_easy = level_match(Level::Medium, Level::Easy, 20, 100);
    println!("medium vs easy: {medium_easy}");
    let strong_medium = level_match(Level::Strong, Level::Medium, 20, 100);
    println!("strong (100 ms) vs medium: {strong_medium}");
    assert!(medium_easy.a >= 16, "medium vs easy: {medium_easy}");
    assert!(strong_medium.a >= 16, "strong vs medium: {strong_medium}");
}

#[test]
#[ignore = "a measurement: run with --release -- --ignored --nocapture"]
fn speed_from_the_belgian_daisy() {
    let position = Position::new(Layout::BelgianDaisy);
    let start = std::time::Instant::now();
    let search = search_depth(&position, 6).expect("a move");
    let secs = start.elapsed().as_secs_f64();
    println!(
        "depth 6: {} eval {} nodes {} in {secs:.3} s ({:.0} nodes/s)",
        search.mv,
        search.eval,
        search.nodes,
        search.nodes as f64 / secs
    );
    let timed = choose(&position, &thinking(Level::Strong, 2000, 1)).expect("a move");
    println!(
        "2 s: depth {} nodes {} ({:.0} nodes/s)",
        timed.depth,
        timed.nodes,
        timed.nodes as f64 / 2.0
    );
    assert!(timed.depth >= 6);
}

#[test]
fn a_review_rates_the_played_move_and_the_robots_in_one_search() {
    // Whatever depth the time allows, the move played is rated exactly by the search that rates
    // the robot's choice: never above it, and the same value when it is the same move.
    let mut rng = Pcg64Mcg::seed_from_u64(19);
    let mut game = Game::new(Setup::new(Layout::BelgianDaisy, vec!["A".into(), "B".into()]));
    for ply in 0..12 {
        let position = *game.position();
        let moves = position.legal_moves();
        let played = moves[rng.random_range(0..moves.len())];
        let rushed = thinking(Level::Strong, 20, ply);
        let (best, played_eval) = review(&position, played, &rushed).expect("the game goes on");
        assert!(
            played_eval <= best.eval,
            "{played} rated {played_eval} above the best {}",
            best.eval
        );
        let (again, best_eval) = review(&position, best.mv, &rushed).expect("the game goes on");
        if again.mv == best.mv {
            assert_eq!(
                best_eval, again.eval,
                "the robot's own move rated twice in one search"
            );
        }
        game.play(played).expect("a legal move");
    }
}

#[test]
fn a_review_of_the_sixth_push_off_rates_it_a_win() {
    // Black has pushed off five: C3B3 pushes off the sixth.
    let position = push_off_in_one([5, 0]);
    let winning = notation("C3B3");
    let (best, played_eval) = review(&position, winning, &thinking(Level::Strong, 20, 1)).expect("not over");
    assert!(played_eval > WIN - 1000, "{played_eval}");
    assert_eq!(played_eval, best.eval);
    // A quiet move instead is rated below the win, by the same search.
    let quiet = notation("E5E4");
    let (best, quiet_eval) = review(&position, quiet, &thinking(Level::Strong, 20, 1)).expect("not over");
    assert!(quiet_eval < best.eval, "{quiet_eval} against {}", best.eval);
}

#[test]
fn random_opening_plies_repeat_for_a_seed_and_vary_between_seeds() {
    let opened = |layout, plies, seed| {
        let mut game = Game::new(Setup::new(layout, vec!["a".into(), "b".into()]));
        game.play_random_plies(plies, seed);
        game
    };
    for &layout in Layout::TWO_PLAYER {
        let game = opened(layout, 4, 7);
        assert_eq!(game.played().len(), 4, "{}", layout.name());
        assert_eq!(
            game.position(),
            opened(layout, 4, 7).position(),
            "{}",
            layout.name()
        );
    }
    let positions: std::collections::HashSet<_> = (0..20)
        .map(|seed| *opened(Layout::Standard, 2, seed).position())
        .collect();
    assert!(positions.len() > 10, "{} starts of 20", positions.len());
}
