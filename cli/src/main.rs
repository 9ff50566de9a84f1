//! The `gameshelf` command: the engine's perft and record replay from the shell. Each subcommand
//! is a thin call into the engine, so what it prints is what the app would compute.

mod remote;
mod robots;

use clap::{Args, Parser, Subcommand, ValueEnum};
use gameshelf_engine::abaku;
use gameshelf_engine::abaku::equations::{equations_in, readings};
use gameshelf_engine::abalone::{
    perft, perft_full, Ending, Fen, Game, Layout, Position, Setup, Team, TurnOrder,
};
use gameshelf_engine::addique;
use gameshelf_engine::game::AnyGame;
use gameshelf_engine::summy;
use gameshelf_engine::tiles;
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
    /// Abaku: read runs of digit tiles as equations.
    #[command(subcommand)]
    Abaku(AbakuCommand),
    /// Summy: check runs of tiles as complete sums.
    #[command(subcommand)]
    Summy(SummyCommand),
    /// Addique: place plus-shaped pieces and score the last one.
    #[command(subcommand)]
    Addique(AddiqueCommand),
    /// Abalone: positions in PlayStrategy's notation.
    #[command(subcommand)]
    Abalone(AbaloneCommand),
    #[command(about = "Print the robot's move for the player to move")]
    #[command(long_about = robots::ROBOT_HELP)]
    Robot(robots::RobotArgs),
    #[command(about = "Play robots of two levels against each other and count the wins")]
    #[command(long_about = robots::MATCH_HELP)]
    Match(robots::MatchArgs),
    #[command(about = "Play at a distance with no server: one device's seat, moves as links")]
    #[command(long_about = remote::REMOTE_HELP)]
    #[command(subcommand)]
    Remote(remote::RemoteCommand),
}

#[derive(Subcommand)]
enum AbaloneCommand {
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
    #[command(long_about = robots::ANALYSE_HELP)]
    Analyse(robots::AnalyseArgs),
}

#[derive(Subcommand)]
enum AbakuCommand {
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
struct Digits(Vec<u8>);

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

#[derive(Subcommand)]
enum SummyCommand {
    #[command(about = "Check a run of tiles as a complete sum and print its points or why not")]
    #[command(long_about = SUMMY_CHECK_HELP)]
    Check {
        /// The tiles' symbols in order, e.g. `70+118:2=129`.
        #[arg(value_parser = parse_summy_tiles, allow_hyphen_values = true)]
        sum: SummyTiles,
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
struct SummyTiles(Vec<gameshelf_engine::summy::tile::Tile>);

/// Refuses any character that is no tile, naming the first one and its position (from 1); clap
/// then exits with code 2 like for any bad argument.
fn parse_summy_tiles(text: &str) -> Result<SummyTiles, String> {
    use gameshelf_engine::summy::tile::Tile;
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
        .map(SummyTiles)
}

/// `valid POINTS` or `invalid: REASON`.
fn print_summy_check(tiles: &[gameshelf_engine::summy::tile::Tile]) {
    match gameshelf_engine::summy::sums::check_sum(tiles) {
        Ok(points) => println!("valid {points}"),
        Err(reason) => println!("invalid: {reason}"),
    }
}

#[derive(Subcommand)]
enum AddiqueCommand {
    #[command(about = "Place pieces in order and print what the last one scores")]
    #[command(long_about = ADDIQUE_SCORE_HELP)]
    Score {
        /// The placements in order as PIECE@X,Y, e.g. `"2475@0,0 1782@1,2"`.
        #[arg(value_parser = parse_addique_placements, num_args = 1.., required = true)]
        placements: Vec<AddiquePlacements>,
    },
}

const ADDIQUE_SCORE_HELP: &str = "\
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
struct AddiquePlacements(Vec<(String, (i32, i32))>);

/// Checks only the PIECE@X,Y shape, so clap exits with code 2 on a malformed argument; whether
/// PIECE is in the set is the rules' call, reported with exit code 1.
fn parse_addique_placements(text: &str) -> Result<AddiquePlacements, String> {
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
    Ok(AddiquePlacements(placements))
}

/// Plays the placements in order, then prints the last one's divisible numbers and total.
fn addique_score(placements: &[(String, (i32, i32))]) -> Result<(), String> {
    use gameshelf_engine::addique::{score, Piece, Table};
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

const REPLAY_HELP: &str = "\
Replay a game record through the rules and print its moves and result. The record's `game`
field says which rules: `abalone`, `abaku`, `summy` or `addique`.

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
  result: draw 0-0 by the third repetition

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
`NAME went out`, `everyone passed` or `no one can play`; the solo cover game adds the squares
left empty:
  result: Eva wins 45-30, Adam went out
  result: Eva and Adam win 31-31-(-2), everyone passed
  result: Eva wins 58, no one can play, 221 squares empty

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
and everyone else has had a last turn) or `everyone passed`:
  result: Eva wins 45-30, Adam went down to 3 tiles
  result: Eva and Adam win 12-12, everyone passed

Addique output, one line each:
  opening round N: PLAYER PIECE (PRODUCT SUM), ...
                                      the pieces drawn for who starts, a round per tie
  0. PLAYER PIECE@0,0: total P        the starter's piece in the centre, scoring its
                                      product sum top x bottom + left x right
  N. PLAYER MOVE: NUMBER/9=P, ..., total P
                                      a piece and each number divisible by 9 it makes
  N. ... (taken back)                 a turn undone but kept for redo
  result: in progress, PLAYER to play, PLAYER SCORE, ..., N pieces in the pool
  result: WINNER win(s) SCORES, all 48 pieces played

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
  result: Eva wins 6904-5389, all 48 pieces played

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
        Command::Abaku(AbakuCommand::Equations { digits }) => {
            print_equations(&digits.0);
            Ok(())
        }
        Command::Summy(SummyCommand::Check { sum }) => {
            print_summy_check(&sum.0);
            Ok(())
        }
        Command::Addique(AddiqueCommand::Score { placements }) => {
            let placements: Vec<_> = placements.into_iter().flat_map(|words| words.0).collect();
            addique_score(&placements)
        }
        Command::Abalone(AbaloneCommand::Fen { file }) => {
            print_abalone(&file, Game::fen, "PlayStrategy's notation is for two players")
        }
        Command::Abalone(AbaloneCommand::Moves { file }) => {
            print_abalone(&file, Game::move_list, "a move list is written for two players")
        }
        Command::Abalone(AbaloneCommand::Import { file, layout, fen }) => {
            import_move_list(&file, layout, fen.as_deref())
        }
        Command::Abalone(AbaloneCommand::Analyse(args)) => robots::analyse(&args),
        Command::Robot(args) => robots::robot(&args),
        Command::Match(args) => robots::play(&args),
        Command::Remote(command) => remote::run(&command),
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

/// A file's text, or standard input's for `-`.
fn read_input(file: &Path) -> Result<String, String> {
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
    print_game(&replayed.game);
    Ok(())
}

/// The result line after `result: `, whichever the game, as `replay` writes it.
fn result_line(game: &AnyGame) -> String {
    match game {
        AnyGame::Abalone(game) => result(game),
        AnyGame::Abaku(game) => abaku_result(game, &seat_names(&game.setup().players)),
        AnyGame::Summy(game) => summy_result(game, &seat_names(&game.setup().players)),
        AnyGame::Addique(game) => addique_result(game, &seat_names(&game.setup().players)),
    }
}

/// A game's moves, one a line, then its result line, as `replay` prints them.
fn print_game(game: &AnyGame) {
    match game {
        AnyGame::Abalone(game) => replay_abalone(game),
        AnyGame::Abaku(game) => replay_abaku(game),
        AnyGame::Summy(game) => replay_summy(game),
        AnyGame::Addique(game) => replay_addique(game),
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

fn replay_abalone(game: &Game) {
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

fn replay_abaku(game: &abaku::Game) {
    let names = seat_names(&game.setup().players);

    // Redo on a copy to describe the turns taken back as well.
    let mut whole = game.clone();
    while whole.redo().is_some() {}
    print_tile_turns(whole.turns(), game.turns().len(), &names, abaku_scored);

    println!("result: {}", abaku_result(game, &names));
}

/// A tile game's turns, one line each: `N. NAME MOVE` and what a placement scored; the turns
/// after the first `played` are marked as taken back.
fn print_tile_turns<P, M: std::fmt::Display, S>(
    turns: &[tiles::Turn<P, M, S>],
    played: usize,
    names: &[String],
    scored: impl Fn(&tiles::Turn<P, M, S>) -> String,
) {
    for (index, turn) in turns.iter().enumerate() {
        let taken_back = if index < played { "" } else { " (taken back)" };
        println!(
            "{}. {} {}{}{taken_back}",
            index + 1,
            names[turn.seat],
            turn.mv,
            scored(turn)
        );
    }
}

/// The players' names in seat order; a hand-written record may leave one blank.
fn seat_names(players: &[String]) -> Vec<String> {
    let name = |(seat, name): (usize, &String)| match name.trim() {
        "" => format!("player {}", seat + 1),
        name => name.to_string(),
    };
    players.iter().enumerate().map(name).collect()
}

/// What a placement scored, after the move: `: 12:4=3 (8), sqrt(4)=2 (4), total 12`; nothing for
/// an exchange or a pass.
fn abaku_scored(turn: &abaku::Turn) -> String {
    if !matches!(turn.mv, abaku::Move::Place(_)) {
        return String::new();
    }
    let mut parts: Vec<String> = turn
        .scored
        .equations
        .iter()
        .map(|equation| {
            let readings: Vec<String> = equation
                .readings()
                .iter()
                .map(|reading| reading.notation())
                .collect();
            format!("{} ({})", readings.join(" | "), equation.points)
        })
        .collect();
    parts.push(format!("total {}", turn.scored.points));
    format!(": {}", parts.join(", "))
}

/// The Abaku result line after `result: `, as the replay help describes it.
fn abaku_result(game: &abaku::Game, names: &[String]) -> String {
    let position = game.position();
    let Some(outcome) = game.outcome() else {
        return format!(
            "in progress, {} to play, {}, {} in the bag",
            names[position.to_move()],
            seat_scores(names, position.scores()),
            counted(position.bag_len(), "tile")
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
        abaku::Ending::WentOut(seat) => format!("{} went out", names[seat]),
        abaku::Ending::AllPassed => "everyone passed".into(),
        abaku::Ending::Blocked => "no one can play".into(),
    };
    let mut line = format!(
        "{}, {ending}",
        winners_line(names, &outcome.ranking, &outcome.ranks, &scores)
    );
    if game.setup().mode == abaku::Mode::SoloCover {
        line.push_str(&format!(", {} empty", counted(game.empty_squares(), "square")));
    }
    line
}

fn replay_summy(game: &summy::Game) {
    let names = seat_names(&game.setup().players);

    // Redo on a copy to describe the turns taken back as well.
    let mut whole = game.clone();
    while whole.redo().is_some() {}
    print_tile_turns(whole.turns(), game.turns().len(), &names, summy_scored);

    println!("result: {}", summy_result(game, &names));
}

/// What a placement scored, after the move: `: 2x3=6 (11), 5+74=79 (32), total 43`; nothing for
/// an exchange or a pass.
fn summy_scored(turn: &summy::Turn) -> String {
    if !matches!(turn.mv, summy::Move::Place(_)) {
        return String::new();
    }
    let mut parts: Vec<String> = turn
        .scored
        .sums
        .iter()
        .map(|sum| format!("{} ({})", summy::rules::written(&sum.tiles), sum.points))
        .collect();
    parts.push(format!("total {}", turn.scored.points));
    format!(": {}", parts.join(", "))
}

/// The Summy result line after `result: `, as the replay help describes it.
fn summy_result(game: &summy::Game, names: &[String]) -> String {
    let position = game.position();
    let Some(outcome) = game.outcome() else {
        let mut line = format!(
            "in progress, {} to play, {}, {} in the stock, {} exchanged",
            names[position.to_move()],
            seat_scores(names, position.scores()),
            counted(position.stock_len(), "tile"),
            position.discarded()
        );
        if let Some(left) = position.last_turns() {
            line.push_str(&format!(", {}", counted(left, "last turn")));
        }
        return line;
    };
    let scores: Vec<String> = position.scores().iter().map(u32::to_string).collect();
    let ending = match outcome.ending {
        // Only the others have played since that seat's turn, so its rack is as it left it.
        summy::Ending::LastTurns(seat) => format!(
            "{} went down to {}",
            names[seat],
            counted(position.rack(seat).len(), "tile")
        ),
        summy::Ending::AllPassed => "everyone passed".into(),
    };
    format!(
        "{}, {ending}",
        winners_line(names, &outcome.ranking, &outcome.ranks, &scores)
    )
}

/// `Eva wins 45-30` or `Eva and Adam win 31-31-12`: the winners (rank 1), then the scores,
/// given in seat order, the winners' first and then the others' in seat order.
fn winners_line(names: &[String], ranking: &[usize], ranks: &[usize], scores: &[String]) -> String {
    let (winners, others): (Vec<usize>, Vec<usize>) = (0..names.len()).partition(|seat| {
        let place = ranking.iter().position(|ranked| ranked == seat);
        place.is_some_and(|place| ranks[place] == 1)
    });
    let ordered: Vec<&str> = winners
        .iter()
        .chain(&others)
        .map(|&seat| scores[seat].as_str())
        .collect();
    let winner_names: Vec<&str> = winners.iter().map(|&seat| names[seat].as_str()).collect();
    let verb = if winners.len() == 1 { "wins" } else { "win" };
    format!("{} {verb} {}", winner_names.join(" and "), ordered.join("-"))
}

fn replay_addique(game: &addique::Game) {
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
        addique::Move {
            piece: starter_piece,
            at: centre
        },
        game.opening_score().total
    );

    // Redo on a copy to describe the turns taken back as well.
    let mut whole = game.clone();
    while whole.redo().is_some() {}
    print_tile_turns(whole.turns(), game.turns().len(), &names, addique_scored);

    println!("result: {}", addique_result(game, &names));
}

/// What a piece scored, after the move: `: 4761/9=529, 72/9=8, 72/9=8, total 545`, the
/// numbers not divisible by 9 left out as `gameshelf addique score` leaves them out.
fn addique_scored(turn: &addique::Turn) -> String {
    let mut parts: Vec<String> = turn
        .scored
        .numbers
        .iter()
        .filter(|number| number.divisible)
        .map(|number| format!("{}/9={}", number.value, number.points))
        .collect();
    parts.push(format!("total {}", turn.scored.total));
    format!(": {}", parts.join(", "))
}

/// The Addique result line after `result: `, as the replay help describes it.
fn addique_result(game: &addique::Game, names: &[String]) -> String {
    let position = game.position();
    let scores: Vec<String> = position.scores().iter().map(u64::to_string).collect();
    match game.outcome() {
        Some(outcome) => format!(
            "{}, all {} played",
            winners_line(names, &outcome.ranking, &outcome.ranks, &scores),
            counted(position.table().pieces().len(), "piece")
        ),
        None => format!(
            "in progress, {} to play, {}, {} in the pool",
            names[position.to_move()],
            seat_scores(names, &scores),
            counted(position.pool_len(), "piece")
        ),
    }
}

/// The scores of a game in progress, in seat order: `Eva 12, Adam 30`.
fn seat_scores<S: std::fmt::Display>(names: &[String], scores: &[S]) -> String {
    let scores: Vec<String> = names
        .iter()
        .zip(scores)
        .map(|(name, score)| format!("{name} {score}"))
        .collect();
    scores.join(", ")
}

/// `1 tile`, `2 tiles`.
fn counted(count: usize, noun: &str) -> String {
    let plural = if count == 1 { "" } else { "s" };
    format!("{count} {noun}{plural}")
}

/// The Abalone result line after `result: `, as the replay help describes it.
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
        Ending::Resigned(seat) => format!("{verdict}, {} resigned", position.seat_name(seat)),
        Ending::MoveLimit => format!("{verdict} at the move limit"),
        Ending::Repetition => format!("{verdict} by the third repetition"),
    }
}
