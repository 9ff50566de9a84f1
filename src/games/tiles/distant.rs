//! A tile game dealt at a distance on its screen (docs/remote-play.md): the engine's dealt game,
//! as this device's seat knows it, wrapped so that the screen reads it as any tile game and
//! sends this seat's moves to be signed.

use super::LastTurn;
use gameshelf_engine::tiles::{DealtMove, DealtMoveError};
use std::fmt;

/// The rules' refusal of this device's own move in a dealt tile game (Abaku's, Summy's): the
/// deal cannot refuse it otherwise, since the screen lays only the tiles this device reads.
pub fn own_refusal<R, T: fmt::Display>(error: DealtMoveError<R, T>) -> R {
    match error {
        DealtMoveError::Rule(error) => error,
        DealtMoveError::Deal(error) => unreachable!("the deal refused this device's own move: {error}"),
        DealtMoveError::ShownOtherwise { shown, .. } => unreachable!("this device showed {shown} otherwise"),
        DealtMoveError::SamePositionTwice { position } => {
            unreachable!("this device gave up {position} twice")
        }
    }
}

/// What a turn of a dealt tile game did, for the line about the last turn: `seat`'s placement
/// scoring `points`, an exchange of as many tiles as positions, or a pass.
pub fn dealt_last_turn<P>(seat: usize, mv: &DealtMove<P>, points: u32) -> (usize, LastTurn) {
    let what = match mv {
        DealtMove::Place(_) => LastTurn::Placed(points),
        DealtMove::Exchange(positions) => LastTurn::Exchanged(positions.len()),
        DealtMove::Pass => LastTurn::Passed,
    };
    (seat, what)
}

/// Declares `$wrapper`, a game dealt at a distance as this device's seat plays it: the engine's
/// dealt game (`$dealt`, which `DealtNow::$variant` holds), and what it takes of this device's
/// session ([`crate::remote::DealtSession`]): where its moves go to be signed, the game after
/// each, and the view of a robot's seat here. It implements [`super::TileGame`] with what every
/// dealt game shares: nobody takes a move back, a robot reads its seat's view (no record: no
/// device holds the deck), no hint. The braces hold the game's own associated types and its
/// `board_shown`, `is_over`, `scores`, `last_turn` and `last_turn_squares`; the game's
/// `impl $wrapper` gives `check_own`, the check of this seat's move as the session will make it
/// (the rules, and the cards read).
///
/// With `lays tiles` (Abaku's, Summy's: placements `$placement` of rack tiles `$tile` on a
/// square `$board`, whose moves are `$move`, refused as `$error`, judged `$scored`, ending in
/// `$outcome`) it does it all from the dealt game's own methods, with no braces: the board as it
/// stands (past boards are not kept at a distance), the last turn and its squares, `check_own`
/// by the game's `own_turn`, and [`super::LaysTiles`] and [`super::RackPlay`] too.
macro_rules! dealt_tile_game {
    ($wrapper:ident, $dealt:ty, $variant:ident, lays tiles: $board:ty, $move:ty, $error:ty, $placement:ty, $tile:ty, $scored:ty, $outcome:ty) => {
        $crate::games::tiles::dealt_tile_game!($wrapper, $dealt, $variant, {
            type Square = ::gameshelf_engine::tiles::Square;
            type Move = $move;
            type Error = $error;
            type Board = $board;

            fn board_shown(&self, _viewing: Option<usize>) -> $board {
                self.game.board().clone()
            }

            fn last_turn(&self) -> Option<(usize, $crate::games::tiles::LastTurn)> {
                let turn = self.game.turns().last()?;
                Some($crate::games::tiles::dealt_last_turn(turn.seat, &turn.mv, turn.scored.points))
            }

            fn last_turn_squares(&self) -> Vec<::gameshelf_engine::tiles::Square> {
                match self.game.turns().last().map(|turn| &turn.mv) {
                    Some(::gameshelf_engine::tiles::DealtMove::Place(placement)) => {
                        placement.tiles.iter().map(|tile| tile.square).collect()
                    }
                    _ => Vec::new(),
                }
            }

            fn is_over(&self) -> bool {
                self.game.is_over()
            }

            fn scores(&self) -> Vec<::gameshelf_engine::game::Score> {
                self.game.scores().to_vec()
            }
        });

        impl $crate::games::tiles::LaysTiles for $wrapper {
            type Tile = $tile;
            type Placement = $placement;

            fn pass_ends_game(&self) -> bool {
                self.game.pass_ends_game()
            }

            fn unseen_tally(&self, _seat: usize) -> Vec<($tile, usize)> {
                self.game.view().unseen_tally()
            }
        }

        impl $crate::games::tiles::RackPlay for $wrapper {
            type Scored = $scored;
            type Outcome = $outcome;

            fn here(&self) -> Option<Vec<usize>> {
                use ::leptos::prelude::GetUntracked;
                Some(self.session.people.get_untracked())
            }

            fn rack_shown(&self) -> Vec<$tile> {
                self.game.hands().read_tiles(self.game.seat())
            }

            fn board(&self) -> &$board {
                self.game.board()
            }

            fn check(&self, placement: &$placement) -> Result<$scored, $error> {
                self.game.check(placement)
            }

            fn start_draw(&self) -> &::gameshelf_engine::tiles::StartDraw<$tile> {
                self.game.start_draw()
            }

            fn outcome(&self) -> Option<$outcome> {
                self.game.outcome()
            }

            fn last_placement(&self) -> Option<&$placement> {
                match &self.game.turns().last()?.mv {
                    ::gameshelf_engine::tiles::DealtMove::Place(placement) => Some(placement),
                    _ => None,
                }
            }

            /// The session is the save, kept by the remote panel with every move.
            fn keep(state: $crate::state::AppState, id: String, _started: u64, _game: ::leptos::prelude::RwSignal<$wrapper>) {
                state.keep_shown(&id);
            }
        }

        impl $wrapper {
            fn check_own(&self, mv: &$move) -> Result<(), $error> {
                self.game.own_turn(mv).map(|_| ()).map_err($crate::games::tiles::own_refusal)
            }
        }
    };
    ($wrapper:ident, $dealt:ty, $variant:ident, { $($own:tt)* }) => {
        #[derive(Clone)]
        pub struct $wrapper {
            game: $dealt,
            session: $crate::remote::DealtSession,
        }

        impl $wrapper {
            /// The game the session holds now, if its deal is done.
            pub fn dealt(session: $crate::remote::DealtSession) -> Option<$wrapper> {
                use ::leptos::prelude::GetUntracked;
                let game = Self::of(session.now.get_untracked()?)?;
                Some($wrapper { game, session })
            }

            fn of(now: $crate::remote::DealtNow) -> Option<$dealt> {
                match now {
                    $crate::remote::DealtNow::$variant(game) => Some(*game),
                    _ => None,
                }
            }
        }

        impl $crate::games::tiles::TileGame for $wrapper {
            $($own)*

            /// Checks the move as the session will, then sends it; a session that refuses it
            /// still (waiting for a seat's keys, say) says why in the remote panel, and the game
            /// stays. A robot's move here is checked by its own seat's session alone: this
            /// seat's game cannot read the robot's rack.
            fn play_move(&mut self, mv: Self::Move) -> Result<(), Self::Error> {
                use ::leptos::prelude::{Callable, GetUntracked};
                if self.game.to_move() == self.game.seat() {
                    self.check_own(&mv)?;
                }
                self.session.send.run(mv.to_string());
                if let Some(game) = self.session.now.get_untracked().and_then(Self::of) {
                    self.game = game;
                }
                Ok(())
            }

            /// Sends this seat's resignation as its turn's link; a session that refuses it says
            /// why in the remote panel, and the game stays.
            fn resign(&mut self, _seat: usize) -> Result<(), Self::Error> {
                use ::leptos::prelude::{Callable, GetUntracked};
                self.session.send.run(::gameshelf_engine::remote::link::RESIGNATION.to_string());
                if let Some(game) = self.session.now.get_untracked().and_then(Self::of) {
                    self.game = game;
                }
                Ok(())
            }

            fn players(&self) -> &[String] {
                self.game.players()
            }

            fn to_move(&self) -> usize {
                self.game.to_move()
            }

            fn record_json(&self) -> Option<String> {
                None
            }

            fn robot_reads(&self) -> Option<$crate::robots::Reads> {
                use ::leptos::prelude::Callable;
                self.session.seat_view.run(self.game.to_move()).map($crate::robots::Reads::SeatView)
            }

            fn turn_seats(&self) -> Vec<usize> {
                self.game.turns().iter().map(|turn| turn.seat).collect()
            }

            fn hints_by(&self, _seat: usize) -> usize {
                0
            }

            fn was_hinted(&self, _turn: usize) -> bool {
                false
            }

            fn count_hint(&mut self) {}

            fn can_redo(&self) -> bool {
                false
            }

            /// A move sent cannot be taken back.
            fn undo(&mut self) -> bool {
                false
            }

            fn redo(&mut self) -> bool {
                false
            }
        }
    };
}
pub(crate) use dealt_tile_game;
