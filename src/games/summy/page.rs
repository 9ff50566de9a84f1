//! The Summy screen: the zoomable board, the rack of the player holding the device, the live
//! preview of the sums a move completes, the score sheet, the hand-over between players and
//! the final ranking. The engine game in one signal is the only game state; the draft is the
//! move in progress. Everything a tile game shares comes from `ui::tiles`.

use super::board::{tile_class, tile_label, SummyBoard};
use crate::i18n::{t, Drawn, Msg};
use crate::robots::RobotBar;
use crate::state::AppState;
use crate::storage::AnyGame;
use crate::ui::announce::announce;
use crate::ui::square_board::{self, square_at, BoardFocus, SquareKey};
use crate::ui::tiles::{
    announce_turn, clear_message_on_change, focus_board_when_revealed, held_unseen, impl_tile_game,
    keep_draft_across_reloads, review_words, start_draw_is_news, start_draw_view, totals_ranking,
    winners_title, BoardZoom, Draft, DragGhost, Ended, MovePreview, MoveWords, PlayerPanels, Preview, Rack,
    RackTile, ScoreSheet, SheetRow, SheetWhat, TileDrag, TileGame, TileHandOver, TileReview, TileScreen,
    TileTurn, TurnControls, TurnDraft, TurnState, UndoRedo, UnseenTracker, ViewingTurn, ZoomArea,
};
use crate::ui::{Fold, PanelActions, RulesDialog};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::robot::Robots;
use gameshelf_engine::summy::{Board, Cell, CompletedSum, Game, Move, Placement, RuleError, Tile, RACK_SIZE};
use gameshelf_engine::tiles::Square;
use leptos::prelude::*;

impl RackTile for Tile {
    fn label(self) -> String {
        tile_label(self)
    }

    fn aria_label(self) -> String {
        t(Msg::SummyTile(self))
    }

    fn code(self) -> String {
        self.to_string()
    }

    fn from_key(key: &str) -> Option<Tile> {
        let mut chars = key.chars();
        match (chars.next(), chars.next()) {
            (Some(typed), None) => Tile::from_char(typed),
            _ => None,
        }
    }

    fn class(self) -> &'static str {
        tile_class(self)
    }
}

/// A completed sum as players write it: `70 + 118 ÷ 2 = 129`.
pub fn sum_text(sum: &CompletedSum) -> String {
    let mut text = String::new();
    for &tile in &sum.tiles {
        if tile.is_digit() {
            text.push(tile.symbol());
        } else {
            text.push(' ');
            text.push_str(&tile_label(tile));
            text.push(' ');
        }
    }
    text
}

impl_tile_game!(Game, Move, RuleError, Board);

/// A placement's tiles as a screen reader hears them, each with its square, in reading order.
fn placement_said(placement: &Placement) -> Vec<(String, String)> {
    let mut tiles = placement.tiles.clone();
    tiles.sort_by_key(|tile| tile.square);
    tiles
        .iter()
        .map(|tile| (t(Msg::SummySymbol(tile.tile)), tile.square.to_string()))
        .collect()
}

/// Puts the tile in `slot` on `square` of `board`: an empty square takes it; a grey cap closes
/// a sum, and says so; a tile keeps it where it was.
fn lay_on(draft: &mut Draft<Tile>, slot: usize, square: Square, board: &Board) -> Option<Msg> {
    match board.get(square) {
        None => draft.place(slot, square),
        Some(Cell::Cap) => return Some(Msg::SummyIllegal(RuleError::SumClosed(square))),
        Some(Cell::Tile(_)) => {}
    }
    None
}

impl TurnDraft for Draft<Tile> {
    type Tile = Tile;
    type Face = ();

    fn tiles(&self) -> &Draft<Tile> {
        self
    }

    fn tiles_mut(&mut self) -> &mut Draft<Tile> {
        self
    }

    fn spoken(&self, slot: usize) -> String {
        t(Msg::SummySymbol(self.slots[slot].tile))
    }
}

/// The rack of the player to move.
fn rack_to_move(game: &Game) -> &[Tile] {
    game.position().rack(game.position().to_move())
}

/// Reads out the turn just played: the tiles laid, then who plays next or who won.
fn announce_played(game: &Game) {
    let laid = match game.turns().last().map(|turn| &turn.mv) {
        Some(Move::Place(placement)) => placement_said(placement),
        _ => Vec::new(),
    };
    let result = game.outcome().map(|outcome| {
        let players = &game.setup().players;
        winners_title(players, &TileGame::scores(game), &outcome.ranking, &outcome.ranks)
    });
    announce_turn(game, laid, result);
}

/// A tile of the start draw: a digit counts; an operator or = is drawn again.
fn drawn(tile: Tile) -> Drawn {
    match tile {
        Tile::Digit(digit) => Drawn::Number(digit.to_string()),
        Tile::Equals => Drawn::Equals,
        operator => Drawn::Operator(tile_label(operator)),
    }
}

#[component]
pub fn GameScreen(id: String, game: Game, started: u64, robots: Robots) -> impl IntoView {
    let state = expect_context::<AppState>();
    let draft = RwSignal::new(Draft::<Tile>::new(rack_to_move(&game)));
    let turn = TurnState::new();
    // A fresh draft whenever the rack to show changes: a turn played, undone or redone.
    let screen = TileScreen::new(
        game,
        &robots,
        move |game| {
            draft.set(Draft::new(rack_to_move(game)));
            turn.reset();
        },
        announce_played,
        Msg::SummyIllegal,
    );
    let (game, revealed, message) = (screen.game, screen.revealed, screen.message);
    let (viewing, to_move, over) = (screen.viewing, screen.to_move, screen.over);
    let show_rules = RwSignal::new(false);
    let board_ref = NodeRef::<leptos::svg::Svg>::new();
    let size = game.with_untracked(|game| game.position().board().size());
    let zoom = BoardZoom::new(square_board::side(size), square_board::side(size));
    let centre = game.with_untracked(|game| game.position().board().centre());
    let played: Vec<_> = game.with_untracked(|game| {
        game.position()
            .board()
            .tiles()
            .map(|(square, _)| square)
            .collect()
    });
    square_board::zoom_in_on_a_phone(zoom, &played, centre);
    let grid = BoardFocus::new(size, centre, board_ref, zoom);

    state.keep_saved(id.clone(), started, false, game, |game| {
        AnyGame::Summy(Box::new(game))
    });

    let name = move |seat: usize| game.with(|game| game.setup().players[seat].clone());
    let board = screen.board();
    let live = move || screen.live();
    let rack = move || game.with_untracked(|game| rack_to_move(game).to_vec());
    let reset = move || screen.reset();

    let empty = move |square: Square| board.with_untracked(|board| board.get(square)).is_none();
    let lay = move |slot: usize, square: Square| {
        let why = board.with_untracked(|board| draft.try_update(|draft| lay_on(draft, slot, square, board)));
        if let Some(why) = why.flatten() {
            message.set(Some(why));
        }
        turn.selected.set(None);
    };
    let tiles = TileTurn::new(screen, draft, turn, grid, lay);
    let drag = TileDrag::new(
        move |at| square_at(&board_ref, size, at),
        move |slot, square| tiles.drop(slot, square),
        move |slot| tiles.tap(slot),
    );
    let hover = Signal::derive(move || drag.hover().filter(|&square| tiles.free(square)));

    // The draft as it would be with the dragged tile dropped where it hovers.
    let previewed = Memo::new(move |_| {
        let mut shown = draft.get();
        if let (Some(slot), Some(square)) = (drag.dragged(), hover.get()) {
            if empty(square) {
                shown.place(slot, square);
            }
        }
        shown
    });
    let placement = move |draft: &Draft<Tile>| Placement {
        tiles: draft
            .on_board()
            .filter_map(|(_, slot)| {
                Some(gameshelf_engine::summy::NewTile {
                    square: slot.at?,
                    tile: slot.tile,
                })
            })
            .collect(),
    };
    clear_message_on_change(move || draft.with(placement), message);
    let checked = Memo::new(move |_| {
        let placement = previewed.with(placement);
        (!placement.tiles.is_empty()).then(|| game.with(|game| game.check(&placement)))
    });
    let highlight = Signal::derive(move || match checked.get() {
        Some(Ok(scored)) => scored
            .sums
            .iter()
            .flat_map(|sum| sum.squares().collect::<Vec<_>>())
            .collect(),
        _ if viewing.get().is_some() => Vec::new(),
        _ => game.with(TileGame::last_turn_squares),
    });
    let preview = move || match checked.get() {
        None if turn.exchanging() => Preview::Help(t(Msg::SummyExchangeHelp)),
        None => Preview::Help(t(Msg::PlaceHelp)),
        Some(Ok(scored)) => Preview::Scored {
            lines: scored
                .sums
                .iter()
                .map(|sum| (sum_text(sum), sum.points))
                .collect(),
            total: scored.points,
        },
        Some(Err(error)) => Preview::Illegal(t(Msg::SummyIllegal(error))),
    };
    let points = Signal::derive(move || match checked.get() {
        Some(Ok(scored)) => Some(scored.points),
        _ => None,
    });

    let robots = screen.robot_turns();
    let unseen = held_unseen(
        robots,
        to_move,
        revealed,
        live,
        move |seat| game.with(|game| game.view_of(seat).unseen_tally()),
        <Tile as RackTile>::label,
    );
    let hint = move || {
        robots.hint(
            &game.with_untracked(TileGame::record_json),
            move |hinted: Result<Move, String>| match hinted {
                Ok(Move::Place(placement)) => {
                    game.update(Game::count_hint);
                    turn.exchange.set(None);
                    let mut shown = Draft::new(&rack());
                    for tile in &placement.tiles {
                        shown.lay(tile.tile, tile.square);
                    }
                    draft.set(shown);
                    announce(t(Msg::HintLaid(placement_said(&placement))));
                    message.set(None);
                }
                Ok(Move::Exchange(tiles)) => {
                    let tiles = tiles.into_iter().map(RackTile::label).collect();
                    message.set(Some(Msg::HintExchange(tiles)));
                }
                Ok(Move::Pass) => message.set(Some(Msg::HintPass)),
                Err(error) => message.set(Some(Msg::RobotFailed(error))),
            },
        );
    };
    let on_turn = Callback::new(move |action| {
        tiles.act(action, |ended| match ended {
            Ended::Play => {
                if let Some(Ok(_)) = checked.get_untracked() {
                    screen.play(Move::Place(draft.with_untracked(placement)));
                }
            }
            Ended::Exchange(tiles) => screen.play(Move::Exchange(tiles)),
            Ended::Pass => screen.play(Move::Pass),
            Ended::Hint => hint(),
        })
    });
    let undo = move || {
        screen.undo();
    };
    let laid = Signal::derive(move || !draft.with(Draft::is_empty));

    let on_square = Callback::new(move |square: Square| tiles.tap_square(square));
    let on_board_key = Callback::new(move |(square, key): (Square, SquareKey)| {
        tiles.square_key(square, key, points.get_untracked().is_some(), on_turn)
    });
    focus_board_when_revealed(move || revealed.get(), grid);
    // The tiles laid so far survive a reload.
    keep_draft_across_reloads(
        id,
        move || game.with(|game| game.turns().len()),
        move || screen.holding(),
        move || draft.with(Draft::kept),
        move |kept| draft.update(|draft| draft.relay(&kept)),
    );
    let on_draft_press =
        Callback::new(move |(slot, event): (usize, web_sys::PointerEvent)| drag.press(slot, &event));

    let on_key = move |event: web_sys::KeyboardEvent| tiles.rack_key(&event, on_turn);
    let ghost_label = move |slot: usize| draft.with(|draft| tile_label(draft.slots[slot].tile));

    let status = move || match over.get() {
        true => t(Msg::GameOver),
        false => game.with(|game| {
            let position = game.position();
            t(Msg::SummyToMove {
                name: name(position.to_move()),
                stock: position.stock_len(),
                discarded: position.discarded(),
                last_turns: position.last_turns(),
            })
        }),
    };
    let start_draw = move || {
        game.with(|game| {
            start_draw_is_news(game, robots)
                .then(|| start_draw_view(&game.setup().players, game.start_draw(), drawn))
        })
    };
    view! {
        <main class="game tile-game summy" data-testid="summy-game" on:keydown=on_key>
            <div class="board-area">
                <ZoomArea zoom=zoom svg=board_ref drag=drag board=view! {
                    <SummyBoard
                        board=board
                        draft=previewed
                        laid=draft
                        focus=grid
                        on_key=on_board_key
                        highlight=highlight
                        hover=hover
                        zoom=zoom
                        node_ref=board_ref
                        on_draft_press=on_draft_press
                        on_square=on_square
                    />
                } />
            </div>
            <aside class="panel">
                <PanelActions game=GameKind::Summy show_rules=show_rules />
                <div class="players"><PlayerPanels game=game live=Signal::derive(live) /></div>
                <p class="status" aria-live="polite" data-testid="status">{status}</p>
                <SummyRanking game=game />
                <Show when=move || over.get()>
                    <TileReview game=game robots=robots viewing=viewing words=review_words(|mv: Move| match mv {
                        Move::Place(placement) => MoveWords::Laid(placement_said(&placement)),
                        Move::Exchange(tiles) => MoveWords::Exchanged(tiles.len()),
                        Move::Pass => MoveWords::Passed,
                    }) />
                </Show>
                <ViewingTurn viewing=viewing turns=Signal::derive(move || game.with(|game| game.turns().len())) />
                <RobotBar turns=robots game=GameKind::Summy names=Signal::derive(move || game.with(|game| game.setup().players.clone())) />
                <Show when=move || screen.holding()>
                    <section class="rack-area" aria-label=move || t(Msg::RackOf(name(to_move.get())))>
                        <Rack
                            tiles=move || tiles.rack_tiles()
                            turn=turn
                            drag=drag
                            label=Signal::derive(move || t(Msg::RackOf(name(to_move.get()))))
                            on_choose=Callback::new(move |slot| tiles.tap(slot))
                        />
                        <MovePreview preview=preview />
                        {move || message.get().map(|msg| view! { <p class="illegal" role="alert" data-testid="message">{msg.text()}</p> })}
                        <TurnControls
                            turn=turn
                            points=points
                            can_recall=laid
                            can_exchange=Signal::derive(|| true)
                            max_exchange=RACK_SIZE
                            solo=false
                            pass_ends=Signal::derive(move || game.with(|game| game.position().pass_ends_game()))
                            hinting=robots.hinting
                            on_action=on_turn
                        />
                    </section>
                </Show>
                <UndoRedo game=game robots=robots revealed=revealed laid=laid on_take_back=Callback::new(move |_| reset())
                    after=Callback::new(move |_| screen.after_turn()) />
                // With no hand-over between people, the panel shows who starts: under the turn's
                // controls, which it must not push down.
                {move || (robots.humans() <= 1).then(start_draw)}
                <UnseenTracker unseen=unseen />
                <Fold label=Msg::ScoreSheet class="record">
                    <section class="legend" data-testid="legend" aria-label=t(Msg::LegendTitle)>
                        <h2>{t(Msg::LegendTitle)}</h2>
                        <p>{t(Msg::SummyLegend)}</p>
                    </section>
                    <SummySheet game=game viewing=viewing />
                </Fold>
            </aside>
            <DragGhost drag=drag label=ghost_label />
            <Show when=move || screen.handing_over()>
                <TileHandOver game=game robots=robots revealed=revealed on_undo=Callback::new(move |_| undo())>
                    {start_draw}
                </TileHandOver>
            </Show>
            <RulesDialog open=show_rules game=GameKind::Summy text=Msg::SummyRules />
        </main>
    }
}

/// The score sheet: each turn's sums and points, a past board shown on `viewing` for a row tapped.
#[component]
fn SummySheet(game: RwSignal<Game>, viewing: RwSignal<Option<usize>>) -> impl IntoView {
    move || {
        game.with(|game| {
            let players = &game.setup().players;
            let rows = game
                .turns()
                .iter()
                .enumerate()
                .map(|(index, turn)| SheetRow {
                    seat: turn.seat,
                    player: players[turn.seat].clone(),
                    what: match &turn.mv {
                        Move::Place(_) => SheetWhat::Scored(turn.scored.sums.iter().map(sum_text).collect()),
                        Move::Exchange(tiles) => SheetWhat::Other(t(Msg::Exchanged(tiles.len()))),
                        Move::Pass => SheetWhat::Other(t(Msg::Passed)),
                    },
                    points: turn.scored.points,
                    detail: match &turn.mv {
                        Move::Place(placement) => placement.tiles.len(),
                        _ => 0,
                    }
                    .to_string(),
                    hinted: game.hinted().contains(&index),
                })
                .collect();
            let counts = players.iter().enumerate();
            let hints = t(Msg::HintCounts(
                counts
                    .map(|(seat, name)| (name.clone(), game.hints_by(seat)))
                    .collect(),
            ));
            view! { <ScoreSheet rows=rows what_heading=t(Msg::Sums) detail_heading=t(Msg::TilesHeading) hints=hints viewing=viewing /> }
        })
    }
}

/// The final ranking, once the game is over, and how it ended.
#[component]
fn SummyRanking(game: RwSignal<Game>) -> impl IntoView {
    move || {
        game.with(|game| {
            let outcome = game.outcome()?;
            let players = &game.setup().players;
            let ending = match outcome.ending {
                gameshelf_engine::summy::Ending::LastTurns(seat) => {
                    Msg::SummyLastTurnsEnded(players[seat].clone(), game.position().rack(seat).len())
                }
                gameshelf_engine::summy::Ending::AllPassed => Msg::EveryonePassed,
            };
            Some(totals_ranking(
                players,
                &TileGame::scores(game),
                &outcome.ranking,
                &outcome.ranks,
                t(ending),
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_goes_on_an_empty_square_only_and_a_cap_says_it_closes_a_sum() {
        let mut board = Board::new(9);
        let (cap, empty) = (Square::new(4, 5), Square::new(4, 6));
        board.set(cap, Cell::Cap);
        let mut draft = Draft::new(&[Tile::Digit(1), Tile::Digit(2)]);
        assert_eq!(lay_on(&mut draft, 0, board.centre(), &board), None);
        assert!(draft.is_empty(), "the = holds the centre");
        assert_eq!(
            lay_on(&mut draft, 0, cap, &board),
            Some(Msg::SummyIllegal(RuleError::SumClosed(cap)))
        );
        assert!(draft.is_empty());
        assert_eq!(lay_on(&mut draft, 0, empty, &board), None);
        assert_eq!(draft.slot_at(empty), Some(0));
        lay_on(&mut draft, 1, empty, &board);
        assert_eq!(draft.slots[1].at, None, "a tile laid this turn keeps its square");
    }
}
