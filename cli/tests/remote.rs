//! `gameshelf remote`: devices, each a state file, play whole Abalone games by passing the links
//! the commands print; every link or move that must be refused is, leaving the state file as it
//! was, byte for byte.

use gameshelf_engine::game::AnyGame;
use gameshelf_engine::remote::dealt::{AnyDealt, Dealt, Step};
use gameshelf_engine::remote::session::Session;
use gameshelf_engine::{abaku, summy};
use std::path::PathBuf;
use std::process::Output;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::support::*;

/// A directory of state files in the temp directory, unique to this process and call, removed
/// when dropped.
struct Devices {
    dir: PathBuf,
    names: Vec<String>,
    /// The players whose seats Eva's device plays too (`--also`): their state file is hers.
    at_eva: Vec<String>,
}

impl Devices {
    fn new(names: &[&str]) -> Devices {
        static CALLS: AtomicUsize = AtomicUsize::new(0);
        let call = CALLS.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("gameshelf-remote-{}-{call}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("the temp directory is made");
        let names = names.iter().map(|name| name.to_string()).collect();
        Devices {
            dir,
            names,
            at_eva: Vec::new(),
        }
    }

    /// The seats of `names` played on Eva's device too.
    fn at_eva(mut self, names: &[&str]) -> Devices {
        self.at_eva = names.iter().map(|name| name.to_string()).collect();
        self
    }

    /// `new`'s arguments for `game` at this table, with `--also` if Eva's device plays others.
    fn new_args(&self, game: &str) -> Vec<String> {
        let mut args = vec![
            "new".into(),
            game.into(),
            "--players".into(),
            self.names.join(","),
        ];
        let seat = |name| self.names.iter().position(|other| other == name).unwrap();
        let also: Vec<String> = self.at_eva.iter().map(|name| seat(name).to_string()).collect();
        if !also.is_empty() {
            args.extend(["--also".into(), also.join(",")]);
        }
        args
    }

    /// The state file of the device of `name`.
    fn state(&self, name: &str) -> String {
        let name = if self.at_eva.iter().any(|other| other == name) {
            "Eva"
        } else {
            name
        };
        let file = self.dir.join(format!("{}.json", name.to_lowercase()));
        file.to_str().expect("a UTF-8 temp path").to_string()
    }

    fn read(&self, name: &str) -> String {
        std::fs::read_to_string(self.state(name)).expect("the state file is read")
    }

    /// `gameshelf remote ARGS --state NAME's file`.
    fn run(&self, name: &str, args: &[&str]) -> Output {
        let state = self.state(name);
        let mut args: Vec<&str> = [&["remote"], args].concat();
        args.extend(["--state", &state]);
        gameshelf(&args, "")
    }

    /// Runs a command that must succeed and returns the links it prints to send.
    fn ok(&self, name: &str, args: &[&str]) -> Vec<(Vec<String>, String)> {
        let output = self.run(name, args);
        assert!(output.status.success(), "{name} {args:?}: {}", stderr(&output));
        links(&stdout(&output))
    }

    /// Each link opened by the device it is for, which it names by all its seats.
    fn deliver(&self, links: &[(Vec<String>, String)]) {
        for (to, link) in links {
            self.ok(&to[0], &["open", link]);
        }
    }

    /// A command that must be refused with `reason`, leaving the state file as it was.
    fn refused(&self, name: &str, args: &[&str], reason: &str) {
        let before = self.read(name);
        let output = self.run(name, args);
        assert_eq!(output.status.code(), Some(1), "{name} {args:?} was not refused");
        assert_eq!(stderr(&output).trim_end(), reason);
        assert_eq!(self.read(name), before, "{name}'s state file changed");
    }

    /// The game as `name`'s device has it, read from its state file's record.
    fn game(&self, name: &str) -> gameshelf_engine::abalone::Game {
        let state: serde_json::Value = serde_json::from_str(&self.read(name)).unwrap();
        match AnyGame::from_record(&state["record"].to_string()).unwrap().game {
            AnyGame::Abalone(game) => *game,
            _ => panic!("an Abalone game"),
        }
    }
}

impl Drop for Devices {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The `send to NAME[ and NAME...]: LINK` lines of an output.
fn links(out: &str) -> Vec<(Vec<String>, String)> {
    out.lines()
        .filter_map(|line| line.strip_prefix("send to "))
        .map(|line| {
            let (to, link) = line.split_once(": ").expect("NAMES: LINK");
            (to.split(" and ").map(String::from).collect(), link.to_string())
        })
        .collect()
}

/// Eva hosts with `options`; everyone joins and has every seat's joins.
fn table(names: &[&str], options: &[&str]) -> Devices {
    let devices = Devices::new(names);
    let players = names.join(",");
    let mut args = vec!["new", "abalone", "--players", &players, "--seat", "0"];
    args.extend(options);
    let invitations = devices.ok("Eva", &args);
    assert_eq!(invitations.len(), names.len() - 1);
    let mut to_send = Vec::new();
    for (to, invitation) in &invitations {
        let answer = devices.ok(&to[0], &["open", invitation]);
        assert_eq!(answer[0].0, vec!["Eva"]);
        to_send = devices.ok("Eva", &["open", &answer[0].1]);
    }
    devices.deliver(&to_send);
    devices
}

/// From the Belgian daisy, Black's 3-push-2 sends a white marble off on the third move.
const PUSH_OFF: [&str; 3] = ["B3A3", "H4G3", "A1A2"];

/// The move for turn `turn`: the opening's, then a legal move chosen by `rng`.
fn next_move(
    game: &gameshelf_engine::abalone::Game,
    opening: &[&str],
    turn: usize,
    rng: &mut Xorshift,
) -> String {
    match opening.get(turn) {
        Some(mv) => mv.to_string(),
        None => {
            let moves = game.position().legal_moves();
            moves[rng.below(moves.len())].to_string()
        }
    }
}

/// Plays to the end, each device moving in its turn; `each_turn` may meddle before the move.
fn play_out(
    devices: &Devices,
    opening: &[&str],
    mut each_turn: impl FnMut(usize, &str, &[(Vec<String>, String)]),
) {
    let mut rng = Xorshift(0x5EED_1234);
    let mut last_links = Vec::new();
    for turn in 0.. {
        let game = devices.game(&devices.names[0]);
        if game.outcome().is_some() {
            break;
        }
        let mover = devices.names[game.position().to_move().index()].clone();
        each_turn(turn, &mover, &last_links);
        let mv = next_move(&game, opening, turn, &mut rng);
        last_links = devices.ok(&mover, &["play", &mv]);
        devices.deliver(&last_links);
    }
}

/// Every device has the same finished record, and says so.
fn assert_same_end(devices: &Devices, moves: usize) {
    let records: Vec<serde_json::Value> = devices
        .names
        .iter()
        .map(|name| serde_json::from_str::<serde_json::Value>(&devices.read(name)).unwrap()["record"].clone())
        .collect();
    assert!(records.iter().all(|record| *record == records[0]));
    assert_eq!(records[0]["moves"].as_array().unwrap().len(), moves);
    let result = |name: &str| {
        let output = devices.run(name, &["show"]);
        assert!(output.status.success());
        let out = stdout(&output);
        let result = out.lines().find(|line| line.starts_with("result: ")).unwrap();
        let over = format!("the game is over: {}", &result["result: ".len()..]);
        assert!(out.lines().any(|line| line == over), "{out}");
        result.to_string()
    };
    let first = result(&devices.names[0]);
    assert!(first.contains("at the move limit"), "{first}");
    for name in &devices.names {
        assert_eq!(result(name), first);
        devices.refused(name, &["play", "A1A2"], "the game is over");
    }
}

/// One character of a link changed for another of base64url's.
fn altered(link: &str, at: usize) -> String {
    let mut chars: Vec<char> = link.chars().collect();
    chars[at] = if chars[at] == 'A' { 'B' } else { 'A' };
    chars.into_iter().collect()
}

#[test]
fn two_devices_play_a_whole_game_by_links_and_refuse_every_bad_one() {
    let devices = table(
        &["Eva", "Adam"],
        &["--layout", "belgian-daisy", "--move-limit", "16"],
    );
    let mut first_link = String::new();
    play_out(&devices, &PUSH_OFF, |turn, mover, last_links| {
        let other = if mover == "Eva" { "Adam" } else { "Eva" };
        match turn {
            // The seat not to move tries to; Eva's first link is kept to be replayed later.
            1 => {
                first_link = last_links[0].1.clone();
                devices.refused(
                    other,
                    &["play", "I5H5"],
                    &format!("it is {mover}'s turn (seat 2), not this device's"),
                );
            }
            // The mover opens again the link it just took, then one with a character changed.
            4 => {
                let link = &last_links[0].1;
                devices.refused(mover, &["open", link], "turn 4 is already in the game");
                for at in [0, 5, link.len() / 2, link.len() - 2] {
                    let output = devices.run(mover, &["open", &altered(link, at)]);
                    assert_eq!(output.status.code(), Some(1), "altered at {at}");
                }
                // A character of Adam's signature.
                devices.refused(
                    mover,
                    &["open", &altered(link, link.len() - 20)],
                    "seat 2 did not sign this move",
                );
            }
            // Adam opens Eva's first link again, four turns on.
            5 => devices.refused("Adam", &["open", &first_link], "turn 1 is already in the game"),
            // A move that is none keeps the rules' reason.
            6 => devices.refused(
                mover,
                &["play", "A1A9"],
                "A1A9 cannot be played at turn 7: \"A9\" is not a cell of the board",
            ),
            _ => {}
        }
    });
    assert_same_end(&devices, 16);
    // Black's push-off decided it.
    assert_eq!(
        devices
            .game("Adam")
            .position()
            .pushed_off_by(gameshelf_engine::abalone::Seat::BLACK),
        1
    );
}

#[test]
fn a_player_resigns_in_their_turn_before_or_after_moving() {
    let devices = table(&["Eva", "Adam"], &[]);
    devices.refused(
        "Adam",
        &["play", "resign"],
        "it is Eva's turn (seat 1), not this device's",
    );
    let first_line = |output: &Output| stdout(output).lines().next().map(String::from);
    let output = devices.run("Eva", &["play", "resign"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(first_line(&output).as_deref(), Some("Eva resigned"));
    let opened = devices.run("Adam", &["open", &links(&stdout(&output))[0].1]);
    assert_eq!(first_line(&opened).as_deref(), Some("Eva resigned"));
    for name in ["Eva", "Adam"] {
        assert_eq!(devices.game(name).resigned().map(|seat| seat.index()), Some(0));
        devices.refused(name, &["play", "A1B2"], "the game is over");
    }
    // After a move, too: the move before is not taken for the resignation.
    let devices = table(&["Eva", "Adam"], &[]);
    devices.deliver(&devices.ok("Eva", &["play", "A1B2"]));
    let output = devices.run("Adam", &["play", "resign"]);
    assert_eq!(first_line(&output).as_deref(), Some("Adam resigned"));
    assert_eq!(devices.game("Adam").played().len(), 1);
}

#[test]
fn two_moves_signed_for_one_turn_are_reported_as_a_fork() {
    let devices = table(&["Eva", "Adam"], &[]);
    let saved = devices.read("Eva");
    let first = devices.ok("Eva", &["play", "A1B2"]);
    // Eva puts her state file back and signs another move for the same turn.
    std::fs::write(devices.state("Eva"), &saved).unwrap();
    let second = devices.ok("Eva", &["play", "A5B5"]);
    devices.deliver(&first);
    devices.refused(
        "Adam",
        &["open", &second[0].1],
        "seat 1 sent two different moves for turn 1",
    );
}

#[test]
fn three_devices_play_a_whole_game_by_links() {
    let devices = table(&["Eva", "Adam", "Cy"], &["--move-limit", "12"]);
    play_out(&devices, &[], |_, _, _| {});
    assert_same_end(&devices, 12);
}

#[test]
fn a_state_file_is_never_overwritten_or_taken_when_damaged() {
    let devices = table(&["Eva", "Adam"], &[]);
    let eva = devices.read("Eva");
    let output = devices.run("Eva", &["new", "abalone", "--players", "Eva,Adam"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).starts_with("cannot create "),
        "{}",
        stderr(&output)
    );
    assert_eq!(devices.read("Eva"), eva);
    let damaged = eva.replacen("\"seat\": 0", "\"seat\": 1", 1);
    std::fs::write(devices.state("Eva"), &damaged).unwrap();
    let output = devices.run("Eva", &["play", "A1A2"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output)
            .contains("the saved remote game is damaged: its key is not the one its seat joined with"),
        "{}",
        stderr(&output)
    );
    assert_eq!(devices.read("Eva"), damaged);
    std::fs::write(devices.state("Eva"), "not json").unwrap();
    let output = devices.run("Eva", &["show"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(devices.read("Eva"), "not json");
}

/// A state file holds its seat's keys: each device's is its owner's alone, as written first
/// and as replaced after a link.
#[cfg(unix)]
#[test]
fn a_state_file_is_readable_and_writable_by_its_owner_alone() {
    use std::os::unix::fs::PermissionsExt;
    // Each file written first, then replaced by the links opened since.
    let devices = table(&["Eva", "Adam"], &[]);
    for name in ["Eva", "Adam"] {
        let mode = std::fs::metadata(devices.state(name))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600, "{name}'s state file is {:o}", mode & 0o777);
    }
}

/// Eva hosts a table of a dealt `game`; every link goes where it is sent, once, until the deal
/// is done and someone is to move.
fn dealt_table(game: &str, names: &[&str], at_eva: &[&str]) -> Devices {
    let devices = Devices::new(names).at_eva(at_eva);
    let args = devices.new_args(game);
    let invitations = devices.ok("Eva", &args.iter().map(String::as_str).collect::<Vec<_>>());
    let mut to_send = Vec::new();
    for (to, invitation) in &invitations {
        let answer = devices.ok(&to[0], &["open", invitation]);
        to_send = devices.ok("Eva", &["open", &answer[0].1]);
    }
    let mut sent: std::collections::HashSet<_> = to_send.iter().cloned().collect();
    while !to_send.is_empty() {
        let mut next = Vec::new();
        for (to, link) in &to_send {
            // A guest holding part of the first long link answers again, as it has not
            // started: its answer is already in.
            let output = devices.run(&to[0], &["open", link]);
            let again = stderr(&output).contains("is already in the game");
            assert!(output.status.success() || again, "{}", stderr(&output));
            next.extend(links(&stdout(&output)));
        }
        // A device sends its links again until the seat they are for answers: keep the new ones.
        next.retain(|link| sent.insert(link.clone()));
        to_send = next;
    }
    devices
}

/// The device of `name`, read from its state file as the command reads it.
fn session(devices: &Devices, name: &str) -> Session {
    Session::from_json(&devices.read(name)).expect("the state file reads")
}

#[test]
fn two_devices_deal_and_play_a_whole_game_of_addique_by_links() {
    let devices = dealt_table("addique", &["Eva", "Adam"], &[]);
    let mut turns = 0;
    loop {
        let eva = session(&devices, "Eva");
        let Step::Move(seat) = eva.dealt().expect("dealt").step() else {
            break;
        };
        let mover = devices.names[seat].clone();
        let game = session(&devices, &mover);
        let moves = game
            .dealt()
            .and_then(AnyDealt::addique)
            .and_then(Dealt::game)
            .expect("dealt")
            .moves();
        let (mv, _) = moves.iter().max_by_key(|&&(_, points)| points).expect("a move");
        let links = devices.ok(&mover, &["play", &mv.to_string()]);
        assert_eq!(links.len(), 1, "one link, to the other seat");
        let (to, link) = &links[0];
        if turns == 3 {
            // An edited link is refused and changes nothing; so is an old one replayed.
            let before = devices.read(&to[0]);
            for at in [10, link.len() / 2, link.len() - 5] {
                let output = devices.run(&to[0], &["open", &altered(link, at)]);
                assert_eq!(output.status.code(), Some(1), "altered at {at}");
                assert_eq!(devices.read(&to[0]), before);
            }
        }
        devices.deliver(&links);
        if turns == 3 {
            let output = devices.run(&to[0], &["open", link]);
            assert!(
                stderr(&output).contains("is already in the game"),
                "{}",
                stderr(&output)
            );
        }
        turns += 1;
    }
    assert_eq!(turns, 47, "every piece but the opening one is laid in a turn");
    let shown = reveal_and_show(&devices);
    for out in &shown {
        assert!(out.contains("all 48 pieces played"), "{out}");
    }
    devices.refused("Eva", &["play", "1278@9,9"], "the game is over");
}

/// Once a dealt game is over, the deal's secrets travel, each device revealing its own in its
/// turn and sending on what the others lack (a link one has already is refused as such); then
/// what each device shows, every one passing the deal's audit with the same result.
fn reveal_and_show(devices: &Devices) -> Vec<String> {
    for _ in 0..2 {
        for name in &devices.names {
            for (to, link) in links(&stdout(&devices.run(name, &["show"]))) {
                for name in &to {
                    let output = devices.run(name, &["open", &link]);
                    let taken = output.status.success() || stderr(&output).contains("is already in the game");
                    assert!(taken, "{}", stderr(&output));
                }
            }
        }
    }
    let shown: Vec<String> = devices
        .names
        .iter()
        .map(|name| stdout(&devices.run(name, &["show"])))
        .collect();
    for out in &shown {
        assert!(
            out.contains("the deal's audit: every seat dealt honestly"),
            "{out}"
        );
    }
    shown
}

/// Plays a dealt game to its end through the binary, each move `choose`n from the mover's
/// device as its state file has it; the number of turns.
fn play_dealt_to_the_end(devices: &Devices, choose: impl Fn(&Session) -> String) -> usize {
    play_dealt(devices, choose, usize::MAX)
}

/// Plays a dealt game as [`play_dealt_to_the_end`] does, for `most` turns at most.
fn play_dealt(devices: &Devices, choose: impl Fn(&Session) -> String, most: usize) -> usize {
    let mut turns = 0;
    while let Step::Move(seat) = session(devices, "Eva").dealt().expect("dealt").step() {
        if turns == most {
            break;
        }
        let mover = devices.names[seat].clone();
        let mv = choose(&session(devices, &mover));
        let links = devices.ok(&mover, &["play", &mv]);
        assert_eq!(links.len(), 1, "one link, to the other seat");
        devices.deliver(&links);
        turns += 1;
    }
    turns
}

/// The Summy game as the seat to move on `device` knows it.
fn summy_to_move(device: &Session) -> &summy::DealtGame {
    let Step::Move(seat) = device.dealt().expect("dealt").step() else {
        panic!("no seat to move");
    };
    let game = device
        .dealt_at(seat)
        .and_then(AnyDealt::summy)
        .and_then(Dealt::game);
    game.expect("the seat to move is played on its device")
}

/// The best placement of the seat to move on `device`, else an exchange of its rack, else a pass.
fn summy_move(device: &Session) -> String {
    let view = summy_to_move(device).view();
    match summy::best_placement(&view.board, &view.rack) {
        Some((placement, _)) => placement.to_string(),
        None if view.stock_len > 0 => {
            let rack: String = view.rack.iter().map(|tile| tile.symbol()).collect();
            format!("exchange {rack}")
        }
        None => "pass".into(),
    }
}

#[test]
fn two_devices_deal_and_play_a_whole_game_of_summy_by_links() {
    let devices = dealt_table("summy", &["Eva", "Adam"], &[]);
    let turns = play_dealt_to_the_end(&devices, summy_move);
    assert!(turns > 10, "{turns} turns");
    let shown = reveal_and_show(&devices);
    assert!(shown[0].contains(&format!("{turns}. ")), "every turn is listed");
    assert!(shown[0].contains("start draw: Eva "), "{}", shown[0]);
}

#[test]
fn a_dealt_game_s_copy_is_the_same_on_every_device_and_replays_from_where_it_stands() {
    let devices = dealt_table("summy", &["Eva", "Adam"], &[]);
    assert_eq!(play_dealt(&devices, summy_move, 6), 6);
    // No copy before its seed is agreed: Eva asks, Adam agrees, the devices reveal.
    assert!(!devices.run("Eva", &["copy"]).status.success());
    // Each link of the agreement is the last its device prints (the moves' links before it).
    let last = |links: Vec<(Vec<String>, String)>| links.last().expect("a link").1.clone();
    let asked = last(devices.ok("Eva", &["copy", "--ask"]));
    devices.ok("Adam", &["open", &asked]);
    let agreed = last(devices.ok("Adam", &["copy", "--agree"]));
    let revealed = last(devices.ok("Eva", &["open", &agreed]));
    devices.ok("Adam", &["open", &revealed]);
    let copies: Vec<String> = ["Eva", "Adam"]
        .iter()
        .map(|name| {
            let before = devices.read(name);
            let output = devices.run(name, &["copy"]);
            assert!(output.status.success(), "{}", stderr(&output));
            assert_eq!(devices.read(name), before, "copying changes nothing");
            stdout(&output)
        })
        .collect();
    assert_eq!(copies[0], copies[1], "every device copies alike");
    let eva = session(&devices, "Eva");
    let game = eva
        .dealt()
        .and_then(AnyDealt::summy)
        .and_then(Dealt::game)
        .expect("dealt");
    // A robot plays on from the copy's record.
    let copy = TempFile::new("summy-copy", copies[0].trim_end());
    let robot = gameshelf(
        &["robot", "summy", "--record", copy.path(), "--level", "medium"],
        "",
    );
    assert!(robot.status.success(), "{}", stderr(&robot));
    let robot_move = stdout(&robot).lines().last().expect("a move").to_string();
    let mut played_on = AnyGame::from_record(copies[0].trim_end()).unwrap().game;
    played_on
        .play_notation(&robot_move)
        .unwrap_or_else(|error| panic!("{robot_move}: {error}"));
    let replayed = replayed(copies[0].trim_end());
    let lines: Vec<&str> = replayed.lines().collect();
    assert_eq!(
        lines,
        [
            "copy after 6 turns, its tiles face down dealt anew".to_string(),
            format!(
                "result: in progress, {} to play, Eva {}, Adam {}, {} tiles in the stock, {} exchanged",
                devices.names[game.to_move()],
                game.scores()[0],
                game.scores()[1],
                // The start draw's two tiles go back into the copy's stock, as at one device.
                game.hands().deck_left() + 2,
                game.exchanged(),
            ),
        ]
    );
}

#[test]
fn two_devices_deal_and_play_a_whole_game_of_abaku_by_links() {
    let devices = dealt_table("abaku", &["Eva", "Adam"], &[]);
    let turns = play_dealt_to_the_end(&devices, |device| {
        let game = device.dealt().and_then(AnyDealt::abaku).and_then(Dealt::game);
        let view = game.expect("dealt").view();
        match abaku::best_placement(&view.board, view.rules, &view.rack) {
            Some((placement, _)) => placement.to_string(),
            None if view.bag_len >= view.rack.len() => {
                let rack: String = view.rack.iter().map(ToString::to_string).collect();
                format!("exchange {rack}")
            }
            None => "pass".into(),
        }
    });
    let shown = reveal_and_show(&devices);
    assert!(shown[0].contains(&format!("{turns}. ")), "every turn is listed");
    assert!(shown[1].contains("the game is over: "), "{}", shown[1]);
    assert!(
        !shown[1].contains("no one can play"),
        "a dealt game cannot see a block"
    );
}

/// Eva hosts Abalone for Eva, Adam and Cy with `options`, her device playing Cy too: it invites
/// Adam alone, who joins.
fn table_with_cy_at_eva(options: &[&str]) -> Devices {
    let devices = Devices::new(&["Eva", "Adam", "Cy"]).at_eva(&["Cy"]);
    let new = devices.new_args("abalone");
    let new: Vec<&str> = new
        .iter()
        .map(String::as_str)
        .chain(options.iter().copied())
        .collect();
    let out = stdout(&devices.run("Eva", &new));
    assert!(out.starts_with("Eva at seat 1 and Cy at seat 3 host"), "{out}");
    let invitations = links(&out);
    assert_eq!(invitations.len(), 1, "{out}");
    assert_eq!(invitations[0].0, ["Adam"]);
    let answer = devices.ok("Adam", &["open", &invitations[0].1]);
    // Adam hears of Cy's join only with the link that starts the game: he waits for Eva's.
    let waiting = stdout(&devices.run("Adam", &["show"]));
    assert!(
        waiting.contains("waiting for Eva's link, which comes once every player has joined"),
        "{waiting}"
    );
    devices.deliver(&devices.ok("Eva", &["open", &answer[0].1]));
    devices
}

/// What `show` prints on `name`'s device but its links to send.
fn shown_game(devices: &Devices, name: &str) -> Vec<String> {
    let out = stdout(&devices.run(name, &["show"]));
    let game = out.lines().filter(|line| !line.starts_with("send to "));
    game.map(String::from).collect()
}

#[test]
fn a_device_that_also_plays_cy_is_sent_one_link_for_both_and_plays_cy_in_her_turn() {
    let devices = table_with_cy_at_eva(&["--move-limit", "12"]);
    let mut rng = Xorshift(0x5EED_1234);
    for turn in 0.. {
        let game = devices.game("Eva");
        if game.outcome().is_some() {
            break;
        }
        let seat = game.position().to_move().index();
        let mover = devices.names[seat].as_str();
        // Adam's device sends Eva's one link, naming both her seats; Eva's sends Adam's.
        let (device, other, to) = match mover {
            "Adam" => ("Adam", "Eva", vec!["Eva", "Cy"]),
            _ => ("Eva", "Adam", vec!["Adam"]),
        };
        let not_here = format!("it is {mover}'s turn (seat {}), not this device's", seat + 1);
        devices.refused(other, &["play", "A1A2"], &not_here);
        let mv = next_move(&game, &[], turn, &mut rng);
        let out = stdout(&devices.run(device, &["play", &mv]));
        assert_eq!(
            out.lines().next(),
            Some(&*format!("{mover} played {mv}")),
            "{out}"
        );
        let sent = links(&out);
        assert_eq!(sent.len(), 1, "{out}");
        assert_eq!(sent[0].0, to);
        // `show` sends that link again, and no other, until it is opened.
        assert_eq!(links(&stdout(&devices.run(device, &["show"]))), sent);
        let opened = stdout(&devices.run(other, &["open", &sent[0].1]));
        assert!(links(&opened).is_empty(), "{opened}");
        // Whose turn is next, and whether on the device that opened the move.
        let next = devices.names[(seat + 1) % 3].as_str();
        let here = match devices.state(next) == devices.state(other) {
            true => " (this device)",
            false => "",
        };
        if devices.game(other).outcome().is_none() {
            let status = format!("\nto move: {next}{here}\n");
            assert!(opened.contains(&status), "{opened}");
        }
    }
    assert_same_end(&devices, 12);
    assert_eq!(shown_game(&devices, "Eva"), shown_game(&devices, "Adam"));
    let numbered = |line: &&String| line.starts_with(|c: char| c.is_ascii_digit());
    assert_eq!(shown_game(&devices, "Eva").iter().filter(numbered).count(), 12);
}

#[test]
fn a_device_that_also_plays_cy_shows_both_racks_and_deals_and_plays_summy_to_the_end() {
    let devices = dealt_table("summy", &["Eva", "Adam", "Cy"], &["Cy"]);
    let rack = |seat: usize| {
        let game = session(&devices, "Eva")
            .dealt_at(seat)
            .and_then(AnyDealt::summy)
            .and_then(Dealt::game)
            .cloned();
        let rack: Vec<String> = game
            .expect("dealt")
            .view()
            .rack
            .iter()
            .map(ToString::to_string)
            .collect();
        rack
    };
    assert_ne!(rack(0), rack(2));
    let eva = stdout(&devices.run("Eva", &["show"]));
    assert!(
        eva.contains(&format!("\nrack of Eva: {}\n", rack(0).concat())),
        "{eva}"
    );
    assert!(
        eva.contains(&format!("\nrack of Cy: {}\n", rack(2).concat())),
        "{eva}"
    );
    let adam = stdout(&devices.run("Adam", &["show"]));
    assert!(
        adam.contains("rack of Adam: ") && !adam.contains("rack of Cy"),
        "{adam}"
    );
    let turns = play_dealt_to_the_end(&devices, summy_move);
    assert!(turns > 10, "{turns} turns");
    let shown = reveal_and_show(&devices);
    assert!(shown[0].contains(&format!("\n{turns}. ")), "every turn is listed");
    assert!(shown[0].contains(". Cy "), "Cy's turns are listed: {}", shown[0]);
}
