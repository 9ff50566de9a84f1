//! A game shared as a link: its record, deflated and base64url-encoded into the URL's fragment
//! (`#/shared/<code>`), so no server ever sees it. Opening the link shows the game and offers to
//! continue it on this device as a copy.
//!
//! The browser's own `CompressionStream` does the deflating, through a few lines of JavaScript,
//! rather than a compression crate in the wasm bundle.

use crate::chunk::NotLoaded;
use crate::i18n::{game_words, t, Msg};
use crate::route::{game_routes, Route};
use crate::state::AppState;
use crate::storage::{self, AnyGame, SavedGame};
use crate::ui::{game_views, keys_are_for_the_page, replay_key, Modal, ReplayBar};
use crate::ui::{part_on_demand, waiting_for};
use gameshelf_engine::game::hides_tiles;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
const toBase64Url = (bytes) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
export async function pack(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}
export async function unpack(code) {
  const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return await new Response(stream).text();
}
export function canShare() {
  return typeof navigator.share === 'function';
}
export async function shareLink(url) {
  try {
    await navigator.share({ url });
  } catch (error) {
    // The player closed the sheet: nothing to report.
    if (error && error.name === 'AbortError') return;
    throw String(error && error.message ? error.message : error);
  }
}
export async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
  } catch (error) {
    throw String(error && error.message ? error.message : error);
  }
}
"#)]
extern "C" {
    #[wasm_bindgen(catch)]
    async fn pack(text: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch)]
    async fn unpack(code: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch)]
    async fn copy(text: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(js_name = canShare)]
    fn can_share() -> bool;
    #[wasm_bindgen(catch, js_name = shareLink)]
    async fn share_link(url: &str) -> Result<JsValue, JsValue>;
}

/// The link that opens `saved` on any device.
async fn link_for(saved: &SavedGame) -> Option<String> {
    let code = pack(&storage::export_json(saved)).await.ok()?.as_string()?;
    let location = window().location();
    let page = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
    Some(format!("{page}{}", Route::Shared(code).hash()))
}

/// A game going on that hides tiles: its record holds the bag's seed, from which every rack and
/// the whole bag can be worked out.
pub fn reveals_hidden(game: &AnyGame) -> bool {
    hides_tiles(game.kind()) && !game.is_over()
}

/// What a link (`link`) or file of `game` gives away, when it gives anything away.
#[component]
pub fn HiddenWarning(game: AnyGame, link: bool) -> impl IntoView {
    reveals_hidden(&game).then(|| {
        let game = game.kind();
        view! { <p class="notice warning" data-testid="reveals-hidden">{t(Msg::RevealsHidden { game, link })}</p> }
    })
}

/// "Share": opens a dialog with the game on screen's link, ready to copy. The link's making and
/// the dialog's controls are a chunk of their own (`sharing`), fetched at the first Share.
#[component]
pub fn ShareButton() -> impl IntoView {
    let state = expect_context::<AppState>();
    let shared = RwSignal::new(None::<SavedGame>);
    let dialog = move || {
        shared.get().map(|saved| {
            let game = saved.game.clone();
            let saved = StoredValue::new(saved);
            let link = part_on_demand(
                move || share_dialog(saved.get_value()),
                Msg::ShareMaking,
                Msg::ShareNotLoaded,
            );
            view! {
                <Modal labelled_by="share-title" test_id="share-dialog" on_close=Callback::new(move |()| shared.set(None))>
                    <h2 id="share-title">{t(Msg::ShareTitle)}</h2>
                    <p>{t(Msg::ShareHelp)}</p>
                    <HiddenWarning game=game link=true />
                    {link}
                    <form method="dialog">
                        <button class="primary">{t(Msg::Close)}</button>
                    </form>
                </Modal>
            }
        })
    };
    view! {
        <button on:click=move |_| shared.set(state.open_game.get_value()) data-testid="share">{t(Msg::Share)}</button>
        {dialog}
    }
}

#[wasm_split(sharing, wasm_split_path = ::leptos::wasm_split, fallible)]
fn share_dialog(saved: SavedGame) -> Result<AnyView, NotLoaded> {
    Ok(view! { <ShareLink saved=saved /> }.into_any())
}

/// The link of the game `saved`, once made, and the buttons that send it on.
#[component]
fn ShareLink(saved: SavedGame) -> impl IntoView {
    let saved = StoredValue::new(saved);
    let link = LocalResource::new(move || async move { link_for(&saved.get_value()).await });
    let shown = move || {
        Suspend::new(async move {
            let Some(url) = link.await else {
                return view! { <p class="notice warning" role="alert">{t(Msg::ShareLinkFailed)}</p> }
                    .into_any();
            };
            view! {
                <input class="share-link" readonly value=url.clone() data-testid="share-link" aria-labelledby="share-title"
                    on:focus=|event| {
                        use wasm_bindgen::JsCast;
                        if let Some(input) = event.target().and_then(|target| target.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                            input.select();
                        }
                    } />
                <ShareSheetButton url=url.clone() test_id="share-sheet" />
                <CopyButton text=url label=Msg::CopyLink done=Msg::LinkCopied failed=Msg::CopyFailed test_id="copy-link" />
            }
            .into_any()
        })
    };
    view! { <Suspense fallback=|| waiting_for(Msg::ShareMaking)>{shown}</Suspense> }
}

/// A button (`label`, such as "Copy link") that puts `text` on the clipboard and says whether it
/// got there: `done`, or `failed` with the browser's reason.
#[component]
pub fn CopyButton(
    text: String,
    label: Msg,
    done: Msg,
    failed: fn(String) -> Msg,
    test_id: &'static str,
) -> impl IntoView {
    let outcome = RwSignal::new(None::<Msg>);
    let text = StoredValue::new(text);
    let done = StoredValue::new(done);
    let copy_text = move |_| {
        leptos::task::spawn_local(async move {
            let copied = copy(&text.get_value()).await;
            outcome.set(Some(match copied {
                Ok(_) => done.get_value(),
                Err(reason) => failed(reason.as_string().unwrap_or_default()),
            }));
        });
    };
    view! {
        <button on:click=copy_text data-testid=test_id>{t(label)}</button>
        <p role="status" data-testid="copy-outcome">{move || outcome.get().map(|msg| msg.text())}</p>
    }
}

/// A button that hands `url` to the device's share sheet (a messenger, e-mail, a device nearby),
/// where the browser has one: most phones and tablets, and no browser on Linux. Elsewhere there
/// is no button, and the link is copied.
#[component]
pub fn ShareSheetButton(url: String, test_id: &'static str) -> impl IntoView {
    let failed = RwSignal::new(None::<Msg>);
    let url = StoredValue::new(url);
    let open_sheet = move |_| {
        leptos::task::spawn_local(async move {
            let shared = share_link(&url.get_value()).await;
            failed.set(
                shared
                    .err()
                    .map(|reason| Msg::ShareFailed(reason.as_string().unwrap_or_default())),
            );
        });
    };
    can_share().then(|| {
        view! {
            <button on:click=open_sheet data-testid=test_id>{t(Msg::ShareVia)}</button>
            <p role="status" data-testid="share-outcome">{move || failed.get().map(|msg| msg.text())}</p>
        }
    })
}

/// What a shared link holds, once read.
#[derive(Clone)]
enum Opened {
    Reading,
    Game { json: String, saved: Box<SavedGame> },
    Broken(Msg),
}

/// The screen a shared link opens: the game, read and replayed but not saved, and the offer to
/// continue it here as a copy.
#[component]
pub fn SharedGame(code: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let opened = RwSignal::new(Opened::Reading);
    leptos::task::spawn_local(async move {
        let read = match unpack(&code).await.ok().and_then(|text| text.as_string()) {
            None => Opened::Broken(Msg::ShareLinkBroken),
            Some(json) => match storage::read(&json) {
                Ok(saved) => Opened::Game {
                    json,
                    saved: Box::new(saved),
                },
                Err(reason) => Opened::Broken(Msg::SaveUnreadable(reason)),
            },
        };
        opened.set(read);
    });
    let keep = move |json: String| match storage::store_copy(&json) {
        Ok(saved) => {
            let id = saved.id.clone();
            state.open_game.set_value(Some(saved));
            state.go(Route::Play(id));
        }
        Err(error) => opened.set(Opened::Broken(Msg::NotImported(error))),
    };
    let body = move || match opened.get() {
        Opened::Reading => view! { <p class="muted">{t(Msg::ShareReading)}</p> }.into_any(),
        Opened::Broken(reason) => {
            view! { <p class="notice warning" role="alert" data-testid="share-error">{reason.text()}</p> }
                .into_any()
        }
        Opened::Game { json, saved } => {
            let game = &saved.game;
            view! {
                <article class="shared-game" data-testid="shared-game">
                    <SharedMoves game=game.clone() />
                    <div>
                        <h2>{t(Msg::GameName(game.kind()))} " · " {t(Msg::Versus(game.players().to_vec()))}</h2>
                        <p data-testid="shared-status">{(game_words().status)(game)} " · " {t(Msg::MoveCount(game.moves_played()))}</p>
                        <button class="primary" data-testid="continue-copy" on:click=move |_| keep(json.clone())>
                            {t(Msg::ContinueAsCopy)}
                        </button>
                    </div>
                </article>
            }
            .into_any()
        }
    };
    view! {
        <main class="home shared">
            <h1>{t(Msg::SharedGameTitle)}</h1>
            {body}
            <button on:click=move |_| state.go(Route::Home)>{t(Msg::Home)}</button>
        </main>
    }
}

/// A shared game's board, to step through its moves before continuing it: the replay bar's
/// buttons and keys, as on the game's own screen, from the game as it stands.
#[component]
fn SharedMoves(game: AnyGame) -> impl IntoView {
    let total = game.moves_played();
    let shown = RwSignal::new(total);
    let game = StoredValue::new(game);
    let keys = window_event_listener(leptos::ev::keydown, move |event| {
        if !keys_are_for_the_page(&event, event.ctrl_key() || event.meta_key()) {
            return;
        }
        if let Some(moves) = replay_key(&event.key(), shown.get_untracked(), total) {
            shown.set(moves);
            event.prevent_default();
        }
    });
    on_cleanup(move || keys.remove());
    let state = expect_context::<AppState>();
    view! {
        <div class="shared-moves">
            <div data-testid="shared-board">
                {move || game.with_value(|game| (game_views().thumbnail)(&after_moves(game, shown.get()), true))}
            </div>
            <p data-testid="shared-step" aria-live="polite">{move || t(Msg::ViewingMove(shown.get(), total))}</p>
            <ReplayBar shown=shown total=total step_to=Callback::new(move |moves| shown.set(moves)) />
            {move || game.with_value(|game| (game_routes().analysis_after)(game, shown.get())).map(|route| {
                view! {
                    <button type="button" data-testid="analyse-shared" on:click=move |_| state.go(route.clone())>
                        {t(Msg::AnalysePosition)}
                    </button>
                }
            })}
        </div>
    }
}

/// `game` as it stood after its first `moves` moves: a copy, its later moves taken back.
fn after_moves(game: &AnyGame, moves: usize) -> AnyGame {
    let mut game = game.clone();
    let back = game.moves_played().saturating_sub(moves);
    for _ in 0..back {
        game.undo();
    }
    game
}
