//! `gameshelf remote`: one device of a remote game (issue 20, docs/remote-play.md), its whole
//! state in one JSON file, so that several devices can be played from one shell by passing the
//! links each command prints to the others.

use clap::{Args, Subcommand};
use gameshelf_engine::abalone::{self, Layout};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::game::{AnyGame, GameRules};
use gameshelf_engine::remote::dealt::{self, AnyDealt, Step};
use gameshelf_engine::remote::link::RESIGNATION;
use gameshelf_engine::remote::session::{Entropy, Opened, Session};
use gameshelf_engine::{abaku, addique, summy, tiles};
use std::io::Write;
use std::path::{Path, PathBuf};

pub const REMOTE_HELP: &str = "\
Play a game at a distance with no server: each device keeps its seat, its keys and the game in a
state file, and the moves travel as links sent by any messenger.

  remote new GAME --players Eva,Adam --seat 0 --state eva.json
                                     sets a new table, this device at --seat (from 0); with
                                     --also 2,3 it plays those seats too, passed round
  remote open LINK --state adam.json joins from an invitation (a new state file), or opens an
                                     answer, the seats' joins or moves
  remote play MOVE --state eva.json  plays the move of this device's seat to move, in the
                                     game's notation
  remote show --state eva.json       the game so far, whose turn it is, and the links to send
  remote copy --state adam.json      the game as a record to finish on one device, without
                                     secrecy, should a device's keys be lost (for `replay`,
                                     `robot` and the app's import); a tile game's once the
                                     seats taking part have agreed its seat:
  remote copy --ask --state eva.json asks for the copy, every seat taking part but those
                                     --without 2,3 (from 0: their keys are lost)
  remote copy --agree --state adam.json
                                     agrees to the copy asked for; the devices then reveal
                                     their bytes for its deal unasked

Every command but show ends with the links to send, one line each:
  send to NAME[ and NAME...]: LINK
LINK is what goes after the `#` of the app's address; open takes either. A link is sent again
by `show`. Links stay within 4,000 characters: more messages go in several links to the same
player, to be opened in the order printed, and a message longer than that (a deck of Abaku's or
Summy's) goes in parts, opened in any order: each is kept until the last comes. A refused link or move (already applied, out of order, another game's, altered, not
signed by its seat, a second move for a turn, against the rules, in another seat's turn) exits
with code 1 and its reason, and leaves the state file as it was.

Every game can be played remotely. The tile games' tiles (Abaku, Addique, Summy) are dealt by
the devices themselves (mental poker): opening links shuffle, lock and send keys without being
asked, and `show` prints this device's rack, which no other device can read. An exchange names
no tile: `exchange 7+=` sets those tiles aside face down. At the end each device shows its rack
left by its keys for it, unasked, and `show` prints the deal's check. A tile game's copy holds what every
device sees of it (the board, the scores, whose turn, each rack's size and its tiles face up),
and deals every tile face down anew, by a seed each seat taking part helps draw (it commits to
fresh bytes, and reveals them once every commitment is in): the same copy on every device, which
no seat can foresee or choose.";

#[derive(Subcommand)]
pub enum RemoteCommand {
    /// Set a new table and print the invitation for each other seat.
    New(NewArgs),
    /// Join from an invitation, or open any other link of the game; print the links to send.
    Open {
        link: String,
        #[arg(long)]
        state: PathBuf,
    },
    /// Play this device's move and print the link to send.
    Play {
        /// The move in the game's notation, e.g. `A1A2`.
        #[arg(allow_hyphen_values = true)]
        mv: String,
        #[arg(long)]
        state: PathBuf,
    },
    /// Print the game so far, whose turn it is, and the links to send again.
    Show {
        #[arg(long)]
        state: PathBuf,
    },
    /// Print the game's record, to finish it on one device without secrecy; ask for the copy
    /// of a tile game, or agree to it, first.
    Copy {
        #[arg(long)]
        state: PathBuf,
        /// Ask for the copy: print the link of this device's commitment to its seed.
        #[arg(long, conflicts_with = "agree")]
        ask: bool,
        /// With --ask: the seats (from 0) that take no part, their keys lost.
        #[arg(long, value_delimiter = ',', requires = "ask")]
        without: Vec<usize>,
        /// Agree to the copy another seat asked for.
        #[arg(long)]
        agree: bool,
    },
}

#[derive(Args)]
pub struct NewArgs {
    #[arg(value_parser = crate::games::kind_parser())]
    game: GameKind,
    /// The players' names in seat order, separated by commas.
    #[arg(long, value_delimiter = ',', required = true)]
    players: Vec<String>,
    /// This device's seat, from 0.
    #[arg(long, default_value_t = 0)]
    seat: usize,
    /// Other seats this device plays too (from 0, separated by commas): people passing it.
    #[arg(long, value_delimiter = ',')]
    also: Vec<usize>,
    /// The new state file; it must not exist.
    #[arg(long)]
    state: PathBuf,
    /// Abalone's layout: by default the standard one for two, or the three- or four-player one.
    #[arg(long)]
    layout: Option<Layout>,
    /// Abalone: the game ends after this many moves, most marbles pushed off winning.
    #[arg(long)]
    move_limit: Option<u32>,
}

pub fn run(command: &RemoteCommand) -> Result<(), String> {
    match command {
        RemoteCommand::New(args) => new_table(args),
        RemoteCommand::Open { link, state } => open(link, state),
        RemoteCommand::Play { mv, state } => play(mv, state),
        RemoteCommand::Show { state } => {
            let session = load(state)?;
            if let Some(game) = session.game() {
                print_game_so_far(game);
            }
            if let Some(dealt) = session.dealt() {
                print_dealt_turns(session.names(), dealt);
            }
            print_other_hands_here(&session);
            print_status(&session);
            print_outbox(&session);
            Ok(())
        }
        RemoteCommand::Copy {
            state,
            ask,
            without,
            agree,
        } => copy(state, *ask, without, *agree),
    }
}

fn new_table(args: &NewArgs) -> Result<(), String> {
    let (kind, setup) = setup(args)?;
    let mut session = Session::host(kind, &setup, args.players.clone(), args.seat, &entropy()?)
        .map_err(|error| error.to_string())?;
    for &seat in &args.also {
        session
            .seat_here(seat, &entropy()?)
            .map_err(|error| error.to_string())?;
    }
    save_new(&args.state, &session)?;
    let names = session.names();
    let seats: Vec<String> = session
        .seats_here()
        .iter()
        .map(|&seat| format!("{} at seat {}", names[seat], seat + 1))
        .collect();
    let verb = if seats.len() == 1 { "hosts" } else { "host" };
    println!(
        "{} {verb} a new {} table",
        seats.join(" and "),
        session.game_name()
    );
    print_outbox(&session);
    Ok(())
}

/// Asks for the copy (without the seats `without`), or agrees to it, or prints its record once
/// its seed is agreed.
fn copy(state: &Path, ask: bool, without: &[usize], agree: bool) -> Result<(), String> {
    let mut session = load(state)?;
    if ask || agree {
        let seats: Vec<usize> = (0..session.names().len())
            .filter(|seat| !without.contains(seat))
            .collect();
        match ask {
            true => session.ask_copy(&seats, &entropy()?),
            false => session.agree_copy(&entropy()?),
        }
        .map_err(|error| error.to_string())?;
        save(state, &session)?;
    }
    match session.copy_here() {
        // The record alone, for a file.
        Some(copy) if !(ask || agree) => {
            println!("{}", copy.record_json());
            return Ok(());
        }
        Some(_) => println!("the copy's seed is agreed: `remote copy` prints its record"),
        None => print_copy_waiting(&session)?,
    }
    print_outbox(&session);
    Ok(())
}

/// What the copy's agreement waits for: a seat to ask, or these seats' commitments or bytes.
fn print_copy_waiting(session: &Session) -> Result<(), String> {
    let names = session.names();
    let Some(agreement) = session.copy_agreement() else {
        return Err("no copy is asked for at this turn: ask for one with --ask".into());
    };
    let asked = names[agreement.asked_by().expect("a seat asked")].as_str();
    let missing = |done: Vec<usize>| -> Vec<&str> {
        let seats = agreement.round().seats.iter().map(|&seat| usize::from(seat));
        let missing = seats.filter(|seat| !done.contains(seat));
        missing.map(|seat| names[seat].as_str()).collect()
    };
    let (committed, revealed) = (missing(agreement.committed()), missing(agreement.revealed()));
    match committed.is_empty() {
        false => println!(
            "{asked} asks for a copy: waiting for {} to agree",
            committed.join(" and ")
        ),
        true => println!("the copy's seed: waiting for {}'s bytes", revealed.join(" and ")),
    }
    Ok(())
}

/// The game and its setup as its record writes it.
fn setup(args: &NewArgs) -> Result<(GameKind, String), String> {
    let players = args.players.clone();
    let setup = match args.game {
        GameKind::Abalone => {
            let seated = <abalone::Game as GameRules>::seated(players, 0);
            let setup = abalone::Setup {
                move_limit: args.move_limit,
                layout: args.layout.unwrap_or(seated.layout),
                ..seated
            };
            serde_json::to_value(setup).expect("a setup always serializes")
        }
        _ if args.layout.is_some() || args.move_limit.is_some() => {
            return Err("--layout and --move-limit are Abalone's".into())
        }
        // The pieces are dealt by the table (docs/remote-play.md): the seed is never used.
        _ => serde_json::json!({ "players": players, "seed": 0 }),
    };
    Ok((args.game, setup.to_string()))
}

/// Joins from an invitation when the state file does not exist yet; opens the link otherwise.
fn open(link: &str, state: &Path) -> Result<(), String> {
    if !state.exists() {
        let session = Session::join(link, &entropy()?).map_err(|error| error.to_string())?;
        save_new(state, &session)?;
        let names = session.names();
        println!(
            "{} joins seat {} of {}'s {} table",
            names[session.seat()],
            session.seat() + 1,
            names[session.host_seat()],
            session.game_name()
        );
        print_outbox(&session);
        return Ok(());
    }
    let mut session = load(state)?;
    let opened = session.open(link).map_err(|error| error.to_string())?;
    save(state, &session)?;
    print_opened(&session, &opened);
    print_status(&session);
    print_outbox(&session);
    Ok(())
}

fn play(mv: &str, state: &Path) -> Result<(), String> {
    let mut session = load(state)?;
    let before = session.messages().len();
    session.play(mv).map_err(|error| error.to_string())?;
    save(state, &session)?;
    // The move, and the deal's steps it made due from this device's other seats.
    for signed in &session.messages()[before..] {
        let seat = usize::from(signed.message.seat);
        print_played(session.names(), seat, &signed.message.body);
    }
    print_status(&session);
    print_outbox(&session);
    Ok(())
}

/// The moves and the result line as `replay` prints them, then a two-player Abalone position
/// in PlayStrategy's notation.
fn print_game_so_far(game: &AnyGame) {
    crate::games::print_game(game);
    if let AnyGame::Abalone(game) = game {
        if let Some(fen) = game.fen() {
            println!("position: {fen}");
        }
    }
}

fn print_opened(session: &Session, opened: &Opened) {
    let names = session.names();
    for &seat in &opened.joined {
        println!("{} joined seat {}", names[seat], seat + 1);
    }
    if opened.started {
        println!("every seat has joined: the game begins");
    }
    for (seat, body) in &opened.moves {
        print_played(names, *seat, body);
    }
    if let Some(part) = opened.part {
        println!(
            "kept part {} of {} of a long link ({} of them here): open the others",
            part.number, part.count, part.held
        );
    }
}

/// A message's move, its seat's resignation, or its step of the deal.
fn print_played(names: &[String], seat: usize, body: &str) {
    let name = &names[seat];
    match body.split(' ').next().unwrap_or_default() {
        RESIGNATION => println!("{name} resigned"),
        dealt::SHUFFLE => println!("{name} shuffled and locked the deck"),
        dealt::LOCK => println!("{name} locked each card"),
        dealt::KEYS => println!("{name} sent the keys to the others' pieces"),
        dealt::REVEAL => println!("{name} showed their rack left, for the deal's check"),
        _ => println!("{name} played {body}"),
    }
}

/// The racks or hands of the other seats this device plays, once dealt, written as this
/// device's own is.
fn print_other_hands_here(session: &Session) {
    let names = session.names();
    for seat in session.seats_here().into_iter().skip(1) {
        let name = &names[seat];
        let line = match session.dealt_at(seat) {
            Some(AnyDealt::Abaku(dealt)) => dealt
                .game()
                .map(|game| format!("rack of {name}: {}", rack_text(&game.view().rack))),
            Some(AnyDealt::Summy(dealt)) => dealt
                .game()
                .map(|game| format!("rack of {name}: {}", rack_text(&game.view().rack))),
            Some(AnyDealt::Addique(dealt)) => dealt
                .game()
                .map(|game| format!("hand of {name}: {}", hand_text(&game.view().hand))),
            None => None,
        };
        line.into_iter().for_each(|line| println!("{line}"));
    }
}

/// A rack as this device's is printed: its tiles' symbols, run together.
fn rack_text<T: ToString>(rack: &[T]) -> String {
    rack.iter().map(ToString::to_string).collect()
}

/// A hand of Addique's pieces, a space between each.
fn hand_text(hand: &[addique::Piece]) -> String {
    let hand: Vec<String> = hand.iter().map(ToString::to_string).collect();
    hand.join(" ")
}

/// A dealt game's turns, then this device's hand and the scores, once the deal is done.
fn print_dealt_turns(names: &[String], dealt: &AnyDealt) {
    match dealt {
        AnyDealt::Abaku(dealt) => dealt.game().map(|game| print_abaku_turns(names, game)),
        AnyDealt::Addique(dealt) => dealt.game().map(|game| print_addique_turns(names, game)),
        AnyDealt::Summy(dealt) => dealt.game().map(|game| print_summy_turns(names, game)),
    };
}

fn print_addique_turns(names: &[String], game: &addique::DealtGame) {
    let opening = game.opening();
    let starter = &names[opening.starter];
    let piece = opening.rounds[0][opening.starter];
    println!(
        "opening: {starter} starts with {piece}@0,0 ({})",
        game.opening_score().total
    );
    for (number, turn) in game.turns().iter().enumerate() {
        println!(
            "{}. {} {} ({})",
            number + 1,
            names[turn.seat],
            turn.mv,
            turn.scored.total
        );
    }
    println!("hand of {}: {}", names[game.seat()], hand_text(&game.view().hand));
    println!("result: {}", crate::games::addique_dealt_result(game));
}

fn print_abaku_turns(names: &[String], game: &abaku::DealtGame) {
    let turns = game.turns().iter();
    let turns = turns.map(|turn| (turn.seat, turn.mv.to_string(), turn.scored.points));
    let rack = rack_text(&game.view().rack);
    let result = crate::games::abaku_dealt_result(game);
    print_tile_turns(names, game.start_draw(), turns, (game.seat(), rack), result);
}

fn print_summy_turns(names: &[String], game: &summy::DealtGame) {
    let turns = game.turns().iter();
    let turns = turns.map(|turn| (turn.seat, turn.mv.to_string(), turn.scored.points));
    let rack = rack_text(&game.view().rack);
    let result = crate::games::summy_dealt_result(game);
    print_tile_turns(names, game.start_draw(), turns, (game.seat(), rack), result);
}

/// A dealt tile game's start draw (each seat's tile turned up, and who starts), its turns as
/// (seat, move, points), this device's rack and the result line.
fn print_tile_turns<T: std::fmt::Display>(
    names: &[String],
    start: &tiles::StartDraw<T>,
    turns: impl Iterator<Item = (usize, String, u32)>,
    (seat, rack): (usize, String),
    result: String,
) {
    let drawn: Vec<String> = start.rounds[0]
        .iter()
        .map(|(seat, tile)| format!("{} {tile}", names[*seat]))
        .collect();
    println!(
        "start draw: {}; {} starts",
        drawn.join(", "),
        names[start.starter]
    );
    for (number, (seat, mv, points)) in turns.enumerate() {
        println!("{}. {} {mv} ({points})", number + 1, names[seat]);
    }
    println!("rack of {}: {rack}", names[seat]);
    println!("result: {result}");
}

/// The result line of a dealt game whose deal is done.
fn dealt_result(dealt: &AnyDealt) -> Option<String> {
    match dealt {
        AnyDealt::Abaku(dealt) => dealt.game().map(crate::games::abaku_dealt_result),
        AnyDealt::Addique(dealt) => dealt.game().map(crate::games::addique_dealt_result),
        AnyDealt::Summy(dealt) => dealt.game().map(crate::games::summy_dealt_result),
    }
}

/// Whose turn it is, or who has yet to join, or how the game ended.
fn print_status(session: &Session) {
    let names = session.names();
    if let Some(dealt) = session.dealt() {
        return print_dealt_status(session, dealt);
    }
    let Some(game) = session.game() else {
        // A guest hears of the others' joins only in the host's link that starts the game.
        let host = session.host_seat();
        if session.seat() != host {
            println!(
                "waiting for {}'s link, which comes once every player has joined",
                names[host]
            );
            return;
        }
        let open: Vec<&str> = session
            .open_seats()
            .into_iter()
            .map(|seat| names[seat].as_str())
            .collect();
        println!("waiting for {} to join", open.join(" and "));
        return;
    };
    if game.is_over() {
        println!("the game is over: {}", crate::games::result_line(game));
    } else {
        let to_move = game.to_move();
        let device = if session.seats_here().contains(&to_move) {
            " (this device)"
        } else {
            ""
        };
        println!("to move: {}{device}", names[to_move]);
    }
}

/// Whose step of the deal or turn it is, or how the game and its audit ended.
fn print_dealt_status(session: &Session, dealt: &AnyDealt) {
    let names = session.names();
    let device = |seat: usize| {
        if session.seats_here().contains(&seat) {
            " (this device)"
        } else {
            ""
        }
    };
    match dealt.step() {
        Step::Shuffle(seat) | Step::Lock(seat) | Step::Keys(seat) => {
            println!("dealing: waiting for {}{}", names[seat], device(seat))
        }
        Step::Move(seat) => println!("to move: {}{}", names[seat], device(seat)),
        Step::Reveal(seat) => println!(
            "the game is over: waiting for {}'s rack left, for the deal's check",
            names[seat]
        ),
        Step::Done => {
            let result = dealt_result(dealt).expect("a game over");
            println!("the game is over: {result}");
            println!("the deal's audit: every seat dealt honestly");
        }
    }
}

/// `send to NAME[ and NAME...]: LINK`, a line a link.
fn print_outbox(session: &Session) {
    for outgoing in session.outbox() {
        let to: Vec<&str> = outgoing
            .to
            .iter()
            .map(|&seat| session.names()[seat].as_str())
            .collect();
        println!("send to {}: {}", to.join(" and "), outgoing.link);
    }
}

/// 80 bytes of the operating system's secure randomness: the seat's keys and the table's bytes.
fn entropy() -> Result<Entropy, String> {
    let mut bytes = [0; 80];
    getrandom::fill(&mut bytes).map_err(|error| format!("no secure randomness: {error}"))?;
    Ok(Entropy::new(bytes))
}

fn load(state: &Path) -> Result<Session, String> {
    let json = std::fs::read_to_string(state)
        .map_err(|error| format!("cannot read {}: {error}", state.display()))?;
    Session::from_json(&json).map_err(|error| format!("{}: {error}", state.display()))
}

/// Writes a new state file, refusing to replace one: a state file holds a seat's keys.
fn save_new(state: &Path, session: &Session) -> Result<(), String> {
    let mut file =
        private_file(state, true).map_err(|error| format!("cannot create {}: {error}", state.display()))?;
    file.write_all(session.to_json().as_bytes())
        .map_err(|error| format!("cannot write {}: {error}", state.display()))
}

/// Replaces the state file whole: written beside it, then renamed over it, so that a failed
/// write never leaves half a state.
fn save(state: &Path, session: &Session) -> Result<(), String> {
    let mut temporary = state.as_os_str().to_owned();
    temporary.push(".new");
    let temporary = PathBuf::from(temporary);
    private_file(&temporary, false)
        .and_then(|mut file| file.write_all(session.to_json().as_bytes()))
        .and_then(|()| std::fs::rename(&temporary, state))
        .map_err(|error| format!("cannot write {}: {error}", state.display()))
}

/// A file for a seat's keys, created readable and writable by its owner alone (0600 where
/// files have Unix permissions): `new` refuses one that exists, else it is emptied.
fn private_file(path: &Path, new: bool) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true);
    if new {
        options.create_new(true);
    } else {
        options.create(true).truncate(true);
    }
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)
}
