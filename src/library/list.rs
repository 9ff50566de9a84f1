//! The library's chunk: what reads saves, with every game's engine. The saved games with their
//! filters, rows and undo, the import panel and what an import brought in, each game's export,
//! and the notice of saves that could not be read.

use super::{day, download, file_word, no_saved_games, SavedHeading, JSON};
use crate::chunk::NotLoaded;
use crate::i18n::{game_words, t, Msg};
use crate::route::{game_routes, Route};
use crate::share::{reveals_hidden, HiddenWarning};
use crate::state::AppState;
use crate::storage::{self, Brought, Imported, RemoteOverview, SavedGame, Unreadable};
use crate::ui::PartNotLoaded;
use crate::ui::{format_date, game_views, DrawnLater, Modal};
use gameshelf_engine::common::record::{GameKind, MAX_TITLE_CHARS};
use gameshelf_engine::game::{holds_pieces, Score};
use gameshelf_engine::tiles::first_places;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use std::time::Duration;
use web_sys::{File, HtmlInputElement};

/// What the last import did, line by line; `ok` when everything in it was brought in.
#[derive(Clone)]
struct Report {
    ok: bool,
    lines: Vec<Msg>,
}

/// How long a deleted game can be brought back.
const UNDO_DELETE: Duration = Duration::from_secs(8);

/// A game deleted a moment ago, which its own notice brings back until the notice goes.
#[derive(Clone)]
struct Deleted {
    saved: SavedGame,
    /// Its turn in progress and its analysis, deleted with it and brought back with it.
    beside: storage::Beside,
    /// When it was deleted: a game deleted, brought back and deleted again gets a new notice.
    at: u64,
}

/// Which saved games the list shows.
#[derive(Clone, Copy, PartialEq)]
enum Shown {
    All,
    InProgress,
    Finished,
}

/// The saved games and the import panel. A file dropped anywhere on them is imported.
#[component]
pub(super) fn SavedGames(games: RwSignal<Vec<SavedGame>>, asked: bool) -> impl IntoView {
    let importer = Importer {
        games,
        report: RwSignal::new(None),
        state: expect_context::<AppState>(),
    };
    let persistent = RwSignal::new(None::<bool>);
    leptos::task::spawn_local(async move { persistent.set(storage::persist().await) });
    let kind = RwSignal::new(None::<GameKind>);
    let shown = RwSignal::new(Shown::All);
    let deleted = RwSignal::new(Vec::<Deleted>::new());
    let listed = move || {
        let (kind, shown) = (kind.get(), shown.get());
        games.with(|games| {
            games
                .iter()
                .filter(|saved| kind.is_none_or(|kind| saved.game.kind() == kind))
                .filter(|saved| match shown {
                    Shown::All => true,
                    Shown::InProgress => !is_over(saved),
                    Shown::Finished => is_over(saved),
                })
                .cloned()
                .collect::<Vec<_>>()
        })
    };
    let undo_delete = move |gone: &Deleted| {
        storage::save(&gone.saved);
        storage::keep_again(&gone.saved.id, &gone.beside);
        games.update(|games| {
            games.push(gone.saved.clone());
            storage::newest_first(games);
        });
        deleted.update(|list| list.retain(|other| other.at != gone.at || other.saved.id != gone.saved.id));
    };
    let dragging = RwSignal::new(false);
    let on_drop = move |event: leptos::ev::DragEvent| {
        event.prevent_default();
        dragging.set(false);
        let file = event
            .data_transfer()
            .and_then(|data| data.files())
            .and_then(|files| files.get(0));
        if let Some(file) = file {
            importer.file(file);
        }
    };
    // A backup that gives away what players may not see yet, or that could carry this
    // device's keys, is first explained.
    let warning = RwSignal::new(None::<BackupWarning>);
    let export_all = Callback::new(move |()| match games.with(|games| BackupWarning::of(games)) {
        Some(reveals) => warning.set(Some(reveals)),
        None => games.with_untracked(|games| download_backup(games, false)),
    });
    view! {
        <section
            class="saved"
            class:dropping=move || dragging.get()
            aria-labelledby="saved-title"
            data-testid="saved-section"
            // Without this the browser opens a dropped file instead of handing it over.
            on:dragover=move |event| {
                event.prevent_default();
                dragging.set(true);
            }
            on:dragleave=move |_| dragging.set(false)
            on:drop=on_drop
        >
            <SavedHeading disabled=Signal::derive(move || games.with(Vec::is_empty)) export_all=export_all />
            {move || warning.get().map(|reveals| view! {
                <BackupWarningDialog reveals=reveals games=games on_close=Callback::new(move |()| warning.set(None)) />
            })}
            <For each=move || deleted.get() key=|gone| (gone.saved.id.clone(), gone.at) let:gone>
                <div class="notice undo-delete" role="status" data-testid="undo-delete">
                    <span>{t(deleted_notice(&gone.saved))}</span>
                    <button data-testid="undo-delete-button" on:click=move |_| undo_delete(&gone)>{t(Msg::Undo)}</button>
                </div>
            </For>
            <Show when=move || !games.with(Vec::is_empty) fallback=no_saved_games>
                <div class="library-filters" data-testid="library-filters">
                    <select aria-label=t(Msg::FilterGame) data-testid="filter-game" on:change=move |event| {
                        let value = event_target_value(&event);
                        kind.set(GameKind::from_name(&value));
                    }>
                        <option value="">{t(Msg::AllGames)}</option>
                        {GameKind::ALL.map(|game| view! { <option value=game.name()>{t(Msg::GameName(game))}</option> }).collect_view()}
                    </select>
                    <select aria-label=t(Msg::FilterState) data-testid="filter-state" on:change=move |event| {
                        shown.set(match event_target_value(&event).as_str() {
                            "playing" => Shown::InProgress,
                            "finished" => Shown::Finished,
                            _ => Shown::All,
                        });
                    }>
                        <option value="all">{t(Msg::AnyState)}</option>
                        <option value="playing">{t(Msg::InProgress)}</option>
                        <option value="finished">{t(Msg::Finished)}</option>
                    </select>
                </div>
                <ul class="saved-list" data-testid="saved-games">
                    <For each=listed key=|saved| (saved.id.clone(), saved.game.moves_played()) let:saved>
                        <SavedGameRow saved=saved games=games deleted=deleted />
                    </For>
                </ul>
                {move || listed().is_empty().then(|| view! { <p class="muted">{t(Msg::NoGamesMatch)}</p> })}
            </Show>
            <ImportPanel importer=importer asked=asked />
            {move || persistent.get().map(|kept| view! {
                <p class="muted" data-testid="storage-persistence">{t(Msg::StoragePersistent(kept))}</p>
            })}
        </section>
    }
}

/// What a backup of the saves gives away that a player may not see yet, each kind of secret a
/// line of the warning (another kind is another field, and its lines); and how many games at a
/// distance it could carry this device's keys for, which it carries only if asked to.
#[derive(Clone, PartialEq, Debug)]
struct BackupWarning {
    /// How many tile games in progress of each game the backup holds, their racks and the order
    /// of their bags with them.
    hidden_tiles: Vec<(GameKind, usize)>,
    keys: usize,
}

impl BackupWarning {
    /// The warning a backup of `games` calls for, if any.
    fn of(games: &[SavedGame]) -> Option<BackupWarning> {
        let hidden_tiles: Vec<(GameKind, usize)> = GameKind::ALL
            .into_iter()
            .map(|kind| {
                let hiding = |saved: &&SavedGame| saved.game.kind() == kind && reveals_hidden(&saved.game);
                (kind, games.iter().filter(hiding).count())
            })
            .filter(|&(_, count)| count > 0)
            .collect();
        let keys = games
            .iter()
            .filter(|saved| storage::kept_remote(&saved.id).is_some())
            .count();
        (!hidden_tiles.is_empty() || keys > 0).then_some(BackupWarning { hidden_tiles, keys })
    }

    /// A line for each secret the backup gives away.
    fn lines(&self) -> Vec<Msg> {
        let hidden = self.hidden_tiles.iter();
        hidden
            .map(|&(game, count)| Msg::BackupRevealsHidden { game, count })
            .collect()
    }
}

/// Downloads every game in `games` as one backup, named for the day, `with_keys` with this
/// device's keys for the games at a distance.
fn download_backup(games: &[SavedGame], with_keys: bool) {
    download(
        &format!("gameshelf-backup-{}.json", day(storage::now())),
        &storage::backup_json(games, with_keys),
        JSON,
    );
}

/// "Export all" when the backup would give away what players may not see yet, or could carry
/// this device's keys: what it reveals, then Export all again to download it (with the keys or
/// without them, where there are any), or Cancel.
#[component]
fn BackupWarningDialog(
    reveals: BackupWarning,
    games: RwSignal<Vec<SavedGame>>,
    on_close: Callback<()>,
) -> impl IntoView {
    let lines = reveals.lines();
    let hidden = (!lines.is_empty()).then(|| {
        let lines = lines
            .into_iter()
            .map(|line| view! { <li>{line.text()}</li> })
            .collect_view();
        view! {
            <div class="notice warning" data-testid="backup-reveals">
                <p>{t(Msg::BackupReveals)}</p>
                <ul>{lines}</ul>
                <p>{t(Msg::BackupRevealsAdvice)}</p>
            </div>
        }
    });
    let keys = reveals.keys;
    let export =
        move |with_keys: bool| move |_| games.with_untracked(|games| download_backup(games, with_keys));
    let buttons = if keys == 0 {
        view! {
            <button class="primary" data-testid="export-all-confirm" on:click=export(false)>{t(Msg::ExportAll)}</button>
        }
        .into_any()
    } else {
        view! {
            <button class="primary" data-testid="export-all-keys" on:click=export(true)>{t(Msg::ExportWithKeys)}</button>
            <button data-testid="export-all-no-keys" on:click=export(false)>{t(Msg::ExportWithoutKeys)}</button>
        }
        .into_any()
    };
    view! {
        <Modal labelled_by="backup-title" test_id="backup-dialog" on_close=on_close>
            <h2 id="backup-title">{t(Msg::BackupTitle)}</h2>
            {hidden}
            {(keys > 0).then(|| view! { <p data-testid="backup-keys">{t(Msg::BackupKeys(keys))}</p> })}
            <form method="dialog" class="actions">
                {buttons}
                <button>{t(Msg::Cancel)}</button>
            </form>
        </Modal>
    }
}

/// The overview of the saved game at a distance whose tiles are dealt, if it fits its players:
/// what the library shows in place of the save's, which holds only the table's start.
fn overview(saved: &SavedGame) -> Option<RemoteOverview> {
    storage::remote_overview(&saved.id).filter(|overview| overview.fits(saved.game.players().len()))
}

/// Whether the saved game is over, as its overview says for a game whose tiles are dealt at a
/// distance.
fn is_over(saved: &SavedGame) -> bool {
    overview(saved).map_or_else(|| saved.game.is_over(), |overview| overview.over)
}

/// The status line of a game at a distance whose tiles are dealt, from its session's overview:
/// the deal under way; once over, Abaku's racks left being revealed before they are counted;
/// else the tile games' own line (`GameWords::status`), the final scores once ranked, unverified
/// until the deal's check has passed and void if it failed.
fn overview_status(kind: GameKind, players: &[String], overview: &RemoteOverview) -> String {
    if !overview.dealt {
        return t(Msg::BeingDealt {
            pieces: holds_pieces(kind),
        });
    }
    if overview.checked == Some(false) {
        return t(Msg::ResultsVoid);
    }
    let scores = &overview.scores;
    match (&overview.ranked, overview.to_move) {
        (Some(ranked), _) => {
            let line = status_line(players, 0, scores, Some((&ranked.ranking, &ranked.ranks)));
            match overview.checked {
                Some(true) => line,
                _ => t(Msg::ResultsUnverified(line)),
            }
        }
        (None, Some(to_move)) => status_line(players, to_move, scores, None),
        (None, None) => t(Msg::RacksBeingRevealed),
    }
}

/// A tile game's line on the home screen: the winners and every score, best first, once the
/// game is `ranked` (seats best first, and their places), else who is to play. `scores` are in
/// seat order: the final ones once ranked.
pub fn status_line(
    players: &[String],
    to_move: usize,
    scores: &[Score],
    ranked: Option<(&[usize], &[usize])>,
) -> String {
    match ranked {
        Some((ranking, ranks)) => {
            let winners = first_places(ranking, ranks)
                .into_iter()
                .map(|seat| players[seat].clone())
                .collect();
            let scores = ranking.iter().map(|&seat| scores[seat]).collect();
            t(Msg::TileGameResult { winners, scores })
        }
        None => t(Msg::TileGameInProgress {
            to_move: players[to_move].clone(),
            scores: scores.to_vec(),
        }),
    }
}

/// What a delete notice says: the game's own name if it was given one, else its game and players.
fn deleted_notice(saved: &SavedGame) -> Msg {
    match &saved.title {
        Some(title) => Msg::DeletedTitled(title.clone()),
        None => Msg::DeletedGame(saved.game.kind(), saved.game.players().to_vec()),
    }
}

#[component]
fn SavedGameRow(
    saved: SavedGame,
    games: RwSignal<Vec<SavedGame>>,
    /// The games deleted a moment ago, while they can still be brought back.
    deleted: RwSignal<Vec<Deleted>>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let title = RwSignal::new(saved.title.clone());
    let renaming = RwSignal::new(None::<String>);
    let name = t(Msg::GameName(saved.game.kind()));
    let players = saved.game.players().to_vec();
    // A game whose tiles are dealt at a distance: its save is the table's start, its session's
    // overview the game.
    let overview = overview(&saved);
    let moves = overview
        .as_ref()
        .map_or_else(|| saved.game.moves_played(), |overview| overview.moves);
    let status = match &overview {
        Some(overview) => overview_status(saved.game.kind(), &players, overview),
        None => (game_words().status)(&saved.game),
    };
    let finished = overview
        .as_ref()
        .map_or_else(|| saved.game.is_over(), |overview| overview.over);
    let remote = storage::remote_seats(&saved.id).map(|here| Msg::AtADistance {
        your_move: match &overview {
            Some(overview) => overview.to_move.is_some_and(|seat| here.contains(&seat)),
            None => !finished && here.contains(&saved.game.to_move()),
        },
    });
    let last_played = format_date(saved.saved);
    let id = saved.id.clone();
    // A game with an analysis (two-player Abalone) opens on it too, at its last move; one at a
    // distance only once it is over (its robot would be a hint against a person).
    let analysis = (remote.is_none() || finished)
        .then(|| (game_routes().analysis_of_saved)(&saved.game, &id, moves))
        .flatten();
    let saved = StoredValue::new(saved);
    let open = {
        let id = id.clone();
        move |_| state.go(Route::Play(id.clone()))
    };
    // Deleted at once, and kept here for a few seconds in case it was a slip.
    let remove = move |_| {
        let beside = storage::delete(&id);
        games.update(|games| games.retain(|game| game.id != id));
        let (id, at) = (id.clone(), storage::now());
        deleted.update(|list| {
            list.push(Deleted {
                saved: saved.get_value(),
                beside,
                at,
            })
        });
        // The shelf may be gone by then, and its list with it.
        set_timeout(
            move || {
                deleted.try_update(|list| list.retain(|other| other.at != at || other.saved.id != id));
            },
            UNDO_DELETE,
        );
    };
    // A copy is the same record under a new id.
    let duplicate = move |_| {
        if let Ok(copy) = storage::store_copy(&saved.with_value(storage::export_json)) {
            games.update(|games| {
                games.push(copy);
                storage::newest_first(games);
            });
        }
    };
    view! {
        <li class="saved-game" class:finished=finished data-testid="saved-game">
            <div class="saved-thumb" aria-hidden="true">
                <DrawnLater>{move || saved.with_value(|saved| (game_views().thumbnail)(&saved.game, false))}</DrawnLater>
            </div>
            <div class="saved-game-text">
                <span class="saved-game-title" data-testid="saved-game-title">
                    {move || title.get().unwrap_or_else(|| format!("{name} · {}", t(Msg::Versus(players.clone()))))}
                </span>
                {move || renaming.get().map(|typed| view! {
                    <form class="rename" on:submit=move |event: leptos::ev::SubmitEvent| {
                        event.prevent_default();
                        let typed = renaming.get_untracked().unwrap_or_default();
                        let mut renamed = saved.get_value();
                        // An empty name goes back to the game and its players.
                        renamed.title = Some(typed.trim().to_string()).filter(|typed| !typed.is_empty());
                        state.save_status.set(storage::save(&renamed));
                        // The game last on screen, which opens it next, takes the name too.
                        state.open_game.update_value(|open| {
                            if let Some(open) = open.as_mut().filter(|open| open.id == renamed.id) {
                                open.title = renamed.title.clone();
                            }
                        });
                        title.set(renamed.title.clone());
                        games.update(|games| {
                            if let Some(listed) = games.iter_mut().find(|listed| listed.id == renamed.id) {
                                listed.title = renamed.title.clone();
                            }
                        });
                        saved.set_value(renamed);
                        renaming.set(None);
                    }>
                        <input type="text" maxlength=MAX_TITLE_CHARS aria-label=t(Msg::GameTitle) data-testid="rename-input"
                            prop:value=typed on:input=move |event| renaming.set(Some(event_target_value(&event))) />
                        <button type="submit" class="primary" data-testid="rename-save">{t(Msg::SaveName)}</button>
                        <button type="button" on:click=move |_| renaming.set(None)>{t(Msg::Cancel)}</button>
                    </form>
                })}
                {remote.map(|mark| view! { <span class="remote-mark" data-testid="remote-mark">{mark.text()}</span> })}
                <span class="saved-game-status" data-testid="saved-game-status">{status} " · " {t(Msg::MoveCount(moves))}</span>
                <span class="muted">{t(Msg::LastPlayed(last_played))}</span>
            </div>
            <div class="saved-game-actions">
                <button class="primary" data-testid="resume" on:click=open>
                    {t(if finished { Msg::Review } else { Msg::Resume })}
                </button>
                {analysis.map(|route| view! {
                    <button data-testid="analyse-saved" on:click=move |_| state.go(route.clone())>{t(Msg::AnalyseGame)}</button>
                })}
                <ExportButton saved=Callback::new(move |()| Some(saved.get_value())) />
                <button data-testid="rename" on:click=move |_| renaming.set(Some(title.get_untracked().unwrap_or_default()))>
                    {t(Msg::Rename)}
                </button>
                <button data-testid="duplicate" on:click=duplicate>{t(Msg::Duplicate)}</button>
                <button data-testid="delete" on:click=remove>{t(Msg::Delete)}</button>
            </div>
        </li>
    }
}

/// Import from a file or pasted text, and what the last import did.
#[component]
fn ImportPanel(
    importer: Importer,
    /// Shown because the player asked for it: the file button takes the focus.
    asked: bool,
) -> impl IntoView {
    let choose_file = NodeRef::<leptos::html::Input>::new();
    if asked {
        // Once the panel is in the page, which its node being made does not yet mean.
        request_animation_frame(move || {
            if let Some(input) = choose_file.get_untracked() {
                let _ = input.focus();
            }
        });
    }
    let pasted = RwSignal::new(String::new());
    let choose = move |event: leptos::ev::Event| {
        let input: HtmlInputElement = event_target(&event);
        if let Some(file) = input.files().and_then(|files| files.get(0)) {
            importer.file(file);
        }
        // Otherwise choosing the same file again would not count as a change.
        input.set_value("");
    };
    let import_pasted = move |_| {
        if pasted.with_untracked(|text| importer.text(text)) {
            pasted.set(String::new());
        }
    };
    view! {
        <div class="import-panel" data-testid="import-panel">
            <h3>{t(Msg::ImportTitle)}</h3>
            <p class="muted">{t(Msg::ImportHelp)}</p>
            <label class="file-button">
                {t(Msg::ChooseFile)}
                <input type="file" accept=".json,application/json" data-testid="import-file" node_ref=choose_file on:change=choose />
            </label>
            <label class="import-paste">
                <span>{t(Msg::PasteRecord)}</span>
                <textarea
                    rows="3"
                    spellcheck="false"
                    data-testid="import-text"
                    prop:value=move || pasted.get()
                    on:input=move |event| pasted.set(event_target_value(&event))
                ></textarea>
            </label>
            <button data-testid="import-paste" disabled=move || pasted.with(|text| text.trim().is_empty()) on:click=import_pasted>
                {t(Msg::Import)}
            </button>
            {move || importer.report.get().map(|Report { ok, lines }| view! {
                <div class="notice import-result" class:warning=!ok role="status" data-testid="import-result">
                    {lines.into_iter().map(|line| view! { <p>{line.text()}</p> }).collect_view()}
                </div>
            })}
        </div>
    }
}

/// Where an import goes: the saved games listed, the report under the import panel, and the game
/// last on screen, which an update brings up to date.
#[derive(Clone, Copy)]
struct Importer {
    games: RwSignal<Vec<SavedGame>>,
    report: RwSignal<Option<Report>>,
    state: AppState,
}

impl Importer {
    fn file(self, file: File) {
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(file.text())
                .await
                .map(|text| text.as_string())
            {
                Ok(Some(text)) => {
                    self.text(&text);
                }
                _ => self.report.set(Some(Report {
                    ok: false,
                    lines: vec![Msg::FileUnreadable(file.name())],
                })),
            }
        });
    }

    /// Imports `text` and lists what it did; whether it found a game there that the library now
    /// holds (otherwise the text is kept, to be set right).
    fn text(self, text: &str) -> bool {
        let library = self.games.get_untracked();
        let (stored, held, report) = match storage::import(text, &library) {
            Ok(Imported::Game(saved, brought)) => {
                let line = Msg::Imported {
                    game: saved.game.kind(),
                    players: saved.game.players().to_vec(),
                    brought,
                };
                let stored = match brought {
                    Brought::AlreadyThere => Vec::new(),
                    Brought::New | Brought::Updated => vec![*saved],
                };
                let report = Report {
                    ok: true,
                    lines: vec![line],
                };
                (stored, 1, report)
            }
            Ok(Imported::Backup(restored)) => restored_report(restored),
            Err(error) => (
                Vec::new(),
                0,
                Report {
                    ok: false,
                    lines: vec![Msg::NotImported(error)],
                },
            ),
        };
        self.list(stored);
        self.report.set(Some(report));
        held > 0
    }

    /// Lists the games an import `stored`: each new one added, each updated one in place of its
    /// earlier state, which the game's screen, if it was the last on screen, takes up too.
    fn list(self, stored: Vec<SavedGame>) {
        self.games.update(|games| {
            for saved in stored {
                games.retain(|listed| listed.id != saved.id);
                self.state.open_game.update_value(|open| {
                    if open.as_ref().is_some_and(|open| open.id == saved.id) {
                        *open = Some(saved.clone());
                    }
                });
                games.push(saved);
            }
            storage::newest_first(games);
        });
    }
}

/// A backup's games stored (new and updated), how many the library holds of it, and its report.
fn restored_report(restored: storage::Restored) -> (Vec<SavedGame>, usize, Report) {
    let mut lines = vec![Msg::Restored {
        new: restored.stored.len(),
        updated: restored.updated.len(),
        already: restored.already,
    }];
    let ok = restored.refused.is_empty() && restored.stopped.is_none();
    lines.extend(
        restored
            .refused
            .into_iter()
            .map(|(number, reason)| Msg::RestoreRefused { number, reason }),
    );
    lines.extend(
        restored
            .stopped
            .map(|(status, left)| Msg::RestoreStopped { left, status }),
    );
    let mut stored = restored.stored;
    stored.extend(restored.updated);
    let held = stored.len() + restored.already;
    (stored, held, Report { ok, lines })
}

/// "Export": downloads the game `saved` gives at once, but a tile game in progress only once
/// the player has read that the file shows every rack and the bag. The code that writes the
/// file comes at the first export (see [`export_file`]); if it does not, the button says so and
/// offers to try again.
#[component]
pub fn ExportButton(saved: Callback<(), Option<SavedGame>>) -> impl IntoView {
    let asking = RwSignal::new(None::<SavedGame>);
    // The game whose file could not be written, its code not having arrived.
    let missing = RwSignal::new(None::<SavedGame>);
    let export = move |game: SavedGame| {
        leptos::task::spawn_local(async move {
            let written = export_file(game.clone()).await;
            missing.set(written.is_err().then_some(game));
        });
    };
    let click = move |_| match saved.run(()) {
        Some(game) if reveals_hidden(&game.game) => asking.set(Some(game)),
        Some(game) => export(game),
        None => {}
    };
    view! {
        <button data-testid="export" on:click=click>{t(Msg::Export)}</button>
        {move || missing.get().map(|game| {
            let retry = Callback::new(move |()| export(game.clone()));
            view! { <PartNotLoaded reason=Msg::ExportNotLoaded retry=retry /> }
        })}
        {move || asking.get().map(|game| {
            let confirm = {
                let game = game.clone();
                move |_| export(game.clone())
            };
            view! {
                <Modal labelled_by="export-title" test_id="export-dialog" on_close=Callback::new(move |()| asking.set(None))>
                    <h2 id="export-title">{t(Msg::ExportInProgress)}</h2>
                    <HiddenWarning game=game.game link=false />
                    <form method="dialog" class="actions">
                        <button class="primary" data-testid="export-confirm" on:click=confirm>{t(Msg::Export)}</button>
                        <button>{t(Msg::Cancel)}</button>
                    </form>
                </Modal>
            }
        })}
    }
}

/// Writes the game's file: a chunk of its own, with the share dialog's link (`sharing`), as the
/// game screens and the library need it only when a game is sent on.
#[wasm_split(sharing, wasm_split_path = ::leptos::wasm_split, fallible)]
fn export_file(saved: SavedGame) -> Result<(), NotLoaded> {
    export_game(&saved);
    Ok(())
}

/// Downloads the save as a file named for its game, players and day, such as
/// `gameshelf-abaku-eva-vs-adam-2026-11-22.json`.
fn export_game(saved: &SavedGame) {
    let mut parts = vec!["gameshelf".to_string(), saved.game.kind().name().to_string()];
    let players: Vec<String> = saved
        .game
        .players()
        .iter()
        .map(|name| file_word(name))
        .filter(|word| !word.is_empty())
        .collect();
    if !players.is_empty() {
        parts.push(players.join("-vs-"));
    }
    // A save from before saves were dated has no day of its own: today is the export's.
    parts.push(day(if saved.saved == 0 {
        storage::now()
    } else {
        saved.saved
    }));
    download(
        &format!("{}.json", parts.join("-")),
        &storage::export_json(saved),
        JSON,
    );
}

/// Downloads a save that could not be read exactly as it is kept, to repair or send in, named
/// for what it is: `gameshelf-unreadable-<id>.json`.
fn export_unreadable(entry: &Unreadable) {
    if let Some(text) = storage::unreadable_text(&entry.kept_as) {
        download(
            &format!("gameshelf-unreadable-{}.json", file_word(entry.id())),
            &text,
            JSON,
        );
    }
}

/// Saves that could not be read, each with its data to download or delete.
#[component]
pub(super) fn UnreadableSaves(unreadable: RwSignal<Vec<Unreadable>>) -> impl IntoView {
    view! {
        <Show when=move || !unreadable.with(Vec::is_empty)>
            <section class="notice warning" role="alert" data-testid="unreadable-saves">
                <h2>{t(Msg::UnreadableSaves)}</h2>
                <p>{t(Msg::UnreadableHelp)}</p>
                <ul>
                    <For each=move || unreadable.get() key=|entry| entry.kept_as.clone() let:entry>
                        <li>
                            {entry.message().text()}
                            <div class="unreadable-actions">
                                <button data-testid="download-unreadable" on:click={
                                    let entry = entry.clone();
                                    move |_| export_unreadable(&entry)
                                }>{t(Msg::DownloadData)}</button>
                                <button data-testid="discard-unreadable" on:click={
                                    let kept_as = entry.kept_as.clone();
                                    move |_| {
                                        storage::discard_unreadable(&kept_as);
                                        unreadable.update(|list| list.retain(|other| other.kept_as != kept_as));
                                    }
                                }>{t(Msg::Delete)}</button>
                            </div>
                        </li>
                    </For>
                </ul>
            </section>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::RemoteRanked;

    fn players() -> Vec<String> {
        vec!["Eva".to_string(), "Adam".to_string()]
    }

    fn overview(
        dealt: bool,
        to_move: Option<usize>,
        ranked: Option<(Vec<usize>, Vec<usize>)>,
    ) -> RemoteOverview {
        let over = dealt && to_move.is_none();
        RemoteOverview {
            dealt,
            to_move,
            moves: 6,
            scores: if dealt { vec![31, 18] } else { Vec::new() },
            over,
            checked: (over && ranked.is_some()).then_some(true),
            ranked: ranked.map(|(ranking, ranks)| RemoteRanked { ranking, ranks }),
        }
    }

    #[test]
    fn a_dealt_game_s_status_is_its_overview_s() {
        let players = players();
        let dealing = overview(false, None, None);
        assert_eq!(
            overview_status(GameKind::Summy, &players, &dealing),
            t(Msg::BeingDealt { pieces: false })
        );
        assert_eq!(
            overview_status(GameKind::Addique, &players, &dealing),
            t(Msg::BeingDealt { pieces: true })
        );
        let playing = overview(true, Some(1), None);
        assert_eq!(
            overview_status(GameKind::Summy, &players, &playing),
            status_line(&players, 1, &[31, 18], None)
        );
        assert!(overview_status(GameKind::Summy, &players, &playing).contains("Adam"));
        let counting = overview(true, None, None);
        assert_eq!(
            overview_status(GameKind::Abaku, &players, &counting),
            t(Msg::RacksBeingRevealed)
        );
        let mut ranked = overview(true, None, Some((vec![0, 1], vec![1, 2])));
        let line = status_line(&players, 0, &[31, 18], Some((&[0, 1], &[1, 2])));
        assert_eq!(overview_status(GameKind::Abaku, &players, &ranked), line);
        // Before the deal's check has run the outcome is unverified; if it failed, void.
        ranked.checked = None;
        let unverified = overview_status(GameKind::Summy, &players, &ranked);
        assert_eq!(unverified, t(Msg::ResultsUnverified(line.clone())));
        assert!(unverified.starts_with(&line) && unverified.len() > line.len());
        ranked.checked = Some(false);
        assert_eq!(
            overview_status(GameKind::Summy, &players, &ranked),
            t(Msg::ResultsVoid)
        );
    }
}
