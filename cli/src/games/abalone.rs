//! Abalone from the command line: positions in PlayStrategy's notation, move lists, analysis,
//! and its records' replay.

use crate::read_input;
use clap::Subcommand;
use gameshelf_engine::abalone::{Ending, Fen, Game, Layout, Setup, Team};
use gameshelf_engine::game::AnyGame;
use std::path::{Path, PathBuf};

pub const ABOUT: &str = "Abalone: positions in PlayStrategy's notation";

#[derive(Subcommand)]
pub enum Command {
    /// Print the final position of a two-player game record in PlayStrategy's notation.
    Fen {
        /// The record's JSON file, or `-` for standard input.
        file: PathBuf,
    },
    /// Print a two-player game record's moves as Aba-Pro's plain move list (`1. A1B2 I9H8 2. ...`).
    Moves {
        /// The record's JSON file, or `-` for standard input.
        file: PathBuf,
    },
    /// Read Aba-Pro's plain move list through the rules and print it as a game record (JSON);
    /// a move that cannot be played exits 1 naming its number, side and why.
    Import {
        /// The move list's file, or `-` for standard input.
        file: PathBuf,
        /// The two-player layout the moves start from.
        #[arg(long, default_value = "standard")]
        layout: Layout,
        /// Or the position they start from, in PlayStrategy's notation.
        #[arg(long, conflicts_with = "layout")]
        fen: Option<String>,
    },
    #[command(about = "Analyse a position with the strong robot's search, one line per depth")]
    #[command(long_about = crate::robots::ANALYSE_HELP)]
    Analyse(crate::robots::AnalyseArgs),
}

pub fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Fen { file } => {
            print_abalone(&file, Game::fen, "PlayStrategy's notation is for two players")
        }
        Command::Moves { file } => {
            print_abalone(&file, Game::move_list, "a move list is written for two players")
        }
        Command::Import { file, layout, fen } => import_move_list(&file, layout, fen.as_deref()),
        Command::Analyse(args) => crate::robots::analyse(&args),
    }
}

/// Prints what `written` makes of the Abalone game a record holds: an error for a record of
/// another game, or `two_only` where it has no writing for more than two players.
fn print_abalone(file: &Path, written: fn(&Game) -> Option<String>, two_only: &str) -> Result<(), String> {
    let replayed = AnyGame::from_record(&read_input(file)?).map_err(|error| error.to_string())?;
    let AnyGame::Abalone(game) = replayed.game else {
        return Err(format!(
            "this is a record of {:?}, not of Abalone",
            replayed.game.kind()
        ));
    };
    println!("{}", written(&game).ok_or(two_only)?);
    Ok(())
}

/// A record of the game a move list plays, from a layout or a position.
fn import_move_list(file: &Path, layout: Layout, fen: Option<&str>) -> Result<(), String> {
    let start = fen
        .map(|fen| Fen::parse(fen).map_err(|error| format!("--fen: {error}")))
        .transpose()?;
    let setup = Setup {
        start: start.map(Box::new),
        ..Setup::new(layout, vec!["Black".into(), "White".into()])
    };
    let game = Game::from_move_list(setup, &read_input(file)?).map_err(|error| error.to_string())?;
    println!("{}", game.record().to_file());
    Ok(())
}

pub const REPLAY_HELP: &str = "\
Abalone output, one line each:
  N. MOVE                             a move, e.g. `1. A1A2`
  N. MOVE pushes off PLAYER at CELL   e.g. `17. C3C4 pushes off white at I9`
  N. MOVE (taken back)                a move undone but kept for redo
  result: WINNER win(s) SCORES        who won, then the marbles pushed off
  result: in progress, PLAYER to move, pushed off by PLAYER N, by PLAYER N, ...

Players are `black` and `white` in the two-player game, `player 1` to `player 4` (in seat
order, P1 first) in the three- and four-player games. The scores are the marbles pushed off
by the winner first, then by each other player in seat order; in the four-player game the
winner and the other side are teams (P1 with P3, P2 with P4), each scoring its two partners'
push-offs together. For example:
  result: black wins 6-2                   two players
  result: player 2 wins 6-3-1              three players: P2 6, then P1 3 and P3 1
  result: player 1 and player 3 win 6-4    four players: P1 and P3 together 6, P2 and P4 4
  result: in progress, player 2 to move, pushed off by player 1 2, by player 2 0, by player 3 1
A game ended by a setting says so after the scores; a draw names no winner:
  result: white wins 0-0, black out of time
  result: draw 1-1 at the move limit
  result: draw 0-0 by the third repetition";

/// The game's moves, one a line, then its result line, as `replay` prints them.
pub fn print_game(game: &Game) {
    // Redo on a copy to describe the moves taken back as well.
    let mut whole = game.clone();
    while whole.redo().is_some() {}
    for (index, played) in whole.played().iter().enumerate() {
        let taken_back = if index < game.played().len() {
            ""
        } else {
            " (taken back)"
        };
        println!("{}. {played}{taken_back}", index + 1);
    }

    println!("result: {}", result(game));
}

/// The Abalone result line after `result: `, as the replay help describes it.
pub fn result(game: &Game) -> String {
    let position = game.position();
    let Some(outcome) = game.outcome() else {
        let scores: Vec<String> = position
            .seats()
            .map(|seat| format!("by {} {}", position.seat_name(seat), position.pushed_off_by(seat)))
            .collect();
        return format!(
            "in progress, {} to move, pushed off {}",
            position.seat_name(position.to_move()),
            scores.join(", ")
        );
    };
    let (winners, others): (Vec<Team>, Vec<Team>) =
        position.teams().partition(|team| outcome.winners.contains(team));
    let scores: Vec<String> = winners
        .iter()
        .chain(&others)
        .map(|&team| position.team_pushed_off(team).to_string())
        .collect();
    let scores = scores.join("-");
    let names: Vec<String> = winners
        .iter()
        .flat_map(|&team| position.members(team))
        .map(|seat| position.seat_name(seat))
        .collect();
    let verdict = match names.len() {
        0 => format!("draw {scores}"),
        1 => format!("{} wins {scores}", names[0]),
        _ => format!("{} win {scores}", names.join(" and ")),
    };
    match outcome.ending {
        Ending::SixPushedOff => verdict,
        Ending::OutOfTime(seat) => format!("{verdict}, {} out of time", position.seat_name(seat)),
        Ending::Resigned(seat) => format!("{verdict}, {} resigned", position.seat_name(seat)),
        Ending::MoveLimit => format!("{verdict} at the move limit"),
        Ending::Repetition => format!("{verdict} by the third repetition"),
    }
}
