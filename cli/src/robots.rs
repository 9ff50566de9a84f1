//! `gameshelf robot`, `review` and `abalone analyse`: the engine's robots from the shell,
//! choosing as the app's worker chooses (through the same robot service).

use clap::Args;
use gameshelf_engine::abalone;
use gameshelf_engine::abalone::robot::{forced, Analysis, MARBLE, WIN};
use gameshelf_engine::abalone::{Fen, Layout};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::game::AnyGame;
use gameshelf_engine::game::{GameRules, Turns};
use gameshelf_engine::robot::service::{choose_in_record, review_in_record, Reply};
use gameshelf_engine::robot::{native_clock, Level, Thinking};
use gameshelf_engine::with_any_game;
use std::path::PathBuf;

pub const ROBOT_HELP: &str = "\
Print the robot's move for the player to move, in the game's notation.

Output, one line each:
  LEVEL robot, T ms: value V, took MS ms   what the robot thinks the move is worth (points in
                                           the tile games; Abalone's evaluation for the mover,
                                           1000 = one marble pushed off) and its time
  MOVE                                     the move, always the last line, e.g. `C3C4`

Without --record the robot moves first in a new two-player game (Abalone's --layout or the
position given by --fen, the tile games' --seed). A record whose game is over, or that cannot
be replayed, exits with code 1; a bad --fen, naming its field, with code 2.";

#[derive(Args)]
pub struct RobotArgs {
    #[arg(value_parser = crate::games::kind_parser())]
    game: GameKind,
    /// A game record (JSON) to move in; its `game` must be GAME.
    #[arg(long)]
    record: Option<PathBuf>,
    #[arg(long, default_value = "strong")]
    level: Level,
    /// The robot's time for the move, in milliseconds.
    #[arg(long, default_value_t = 2000)]
    time_ms: u64,
    /// Abalone's start layout, without --record.
    #[arg(long, default_value = "belgian-daisy")]
    layout: Layout,
    /// Abalone: a two-player position in PlayStrategy's notation to move from, without --record.
    #[arg(long, conflicts_with_all = ["record", "layout"], value_parser = parse_fen)]
    fen: Option<Fen>,
    /// The tile games' deal, without --record; also seeds the robot's own choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

pub const REVIEW_HELP: &str = "\
Review a game: set each move of a record beside the strong robot's choice in the position
before it, as the app's \"Review with the robot\" does (through the same robot service).

Output, one line per move:
  N. PLAYER MOVE (V), robot BEST (W)   the move played and what the robot makes of it, then the
                                       move the robot would have played there and its value:
                                       points in the tile games; Abalone's evaluation for the
                                       mover, 1000 = one marble pushed off

Any record is reviewed, finished however it ended (a resignation too) or in progress. A record
that cannot be replayed exits with code 1.";

#[derive(Args)]
pub struct ReviewArgs {
    /// The record's JSON file, or `-` for standard input.
    record: PathBuf,
    /// The robot's time for each move, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    time_ms: u64,
}

pub fn review(args: &ReviewArgs) -> Result<(), String> {
    let json = crate::read_input(&args.record)?;
    let game = AnyGame::from_record(&json)
        .map_err(|error| error.to_string())?
        .game;
    let movers: Vec<usize> = with_any_game!(&game, game => (0..game.moves_played())
        .map(|ply| game.before_move(ply).expect("a move of the game").0.to_move())
        .collect());
    let thinking = Thinking::new(Level::Strong, args.time_ms, 1, native_clock);
    for (turn, seat) in movers.into_iter().enumerate() {
        let Reply::Review {
            played,
            played_value,
            best,
            best_value,
        } = review_in_record(&json, turn, &thinking)?
        else {
            unreachable!("a review is answered with a review");
        };
        let player = &game.players()[seat];
        println!(
            "{}. {player} {played} ({played_value}), robot {best} ({best_value})",
            turn + 1
        );
    }
    Ok(())
}

pub const ANALYSE_HELP: &str = "\
Analyse an Abalone position with the strong robot's search, deepening one ply at a time as the
app's analysis board does, and print what each depth finds.

Output, one line per completed depth:
  depth D: EVAL LINE   EVAL is the evaluation for the side to move in marbles (+1.00 is one
                       marble ahead), or `win in N` / `loss in N` once the search sees the game
                       end N plies ahead; LINE is the best line in notation, e.g. `C3B3 I5H5`

It stops after --depth, or earlier once deeper search cannot change the result (a forced win or
loss, a single move). A position whose game is over exits with code 1; a bad --fen, naming its
field, with code 2.";

#[derive(Args)]
pub struct AnalyseArgs {
    /// A two-player position in PlayStrategy's notation.
    #[arg(long, conflicts_with = "layout", value_parser = parse_fen)]
    fen: Option<Fen>,
    /// Or the start of a layout.
    #[arg(long, default_value = "belgian-daisy")]
    layout: Layout,
    /// The deepest search, in plies.
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=62))]
    depth: u32,
}

fn two_players() -> Vec<String> {
    vec!["a".into(), "b".into()]
}

/// Reads --fen; clap then names the option and exits with code 2, as for any bad argument.
fn parse_fen(text: &str) -> Result<Fen, String> {
    Fen::parse(text).map_err(|error| error.to_string())
}

pub fn robot(args: &RobotArgs) -> Result<(), String> {
    let record = match &args.record {
        Some(path) => std::fs::read_to_string(path)
            .map_err(|error| format!("cannot read {}: {error}", path.display()))?,
        None => match args.game {
            GameKind::Abalone => abalone_game(args.layout, None, args.fen).record().to_file(),
            kind => AnyGame::seated(kind, two_players(), args.seed)
                .map_err(|problem| problem.to_string())?
                .record_json(),
        },
    };
    check_game(args.game, &record)?;
    let thinking = Thinking::new(args.level, args.time_ms, args.seed, native_clock);
    let started = native_clock();
    let choice = choose_in_record(&record, &thinking)?;
    println!(
        "{} robot, {} ms: value {}, took {:.0} ms",
        args.level,
        args.time_ms,
        choice.value,
        native_clock() - started
    );
    println!("{}", choice.mv);
    Ok(())
}

pub fn analyse(args: &AnalyseArgs) -> Result<(), String> {
    let position = match args.fen {
        Some(fen) => fen.position,
        None => abalone::Position::new(args.layout),
    };
    let mut analysis = Analysis::new(&position).ok_or("the game is over: there is nothing to analyse")?;
    for depth in 1..=args.depth {
        let search = analysis.deepen(depth, None);
        if search.depth < depth {
            break;
        }
        let line: Vec<String> = search.line.iter().map(ToString::to_string).collect();
        println!("depth {depth}: {} {}", marbles(search.eval), line.join(" "));
    }
    Ok(())
}

/// An evaluation in marbles, or the plies to a forced end.
fn marbles(eval: i32) -> String {
    match forced(i64::from(eval)) {
        Some(won) => {
            let plies = WIN - eval.abs();
            format!("{} in {plies}", if won { "win" } else { "loss" })
        }
        None => format!("{:+.2}", f64::from(eval) / f64::from(MARBLE)),
    }
}

/// Refuses a record of another game than the one named on the command line.
fn check_game(game: GameKind, record: &str) -> Result<(), String> {
    let named = game.name();
    let header: serde_json::Value =
        serde_json::from_str(record).map_err(|error| format!("not a game record: {error}"))?;
    match header.get("game").and_then(|game| game.as_str()) {
        Some(recorded) if recorded == named => Ok(()),
        recorded => Err(format!(
            "the record is of {}, not {named}",
            recorded.unwrap_or("no game")
        )),
    }
}

/// A new Abalone game with a player per seat of `layout`, ended at `move_limit` moves if given,
/// from the `start` position if given (two players).
pub(crate) fn abalone_game(layout: Layout, move_limit: Option<u32>, start: Option<Fen>) -> abalone::Game {
    let players = (1..=layout.seats())
        .map(|seat| format!("player {seat}"))
        .collect();
    abalone::Game::new(abalone::Setup {
        move_limit,
        start: start.map(Box::new),
        ..abalone::Setup::new(layout, players)
    })
}
