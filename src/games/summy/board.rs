//! The Summy board as SVG: 25x25 squares with the centre marked, the tiles of earlier turns
//! (operators and `=` coloured apart from digits), the grey caps, the tiles laid this turn and
//! where a dragged tile would land.

use super::words::Says;
use crate::i18n::t;
use crate::ui::square_board::{
    self, origin, BoardWiring, DraftTileOnBoard, SquareBoard, SquareContent, TileFace, CELL,
};
use crate::ui::tiles::Draft;
use crate::ui::tiles::TileSays;
use gameshelf_engine::summy::{Board, Cell, Tile};
use gameshelf_engine::tiles::Square;
use leptos::prelude::*;

/// The class that colours a tile by kind: digit, operator or equals sign.
pub fn tile_class(tile: Tile) -> &'static str {
    match tile {
        Tile::Digit(_) => "digit",
        Tile::Equals => "equals",
        _ => "operator",
    }
}

/// How a tile is printed: its face, operators as the usual signs.
pub fn tile_label(tile: Tile) -> String {
    tile.face().to_string()
}

/// A square's name for screen readers: coordinate, the centre's mark, and the tile laid this
/// turn, the tile of an earlier turn or the cap on it.
fn square_label(board: &Board, draft: &Draft<Tile>, square: Square) -> String {
    let laid = draft.slot_at(square).map(|slot| draft.slots[slot].tile);
    let content = match (laid, board.get(square)) {
        (Some(tile), _) => SquareContent::Laid(t(Says::Symbol(tile))),
        (None, Some(Cell::Tile(tile))) => SquareContent::Tile(t(Says::Symbol(tile))),
        (None, Some(Cell::Cap)) => SquareContent::Cap,
        (None, None) => SquareContent::Empty,
    };
    t(TileSays::SquareLabel {
        square: square.to_string(),
        mark: (square == board.centre()).then(|| t(Says::CentreSquare)),
        content,
    })
}

#[component]
pub fn SummyBoard(
    #[prop(into)] board: Signal<Board>,
    /// The draft as drawn: with the dragged tile where it would land.
    #[prop(into)]
    draft: Signal<Draft<Tile>>,
    /// The draft as laid, which the squares' labels read out.
    #[prop(into)]
    laid: Signal<Draft<Tile>>,
    wiring: BoardWiring,
) -> impl IntoView {
    let centre = board.with_untracked(|board| board.centre());
    let squares =
        board.with_untracked(|board| {
            board
            .squares()
            .map(|square| {
                let (x, y) = origin(square);
                let class = if square == centre { "square start" } else { "square" };
                view! { <rect class=class x=x y=y width=CELL height=CELL data-square=square.to_string() /> }
            })
            .collect_view()
        });
    let placed = move || {
        board.with(|board| {
            let tiles = board.tiles().map(|(square, tile)| {
                let class = format!("tile placed {}", tile_class(tile));
                view! { <TileFace square=square label=tile_label(tile) class=class /> }
            });
            let caps = board.caps().map(|square| {
                let (x, y) = origin(square);
                view! { <rect class="cap" x=x + 3 y=y + 3 width=CELL - 6 height=CELL - 6 rx="4" data-square=square.to_string() /> }
            });
            (tiles.collect_view(), caps.collect_view())
        })
    };
    let tentative = move || {
        draft.with(|draft| {
            draft
                .on_board()
                .map(|(slot, tile)| {
                    let square = tile.at.expect("on the board");
                    let tile = tile.tile;
                    let class = format!("tile tentative {}", tile_class(tile));
                    view! {
                        <DraftTileOnBoard index=slot on_press=wiring.on_draft_press>
                            <TileFace square=square label=tile_label(tile) class=class />
                        </DraftTileOnBoard>
                    }
                })
                .collect_view()
        })
    };
    let label = Callback::new(move |square| {
        board.with(|board| laid.with(|draft| square_label(board, draft, square)))
    });
    view! {
        <SquareBoard name="summy" aria_label=t(Says::Board) keys=t(Says::BoardKeys) wiring=wiring label=label
            squares=squares.into_any() placed=ViewFn::from(placed) tentative=ViewFn::from(tentative) />
    }
}

/// A small picture of the board for the shelf: a first sum through the centre, capped.
#[component]
pub fn BoardPreview() -> impl IntoView {
    let mut board = Board::new(gameshelf_engine::summy::SIZE);
    let sum = "J13=2 K13=x L13=3 N13=6".parse::<gameshelf_engine::summy::Move>();
    if let Ok(gameshelf_engine::summy::Move::Place(placement)) = sum {
        placement.lay_on(&mut board);
    }
    view! { <BoardThumbnail board=board /> }
}

/// A board drawn small, its tiles as coloured squares: the shelf's picture, or a saved game's.
#[component]
pub fn BoardThumbnail(
    board: Board,
    /// The tiles' faces too, for a picture large enough to read them.
    #[prop(optional)]
    faces: bool,
) -> impl IntoView {
    let side = square_board::side(board.size());
    let placed: Vec<(Square, Tile)> = board
        .squares()
        .filter_map(|square| match board.get(square) {
            Some(Cell::Tile(tile)) => Some((square, tile)),
            _ => None,
        })
        .collect();
    let labels = faces.then(|| {
        square_board::tile_faces(
            placed
                .iter()
                .map(|&(square, tile)| (square, tile_label(tile)))
                .collect(),
        )
    });
    let tiles = placed
        .into_iter()
        .map(|(square, tile)| {
            let (x, y) = origin(square);
            let class = format!("tile-square {}", tile_class(tile));
            view! { <rect class=class x=x y=y width=CELL height=CELL /> }
        })
        .collect_view();
    view! {
        <svg class="board preview square-board summy-board" viewBox=format!("0 0 {side} {side}") aria-hidden="true">
            {square_board::plain_squares(board.size())}
            {tiles}
            {labels}
        </svg>
    }
}
