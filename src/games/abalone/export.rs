//! The game screen's "Position and moves": the position shown in PlayStrategy's notation (FEN)
//! and the whole game as an Aba-Pro move list, to copy or download, and "Play from here", which
//! starts a new game from the position shown and leaves this one as it is.

use super::study::Study;
use super::study_words::StudySays;
use crate::i18n::{t, Msg};
use crate::library::{download, file_word};
use crate::share::CopyButton;
use crate::state::AppState;
use crate::storage::AnyGame;
use crate::ui::{open_new_game, Modal};
use gameshelf_engine::abalone::{Fen, Game, Setup};
use gameshelf_engine::robot::Robots;
use leptos::prelude::*;

/// What the dialog shows, worked out when it opens.
#[derive(Clone)]
struct Exported {
    fen: String,
    moves: String,
    /// The game to start from the position shown, or why there is none.
    from_here: Result<Setup, StudySays>,
}

/// The position after `ply` moves of `game` and its move list; `None` with more than two players.
fn export(game: &Game, ply: usize) -> Option<Exported> {
    let shown = game.replayed_to(ply);
    let fen = shown.fen()?;
    let from_here = if shown.position().winner().is_some() {
        Err(StudySays::PositionWon)
    } else {
        Fen::parse(&fen).map_err(StudySays::BadFen).map(|start| Setup {
            start: Some(Box::new(start)),
            ..game.setup().clone()
        })
    };
    Some(Exported {
        fen,
        moves: game.move_list()?,
        from_here,
    })
}

/// The button that opens the dialog, for a two-player game; `shown_ply` is the move the board
/// shows. A game started from here keeps the players, the robots and the board's turning.
#[component]
pub fn PositionAndMoves(
    game: RwSignal<Game>,
    #[prop(into)] shown_ply: Signal<usize>,
    turn_board: bool,
    robots: Robots,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let open = RwSignal::new(None::<Exported>);
    let robots = StoredValue::new(robots);
    let two_players = game.with_untracked(|game| game.setup().players.len() == 2);
    let show = move |_| open.set(game.with_untracked(|game| export(game, shown_ply.get_untracked())));
    let play_from_here = move |setup: Setup| {
        open_new_game(
            state,
            AnyGame::from(Game::new(setup)),
            turn_board,
            robots.get_value(),
        );
    };
    let file_name = move || {
        let players = game.with_untracked(|game| game.setup().players.clone());
        let names: Vec<String> = players.iter().map(|name| file_word(name)).collect();
        format!("abalone-{}-moves.txt", names.join("-"))
    };
    two_players.then(|| view! {
        <button data-testid="position-and-moves" on:click=show>{t(StudySays::PositionAndMoves)}</button>
        {move || open.get().map(|exported| {
            let Exported { fen, moves, from_here } = exported;
            let moves_file = moves.clone();
            let edit_fen = fen.clone();
            view! {
                <Modal labelled_by="export-title" test_id="export-dialog" on_close=Callback::new(move |()| open.set(None))>
                    <h2 id="export-title">{t(StudySays::PositionAndMoves)}</h2>
                    <section data-testid="fen-export">
                        <h3 id="fen-title">{t(Msg::FenTitle)}</h3>
                        <input class="share-link" readonly value=fen.clone() data-testid="fen-out" aria-labelledby="fen-title" />
                        <CopyButton text=fen label=StudySays::CopyFen.into() done=StudySays::FenCopied.into() failed=|reason| StudySays::CopyTextFailed(reason).into() test_id="copy-fen" />
                    </section>
                    <section data-testid="moves-export">
                        <h3 id="moves-title">{t(StudySays::MoveListTitle)}</h3>
                        <textarea class="share-link" readonly rows="3" data-testid="moves-out" aria-labelledby="moves-title">{moves.clone()}</textarea>
                        <div class="actions">
                            <button data-testid="download-moves" on:click=move |_| download(&file_name(), &moves_file, "text/plain")>
                                {t(StudySays::DownloadMoveList)}
                            </button>
                        </div>
                        <CopyButton text=moves label=StudySays::CopyMoveList.into() done=StudySays::MoveListCopied.into() failed=|reason| StudySays::CopyTextFailed(reason).into() test_id="copy-moves" />
                    </section>
                    <section>
                        <h3>{t(StudySays::PlayFromHere)}</h3>
                        {match from_here {
                            Ok(setup) => {
                                let setup = StoredValue::new(setup);
                                view! {
                                    <p class="muted">{t(StudySays::PlayFromHereHelp)}</p>
                                    <button class="primary" data-testid="play-from-here" on:click=move |_| play_from_here(setup.get_value())>
                                        {t(StudySays::PlayFromHere)}
                                    </button>
                                }
                                .into_any()
                            }
                            Err(reason) => view! { <p class="notice" data-testid="play-from-here-refused">{t(reason)}</p> }.into_any(),
                        }}
                    </section>
                    <section>
                        <button data-testid="edit-position" on:click=move |_| state.go(Study::Editor(Some(edit_fen.clone())).route())>
                            {t(StudySays::EditPosition)}
                        </button>
                    </section>
                    <form method="dialog">
                        <button>{t(Msg::Close)}</button>
                    </form>
                </Modal>
            }
        })}
    })
}
