//! A device's session of a remote game (engine/src/remote/session/): devices that pass each
//! other's links play one Abalone game through its rules to the same end, and every link that
//! should be refused is, with its reason, changing nothing.

use crate::support::one_character_alterations;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use ed25519_dalek::SigningKey;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::game::AnyGame;
use gameshelf_engine::remote::genesis::JoinError;
use gameshelf_engine::remote::link::{LinkError, Message, RESIGNATION};
use gameshelf_engine::remote::session::{moves_link, Entropy, Misdirected, Session, SessionError};

/// A device's randomness: fixed here, so that every run plays the same game.
fn entropy(device: u8) -> Entropy {
    Entropy::new(std::array::from_fn(|at| device.wrapping_mul(31) ^ at as u8))
}

fn names(count: usize) -> Vec<String> {
    ["Eva", "Adam", "Cy"][..count]
        .iter()
        .map(|name| name.to_string())
        .collect()
}

fn setup(layout: &str, players: usize, move_limit: u32) -> String {
    serde_json::json!({ "layout": layout, "players": names(players), "move_limit": move_limit }).to_string()
}

/// Eva hosts at seat 0; every other seat joins from its invitation; the answers and the joins go
/// round until every device has the game.
fn table(layout: &str, players: usize, move_limit: u32) -> Vec<Session> {
    let setup = setup(layout, players, move_limit);
    let host = Session::host(GameKind::Abalone, &setup, names(players), 0, &entropy(0)).unwrap();
    let invitations = host.outbox();
    assert_eq!(invitations.len(), players - 1, "one invitation a seat to fill");
    let mut devices = vec![host];
    for invitation in invitations {
        let guest = Session::join(&invitation.link, &entropy(invitation.to[0] as u8)).unwrap();
        assert_eq!(guest.seat(), invitation.to[0]);
        let answer = guest.outbox();
        assert_eq!(answer[0].to, vec![0], "the answer goes to the host");
        devices[0].open(&answer[0].link).unwrap();
        devices.push(guest);
    }
    assert!(
        devices[0].game().is_some(),
        "the host starts once every seat joined"
    );
    deliver(0, &mut devices);
    assert!(devices.iter().all(|device| device.game().is_some()));
    devices
}

/// Every link in `from`'s outbox, opened by the seats it is for.
fn deliver(from: usize, devices: &mut [Session]) {
    for outgoing in devices[from].outbox() {
        for &seat in &outgoing.to {
            devices[seat].open(&outgoing.link).unwrap();
        }
    }
}

fn abalone(session: &Session) -> &gameshelf_engine::abalone::Game {
    match session.game() {
        Some(AnyGame::Abalone(game)) => game,
        _ => panic!("an Abalone game"),
    }
}

/// The `turn`th legal move of the position, round the list: the same on every run.
fn a_legal_move(session: &Session, turn: usize) -> String {
    let moves = abalone(session).position().legal_moves();
    moves[turn * 7 % moves.len()].to_string()
}

/// Plays the game to its end, each device moving in its turn and sending its links on.
fn play_out(devices: &mut [Session], opening: &[&str]) {
    let mut turn = 0;
    while !devices[0].game().unwrap().is_over() {
        let mover = devices[0].game().unwrap().to_move();
        let mv = opening
            .get(turn)
            .map_or_else(|| a_legal_move(&devices[mover], turn), |mv| mv.to_string());
        devices[mover].play(&mv).unwrap();
        deliver(mover, devices);
        turn += 1;
    }
}

/// From the Belgian daisy, Black's 3-push-2 sends a white marble off on the third move.
const PUSH_OFF: [&str; 3] = ["B3A3", "H4G3", "A1A2"];

#[test]
fn two_devices_play_a_whole_game_to_the_same_end() {
    let mut devices = table("belgian-daisy", 2, 12);
    play_out(&mut devices, &PUSH_OFF);
    let (eva, adam) = (&devices[0], &devices[1]);
    let game = eva.game().unwrap();
    assert!(game.is_over());
    assert_eq!(game.moves_played(), 12);
    assert_eq!(game.record_json(), adam.game().unwrap().record_json());
    assert_eq!(game.scores(), adam.game().unwrap().scores());
    assert_eq!(game.scores()[0], 1, "Black pushed one marble off");
    assert_eq!(eva.messages(), adam.messages());
    // Each device's JSON reads back as the same session.
    for device in &devices {
        let json = device.to_json();
        assert_eq!(Session::from_json(&json).unwrap().to_json(), json);
    }
}

/// A device's secrets, as its saved JSON holds them: its signing key and its deal secret.
fn secrets(device: &Session) -> [Vec<u8>; 2] {
    let json: serde_json::Value = serde_json::from_str(&device.to_json()).unwrap();
    ["key", "deal_secret"].map(|field| URL_SAFE_NO_PAD.decode(json[field].as_str().unwrap()).unwrap())
}

fn holds(bytes: &[u8], secret: &[u8]) -> bool {
    bytes.windows(secret.len()).any(|window| window == secret)
}

#[test]
fn no_link_and_no_other_device_holds_a_seat_s_secrets() {
    let mut devices = table("belgian-daisy", 2, 6);
    // The table's links, made again: the same randomness makes the same ones.
    let host = Session::host(
        GameKind::Abalone,
        &setup("belgian-daisy", 2, 6),
        names(2),
        0,
        &entropy(0),
    )
    .unwrap();
    let invitation = host.outbox().remove(0).link;
    let answer = Session::join(&invitation, &entropy(1))
        .unwrap()
        .outbox()
        .remove(0)
        .link;
    let mut sent = vec![invitation, answer];
    while !devices[0].game().unwrap().is_over() {
        let mover = devices[0].game().unwrap().to_move();
        let mv = a_legal_move(&devices[mover], sent.len());
        devices[mover].play(&mv).unwrap();
        sent.extend(devices[mover].outbox().into_iter().map(|outgoing| outgoing.link));
        deliver(mover, &mut devices);
    }
    for (seat, device) in devices.iter().enumerate() {
        for secret in secrets(device) {
            for link in &sent {
                assert!(!holds(&URL_SAFE_NO_PAD.decode(link).unwrap(), &secret));
            }
            let other = devices[1 - seat].to_json();
            let encoded = URL_SAFE_NO_PAD.encode(&secret);
            assert!(
                !other.contains(&encoded),
                "seat {seat}'s secret is on the other device"
            );
        }
    }
}

#[test]
fn three_devices_play_and_a_lost_link_comes_with_the_next() {
    let mut devices = table("three-player", 3, 9);
    // Eva's first move reaches Adam but not Cy.
    let mv = a_legal_move(&devices[0], 0);
    devices[0].play(&mv).unwrap();
    let first = devices[0].outbox();
    assert_eq!(first.len(), 1, "the same link for both");
    assert_eq!(first[0].to, vec![1, 2]);
    devices[1].open(&first[0].link).unwrap();
    // Adam's link to Cy carries Eva's move too; to Eva, his alone.
    let mv = a_legal_move(&devices[1], 1);
    devices[1].play(&mv).unwrap();
    let second = devices[1].outbox();
    assert_eq!(second.len(), 2);
    let to_cy = second.iter().find(|outgoing| outgoing.to == vec![2]).unwrap();
    let opened = devices[2].open(&to_cy.link).unwrap();
    assert_eq!(opened.moves.len(), 2);
    // Eva's link, arriving late, has nothing new for Cy.
    assert_eq!(
        devices[2].open(&first[0].link),
        Err(SessionError::Link(LinkError::AlreadyApplied { turn: 0 }))
    );
    let to_eva = second.iter().find(|outgoing| outgoing.to == vec![0]).unwrap();
    devices[0].open(&to_eva.link).unwrap();
    play_out(&mut devices, &[]);
    let record = devices[0].game().unwrap().record_json();
    assert!(devices
        .iter()
        .all(|device| device.game().unwrap().record_json() == record));
    assert_eq!(devices[2].game().unwrap().moves_played(), 9);
}

/// A two-player game three moves in, every link delivered: Adam (White) to move.
fn three_moves_in() -> Vec<Session> {
    let mut devices = table("belgian-daisy", 2, 40);
    for mv in PUSH_OFF {
        let mover = devices[0].game().unwrap().to_move();
        devices[mover].play(mv).unwrap();
        deliver(mover, &mut devices);
    }
    devices
}

/// Opening `link` is refused with `error`, and the device is as it was, byte for byte.
fn refused(device: &mut Session, link: &str, error: SessionError) {
    let before = device.to_json();
    assert_eq!(device.open(link), Err(error));
    assert_eq!(device.to_json(), before, "a refused link changed the device");
}

#[test]
fn a_link_already_applied_out_of_order_or_of_another_game_is_refused() {
    let mut devices = table("belgian-daisy", 2, 40);
    devices[0].play(PUSH_OFF[0]).unwrap();
    deliver(0, &mut devices);
    let adam_after_one = devices[1].to_json();
    devices[1].play(PUSH_OFF[1]).unwrap();
    deliver(1, &mut devices);
    devices[0].play(PUSH_OFF[2]).unwrap();
    let link = devices[0].outbox()[0].link.clone();
    devices[1].open(&link).unwrap();
    refused(
        &mut devices[1],
        &link,
        SessionError::Link(LinkError::AlreadyApplied { turn: 2 }),
    );
    // Adam's device restored from a backup: the link for turn 3 comes before turn 2's.
    let mut restored = Session::from_json(&adam_after_one).unwrap();
    refused(
        &mut restored,
        &link,
        SessionError::Link(LinkError::OutOfOrder {
            expected: 1,
            found: 2,
        }),
    );
    // The links in between, sent again, put it right.
    restored.open(&moves_link(&devices[0].messages()[1..])).unwrap();
    assert_eq!(restored.to_json(), devices[1].to_json());
    // Adam at another table with the same players.
    let mut elsewhere = table("belgian-daisy", 2, 41).remove(1);
    refused(&mut elsewhere, &link, SessionError::Link(LinkError::OtherGame));
}

#[test]
fn a_link_altered_by_any_one_character_is_refused() {
    let mut devices = table("belgian-daisy", 2, 40);
    devices[0].play(PUSH_OFF[0]).unwrap();
    let link = devices[0].outbox()[0].link.clone();
    let adam = devices[1].to_json();
    for altered in one_character_alterations(&link) {
        let mut device = Session::from_json(&adam).unwrap();
        assert!(device.open(&altered).is_err(), "{altered} was taken");
        assert_eq!(device.to_json(), adam);
    }
    devices[1].open(&link).unwrap();
}

/// A device's signing key, read from its saved JSON as anyone holding the device could.
fn signing_key(device: &Session) -> SigningKey {
    let json: serde_json::Value = serde_json::from_str(&device.to_json()).unwrap();
    let bytes = URL_SAFE_NO_PAD.decode(json["key"].as_str().unwrap()).unwrap();
    SigningKey::from_bytes(&bytes.try_into().unwrap())
}

/// The next message of `device`'s game, made by hand.
fn next_message(device: &Session, seat: u8, body: &str) -> Message {
    let taken = device.messages();
    Message {
        game: taken[0].message.game,
        turn: taken.len() as u32,
        previous: taken.last().unwrap().hash(),
        seat,
        body: body.into(),
        unlocks: Vec::new(),
        deck: None,
    }
}

#[test]
fn no_device_moves_for_another_seat() {
    let mut devices = three_moves_in();
    let eva_key = signing_key(&devices[0]);
    let adams_move = a_legal_move(&devices[1], 3);
    let not_yours = SessionError::NotYourTurn {
        to_move: 1,
        name: "Adam".into(),
    };
    assert_eq!(devices[0].play(&adams_move), Err(not_yours.clone()));
    assert_eq!(
        not_yours.to_string(),
        "it is Adam's turn (seat 2), not this device's"
    );
    // Eva signs Adam's move as Adam: not his signature.
    let forged = next_message(&devices[1], 1, &adams_move).sign(&eva_key);
    refused(
        &mut devices[1],
        &moves_link(&[forged]),
        SessionError::Link(LinkError::NotSigned { seat: 1 }),
    );
    // Eva signs a move of her own in Adam's turn.
    let early = next_message(&devices[1], 0, "A2A3").sign(&eva_key);
    refused(
        &mut devices[1],
        &moves_link(&[early]),
        SessionError::WrongSeat {
            turn: 3,
            seat: 0,
            to_move: 1,
        },
    );
}

#[test]
fn a_seat_resigns_in_its_own_turn_and_every_device_sees_the_game_end() {
    let mut devices = three_moves_in();
    let not_yours = SessionError::NotYourTurn {
        to_move: 1,
        name: "Adam".into(),
    };
    assert_eq!(devices[0].play(RESIGNATION), Err(not_yours));
    // Eva signs Adam's resignation: not his signature.
    let eva_key = signing_key(&devices[0]);
    let forged = next_message(&devices[1], 1, RESIGNATION).sign(&eva_key);
    refused(
        &mut devices[1],
        &moves_link(&[forged]),
        SessionError::Link(LinkError::NotSigned { seat: 1 }),
    );
    devices[1].play(RESIGNATION).unwrap();
    let link = devices[1].outbox()[0].link.clone();
    let opened = devices[0].open(&link).unwrap();
    assert_eq!(opened.moves, vec![(1, RESIGNATION.to_string())]);
    for device in &devices {
        let game = device.game().unwrap();
        assert!(game.is_over());
        assert_eq!(game.winners(), vec![0], "Eva wins on Adam's resignation");
        assert_eq!(abalone(device).resigned().map(|seat| seat.index()), Some(1));
        assert!(
            game.record_json().contains("\"resigned\":1"),
            "{}",
            game.record_json()
        );
        assert_eq!(
            Session::from_json(&device.to_json()).unwrap().to_json(),
            device.to_json()
        );
    }
    let a_move = a_legal_move(&devices[1], 0);
    assert_eq!(devices[0].play(&a_move), Err(SessionError::GameOver));
    assert_eq!(devices[0].play(RESIGNATION), Err(SessionError::GameOver));
}

#[test]
fn an_illegal_move_keeps_the_rules_reason() {
    let mut devices = three_moves_in();
    let mut copy = devices[1].game().unwrap().clone();
    let reason = copy.play_notation("A4A5").unwrap_err().to_string();
    let error = devices[1].play("A4A5").unwrap_err();
    assert_eq!(
        error.to_string(),
        format!("A4A5 cannot be played at turn 4: {reason}")
    );
    assert!(matches!(error, SessionError::Rule { turn: 3, .. }));
    // Signed and sent anyway, the rules refuse it on the other device.
    let adam_key = signing_key(&devices[1]);
    let cheat = next_message(&devices[1], 1, "A4A5").sign(&adam_key);
    let before = devices[0].to_json();
    let refusal = devices[0].open(&moves_link(&[cheat])).unwrap_err();
    assert!(matches!(refusal, SessionError::Rule { turn: 3, .. }), "{refusal}");
    assert_eq!(devices[0].to_json(), before);
}

#[test]
fn two_moves_signed_for_one_turn_are_a_fork() {
    let mut devices = three_moves_in();
    let saved = devices[1].to_json();
    let first_move = a_legal_move(&devices[1], 3);
    devices[1].play(&first_move).unwrap();
    let first = devices[1].outbox()[0].link.clone();
    let mut again = Session::from_json(&saved).unwrap();
    let second_move = a_legal_move(&again, 4);
    assert_ne!(first_move, second_move);
    again.play(&second_move).unwrap();
    let second = again.outbox()[0].link.clone();
    devices[0].open(&first).unwrap();
    let before = devices[0].messages().to_vec();
    let fork = Err(SessionError::Link(LinkError::Fork { turn: 3, seat: 1 }));
    assert_eq!(devices[0].open(&second), fork);
    // The game goes on from the first; the second is kept as the proof that seat 2 signed two,
    // once however often it comes, and read back with the device.
    assert_eq!(devices[0].messages(), before);
    assert_eq!(devices[0].open(&second), fork);
    let proof = &again.messages()[3];
    assert_eq!(devices[0].forks(), std::slice::from_ref(proof));
    assert_ne!(&devices[0].messages()[3], proof);
    let restored = Session::from_json(&devices[0].to_json()).unwrap();
    assert_eq!(restored.forks(), std::slice::from_ref(proof));
    // A saved proof that is the message taken is no proof.
    let mut json: serde_json::Value = serde_json::from_str(&devices[0].to_json()).unwrap();
    json["forks"][0] = json["messages"][3].clone();
    assert!(matches!(
        Session::from_json(&json.to_string()),
        Err(SessionError::Corrupt(_))
    ));
    assert_eq!(
        SessionError::Link(LinkError::Fork { turn: 3, seat: 1 }).to_string(),
        "seat 2 sent two different moves for turn 4"
    );
}

#[test]
fn nothing_is_played_before_every_seat_joins_and_a_seat_is_one_device_s() {
    let setup = setup("three-player", 3, 9);
    let mut host = Session::host(GameKind::Abalone, &setup, names(3), 0, &entropy(0)).unwrap();
    assert_eq!(
        host.play("A1A2"),
        Err(SessionError::NotStarted { open: vec![1, 2] })
    );
    let invitations = host.outbox();
    // Two devices open Adam's invitation: the host takes the first answer.
    let mut adam = Session::join(&invitations[0].link, &entropy(1)).unwrap();
    let intruder = Session::join(&invitations[0].link, &entropy(9)).unwrap();
    host.open(&intruder.outbox()[0].link).unwrap();
    assert_eq!(
        host.open(&adam.outbox()[0].link),
        Err(SessionError::Join(JoinError::Taken { seat: 1 }))
    );
    assert_eq!(
        host.open(&intruder.outbox()[0].link),
        Err(SessionError::AlreadyOpened)
    );
    let cy = Session::join(&invitations[1].link, &entropy(2)).unwrap();
    let opened = host.open(&cy.outbox()[0].link).unwrap();
    assert!(opened.started);
    let to_adam = host.outbox().into_iter().find(|out| out.to.contains(&1)).unwrap();
    refused(&mut adam, &to_adam.link, SessionError::SeatTaken { seat: 1 });
    assert_eq!(
        adam.open(&invitations[0].link),
        Err(SessionError::Misdirected(Misdirected::AlreadyHeld { seat: 1 }))
    );
}

#[test]
fn a_table_that_cannot_start_is_refused() {
    let bad = Session::host(GameKind::Abalone, "{}", names(2), 0, &entropy(0));
    assert!(matches!(bad, Err(SessionError::Setup(_))));
    let clocked = serde_json::json!({ "layout": "standard", "players": names(2), "minutes_per_player": 5 });
    let clocked = Session::host(GameKind::Abalone, &clocked.to_string(), names(2), 0, &entropy(0));
    assert_eq!(
        clocked.err().map(|error| error.to_string()),
        Some("the game cannot start: a remote game has no clocks".into())
    );
    let far = Session::host(
        GameKind::Abalone,
        &setup("standard", 2, 9),
        names(2),
        2,
        &entropy(0),
    );
    assert_eq!(far.err(), Some(SessionError::NoSuchSeat { seat: 2, seats: 2 }));
}

#[test]
fn a_damaged_saved_session_is_refused() {
    let devices = three_moves_in();
    let json = devices[0].to_json();
    assert!(matches!(Session::from_json("{"), Err(SessionError::Corrupt(_))));
    let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
    value["record"]["moves"][2] = "A1B2".into();
    let error = Session::from_json(&value.to_string()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the saved remote game is damaged: its record does not follow from its moves"
    );
    let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
    value["key"] = serde_json::from_str::<serde_json::Value>(&devices[1].to_json()).unwrap()["key"].clone();
    let error = Session::from_json(&value.to_string()).unwrap_err();
    assert!(error
        .to_string()
        .contains("its key is not the one its seat joined with"));
    let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
    value["messages"].as_array_mut().unwrap().remove(1);
    assert!(matches!(
        Session::from_json(&value.to_string()),
        Err(SessionError::Corrupt(_))
    ));
}

#[test]
fn a_device_shows_the_tables_start_until_every_seat_has_joined() {
    let setup = setup("standard", 2, 100);
    let mut host = Session::host(GameKind::Abalone, &setup, names(2), 0, &entropy(0)).unwrap();
    assert!(!host.started());
    let start = host.current_game();
    assert_eq!(start.players(), names(2));
    assert!(start.last_move().is_none());
    let adam = Session::join(&host.outbox()[0].link, &entropy(1)).unwrap();
    assert_eq!(adam.current_game().record_json(), start.record_json());
    host.open(&adam.outbox()[0].link).unwrap();
    assert!(host.started());
    host.play("C3D4").unwrap();
    assert_eq!(host.current_game().last_move().as_deref(), Some("C3D4"));
    assert_eq!(
        host.current_game().record_json(),
        host.game().unwrap().record_json()
    );
}

/// A seat's secrets, its signing key, its deal secret and the entropy they came from, are wiped
/// from memory when dropped: each is `ZeroizeOnDrop`, or this does not build.
#[test]
fn a_seat_s_secrets_are_wiped_from_memory_when_dropped() {
    fn wiped_on_drop<T: zeroize::ZeroizeOnDrop>() {}
    wiped_on_drop::<gameshelf_engine::remote::deal::DealSecret>();
    wiped_on_drop::<Entropy>();
    wiped_on_drop::<SigningKey>();
}
