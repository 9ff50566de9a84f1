//! The `gameshelf` command: the engine's perft and record replay from the shell. Each subcommand
//! is a thin call into the engine, so what it prints is what the app would compute.

use clap::{Args, Parser, Subcommand, ValueEnum};
use gameshelf_engine::abalone::{
    perft, perft_full, Ending, Game, Layout, MoveError, Position, Setup, Team, TurnOrder,
};
use gameshelf_engine::common::record::parse;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser)]
#[command(
    name = "gameshelf",
    version,
    about = "The Gameshelf rule engine from the command line"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Count the leaf nodes of the move tree from a start layout.
    ///
    /// The last line of output is always the leaf count, a bare integer.
    Perft(PerftArgs),
    #[command(about = "Replay a game record through the rules and print its moves and result")]
    #[command(long_about = REPLAY_HELP)]
    Replay {
        /// The record's JSON file, or `-` for standard input.
        file: PathBuf,
    },
}

const REPLAY_HELP: &str = "\
Replay a game record through the rules and print its moves and result.

Output, one line each:
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
  result: draw 0-0 by the third repetition

The first illegal move stops the replay with `move N (MOVE): reason` on stderr and exit
code 1; so does a file that cannot be read, is not a record, has an unknown format, or has a
setup the game cannot start from (`the setup is not valid: ...`, e.g. the wrong number of
players).";

#[derive(Clone, Copy, ValueEnum)]
enum GameName {
    Abalone,
}

/// Who moves after whom in the four-player game.
#[derive(Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
enum TurnOrderArg {
    /// P1, P2, P3, P4: the teams alternate.
    #[default]
    Alternate,
    /// P1, P3, P2, P4: partners play one after the other.
    PartnersConsecutive,
}

impl From<TurnOrderArg> for TurnOrder {
    fn from(order: TurnOrderArg) -> TurnOrder {
        match order {
            TurnOrderArg::Alternate => TurnOrder::Alternate,
            TurnOrderArg::PartnersConsecutive => TurnOrder::PartnersConsecutive,
        }
    }
}

#[derive(Args)]
struct PerftArgs {
    /// The game (only abalone so far).
    game: GameName,
    /// Start layout: standard, belgian-daisy, german-daisy (two players), three-player or
    /// four-player.
    #[arg(long, default_value = "standard")]
    layout: Layout,
    /// Turn order of the four-player game.
    #[arg(long, value_enum, default_value_t)]
    turn_order: TurnOrderArg,
    /// Plies to look ahead.
    #[arg(long)]
    depth: u32,
    /// First print each legal move with the leaf count below it, as `MOVE: COUNT`.
    #[arg(long)]
    divide: bool,
    /// Play every move down to the leaves instead of counting the last ply's moves.
    #[arg(long)]
    full: bool,
    /// Time the run and print the leaf nodes per second before the count.
    #[arg(long)]
    bench: bool,
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Perft(args) => run_perft(&args),
        Command::Replay { file } => replay(&file),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

fn run_perft(args: &PerftArgs) -> Result<(), String> {
    if args.turn_order != TurnOrderArg::Alternate && args.layout.seats() != 4 {
        return Err(format!(
            "--turn-order partners-consecutive needs the four-player layout, not {}",
            args.layout.name()
        ));
    }
    let position = match args.game {
        GameName::Abalone => Position::with_turn_order(args.layout, args.turn_order.into()),
    };
    let count = if args.full { perft_full } else { perft };
    let start = Instant::now();
    let leaves = if args.divide && args.depth > 0 {
        let mut total = 0;
        for mv in position.legal_moves() {
            let mut next = position;
            next.play_unchecked(mv);
            let leaves = count(&next, args.depth - 1);
            println!("{mv}: {leaves}");
            total += leaves;
        }
        total
    } else {
        count(&position, args.depth)
    };
    if args.bench {
        let seconds = start.elapsed().as_secs_f64();
        let method = if args.full {
            "perft_full, every leaf played"
        } else {
            "perft, last ply counted"
        };
        let order = match args.turn_order {
            TurnOrderArg::Alternate => "",
            TurnOrderArg::PartnersConsecutive => " partners-consecutive",
        };
        println!(
            "{}{order} depth {} ({method}): {leaves} leaf nodes in {seconds:.3} s, {:.1} million leaf nodes/s",
            args.layout.name(),
            args.depth,
            leaves as f64 / seconds / 1e6
        );
    }
    println!("{leaves}");
    Ok(())
}

fn replay(file: &Path) -> Result<(), String> {
    let json = if file.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).map(|_| text)
    } else {
        std::fs::read_to_string(file)
    }
    .map_err(|error| format!("cannot read {}: {error}", file.display()))?;
    let game = parse::<Setup, MoveError>(&json)
        .and_then(|record| Game::replay(&record))
        .map_err(|error| error.to_string())?;

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

    println!("result: {}", result(&game));
    Ok(())
}

/// The result line after `result: `, as the replay help describes it.
fn result(game: &Game) -> String {
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
        Ending::MoveLimit => format!("{verdict} at the move limit"),
        Ending::Repetition => format!("{verdict} by the third repetition"),
    }
}
