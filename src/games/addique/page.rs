//! The Addique screen: the open table that pans, zooms and refits as it grows, the hand of the
//! player holding the device, the outlines where the chosen piece fits, the preview of the
//! numbers a spot makes, the score sheet, the hand-over and the final ranking. The engine game
//! in one signal is the only game state; the chosen piece and spot are the move in progress.
//!
//! By keyboard: keys 1, 2, 3 choose a piece of the hand wherever the focus is (Escape puts it
//! back), the arrows move the focus over the table's grid, which trying the chosen piece
//! follows, and Enter or Space places it there. Moves, hints, undos and the end are announced.

use super::hand::{Hand, PieceGhost};
use super::table::{
    extent, focus_place, holds_focus, nearest, spot_at, step, AddiqueTable, Spot, CELL, KEYS_HELP_ID,
};
use crate::i18n::{t, Msg};
use crate::robots::{RobotBar, RobotTurns};
use crate::state::AppState;
use crate::storage::AnyGame;
use crate::ui::announce::announce;
use crate::ui::tiles::{
    held_unseen, impl_tile_game, keep_draft_across_reloads, keyboard_in_use, review_words,
    start_draw_is_news, totals_ranking, BoardZoom, LastTurn, MovePreview, MoveWords, PlayerPanels, Preview,
    ScoreSheet, SheetRow, SheetWhat, TileDrag, TileGame, TileHandOver, TileReview, TileScreen, UndoRedo,
    UnseenTracker, ViewingTurn, ZoomArea,
};
use crate::ui::{Fold, PanelActions, RulesDialog};
use gameshelf_engine::addique::{Game, Move, Number, Piece, RuleError, Scored, Table};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::robot::Robots;
use gameshelf_engine::tiles::first_places;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

impl_tile_game!(Game, Move, RuleError, {
    type Square = Spot;
    type Board = Table;

    /// `viewing` counts the opening piece's row of the score sheet too.
    fn board_shown(&self, viewing: Option<usize>) -> Table {
        let turns = viewing.map_or(self.turns().len(), |row| row.saturating_sub(1));
        self.position_after(turns).table().clone()
    }

    fn last_turn(&self) -> Option<(usize, LastTurn)> {
        let turn = self.turns().last()?;
        Some((turn.seat, LastTurn::Placed(points(turn.scored.total))))
    }

    fn last_turn_squares(&self) -> Vec<Spot> {
        self.turns()
            .last()
            .map(|turn| {
                Table::squares(turn.mv.piece, turn.mv.at)
                    .map(|(square, _)| square)
                    .to_vec()
            })
            .unwrap_or_default()
    }
});

/// Points as the shared tile-game parts count them. A piece scores a few hundred at most.
fn points(total: u64) -> u32 {
    u32::try_from(total).unwrap_or(u32::MAX)
}

/// A number a piece makes, as the preview and the score sheet write it.
fn number_text(number: &Number) -> String {
    t(if number.divisible {
        Msg::AddiqueDivisible {
            value: number.value,
            quotient: number.points,
        }
    } else {
        Msg::AddiqueNotDivisible(number.value)
    })
}

/// A key pressed with a modifier, or typed into a field or a dialog: not one to choose a piece.
fn not_for_the_hand(event: &web_sys::KeyboardEvent) -> bool {
    let elsewhere = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .and_then(|element| {
            element
                .closest("input, select, textarea, dialog, [role=dialog]")
                .ok()
        })
        .flatten()
        .is_some();
    elsewhere || event.ctrl_key() || event.alt_key() || event.meta_key()
}

/// What the last turn did and who plays next, or how the game ended, for screen readers.
fn announce_played(game: &Game) {
    let Some(turn) = game.turns().last() else {
        return;
    };
    let players = &game.setup().players;
    let (name, piece, at) = (players[turn.seat].clone(), turn.mv.piece, turn.mv.at);
    let scored = points(turn.scored.total);
    announce(t(match game.outcome() {
        None => Msg::AddiqueMovePlayed {
            name,
            piece,
            at,
            points: scored,
            next: players[game.position().to_move()].clone(),
        },
        Some(outcome) => {
            let scores = game.position().scores();
            Msg::AddiqueGameEnded {
                name,
                piece,
                at,
                points: scored,
                scores: outcome
                    .ranking
                    .iter()
                    .map(|&seat| (players[seat].clone(), scores[seat]))
                    .collect(),
                winners: first_places(&outcome.ranking, &outcome.ranks).len(),
            }
        }
    }));
}

/// The numbers of a turn that scored, for the score sheet.
fn scoring_lines(scored: &Scored) -> SheetWhat {
    let lines: Vec<String> = scored
        .numbers
        .iter()
        .filter(|number| number.divisible)
        .map(number_text)
        .collect();
    if lines.is_empty() {
        SheetWhat::Other(t(Msg::AddiqueNoScore))
    } else {
        SheetWhat::Scored(lines)
    }
}

#[component]
pub fn GameScreen(id: String, game: Game, started: u64, robots: Robots) -> impl IntoView {
    let state = expect_context::<AppState>();
    // The move in progress: the hand slot chosen and the spot tried for it.
    let selected = RwSignal::new(None::<usize>);
    let spot = RwSignal::new(None::<Spot>);
    // Where the keyboard's focus was last on the table: a spot or a piece's centre.
    let cursor = RwSignal::new(None::<Spot>);
    let screen = TileScreen::new(
        game,
        &robots,
        move |_| {
            selected.set(None);
            spot.set(None);
        },
        announce_played,
        Msg::AddiqueIllegal,
    );
    let (game, revealed, message) = (screen.game, screen.revealed, screen.message);
    let (viewing, to_move, over) = (screen.viewing, screen.to_move, screen.over);
    let show_rules = RwSignal::new(false);
    let board_ref = NodeRef::<leptos::svg::Svg>::new();

    state.keep_saved(id.clone(), started, false, game, |game| {
        AnyGame::Addique(Box::new(game))
    });

    let name = move |seat: usize| game.with(|game| game.setup().players[seat].clone());
    // Six or eight players' cards are drawn smaller (style/main.css).
    let many_players = game.with_untracked(|game| game.setup().players.len()) > 4;
    // The turns played on the table shown: `viewing` counts the opening piece's row of the
    // score sheet too.
    let shown_turns = move || {
        let all = game.with(|game| game.turns().len());
        viewing.get().map_or(all, |row| row.saturating_sub(1))
    };
    let live = move || screen.live();
    let table = Signal::derive(move || {
        let viewing = viewing.get();
        game.with(|game| game.board_shown(viewing))
    });
    let spots = Memo::new(move |_| {
        game.with(|game| match game.position().is_over() {
            true => Vec::new(),
            false => game.position().table().legal_spots(),
        })
    });
    let hand = Memo::new(move |_| game.with(|game| game.position().hand(game.position().to_move()).to_vec()));
    let piece_in = move |slot: usize| hand.with(|hand| hand.get(slot).copied());

    // The table refits whenever a turn takes play beyond what it shows; a zoom of the player's
    // own stays put otherwise (a hint, say, leaves it alone).
    let bounds =
        Memo::new(move |_| spots.with(|spots| game.with(|game| extent(game.position().table(), spots))));
    let zoom = {
        let (x, y, width, height) = bounds.get_untracked();
        let zoom = BoardZoom::new(width, height);
        zoom.refit(x, y, width, height);
        zoom
    };
    Effect::new(move |_| {
        let (x, y, width, height) = bounds.get();
        zoom.refit(x, y, width, height);
        // A phone shows the table about the last piece played, a square (and the spot
        // there to tap) a fingertip wide; the zoom buttons show the rest.
        if let Some(across) = crate::ui::fingertip_across(CELL) {
            let at = game.with_untracked(|game| game.turns().last().map_or((0, 0), |turn| turn.mv.at));
            zoom.show_around((at.0 * CELL + CELL / 2, at.1 * CELL + CELL / 2), across);
        }
    });

    let choose = move |slot: usize| {
        message.set(None);
        selected.update(|selected| *selected = (*selected != Some(slot)).then_some(slot));
    };
    let drag = TileDrag::new(
        move |at| spot_at(&board_ref, &spots.get_untracked(), at),
        move |slot, target| {
            if let Some(target) = target {
                selected.set(Some(slot));
                spot.set(Some(target));
                cursor.set(Some(target));
                message.set(None);
            }
        },
        choose,
    );

    // The piece tried and where: the dragged piece over a spot, else the chosen piece on the
    // chosen spot.
    let trial = Memo::new(move |_| {
        let (slot, at) = match (drag.dragged(), drag.hover()) {
            (Some(slot), Some(at)) => (slot, at),
            _ => (selected.get()?, spot.get()?),
        };
        Some((piece_in(slot)?, at))
    });
    let checked = Memo::new(move |_| {
        let (piece, at) = trial.get()?;
        Some(game.with(|game| game.check(Move { piece, at })))
    });
    // Outlines show once a piece is chosen or lifted, while the player holds the device.
    let shown_spots = Signal::derive(move || {
        let choosing = selected.get().is_some() || drag.dragged().is_some();
        match revealed.get() && live() && choosing {
            true => spots.get(),
            false => Vec::new(),
        }
    });
    let numbers = Signal::derive(move || match checked.get() {
        Some(Ok(scored)) => scored.numbers,
        // Between moves: what the last turn shown scored.
        _ => game.with(|game| {
            let last = shown_turns().checked_sub(1).map(|index| &game.turns()[index]);
            last.map(|turn| {
                turn.scored
                    .numbers
                    .iter()
                    .filter(|number| number.divisible)
                    .cloned()
                    .collect()
            })
            .unwrap_or_default()
        }),
    });
    // Where the pieces went since the player to move last played, oldest first (with eight
    // players, up to seven): the table points out each, numbered. Once the game is over, or on
    // a past table, the last.
    let recent = Memo::new(move |_| {
        let shown = shown_turns();
        game.with(|game| {
            let turns = &game.turns()[..shown];
            let seat = game.position().to_move();
            let start = match game.position().is_over() || viewing.get().is_some() {
                true => turns.len().saturating_sub(1),
                false => turns
                    .iter()
                    .rposition(|turn| turn.seat == seat)
                    .map_or(0, |index| index + 1),
            };
            turns[start..].iter().map(|turn| turn.mv.at).collect::<Vec<_>>()
        })
    });
    let last = Signal::derive(move || recent.with(|recent| recent.last().copied()));
    let preview = move || match checked.get() {
        None if selected.get().is_none() => Preview::Help(t(Msg::AddiquePlaceHelp)),
        None => Preview::Help(t(Msg::AddiqueSpotHelp)),
        Some(Ok(scored)) => Preview::Scored {
            lines: scored
                .numbers
                .iter()
                .map(|number| (number_text(number), points(number.points)))
                .collect(),
            total: points(scored.total),
        },
        Some(Err(error)) => Preview::Illegal(t(Msg::AddiqueIllegal(error))),
    };
    let points_now = move || match checked.get() {
        Some(Ok(scored)) => Some(points(scored.total)),
        _ => None,
    };

    let announce_to_move = move || {
        announce(game.with_untracked(|game| {
            let position = game.position();
            t(Msg::AddiqueToMove {
                name: game.setup().players[position.to_move()].clone(),
                pool: position.pool_len(),
            })
        }))
    };

    let play_trial = move || {
        if let Some((piece, at)) = trial.get_untracked() {
            screen.play(Move { piece, at });
        }
    };
    // The Play button, where Enter on a spot takes the focus: the keyboard's confirmation, as a
    // tapped spot waits for a tap on Play.
    let play_button = NodeRef::<leptos::html::Button>::new();
    let robots = screen.robot_turns();
    // The piece chosen and the spot tried, kept across a reload as Abaku's and Summy's tiles are.
    keep_draft_across_reloads(
        id,
        move || game.with(|game| game.turns().len()),
        move || screen.holding(),
        move || {
            let piece = selected.get().and_then(piece_in);
            piece
                .map(|piece| (piece.to_string(), spot.get()))
                .into_iter()
                .collect()
        },
        move |kept: Vec<(String, Option<Spot>)>| {
            let Some((piece, at)) = kept.into_iter().next() else {
                return;
            };
            let slot = hand.with_untracked(|hand| hand.iter().position(|held| held.to_string() == piece));
            if slot.is_some() {
                selected.set(slot);
                spot.set(at);
            }
        },
    );
    let unseen = held_unseen(
        robots,
        to_move,
        revealed,
        live,
        move |seat| game.with(|game| game.view_of(seat).unseen_tally()),
        |piece: Piece| piece.to_string(),
    );
    let hint = move |_| {
        robots.hint(
            &game.with_untracked(TileGame::record_json),
            move |hinted: Result<Move, String>| match hinted {
                Ok(best) => {
                    game.update(Game::count_hint);
                    selected
                        .set(hand.with_untracked(|hand| hand.iter().position(|&piece| piece == best.piece)));
                    spot.set(Some(best.at));
                    cursor.set(Some(best.at));
                    message.set(None);
                    if let Ok(scored) = game.with_untracked(|game| game.check(best)) {
                        announce(t(Msg::AddiqueHinted {
                            piece: best.piece,
                            at: best.at,
                            points: points(scored.total),
                        }));
                    }
                }
                Err(error) => message.set(Some(Msg::RobotFailed(error))),
            },
        );
    };
    let cancel = move || screen.reset();
    let undo = move || {
        if screen.undo() {
            announce_to_move();
        }
    };
    let on_spot = Callback::new(move |at: Spot| {
        if screen.holding() {
            message.set(None);
            spot.set(Some(at));
            cursor.set(Some(at));
        }
    });
    let no_spot = move || live() && revealed.get() && spots.with(Vec::is_empty);

    // The keyboard's places on the table: the spots where the chosen piece fits, else the
    // pieces played, which can be read one by one.
    let choosing = Memo::new(move |_| selected.get().is_some() && !shown_spots.with(Vec::is_empty));
    let places = Memo::new(move |_| {
        let mut places = match choosing.get() {
            true => shown_spots.get(),
            false => table.with(|table| table.pieces().iter().map(|&(_, at)| at).collect()),
        };
        places.sort_by_key(|&(x, y)| (y, x));
        places
    });
    // The focus comes back where it was, or as near as the places now allow.
    let tab_stop = Memo::new(move |_| {
        let at = cursor.get().or_else(|| last.get()).unwrap_or((0, 0));
        places.with(|places| match places.contains(&at) {
            true => Some(at),
            false => nearest(places, at),
        })
    });
    let place_label = Callback::new(move |at: Spot| {
        let chosen = selected.get().and_then(piece_in).filter(|_| choosing.get());
        let last = last.get();
        let msg = game.with(|game| match chosen {
            Some(piece) => game
                .check(Move { piece, at })
                .ok()
                .map(|scored| Msg::AddiqueSpotCell {
                    at,
                    piece,
                    points: points(scored.total),
                    numbers: scored.numbers.iter().map(number_text).collect(),
                }),
            None => {
                let pieces = game.position().table().pieces();
                pieces
                    .iter()
                    .find(|&&(_, centre)| centre == at)
                    .map(|&(piece, _)| Msg::AddiquePlacedCell {
                        at,
                        piece,
                        last: last == Some(at),
                    })
            }
        });
        msg.map(t).unwrap_or_default()
    });
    // Focusing a spot tries the chosen piece there.
    let on_focus_place = Callback::new(move |at: Spot| {
        cursor.set(Some(at));
        if choosing.get_untracked() && spot.get_untracked() != Some(at) {
            message.set(None);
            spot.set(Some(at));
        }
    });
    let focus = move |at: Spot| {
        if focus_place(&board_ref, at) {
            let (x, y, width, height) = bounds.get_untracked();
            zoom.refit(x, y, width, height);
        }
    };
    // Once the places have changed under a focused cell: to the new tab stop, when drawn.
    let refocus = move || {
        request_animation_frame(move || {
            if let Some(at) = tab_stop.get_untracked() {
                focus(at);
            }
        })
    };
    // Confirmed from the keyboard, the focus goes back to the table, on the piece just placed.
    let play = move |_| {
        let by_keyboard = keyboard_in_use();
        play_trial();
        if by_keyboard {
            refocus();
        }
    };
    let on_key = Callback::new(move |event: web_sys::KeyboardEvent| {
        let key = event.key();
        let Some(from) = tab_stop.get_untracked() else {
            return;
        };
        if key == "Enter" || key == " " {
            event.prevent_default();
            if choosing.get_untracked() {
                spot.set(Some(from));
                cursor.set(Some(from));
                request_animation_frame(move || {
                    if let Some(button) = play_button.get_untracked() {
                        let _ = button.focus();
                    }
                });
            }
            return;
        }
        let ctrl = event.ctrl_key() || event.meta_key();
        if let Some(to) = places.with_untracked(|places| step(places, from, &key, ctrl)) {
            event.prevent_default();
            focus(to);
        } else if key.starts_with("Arrow") || key == "Home" || key == "End" {
            // At the edge: the page does not scroll instead.
            event.prevent_default();
        }
    });
    // Keys 1, 2, 3 choose a piece of the hand and Escape puts it back, wherever the focus is on
    // the screen but in a field or a dialog.
    let keys = window_event_listener(leptos::ev::keydown, move |event| {
        let holding = screen.holding();
        if !holding || event.default_prevented() || not_for_the_hand(&event) {
            return;
        }
        let key = event.key();
        if key == "Escape" && selected.get_untracked().is_some() {
            selected.set(None);
            spot.set(None);
        } else {
            let slot = key.parse::<usize>().ok().and_then(|key| key.checked_sub(1));
            let Some((slot, piece)) = slot.and_then(|slot| Some((slot, piece_in(slot)?))) else {
                return;
            };
            selected.set(Some(slot));
            announce(t(Msg::AddiquePiece(piece)));
        }
        event.prevent_default();
        message.set(None);
        if holds_focus(&board_ref) {
            refocus();
        }
    });
    on_cleanup(move || keys.remove());

    let status = move || match over.get() {
        true => t(Msg::GameOver),
        false => game.with(|game| {
            let position = game.position();
            t(Msg::AddiqueToMove {
                name: name(position.to_move()),
                pool: position.pool_len(),
            })
        }),
    };
    let opening = move || game.with(|game| opening_view(game, robots));

    view! {
        <main class="game tile-game addique" data-testid="addique-game">
            <div class="board-area">
                <ZoomArea zoom=zoom svg=board_ref drag=drag board=view! {
                    <AddiqueTable
                        table=table
                        spots=shown_spots
                        trial=trial
                        numbers=numbers
                        recent=recent
                        zoom=zoom
                        node_ref=board_ref
                        on_spot=on_spot
                        places=places
                        tab_stop=tab_stop
                        label=place_label
                        on_focus_place=on_focus_place
                        on_key=on_key
                    />
                } />
            </div>
            <aside class="panel">
                <PanelActions game=GameKind::Addique show_rules=show_rules />
                <div class="players" class:many=many_players><PlayerPanels game=game live=Signal::derive(live) /></div>
                // Not a live region: the announcements say whose turn it is.
                <p class="status" data-testid="status">{status}</p>
                <AddiqueRanking game=game />
                <Show when=move || over.get()>
                    <TileReview game=game robots=robots viewing=viewing opening=true
                        words=review_words(|mv: Move| MoveWords::Laid(vec![(mv.piece.to_string(), format!("{},{}", mv.at.0, mv.at.1))])) />
                </Show>
                // The score sheet's rows count the opening piece's.
                <ViewingTurn viewing=viewing turns=Signal::derive(move || game.with(|game| game.turns().len() + 1)) />
                <Show when=move || screen.holding()>
                    <section class="rack-area">
                        <Hand
                            pieces=move || hand.get()
                            selected=selected
                            drag=drag
                            label=Signal::derive(move || t(Msg::HandOf(name(to_move.get()))))
                            on_key_press=Callback::new(choose)
                        />
                        <MovePreview preview=preview />
                        {move || no_spot().then(|| view! { <p class="illegal" role="alert">{t(Msg::AddiqueNoSpot)}</p> })}
                        {move || message.get().map(|msg| view! { <p class="illegal" role="alert" data-testid="message">{msg.text()}</p> })}
                        <div class="controls">
                            <button class="primary" data-testid="play" node_ref=play_button on:click=play disabled=move || points_now().is_none()>
                                {move || t(Msg::PlayFor(points_now()))}
                            </button>
                            <button data-testid="cancel" on:click=move |_| cancel() disabled=move || selected.get().is_none()>
                                {t(Msg::Cancel)}
                            </button>
                            <button data-testid="hint" on:click=hint disabled=move || robots.hinting.get()>
                                {move || t(if robots.hinting.get() { Msg::HintThinking } else { Msg::Hint })}
                            </button>
                        </div>
                    </section>
                </Show>
                <UndoRedo game=game robots=robots revealed=revealed pieces=true
                    laid=Signal::derive(move || selected.get().is_some()) on_take_back=Callback::new(move |_| cancel())
                    after=Callback::new(move |_| {
                    screen.after_turn();
                    announce_to_move();
                }) />
                // After the turn's controls, which eight players' cards and the robots' settings
                // would otherwise push below a laptop's screen.
                <RobotBar turns=robots game=GameKind::Addique names=Signal::derive(move || game.with(|game| game.setup().players.clone())) />
                // With no hand-over between people, the panel shows who starts: under the turn's
                // controls, which it must not push down.
                {move || (robots.humans() <= 1).then(opening)}
                <UnseenTracker unseen=unseen pieces=true />
                <Fold label=Msg::ScoreSheet class="record">
                    <section class="legend" data-testid="legend" aria-label=t(Msg::LegendTitle)>
                        <h2>{t(Msg::LegendTitle)}</h2>
                        <p>{t(Msg::AddiqueLegend)}</p>
                        <p id=KEYS_HELP_ID>{t(Msg::AddiqueKeys)}</p>
                    </section>
                    <AddiqueSheet game=game viewing=viewing />
                </Fold>
            </aside>
            <PieceGhost drag=drag piece=piece_in />
            <Show when=move || screen.handing_over()>
                <TileHandOver game=game robots=robots revealed=revealed on_undo=Callback::new(move |_| undo()) pieces=true>
                    {opening}
                </TileHandOver>
            </Show>
            <RulesDialog open=show_rules game=GameKind::Addique text=Msg::AddiqueRules />
        </main>
    }
}

/// Who drew which piece to start, and who starts with which: news until a person has played
/// (see `start_draw_is_news`).
fn opening_view(game: &Game, robots: RobotTurns) -> Option<impl IntoView> {
    if !start_draw_is_news(game, robots) {
        return None;
    }
    let players = &game.setup().players;
    let draw = game.opening();
    let rounds = draw
        .rounds
        .iter()
        .enumerate()
        .map(|(round, pieces)| {
            let draws = players.iter().cloned().zip(pieces.iter().copied()).collect();
            let tied = round + 1 < draw.rounds.len();
            view! { <li>{t(Msg::AddiqueOpeningRound { draws, tied })}</li> }
        })
        .collect_view();
    let starts = Msg::AddiqueStarts {
        name: players[draw.starter].clone(),
        piece: draw.rounds.last()?[draw.starter],
        points: game.opening_score().total,
    };
    Some(view! {
        <section class="start-draw" data-testid="start-draw">
            <h3>{t(Msg::AddiqueOpeningTitle)}</h3>
            <ol>{rounds}</ol>
            <p>{t(starts)}</p>
        </section>
    })
}

/// The score sheet: the opening piece's row, then each turn's numbers and points, a past table
/// shown on `viewing` for a row tapped.
#[component]
fn AddiqueSheet(game: RwSignal<Game>, viewing: RwSignal<Option<usize>>) -> impl IntoView {
    move || {
        game.with(|game| {
            let players = &game.setup().players;
            let draw = game.opening();
            let (first, _) = game.position().table().pieces()[0];
            let opening = SheetRow {
                seat: draw.starter,
                player: players[draw.starter].clone(),
                what: SheetWhat::Other(t(Msg::AddiqueOpeningScore(first))),
                points: points(game.opening_score().total),
                detail: first.to_string(),
                hinted: false,
            };
            let turns = game.turns().iter().enumerate().map(|(index, turn)| SheetRow {
                seat: turn.seat,
                player: players[turn.seat].clone(),
                what: scoring_lines(&turn.scored),
                points: points(turn.scored.total),
                detail: turn.mv.piece.to_string(),
                hinted: game.hinted().contains(&index),
            });
            let rows = std::iter::once(opening).chain(turns).collect();
            let hints = t(Msg::HintCounts(
                players
                    .iter()
                    .enumerate()
                    .map(|(seat, name)| (name.clone(), game.hints_by(seat)))
                    .collect(),
            ));
            view! {
                <ScoreSheet rows=rows what_heading=t(Msg::Numbers) detail_heading=t(Msg::PieceHeading) hints=hints viewing=viewing />
            }
        })
    }
}

/// The final ranking, once every piece is played.
#[component]
fn AddiqueRanking(game: RwSignal<Game>) -> impl IntoView {
    move || {
        game.with(|game| {
            let outcome = game.outcome()?;
            Some(totals_ranking(
                &game.setup().players,
                &TileGame::scores(game),
                &outcome.ranking,
                &outcome.ranks,
                t(Msg::AddiqueAllPlayed),
            ))
        })
    }
}
