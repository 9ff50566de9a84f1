//! The bodies of the fuzz targets (`fuzz/`, `make fuzz`): each reads untrusted bytes the way the
//! app or a device does, and panics only on a bug. The targets call them with the fuzzer's
//! inputs, and the engine's tests (`fuzz_corpus`) with every input of the corpus committed in
//! `fuzz/corpus/<target>/`, so an input once found stays a test. None of them may panic, and
//! what reads must read back the same once written out again.

use crate::abalone::{Fen, Study};
use crate::common::backup::{self, Contents};
use crate::common::record::{pretty, GameKind};
use crate::game::{AnyGame, Replayed};
use crate::remote::link::{self, Signed};
use crate::remote::parts::{check, Held, Kept, Part, MOST_HELD, PART};
use crate::remote::session::{moves_link, Entropy, Session};
use crate::saved::SavedGame;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use ed25519_dalek::SigningKey;
use std::sync::OnceLock;

/// What a fuzz target runs on each input.
pub type Body = fn(&[u8]);

/// The fuzz targets, by name (`fuzz/fuzz_targets/<name>.rs`, `fuzz/corpus/<name>/`), and the
/// body each runs.
pub const TARGETS: [(&str, Body); 5] = [
    ("link", link),
    ("parts", parts),
    ("record", record),
    ("shared_game", shared_game),
    ("backup", backup),
];

/// A link of a game played at a distance, from its bytes (the fuzzer's, as base64url): as
/// messages, as an invitation a guest answers, and as any link a device of a game opens (a host
/// waiting for an answer, an Abalone game under way, a guest waiting for the deal, a host waiting
/// for the guest's step). Messages are also opened signed by their seats' keys, as a device that
/// cheats signs what it sends, so that the fuzzer gets past the signatures to what the devices
/// check behind them: a move, a step of the deal.
pub fn link(data: &[u8]) {
    let text = URL_SAFE_NO_PAD.encode(data);
    if let Ok(messages) = link::decode(&text) {
        assert_eq!(link::decode(&link::encode(&messages)).as_ref(), Ok(&messages));
        let signed: Vec<Signed> = messages
            .into_iter()
            .map(|signed| {
                let key = SigningKey::from_bytes(&[signed.message.seat.wrapping_add(1); 32]);
                signed.message.sign(&key)
            })
            .collect();
        let moves = moves_link(&signed);
        for device in devices() {
            let _ = device.clone().open(&moves);
        }
    }
    let _ = Session::join(&text, &Entropy::new([7; 80]));
    for device in devices() {
        let _ = device.clone().open(&text);
    }
}

/// Devices of two games between Eva (seat 0, her device's entropy all 1s) and Adam (seat 1, all
/// 2s), each before a link reaches it: Abalone's host waiting for the answer, and again once the
/// game is under way; and a game of Summy whose deal is under way, its guest waiting for the
/// host's shuffle and its host for the guest's step.
fn devices() -> &'static [Session] {
    static DEVICES: OnceLock<Vec<Session>> = OnceLock::new();
    DEVICES.get_or_init(|| {
        let names = vec!["Eva".to_string(), "Adam".to_string()];
        let seated = |kind, setup| {
            let mut host =
                Session::host(kind, setup, names.clone(), 0, &Entropy::new([1; 80])).expect("a table");
            let invitation = host.outbox().remove(0).link;
            let guest = Session::join(&invitation, &Entropy::new([2; 80])).expect("an invitation");
            let waiting = host.clone();
            host.open(&guest.outbox().remove(0).link)
                .expect("the guest's answer");
            (waiting, guest, host)
        };
        let (abalone_waiting, _, abalone) = seated(
            GameKind::Abalone,
            r#"{"layout":"standard","players":["Eva","Adam"]}"#,
        );
        let (_, summy_guest, summy_host) = seated(GameKind::Summy, r#"{"players":["Eva","Adam"],"seed":0}"#);
        vec![abalone_waiting, abalone, summy_guest, summy_host]
    })
}

/// Parts of a long link as a device keeps them, from `data` cut into frames (each a two-byte
/// length, then that many bytes): each frame is read as a part's bytes whole, and again as the
/// bytes between the kind and the check, sealed with its right check, so that the fuzzer gets
/// past the check. Whatever is read writes back the same, a refused part changes nothing kept,
/// and a device never holds more than [`MOST_HELD`] parts.
pub fn parts(data: &[u8]) {
    let mut held = Held::default();
    for frame in frames(data) {
        let mut sealed = vec![PART];
        sealed.extend_from_slice(frame);
        sealed.extend_from_slice(&check(&sealed));
        for bytes in [frame, &sealed] {
            let Ok(part) = Part::read(bytes) else { continue };
            let written = URL_SAFE_NO_PAD.decode(part.encode()).expect("base64url");
            assert_eq!(Part::read(&written).as_ref(), Ok(&part));
            let before = held.clone();
            match held.keep(part) {
                Ok(Kept::Waiting(kept)) => assert!(kept.number <= kept.count && kept.held < kept.count),
                Ok(Kept::Whole(_)) => {}
                Err(_) => assert_eq!(held, before),
            }
            assert!(held.parts().len() <= MOST_HELD);
        }
    }
}

/// `data` cut into frames, each a two-byte length (little-endian) and up to that many bytes.
fn frames(mut data: &[u8]) -> impl Iterator<Item = &[u8]> {
    std::iter::from_fn(move || {
        let (length, rest) = data.split_first_chunk::<2>()?;
        let (frame, rest) = rest.split_at(usize::from(u16::from_le_bytes(*length)).min(rest.len()));
        data = rest;
        Some(frame)
    })
}

/// A game's record (a save, a file, `gameshelf replay`): a record that replays writes a record
/// that replays to the same game.
pub fn record(data: &[u8]) {
    let Ok(json) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(Replayed { game, .. }) = AnyGame::from_record(json) {
        let written = game.record_json();
        let again = AnyGame::from_record(&written).expect("a game's own record replays");
        assert_eq!(again.game.record_json(), written);
    }
}

/// A shared link's game, as its page reads it once the browser has unpacked the link's
/// fragment: the record read as an import reads it, then stepped back through every position,
/// and an Abalone position offered to the analysis board written in its notation, which reads
/// back as the same position.
pub fn shared_game(data: &[u8]) {
    let Ok(json) = std::str::from_utf8(data) else {
        return;
    };
    let Ok((SavedGame { mut game, .. }, _)) = SavedGame::import("", json) else {
        return;
    };
    loop {
        if !game.is_over() {
            assert!(game.to_move() < game.seat_count());
        }
        let _ = (game.scores(), game.winners(), game.last_move());
        if let AnyGame::Abalone(abalone) = &game {
            let position = abalone.position();
            if abalone.setup().players.len() == 2 && position.winner().is_none() {
                let fen = Fen::write(position, 0, 1);
                let read = Fen::parse(&fen).unwrap_or_else(|error| panic!("{fen}: {error}"));
                assert_eq!(Fen::write(&read.position, 0, 1), fen);
            }
        }
        if !game.undo() {
            break;
        }
    }
}

/// A file imported (`Export all`'s backup, or one game's record): each record read as an
/// import reads it, with the analysis and this device's part in a game at a distance that it
/// may carry, each of which writes back the same. A backup's records, written again as a
/// backup, read back as the same records.
pub fn backup(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let records = match backup::read(text) {
        Ok(Contents::Record) => vec![text.to_string()],
        Ok(Contents::Backup(records)) => {
            let written = backup::write(records.iter().map(String::as_str));
            let Ok(Contents::Backup(again)) = backup::read(&written) else {
                panic!("a backup written reads back as one: {written}");
            };
            let laid_out = |records: &[String]| records.iter().map(|json| pretty(json)).collect::<Vec<_>>();
            assert_eq!(laid_out(&again), laid_out(&records));
            records
        }
        Err(_) => return,
    };
    for record in records {
        let Ok((_, carried)) = SavedGame::import("", &record) else {
            continue;
        };
        if let Some(study) = carried.analysis {
            carried_study(&study);
        }
        if let Some(session) = carried.remote {
            carried_session(&session);
        }
    }
}

/// An Abalone analysis a record carries, as its screen reads it.
fn carried_study(json: &str) {
    if let Ok(study) = serde_json::from_str::<Study>(json) {
        let written = serde_json::to_string(&study).expect("a study always serializes");
        let again: Study = serde_json::from_str(&written).expect("a study's own JSON reads");
        assert_eq!(serde_json::to_string(&again).expect("a study"), written);
    }
}

/// A game at a distance a backup carries, as the app restores it when the game is opened.
fn carried_session(json: &str) {
    if let Ok(session) = Session::from_json(json) {
        let written = session.to_json();
        let again = Session::from_json(&written).expect("a session's own JSON reads");
        assert_eq!(again.to_json(), written);
    }
}
