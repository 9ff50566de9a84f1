//! What the tile games (Abaku, Summy, and Addique with its pieces) share on screen: the draft of the move being laid, the
//! rack, the unseen-tiles tracker, the tap and drag controller, the turn buttons and preview, the score sheet and ranking,
//! the zoom of a square board, the keys that pick rack tiles and the turns read out to screen
//! readers. The games supply their tiles, board drawing and rules.
//!
//! A screen's behaviour lives in two controllers, plain handles copied into every handler:
//! [`TileScreen`] (the game, the rack shown or handed over, the message, the past board viewed:
//! playing, undoing, the robots' turns, the move in progress kept across a reload) and, for the
//! games that lay rack tiles on a square board ([`LaysTiles`]), [`TileTurn`] (tapping,
//! dragging, keys, taking back, the turn's buttons, the hint). Addique adds its own turn
//! controller (`games/addique/turn.rs`). The page renders them with the parts of the panel every
//! tile game shares (`panel.rs`) and forwards events (Abaku's `page.rs`, in short):
//!
//! ```ignore
//! let screen = TileScreen::seated(game, &robots, here, /* reset the draft */, announce_played);
//! let (zoom, grid) = square_board_focus(size, centre, played, board_ref);  // the keyboard's tab stop
//! let tiles = TileTurn::new(screen, draft, turn, grid, /* lay a tile on a square */);
//! let drag = tiles.drag(move |at| square_at(&board_ref, kind, at));
//! let on_turn = tiles.on_turn(points, Draft::placement, robots, /* lay the hint out */);
//! view! {
//!     <main on:keydown=move |event| tiles.rack_key(&event, on_turn)>
//!     <ZoomArea zoom=zoom svg=board_ref drag=drag board=/* the board, drawn in a SquareBoard:
//!         wiring=tiles.board_wiring(drag, hover, highlight, points, on_turn) */ />
//!     <RackPanel tiles=tiles drag=drag /* status, review, ranking */
//!         preview=/* the engine's check of the draft */ on_turn=on_turn /* ... */>
//!         <AbakuSheet /* ... */ />
//!     </RackPanel>
//!     <TileHandOver screen=screen /* ... */ />
//! }
//! ```

mod distant;
mod draft;
mod drag;
mod game;
mod handover;
mod keys;
mod laying;
mod panel;
mod rack;
mod rack_play;
mod screen;
mod sheet;
pub mod square_board;
mod turn;
mod unseen;
pub mod words;
mod zoom;

pub(crate) use distant::dealt_tile_game;
pub use distant::{dealt_last_turn, own_refusal};
pub use draft::{Draft, DraftTile, KeptTile, KeptWords};
pub use drag::{DragGhost, TileDrag};
pub(crate) use game::impl_tile_game;
pub use game::{
    announce_turn, laid_in_reading_order, review_words, show_after_turn, start_draw_is_news, LastTurn,
    MoveWords, TileGame, TileHandOver, TileResign, UndoRedo,
};
pub use handover::HandOver;
pub use keys::{focus_board_when_revealed, keyboard_in_use};
pub use laying::{square_board_focus, LaysTiles, TileTurn, TurnDraft};
pub use panel::{PanelFoot, PanelHead, PanelRobots, RackPanel, TurnMessage};
pub use rack::RackTile;
pub use rack_play::RackPlay;
pub use screen::TileScreen;
pub use sheet::{
    copy_begins, hint_counts, standing_status, start_draw_view, totals_ranking, turn_rows, winners_title,
    RankRow, Ranking, ScoreSheet, SheetRow, SheetStart, SheetWhat,
};
pub use turn::{clear_message_on_change, MovePreview, Preview, TurnAction, TurnState};
pub use words::TileSays;
pub use zoom::{BoardZoom, ZoomArea};
