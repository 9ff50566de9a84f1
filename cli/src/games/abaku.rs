//! Abaku from the command line: its equations, and its records' replay.

use super::{counted, print_tile_game, scored_line, seat_names, seat_scores, winners_line};
use clap::Subcommand;
use gameshelf_engine::abaku::equations::{equations_in, readings};
use gameshelf_engine::abaku::{DealtGame, Ending, Game, Mode, Move, Outcome, Turn};
use gameshelf_engine::game::Score;

pub const ABOUT: &str = "Abaku: read runs of digit tiles as equations";

#[derive(Subcommand)]
pub enum Command {
    #[command(about = "Print every part of a run of digit tiles that is an equation")]
    #[command(long_about = EQUATIONS_HELP)]
    Equations {
        /// The tiles' digits in order, e.g. `1234`.
        #[arg(value_parser = parse_digits)]
        digits: Digits,
    },
}

const EQUATIONS_HELP: &str = "\
Print every part of a run of digit tiles that is an equation.

Output, one line each:
  DIGITS: READING | READING ...   a part and every way to read it, e.g. `422: 4-2=2 | 4:2=2`
  N equations                     how many parts are equations (`1 equation` for one)

The parts come in order of where they start, then of length: `1234` gives `123: 1+2=3`,
`1234: 12:3=4`, `2 equations`. Readings are written `1+2=3`, `6-4=2`, `2x5=10`, `12:4=3`,
`7^2=49`, `2^3=8`, `sqrt(9)=3` and `cbrt(8)=2`. An argument that is empty or holds anything
but the digits 0-9 exits with code 2.";

/// A run of digit tiles, each 0-9.
#[derive(Clone)]
pub struct Digits(Vec<u8>);

/// Refuses anything but digits, naming the first other character and its position (from 1);
/// clap then exits with code 2 like for any bad argument.
fn parse_digits(text: &str) -> Result<Digits, String> {
    if text.is_empty() {
        return Err("no digits".into());
    }
    text.chars()
        .enumerate()
        .map(|(index, char)| match char.to_digit(10) {
            Some(digit) => Ok(digit as u8),
            None => Err(format!("{char:?} at position {} is not a digit 0-9", index + 1)),
        })
        .collect::<Result<_, _>>()
        .map(Digits)
}

pub fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Equations { digits } => print_equations(&digits.0),
    }
    Ok(())
}

fn print_equations(digits: &[u8]) {
    let parts = equations_in(digits);
    for part in &parts {
        let run = &digits[part.clone()];
        let text: String = run.iter().map(|digit| char::from(b'0' + digit)).collect();
        let notations: Vec<String> = readings(run).iter().map(|reading| reading.notation()).collect();
        println!("{text}: {}", notations.join(" | "));
    }
    let noun = if parts.len() == 1 { "equation" } else { "equations" };
    println!("{} {noun}", parts.len());
}

pub const REPLAY_HELP: &str = "\
Abaku output, one line each:
  N. PLAYER MOVE                      an exchange or a pass, e.g. `3. Eva pass`
  N. PLAYER MOVE: EQUATION (P), ..., total P
                                      a placement, then each equation it forms with its points
  N. ... (taken back)                 a turn undone but kept for redo
  result: in progress, PLAYER to play, PLAYER SCORE, PLAYER SCORE, ..., N tiles in the bag
  result: WINNER win(s) SCORES, ENDING

Players are named as in the record's setup (`player N`, from 1 in seat order, when a name is
blank). Moves are written as in the record: `H8=7 I8=*4` lays a 7 on H8 and the joker as a 4
on I8, `(K8) ...` first takes back the joker on K8 by laying its real digit there, `exchange
35*` puts back a 3, a 5 and the joker. An equation that reads in several ways lists them all,
joined by ` | `, written as `gameshelf abaku equations` writes them:
  1. Eva H8=2 I8=4: 2^2=4 (4), total 4
  2. Adam H9=2 H10=4: 2+2=4 | 2x2=4 (3), 2^2=4 (2), total 5
In progress, the scores are the points scored so far, in seat order, then the tiles left in
the bag (`1 tile in the bag` for one). A finished game's scores
are the final ones (leftover tiles deducted, and gained by the player who went out): the
winners first, then the others in seat order, a negative score in parentheses. The ending is
`NAME went out`, `everyone passed`, `no one can play` or `NAME resigned` (then nothing is
deducted, and the player who resigned comes last); the solo cover game adds the squares left
empty:
  result: Eva wins 45-30, Adam went out
  result: Eva and Adam win 31-31-(-2), everyone passed
  result: Eva wins 58, no one can play, 221 squares empty";

/// The game's turns, one a line, then its result line, as `replay` prints them.
pub fn print_game(game: &Game) {
    print_tile_game(game, Game::turns, scored, result);
}

/// What a placement scored, after the move: `: 12:4=3 (8), sqrt(4)=2 (4), total 12`; nothing for
/// an exchange or a pass.
fn scored(turn: &Turn) -> String {
    if !matches!(turn.mv, Move::Place(_)) {
        return String::new();
    }
    let parts = turn.scored.equations.iter().map(|equation| {
        let readings: Vec<String> = equation
            .readings()
            .iter()
            .map(|reading| reading.notation())
            .collect();
        format!("{} ({})", readings.join(" | "), equation.points)
    });
    scored_line(parts, turn.scored.points)
}

/// The Abaku result line after `result: `, as the replay help describes it.
pub fn result(game: &Game) -> String {
    let position = game.position();
    let (players, scores) = (&game.setup().players, position.scores());
    let mut line = result_line(
        players,
        position.to_move(),
        scores,
        position.bag_len(),
        game.outcome(),
    );
    if game.outcome().is_some() && game.setup().mode == Mode::SoloCover {
        line.push_str(&format!(", {} empty", counted(game.empty_squares(), "square")));
    }
    line
}

/// The same line for a game dealt at a distance, as one device knows it: its end waits for
/// the racks left, read once every deal secret is revealed.
pub fn dealt_result(game: &DealtGame) -> String {
    if game.ending().is_some() && game.outcome().is_none() {
        return "over, the racks left to be read once every deal secret is revealed".into();
    }
    let bag_len = game.hands().deck_left();
    result_line(
        game.players(),
        game.to_move(),
        game.scores(),
        bag_len,
        game.outcome(),
    )
}

fn result_line(
    players: &[String],
    to_move: usize,
    scores: &[Score],
    bag_len: usize,
    outcome: Option<Outcome>,
) -> String {
    let names = &seat_names(players);
    let Some(outcome) = outcome else {
        return format!(
            "in progress, {} to play, {}, {} in the bag",
            names[to_move],
            seat_scores(names, scores),
            counted(bag_len, "tile")
        );
    };
    // A negative score goes in parentheses, so that `-` only ever separates scores.
    let scores: Vec<String> = outcome
        .final_scores
        .iter()
        .map(|&score| match score {
            score if score < 0 => format!("({score})"),
            score => score.to_string(),
        })
        .collect();
    let ending = match outcome.ending {
        Ending::WentOut(seat) => format!("{} went out", names[seat]),
        Ending::AllPassed => "everyone passed".into(),
        Ending::Blocked => "no one can play".into(),
        Ending::Resigned(seat) => format!("{} resigned", names[seat]),
    };
    format!(
        "{}, {ending}",
        winners_line(names, &outcome.ranking, &outcome.ranks, &scores)
    )
}
