//! A resignation at a distance, in the tile games as in Abalone: the seat to move sends it as
//! its turn's link, every device ends the game there with that seat last, the deal's secrets are
//! then revealed and audited as at any end, and the game's copy is over too. A seat cannot resign
//! in another's turn, nor once the game is over.

use crate::support::remote::{settle, table};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::dealt::Step;
use gameshelf_engine::remote::link::RESIGNATION;
use gameshelf_engine::remote::session::SessionError;

#[test]
fn a_tile_game_at_a_distance_is_resigned_by_a_link_and_audited_as_at_any_end() {
    for (kind, players) in [(GameKind::Summy, 2), (GameKind::Abaku, 3), (GameKind::Addique, 2)] {
        let mut devices = table(kind, players, 4);
        let Step::Move(to_move) = devices[0].dealt().unwrap().step() else {
            panic!("{kind:?}: the deal is done, a move is due");
        };
        let other = (to_move + 1) % players;
        assert!(
            matches!(
                devices[other].play(RESIGNATION),
                Err(SessionError::NotYourTurn { .. })
            ),
            "{kind:?}: a seat resigns in its own turn only"
        );
        devices[to_move]
            .play(RESIGNATION)
            .expect("the seat to move resigns");
        settle(&mut devices);
        for (seat, device) in devices.iter().enumerate() {
            let dealt = device.dealt().unwrap();
            assert_eq!(dealt.step(), Step::Done, "{kind:?}: seat {seat} has every secret");
            let copy = dealt.copy(1).expect("a dealt game has a copy");
            assert!(copy.is_over(), "{kind:?}: the copy of a resigned game is over");
            assert_eq!(copy.resigned(), Some(to_move), "{kind:?}");
            assert!(
                !copy.winners().contains(&to_move),
                "{kind:?}: a resignation loses"
            );
            assert!(!copy.winners().is_empty(), "{kind:?}");
        }
        assert!(
            matches!(devices[other].play(RESIGNATION), Err(SessionError::GameOver)),
            "{kind:?}: nothing is played once the game is over"
        );
    }
}
