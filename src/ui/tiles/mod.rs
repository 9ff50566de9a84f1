//! What the tile games (Abaku, Summy, and Addique with its pieces) share on screen: the draft of the move being laid, the
//! rack, the unseen-tiles tracker, the tap and drag controller, the turn buttons and preview, the score sheet and ranking,
//! the zoom of a square board, the keys that pick rack tiles and the turns read out to screen
//! readers. The games supply their tiles, board drawing and rules.
//!
//! A screen wires them up like this (Abaku's `page.rs` in full):
//!
//! ```ignore
//! let draft = RwSignal::new(Draft::<Tile>::new(rack));
//! let turn = TurnState::new();
//! let board_ref = NodeRef::<leptos::svg::Svg>::new();
//! let zoom = BoardZoom::new(side, side);
//! let grid = BoardFocus::new(size, centre, board_ref, zoom);  // the keyboard's tab stop
//! let tap = move |slot| { /* recall a laid tile, else turn.tap(slot) */ };
//! let drag = TileDrag::new(
//!     move |at| square_at(&board_ref, at),           // client pixels to a square
//!     move |slot, square| { /* lay it there, or take it back if off the board */ },
//!     tap,
//! );
//! view! {
//!     <main on:keydown=move |event| rack_key(&event, turn, &rack_tiles()).map(act)>
//!     <ZoomArea zoom=zoom svg=board_ref drag=drag>
//!         <svg node_ref=board_ref viewBox=move || zoom.view_box() on:click=/* square_at */
//!             role="grid" on:keydown=move |event| grid.keydown(&event, on_board_key)>
//!             /* draft tiles: on:pointerdown=move |event| drag.press(slot, &event) */
//!             <BoardGrid focus=grid label=/* each square's name */ />
//!         </svg>
//!     </ZoomArea>
//!     <Rack tiles=move || draft.with(|d| d.in_rack().map(|(slot, t)| (slot, t.tile)).collect()) turn=turn drag=drag
//!         label=/* "Eva's rack" */ on_choose=Callback::new(tap) />
//!     <MovePreview preview=move || Preview::Help(t(Msg::PlaceHelp)) />
//!     <TurnControls turn=turn points=points can_recall=can_recall can_exchange=can_exchange
//!         max_exchange=RACK_SIZE solo=solo on_action=Callback::new(move |action| match action { .. }) />
//!     <DragGhost drag=drag label=move |slot| draft.with(|d| d.slots[slot].tile.label()) />
//! }
//! ```

mod draft;
mod drag;
mod game;
mod keys;
mod rack;
mod screen;
mod sheet;
mod turn;
mod unseen;
mod zoom;

pub use draft::{keep_draft_across_reloads, Draft, DraftTile};
pub use drag::{DragGhost, TileDrag};
pub(crate) use game::impl_tile_game;
pub use game::{
    announce_turn, review_words, show_after_turn, start_draw_is_news, status_line, LastTurn, MoveWords,
    PlayerPanels, TileGame, TileHandOver, TileReview, UndoRedo,
};
pub use keys::{
    ended_by_keyboard, focus_board_when_revealed, keyboard_in_use, rack_key, square_key, SquareAction,
};
pub use rack::{Rack, RackTile};
pub use screen::TileScreen;
pub use sheet::{
    start_draw_view, totals_ranking, winners_title, RankRow, Ranking, ScoreSheet, SheetRow, SheetWhat,
    ViewingTurn,
};
pub use turn::{clear_message_on_change, MovePreview, Preview, TurnAction, TurnControls, TurnState};
pub use unseen::{held_unseen, UnseenTracker};
pub use zoom::{BoardZoom, ZoomArea};
