//! Runs the built `gameshelf replay` on Summy records made by playing real games through the
//! engine, and checks what it prints against the engine's game worked out here.

use gameshelf_engine::summy::{best_placement, placements, Game, Move, Setup, Tile, LAST_TURN_AT};

use crate::support::*;

/// The rack of the player to move.
fn rack(game: &Game) -> Vec<Tile> {
    let position = game.position();
    position.rack(position.to_move()).to_vec()
}

/// Plays to the end: mostly the best placement, sometimes another legal one or an exchange of
/// two tiles; with no placement, an exchange of the whole rack (from an empty stock that leaves
/// the player with no tiles, which starts the last turns).
fn play_out(game: &mut Game, random: &mut Xorshift) {
    while game.outcome().is_none() {
        assert!(game.turns().len() < 200, "the game should end");
        let rack = rack(game);
        let board = game.position().board();
        let mv = if random.below(10) == 0 {
            Move::Exchange(rack[..2].to_vec())
        } else if random.below(4) == 0 {
            let mut all = placements(board, &rack);
            match all.len() {
                0 => Move::Exchange(rack),
                count => Move::Place(all.swap_remove(random.below(count)).0),
            }
        } else {
            match best_placement(board, &rack) {
                Some((placement, _)) => Move::Place(placement),
                None => Move::Exchange(rack),
            }
        };
        game.play(mv).expect("the policy plays legal turns");
    }
}

/// An exact fraction, in lowest terms with a positive denominator.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Fraction(i128, i128);

impl Fraction {
    fn new(numerator: i128, denominator: i128) -> Option<Fraction> {
        fn gcd(a: i128, b: i128) -> i128 {
            if b == 0 {
                a.abs()
            } else {
                gcd(b, a % b)
            }
        }
        if denominator == 0 {
            return None;
        }
        let sign = denominator.signum();
        let divisor = gcd(numerator, denominator);
        Some(Fraction(sign * numerator / divisor, sign * denominator / divisor))
    }
}

/// Checks a sum as printed (`70+118:2=129`) by its arithmetic: x and : before + and -, exactly.
fn holds(sum: &str) -> bool {
    let (left, result) = sum.split_once('=').expect("a sum has one `=`");
    let number = |text: &str| -> i128 { text.parse().unwrap_or_else(|_| panic!("{sum}")) };
    let mut numbers = left.split(['+', '-', 'x', ':']).map(number);
    let operators = left.chars().filter(|c| "+-x:".contains(*c));
    // The terms added so far, the sign of the term being worked out, and that term.
    let mut total = Fraction(0, 1);
    let mut sign = 1;
    let mut term = Fraction(numbers.next().expect("a number"), 1);
    for (operator, n) in operators.zip(numbers) {
        let next = match operator {
            'x' => Fraction::new(term.0 * n, term.1),
            ':' => Fraction::new(term.0, term.1 * n),
            _ => {
                total = add(total, sign, term);
                sign = if operator == '-' { -1 } else { 1 };
                Some(Fraction(n, 1))
            }
        };
        let Some(next) = next else {
            return false;
        };
        term = next;
    }
    add(total, sign, term) == Fraction(number(result), 1)
}

fn add(total: Fraction, sign: i128, term: Fraction) -> Fraction {
    Fraction::new(total.0 * term.1 + sign * term.0 * total.1, total.1 * term.1)
        .expect("non-zero denominators")
}

/// A sum's points as the rules count them: the sum of its digits.
fn digit_sum(sum: &str) -> u32 {
    sum.chars().filter_map(|c| c.to_digit(10)).sum()
}

/// The seat that held the rack after turn `index`, and how many tiles it held: a rack changes
/// only on its own seat's turn, so that is the rack before the next turn, or now.
fn rack_after(game: &Game, index: usize) -> (usize, usize) {
    let seat = game.turns()[index].seat;
    let held = match game.turns().get(index + 1) {
        Some(next) => next.before.rack(seat).len(),
        None => game.position().rack(seat).len(),
    };
    (seat, held)
}

/// The first turn after which its player held 4 tiles or fewer, if one did.
fn first_down(game: &Game) -> Option<usize> {
    (0..game.turns().len()).find(|&index| rack_after(game, index).1 <= LAST_TURN_AT)
}

/// The result line, worked out from the turns and the scores rather than taken from the
/// engine's outcome.
fn expected_result(game: &Game) -> String {
    let names = &game.setup().players;
    let seats = names.len();
    let position = game.position();
    let scores = position.scores();
    let turns = game.turns();
    let all_passed = turns.len() >= seats
        && turns[turns.len() - seats..]
            .iter()
            .all(|turn| turn.mv == Move::Pass);
    let last_turns = first_down(game).map(|down| (down, turns.len() - 1 - down));
    let ending = match last_turns {
        _ if all_passed => "everyone passed".to_string(),
        Some((down, after)) if after == seats - 1 => {
            let (seat, held) = rack_after(game, down);
            format!("{} went down to {}", names[seat], counted(held, "tile"))
        }
        _ => {
            let scores: Vec<String> = (0..seats)
                .map(|seat| format!("{} {}", names[seat], scores[seat]))
                .collect();
            let exchanged: usize = turns
                .iter()
                .map(|turn| match &turn.mv {
                    Move::Exchange(tiles) => tiles.len(),
                    _ => 0,
                })
                .sum();
            let mut line = format!(
                "result: in progress, {} to play, {}, {} in the stock, {exchanged} exchanged",
                names[position.to_move()],
                scores.join(", "),
                counted(stock(game), "tile")
            );
            if let Some((_, after)) = last_turns {
                line.push_str(&format!(", {}", counted(seats - 1 - after, "last turn")));
            }
            return line;
        }
    };
    format!("result: {}, {ending}", winners_line(names, scores))
}

/// `1 tile`, `2 tiles`.
fn counted(count: usize, noun: &str) -> String {
    let plural = if count == 1 { "" } else { "s" };
    format!("{count} {noun}{plural}")
}

/// The stock, counted from the turns: 127 tiles less the `=` on the centre and the racks dealt,
/// less one tile drawn for each tile laid or exchanged while it lasts.
fn stock(game: &Game) -> usize {
    let dealt = 1 + 8 * game.setup().players.len();
    let used: usize = game
        .turns()
        .iter()
        .map(|turn| match &turn.mv {
            Move::Place(placement) => placement.tiles.len(),
            Move::Exchange(tiles) => tiles.len(),
            Move::Pass => 0,
        })
        .sum();
    (127 - dealt).saturating_sub(used)
}

/// Checks each turn's line: number, player and move, and for a placement sums that hold, each
/// worth its digits, whose points add up to the score the player gained.
fn check_turn_lines(game: &Game, lines: &[&str]) {
    for (index, turn) in game.turns().iter().enumerate() {
        let scores_after = match game.turns().get(index + 1) {
            Some(next) => next.before.scores(),
            None => game.position().scores(),
        };
        let seat = turn.before.to_move();
        let head = format!("{}. {} {}", index + 1, game.setup().players[seat], turn.mv);
        let line = lines[index];
        let Move::Place(_) = turn.mv else {
            assert_eq!(line, head);
            continue;
        };
        let gained = scores_after[seat] - turn.before.scores()[seat];
        let mut sum = 0;
        for (written, points) in scored_parts(line, &head, gained) {
            assert!(holds(written), "{written} in {line}");
            let points: u32 = points.parse().expect("points");
            assert_eq!(points, digit_sum(written), "{line}");
            sum += points;
        }
        assert_eq!(i64::from(sum), gained, "{line}");
    }
}

#[test]
fn the_sum_checker_here_reads_as_the_rules() {
    for sum in [
        "2x3=6",
        "5+74=79",
        "70+118:2=129",
        "8-8=0",
        "65+2x0=65",
        "7:2x2=7",
        "10-2x3=4",
    ] {
        assert!(holds(sum), "{sum}");
    }
    for sum in ["2x3=7", "70+118:2=128", "1:0=0", "10-2-3=9", "7:2=3"] {
        assert!(!holds(sum), "{sum}");
    }
    assert_eq!(digit_sum("5+74=79"), 32);
}

#[test]
fn a_turn_line_names_the_player_the_move_and_each_sum() {
    // The first deal in which Eva (seat 0) starts holding 2, x, 3 and 6.
    let needed = [Tile::Digit(2), Tile::Times, Tile::Digit(3), Tile::Digit(6)];
    let mut game = (0..)
        .map(|seed| Game::new(Setup::new(players(&["Eva", "Adam"]), seed)))
        .find(|game| {
            let rack = game.position().rack(0);
            game.position().to_move() == 0 && needed.iter().all(|tile| rack.contains(tile))
        })
        .expect("some seed deals it");
    // 2x3 on J13-L13 before the `=` on the centre M13, 6 on N13.
    game.play("J13=2 K13=x L13=3 N13=6".parse().unwrap()).unwrap();
    let exchange = Move::Exchange(game.position().rack(1)[..3].to_vec());
    game.play(exchange.clone()).unwrap();
    game.play(Move::Pass).unwrap();
    // Eva draws 4 and Adam 3 of the 110 tiles in the stock; Adam's 3 leave the game.
    let file = TempFile::new("summy-turn-lines", &json(&game));
    let output = gameshelf(&["replay", file.path()], "");
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        format!(
            "1. Eva J13=2 K13=x L13=3 N13=6: 2x3=6 (11), total 11\n\
             2. Adam {exchange}\n\
             3. Eva pass\n\
             result: in progress, Adam to play, Eva 11, Adam 0, 103 tiles in the stock, 3 exchanged\n"
        )
    );
    assert!(exchange.to_string().starts_with("exchange "));
}

#[test]
fn whole_games_print_every_turn_and_the_result() {
    let games = [
        (players(&["Eva", "Adam"]), 1, 11),
        (players(&["Eva", "Adam", "Zoe"]), 2, 12),
        (players(&["Eva", "Adam", "Zoe", "Bo"]), 3, 13),
    ];
    for (names, seed, policy) in games {
        let mut game = Game::new(Setup::new(names, seed));
        play_out(&mut game, &mut Xorshift(policy));
        let output = replayed(&json(&game));
        let lines: Vec<&str> = output.lines().collect();
        assert_eq!(lines.len(), game.turns().len() + 1, "{output}");
        check_turn_lines(&game, &lines);
        let result = expected_result(&game);
        assert!(result.contains(" went down to "), "{result}");
        assert_eq!(lines.last().copied(), Some(result.as_str()));
    }
}

#[test]
fn exchanges_empty_the_stock_then_everyone_else_has_a_last_turn() {
    // The first deal from seed 21 on whose starter can lay a sum.
    let (mut game, first) = (21..)
        .map(|seed| Game::new(Setup::new(players(&["Eva", "Adam", "Zoe"]), seed)))
        .find_map(|game| {
            let (placement, _) = best_placement(game.position().board(), &rack(&game))?;
            Some((game, placement))
        })
        .expect("some deal has a first placement");
    game.play(Move::Place(first)).unwrap();
    // Whole racks exchanged empty the stock; the first rack it cannot refill above 4 tiles
    // starts the countdown, one last turn for each other player.
    while game.position().last_turns().is_none() {
        game.play(Move::Exchange(rack(&game))).unwrap();
    }
    for left in ["2 last turns", "1 last turn"] {
        let output = replayed(&json(&game));
        let result = output.lines().last().expect("a result line");
        assert!(
            result.ends_with(&format!(
                ", 0 tiles in the stock, {} exchanged, {left}",
                game.position().discarded()
            )),
            "{result}"
        );
        assert_eq!(result, expected_result(&game));
        game.play(Move::Pass).unwrap();
    }
    assert!(game.outcome().is_some());
    let output = replayed(&json(&game));
    let lines: Vec<&str> = output.lines().collect();
    check_turn_lines(&game, &lines);
    let result = expected_result(&game);
    // Only the first placement scored: its player wins alone.
    let scorer = &game.setup().players[game.turns()[0].seat];
    assert!(result.starts_with(&format!("result: {scorer} wins ")), "{result}");
    assert!(result.contains("-0-0, "), "{result}");
    assert_eq!(lines.last().copied(), Some(result.as_str()));
}

#[test]
fn a_shared_first_place_names_every_winner() {
    let mut game = Game::new(Setup::new(players(&["Eva", "Adam"]), 4));
    let first = game.position().to_move();
    game.play(Move::Pass).unwrap();
    game.play(Move::Pass).unwrap();
    let names = ["Eva", "Adam"];
    assert_eq!(
        replayed(&json(&game)),
        format!(
            "1. {} pass\n2. {} pass\nresult: Eva and Adam win 0-0, everyone passed\n",
            names[first],
            names[1 - first]
        )
    );
}

#[test]
fn turns_taken_back_are_listed_but_not_counted() {
    let mut game = Game::new(Setup::new(players(&["Eva", "Adam", "Zoe"]), 5));
    for turn in 0..6 {
        let rack = rack(&game);
        let mv = match best_placement(game.position().board(), &rack) {
            Some((placement, _)) if turn != 2 => Move::Place(placement),
            _ => Move::Exchange(rack[..2].to_vec()),
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
    assert_eq!(result, expected_result(&game));
    assert!(result.contains(", 2 exchanged"), "{result}");
}

#[test]
fn an_illegal_turn_stops_the_replay_with_its_number_and_reason() {
    let mut game = Game::new(Setup::new(players(&["Eva", "Adam"]), 6));
    let (first, _) = best_placement(game.position().board(), &rack(&game)).expect("a first placement");
    game.play(Move::Place(first)).unwrap();
    let mut record = game.record();
    // A tile of the next player's rack in the corner, away from every board tile.
    let tile = rack(&game)[0];
    record.moves.push(format!("A1={tile}"));
    record.moves.push("pass".into());
    assert_eq!(
        refused(&["replay", "-"], &serde_json::to_string(&record).unwrap()),
        format!("move 2 (A1={tile}): the tiles must join the tiles on the board\n")
    );

    // Turns taken back are numbered after the played ones; bad notation names the bad part.
    record.moves.truncate(1);
    record.undone = vec!["pass".into(), "exchange 3a".into()];
    let refusal = refused(&["replay", "-"], &serde_json::to_string(&record).unwrap());
    assert!(refusal.starts_with("move 3 (exchange 3a): "), "{refusal}");
}

#[test]
fn a_setup_the_game_cannot_start_from_is_refused() {
    let mut record = Game::new(Setup::new(players(&["Eva", "Adam"]), 7)).record();
    for names in [&["Eva"][..], &["Eva", "Adam", "Zoe", "Bo", "Cy"]] {
        record.setup = Setup::new(players(names), 7);
        assert_eq!(
            refused(&["replay", "-"], &serde_json::to_string(&record).unwrap()),
            format!(
                "the setup is not valid: a game seats 2 to 4 players, not {}\n",
                names.len()
            )
        );
    }
}
