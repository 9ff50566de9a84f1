//! The `gameshelf` command: the engine's perft and record replay from the shell. Each subcommand
//! is a thin call into the engine, so what it prints is what the app would compute.

use clap::{Args, Parser, Subcommand, ValueEnum};
use gameshelf_engine::abalone::{perft, perft_full, Game, Layout, MoveError, Position, Setup, Side};
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
  N. MOVE pushes off COLOUR at CELL   e.g. `17. C3C4 pushes off white at I9`
  N. MOVE (taken back)                a move undone but kept for redo
  result: black wins 6-2              pushed off by the winner, then by the loser
  result: in progress, white to move, pushed off by black 2, by white 1

The first illegal move stops the replay with `move N (MOVE): reason` on stderr and exit
code 1; so does a file that cannot be read, is not a record, or has an unknown format.";

#[derive(Clone, Copy, ValueEnum)]
enum GameName {
    Abalone,
}

#[derive(Args)]
struct PerftArgs {
    /// The game (only abalone so far).
    game: GameName,
    /// Start layout: standard, belgian-daisy or german-daisy.
    #[arg(long, default_value = "standard")]
    layout: Layout,
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
        Command::Perft(args) => {
            run_perft(&args);
            Ok(())
        }
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

fn run_perft(args: &PerftArgs) {
    let position = match args.game {
        GameName::Abalone => Position::new(args.layout),
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
        println!(
            "{} depth {} ({method}): {leaves} leaf nodes in {seconds:.3} s, {:.1} million leaf nodes/s",
            args.layout.name(),
            args.depth,
            leaves as f64 / seconds / 1e6
        );
    }
    println!("{leaves}");
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

    let position = game.position();
    match position.winner() {
        Some(winner) => println!(
            "result: {winner} wins {}-{}",
            position.pushed_off_by(winner),
            position.pushed_off_by(winner.other())
        ),
        None => println!(
            "result: in progress, {} to move, pushed off by black {}, by white {}",
            position.to_move(),
            position.pushed_off_by(Side::Black),
            position.pushed_off_by(Side::White)
        ),
    }
    Ok(())
}
