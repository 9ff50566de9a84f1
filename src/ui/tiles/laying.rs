//! Laying tiles from the rack on a square board, as Abaku and Summy do alike: by tap, drag or
//! keyboard, taking them back, and the turn's buttons and keys that act on the draft.

use super::draft::Draft;
use super::keys::{ended_by_keyboard, rack_key, square_key, SquareAction};
use super::screen::TileScreen;
use super::turn::{TurnAction, TurnState};
use super::{RackTile, TileGame};
use crate::i18n::{t, Msg};
use crate::ui::announce::announce;
use crate::ui::square_board::{BoardFocus, SquareKey};
use gameshelf_engine::tiles::Square;
use leptos::prelude::*;

/// The move in progress of a game laying rack tiles: the shared draft, or one built on it.
pub trait TurnDraft: Clone + PartialEq + Send + Sync + 'static {
    type Tile: RackTile + Send + Sync;
    type Face: Copy + Default + Send + Sync + 'static;

    fn tiles(&self) -> &Draft<Self::Tile, Self::Face>;
    fn tiles_mut(&mut self) -> &mut Draft<Self::Tile, Self::Face>;

    /// The tile in `slot` goes back to the rack only with the whole move (Abaku's digit laid on
    /// a board joker).
    fn held(&self, _slot: usize) -> bool {
        false
    }

    /// Shuffles the rack with the caller's randomness.
    fn shuffle(&mut self, key: impl FnMut() -> u32) {
        self.tiles_mut().reorder(key);
    }

    /// The tile in `slot` as read aloud.
    fn spoken(&self, slot: usize) -> String;
}

/// The player's turn of laying tiles on a tile game's screen: the draft, what is chosen, the
/// board's keyboard focus, and the game's own way of laying a tile on a square.
pub struct TileTurn<G: TileGame, D: TurnDraft> {
    pub screen: TileScreen<G>,
    pub draft: RwSignal<D>,
    pub turn: TurnState,
    pub grid: BoardFocus,
    /// Puts the tile in a rack slot on a square, as the game's rules for squares allow.
    lay: Callback<(usize, Square)>,
}

impl<G: TileGame, D: TurnDraft> Clone for TileTurn<G, D> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TileGame, D: TurnDraft> Copy for TileTurn<G, D> {}

impl<G: TileGame, D: TurnDraft> TileTurn<G, D> {
    pub fn new(
        screen: TileScreen<G>,
        draft: RwSignal<D>,
        turn: TurnState,
        grid: BoardFocus,
        lay: impl Fn(usize, Square) + Send + Sync + 'static,
    ) -> TileTurn<G, D> {
        let lay = Callback::new(move |(slot, square)| lay(slot, square));
        TileTurn {
            screen,
            draft,
            turn,
            grid,
            lay,
        }
    }

    pub fn lay(self, slot: usize, square: Square) {
        self.lay.run((slot, square));
    }

    /// The tile in `slot` lies on the board.
    pub fn on_board(self, slot: usize) -> bool {
        self.draft
            .with_untracked(|draft| draft.tiles().slots[slot].at.is_some())
    }

    /// The rack's tiles not on the board, in the player's order (tracked).
    pub fn rack_tiles(self) -> Vec<(usize, D::Tile)> {
        self.draft.with(|draft| {
            draft
                .tiles()
                .in_rack()
                .map(|(slot, tile)| (slot, tile.tile))
                .collect()
        })
    }

    /// Where a dragged tile would land: not on a tile laid this turn (tracked).
    pub fn free(self, square: Square) -> bool {
        self.draft.with(|draft| draft.tiles().slot_at(square).is_none())
    }

    /// A tap: a tile on the board goes back to the rack; one in the rack is chosen.
    pub fn tap(self, slot: usize) {
        if self.on_board(slot) {
            self.draft.update(|draft| draft.tiles_mut().recall(slot));
        } else {
            self.turn.tap(slot);
        }
    }

    /// A drop: on a free square the tile is laid; off the board a laid tile comes back.
    pub fn drop(self, slot: usize, square: Option<Square>) {
        match square {
            Some(square)
                if self
                    .draft
                    .with_untracked(|draft| draft.tiles().slot_at(square).is_none()) =>
            {
                self.lay(slot, square)
            }
            Some(_) => {}
            None if self.on_board(slot) => self.draft.update(|draft| draft.tiles_mut().recall(slot)),
            None => {}
        }
    }

    /// The player may lay a tile: their rack on show, and no exchange under way.
    pub fn can_lay(self) -> bool {
        self.screen.holding() && !self.turn.exchanging()
    }

    /// A square tapped: the chosen tile goes there.
    pub fn tap_square(self, square: Square) {
        if !self.can_lay() {
            return;
        }
        self.screen.message.set(None);
        self.grid.set(square);
        match self.turn.selected.get_untracked() {
            Some(slot) => self.lay(slot, square),
            None => self.screen.message.set(Some(Msg::PickTileFirst)),
        }
    }

    /// Lays a tile from the keyboard, and says where, or why not.
    fn lay_by_key(self, slot: usize, square: Square) {
        self.lay(slot, square);
        if self.draft.with_untracked(|draft| draft.tiles().slots[slot].at) == Some(square) {
            let tile = self.draft.with_untracked(|draft| draft.spoken(slot));
            announce(t(Msg::LaidOn {
                tile,
                square: square.to_string(),
            }));
        } else if self.screen.message.with_untracked(Option::is_none) {
            self.screen.message.set(Some(Msg::SquareTaken));
        }
    }

    /// Takes back from the keyboard the tile laid on `square`, and says so.
    fn take_back(self, slot: usize, square: Square) {
        if self.draft.with_untracked(|draft| draft.held(slot)) {
            self.screen.message.set(Some(Msg::SwapDigitStays));
            return;
        }
        let tile = self.draft.with_untracked(|draft| draft.spoken(slot));
        self.draft.update(|draft| draft.tiles_mut().recall(slot));
        announce(t(Msg::TakenBack {
            tile,
            square: square.to_string(),
        }));
    }

    /// A key on a square of the board: lays a tile there, takes one back, or plays the move
    /// laid out (`legal`) through `on_turn`. Whether the key did something.
    pub fn square_key(
        self,
        square: Square,
        key: SquareKey,
        legal: bool,
        on_turn: Callback<TurnAction>,
    ) -> bool {
        if !self.can_lay() {
            return false;
        }
        self.screen.message.set(None);
        let laid_here = self.draft.with_untracked(|draft| draft.tiles().slot_at(square));
        let action = match (key, laid_here) {
            (SquareKey::Act | SquareKey::TakeBack, Some(slot)) => {
                self.take_back(slot, square);
                return true;
            }
            (key, _) => square_key(key, self.turn.selected.get_untracked(), legal, |tile| {
                self.draft.with_untracked(|draft| draft.tiles().free_slot(tile))
            }),
        };
        match action {
            None => return false,
            Some(Ok(SquareAction::Lay(slot))) => self.lay_by_key(slot, square),
            Some(Ok(SquareAction::Play)) => on_turn.run(TurnAction::Play),
            Some(Err(why)) => self.screen.message.set(Some(why)),
        }
        true
    }

    /// A key on the screen that picks a rack tile or presses a turn's button, through `on_turn`.
    pub fn rack_key(self, event: &web_sys::KeyboardEvent, on_turn: Callback<TurnAction>) {
        if self.screen.holding() {
            if let Some(action) = rack_key(event, self.turn, &self.rack_tiles()) {
                on_turn.run(action);
            }
        }
    }

    /// Acts on a turn's button: on the draft (recall, shuffle), or else through `ended`, which
    /// plays or asks for a hint; a turn ended by keyboard brings the focus back to the board,
    /// unless the hand-over comes between.
    pub fn act(self, action: TurnAction, ended: impl FnOnce(Ended<D::Tile>)) {
        let refocus = ended_by_keyboard(&action);
        match action {
            TurnAction::Play => ended(Ended::Play),
            TurnAction::Recall => self.screen.reset(),
            TurnAction::Shuffle => self
                .draft
                .update(|draft| draft.shuffle(|| (js_sys::Math::random() * f64::from(u32::MAX)) as u32)),
            TurnAction::Exchange(chosen) => {
                let tiles = self.draft.with_untracked(|draft| {
                    chosen
                        .iter()
                        .map(|&slot| draft.tiles().slots[slot].tile)
                        .collect()
                });
                ended(Ended::Exchange(tiles));
            }
            TurnAction::Pass => ended(Ended::Pass),
            TurnAction::Hint => ended(Ended::Hint),
        }
        if refocus && !self.screen.handing_over() {
            self.grid.focus_if_lost();
        }
    }
}

/// A turn's button that the game acts on.
pub enum Ended<T> {
    /// Play the move laid out, if it is legal.
    Play,
    /// Give back these tiles.
    Exchange(Vec<T>),
    Pass,
    Hint,
}

#[cfg(test)]
mod tests {
    use super::super::screen::tests::{on_screen, screen};
    use super::super::BoardZoom;
    use super::*;
    use crate::games::abaku::draft::Draft;
    use gameshelf_engine::abaku::{Board, BoardKind, Placed, Tile};

    /// Abaku's turn on `board` for the screen of a game of `players` people, its draft holding
    /// a 5 and a joker.
    fn abaku_turn(players: usize, board: Board) -> TileTurn<gameshelf_engine::abaku::Game, Draft> {
        let (screen, _, _) = screen(players, false);
        let draft = RwSignal::new(Draft::new(&[Tile::Digit(5), Tile::Joker]));
        let turn = TurnState::new();
        let grid = BoardFocus::new(15, Square::new(7, 7), NodeRef::new(), BoardZoom::new(10, 10));
        TileTurn::new(screen, draft, turn, grid, move |slot, square| {
            draft.update(|draft| {
                draft.lay(slot, square, &board);
            });
            turn.selected.set(None);
        })
    }

    #[test]
    fn a_square_tapped_takes_the_chosen_tile_only_while_its_player_holds_the_device() {
        on_screen(|| {
            let tiles = abaku_turn(2, Board::new(BoardKind::Classic));
            let (square, draft) = (Square::new(7, 7), tiles.draft);
            tiles.tap(0);
            tiles.tap_square(square);
            assert!(
                draft.with_untracked(Draft::is_empty),
                "the hand-over hides the rack"
            );
            tiles.screen.revealed.set(true);
            tiles.tap_square(square);
            assert_eq!(draft.with_untracked(|draft| draft.tiles.slot_at(square)), Some(0));
            tiles.tap_square(Square::new(7, 8));
            assert_eq!(tiles.screen.message.get_untracked(), Some(Msg::PickTileFirst));
            tiles.tap(0);
            assert!(
                draft.with_untracked(Draft::is_empty),
                "a laid tile tapped comes back"
            );
        });
    }

    #[test]
    fn the_digit_laid_on_a_board_joker_stays_when_taken_back_by_key() {
        on_screen(|| {
            let there = Square::new(7, 7);
            let mut board = Board::new(BoardKind::Classic);
            board.set(
                there,
                Placed {
                    digit: 5,
                    joker: true,
                },
            );
            let tiles = abaku_turn(1, board);
            tiles.tap(0);
            tiles.tap_square(there);
            assert_eq!(tiles.draft.with_untracked(|draft| draft.swap), Some((there, 0)));
            let played = Callback::new(|_: TurnAction| panic!("nothing to play"));
            assert!(tiles.square_key(there, SquareKey::TakeBack, false, played));
            assert_eq!(tiles.screen.message.get_untracked(), Some(Msg::SwapDigitStays));
            assert_eq!(tiles.draft.with_untracked(|draft| draft.swap), Some((there, 0)));
        });
    }
}
