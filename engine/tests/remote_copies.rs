//! A dealt game's copy ([`tiles::PublicPosition`]): what each device saves of a game dealt at a
//! distance, from which the game is finished on one device if a device's keys are lost. Devices
//! play Summy, Abaku and Addique by links, robots choosing every move from their own seat's
//! view, and after every turn each device's copy is checked: every device saves the same copy,
//! so it holds nothing that only one device can read; it reads back from its record as itself;
//! it shows what every seat sees of the game (the board, the scores, whose turn, the count
//! towards the end, each rack's size and its tiles face up); it holds the whole set; and it
//! plays on to its end. A finished game's copy is finished, with the same result.

use crate::support::remote::{copy_by_the_public_seed, entropy, names, settle, table};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::game::AnyGame;
use gameshelf_engine::remote::dealt::{AnyDealt, Step};
use gameshelf_engine::remote::session::{Session, SessionError};
use gameshelf_engine::robot::{Level, SeatView, Thinking};
use gameshelf_engine::{abaku, addique, summy, tiles};
use serde_json::Value;

/// A clock that never moves: the robots here choose without a deadline, so every run plays the
/// same moves, however fast the machine.
fn frozen() -> f64 {
    0.0
}

/// `seat`'s view of its game as its own device deals it, or of a copy: what a robot reads.
fn dealt_view(device: &Session, seat: usize) -> SeatView {
    match device.dealt_at(seat).expect("a seat of this device") {
        AnyDealt::Summy(dealt) => SeatView::Summy(dealt.game().expect("dealt").view()),
        AnyDealt::Abaku(dealt) => SeatView::Abaku(dealt.game().expect("dealt").view()),
        AnyDealt::Addique(dealt) => SeatView::Addique(dealt.game().expect("dealt").view()),
    }
}

fn copy_view(copy: &AnyGame, seat: usize) -> SeatView {
    match copy {
        AnyGame::Summy(game) => SeatView::Summy(game.view_of(seat)),
        AnyGame::Abaku(game) => SeatView::Abaku(game.view_of(seat)),
        AnyGame::Addique(game) => SeatView::Addique(game.view_of(seat)),
        AnyGame::Abalone(_) => panic!("Abalone deals nothing"),
    }
}

/// A view without what a copy deals anew: the rack, the tiles unseen, and the stock's count
/// (the copy's stock takes back the tiles the deal set aside face up, and Abaku's exchanges).
fn public_part(view: &SeatView) -> Value {
    let mut json: Value = serde_json::from_str(&view.to_json()).unwrap();
    let fields = json.as_object_mut().unwrap().values_mut().next().unwrap();
    for dealt_anew in ["rack", "hand", "unseen", "stock_len", "bag_len", "pool_len"] {
        fields.as_object_mut().unwrap().remove(dealt_anew);
    }
    json
}

/// Every rack of `copy` and the tiles left, as text: the racks, then everything that is in the
/// game but on the board and in the racks (the bag, and Summy's exchanges).
fn copy_racks(copy: &AnyGame) -> Vec<Vec<String>> {
    fn text<T: ToString>(tiles: &[T]) -> Vec<String> {
        tiles.iter().map(ToString::to_string).collect()
    }
    match copy {
        AnyGame::Summy(game) => (0..game.setup().players.len())
            .map(|seat| text(game.position().rack(seat)))
            .collect(),
        AnyGame::Abaku(game) => (0..game.setup().players.len())
            .map(|seat| text(game.position().rack(seat)))
            .collect(),
        AnyGame::Addique(game) => (0..game.setup().players.len())
            .map(|seat| text(game.position().hand(seat)))
            .collect(),
        AnyGame::Abalone(_) => panic!("Abalone deals nothing"),
    }
}

/// Every tile of the copy is the set's, each once: on the board, in a rack, or unseen by seat
/// 0 (the other racks and the bag), or set aside by Summy's exchanges.
fn check_the_whole_set(copy: &AnyGame) {
    fn sorted<T: Ord + Copy>(tiles: impl IntoIterator<Item = T>) -> Vec<T> {
        let mut tiles: Vec<T> = tiles.into_iter().collect();
        tiles.sort();
        tiles
    }
    match copy {
        AnyGame::Summy(game) => {
            let position = game.position();
            let held = position.rack(0).iter().copied().chain(position.unseen_by(0));
            assert_eq!(
                sorted(position.out_of_play().chain(held)),
                sorted(summy::tile_set())
            );
        }
        AnyGame::Abaku(game) => {
            let position = game.position();
            let on_board = position.board().tiles().map(|(_, placed)| placed.tile());
            let held = position.rack(0).iter().copied().chain(position.unseen_by(0));
            assert_eq!(sorted(on_board.chain(held)), sorted(abaku::tile_set()));
        }
        AnyGame::Addique(game) => {
            let position = game.position();
            let on_table = position.table().pieces().iter().map(|&(piece, _)| piece);
            let seats = game.setup().players.len();
            let hands = (0..seats).flat_map(|seat| position.hand(seat).iter().copied());
            let every = sorted(on_table.chain(hands));
            assert!(every.windows(2).all(|pair| pair[0] != pair[1]), "a piece twice");
            assert_eq!(every.len() + position.pool_len(), addique::Piece::set().len());
        }
        AnyGame::Abalone(_) => panic!("Abalone deals nothing"),
    }
}

/// The tiles face up in each of `device`'s dealt racks, as text.
fn face_up(device: &Session) -> Vec<Vec<String>> {
    fn text<T: ToString + Copy + PartialEq>(hands: &tiles::DealtHands<T>, seats: usize) -> Vec<Vec<String>> {
        let face_up = |seat| hands.hand(seat).iter().filter(|card| card.face_up);
        (0..seats)
            .map(|seat| {
                face_up(seat)
                    .filter_map(|card| card.tile)
                    .map(|tile| tile.to_string())
                    .collect()
            })
            .collect()
    }
    let seats = device.names().len();
    match device.dealt().unwrap() {
        AnyDealt::Summy(dealt) => text(dealt.game().unwrap().hands(), seats),
        AnyDealt::Abaku(dealt) => text(dealt.game().unwrap().hands(), seats),
        AnyDealt::Addique(dealt) => text(dealt.game().unwrap().hands(), seats),
    }
}

/// Every device saves the same copy, which reads back from its record as itself and shows
/// what every seat sees of the game; the copy's racks keep their sizes and the tiles face up
/// in them, and it holds the whole set. The copy, read back.
fn check_copies(devices: &[Session], turns: usize) -> AnyGame {
    let copy = devices[0].current_game();
    let record = copy.record_json();
    let read = AnyGame::from_record(&record)
        .unwrap_or_else(|error| panic!("{record}: {error}"))
        .game;
    assert_eq!(read.record_json(), record, "the copy reads back as itself");
    assert_eq!(read.copied_after(), Some(turns));
    assert_eq!(read.moves_played(), 0);
    let racks = copy_racks(&read);
    for (seat, device) in devices.iter().enumerate() {
        assert_eq!(
            device.current_game().record_json(),
            record,
            "seat {seat}'s device copies otherwise"
        );
        assert_eq!(
            public_part(&copy_view(&read, seat)),
            public_part(&dealt_view(device, seat)),
            "seat {seat}'s view of the copy"
        );
        let sizes: Vec<usize> = racks.iter().map(Vec::len).collect();
        let dealt_sizes = match device.dealt().unwrap() {
            AnyDealt::Summy(dealt) => dealt.game().unwrap().hands().sizes(),
            AnyDealt::Abaku(dealt) => dealt.game().unwrap().hands().sizes(),
            AnyDealt::Addique(dealt) => dealt.game().unwrap().hands().sizes(),
        };
        assert_eq!(sizes, dealt_sizes);
        for (rack, shown) in racks.iter().zip(face_up(device)) {
            assert_eq!(
                rack[..shown.len()],
                shown[..],
                "a tile face up is kept in its rack"
            );
        }
    }
    check_the_whole_set(&read);
    read
}

/// The move a robot of `level` chooses for the seat to move from that seat's view.
fn robot_move(view: &SeatView, level: Level, turn: usize) -> String {
    let thinking = Thinking::new(level, 0, turn as u64, frozen);
    view.choose(&thinking)
        .unwrap_or_else(|error| panic!("turn {turn}: {error}"))
        .mv
}

/// Plays `copy` on to its end, every move a robot's and legal.
fn play_on(mut copy: AnyGame) -> AnyGame {
    for turn in 0..200 {
        if copy.is_over() {
            return copy;
        }
        let mv = robot_move(&copy_view(&copy, copy.to_move()), Level::Medium, turn);
        copy.play_notation(&mv)
            .unwrap_or_else(|error| panic!("turn {turn} of the copy: {mv}: {error}"));
        check_the_whole_set(&copy);
    }
    panic!("the copy did not end in 200 turns");
}

/// Deals a game of `kind` for `players` and plays it by links to its end and its audit, robots
/// choosing from their seats' views; checks every device's copy after each turn, and plays on
/// the copy made after `play_on_after` turns. The devices at the end, and the turns that began
/// with a tile face up in a rack.
fn play_and_copy(kind: GameKind, players: usize, seed: u8, play_on_after: usize) -> (Vec<Session>, usize) {
    let mut devices = table(kind, players, seed);
    let mut turns = 0;
    let mut face_up_turns = 0;
    while let Step::Move(seat) = devices[0].dealt().unwrap().step() {
        assert!(devices.iter().all(Session::under_way));
        let copy = check_copies(&devices, turns);
        if face_up(&devices[0]).iter().any(|rack| !rack.is_empty()) {
            face_up_turns += 1;
        }
        if turns == play_on_after {
            assert!(play_on(copy).is_over());
        }
        let mv = robot_move(&dealt_view(&devices[seat], seat), Level::Medium, turns);
        devices[seat]
            .play(&mv)
            .unwrap_or_else(|error| panic!("{mv}: {error}"));
        settle(&mut devices);
        turns += 1;
    }
    assert_eq!(devices[0].dealt().unwrap().step(), Step::Done);
    assert!(!devices.iter().any(Session::under_way), "the game is over");
    (devices, face_up_turns)
}

/// Abaku's ranking and the final scores it ranks, the racks left deducted.
fn abaku_result(outcome: abaku::Outcome) -> (Vec<usize>, Vec<i64>) {
    (outcome.ranking, outcome.final_scores)
}

/// The ranking and the scores it ranks, final ones where the game counts its end.
fn result(game: &AnyGame) -> (Vec<usize>, Vec<i64>) {
    match game {
        AnyGame::Abaku(game) => abaku_result(game.outcome().expect("over")),
        AnyGame::Summy(summy) => (summy.outcome().expect("over").ranking, game.scores()),
        AnyGame::Addique(addique) => (addique.outcome().expect("over").ranking, game.scores()),
        AnyGame::Abalone(_) => panic!("Abalone deals nothing"),
    }
}

/// The dealt game's own result on `device`, as [`result`] gives a copy's.
fn dealt_result(device: &Session) -> (Vec<usize>, Vec<i64>) {
    match device.dealt().unwrap() {
        AnyDealt::Abaku(dealt) => abaku_result(dealt.game().unwrap().outcome().expect("over")),
        AnyDealt::Summy(dealt) => {
            let game = dealt.game().unwrap();
            let scores = game.scores().to_vec();
            (game.outcome().expect("over").ranking, scores)
        }
        AnyDealt::Addique(dealt) => {
            let game = dealt.game().unwrap();
            let scores = game.scores().to_vec();
            (game.outcome().expect("over").ranking, scores)
        }
    }
}

/// Once the game is over and its racks revealed, the copy is over with the same result: every
/// tile left in a rack is face up, so even Abaku's deductions come out the same.
fn check_finished_copy(devices: &[Session]) {
    let copy = devices[0].current_game();
    assert!(copy.is_over());
    let read = AnyGame::from_record(&copy.record_json()).unwrap().game;
    assert!(read.is_over(), "a finished game's copy reads back finished");
    for device in devices {
        assert_eq!(result(&read), dealt_result(device));
    }
}

#[test]
fn summy_s_copy_on_every_device_is_the_same_shows_every_public_fact_and_plays_on() {
    for (players, seed, play_on_after) in [(2, 11, 9), (3, 12, 4)] {
        let (devices, face_up_turns) = play_and_copy(GameKind::Summy, players, seed, play_on_after);
        assert_eq!(face_up_turns, 0, "Summy turns no tile up");
        check_finished_copy(&devices);
    }
}

#[test]
fn abaku_s_finished_copy_deducts_the_racks_left_as_the_dealt_game_does() {
    for (players, seed, play_on_after) in [(2, 21, 6), (3, 22, 10)] {
        // A joker taken back, face up in a rack, is kept there by `abaku_dealt`'s copy.
        let (devices, _) = play_and_copy(GameKind::Abaku, players, seed, play_on_after);
        check_finished_copy(&devices);
    }
}

#[test]
fn addique_s_copy_keeps_the_opening_pieces_in_their_hands() {
    for (players, seed, play_on_after) in [(2, 31, 0), (4, 32, 7)] {
        let dealt = table(GameKind::Addique, players, seed);
        let opening_pieces = face_up(&dealt[0]).iter().map(Vec::len).sum::<usize>();
        assert_eq!(
            opening_pieces,
            players - 1,
            "all but the starter's, which is on the table"
        );
        let (devices, face_up_turns) = play_and_copy(GameKind::Addique, players, seed, play_on_after);
        assert!(face_up_turns > 0);
        check_finished_copy(&devices);
    }
}

#[test]
fn a_table_still_dealing_saves_its_start_and_a_copy_s_setup_cannot_be_dealt() {
    let setup = serde_json::json!({ "players": names(2), "seed": 0 }).to_string();
    let host = Session::host(GameKind::Summy, &setup, names(2), 0, &entropy(1)).unwrap();
    assert!(host.copy_here().is_none(), "nothing to copy before the deal");
    assert!(!host.under_way());
    let start = host.current_game();
    assert_eq!(start.copied_after(), None);
    assert_eq!(start.moves_played(), 0);

    let devices = table(GameKind::Summy, 2, 40);
    let copy: Value = serde_json::from_str(&devices[0].current_game().record_json()).unwrap();
    let copied_setup = copy["setup"].to_string();
    assert!(copied_setup.contains("\"from\""), "{copied_setup}");
    match Session::host(GameKind::Summy, &copied_setup, names(2), 0, &entropy(2)) {
        Err(SessionError::Setup(why)) => {
            assert!(why.to_string().contains("played on one device"), "{why}")
        }
        Err(error) => panic!("refused otherwise: {error}"),
        Ok(_) => panic!("a copy's setup was dealt"),
    }
}

#[test]
fn a_copy_s_record_that_no_game_could_reach_is_refused_saying_why() {
    let devices = table(GameKind::Abaku, 2, 50);
    let record: Value = serde_json::from_str(&devices[0].current_game().record_json()).unwrap();
    // Each case sets one field of the copy's position, and the reason it is refused.
    let cases = [
        (
            "/to_move",
            serde_json::json!(2),
            "seat 3 is to move, in a game of 2",
        ),
        (
            "/racks/0/face_down",
            serde_json::json!(6),
            "seat 1's rack holds 6 tiles, more than 5",
        ),
        (
            "/racks/1",
            serde_json::json!({ "face_up": "* *", "face_down": 0 }),
            "more of * than the set holds",
        ),
        ("/set_aside", serde_json::json!(3), "Abaku sets no tiles aside"),
        (
            "/end",
            serde_json::json!({ "passes": 0, "ending": { "went-out": 5 } }),
            "the end cannot be counted so",
        ),
    ];
    for (field, value, why) in cases {
        let mut altered = record.clone();
        let from = altered
            .pointer_mut("/setup/from")
            .expect("a copy begins somewhere");
        match from.pointer_mut(field) {
            Some(place) => *place = value,
            None => from[&field[1..]] = value,
        }
        let refused = match AnyGame::from_record(&altered.to_string()) {
            Ok(_) => panic!("{altered} was read"),
            Err(error) => error.to_string(),
        };
        assert!(refused.contains(why), "{why}: {refused}");
    }
}

/// Delivers every link `from` has for `to` (moves and the copy's agreement); how many took.
fn deliver(from: &Session, to: &mut Session) -> usize {
    let seat = to.seat();
    let links = from
        .outbox()
        .into_iter()
        .filter(|outgoing| outgoing.to.contains(&seat));
    links.filter(|outgoing| to.open(&outgoing.link).is_ok()).count()
}

/// Eva asks for a copy, Adam agrees, and their devices send the rest themselves: the copy the
/// two make, each device's the same, and what Adam's device could make before Eva's reveal.
fn agree(eva: &mut Session, adam: &mut Session, evas: u8) -> (String, Option<AnyGame>) {
    eva.ask_copy(&[1], &entropy(evas)).unwrap();
    assert!(eva.copy_here().is_none(), "a copy before Adam's bytes");
    assert_eq!(deliver(eva, adam), 1);
    assert_eq!(adam.copy_agreement().unwrap().asked_by(), Some(0));
    adam.agree_copy(&entropy(70)).unwrap();
    // Adam's device holds both commitments: it reveals with its own, Eva's answers with hers.
    assert_eq!(adam.copy_agreement().unwrap().revealed(), [1]);
    let before_the_last_reveal = adam.copy_here();
    assert_eq!(deliver(adam, eva), 1);
    assert_eq!(deliver(eva, adam), 1);
    let copy = eva.copy_here().unwrap().record_json();
    assert_eq!(
        adam.copy_here().unwrap().record_json(),
        copy,
        "the devices copy otherwise"
    );
    (copy, before_the_last_reveal)
}

#[test]
fn two_devices_agree_a_copy_by_links_that_no_one_could_tell_before_the_last_reveal() {
    let devices = table(GameKind::Summy, 2, 41);
    let (mut eva, mut adam) = (devices[0].clone(), devices[1].clone());
    let (copy, early) = agree(&mut eva, &mut adam, 60);
    assert!(early.is_none(), "Adam's device made a copy before Eva's reveal");
    assert_ne!(copy, copy_by_the_public_seed(&eva), "the copy's deal was public");
    // Other bytes of Eva's, which no link carried before her reveal, deal another copy.
    let (mut eva_again, mut adam_again) = (devices[0].clone(), devices[1].clone());
    let (other, _) = agree(&mut eva_again, &mut adam_again, 61);
    assert_ne!(copy, other, "the copy's deal did not depend on Eva's bytes");
    // The agreement is saved with the game; a move played ends it.
    let read = Session::from_json(&eva.to_json()).unwrap();
    assert_eq!(read.copy_here().unwrap().record_json(), copy);
    let Step::Move(seat) = eva.dealt().unwrap().step() else {
        panic!("a move is due");
    };
    let mut devices = [eva, adam];
    let view = dealt_view(&devices[seat], seat);
    devices[seat].play(&robot_move(&view, Level::Easy, 0)).unwrap();
    assert!(devices[seat].copy_here().is_none(), "a copy of a turn gone by");
    assert_eq!(
        devices[seat].agree_copy(&entropy(71)),
        Err(SessionError::NoCopyAsked)
    );
}
