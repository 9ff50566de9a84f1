//! The Abaku board as SVG: squares with their bonuses, coordinates, the tiles of earlier turns,
//! the tiles laid this turn, and where a dragged tile would land. Integer units throughout.

use super::draft::Draft;
use crate::i18n::{t, Msg};
use gameshelf_engine::abaku::{Board, BoardKind, Bonus, Square};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

const CELL: i32 = 40;
/// Room for the column letters above and the row numbers to the left.
const MARGIN: i32 = 22;

fn origin(square: Square) -> (i32, i32) {
    (
        MARGIN + i32::from(square.col) * CELL,
        MARGIN + i32::from(square.row) * CELL,
    )
}

fn view_box(kind: BoardKind) -> String {
    let side = MARGIN + i32::from(kind.size()) * CELL + 4;
    format!("0 0 {side} {side}")
}

/// The square under a point in client pixels, through the board's current screen matrix.
pub fn square_at(svg: &NodeRef<leptos::svg::Svg>, kind: BoardKind, client: (i32, i32)) -> Option<Square> {
    let svg: web_sys::SvgGraphicsElement = svg.get_untracked()?.unchecked_into();
    let m = svg.get_screen_ctm()?.inverse().ok()?;
    let (x, y) = (client.0 as f32, client.1 as f32);
    let board_x = (m.a() * x + m.c() * y + m.e()) as i32 - MARGIN;
    let board_y = (m.b() * x + m.d() * y + m.f()) as i32 - MARGIN;
    if board_x < 0 || board_y < 0 {
        return None;
    }
    let square = Square::new((board_y / CELL) as u8, (board_x / CELL) as u8);
    kind.contains(square).then_some(square)
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
    let size = i32::from(kind.size());
    let labels = (0..size)
        .map(|index| {
            let middle = MARGIN + index * CELL + CELL / 2;
            let letter = ((b'A' + index as u8) as char).to_string();
            view! {
                <text x=middle y="15" class="coord">{letter}</text>
                <text x="11" y=middle + 4 class="coord">{(index + 1).to_string()}</text>
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
                .on_board()
                .map(|(index, slot)| {
                    let square = slot.at.expect("on the board");
                    let joker = slot.tile == gameshelf_engine::abaku::Tile::Joker;
                    view! {
                        <g
                            class="draft-tile"
                            data-testid="draft-tile"
                            on:pointerdown=move |event| on_draft_press.run((index, event))
                            // The press handles the tap; the board must not take it as one too.
                            on:click=|event| event.stop_propagation()
                        >
                            <TileGlyph square=square digit=slot.digit joker=joker class="tile tentative" />
                        </g>
                    }
                })
                .collect_view()
        })
    };
    let outlines = move || {
        highlight
            .get()
            .into_iter()
            .map(|square| {
                let (x, y) = origin(square);
                view! { <rect class="equation-outline" x=x + 1 y=y + 1 width=CELL - 2 height=CELL - 2 rx="6" /> }
            })
            .collect_view()
    };
    let ghost = move || {
        hover.get().map(|square| {
            let (x, y) = origin(square);
            view! { <rect class="drop-target" x=x y=y width=CELL height=CELL rx="4" /> }
        })
    };
    view! {
        <svg
            class="board abaku-board"
            viewBox=view_box(kind)
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
            <g class="coords" aria-hidden="true">{labels}</g>
            <g class="tiles">{placed}</g>
            <g class="outlines">{outlines}</g>
            <g class="tentative">{tentative}</g>
            <g class="ghost">{ghost}</g>
        </svg>
    }
}

/// A small picture of the board for the shelf and the new-game form.
#[component]
pub fn BoardPreview(kind: BoardKind) -> impl IntoView {
    let squares = kind
        .squares()
        .map(|square| {
            let (x, y) = origin(square);
            view! { <rect class=bonus_class(kind.bonus(square)) x=x y=y width=CELL height=CELL /> }
        })
        .collect_view();
    view! {
        <svg class="board preview abaku-board" viewBox=view_box(kind) aria-hidden="true">
            {squares}
        </svg>
    }
}
