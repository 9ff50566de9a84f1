//! The Abaku board as SVG: squares with their bonuses, coordinates, the tiles of earlier turns,
//! the tiles laid this turn, and where a dragged tile would land. Integer units throughout.

use super::draft::Draft;
use crate::i18n::{t, Msg};
use crate::ui::square_board::{self, origin, Coordinates, DraftTileOnBoard, DropTarget, Outlines, CELL};
use crate::ui::tiles::BoardZoom;
use gameshelf_engine::abaku::{Board, BoardKind, Bonus, Square};
use leptos::prelude::*;

/// The board's width and height in SVG units.
pub fn side(kind: BoardKind) -> i32 {
    square_board::side(kind.size())
}

/// The square under a point in client pixels.
pub fn square_at(svg: &NodeRef<leptos::svg::Svg>, kind: BoardKind, client: (i32, i32)) -> Option<Square> {
    square_board::square_at(svg, kind.size(), client)
}

fn bonus_class(bonus: Bonus) -> &'static str {
    match bonus {
        Bonus::None => "square",
        Bonus::Start => "square start",
        Bonus::Number(2) => "square n2",
        Bonus::Number(_) => "square n3",
        Bonus::Equation(2) => "square e2",
        Bonus::Equation(_) => "square e3",
    }
}

/// The short label printed on a bonus square, as on the printed board.
fn bonus_label(bonus: Bonus) -> Option<String> {
    match bonus {
        Bonus::None => None,
        Bonus::Start => Some("★".into()),
        Bonus::Number(factor) => Some(format!("{factor}N")),
        Bonus::Equation(factor) => Some(format!("{factor}E")),
    }
}

/// A tile drawn at `square`: its digit, and a star in the corner for a joker.
#[component]
pub fn TileGlyph(
    square: Square,
    digit: Option<u8>,
    joker: bool,
    #[prop(into)] class: String,
) -> impl IntoView {
    let (x, y) = origin(square);
    let label = digit.map_or_else(|| "?".to_string(), |digit| digit.to_string());
    view! {
        <g class=class transform=format!("translate({x} {y})") data-square=square.to_string()>
            <rect x="2" y="2" width="36" height="36" rx="5" />
            <text x="20" y="28" class="tile-digit">{label}</text>
            {joker.then(|| view! { <text x="33" y="13" class="tile-joker">"★"</text> })}
        </g>
    }
}

#[component]
pub fn AbakuBoard(
    kind: BoardKind,
    #[prop(into)] board: Signal<Board>,
    #[prop(into)] draft: Signal<Draft>,
    /// The part of the board on show.
    zoom: BoardZoom,
    /// Squares to outline: the previewed or last turn's equations.
    #[prop(into)]
    highlight: Signal<Vec<Square>>,
    /// Where a dragged tile would land.
    #[prop(into)]
    hover: Signal<Option<Square>>,
    node_ref: NodeRef<leptos::svg::Svg>,
    /// A tile laid this turn pressed, to drag it elsewhere or tap it back to the rack.
    on_draft_press: Callback<(usize, web_sys::PointerEvent)>,
    on_square: Callback<Square>,
) -> impl IntoView {
    let squares = kind
        .squares()
        .map(|square| {
            let (x, y) = origin(square);
            let bonus = kind.bonus(square);
            let label = bonus_label(bonus).map(|label| {
                view! { <text x=x + CELL / 2 y=y + CELL / 2 + 5 class="bonus-label">{label}</text> }
            });
            view! {
                <rect
                    class=bonus_class(bonus)
                    x=x y=y width=CELL height=CELL
                    data-square=square.to_string()
                />
                {label}
            }
        })
        .collect_view();
    let placed = move || {
        board.with(|board| {
            board
                .tiles()
                .map(|(square, placed)| {
                    let class = if placed.joker { "tile placed joker" } else { "tile placed" };
                    view! { <TileGlyph square=square digit=Some(placed.digit) joker=placed.joker class=class /> }
                })
                .collect_view()
        })
    };
    let tentative = move || {
        draft.with(|draft| {
            draft
                .tiles
                .on_board()
                .map(|(index, slot)| {
                    let square = slot.at.expect("on the board");
                    let joker = slot.tile == gameshelf_engine::abaku::Tile::Joker;
                    let digit = slot.digit();
                    view! {
                        <DraftTileOnBoard index=index on_press=on_draft_press>
                            <TileGlyph square=square digit=digit joker=joker class="tile tentative" />
                        </DraftTileOnBoard>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <svg
            class="board square-board abaku-board"
            viewBox=move || zoom.view_box()
            node_ref=node_ref
            role="img"
            aria-label=t(Msg::AbakuBoard)
            data-testid="abaku-board"
            on:click=move |event| {
                if let Some(square) = square_at(&node_ref, kind, (event.client_x(), event.client_y())) {
                    on_square.run(square);
                }
            }
        >
            <g class="squares">{squares}</g>
            <Coordinates size=kind.size() />
            <g class="tiles">{placed}</g>
            <Outlines squares=highlight />
            <g class="tentative">{tentative}</g>
            <DropTarget square=hover />
        </svg>
    }
}

/// A small picture of the board for the shelf and the new-game form, and of a saved game with
/// the squares its `tiles` cover.
#[component]
pub fn BoardPreview(kind: BoardKind, #[prop(optional)] tiles: Vec<Square>) -> impl IntoView {
    let squares = kind
        .squares()
        .map(|square| {
            let (x, y) = origin(square);
            let class = match tiles.contains(&square) {
                true => "tile-square digit",
                false => bonus_class(kind.bonus(square)),
            };
            view! { <rect class=class x=x y=y width=CELL height=CELL /> }
        })
        .collect_view();
    let side = side(kind);
    view! {
        <svg class="board preview square-board abaku-board" viewBox=format!("0 0 {side} {side}") aria-hidden="true">
            {squares}
        </svg>
    }
}
