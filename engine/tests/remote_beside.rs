//! Several seats at one device beside invited ones (engine/src/remote/session/,
//! `Session::seat_here`): the host's device plays a robot's seat or another person's, each with
//! keys and a deal secret of its own; the device is sent one link, whichever of its seats it is
//! for, and games of Abalone and Summy are played to the same end on every device.

use crate::support::remote::{entropy, names};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::game::AnyGame;
use gameshelf_engine::remote::dealt::{AnyDealt, Dealt, Step};
use gameshelf_engine::remote::genesis::JoinError;
use gameshelf_engine::remote::link::LinkError;
use gameshelf_engine::remote::session::{Misdirected, Session, SessionError};
use gameshelf_engine::summy::{best_placement, DealtGame};

/// Eva hosts `kind` for `players`, her device playing `here` too; every other seat joins from
/// its invitation on a device of its own. Devices are in the order of their first seats.
fn table(kind: GameKind, setup: &str, players: usize, here: &[usize]) -> Vec<Session> {
    let mut host = Session::host(kind, setup, names(players), 0, &entropy(40)).unwrap();
    for &seat in here {
        host.seat_here(seat, &entropy(40 + seat as u8)).unwrap();
    }
    assert_eq!(host.seats_here(), [&[0], here].concat());
    let invitations = host.outbox();
    let invited: Vec<usize> = invitations
        .iter()
        .flat_map(|outgoing| outgoing.to.clone())
        .collect();
    let expected: Vec<usize> = (1..players).filter(|seat| !here.contains(seat)).collect();
    assert_eq!(invited, expected, "only the seats elsewhere are invited");
    let mut devices = vec![host];
    for invitation in invitations {
        let guest = Session::join(&invitation.link, &entropy(invitation.to[0] as u8)).unwrap();
        devices[0].open(&guest.outbox()[0].link).unwrap();
        devices.push(guest);
    }
    deliver_all(&mut devices);
    devices
}

/// The device that plays `seat`.
fn device_of(devices: &[Session], seat: usize) -> usize {
    let plays = |device: &Session| device.seats_here().contains(&seat);
    devices
        .iter()
        .position(plays)
        .expect("every seat is played somewhere")
}

/// Delivers every device's links until none has anything new. Each outgoing link names every
/// seat of the one device it is for, and a device is sent one link at a time.
fn deliver_all(devices: &mut [Session]) {
    loop {
        let mut opened_any = false;
        for from in 0..devices.len() {
            for outgoing in devices[from].outbox() {
                let to = device_of(devices, outgoing.to[0]);
                let mut seats = devices[to].seats_here();
                seats.sort();
                assert_eq!(outgoing.to, seats, "a link names every seat of its device");
                match devices[to].open(&outgoing.link) {
                    Ok(_) => opened_any = true,
                    Err(
                        SessionError::Link(LinkError::AlreadyApplied { .. }) | SessionError::AlreadyOpened,
                    ) => {}
                    Err(error) => panic!("device {to} refused device {from}'s link: {error}"),
                }
            }
        }
        if !opened_any {
            return;
        }
    }
}

fn abalone_setup(players: usize) -> String {
    serde_json::json!({ "layout": "three-player", "players": names(players), "move_limit": 15 }).to_string()
}

fn abalone(session: &Session) -> &gameshelf_engine::abalone::Game {
    match session.game() {
        Some(AnyGame::Abalone(game)) => game,
        _ => panic!("an Abalone game"),
    }
}

#[test]
fn a_device_playing_two_seats_is_sent_one_link_and_every_device_plays_to_the_same_end() {
    let mut devices = table(GameKind::Abalone, &abalone_setup(3), 3, &[2]);
    assert_eq!(devices.len(), 2, "Eva's device and Adam's");
    let mut turn = 0;
    while !devices[0].game().unwrap().is_over() {
        let mover = devices[0].game().unwrap().to_move();
        let device = device_of(&devices, mover);
        let moves = abalone(&devices[device]).position().legal_moves();
        devices[device]
            .play(&moves[turn * 7 % moves.len()].to_string())
            .unwrap();
        // Adam's device, moving, is never asked to send a link to Cy apart from Eva.
        for outgoing in devices[device].outbox() {
            assert!(
                outgoing.to.len() == 1 || outgoing.to == [0, 2],
                "{:?}",
                outgoing.to
            );
        }
        deliver_all(&mut devices);
        turn += 1;
    }
    assert_eq!(devices[0].game().unwrap().moves_played(), 15);
    assert_eq!(devices[0].messages(), devices[1].messages());
    let record = devices[0].game().unwrap().record_json();
    assert_eq!(record, devices[1].game().unwrap().record_json());
    // Cy's moves were signed by Cy's own key, made on Eva's device.
    let json = devices[0].to_json();
    let restored = Session::from_json(&json).unwrap();
    assert_eq!(restored.seats_here(), [0, 2]);
    assert_eq!(restored.to_json(), json);
}

#[test]
fn a_seat_here_is_only_the_hosts_to_add_and_only_while_it_is_open() {
    let setup = abalone_setup(3);
    let mut host = Session::host(GameKind::Abalone, &setup, names(3), 0, &entropy(1)).unwrap();
    host.seat_here(1, &entropy(2)).unwrap();
    assert_eq!(
        host.seat_here(1, &entropy(3)),
        Err(SessionError::Misdirected(Misdirected::HostsOwnSeat)),
        "seat 1 is already this device's"
    );
    assert_eq!(
        host.seat_here(5, &entropy(3)),
        Err(SessionError::NoSuchSeat { seat: 5, seats: 3 })
    );
    let invitation = host.outbox().remove(0);
    assert_eq!(invitation.to, [2]);
    let mut guest = Session::join(&invitation.link, &entropy(4)).unwrap();
    let refused = guest.seat_here(1, &entropy(5));
    assert!(matches!(
        refused,
        Err(SessionError::Misdirected(Misdirected::AnswersGoToHost { .. }))
    ));
    // Once Cy's answer is in, every seat is taken.
    host.open(&guest.outbox()[0].link).unwrap();
    let mut full = host.clone();
    assert!(matches!(
        full.seat_here(2, &entropy(6)),
        Err(SessionError::Join(JoinError::Taken { seat: 2 }))
    ));
    assert_eq!(full.to_json(), host.to_json(), "a refusal changes nothing");
}

#[test]
fn a_seat_here_out_of_step_with_its_device_is_a_damaged_save() {
    let mut devices = table(GameKind::Abalone, &abalone_setup(3), 3, &[2]);
    let stored = |device: &Session| -> serde_json::Value { serde_json::from_str(&device.to_json()).unwrap() };
    let cy_before = stored(&devices[0])["beside"][0].clone();
    let first = abalone(&devices[0]).position().legal_moves()[0].to_string();
    devices[0].play(&first).unwrap();
    let mut json = stored(&devices[0]);
    assert_ne!(json["beside"][0], cy_before, "Cy's session took Eva's move");
    json["beside"][0] = cy_before;
    let damaged = Session::from_json(&json.to_string());
    let expected = "its seat 3 here is not in step with this device's";
    assert_eq!(damaged.unwrap_err(), SessionError::Corrupt(expected.into()));
}

fn summy_at(device: &Session, seat: usize) -> &DealtGame {
    let dealt = device.dealt_at(seat).and_then(AnyDealt::summy);
    dealt.and_then(Dealt::game).expect("dealt")
}

/// The best placement, or a pass.
fn summy_move(game: &DealtGame) -> String {
    let view = game.view();
    best_placement(&view.board, &view.rack)
        .map_or_else(|| "pass".into(), |(placement, _)| placement.to_string())
}

#[test]
fn summy_deals_to_every_seat_of_a_device_apart_and_plays_to_the_audit() {
    let setup = serde_json::json!({ "players": names(3), "seed": 0 }).to_string();
    let mut devices = table(GameKind::Summy, &setup, 3, &[1]);
    assert_eq!(devices.len(), 2, "Eva's device, playing Adam too, and Cy's");
    let mut turns = 0;
    while let Step::Move(seat) = devices[0].dealt().unwrap().step() {
        let device = device_of(&devices, seat);
        // No seat reads another's rack, on one device or apart; the seat to move reads its own.
        for (holder, other) in [(0, 1), (1, 0), (0, 2), (1, 2)] {
            let game = summy_at(&devices[0], holder);
            let read = game.hands().hand(other).iter().filter(|card| card.tile.is_some());
            assert_eq!(read.count(), 0, "seat {holder} reads seat {other}'s rack");
        }
        let own = summy_at(&devices[device], seat).hands().hand(seat);
        assert!(
            own.iter().all(|card| card.tile.is_some()),
            "seat {seat} reads its rack"
        );
        let mv = summy_move(summy_at(&devices[device], seat));
        devices[device]
            .play(&mv)
            .unwrap_or_else(|error| panic!("{mv}: {error}"));
        deliver_all(&mut devices);
        turns += 1;
        if turns > 200 {
            panic!("the game does not end");
        }
    }
    for device in &devices {
        for seat in device.seats_here() {
            let dealt = device.dealt_at(seat).unwrap();
            assert_eq!(dealt.step(), Step::Done);
            assert_eq!(dealt.step(), Step::Done);
        }
    }
    let (eva, cy) = (summy_at(&devices[0], 0), summy_at(&devices[1], 2));
    assert!(eva.outcome().is_some());
    assert_eq!(eva.scores(), cy.scores());
    assert_eq!(eva.turns(), cy.turns());
    assert!(eva
        .turns()
        .iter()
        .any(|turn| turn.seat == 1 && turn.scored.points > 0));
}
