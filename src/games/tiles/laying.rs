//! Laying tiles from the rack on a square board, as Abaku and Summy do alike: by tap, drag or
//! keyboard, taking them back, and the turn's buttons and keys that act on the draft.

use super::draft::Draft;
use super::drag::TileDrag;
use super::keys::{ended_by_keyboard, rack_key, square_key, SquareAction};
use super::screen::TileScreen;
use super::turn::{TurnAction, TurnState};
use super::zoom::BoardZoom;
use super::{RackTile, TileGame};
use crate::games::tiles::square_board::{self, BoardFocus, BoardWiring, SquareKey};
use crate::games::tiles::TileSays;
use crate::i18n::{t, Msg};
use crate::robots::RobotTurns;
use crate::ui::announce::announce;
use gameshelf_engine::tiles::{self, Square};
use leptos::prelude::*;
use std::str::FromStr;

/// A tile game whose moves are the engine's rack moves, [`tiles::Move`]: a placement, an
/// exchange of its tiles, or a pass (Abaku's and Summy's; see [`super::impl_tile_game`]).
pub trait LaysTiles:
    TileGame<Move = tiles::Move<<Self as LaysTiles>::Placement, <Self as LaysTiles>::Tile>>
{
    type Tile: RackTile + FromStr;
    type Placement: FromStr<Err = tiles::NotationError>;
    /// A pass now ends the game: everyone else has passed in turn.
    fn pass_ends_game(&self) -> bool;
    /// The tiles `seat` has not seen, each kind with its count.
    fn unseen_tally(&self, seat: usize) -> Vec<(Self::Tile, usize)>;
}

/// The zoom of a square board of `size` squares drawn in `svg`, which a phone shows about the
/// squares `played` (the `centre` before any), and the keyboard's focus on it.
pub fn square_board_focus(
    size: u8,
    centre: Square,
    played: impl Iterator<Item = Square>,
    svg: NodeRef<leptos::svg::Svg>,
) -> (BoardZoom, BoardFocus) {
    let side = square_board::side(size);
    let zoom = BoardZoom::new(side, side);
    square_board::zoom_in_on_a_phone(zoom, &played.collect::<Vec<_>>(), centre);
    (zoom, BoardFocus::new(size, centre, svg, zoom))
}

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
            None => self.screen.message.set(Some(TileSays::PickTileFirst.into())),
        }
    }

    /// Lays a tile from the keyboard, and says where, or why not.
    fn lay_by_key(self, slot: usize, square: Square) {
        self.lay(slot, square);
        if self.draft.with_untracked(|draft| draft.tiles().slots[slot].at) == Some(square) {
            let tile = self.draft.with_untracked(|draft| draft.spoken(slot));
            announce(t(TileSays::LaidOn {
                tile,
                square: square.to_string(),
            }));
        } else if self.screen.message.with_untracked(Option::is_none) {
            self.screen.message.set(Some(TileSays::SquareTaken.into()));
        }
    }

    /// Takes back from the keyboard the tile laid on `square`, and says so.
    fn take_back(self, slot: usize, square: Square) {
        if self.draft.with_untracked(|draft| draft.held(slot)) {
            self.screen.message.set(Some(TileSays::SwapDigitStays.into()));
            return;
        }
        let tile = self.draft.with_untracked(|draft| draft.spoken(slot));
        self.draft.update(|draft| draft.tiles_mut().recall(slot));
        announce(t(TileSays::TakenBack {
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

impl<G: LaysTiles, D: TurnDraft<Tile = G::Tile>> TileTurn<G, D> {
    /// The tap and drag controller of the rack and the tiles laid: `square_at` finds the square
    /// under a point. A drop off the board takes a laid tile back; one on a tile laid this turn
    /// stays put.
    pub fn drag(self, square_at: impl Fn((i32, i32)) -> Option<Square> + Copy + 'static) -> TileDrag {
        TileDrag::new(
            square_at,
            move |slot, square| self.drop(slot, square),
            move |slot| self.tap(slot),
        )
    }

    /// Where the dragged tile would land: not on a tile laid this turn (tracked).
    pub fn hover(self, drag: TileDrag) -> Signal<Option<Square>> {
        Signal::derive(move || drag.hover().filter(|&square| self.free(square)))
    }

    /// The draft as it would be with the dragged tile dropped where it `hover`s, if that square
    /// of the board is `empty`.
    pub fn previewed(
        self,
        drag: TileDrag,
        hover: Signal<Option<Square>>,
        empty: impl Fn(Square) -> bool + Send + Sync + 'static,
    ) -> Memo<D> {
        Memo::new(move |_| {
            let mut shown = self.draft.get();
            if let (Some(slot), Some(square)) = (drag.dragged(), hover.get()) {
                if empty(square) {
                    shown.tiles_mut().place(slot, square);
                }
            }
            shown
        })
    }

    /// A press on a tile laid this turn starts to drag it, unless it goes back only with the
    /// whole move.
    pub fn on_draft_press(self, drag: TileDrag) -> Callback<(usize, web_sys::PointerEvent)> {
        Callback::new(move |(slot, event): (usize, web_sys::PointerEvent)| {
            if !self.draft.with_untracked(|draft| draft.held(slot)) {
                drag.press(slot, &event);
            }
        })
    }

    /// The unseen tiles for whoever holds the device (see [`TileScreen::unseen`]).
    pub fn unseen(self, robots: RobotTurns) -> Signal<Option<Vec<(String, usize)>>> {
        self.screen
            .unseen(robots, G::unseen_tally, <G::Tile as RackTile>::label)
    }

    /// What the board's drawing takes from the turn (see [`BoardWiring`]): the squares to
    /// `highlight`, where `drag` would `hover`, and the turn's keys (see [`Self::on_board_key`]).
    pub fn board_wiring(
        self,
        drag: TileDrag,
        hover: Signal<Option<Square>>,
        highlight: Signal<Vec<Square>>,
        points: Signal<Option<u32>>,
        on_turn: Callback<TurnAction>,
    ) -> BoardWiring {
        BoardWiring {
            focus: self.grid,
            on_key: self.on_board_key(points, on_turn),
            highlight,
            hover,
            on_draft_press: self.on_draft_press(drag),
            on_square: Callback::new(move |square| self.tap_square(square)),
        }
    }

    /// A key on a board square (see [`Self::square_key`]): the move laid out is legal while it
    /// has `points`.
    pub fn on_board_key(
        self,
        points: Signal<Option<u32>>,
        on_turn: Callback<TurnAction>,
    ) -> Callback<(Square, SquareKey), bool> {
        Callback::new(move |(square, key)| {
            self.square_key(square, key, points.get_untracked().is_some(), on_turn)
        })
    }

    /// The turn's buttons and keys (see [`Self::act`]): Play plays the move laid out while the
    /// rules allow it (it has `points`), as the game's `placement` of the draft; Exchange and
    /// Pass play theirs; Hint asks `robots`, whose placement `show_hint` lays out and reads out.
    pub fn on_turn(
        self,
        points: Signal<Option<u32>>,
        placement: fn(&D) -> G::Placement,
        robots: RobotTurns,
        show_hint: impl Fn(G::Placement) + Copy + Send + Sync + 'static,
    ) -> Callback<TurnAction> {
        let laid_out = move || {
            let legal = points.get_untracked().is_some();
            legal.then(|| self.draft.with_untracked(placement))
        };
        Callback::new(move |action| {
            self.act(action, |ended| {
                self.end(ended, laid_out, || self.hint(robots, show_hint));
            })
        })
    }

    /// Ends the turn as a button asks (see [`Self::on_turn`]).
    pub fn end(
        self,
        ended: Ended<G::Tile>,
        laid_out: impl FnOnce() -> Option<G::Placement>,
        hint: impl FnOnce(),
    ) {
        let play = |mv| self.screen.play(mv);
        match ended {
            Ended::Play => {
                if let Some(placement) = laid_out() {
                    play(tiles::Move::Place(placement));
                }
            }
            Ended::Exchange(tiles) => play(tiles::Move::Exchange(tiles)),
            Ended::Pass => play(tiles::Move::Pass),
            Ended::Hint => hint(),
        }
    }

    /// Asks `robots` for the best move, which [`Self::hinted`] shows.
    pub fn hint(self, robots: RobotTurns, show: impl FnOnce(G::Placement) + 'static) {
        let Some(record) = self.screen.game.with_untracked(G::record_json) else {
            return;
        };
        robots.hint(&record, move |hinted| self.hinted(hinted, show));
    }

    /// Shows the robot's answer to a hint: a placement laid out on the draft by `show` (and
    /// counted against the player); an exchange as advice, its tiles back on the rack and
    /// picked, for Exchange to confirm or Cancel to leave; a pass as advice; or why it found
    /// nothing.
    pub fn hinted(self, hinted: Result<G::Move, String>, show: impl FnOnce(G::Placement)) {
        let message = self.screen.message;
        match hinted {
            Ok(tiles::Move::Place(placement)) => {
                self.screen.game.update(G::count_hint);
                self.turn.exchange.set(None);
                show(placement);
                message.set(None);
            }
            Ok(tiles::Move::Exchange(tiles)) => {
                self.screen.reset();
                let picked = self.draft.with_untracked(|draft| draft.tiles().slots_of(&tiles));
                self.turn.exchange.set(Some(picked));
                let tiles = tiles.into_iter().map(RackTile::label).collect();
                message.set(Some(Msg::HintExchange(tiles)));
            }
            Ok(tiles::Move::Pass) => message.set(Some(Msg::HintPass)),
            Err(error) => message.set(Some(Msg::RobotFailed(error))),
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
    use super::super::screen::tests::screen;
    use super::super::BoardZoom;
    use super::*;
    use crate::games::abaku::draft::Draft;
    use crate::ui::testing::on_screen;
    use gameshelf_engine::abaku::{Board, BoardKind, Move, Placed, Placement, RuleError, Tile};

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
            assert_eq!(
                tiles.screen.message.get_untracked(),
                Some(TileSays::PickTileFirst.into())
            );
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
            assert_eq!(
                tiles.screen.message.get_untracked(),
                Some(TileSays::SwapDigitStays.into())
            );
            assert_eq!(tiles.draft.with_untracked(|draft| draft.swap), Some((there, 0)));
        });
    }

    #[test]
    fn a_hint_lays_out_its_placement_or_says_what_else_the_robot_would_do() {
        on_screen(|| {
            let tiles = abaku_turn(1, Board::new(BoardKind::Classic));
            let (game, message) = (tiles.screen.game, tiles.screen.message);
            tiles.turn.exchange.set(Some(vec![0]));
            message.set(Some(TileSays::PickTileFirst.into()));
            let mut shown = None;
            tiles.hinted(Ok(Move::Place(Placement::default())), |placement| {
                shown = Some(placement)
            });
            assert_eq!(shown, Some(Placement::default()));
            assert_eq!(tiles.turn.exchange.get_untracked(), None, "the exchange is left");
            assert_eq!(message.get_untracked(), None);
            let seat = tiles.screen.to_move.get_untracked();
            assert_eq!(game.with_untracked(|game| game.hints_by(seat)), 1);

            let no_placement = |_| panic!("nothing to lay out");
            tiles.hinted(
                Ok(Move::Exchange(vec![Tile::Joker, Tile::Digit(5)])),
                no_placement,
            );
            assert_eq!(
                message.get_untracked(),
                Some(Msg::HintExchange(vec!["★".into(), "5".into()]))
            );
            assert_eq!(
                tiles.turn.exchange.get_untracked(),
                Some(vec![1, 0]),
                "the exchange is under way, its tiles picked"
            );
            tiles.hinted(Ok(Move::Pass), no_placement);
            assert_eq!(message.get_untracked(), Some(Msg::HintPass));
            tiles.hinted(Err("no worker".into()), no_placement);
            assert_eq!(
                message.get_untracked(),
                Some(Msg::RobotFailed("no worker".into()))
            );
            assert_eq!(
                game.with_untracked(|game| game.hints_by(seat)),
                1,
                "only a placement counts"
            );
        });
    }

    #[test]
    fn play_plays_only_a_move_laid_out_and_exchange_and_pass_play_theirs() {
        on_screen(|| {
            let tiles = abaku_turn(2, Board::new(BoardKind::Classic));
            let game = tiles.screen.game;
            let last = move || game.with_untracked(|game| game.turns().last().map(|turn| turn.mv.clone()));
            let no_hint = || panic!("no hint asked");
            tiles.end(Ended::Play, || None, no_hint);
            assert_eq!(last(), None, "nothing legal is laid out");
            tiles.end(Ended::Play, || Some(Placement::default()), no_hint);
            assert_eq!(
                tiles.screen.message.get_untracked(),
                Some(Msg::RuleBroken(RuleError::NoTiles.into())),
                "the rules judge what is played"
            );
            let mut hinted = false;
            tiles.end(Ended::Hint, || None, || hinted = true);
            assert!(hinted);
            let seat = tiles.screen.to_move.get_untracked();
            let given: Vec<Tile> = game.with_untracked(|game| game.position().rack(seat)[..2].to_vec());
            tiles.end(Ended::Exchange(given.clone()), || None, no_hint);
            assert_eq!(last(), Some(Move::Exchange(given)));
            tiles.end(Ended::Pass, || None, no_hint);
            assert_eq!(last(), Some(Move::Pass));
        });
    }
}
