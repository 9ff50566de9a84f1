//! The overview a dealt session writes for the library, which reads it without loading remote
//! play: derived from the dealt game on every device, written and never read back.

use crate::support::remote::{entropy, names, settle, table};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::dealt::AnyDealt;
use gameshelf_engine::remote::session::{Overview, Ranked, Session};
use gameshelf_engine::summy::best_placement;
use serde_json::Value;

/// The overview as the session's JSON holds it.
fn written(device: &Session) -> Value {
    let json: Value = serde_json::from_str(&device.to_json()).unwrap();
    json["overview"].clone()
}

/// The overview is written, and only written: a session read back with it removed, or
/// damaged, is the same session, and writes it again.
fn check_written_and_not_read(device: &Session) {
    let overview = device.overview().expect("a dealt game");
    assert_eq!(written(device), serde_json::to_value(&overview).unwrap());
    let json = device.to_json();
    let back = Session::from_json(&json).unwrap();
    assert_eq!(back.overview(), Some(overview));
    assert_eq!(back.to_json(), json);
    let mut old: Value = serde_json::from_str(&json).unwrap();
    old.as_object_mut().unwrap().remove("overview");
    assert_eq!(Session::from_json(&old.to_string()).unwrap().to_json(), json);
    old["overview"] = serde_json::json!({ "dealt": "who knows", "scores": 7 });
    assert_eq!(Session::from_json(&old.to_string()).unwrap().to_json(), json);
}

fn summy(device: &Session) -> &gameshelf_engine::summy::DealtGame {
    device
        .dealt()
        .and_then(AnyDealt::summy)
        .and_then(|dealt| dealt.game())
        .expect("dealt")
}

fn addique(device: &Session) -> &gameshelf_engine::addique::DealtGame {
    let dealt = device.dealt().and_then(AnyDealt::addique);
    dealt.and_then(|dealt| dealt.game()).expect("dealt")
}

#[test]
fn a_table_still_dealing_says_so_and_nothing_else() {
    let setup = serde_json::json!({ "players": names(2), "seed": 0 }).to_string();
    let device = Session::host(GameKind::Summy, &setup, names(2), 0, &entropy(0)).unwrap();
    let overview = device.overview().expect("a dealt game");
    assert!(!overview.dealt && overview.to_move.is_none() && overview.scores.is_empty());
    assert_eq!(
        written(&device),
        serde_json::json!({ "dealt": false, "moves": 0, "scores": [], "over": false })
    );
    check_written_and_not_read(&device);
}

#[test]
fn a_game_every_device_holds_whole_writes_no_overview() {
    let setup = serde_json::json!({ "layout": "standard", "players": names(2) }).to_string();
    let device = Session::host(GameKind::Abalone, &setup, names(2), 0, &entropy(0)).unwrap();
    assert_eq!(device.overview(), None);
    let json: Value = serde_json::from_str(&device.to_json()).unwrap();
    assert!(json.get("overview").is_none());
}

/// Each seat's first turn exchanges two tiles, then plays its best placement, or passes.
#[test]
fn a_summy_game_s_overview_follows_its_moves_on_every_device() {
    let mut devices = table(GameKind::Summy, 2, 0);
    for turn in 0..5 {
        for device in &devices {
            let game = summy(device);
            let overview = device.overview().unwrap();
            assert!(overview.dealt);
            assert_eq!(overview.to_move, Some(game.to_move()));
            assert_eq!(overview.moves, turn);
            assert_eq!(overview.scores, game.scores());
            assert!(!overview.over && overview.ranked.is_none());
            check_written_and_not_read(device);
        }
        let seat = summy(&devices[0]).to_move();
        let view = summy(&devices[seat]).view();
        let mv = if turn < 2 {
            let tiles: String = view.rack.iter().take(2).map(|tile| tile.symbol()).collect();
            format!("exchange {tiles}")
        } else {
            best_placement(&view.board, &view.rack)
                .map_or("pass".into(), |(placement, _)| placement.to_string())
        };
        devices[seat]
            .play(&mv)
            .unwrap_or_else(|error| panic!("{mv}: {error}"));
        settle(&mut devices);
    }
    let overview = devices[1].overview().unwrap();
    assert!(overview.scores.iter().any(|&score| score > 0), "{overview:?}");
    assert_eq!(
        written(&devices[1])["scores"],
        serde_json::to_value(summy(&devices[1]).scores()).unwrap()
    );
}

/// Each seat plays its best move to the end: the overview ends with the outcome.
#[test]
fn an_addique_game_s_overview_ends_with_its_ranking() {
    let mut devices = table(GameKind::Addique, 2, 0);
    while let Some(seat) = devices[0].overview().unwrap().to_move {
        let game = addique(&devices[seat]);
        let moves = game.moves();
        let best = moves.iter().max_by_key(|&&(_, points)| points).expect("a move");
        devices[seat].play(&best.0.to_string()).unwrap();
        settle(&mut devices);
    }
    for device in &devices {
        let game = addique(device);
        let outcome = game.outcome().expect("over");
        let overview = device.overview().unwrap();
        let scores: Vec<i64> = game.scores().to_vec();
        let expected = Overview {
            dealt: true,
            to_move: None,
            moves: game.turns().len(),
            scores,
            over: true,
            ranked: Some(Ranked {
                ranking: outcome.ranking,
                ranks: outcome.ranks,
            }),
            // Every secret revealed, the deal's check ran: the outcome is verified.
            checked: Some(true),
        };
        assert_eq!(overview, expected);
        assert_eq!(written(device)["checked"], true);
        assert!(overview.moves > 10);
        let ranked = &written(device)["ranked"];
        assert_eq!(
            ranked["ranking"],
            serde_json::to_value(&expected.ranked.as_ref().unwrap().ranking).unwrap()
        );
        check_written_and_not_read(device);
    }
}
