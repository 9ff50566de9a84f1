//! Summy dealt at a distance, one device's copy (engine/src/summy/dealt.rs), with no
//! cryptography: the start draw's face-up round, the racks as deck positions, and every turn of
//! another seat that the deal does not allow refused, changing nothing.

use gameshelf_engine::summy::{
    DealtGame, DealtMove, DealtMoveError, Ending, Move, RuleError, Tile, RACK_SIZE,
};
use gameshelf_engine::tiles::{DealtError, DealtPlay};

fn names() -> Vec<String> {
    vec!["Eva".into(), "Adam".into()]
}

/// Eva's device; Adam turned up the lower digit, so he starts and was dealt first.
fn game() -> DealtGame {
    DealtGame::new(names(), 0, &[(70, Tile::Digit(7)), (30, Tile::Digit(3))])
}

fn positions(game: &DealtGame, seat: usize) -> Vec<usize> {
    game.hands().hand(seat).iter().map(|card| card.position).collect()
}

#[test]
fn the_start_round_is_set_aside_and_the_starter_is_dealt_first() {
    let game = game();
    assert_eq!(game.to_move(), 1);
    assert_eq!(positions(&game, 1), (2..2 + RACK_SIZE).collect::<Vec<_>>());
    assert_eq!(
        positions(&game, 0),
        (2 + RACK_SIZE..2 + 2 * RACK_SIZE).collect::<Vec<_>>()
    );
    let view = game.view();
    assert!(view.rack.is_empty(), "nothing read before the keys come");
    assert_eq!(view.stock_len, 126 - 2 - 2 * RACK_SIZE);
    // The set less the board's `=` and the two tiles turned up.
    assert_eq!(view.unseen.len(), 127 - 1 - 2);
}

#[test]
fn another_seats_turn_the_deal_does_not_allow_is_refused_and_changes_nothing() {
    let mut game = game();
    let adams = positions(&game, 1);
    let evas = positions(&game, 0);
    let place: Move = "M13=7".parse().unwrap();
    let Move::Place(placement) = place else {
        unreachable!()
    };
    let refusals = [
        (
            DealtMove::Exchange(vec![evas[0]]),
            vec![],
            DealtMoveError::Deal(DealtError::NotTheirs {
                position: evas[0],
                seat: 1,
            }),
        ),
        (
            DealtMove::Exchange(vec![adams[0], adams[0]]),
            vec![],
            DealtMoveError::SamePositionTwice { position: adams[0] },
        ),
        (
            DealtMove::Exchange(vec![]),
            vec![],
            DealtMoveError::Rule(RuleError::ExchangeCount),
        ),
        (
            DealtMove::Place(placement.clone()),
            vec![(adams[1], Tile::Digit(3))],
            DealtMoveError::ShownOtherwise {
                position: adams[1],
                shown: Tile::Digit(3),
            },
        ),
        (
            DealtMove::Place(placement),
            vec![],
            DealtMoveError::Rule(RuleError::NotInRack(Tile::Digit(7))),
        ),
    ];
    for (mv, shown, refusal) in refusals {
        let before = format!("{game:?}");
        assert_eq!(game.play(mv.clone(), &shown).unwrap_err(), refusal, "{mv}");
        assert_eq!(format!("{game:?}"), before, "{mv} changed the game");
    }
    game.play(DealtMove::Exchange(vec![adams[2], adams[5]]), &[])
        .unwrap();
    assert_eq!(game.hands().hand(1).len(), RACK_SIZE, "drew as many");
    assert_eq!(game.exchanged(), 2);
    assert_eq!(game.to_move(), 0);
}

#[test]
fn this_device_exchanges_its_read_tiles_by_position_and_two_passes_end_the_game() {
    let mut game = game();
    game.play(DealtMove::Pass, &[]).unwrap();
    let evas = positions(&game, 0);
    let mine = [
        Tile::Digit(1),
        Tile::Plus,
        Tile::Digit(1),
        Tile::Equals,
        Tile::Digit(2),
        Tile::Digit(9),
        Tile::Times,
        Tile::Digit(4),
    ];
    let exchange: Move = "exchange 19".parse().unwrap();
    assert!(game.own_turn(&exchange).is_err(), "nothing read yet");
    for (&position, &tile) in evas.iter().zip(&mine) {
        DealtPlay::read_own(&mut game, position, tile).unwrap();
    }
    assert_eq!(game.view().rack, mine.to_vec());
    let (sent, shown) = game.own_turn(&exchange).unwrap();
    assert_eq!(sent, DealtMove::Exchange(vec![evas[0], evas[5]]));
    assert_eq!(sent.to_string(), format!("exchange #{} #{}", evas[0], evas[5]));
    assert!(shown.is_empty(), "an exchange shows no tile");
    assert_eq!(
        game.own_turn(&"exchange 3".parse().unwrap()).unwrap_err(),
        DealtMoveError::Rule(RuleError::NotInRack(Tile::Digit(3)))
    );
    game.play(sent, &[]).unwrap();
    assert_eq!(
        game.view().unseen.len(),
        127 - 1 - 2 - 6 - 2,
        "its own exchanged tiles are seen, the new ones not read yet"
    );
    game.play(DealtMove::Pass, &[]).unwrap();
    game.play(DealtMove::Pass, &[]).unwrap();
    assert_eq!(game.ending(), Some(Ending::AllPassed));
    assert!(game.play(DealtMove::Pass, &[]).is_err());
}
