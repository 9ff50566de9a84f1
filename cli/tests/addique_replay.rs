//! Runs the built `gameshelf replay` on Addique records made by playing real games through the
//! engine, and checks what it prints against what this file works out: the numbers each piece
//! makes are read off the table here, and the scores and the pool are counted from them.

use gameshelf_engine::addique::{Game, Move, Piece, Setup};
use std::collections::{BTreeSet, HashMap};

use crate::support::*;

/// The pieces of the set.
const PIECES: usize = 48;

/// The first of the highest-scoring moves offered, as the hint picks it.
fn best(game: &Game) -> Move {
    let moves = game.moves();
    let top = moves.iter().map(|&(_, points)| points).max().expect("a move");
    moves
        .into_iter()
        .find(|&(_, points)| points == top)
        .expect("a highest")
        .0
}

/// Plays `turns` turns (or to the end), the best move one time in three and otherwise a random
/// offered one.
fn play(game: &mut Game, turns: usize, random: &mut Xorshift) {
    for _ in 0..turns {
        if game.position().is_over() {
            return;
        }
        let mv = if random.below(3) == 0 {
            best(game)
        } else {
            let moves = game.moves();
            moves[random.below(moves.len())].0
        };
        game.play(mv).expect("an offered move is legal");
    }
}

/// top × bottom + left × right.
fn product_sum(piece: Piece) -> u64 {
    u64::from(piece.top * piece.bottom + piece.left * piece.right)
}

/// The arm digits on the table (`None` for a centre), square by square.
fn grid(pieces: &[(Piece, (i32, i32))]) -> HashMap<(i32, i32), Option<u8>> {
    let mut grid = HashMap::new();
    for &(piece, (x, y)) in pieces {
        grid.insert((x, y), None);
        grid.insert((x, y - 1), Some(piece.top));
        grid.insert((x + 1, y), Some(piece.right));
        grid.insert((x, y + 1), Some(piece.bottom));
        grid.insert((x - 1, y), Some(piece.left));
    }
    grid
}

/// The numbers the last of `pieces` makes that are divisible by 9, read here off the table:
/// every run of two or more arm squares across or down through one of its arms, rows first
/// (top to bottom, then left to right), then columns (left to right, then top to bottom).
fn divisible_numbers(pieces: &[(Piece, (i32, i32))]) -> Vec<u64> {
    let grid = grid(pieces);
    let digit = |square: (i32, i32)| grid.get(&square).copied().flatten();
    let &(_, (x, y)) = pieces.last().expect("a piece");
    let arms = [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)];
    // Each run once, keyed so that the set's order is the reading order.
    let mut runs = BTreeSet::new();
    for (column, (dx, dy)) in [(false, (1, 0)), (true, (0, 1))] {
        for arm in arms {
            let mut start = arm;
            while digit((start.0 - dx, start.1 - dy)).is_some() {
                start = (start.0 - dx, start.1 - dy);
            }
            let mut digits = Vec::new();
            let mut square = start;
            while let Some(next) = digit(square) {
                digits.push(next);
                square = (square.0 + dx, square.1 + dy);
            }
            let key = if column {
                (1, start.0, start.1)
            } else {
                (0, start.1, start.0)
            };
            if digits.len() >= 2 {
                runs.insert((key, digits));
            }
        }
    }
    runs.into_iter()
        .map(|(_, digits)| {
            digits
                .iter()
                .fold(0, |value, &digit| value * 10 + u64::from(digit))
        })
        .filter(|value| value % 9 == 0)
        .collect()
}

/// The names as printed: a blank one is the seat number.
fn names(game: &Game) -> Vec<String> {
    let named = |(seat, name): (usize, &String)| match name.trim() {
        "" => format!("player {}", seat + 1),
        name => name.to_string(),
    };
    game.setup().players.iter().enumerate().map(named).collect()
}

/// What `replay` prints for `whole`'s record with its last `back` turns taken back: the opening
/// rounds, the starter's piece, every turn (the last `back` marked), and the result of the turns
/// kept. Only the pieces drawn and played come from the engine.
fn expected(whole: &Game, back: usize) -> String {
    let names = names(whole);
    let seats = names.len();
    let opening = whole.opening();
    let mut lines = Vec::new();
    for (index, round) in opening.rounds.iter().enumerate() {
        let drawn: Vec<String> = round
            .iter()
            .zip(&names)
            .map(|(&piece, name)| format!("{name} {piece} ({})", product_sum(piece)))
            .collect();
        lines.push(format!("opening round {}: {}", index + 1, drawn.join(", ")));
    }
    let table = whole.position().table().pieces();
    let (first, centre) = table[0];
    assert_eq!(centre, (0, 0));
    let starter = opening.starter;
    let mut scores = vec![0; seats];
    scores[starter] = product_sum(first);
    lines.push(format!(
        "0. {} {first}@0,0: total {}",
        names[starter], scores[starter]
    ));

    let turns = table.len() - 1;
    let kept = turns - back;
    for turn in 0..turns {
        let seat = (starter + 1 + turn) % seats;
        let (piece, (x, y)) = table[turn + 1];
        let numbers = divisible_numbers(&table[..turn + 2]);
        let total: u64 = numbers.iter().map(|value| value / 9).sum();
        let mut parts: Vec<String> = numbers
            .iter()
            .map(|value| format!("{value}/9={}", value / 9))
            .collect();
        parts.push(format!("total {total}"));
        let mark = if turn < kept { "" } else { " (taken back)" };
        lines.push(format!(
            "{}. {} {piece}@{x},{y}: {}{mark}",
            turn + 1,
            names[seat],
            parts.join(", ")
        ));
        if turn < kept {
            scores[seat] += total;
        }
    }

    let result = if kept + 1 == PIECES {
        format!("{}, all 48 pieces played", winners_line(&names, &scores))
    } else {
        let standing: Vec<String> = (0..seats)
            .map(|seat| format!("{} {}", names[seat], scores[seat]))
            .collect();
        // The table's first piece and full hands of 3 come out of the pool, then a piece a turn.
        let pool = (PIECES - 1 - 3 * seats).saturating_sub(kept);
        let noun = if pool == 1 { "piece" } else { "pieces" };
        format!(
            "in progress, {} to play, {}, {pool} {noun} in the pool",
            names[(starter + 1 + kept) % seats],
            standing.join(", ")
        )
    };
    lines.push(format!("result: {result}"));
    lines.iter().map(|line| format!("{line}\n")).collect()
}

/// Seed 5 for Eva and Adam: both draw a product sum of 22 first, so they draw again.
fn tied_opening() -> Game {
    let game = Game::new(Setup::new(players(&["Eva", "Adam"]), 5));
    let rounds = &game.opening().rounds;
    assert_eq!(rounds.len(), 2);
    assert_eq!(product_sum(rounds[0][0]), product_sum(rounds[0][1]));
    game
}

#[test]
fn the_tied_opening_and_a_turn_print_as_the_help_shows_them() {
    let mut game = tied_opening();
    game.play(best(&game)).unwrap();
    let output = replayed_file("help-example", &json(&game));
    let example = "\
opening round 1: Eva 8712 (22), Adam 8217 (22)
opening round 2: Eva 7524 (34), Adam 2376 (32)
0. Eva 7524@0,0: total 34
1. Adam 4752@-2,1: 72/9=8, total 8
result: in progress, Eva to play, Eva 34, Adam 8, 40 pieces in the pool
";
    assert_eq!(output, example);
    assert_eq!(output, expected(&game, 0));

    // The help shows these very lines, and the end of the same game with every turn the best.
    while !game.position().is_over() {
        game.play(best(&game)).unwrap();
    }
    let output = replayed_file("help-example-end", &json(&game));
    assert_eq!(output, expected(&game, 0));
    let end = "result: Eva wins 6904-5389, all 48 pieces played";
    assert_eq!(output.lines().last(), Some(end));
    let help = gameshelf(&["replay", "--help"], "");
    assert!(help.status.success());
    let help = stdout(&help);
    for line in example.lines().chain([end]) {
        assert!(help.contains(&format!("\n  {line}\n")), "the help lacks {line:?}");
    }
}

#[test]
fn every_turn_prints_the_numbers_read_off_the_table() {
    let games = [
        (&["Eva", "Adam"][..], 5, 12, 8),
        (&["Eva", "Adam", "Zoe"], 2, 22, 20),
        (&["Eva", "Adam", "Zoe", "Bo"], 3, 33, 47),
        (&["Eva", "Adam", " ", "Bo", "Cy", "Di", "Ed", "Flo"], 4, 44, 47),
    ];
    let mut lines = Vec::new();
    for (names, seed, policy, turns) in games {
        let mut game = Game::new(Setup::new(players(names), seed));
        play(&mut game, turns, &mut Xorshift(policy));
        assert_eq!(game.turns().len(), turns);
        let output = replayed_file(&format!("turns-{seed}"), &json(&game));
        assert_eq!(output, expected(&game, 0));
        // The scores counted here are the engine's.
        let last = output.lines().last().unwrap();
        if !game.position().is_over() {
            for (name, score) in self::names(&game).iter().zip(game.position().scores()) {
                assert!(last.contains(&format!(", {name} {score}")), "{last}");
            }
        }
        lines.extend(output.lines().map(String::from));
    }
    // Between them the games show turns with several numbers, with none, and a blank name.
    assert!(lines.iter().any(|line| line.matches("/9=").count() >= 2));
    assert!(lines.iter().any(|line| line.ends_with(": total 0")));
    assert!(lines.iter().any(|line| line.contains(" player 3 ")));
    assert!(lines.iter().any(|line| line.ends_with(", all 48 pieces played")));
}

#[test]
fn a_finished_game_names_the_winner_and_the_end() {
    let mut game = Game::new(Setup::new(players(&["Eva", "Adam", "Zoe"]), 6));
    play(&mut game, PIECES, &mut Xorshift(66));
    assert!(game.position().is_over());
    let output = replayed_file("finished", &json(&game));
    assert_eq!(output, expected(&game, 0));
    let scores = game.position().scores();
    let top = scores.iter().max().unwrap();
    let winner = scores.iter().position(|score| score == top).unwrap();
    let result = output.lines().last().unwrap();
    assert!(
        result.starts_with(&format!("result: {} win", ["Eva", "Adam", "Zoe"][winner])),
        "{result}"
    );
    assert!(result.ends_with(", all 48 pieces played"), "{result}");

    // Nothing can be played after the 48th piece.
    let mut record = game.record();
    let any = Move {
        piece: game.position().table().pieces()[0].0,
        at: (30, 30),
    };
    record.moves.push(any.to_string());
    assert_eq!(
        refused(&["replay", "-"], &serde_json::to_string(&record).unwrap()),
        format!("move 48 ({any}): the game is over\n")
    );
}

#[test]
fn turns_taken_back_are_listed_but_not_counted() {
    let mut whole = tied_opening();
    play(&mut whole, 6, &mut Xorshift(55));
    for back in [1, 2, 6] {
        let mut game = whole.clone();
        for _ in 0..back {
            game.undo().expect("a turn to take back");
        }
        let output = replayed_file(&format!("taken-back-{back}"), &json(&game));
        assert_eq!(output, expected(&whole, back));
        let marked = output
            .lines()
            .filter(|line| line.ends_with(" (taken back)"))
            .count();
        assert_eq!(marked, back);
    }
    // All six taken back: the scores are the opening's again.
    let mut game = whole.clone();
    while game.undo().is_some() {}
    let output = replayed_file("taken-back-all", &json(&game));
    assert!(
        output.ends_with("result: in progress, Adam to play, Eva 34, Adam 0, 41 pieces in the pool\n"),
        "{output}"
    );
}

/// Replays `game`'s record with `moves` added to the played ones and `undone` as the turns taken
/// back, from a file, and gives stderr after checking that it fails with code 1 and prints
/// nothing else.
fn refused_after(name: &str, game: &Game, moves: &[&str], undone: &[&str]) -> String {
    let mut record = game.record();
    record.moves.extend(moves.iter().map(|text| text.to_string()));
    record.undone = undone.iter().map(|text| text.to_string()).collect();
    let file = TempFile::new(name, &serde_json::to_string(&record).unwrap());
    refused(&["replay", file.path()], "")
}

#[test]
fn an_illegal_move_stops_the_replay_with_its_number_and_reason() {
    let mut game = tied_opening();
    play(&mut game, 3, &mut Xorshift(77));
    // After 3 turns Eva is to move; Adam's pieces are not hers.
    let position = game.position();
    assert_eq!(position.to_move(), 0);
    let held = position.hand(0)[0];
    let adams = position.hand(1)[0];
    let legal = game.moves()[0].0.to_string();
    let spot = game.moves()[0].0.at;
    let at = |piece: Piece, (x, y): (i32, i32)| format!("{piece}@{x},{y}");

    // The first bad move stops the replay, even with legal ones after it.
    let not_hers = at(adams, spot);
    assert_eq!(
        refused_after("not-in-hand", &game, &[&not_hers, &legal], &[]),
        format!("move 4 ({not_hers}): {adams} is not in the hand of the player to move\n")
    );
    let on_centre = at(held, (0, 0));
    assert_eq!(
        refused_after("overlap", &game, &[&on_centre], &[&legal]),
        format!("move 4 ({on_centre}): overlap: square 0,0 is already covered\n")
    );
    // Turns taken back are numbered after the played ones.
    let far = at(held, (40, -40));
    assert_eq!(
        refused_after("far", &game, &[], &[&far]),
        format!("move 4 ({far}): only 0 edges touch (3 are needed)\n")
    );
    assert_eq!(
        refused_after("undone", &game, &[&legal], &["2275@1,2"]),
        "move 5 (2275@1,2): `2275@1,2` is not a move such as 2475@1,-2\n"
    );
    // A piece played already is in no hand.
    let played = position.table().pieces()[1].0;
    let again = at(played, spot);
    assert_eq!(
        refused_after("played", &game, &[&again], &[]),
        format!("move 4 ({again}): {played} is not in the hand of the player to move\n")
    );
}

#[test]
fn a_setup_the_game_cannot_start_from_is_refused() {
    let mut record = tied_opening().record();
    for names in [&["Eva"][..], &["Eva", "Adam", "Zoe", "Bo", "Cy"]] {
        record.setup = Setup::new(players(names), 5);
        assert_eq!(
            refused(&["replay", "-"], &serde_json::to_string(&record).unwrap()),
            format!(
                "the setup is not valid: a game seats 2, 3, 4, 6 or 8 players, not {}\n",
                names.len()
            )
        );
    }
}
