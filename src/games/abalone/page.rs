//! The game screen: the board, the players, the move list, undo and redo, the result, and
//! stepping through the game move by move. The engine game in one signal is the only state;
//! everything shown derives from it, and every change is saved.

use super::board::{focus_board, Board, KEYS_HELP_ID};
use super::clock::{self, Clock};
use super::export::PositionAndMoves;
use super::seats::{colour, Stone};
use crate::i18n::{t, Msg};
use crate::review::RobotReview;
use crate::robots::{RobotBar, RobotTurns, Turn};
use crate::route::Route;
use crate::state::AppState;
use crate::storage::{self, AnyGame, Setting};
use crate::ui::announce::announce;
use crate::ui::{keys_are_for_the_page, replay_key, Fold, PanelActions, ReplayBar, RulesDialog};
use gameshelf_engine::abalone::{Cell, Ending, Game, Move, Outcome, Played, Seat, MARBLES_TO_WIN};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::robot::Robots;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The screen of a loaded Abalone game, saved as `id` (started at `started`, turned to the player
/// to move if `turn_board`, with `robots` at their seats).
#[component]
pub fn GameScreen(id: String, game: Game, started: u64, turn_board: bool, robots: Robots) -> impl IntoView {
    let state = expect_context::<AppState>();
    let robot_seats = robots.clone();
    let game = RwSignal::new(game);
    let selection = RwSignal::new(Vec::<Cell>::new());
    // The number of moves shown while stepping through the game; `None` shows the live game.
    let viewing = RwSignal::new(None::<usize>);
    // A refusal or a hint, with the selection it was about: it goes once the selection changes.
    let message = RwSignal::new(None::<(Msg, Vec<Cell>)>);
    let say = move |msg: Msg| message.set(Some((msg, selection.get_untracked())));
    let shown_message = move || {
        message
            .get()
            .filter(|(_, about)| selection.with(|cells| cells == about))
            .map(|(msg, _)| msg)
    };
    let animate = RwSignal::new(None::<Played>);
    let show_rules = RwSignal::new(false);
    let show_review = RwSignal::new(false);
    // Turned upside down by hand, a setting of this browser that every Abalone game follows.
    let flipped = RwSignal::new(storage::setting(Setting::AbaloneFlipped).as_deref() == Some("yes"));
    let flip = move |_| {
        let now = !flipped.get_untracked();
        flipped.set(now);
        storage::set_setting(Setting::AbaloneFlipped, if now { "yes" } else { "no" });
    };

    state.keep_saved(id, started, turn_board, game, AnyGame::Abalone);

    let total = Memo::new(move |_| game.with(|game| game.played().len()));
    let shown_ply = move || viewing.get().unwrap_or_else(|| total.get());
    let position = Memo::new(move |_| game.with(|game| *game.position_after(shown_ply())));
    let last_move = Memo::new(move |_| {
        let ply = shown_ply();
        game.with(|game| ply.checked_sub(1).map(|index| game.played()[index].effect))
    });
    let outcome = Memo::new(move |_| game.with(Game::outcome));
    let live = move || viewing.get().is_none() && outcome.with(Option::is_none);
    let name = move |seat: Seat| game.with(|game| game.setup().players[seat.index()].clone());
    let marked = game.with_untracked(|game| game.position().seat_count() > 2);
    // "Ada wins 6–2": how it ended, the winners' names, then the pushed-off counts, the
    // winners' first.
    let result = move |outcome: Outcome| {
        let last = game.with(|game| *game.position());
        let names = outcome
            .winners
            .iter()
            .flat_map(|&team| last.members(team))
            .map(name)
            .collect();
        let (winners, others): (Vec<_>, Vec<_>) =
            last.teams().partition(|team| outcome.winners.contains(team));
        let scores = winners
            .into_iter()
            .chain(others)
            .map(|team| last.team_pushed_off(team))
            .collect();
        let named = match outcome.ending {
            Ending::OutOfTime(seat) | Ending::Resigned(seat) => Some(name(seat)),
            _ => None,
        };
        t(Msg::Result {
            ending: outcome.ending,
            named,
            names,
            scores,
        })
    };

    let clock = Clock::start(game, outcome);
    // "Ada played C3C4, pushing off a white marble. Grace to move.", or the result at the end.
    let announce_move = move |played: Played| {
        let pushed_off = played.effect.pushed_off.and_then(|cell| played.before.at(cell));
        let move_said = t(Msg::AbalonePlayed {
            player: name(played.before.to_move()),
            notation: played.mv.to_string(),
            pushed_off,
        });
        let then = match outcome.get_untracked() {
            Some(outcome) => t(Msg::AbaloneGameOver(result(outcome))),
            None => t(Msg::AbaloneNowToMove(name(
                game.with_untracked(|game| game.position().to_move()),
            ))),
        };
        announce(format!("{move_said} {then}"));
    };
    // Refusals and hints are said as they are shown.
    Effect::new(move |_| {
        if let Some((msg, _)) = message.get() {
            announce(msg.text());
        }
    });
    // A game that ends on a clock rather than on a move.
    Effect::new(move |ended_before: Option<bool>| {
        let ending = outcome.get();
        if ended_before == Some(false) {
            if let Some(outcome) = ending
                .clone()
                .filter(|outcome| matches!(outcome.ending, Ending::OutOfTime(_)))
            {
                announce(t(Msg::AbaloneGameOver(result(outcome))));
            }
        }
        ending.is_some()
    });

    let reset_view = move || {
        selection.set(Vec::new());
        message.set(None);
        viewing.set(None);
    };
    // A player's move, already checked legal, or a robot's, checked here.
    let try_play = move |mv: Move| {
        let mut played = None;
        let spent = clock.spent();
        let mut refused = None;
        game.update(|game| {
            if clock.enabled() {
                game.set_thinking(spent);
            }
            match game.play(mv) {
                Ok(_) => played = game.played().last().copied(),
                Err(error) => refused = Some(error),
            }
        });
        if let Some(error) = refused {
            return Err(error);
        }
        clock.restart();
        reset_view();
        animate.set(played);
        played.into_iter().for_each(announce_move);
        Ok(())
    };
    let play = move |mv: Move| {
        if let Err(error) = try_play(mv) {
            say(Msg::Illegal(error));
        }
    };
    let seats = game.with_untracked(|game| game.setup().players.len());
    let robots = RobotTurns::run(
        robots,
        seats,
        move || {
            game.with(|game| {
                game.outcome().is_none().then(|| Turn {
                    seat: game.position().to_move().index(),
                    moves_played: game.played().len(),
                })
            })
        },
        Callback::new(move |()| game.with_untracked(record_json)),
        Callback::new(move |notation: String| {
            let mv = notation.parse::<Move>().map_err(|error| error.to_string())?;
            try_play(mv).map_err(|error| t(Msg::Illegal(error)))
        }),
    );
    let to_move = move || game.with_untracked(|game| game.position().to_move().index());
    let undo = move || {
        robots.undo(
            || game.try_update(|game| game.undo().is_some()) == Some(true),
            to_move,
        );
        clock.restart();
        reset_view();
        animate.set(None);
        let now_to_move = game.with_untracked(|game| game.position().to_move());
        announce(t(Msg::AbaloneTakenBack(name(now_to_move))));
    };
    let redo = move || {
        let mut played = None;
        robots.redo(
            || {
                game.try_update(|game| {
                    let redone = game.redo().is_some();
                    played = game.played().last().copied();
                    redone
                }) == Some(true)
            },
            to_move,
        );
        clock.restart();
        reset_view();
        animate.set(played);
        played.into_iter().for_each(announce_move);
    };
    let hint = move |_| {
        robots.hint(
            &game.with_untracked(record_json),
            move |hinted: Result<Move, String>| {
                let mv = match hinted {
                    Ok(mv) => mv,
                    Err(error) => return say(Msg::RobotFailed(error)),
                };
                // The marbles the move takes along, chosen, and the move named.
                let position = game.with_untracked(|game| *game.position());
                let Ok(effect) = position.check(mv) else { return };
                let cells = effect.line.cells().collect();
                viewing.set(None);
                selection.set(cells);
                say(Msg::AbaloneHint(mv.to_string()));
            },
        );
    };
    let step_to = move |ply: usize| {
        selection.set(Vec::new());
        message.set(None);
        animate.set(None);
        viewing.set((ply < total.get_untracked()).then_some(ply));
    };
    let resigned = move || game.with(|game| game.resigned().is_some());
    let can_undo = move || total.get() > 0 && !resigned();
    let can_redo = move || game.with(|game| game.undone().next().is_some()) && !resigned();
    // Resign, tapped twice: the player to move resigns, or against robots the one person.
    let confirm_resign = RwSignal::new(false);
    let resigning_seat = move || {
        let to_move = game.with(|game| game.position().to_move());
        match robots.humans() {
            1 => game.with(|game| {
                game.position()
                    .seats()
                    .find(|seat| !robots.is_robot(seat.index()))
            }),
            _ => Some(to_move),
        }
        .unwrap_or(to_move)
    };
    let resign = move |_| {
        if !confirm_resign.get_untracked() {
            confirm_resign.set(true);
            return;
        }
        let seat = resigning_seat();
        if game.try_update(|game| game.resign(seat)) == Some(Ok(())) {
            reset_view();
            if let Some(outcome) = outcome.get_untracked() {
                announce(t(Msg::AbaloneGameOver(result(outcome))));
            }
        }
    };
    // The page's keys, where the board does not take them: the arrows, Home and End step through
    // the moves, and Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z) undo and redo.
    let page_keys = window_event_listener(leptos::ev::keydown, move |event| {
        let ctrl = event.ctrl_key() || event.meta_key();
        if !keys_are_for_the_page(&event, ctrl) {
            return;
        }
        let key = event.key();
        let redo_if_any = move || can_redo().then(redo);
        match (ctrl, key.as_str()) {
            (true, "z" | "Z") if event.shift_key() => redo_if_any(),
            (true, "z" | "Z") => can_undo().then(undo),
            (true, "y" | "Y") => redo_if_any(),
            (false, key @ ("ArrowLeft" | "ArrowRight" | "Home" | "End")) => {
                replay_key(key, shown_ply(), total.get_untracked()).map(step_to)
            }
            _ => return,
        };
        event.prevent_default();
    });
    on_cleanup(move || page_keys.remove());

    let status_line = move || {
        if let Some(msg) = shown_message() {
            // A hint is advice, not a refusal.
            let class = if matches!(msg, Msg::AbaloneHint(_)) {
                "message info"
            } else {
                "message illegal"
            };
            return view! { <p class=class data-testid="message">{msg.text()}</p> }.into_any();
        }
        if let Some(ply) = viewing.get() {
            return view! { <p class="message">{t(Msg::ViewingMove(ply, total.get()))}</p> }.into_any();
        }
        if let Some(outcome) = outcome.get() {
            return view! { <p class="message result" data-testid="result">{result(outcome)}</p> }.into_any();
        }
        if robots.is_robot(position.get().to_move().index()) {
            // The robots' line says who is thinking.
            return ().into_any();
        }
        let hint = if selection.with(Vec::is_empty) {
            Msg::SelectHint
        } else {
            Msg::MoveHint
        };
        view! { <p class="message hint">{t(hint)}</p> }.into_any()
    };

    let player_card = move |seat: Seat| {
        // The colour, unless the name already is it (a player left unnamed).
        let colour_shown = move || name(seat) != t(Msg::SeatColour(seat));
        let to_move = move || live() && position.get().to_move() == seat;
        let pushed = move || position.get().pushed_off_by(seat);
        view! {
            <section class="player seat-card" class:to-move=to_move data-testid=format!("player-{}", colour(seat))>
                <Stone seat=seat marked=marked />
                <div class="player-text">
                    <span class="player-name">{move || name(seat)}</span>
                    <span class="player-side">
                        <Show when=colour_shown>{t(Msg::SeatColour(seat))} <Show when=to_move>" · "</Show></Show>
                        <Show when=to_move><strong class="turn" data-testid="to-move">{t(Msg::ToMove)}</strong></Show>
                    </span>
                </div>
                {clock.enabled().then(|| {
                    let left = move || clock.left(seat).unwrap_or(0);
                    let running = move || to_move() && outcome.with(Option::is_none);
                    view! {
                        <span
                            class="clock"
                            class:running=running
                            class:low=move || left() < 30_000
                            data-testid="clock"
                            aria-label=move || t(Msg::ClockLeft(left()))
                        >
                            {move || clock::format(left())}
                        </span>
                    }
                })}
                <div class="captured" title=move || t(Msg::PushedOff(pushed())) aria-label=move || t(Msg::PushedOff(pushed()))>
                    <span class="captured-count" data-testid="pushed-off">{pushed}</span>
                    <span class="pips" aria-hidden="true">
                        {(0..MARBLES_TO_WIN)
                            .map(|index| view! { <span class="pip" class:filled=move || index < pushed()></span> })
                            .collect_view()}
                    </span>
                </div>
            </section>
        }
    };
    // Partners sit together under their team's total; a lone seat is its own team.
    let players = move || {
        let position = game.with_untracked(|game| *game.position());
        position
            .teams()
            .map(|team| {
                let members: Vec<Seat> = position.members(team).collect();
                if members.len() == 1 {
                    return player_card(members[0]).into_any();
                }
                let total = move || game.with(|game| game.position_after(shown_ply()).team_pushed_off(team));
                view! {
                    <div class="team" data-testid=format!("team-{}", team.index() + 1)>
                        <span class="team-name">
                            {t(Msg::TeamName(team.index() + 1))} " · " {move || t(Msg::PushedOff(total()))}
                        </span>
                        {members.into_iter().map(player_card).collect_view()}
                    </div>
                }
                .into_any()
            })
            .collect_view()
    };

    let move_list = move || {
        let shown = shown_ply();
        game.with(|game| {
            game.played()
                .chunks(2)
                .enumerate()
                .map(|(turn, pair)| {
                    let cells = pair
                        .iter()
                        .enumerate()
                        .map(|(half, played)| {
                            let ply = turn * 2 + half + 1;
                            let pushed_off = played.effect.pushed_off.is_some();
                            view! {
                                <button
                                    class="move"
                                    class:current=ply == shown
                                    class:push-off=pushed_off
                                    data-testid="move"
                                    on:click=move |_| step_to(ply)
                                >
                                    {played.mv.to_string()}
                                    {pushed_off.then_some(view! { <span class="push-off-mark">"×"</span> })}
                                </button>
                            }
                        })
                        .collect_view();
                    view! {
                        <li>
                            <span class="move-number">{turn + 1} "."</span>
                            {cells}
                        </li>
                    }
                })
                .collect_view()
        })
    };

    // The moves people made, with their names, for the review.
    let people_turns = Signal::derive(move || {
        game.with(|game| {
            let seats = game.played().iter().map(|played| played.before.to_move());
            seats
                .enumerate()
                .filter(|&(_, seat)| !robots.is_robot(seat.index()))
                .map(|(ply, seat)| (ply, game.setup().players[seat.index()].clone()))
                .collect()
        })
    });
    let new_game = move |_| state.go(Route::NewGame(GameKind::Abalone));
    let result_closed = RwSignal::new(false);
    // The review opens from the result card, which it replaces: closing it returns to the board.
    let close_review = move || {
        show_review.set(false);
        focus_board();
    };
    // Keep the current move visible in the list, scrolling the list alone, never the page.
    let moves_ref = NodeRef::<leptos::html::Section>::new();
    Effect::new(move |_| {
        shown_ply();
        let Some(list) = moves_ref.get() else { return };
        let Ok(Some(current)) = list.query_selector(".move.current") else {
            return;
        };
        let (outer, inner) = (
            list.get_bounding_client_rect(),
            current.get_bounding_client_rect(),
        );
        if inner.bottom() > outer.bottom() {
            list.set_scroll_top(list.scroll_top() + (inner.bottom() - outer.bottom()).ceil() as i32);
        } else if inner.top() < outer.top() {
            list.set_scroll_top(list.scroll_top() - (outer.top() - inner.top()).ceil() as i32);
        }
    });

    view! {
        <main class="game" data-testid="game">
            <div class="board-area">
                <Board
                    position=position
                    selection=selection
                    interactive=Signal::derive(move || live() && !robots.is_robot(position.get().to_move().index()))
                    last_move=last_move
                    animate=Signal::derive(move || animate.get().filter(|_| viewing.get().is_none()))
                    on_move=Callback::new(play)
                    on_illegal=Callback::new(move |error| say(Msg::Illegal(error)))
                    turn_to_mover=turn_board
                    flipped=flipped
                />
                <Show when=move || outcome.with(Option::is_some) && viewing.get().is_none() && !result_closed.get()>
                    <div
                        class="result-card"
                        node_ref=focus_first_button(NodeRef::new())
                        role="dialog"
                        aria-labelledby="result-title"
                        data-testid="game-over"
                        on:keydown=move |event| {
                            if event.key() == "Escape" {
                                result_closed.set(true);
                                focus_board();
                            }
                        }
                    >
                        <h2 id="result-title">
                            {move || outcome.get().map(result)}
                        </h2>
                        <div class="actions">
                            <button class="primary" on:click=new_game>{t(Msg::NewGame)}</button>
                            <button data-testid="replay" on:click=move |_| step_to(0)>{t(Msg::ReplayGame)}</button>
                            <button data-testid="review" on:click=move |_| { result_closed.set(true); show_review.set(true); }>{t(Msg::ReviewTitle)}</button>
                            <button on:click=move |_| state.go(Route::Home)>{t(Msg::Home)}</button>
                            <button data-testid="close-result" on:click=move |_| { result_closed.set(true); focus_board(); }>
                                {t(Msg::ViewBoard)}
                            </button>
                        </div>
                    </div>
                </Show>
            </div>
            <aside class="panel">
                <PanelActions game=GameKind::Abalone show_rules=show_rules />
                <div class="players" class:many=marked>{players}</div>
                // Not a live region: what it says that matters is announced (src/ui/announce.rs).
                <div class="status">
                    {status_line}
                    // Shown instead of the hint while the board has the keyboard focus.
                    <p id=KEYS_HELP_ID class="message board-keys">{t(Msg::AbaloneKeys)}</p>
                </div>
                <RobotBar turns=robots game=GameKind::Abalone names=Signal::derive(move || game.with(|game| game.setup().players.clone())) />
                <div class="controls">
                    <button data-testid="undo" on:click=move |_| undo() disabled=move || !can_undo() aria-keyshortcuts="Control+Z">
                        {t(Msg::Undo)}
                    </button>
                    <button data-testid="redo" on:click=move |_| redo() disabled=move || !can_redo() aria-keyshortcuts="Control+Y">
                        {t(Msg::Redo)}
                    </button>
                    <button data-testid="flip" on:click=flip aria-pressed=move || flipped.get().to_string()>{t(Msg::FlipBoard)}</button>
                    <Show when=move || { robots.humans() > 0 && live() }>
                        <button data-testid="resign" class:danger=move || confirm_resign.get() on:click=resign
                            on:blur=move |_| confirm_resign.set(false)>
                            {move || match confirm_resign.get() {
                                true => t(Msg::ConfirmResign(name(resigning_seat()))),
                                false => t(Msg::Resign),
                            }}
                        </button>
                    </Show>
                    <Show when=move || { robots.humans() > 0 }>
                        <button
                            data-testid="hint"
                            on:click=hint
                            disabled=move || robots.hinting.get() || !live() || robots.is_robot(position.get().to_move().index())
                        >
                            {move || t(if robots.hinting.get() { Msg::HintThinking } else { Msg::Hint })}
                        </button>
                    </Show>
                    <PositionAndMoves game=game shown_ply=Signal::derive(shown_ply) turn_board=turn_board robots=robot_seats />
                </div>
                <Fold label=Msg::Moves class="record">
                    <section class="moves" aria-label=t(Msg::Moves) node_ref=moves_ref>
                        <h2>{t(Msg::Moves)}</h2>
                        {game.with_untracked(|game| game.setup().move_limit).map(|limit| view! {
                            <p class="move-limit" data-testid="moves-left">
                                {move || t(Msg::MovesOfLimit { played: total.get(), limit: limit as usize })}
                            </p>
                        })}
                        <Show when=move || { total.get() > 0 } fallback=|| view! { <p class="muted">{t(Msg::NoMovesYet)}</p> }>
                            <ol class="move-list" data-testid="move-list">{move_list}</ol>
                        </Show>
                    </section>
                </Fold>
                <ReplayBar shown=Signal::derive(shown_ply) total=total step_to=Callback::new(step_to) />
            </aside>
            <RulesDialog open=show_rules game=GameKind::Abalone text=Msg::AbaloneRules />
            // Over the board rather than in the panel, whose move list keeps its height.
            <Show when=move || show_review.get()>
                // On a phone, a sheet under the board, which shows each step's position.
                <div
                    class="dialog-backdrop review-sheet"
                    on:click=move |_| close_review()
                    on:keydown=move |event| {
                        if event.key() == "Escape" {
                            close_review();
                        }
                    }
                >
                    <div
                        class="dialog"
                        node_ref=focus_first_button(NodeRef::new())
                        role="dialog"
                        aria-modal="true"
                        aria-label=t(Msg::ReviewTitle)
                        on:click=|event| event.stop_propagation()
                    >
                        <RobotReview record=Signal::derive(move || game.with(record_json)) turns=people_turns evaluations=true
                            on_show=Callback::new(move |turn| { close_review(); step_to(turn); })
                            on_step=Callback::new(step_to) />
                        <button class="primary" on:click=move |_| close_review()>{t(Msg::Close)}</button>
                    </div>
                </div>
            </Show>
        </main>
    }
}

/// A dialog whose first button takes the focus as soon as it is on screen: the first thing to do.
fn focus_first_button(dialog: NodeRef<leptos::html::Div>) -> NodeRef<leptos::html::Div> {
    Effect::new(move |_| {
        let button = dialog
            .get()
            .and_then(|dialog| dialog.query_selector("button").ok().flatten());
        if let Some(button) = button {
            let _ = button.unchecked_into::<web_sys::HtmlElement>().focus();
        }
    });
    dialog
}

fn record_json(game: &Game) -> String {
    crate::robots::record_json(&game.record())
}
