//! Addique from the command line: scoring placements, and its records' replay.

use super::{counted, print_tile_game, scored_line, seat_names, seat_scores, winners_line};
use clap::Subcommand;
use gameshelf_engine::addique::{score, DealtGame, Game, Move, Outcome, Piece, Table, Turn};
use gameshelf_engine::game::Score;

pub const ABOUT: &str = "Addique: place plus-shaped pieces and score the last one";

#[derive(Subcommand)]
pub enum Command {
    #[command(about = "Place pieces in order and print what the last one scores")]
    #[command(long_about = SCORE_HELP)]
    Score {
        /// The placements in order as PIECE@X,Y, e.g. `"2475@0,0 1782@1,2"`.
        #[arg(value_parser = parse_placements, num_args = 1.., required = true)]
        placements: Vec<Placements>,
    },
}

const SCORE_HELP: &str = "\
Place Addique pieces on an empty table in order and print what the last one scores.

Each placement is PIECE@X,Y: the piece's four digits clockwise from the top (`2475` is 2 top,
4 right, 7 bottom, 5 left) and its centre, x to the right and y downwards. The first piece goes
anywhere; each later one must notch into the pieces already played with 3 or more edges.

Output, one line each:
  NUMBER/9=POINTS   a number the last piece makes that is divisible by 9, rows first (top to
                    bottom), then columns (left to right), e.g. `4761/9=529`
  total POINTS      the last piece's score; a single piece scores top x bottom + left x right

A placement that is illegal (not a piece of the set, already used, overlapping, or touching
with fewer than 3 edges) exits with code 1, naming it and why; a placement not written
PIECE@X,Y exits with code 2.";

/// One argument's placements: pieces as written (the engine checks them) and their centres.
#[derive(Clone)]
pub struct Placements(Vec<(String, (i32, i32))>);

/// Checks only the PIECE@X,Y shape, so clap exits with code 2 on a malformed argument; whether
/// PIECE is in the set is the rules' call, reported with exit code 1.
fn parse_placements(text: &str) -> Result<Placements, String> {
    let placement = |word: &str| {
        let (piece, at) = word.split_once('@').ok_or(())?;
        let (x, y) = at.split_once(',').ok_or(())?;
        Ok((
            piece.to_string(),
            (x.parse().map_err(drop)?, y.parse().map_err(drop)?),
        ))
    };
    let placements = text
        .split_whitespace()
        .map(|word| placement(word).map_err(|()| format!("{word:?} is not PIECE@X,Y, e.g. 2475@0,0")))
        .collect::<Result<Vec<_>, String>>()?;
    if placements.is_empty() {
        return Err("no placements".into());
    }
    Ok(Placements(placements))
}

/// Plays the placements in order, then prints the last one's divisible numbers and total.
fn print_score(placements: &[(String, (i32, i32))]) -> Result<(), String> {
    let mut table = Table::new();
    let mut scored = None;
    for (index, (text, (x, y))) in placements.iter().enumerate() {
        let named = || format!("placement {} ({text}@{x},{y})", index + 1);
        let piece: Piece = text
            .parse()
            .map_err(|error| format!("{}: not a piece of the set: {error}", named()))?;
        // Scored against the table before it, as the rules score a turn.
        scored = Some(score(&table, piece, (*x, *y)));
        table
            .place(piece, (*x, *y))
            .map_err(|error| format!("{}: {error}", named()))?;
    }
    let scored = scored.expect("the parser refuses an empty list");
    for number in scored.numbers.iter().filter(|number| number.divisible) {
        println!("{}/9={}", number.value, number.points);
    }
    println!("total {}", scored.total);
    Ok(())
}

pub fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Score { placements } => {
            let placements: Vec<_> = placements.into_iter().flat_map(|words| words.0).collect();
            print_score(&placements)
        }
    }
}

pub const REPLAY_HELP: &str = "\
Addique output, one line each:
  opening round N: PLAYER PIECE (PRODUCT SUM), ...
                                      the pieces drawn for who starts, a round per tie
  0. PLAYER PIECE@0,0: total P        the starter's piece in the centre, scoring its
                                      product sum top x bottom + left x right
  N. PLAYER MOVE: NUMBER/9=P, ..., total P
                                      a piece and each number divisible by 9 it makes
  N. ... (taken back)                 a turn undone but kept for redo
  result: in progress, PLAYER to play, PLAYER SCORE, ..., N pieces in the pool
  result: WINNER win(s) SCORES, all 48 pieces played   (or `, NAME resigned`: last, whatever
                                      the scores)

Players are named as for Abaku. A move is PIECE@X,Y: the piece's four digits clockwise from
the top and its centre, x to the right and y downwards, as `gameshelf addique score` reads
them. The numbers come rows first, then columns, as that command prints them (a number not
divisible by 9 is left out). Here the first round ties at 22, so both players draw again:
  opening round 1: Eva 8712 (22), Adam 8217 (22)
  opening round 2: Eva 7524 (34), Adam 2376 (32)
  0. Eva 7524@0,0: total 34
  1. Adam 4752@-2,1: 72/9=8, total 8
  result: in progress, Eva to play, Eva 34, Adam 8, 40 pieces in the pool
In progress, the scores are the points so far in seat order, then the pieces left in the
pool (`1 piece` for one). A finished game's scores are the winners' first, then the others'
in seat order; the game above, every turn playing the hint, ends:
  result: Eva wins 6904-5389, all 48 pieces played";

/// The game's turns, one a line, then its result line, as `replay` prints them.
pub fn print_game(game: &Game) {
    let names = seat_names(&game.setup().players);

    let opening = game.opening();
    for (round, pieces) in opening.rounds.iter().enumerate() {
        let drawn: Vec<String> = pieces
            .iter()
            .zip(&names)
            .map(|(piece, name)| format!("{name} {piece} ({})", piece.product_sum()))
            .collect();
        println!("opening round {}: {}", round + 1, drawn.join(", "));
    }
    let (starter_piece, centre) = game.position().table().pieces()[0];
    let starter = &names[opening.starter];
    println!(
        "0. {starter} {}: total {}",
        Move {
            piece: starter_piece,
            at: centre
        },
        game.opening_score().total
    );
    print_tile_game(game, Game::turns, scored, result);
}

/// What a piece scored, after the move: `: 4761/9=529, 72/9=8, 72/9=8, total 545`, the
/// numbers not divisible by 9 left out as `gameshelf addique score` leaves them out.
fn scored(turn: &Turn) -> String {
    let parts = turn
        .scored
        .numbers
        .iter()
        .filter(|number| number.divisible)
        .map(|number| format!("{}/9={}", number.value, number.points));
    scored_line(parts, turn.scored.total)
}

/// The Addique result line after `result: `, as the replay help describes it.
pub fn result(game: &Game) -> String {
    let position = game.position();
    result_line(
        &game.setup().players,
        position.scores(),
        game.outcome(),
        position.to_move(),
        position.table().pieces().len(),
        position.pool_len(),
    )
}

/// The same line for a game dealt at a distance, as one device knows it.
pub fn dealt_result(game: &DealtGame) -> String {
    let view = game.view();
    result_line(
        game.players(),
        game.scores(),
        game.outcome(),
        game.to_move(),
        game.table().pieces().len(),
        view.pool_len,
    )
}

fn result_line(
    players: &[String],
    scores: &[Score],
    outcome: Option<Outcome>,
    to_move: usize,
    on_table: usize,
    in_pool: usize,
) -> String {
    let names = &seat_names(players);
    let scores: Vec<String> = scores.iter().map(Score::to_string).collect();
    match outcome {
        Some(outcome) => {
            let ending = match outcome.resigned {
                Some(seat) => format!("{} resigned", names[seat]),
                None => format!("all {} played", counted(on_table, "piece")),
            };
            let winners = winners_line(names, &outcome.ranking, &outcome.ranks, &scores);
            format!("{winners}, {ending}")
        }
        None => format!(
            "in progress, {} to play, {}, {} in the pool",
            names[to_move],
            seat_scores(names, &scores),
            counted(in_pool, "piece")
        ),
    }
}
