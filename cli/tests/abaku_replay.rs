//! Runs the built `gameshelf replay` on Abaku records made by playing real games through the
//! engine, and checks what it prints against the engine's game worked out here.

use gameshelf_engine::abaku::{
    best_placement, placements, BoardKind, Game, Mode, Move, Position, Scoring, Setup, Tile,
};

use crate::support::*;

/// Plays to the end: mostly the best placement, sometimes another legal one or an exchange of
/// two tiles; with no placement, an exchange of what the bag allows, or else a pass.
fn play_out(game: &mut Game, random: &mut Xorshift) {
    let rules = game.setup().rules();
    while game.outcome().is_none() {
        assert!(game.turns().len() < 400, "the game should end");
        let position = game.position();
        let rack = position.rack(position.to_move()).to_vec();
        let bag = position.bag_len();
        let mv = if random.below(10) == 0 && bag >= 2 {
            Move::Exchange(rack[..2].to_vec())
        } else if random.below(4) == 0 {
            let mut all = placements(position.board(), rules, &rack);
            match all.len() {
                0 => fallback(&rack, bag),
                count => Move::Place(all.swap_remove(random.below(count)).0),
            }
        } else {
            match best_placement(position.board(), rules, &rack) {
                Some((placement, _)) => Move::Place(placement),
                None => fallback(&rack, bag),
            }
        };
        game.play(mv).expect("the policy plays legal turns");
    }
}

fn fallback(rack: &[Tile], bag: usize) -> Move {
    match rack.len().min(bag) {
        0 => Move::Pass,
        count => Move::Exchange(rack[..count].to_vec()),
    }
}

/// Checks a reading in the CLI syntax by its arithmetic: `12:4=3`, `7^2=49`, `sqrt(9)=3`...
fn holds(reading: &str) -> bool {
    let (left, result) = reading.split_once('=').expect("a reading has one `=`");
    let number = |text: &str| -> u128 { text.parse().unwrap_or_else(|_| panic!("{reading}")) };
    let result = number(result);
    if let Some(root) = left.strip_prefix("sqrt(").and_then(|rest| rest.strip_suffix(')')) {
        return result.pow(2) == number(root);
    }
    if let Some(root) = left.strip_prefix("cbrt(").and_then(|rest| rest.strip_suffix(')')) {
        return result.pow(3) == number(root);
    }
    if let Some(base) = left.strip_suffix("^2") {
        return number(base).pow(2) == result;
    }
    if let Some(base) = left.strip_suffix("^3") {
        return number(base).pow(3) == result;
    }
    let at = left.find(['+', '-', 'x', ':']).expect("an operator");
    let (a, b) = (number(&left[..at]), number(&left[at + 1..]));
    match &left[at..=at] {
        "+" => a + b == result,
        "-" => a == b + result,
        "x" => a * b == result,
        _ => a == b * result,
    }
}

/// What the rack is worth at the end, as the rules' scoring counts it.
fn leftover(position: &Position, seat: usize, scoring: Scoring) -> i32 {
    let value = |tile: &Tile| match (tile, scoring) {
        (Tile::Joker, _) => 0,
        (Tile::Digit(_), Scoring::TileCount) => 1,
        (Tile::Digit(digit), Scoring::NumberValue) => i32::from(*digit),
    };
    position.rack(seat).iter().map(value).sum()
}

/// The result line of a finished game, worked out from the final position rather than taken
/// from the engine's outcome.
fn expected_result(game: &Game) -> String {
    let setup = game.setup();
    let position = game.position();
    let seats = setup.players.len();
    let left: Vec<i64> = (0..seats)
        .map(|seat| i64::from(leftover(position, seat, setup.scoring)))
        .collect();
    let went_out = (0..seats).find(|&seat| position.rack(seat).is_empty() && position.bag_len() == 0);
    let finals: Vec<i64> = (0..seats)
        .map(|seat| match went_out {
            Some(out) if out == seat => position.scores()[seat] + left.iter().sum::<i64>(),
            _ => position.scores()[seat] - left[seat],
        })
        .collect();
    let top = *finals.iter().max().expect("players");
    let (winners, others): (Vec<usize>, Vec<usize>) = (0..seats).partition(|&seat| finals[seat] == top);
    let scores: Vec<String> = winners
        .iter()
        .chain(&others)
        .map(|&seat| match finals[seat] {
            score if score < 0 => format!("({score})"),
            score => score.to_string(),
        })
        .collect();
    let names: Vec<&str> = winners.iter().map(|&seat| setup.players[seat].as_str()).collect();
    let verb = if winners.len() == 1 { "wins" } else { "win" };
    let turns = game.turns();
    let all_passed = turns.len() >= seats
        && turns[turns.len() - seats..]
            .iter()
            .all(|turn| turn.mv == Move::Pass);
    let ending = match went_out {
        Some(seat) => format!("{} went out", setup.players[seat]),
        None if all_passed => "everyone passed".to_string(),
        None => "no one can play".to_string(),
    };
    let mut line = format!(
        "result: {} {verb} {}, {ending}",
        names.join(" and "),
        scores.join("-")
    );
    if setup.mode == Mode::SoloCover {
        let size = usize::from(setup.board.size());
        let empty = size * size - position.board().tiles().count();
        line.push_str(&format!(", {empty} squares empty"));
    }
    line
}

/// Checks each turn's line: number, player and move, and for a placement equations that hold
/// whose points add up to the score the player gained.
fn check_turn_lines(game: &Game, lines: &[&str]) {
    for (index, turn) in game.turns().iter().enumerate() {
        let before = game.position_after(index);
        let seat = before.to_move();
        let head = format!("{}. {} {}", index + 1, game.setup().players[seat], turn.mv);
        let line = lines[index];
        let Move::Place(_) = turn.mv else {
            assert_eq!(line, head);
            continue;
        };
        let gained = game.position_after(index + 1).scores()[seat] - before.scores()[seat];
        let mut sum = 0;
        for (readings, points) in scored_parts(line, &head, gained) {
            sum += points.parse::<i64>().expect("points");
            for reading in readings.split(" | ") {
                assert!(holds(reading), "{reading} in {line}");
            }
        }
        assert_eq!(sum, gained, "{line}");
    }
}

#[test]
fn a_turn_line_names_the_player_the_move_and_each_equation() {
    // The first deal in which Eva (seat 0) starts holding a 2 and a 4.
    let mut game = (0..)
        .map(|seed| Game::new(Setup::new(players(&["Eva", "Adam"]), seed)))
        .find(|game| {
            let rack = game.position().rack(0);
            game.position().to_move() == 0 && rack.contains(&Tile::Digit(2)) && rack.contains(&Tile::Digit(4))
        })
        .expect("some seed deals it");
    game.play("H8=2 I8=4".parse().unwrap()).unwrap();
    let given: Vec<Tile> = game.position().rack(1)[..2].to_vec();
    let exchange = Move::Exchange(given);
    game.play(exchange.clone()).unwrap();
    game.play(Move::Pass).unwrap();
    // Both tiles are worth 1 and the start square doubles the equation; 101 tiles less two
    // racks and Eva's two new tiles stay in the bag, which an exchange leaves as it is.
    let file = TempFile::new("turn-lines", &json(&game));
    let output = gameshelf(&["replay", file.path()], "");
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        format!(
            "1. Eva H8=2 I8=4: 2^2=4 (4), total 4\n\
             2. Adam {exchange}\n\
             3. Eva pass\n\
             result: in progress, Adam to play, Eva 4, Adam 0, 89 tiles in the bag\n"
        )
    );
}

#[test]
fn whole_games_print_every_turn_and_the_result() {
    let games = [
        (Setup::new(players(&["Eva", "Adam"]), 1), 11),
        (
            Setup {
                scoring: Scoring::NumberValue,
                ..Setup::new(players(&["Eva", "Adam", "Zoe"]), 2)
            },
            12,
        ),
        (
            Setup {
                board: BoardKind::Blank,
                diagonal: true,
                ..Setup::new(players(&["Eva", "Adam", "Zoe", "Bo"]), 3)
            },
            13,
        ),
    ];
    for (setup, seed) in games {
        let mut game = Game::new(setup);
        play_out(&mut game, &mut Xorshift(seed));
        let output = replayed(&json(&game));
        let lines: Vec<&str> = output.lines().collect();
        assert_eq!(lines.len(), game.turns().len() + 1, "{output}");
        check_turn_lines(&game, &lines);
        assert_eq!(lines.last().copied(), Some(expected_result(&game).as_str()));
    }
}

#[test]
fn a_solo_cover_game_counts_the_squares_left_empty() {
    let mut game = Game::new(Setup {
        mode: Mode::SoloCover,
        board: BoardKind::Blank,
        ..Setup::new(players(&["Eva"]), 4)
    });
    play_out(&mut game, &mut Xorshift(14));
    let output = replayed(&json(&game));
    let lines: Vec<&str> = output.lines().collect();
    check_turn_lines(&game, &lines);
    let result = lines.last().expect("a result line");
    assert!(result.starts_with("result: Eva wins "), "{result}");
    assert!(result.ends_with(" squares empty"), "{result}");
    assert_eq!(*result, expected_result(&game));
}

#[test]
fn a_shared_first_place_names_every_winner() {
    // The first deal with the joker in neither rack: passing at once leaves both at -5.
    let mut game = (0..)
        .map(|seed| Game::new(Setup::new(players(&["Eva", "Adam"]), seed)))
        .find(|game| (0..2).all(|seat| !game.position().rack(seat).contains(&Tile::Joker)))
        .expect("some seed deals it");
    let first = game.position().to_move();
    game.play(Move::Pass).unwrap();
    game.play(Move::Pass).unwrap();
    let names = ["Eva", "Adam"];
    assert_eq!(
        replayed(&json(&game)),
        format!(
            "1. {} pass\n2. {} pass\nresult: Eva and Adam win (-5)-(-5), everyone passed\n",
            names[first],
            names[1 - first]
        )
    );
}

#[test]
fn turns_taken_back_are_listed_but_not_counted() {
    let mut game = Game::new(Setup::new(players(&["Eva", "Adam", "Zoe"]), 5));
    let rules = game.setup().rules();
    for _ in 0..6 {
        let position = game.position();
        let rack = position.rack(position.to_move());
        let mv = match best_placement(position.board(), rules, rack) {
            Some((placement, _)) => Move::Place(placement),
            None => fallback(rack, position.bag_len()),
        };
        game.play(mv).unwrap();
    }
    let whole = game.clone();
    game.undo().expect("a turn to take back");
    game.undo().expect("a turn to take back");
    let kept = game.turns().len();
    let output = replayed(&json(&game));
    let (unmarked, result) = unmark_taken_back(&output, kept, 6);
    check_turn_lines(&whole, &unmarked);
    // The result is the position before the turns taken back.
    let position = game.position();
    let names = ["Eva", "Adam", "Zoe"];
    let scores = position.scores();
    assert_eq!(
        result,
        format!(
            "result: in progress, {} to play, Eva {}, Adam {}, Zoe {}, {} tiles in the bag",
            names[position.to_move()],
            scores[0],
            scores[1],
            scores[2],
            position.bag_len()
        )
    );
}

#[test]
fn an_illegal_turn_stops_the_replay_with_its_number_and_reason() {
    let mut game = Game::new(Setup::new(players(&["Eva", "Adam"]), 6));
    let position = game.position();
    let rules = game.setup().rules();
    let (first, _) = best_placement(position.board(), rules, position.rack(position.to_move()))
        .expect("a first placement");
    game.play(Move::Place(first)).unwrap();
    let mut record = game.record();
    // A tile of the next player's rack in the corner, away from every board tile.
    let tile = game.position().rack(game.position().to_move())[0];
    let digit = match tile {
        Tile::Digit(digit) => digit.to_string(),
        Tile::Joker => "*1".to_string(),
    };
    record.moves.push(format!("A1={digit}"));
    record.moves.push("pass".into());
    assert_eq!(
        refused(&["replay", "-"], &serde_json::to_string(&record).unwrap()),
        format!("move 2 (A1={digit}): the tiles must join the tiles on the board\n")
    );

    // Turns taken back are numbered after the played ones; bad notation names the bad part.
    record.moves.truncate(1);
    record.undone = vec!["pass".into(), "Z9=1".into()];
    assert_eq!(
        refused(&["replay", "-"], &serde_json::to_string(&record).unwrap()),
        "move 3 (Z9=1): `Z9` is not a square such as H8\n"
    );
}

#[test]
fn a_setup_the_game_cannot_start_from_is_refused() {
    let five = Setup::new(players(&["Eva", "Adam", "Zoe", "Bo", "Cy"]), 7);
    let mut record = Game::new(Setup::new(players(&["Eva", "Adam"]), 7)).record();
    record.setup = five;
    assert_eq!(
        refused(&["replay", "-"], &serde_json::to_string(&record).unwrap()),
        "the setup is not valid: a game seats 2 to 4 players, not 5\n"
    );

    record.setup = Setup {
        mode: Mode::SoloCover,
        ..Setup::new(players(&["Eva"]), 7)
    };
    assert_eq!(
        refused(&["replay", "-"], &serde_json::to_string(&record).unwrap()),
        "the setup is not valid: covering the grid is played on the blank 17x17 grid\n"
    );
}

#[test]
fn the_record_header_picks_the_game() {
    let mut record: serde_json::Value =
        serde_json::to_value(Game::new(Setup::new(players(&["Eva", "Adam"]), 8)).record()).unwrap();
    record["format"] = 2.into();
    let output = gameshelf(&["replay", "-"], &record.to_string());
    assert_eq!(
        stderr(&output),
        "unknown record format 2 (this build reads format 1)\n",
        "the format is checked before the game"
    );
    record["format"] = 1.into();
    record["game"] = "abalone".into();
    let refusal = refused(&["replay", "-"], &record.to_string());
    assert!(
        refusal.starts_with("not a game record: "),
        "an Abaku setup is no Abalone setup: {refusal}"
    );
}
