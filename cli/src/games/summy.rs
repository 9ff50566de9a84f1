//! Summy from the command line: checking a sum, and its records' replay.

use super::{counted, print_tile_game, scored_line, seat_names, seat_scores, winners_line};
use clap::Subcommand;
use gameshelf_engine::game::Score;
use gameshelf_engine::summy::sums::check_sum;
use gameshelf_engine::summy::tile::Tile;
use gameshelf_engine::summy::{rules, DealtGame, Ending, Game, Move, Outcome, Turn};

pub const ABOUT: &str = "Summy: check runs of tiles as complete sums";

#[derive(Subcommand)]
pub enum Command {
    #[command(about = "Check a run of tiles as a complete sum and print its points or why not")]
    #[command(long_about = SUMMY_CHECK_HELP)]
    Check {
        /// The tiles' symbols in order, e.g. `70+118:2=129`.
        #[arg(value_parser = parse_tiles, allow_hyphen_values = true)]
        sum: Tiles,
    },
}

const SUMMY_CHECK_HELP: &str = "\
Check a run of tiles as a complete sum, as the Summy rules read it, and print its points or
why it is not one.

Output, one line:
  valid POINTS      a complete sum and its points, the sum of its digits (`2x3=6`: `valid 11`)
  invalid: REASON   why not, e.g. `invalid: 70+118:2 is 129, not 128`

The tiles are 0-9, + - x : and =; `X`, `*` and `×` also read as x, `/` and `÷` as :, and `−`
as -. Both outcomes exit with code 0 (the empty argument is `invalid: there are no tiles`); an
argument that holds any other character, a space included, exits with code 2.";

/// A run of Summy tiles.
#[derive(Clone)]
pub struct Tiles(Vec<Tile>);

/// Refuses any character that is no tile, naming the first one and its position (from 1); clap
/// then exits with code 2 like for any bad argument.
fn parse_tiles(text: &str) -> Result<Tiles, String> {
    text.chars()
        .enumerate()
        .map(|(index, char)| {
            Tile::from_char(char).ok_or_else(|| {
                format!(
                    "{char:?} at position {} is not a tile: 0-9, + - x : or =",
                    index + 1
                )
            })
        })
        .collect::<Result<_, _>>()
        .map(Tiles)
}

/// `valid POINTS` or `invalid: REASON`.
fn print_check(tiles: &[Tile]) {
    match check_sum(tiles) {
        Ok(points) => println!("valid {points}"),
        Err(reason) => println!("invalid: {reason}"),
    }
}

pub fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Check { sum } => print_check(&sum.0),
    }
    Ok(())
}

pub const REPLAY_HELP: &str = "\
Summy output, one line each:
  N. PLAYER MOVE                      an exchange or a pass, e.g. `3. Eva exchange 7+=`
  N. PLAYER MOVE: SUM (P), ..., total P
                                      a placement, then each sum it completes with its points
  N. ... (taken back)                 a turn undone but kept for redo
  result: in progress, PLAYER to play, PLAYER SCORE, ..., N tiles in the stock, M exchanged
  result: WINNER win(s) SCORES, ENDING

Players are named as for Abaku. A placement lists its new tiles as SQUARE=TILE (`J13=2
K13=x L13=3 N13=6` lays 2x3 before the `=` on the centre M13, and 6 after it; `K13==` would
lay an equals sign); `exchange 7+=` gives up a 7, a plus and an equals sign. Sums are written
with the rules' symbols 0-9, + - x : and =, each scoring the sum of its digits:
  1. Eva J13=2 K13=x L13=3 N13=6: 2x3=6 (11), total 11
In progress, the scores are the points so far in seat order, then the tiles left in the
stock, the tiles exchanged out of the game and, once a player has gone down to 4 tiles or
fewer, the last turns left (`, 2 last turns`; `1 tile`, `1 last turn` for one). A finished game's scores are the winners'
first, then the others' in seat order. The ending is `NAME went down to N tiles` (4 or fewer,
and everyone else has had a last turn), `everyone passed` or `NAME resigned` (the player who
resigned comes last):
  result: Eva wins 45-30, Adam went down to 3 tiles
  result: Eva and Adam win 12-12, everyone passed";

/// The game's turns, one a line, then its result line, as `replay` prints them.
pub fn print_game(game: &Game) {
    print_tile_game(game, Game::turns, scored, result);
}

/// What a placement scored, after the move: `: 2x3=6 (11), 5+74=79 (32), total 43`; nothing for
/// an exchange or a pass.
fn scored(turn: &Turn) -> String {
    if !matches!(turn.mv, Move::Place(_)) {
        return String::new();
    }
    let parts = turn
        .scored
        .sums
        .iter()
        .map(|sum| format!("{} ({})", rules::written(&sum.tiles), sum.points));
    scored_line(parts, turn.scored.points)
}

/// The Summy result line after `result: `, as the replay help describes it.
pub fn result(game: &Game) -> String {
    let position = game.position();
    result_line(&Standing {
        players: &game.setup().players,
        to_move: position.to_move(),
        scores: position.scores(),
        stock_len: position.stock_len(),
        exchanged: position.discarded(),
        last_turns: position.last_turns(),
        outcome: game.outcome(),
        rack_len: &|seat| position.rack(seat).len(),
    })
}

/// The same line for a game dealt at a distance, as one device knows it.
pub fn dealt_result(game: &DealtGame) -> String {
    let view = game.view();
    result_line(&Standing {
        players: game.players(),
        to_move: game.to_move(),
        scores: game.scores(),
        stock_len: view.stock_len,
        exchanged: game.exchanged(),
        last_turns: view.last_turns,
        outcome: game.outcome(),
        rack_len: &|seat| game.hands().hand(seat).len(),
    })
}

/// What the result line tells, from a seeded game or a dealt one.
struct Standing<'a> {
    players: &'a [String],
    to_move: usize,
    scores: &'a [Score],
    stock_len: usize,
    exchanged: usize,
    last_turns: Option<usize>,
    outcome: Option<Outcome>,
    rack_len: &'a dyn Fn(usize) -> usize,
}

fn result_line(standing: &Standing) -> String {
    let names = &seat_names(standing.players);
    let Some(outcome) = &standing.outcome else {
        let mut line = format!(
            "in progress, {} to play, {}, {} in the stock, {} exchanged",
            names[standing.to_move],
            seat_scores(names, standing.scores),
            counted(standing.stock_len, "tile"),
            standing.exchanged
        );
        if let Some(left) = standing.last_turns {
            line.push_str(&format!(", {}", counted(left, "last turn")));
        }
        return line;
    };
    let scores: Vec<String> = standing.scores.iter().map(Score::to_string).collect();
    let ending = match outcome.ending {
        // Only the others have played since that seat's turn, so its rack is as it left it.
        Ending::LastTurns(seat) => format!(
            "{} went down to {}",
            names[seat],
            counted((standing.rack_len)(seat), "tile")
        ),
        Ending::AllPassed => "everyone passed".into(),
        Ending::Resigned(seat) => format!("{} resigned", names[seat]),
    };
    format!(
        "{}, {ending}",
        winners_line(names, &outcome.ranking, &outcome.ranks, &scores)
    )
}
