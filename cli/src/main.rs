//! The `gameshelf` command: the engine's perft and record replay from the shell. Each subcommand
//! is a thin call into the engine, so what it prints is what the app would compute.

mod games;
mod lessons;
mod matches;
mod remote;
mod robots;

use clap::{Args, Parser, Subcommand, ValueEnum};
use gameshelf_engine::abalone::{perft, perft_full, Fen, Layout, Position, TurnOrder};
use gameshelf_engine::game::AnyGame;
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
    #[command(long_about = games::replay_help())]
    Replay {
        /// The record's JSON file, or `-` for standard input.
        file: PathBuf,
    },
    #[command(flatten)]
    Game(games::GameCommand),
    #[command(about = "Print the robot's move for the player to move")]
    #[command(long_about = robots::ROBOT_HELP)]
    Robot(robots::RobotArgs),
    #[command(about = "Set each move of a game beside the strong robot's choice there")]
    #[command(long_about = robots::REVIEW_HELP)]
    Review(robots::ReviewArgs),
    #[command(about = "Play robots of two levels against each other and measure their Elo")]
    #[command(long_about = matches::MATCH_HELP)]
    Match(matches::MatchArgs),
    #[command(about = "Play at a distance with no server: one device's seat, moves as links")]
    #[command(long_about = remote::REMOTE_HELP)]
    #[command(subcommand)]
    Remote(remote::RemoteCommand),
    #[command(about = "Check a game's lessons: one line each, exit code 1 if any fails")]
    #[command(long_about = lessons::LESSONS_HELP)]
    #[command(subcommand)]
    Lessons(lessons::LessonsCommand),
}

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
    /// Start layout: standard, belgian-daisy, german-daisy, the named two-player layouts
    /// (dutch-daisy, swiss-daisy, alien-attack, the-wall, checkerboard, star, duel, snakes,
    /// fujiyama, domination, infiltration, face-to-face), three-player or four-player.
    #[arg(long, default_value = "standard")]
    layout: Layout,
    /// Turn order of the four-player game.
    #[arg(long, value_enum, default_value_t)]
    turn_order: TurnOrderArg,
    /// Count from this two-player position, in PlayStrategy's notation, instead of a layout.
    #[arg(long, conflicts_with_all = ["layout", "turn_order"])]
    fen: Option<String>,
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
        Command::Game(command) => games::run(command),
        Command::Robot(args) => robots::robot(&args),
        Command::Review(args) => robots::review(&args),
        Command::Match(args) => matches::play(&args),
        Command::Remote(command) => remote::run(&command),
        Command::Lessons(command) => lessons::run(&command),
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
    let position = match (args.game, &args.fen) {
        (GameName::Abalone, Some(fen)) => {
            Fen::parse(fen)
                .map_err(|error| format!("--fen: {error}"))?
                .position
        }
        (GameName::Abalone, None) => Position::with_turn_order(args.layout, args.turn_order.into()),
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

/// A file's text, or standard input's for `-`.
pub fn read_input(file: &Path) -> Result<String, String> {
    if file.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).map(|_| text)
    } else {
        std::fs::read_to_string(file)
    }
    .map_err(|error| format!("cannot read {}: {error}", file.display()))
}

fn replay(file: &Path) -> Result<(), String> {
    let json = read_input(file)?;
    let replayed = AnyGame::from_record(&json).map_err(|error| error.to_string())?;
    games::print_game(&replayed.game);
    Ok(())
}
