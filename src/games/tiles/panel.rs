//! The panel beside a tile game's board, in the parts every tile game renders alike: its head
//! (the players, whose turn it is, the result), its foot (who starts, the unseen tiles, the score
//! sheet), the message to the player, and for the games that lay rack tiles the rack with the
//! turn's buttons and the whole panel they share ([`RackPanel`]).

use super::drag::TileDrag;
use super::game::{PlayerPanels, TileGame, TileResign, TileReview, UndoRedo};
use super::laying::{LaysTiles, TileTurn, TurnDraft};
use super::rack::{Rack, RackTile};
use super::screen::TileScreen;
use super::sheet::ViewingTurn;
use super::turn::{MovePreview, Preview, TurnAction, TurnControls};
use super::unseen::UnseenTracker;
use crate::games::tiles::TileSays;
use crate::games::PanelActions;
use crate::i18n::{t, Msg};
use crate::robots::{RobotBar, RobotTurns};
use crate::ui::Fold;
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;

/// The panel beside the board of a game laying rack tiles (Abaku's, Summy's): its head with the
/// `status` line, the review's `words` and the final `ranking`; the robots at one device; the
/// rack with the `preview` of the move laid out (its `points` when legal; `laid`, tiles on the
/// board to take back) and the turn's buttons; at a distance the `remote` panel; undo and
/// resigning; its foot with who starts (`start_draw`), the unseen tiles and `children` (the
/// legend and the score sheet).
#[component]
pub fn RackPanel<G: LaysTiles, D: TurnDraft<Tile = G::Tile>>(
    tiles: TileTurn<G, D>,
    drag: TileDrag,
    robots: RobotTurns,
    kind: GameKind,
    show_rules: RwSignal<bool>,
    #[prop(into)] status: Signal<String>,
    words: Callback<String, String>,
    ranking: ViewFn,
    preview: impl Fn() -> Preview + Copy + Send + Sync + 'static,
    points: Signal<Option<u32>>,
    laid: Signal<bool>,
    #[prop(into)] can_exchange: Signal<bool>,
    max_exchange: usize,
    #[prop(optional)] solo: bool,
    on_turn: Callback<TurnAction>,
    start_draw: ViewFn,
    remote: Option<ViewFn>,
    children: Children,
) -> impl IntoView {
    let screen = tiles.screen;
    // At a distance nobody takes a move back, and every other seat plays on its own device.
    let at_one_device = remote.is_none();
    let unseen = tiles.unseen(robots);
    view! {
        <aside class="panel">
            <PanelHead screen=screen robots=robots kind=kind show_rules=show_rules status=status words=words>
                {ranking.run()}
            </PanelHead>
            {at_one_device.then(|| view! { <PanelRobots game=screen.game robots=robots kind=kind /> })}
            <RackArea tiles=tiles drag=drag preview=preview points=points laid=laid
                can_exchange=can_exchange max_exchange=max_exchange solo=solo robots=robots on_turn=on_turn />
            {remote.map(|panel| panel.run())}
            {at_one_device.then(|| view! { <UndoRedo screen=screen robots=robots laid=laid /> })}
            <TileResign screen=screen robots=robots />
            <PanelFoot robots=robots start_draw=start_draw unseen=unseen>{children()}</PanelFoot>
        </aside>
    }
}

/// The panel's head: the game's actions, the players' cards, the `status` line, once the game is
/// over the result (`children`: the ranking) and the review in `words` (see
/// [`super::review_words`]), and which past turn is shown.
#[component]
pub fn PanelHead<G: TileGame>(
    screen: TileScreen<G>,
    robots: RobotTurns,
    kind: GameKind,
    show_rules: RwSignal<bool>,
    #[prop(into)] status: Signal<String>,
    words: Callback<String, String>,
    /// Not a live region: the game's announcements say whose turn it is (Addique's).
    #[prop(optional)]
    quiet: bool,
    /// Six or eight players, whose cards are drawn smaller (style/main.css).
    #[prop(optional)]
    many: bool,
    /// The score sheet's first row is the opening piece, before the first turn (Addique's).
    #[prop(optional)]
    opening: bool,
    children: ChildrenFn,
) -> impl IntoView {
    let (game, viewing) = (screen.game, screen.viewing);
    let turns = move || game.with(|game| game.turn_seats().len()) + usize::from(opening);
    view! {
        <PanelActions game=kind show_rules=show_rules />
        <div class="players" class:many=many><PlayerPanels game=game live=Signal::derive(move || screen.live()) /></div>
        <p class="status" aria-live=(!quiet).then_some("polite") data-testid="status">{status}</p>
        <Show when=move || screen.over.get()>
            {children()}
            <TileReview game=game robots=robots viewing=viewing opening=opening words=words />
        </Show>
        <ViewingTurn viewing=viewing turns=Signal::derive(turns) />
    }
}

/// The robots' settings and moves, under the names of the players.
#[component]
pub fn PanelRobots<G: TileGame>(game: RwSignal<G>, robots: RobotTurns, kind: GameKind) -> impl IntoView {
    let names = Signal::derive(move || game.with(|game| game.players().to_vec()));
    view! { <RobotBar turns=robots game=kind names=names /> }
}

/// The panel's foot: who starts (`start_draw`, while it is news) when no hand-over shows it, the
/// unseen tiles, and the score sheet folded away with its legend (`children`).
#[component]
pub fn PanelFoot(
    robots: RobotTurns,
    start_draw: ViewFn,
    #[prop(into)] unseen: Signal<Option<Vec<(String, usize)>>>,
    /// The players hold pieces (Addique's) rather than tiles.
    #[prop(optional)]
    pieces: bool,
    children: Children,
) -> impl IntoView {
    view! {
        // With no hand-over between people, the panel shows who starts: under the turn's
        // controls, which it must not push down.
        {move || (robots.humans() <= 1).then(|| start_draw.run())}
        <UnseenTracker unseen=unseen pieces=pieces />
        <Fold label=TileSays::ScoreSheet.into() class="record">{children()}</Fold>
    }
}

/// Why the last thing tried did not work, as a refusal; or the hint's answer, as advice.
#[component]
pub fn TurnMessage(message: RwSignal<Option<Msg>>) -> impl IntoView {
    move || {
        message.get().map(|msg| match msg {
            Msg::HintExchange(_) | Msg::HintPass => {
                view! { <p class="advice" role="status" data-testid="message">{msg.text()}</p> }.into_any()
            }
            msg => {
                view! { <p class="illegal" role="alert" data-testid="message">{msg.text()}</p> }.into_any()
            }
        })
    }
}

/// At a distance, this device's rack while another seat is to move: to look at, not to play.
#[component]
fn WaitingRack<T: RackTile>(
    label: String,
    tiles: impl Fn() -> Vec<T> + Send + Sync + 'static,
) -> impl IntoView {
    let faces = move || {
        let faces = tiles().into_iter().map(|tile| {
            view! { <li><span class=format!("rack-tile {}", tile.class()) aria-label=tile.aria_label() data-tile=tile.code()>{tile.label()}</span></li> }
        });
        faces.collect_view()
    };
    let section_label = label.clone();
    view! {
        <section class="rack-area waiting" aria-label=section_label>
            <ol class="rack" data-testid="rack-waiting" aria-label=label>{faces}</ol>
        </section>
    }
}

/// While the player to move holds the device: their rack, the `preview` of the move laid out,
/// the message and the turn's buttons, for the games that lay rack tiles.
#[component]
fn RackArea<G: LaysTiles, D: TurnDraft>(
    tiles: TileTurn<G, D>,
    drag: TileDrag,
    preview: impl Fn() -> Preview + Copy + Send + Sync + 'static,
    /// The move laid out's points when it is legal.
    points: Signal<Option<u32>>,
    /// Tiles lie on the board to take back.
    laid: Signal<bool>,
    /// The bag holds tiles to exchange with.
    #[prop(into)]
    can_exchange: Signal<bool>,
    max_exchange: usize,
    /// One player: passing ends the game.
    #[prop(optional)]
    solo: bool,
    robots: RobotTurns,
    on_turn: Callback<TurnAction>,
) -> impl IntoView {
    let screen = tiles.screen;
    let label = move || {
        let seat = screen.to_move.get();
        t(TileSays::RackOf(
            screen.game.with(|game| game.players()[seat].clone()),
        ))
    };
    let pass_ends = move || screen.game.with(G::pass_ends_game);
    let hints = screen.game.with_untracked(|game| game.record_json().is_some());
    let waiting = move || {
        let seat = screen.waiting_here()?;
        let name = screen.game.with(|game| game.players()[seat].clone());
        Some(
            view! { <WaitingRack label=t(TileSays::RackOf(name)) tiles=move || tiles.rack_tiles().into_iter().map(|(_, tile)| tile).collect() /> },
        )
    };
    view! {
        <Show when=move || screen.holding() fallback=waiting>
            <section class="rack-area" aria-label=label>
                <Rack
                    tiles=move || tiles.rack_tiles()
                    turn=tiles.turn
                    drag=drag
                    label=Signal::derive(label)
                    on_choose=Callback::new(move |slot| tiles.tap(slot))
                />
                <MovePreview preview=preview />
                <TurnMessage message=screen.message />
                <TurnControls
                    turn=tiles.turn
                    points=points
                    can_recall=laid
                    can_exchange=can_exchange
                    max_exchange=max_exchange
                    solo=solo
                    pass_ends=Signal::derive(pass_ends)
                    hinting=robots.hinting
                    hints=hints
                    on_action=on_turn
                />
            </section>
        </Show>
    }
}
