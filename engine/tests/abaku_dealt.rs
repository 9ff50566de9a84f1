//! Abaku dealt at a distance, one device's copy (engine/src/abaku/dealt.rs), with no
//! cryptography: the joker laid from a hidden card, taken back into a rack face up, and laid
//! again with no card shown, a copy of the game keeping it face up; the placements of each come
//! from the move generator.

use gameshelf_engine::abaku::{
    placements, DealtGame, DealtMove, DealtMoveError, Placement, RuleError, Setup, Tile, RACK_SIZE,
};
use gameshelf_engine::tiles::DealtPlay;

fn digits(text: &str) -> Vec<Tile> {
    text.chars()
        .map(|symbol| symbol.to_string().parse().unwrap())
        .collect()
}

/// The first placement the generator finds for `rack` that `wanted` picks.
fn placement(game: &DealtGame, rack: &[Tile], wanted: impl Fn(&Placement) -> bool) -> Placement {
    let view = game.view();
    let found = placements(&view.board, view.rules, rack).into_iter();
    found
        .map(|(placement, _)| placement)
        .find(|placement| wanted(placement))
        .expect("such a placement")
}

fn lays_joker(placement: &Placement) -> bool {
    placement.tiles.iter().any(|tile| tile.joker)
}

/// Adam's cards read as the tiles his move needs, in its order: what his message shows.
fn shown(game: &DealtGame, needed: &[Tile]) -> Vec<(usize, Tile)> {
    let hidden = game.hands().hand(1).iter().filter(|card| card.tile.is_none());
    hidden
        .map(|card| card.position)
        .zip(needed.iter().copied())
        .collect()
}

#[test]
fn the_joker_is_laid_taken_back_face_up_and_laid_again_with_no_card_shown() {
    let setup = Setup::new(vec!["Eva".into(), "Adam".into()], 0);
    let mut game = DealtGame::new(setup, 0, &[(5, Tile::Digit(1)), (9, Tile::Digit(4))]);
    assert_eq!(game.to_move(), 0, "the lower digit starts");
    // Eva reads her rack and lays the joker from it: its card is shown like any other.
    let evas: Vec<usize> = game.hands().hand(0).iter().map(|card| card.position).collect();
    let rack = [vec![Tile::Joker], digits("2358")].concat();
    for (&position, &tile) in evas.iter().zip(&rack) {
        DealtPlay::read_own(&mut game, position, tile).unwrap();
    }
    let first = placement(&game, &rack, lays_joker);
    let (sent, laid) = game
        .own_turn(&gameshelf_engine::abaku::Move::Place(first.clone()))
        .unwrap();
    assert!(laid.contains(&evas[0]), "the joker's card is shown");
    let cards: Vec<(usize, Tile)> = laid
        .iter()
        .map(|&position| {
            (
                position,
                rack[evas.iter().position(|&held| held == position).unwrap()],
            )
        })
        .collect();
    game.play(sent, &cards).unwrap();
    let joker_square = first.tiles.iter().find(|tile| tile.joker).unwrap();
    // Adam takes it back, laying the digit it stands for: he shows that card and the others.
    let stands_for = Tile::Digit(joker_square.digit);
    let adams_rack = [vec![stands_for], digits("1479")].concat();
    let swap = placement(&game, &adams_rack, |placement| {
        placement.swap.is_some() && !lays_joker(placement)
    });
    let body = swap.to_string();
    let needed: Vec<Tile> = swap
        .tiles
        .iter()
        .map(|tile| tile.tile())
        .chain([stands_for])
        .collect();
    assert_eq!(DealtPlay::lays(&game, &body), Ok(needed.len()));
    let before = format!("{game:?}");
    let short = shown(&game, &needed[..needed.len() - 1]);
    assert_eq!(
        game.play(DealtMove::Place(swap.clone()), &short).unwrap_err(),
        DealtMoveError::Rule(RuleError::NotInRack(stands_for)),
        "the digit laid on the joker is shown too"
    );
    assert_eq!(format!("{game:?}"), before);
    let cards = shown(&game, &needed);
    DealtPlay::play_sent(&mut game, &body, &cards).unwrap();
    let held: Vec<_> = game
        .hands()
        .hand(1)
        .iter()
        .filter(|card| card.tile == Some(Tile::Joker))
        .collect();
    assert_eq!(
        held.len(),
        1,
        "the joker is face up in Adam's rack, for every device"
    );
    assert_eq!(game.hands().hand(1).len(), RACK_SIZE);
    // A copy of the game keeps it there, and deals Eva's rack anew: her device reads it, but
    // no other does.
    let open = game.hands().open_racks();
    assert_eq!((open[0].face_up.len(), open[0].face_down), (0, RACK_SIZE));
    assert_eq!(
        (&open[1].face_up[..], open[1].face_down),
        (&[Tile::Joker][..], RACK_SIZE - 1)
    );
    let copy = game.copy(7);
    assert_eq!(copy.position().rack(1)[0], Tile::Joker);
    assert_eq!(copy.position().rack(1).len(), RACK_SIZE);
    assert!(
        !copy.position().rack(0).contains(&Tile::Joker),
        "the set has one joker"
    );
    assert_eq!(copy.position().board(), game.board());
    // Eva passes; Adam lays the joker again: it shows no card, being in sight.
    game.play(DealtMove::Pass, &[]).unwrap();
    let again_rack = [vec![Tile::Joker], digits("1234")].concat();
    let again = placement(&game, &again_rack, lays_joker);
    let body = again.to_string();
    let needed: Vec<Tile> = again
        .tiles
        .iter()
        .map(|tile| tile.tile())
        .filter(|&tile| tile != Tile::Joker)
        .collect();
    assert_eq!(
        DealtPlay::lays(&game, &body),
        Ok(needed.len()),
        "the joker in sight needs no card"
    );
    let cards = shown(&game, &needed);
    DealtPlay::play_sent(&mut game, &body, &cards).unwrap();
    assert!(game
        .hands()
        .hand(1)
        .iter()
        .all(|card| card.tile != Some(Tile::Joker)));
    let on_board = game.board().tiles().filter(|(_, placed)| placed.joker).count();
    assert_eq!(on_board, 1, "the joker is on the board again");
}
