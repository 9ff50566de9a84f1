//! What the Abaku screen reads of the game it shows, [`AbakuPlay`]: a seeded game passed round
//! one device ([`Game`]), or a match dealt at a distance as this device's seat knows it
//! ([`AtADistance`]), whose other racks no device reads before the deal's check.

use super::words::Says;
use crate::games::tiles::{dealt_tile_game, impl_tile_game, RackPlay, SheetWhat, TileGame};
use gameshelf_engine::abaku::{
    Board, DealtGame, DealtMove, Ending, Game, Mode, Move, Outcome, Placement, RuleError, Scored, Tile,
};

impl_tile_game!(Game, Move, RuleError, Board, Placement, Tile, Scored, Outcome);

/// A game of Abaku as its screen shows it; beyond what every tile game's screen reads.
pub trait AbakuPlay:
    RackPlay<Tile = Tile, Placement = Placement, Scored = Scored, Outcome = Outcome>
    + TileGame<Board = Board, Error = RuleError>
{
    /// A match or a solo game: only a match is played at a distance.
    fn mode(&self) -> Mode;
    /// How many tiles are left to draw.
    fn bag_len(&self) -> usize;
    /// How the game ended, once it has: before its outcome at a distance, whose final
    /// deductions wait for the racks left to be revealed.
    fn ending(&self) -> Option<Ending>;
    /// The squares left empty, which a solo cover game counts.
    fn empty_squares(&self) -> usize;
    /// Every turn as the score sheet shows it: what it did (its equations written by
    /// `equations`), its points and how many rack tiles it used.
    fn sheet(&self, equations: fn(&Scored) -> Vec<String>) -> Vec<(SheetWhat, u32, usize)>;

    /// The status line while the game goes on.
    fn to_move_says(&self) -> Says {
        Says::ToMove {
            name: self.players()[self.to_move()].clone(),
            bag: self.bag_len(),
        }
    }
}

impl AbakuPlay for Game {
    fn mode(&self) -> Mode {
        self.setup().mode
    }

    fn bag_len(&self) -> usize {
        self.position().bag_len()
    }

    fn ending(&self) -> Option<Ending> {
        self.position().ending()
    }

    fn empty_squares(&self) -> usize {
        Game::empty_squares(self)
    }

    fn sheet(&self, equations: fn(&Scored) -> Vec<String>) -> Vec<(SheetWhat, u32, usize)> {
        let turns = self.turns().iter().map(|turn| {
            let what = SheetWhat::rack(&turn.mv, || equations(&turn.scored));
            (what, turn.scored.points, turn.mv.tiles_used())
        });
        turns.collect()
    }
}

/// The rack tiles a turn of the deal used, as the seeded game's sheet counts them: the tiles
/// laid, and the digit laid on a joker taken back.
fn dealt_tiles_used(mv: &DealtMove) -> usize {
    match mv {
        DealtMove::Place(placement) => placement.tiles.len() + usize::from(placement.swap.is_some()),
        DealtMove::Exchange(_) | DealtMove::Pass => 0,
    }
}

dealt_tile_game!(AtADistance, DealtGame, Abaku, lays tiles: Board, Move, RuleError, Placement, Tile, Scored, Outcome);

impl AbakuPlay for AtADistance {
    /// The form offers play at a distance for a match only.
    fn mode(&self) -> Mode {
        Mode::Match
    }

    fn bag_len(&self) -> usize {
        self.game.hands().deck_left()
    }

    fn ending(&self) -> Option<Ending> {
        self.game.ending()
    }

    fn empty_squares(&self) -> usize {
        let size = usize::from(self.game.board().kind().size());
        size * size - self.game.board().tile_count()
    }

    fn sheet(&self, equations: fn(&Scored) -> Vec<String>) -> Vec<(SheetWhat, u32, usize)> {
        let turns = self.game.turns().iter().map(|turn| {
            let what = SheetWhat::dealt(&turn.mv, || equations(&turn.scored));
            (what, turn.scored.points, dealt_tiles_used(&turn.mv))
        });
        turns.collect()
    }
}

#[cfg(test)]
mod tests {
    use super::{dealt_tiles_used, AbakuPlay, AtADistance};
    use crate::games::tiles::{LaysTiles, RackPlay, TileGame};
    use crate::remote::{DealtNow, DealtSession};
    use crate::robots::Reads;
    use gameshelf_engine::abaku::{
        tile_set, DealtGame, DealtMove, Ending, Move, NewTile, Placement, Setup, Square, Tile,
    };
    use gameshelf_engine::tiles::DealtPlay;
    use leptos::prelude::*;
    use std::sync::{Arc, Mutex};

    /// A match of two dealt on the device of the seat that starts, its own rack read.
    fn dealt_to_the_starter() -> DealtGame {
        let setup = Setup::new(vec!["Eva".into(), "Jan".into()], 0);
        let set = tile_set();
        let round = [(0, set[0]), (1, set[1])];
        let starter = DealtGame::new(setup.clone(), 0, &round).start_draw().starter;
        let mut game = DealtGame::new(setup, starter, &round);
        for position in game.hands().unread(starter) {
            game.read_own(position, set[position]).expect("unread");
        }
        game
    }

    #[test]
    fn a_dealt_match_shows_its_own_rack_sends_its_moves_and_ranks_once_the_racks_are_revealed() {
        let mut game = dealt_to_the_starter();
        let seat = game.seat();
        let sent = Arc::new(Mutex::new(Vec::new()));
        let send = {
            let sent = Arc::clone(&sent);
            Callback::new(move |notation: String| sent.lock().unwrap().push(notation))
        };
        let now = Signal::stored(Some(DealtNow::Abaku(Box::new(game.clone()))));
        // The other seat is a robot of this device's.
        let other = 1 - seat;
        let seat_view = Callback::new(move |asked| (asked == other).then(|| format!("view of {asked}")));
        let mut screen = AtADistance::dealt(DealtSession {
            send,
            now,
            seat_view,
            people: Signal::stored(vec![seat]),
        })
        .expect("dealt");
        assert_eq!(screen.here(), Some(vec![seat]));
        assert_eq!(screen.rack_shown(), game.hands().read_tiles(seat));
        assert_eq!(screen.rack_shown().len(), 5);
        assert!(
            screen.record_json().is_none(),
            "no device holds a dealt game's record"
        );
        assert_eq!(screen.robot_reads(), None, "this seat is a person's");
        assert!(!screen.pass_ends_game());

        // A move is checked, then sent in the record's notation, for the session to deal it.
        let rack = screen.rack_shown();
        let exchange = Move::Exchange(rack[..2].to_vec());
        screen.play_move(exchange.clone()).expect("legal");
        assert_eq!(*sent.lock().unwrap(), [exchange.to_string()]);
        let too_many = Move::Exchange([rack.clone(), rack].concat());
        assert!(screen.play_move(too_many).is_err(), "refused before it is sent");
        let not_in_this_rack = Move::Exchange(vec![Tile::Digit(9); 5]);
        assert!(screen.play_move(not_in_this_rack.clone()).is_err());
        assert_eq!(sent.lock().unwrap().len(), 1);
        assert!(!screen.undo(), "a move sent cannot be taken back");

        // Both pass: the game is over, its outcome waits for the other rack.
        game.play(DealtMove::Pass, &[]).expect("a pass");
        let mut screen = AtADistance {
            game: game.clone(),
            ..screen
        };
        assert!(screen.pass_ends_game(), "the other passed: a pass ends the game");
        // The robot reads its own seat's view, and its move goes to its seat's session, which
        // alone reads its rack: this seat's game does not check it.
        assert_eq!(
            screen.robot_reads(),
            Some(Reads::SeatView(format!("view of {other}")))
        );
        screen
            .play_move(not_in_this_rack.clone())
            .expect("sent unchecked");
        assert_eq!(sent.lock().unwrap().last(), Some(&not_in_this_rack.to_string()));
        game.play(DealtMove::Pass, &[]).expect("a pass");
        let screen = AtADistance {
            game: game.clone(),
            ..screen
        };
        assert!(screen.is_over());
        assert_eq!(screen.ending(), Some(Ending::AllPassed));
        assert_eq!(screen.outcome(), None, "the other rack is not read yet");

        // Revealed, the racks left are deducted.
        let set = tile_set();
        for position in game.hands().unread(other) {
            game.reveal(other, position, set[position]).expect("unread");
        }
        let screen = AtADistance { game, ..screen };
        let outcome = screen.outcome().expect("every rack read");
        assert_eq!(outcome.ending, Ending::AllPassed);
        assert!(outcome.adjustments.iter().all(|&adjustment| adjustment <= 0));
        assert_eq!(outcome.ranking.len(), 2);
    }

    #[test]
    fn a_turn_of_the_deal_counts_the_rack_tiles_it_used_as_the_seeded_sheet_does() {
        let tile = |col| NewTile {
            square: Square::new(7, col),
            digit: 3,
            joker: false,
        };
        let laid = Placement {
            swap: None,
            tiles: vec![tile(7), tile(8)],
        };
        assert_eq!(dealt_tiles_used(&DealtMove::Place(laid.clone())), 2);
        let swapped = Placement {
            swap: Some(Square::new(6, 6)),
            ..laid
        };
        assert_eq!(
            dealt_tiles_used(&DealtMove::Place(swapped)),
            3,
            "the digit on the joker counts"
        );
        assert_eq!(dealt_tiles_used(&DealtMove::Exchange(vec![4, 9])), 0);
        assert_eq!(dealt_tiles_used(&DealtMove::Pass), 0);
    }
}
