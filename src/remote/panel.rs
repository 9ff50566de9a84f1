//! The panel of a game played at a distance, beside its board: which player this device plays,
//! whose move it is, the links to send and to whom (to copy, or to show as a QR code), and a field
//! for a link received. Moves played on the board are signed here and kept with the session.

use super::qr::QrCode;
use super::words::RemoteSays;
use super::{address, keep_session, link_text, refused, refused_by, DealtNow, RemoteSeat};
use crate::i18n::{t, Msg};
use crate::route::Route;
use crate::share::{CopyButton, ShareSheetButton};
use crate::state::AppState;
use crate::storage::{self, AnyGame, SaveStatus};
use crate::ui::{Modal, RemoteKeysButton};
use gameshelf_engine::game::holds_pieces;
use gameshelf_engine::remote::dealt::{is_deal_step, AnyDealt, Step};
use gameshelf_engine::remote::link::Signed;
use gameshelf_engine::remote::session::{Outgoing, Session};
use gameshelf_engine::robot::{Robots, SeatView};
use leptos::prelude::*;

/// This device's seat at the game saved as `id`, read from its session's `json`, with `robots`
/// at their seats.
pub fn seat_at(id: String, json: &str, robots: &Robots) -> Result<(RemoteSeat, AnyGame), Msg> {
    let session = Session::from_json(json).map_err(|error| refused(&error, None))?;
    let game = session.current_game();
    let state = use_context::<AppState>();
    let started = session.started();
    let session = RwSignal::new(session);
    let problem = RwSignal::new(None::<Msg>);
    let here = session.with_untracked(Session::seats_here);
    let people: Vec<usize> = here
        .iter()
        .copied()
        .filter(|&seat| robots.at(seat).is_none())
        .collect();
    let sending = Sending::new(&id);
    let on_move = Callback::new({
        let id = id.clone();
        let people = people.clone();
        move |notation: String| {
            let played = Played {
                id: &id,
                people: &people,
            };
            play(played, session, problem, sending, state, &notation);
        }
    });
    let panel = ViewFn::from({
        let id = id.clone();
        move || view! { <RemotePanel id=id.clone() session=session problem=problem sending=sending /> }
    });
    let dealt = Signal::derive({
        let people = people.clone();
        move || session.with(|session| dealt_now(session, &people))
    });
    let seat_view = Callback::new(move |seat| session.with_untracked(|session| seat_view(session, seat)));
    let remote = RemoteSeat {
        here,
        started,
        panel,
        on_move,
        dealt,
        seat_view,
        people,
    };
    Ok((remote, game))
}

/// The session's tile game, once its deal is done, if the app plays it at a distance, as the
/// seat on show knows it: the one of `people` (this device's) to move, else this device's player.
fn dealt_now(session: &Session, people: &[usize]) -> Option<DealtNow> {
    let shown = match session.dealt()?.step() {
        Step::Move(seat) if people.contains(&seat) => seat,
        _ => session.seat(),
    };
    match session.dealt_at(shown)? {
        AnyDealt::Summy(deal) => Some(DealtNow::Summy(Box::new(deal.game()?.clone()))),
        AnyDealt::Abaku(deal) => Some(DealtNow::Abaku(Box::new(deal.game()?.clone()))),
        AnyDealt::Addique(deal) => Some(DealtNow::Addique(Box::new(deal.game()?.clone()))),
    }
}

/// The view of `seat`, if this device plays it and its deal is done, as a robot reads it.
fn seat_view(session: &Session, seat: usize) -> Option<String> {
    let view = match session.dealt_at(seat)? {
        AnyDealt::Summy(deal) => SeatView::Summy(deal.game()?.view()),
        AnyDealt::Abaku(deal) => SeatView::Abaku(deal.game()?.view()),
        AnyDealt::Addique(deal) => SeatView::Addique(deal.game()?.view()),
    };
    Some(view.to_json())
}

/// A move played on this device: the game's save, and the seats people play here.
struct Played<'a> {
    id: &'a str,
    people: &'a [usize],
}

/// Signs this device's move and keeps the session; a refusal (the screen already checked the
/// move, so only a session out of step with the save) is shown in the panel. A person's move
/// can be taken back until its link is sent; a robot's cannot.
fn play(
    played: Played,
    session: RwSignal<Session>,
    problem: RwSignal<Option<Msg>>,
    sending: Sending,
    state: Option<AppState>,
    notation: &str,
) {
    let before = session.get_untracked();
    let mut next = before.clone();
    match next.play(notation) {
        Ok(()) => {
            keep(played.id, &next, state);
            let mover = next.messages()[before.messages().len()..]
                .iter()
                .find(|signed| !is_deal_step(&signed.message.body))
                .map(|signed| usize::from(signed.message.seat));
            let by_person = mover.is_some_and(|seat| played.people.contains(&seat));
            sending.before.set(by_person.then_some(before));
            session.set(next);
            problem.set(None);
        }
        Err(error) => problem.set(Some(refused_by(&error, &next))),
    }
}

/// Keeps `session` beside the game saved as `id`, and the game in the save.
fn keep(id: &str, session: &Session, state: Option<AppState>) {
    match state {
        Some(state) => state.save_status.set(keep_session(id, session, state)),
        None => {
            storage::keep_remote(id, &session.to_json());
        }
    }
}

thread_local! {
    /// The links copied, shared or shown, by game: sent, as far as this tab can tell, while
    /// it stays open.
    static SENT: std::cell::RefCell<std::collections::HashMap<String, Vec<String>>> = Default::default();
}

/// What the panel knows of the links sent: those copied, shared or shown (`sent`), and the
/// session as it was before the last move a person played here, while that move's link has
/// not left and it can be taken back (`before`).
#[derive(Clone, Copy)]
struct Sending {
    id: StoredValue<String>,
    sent: RwSignal<Vec<String>>,
    before: RwSignal<Option<Session>>,
}

impl Sending {
    fn new(id: &str) -> Sending {
        let sent = SENT.with_borrow(|sent| sent.get(id).cloned().unwrap_or_default());
        Sending {
            id: StoredValue::new(id.to_string()),
            sent: RwSignal::new(sent),
            before: RwSignal::new(None),
        }
    }

    /// `link` was copied, shared or shown: the move in it can no longer be taken back.
    fn mark(self, link: &str) {
        self.before.set(None);
        if self
            .sent
            .with_untracked(|sent| sent.iter().any(|held| held == link))
        {
            return;
        }
        self.sent.update(|sent| sent.push(link.to_string()));
        let id = self.id.get_value();
        let sent = self.sent.get_untracked();
        SENT.with_borrow_mut(|all| all.insert(id, sent));
    }

    /// Takes back the last move played here: the session as it was before it, kept again,
    /// and the game's screen drawn again from it.
    fn take_back(self, session: RwSignal<Session>, state: Option<AppState>) {
        let Some(before) = self.before.get_untracked() else {
            return;
        };
        keep(&self.id.get_value(), &before, state);
        session.set(before);
        self.before.set(None);
        // The route set again, unchanged, draws the screen anew from the save and the session.
        if let Some(state) = state {
            state.route.update(|_| ());
        }
    }
}

#[component]
fn RemotePanel(
    id: String,
    session: RwSignal<Session>,
    problem: RwSignal<Option<Msg>>,
    sending: Sending,
) -> impl IntoView {
    let state = use_context::<AppState>();
    let names_here = session.with_untracked(|session| {
        let names = session.names();
        session
            .seats_here()
            .iter()
            .map(|&seat| names[seat].clone())
            .collect()
    });
    // Written once for each change of the session: the panel's first line, its place on a
    // phone and its boxes all ask for the links.
    let links = Memo::new(move |_| session.with(to_send));
    view! {
        // With a link still to send, which a phone shows first.
        <section class="remote" class:to-send=move || sending.sent.with(|sent| links.with(|links| !unsent(links, sent).is_empty())) data-testid="remote-panel" aria-labelledby="remote-title">
            <h2 id="remote-title">{t(RemoteSays::Heading)}</h2>
            <p class="message" data-testid="remote-status">{move || sending.sent.with(|sent| links.with(|links| session.with(|session| next_step(session, links, sent))))}</p>
            {move || session.with(rack_coming).map(|says| view! { <p data-testid="remote-rack-coming">{t(says)}</p> })}
            <Show when=move || sending.before.with(Option::is_some)>
                <p class="remote-take-back">
                    {t(RemoteSays::TakeBackNote)}
                    " "
                    <button data-testid="remote-take-back" on:click=move |_| sending.take_back(session, state)>{t(RemoteSays::TakeBack)}</button>
                </p>
            </Show>
            {move || problem.get().map(|msg| view! { <p class="message illegal" data-testid="remote-problem">{msg.text()}</p> })}
            {move || {
                let links = links.get();
                let numbered = numbered(&links);
                links.into_iter().zip(numbered).map(|(outgoing, part)| {
                    session.with_untracked(|session| link_to_send(outgoing, part, session, sending))
                }).collect_view()
            }}
            <p>{t(RemoteSays::YouPlay(names_here))}</p>
            <Safety session=session />
            <PasteLink />
            <FinishAsCopy id=id session=session />
        </section>
    }
}

/// The game's safety numbers in a fold, once every seat has joined (before, each join would
/// change them), with what to do with them: the players read them to each other by voice, and
/// numbers that differ tell of someone between them. A list of six groups, which a screen reader
/// reads one by one.
#[component]
fn Safety(session: RwSignal<Session>) -> impl IntoView {
    let started = Memo::new(move |_| session.with(Session::started));
    view! {
        <Show when=move || started.get()>
            {move || session.with_untracked(Session::safety_numbers).map(|numbers| view! {
                <details class="remote-safety" data-testid="safety">
                    <summary>{t(RemoteSays::SafetyNumbers)}</summary>
                    <ol class="safety-numbers" data-testid="safety-numbers">
                        {numbers.groups().map(|group| view! { <li>{group}</li> }).into_iter().collect_view()}
                    </ol>
                    <p>{t(RemoteSays::SafetyExplained)}</p>
                </details>
            })}
        </Show>
    }
}

/// Should a device's keys be lost, the game cannot go on at a distance; if every player agrees,
/// it is finished as a copy on this device (`Session::copy_here`): a new game of the library,
/// played here alone, the game at a distance staying as it is. Offered while the game is under
/// way; a dealt game's once the players taking part have drawn its deal ([`CopySeed`]).
#[component]
fn FinishAsCopy(id: String, session: RwSignal<Session>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let asking = RwSignal::new(false);
    let problem = RwSignal::new(None::<Msg>);
    let dealt = session.with_untracked(Session::is_dealt);
    let pieces = holds_pieces(session.with_untracked(Session::kind));
    let under_way = move || session.with(Session::under_way);
    let agreed = move || !dealt || session.with(copy_seed_agreed);
    let id = StoredValue::new(id);
    let make = move |_| {
        let Some(copy) = session.with_untracked(Session::copy_here) else {
            return;
        };
        match id.with_value(|id| save_copy(id, copy, state)) {
            Ok(copy_id) => state.go(Route::Play(copy_id)),
            Err(reason) => problem.set(Some(reason)),
        }
    };
    view! {
        <Show when=under_way>
            <details class="remote-copy" data-testid="keys-lost">
                <summary>{t(RemoteSays::KeysLost)}</summary>
                <p>{t(RemoteSays::CopyExplained { dealt, pieces })}</p>
                <div class="keys-page"><RemoteKeysButton label=t(Msg::RemoteKeysTitle) /></div>
                {move || (!agreed()).then(|| view! { <CopySeed id=id session=session problem=problem /> })}
                <Show when=agreed>
                    {dealt.then(|| view! { <p data-testid="copy-status">{t(RemoteSays::CopyAgreed)}</p> })}
                    <button data-testid="finish-as-copy" on:click=move |_| asking.set(true)>{t(RemoteSays::FinishAsCopy)}</button>
                </Show>
                {move || problem.get().map(|msg| view! { <p class="message illegal" role="alert">{msg.text()}</p> })}
            </details>
        </Show>
        {move || asking.get().then(|| view! {
            <Modal labelled_by="copy-title" test_id="copy-dialog" on_close=Callback::new(move |()| asking.set(false))>
                <h2 id="copy-title">{t(RemoteSays::FinishAsCopy)}</h2>
                <p>{t(RemoteSays::CopyConfirm { dealt, pieces })}</p>
                <form method="dialog" class="actions">
                    <button class="primary" data-testid="copy-confirm" on:click=make>{t(RemoteSays::MakeCopy)}</button>
                    <button>{t(Msg::Cancel)}</button>
                </form>
            </Modal>
        })}
    }
}

/// Whether the players taking part in a dealt game's copy have drawn its deal at this move.
fn copy_seed_agreed(session: &Session) -> bool {
    session
        .copy_agreement()
        .is_some_and(|agreement| agreement.seed().is_some())
}

/// What the agreement on a copy's deal waits for at this move, if a player asked for one: this
/// device's agreement, another player's, or the part of the deal a player's link brings; or
/// the deal drawn.
pub(super) fn copy_status(session: &Session) -> Option<RemoteSays> {
    let agreement = session.copy_agreement()?;
    let missing = |done: Vec<usize>| -> Vec<usize> {
        let seats = agreement.round().seats.iter().map(|&seat| usize::from(seat));
        seats.filter(|seat| !done.contains(seat)).collect()
    };
    let (committed, revealed) = (missing(agreement.committed()), missing(agreement.revealed()));
    let name = |seat: usize| session.names()[seat].clone();
    let names = |seats: Vec<usize>| seats.into_iter().map(name).collect();
    let here = session.seats_here();
    Some(if committed.iter().any(|seat| here.contains(seat)) {
        RemoteSays::CopyAsked(agreement.asked_by().map_or_else(String::new, name))
    } else if !committed.is_empty() {
        RemoteSays::CopyWaitingToAgree(names(committed))
    } else if !revealed.is_empty() {
        RemoteSays::CopyWaitingForBytes(names(revealed))
    } else {
        RemoteSays::CopyAgreed
    })
}

/// The draw of a dealt game's copy by the devices taking part: before any request, the players
/// taking part (those whose device still holds its keys; this device's always) and "Ask for a
/// copy"; a request from another player, and "Agree to the copy"; then what the draw waits
/// for. Each step's link goes with the others to send; a refused step says why.
#[component]
fn CopySeed(
    id: StoredValue<String>,
    session: RwSignal<Session>,
    problem: RwSignal<Option<Msg>>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let names = session.with_untracked(|session| session.names().to_vec());
    let here = session.with_untracked(Session::seats_here);
    let others: Vec<usize> = (0..names.len()).filter(|seat| !here.contains(seat)).collect();
    let taking_part = RwSignal::new(others.clone());
    let step = move |ask: bool| {
        let Some(entropy) = super::entropy() else {
            problem.set(Some(RemoteSays::NoRandomness.into()));
            return;
        };
        let mut next = session.get_untracked();
        let done = match ask {
            true => next.ask_copy(&taking_part.get_untracked(), &entropy),
            false => next.agree_copy(&entropy),
        };
        match done {
            Ok(()) => {
                id.with_value(|id| keep(id, &next, Some(state)));
                session.set(next);
                problem.set(None);
            }
            Err(error) => problem.set(Some(refused_by(&error, &next))),
        }
    };
    let status = move || session.with(copy_status);
    let seat_box = move |seat: usize| {
        let name = names[seat].clone();
        let checked = move || taking_part.with(|seats| seats.contains(&seat));
        let toggle = move |_| {
            taking_part.update(|seats| match seats.iter().position(|&other| other == seat) {
                Some(at) => drop(seats.remove(at)),
                None => seats.push(seat),
            })
        };
        view! { <label><input type="checkbox" data-testid="copy-takes-part" prop:checked=checked on:change=toggle />" "{name}</label> }
    };
    view! {
        {move || match status() {
            None => view! {
                <p id="copy-takes-part">{t(RemoteSays::TakesPart)}</p>
                <div class="copy-seats" role="group" aria-labelledby="copy-takes-part">
                    {others.iter().map(|&seat| seat_box(seat)).collect_view()}
                </div>
                <button data-testid="ask-copy" on:click=move |_| step(true)>{t(RemoteSays::AskCopy)}</button>
            }.into_any(),
            Some(says @ RemoteSays::CopyAsked(_)) => view! {
                <p data-testid="copy-status">{t(says)}</p>
                <button class="primary" data-testid="agree-copy" on:click=move |_| step(false)>{t(RemoteSays::AgreeCopy)}</button>
            }.into_any(),
            Some(says) => view! { <p data-testid="copy-status">{t(says)}</p> }.into_any(),
        }}
    }
}

/// Saves `copy` as a new game of the library, under the name and with the robots and board
/// turning of the game at a distance saved as `id`: the new save's id, or why it could not be.
fn save_copy(id: &str, copy: AnyGame, state: AppState) -> Result<String, Msg> {
    let original = state.saved_game(id).and_then(Result::ok);
    let (title, robots, turn_board) = original.map_or_else(
        || (None, Robots::default(), false),
        |saved| (saved.title, saved.robots, saved.turn_board),
    );
    let mut saved = storage::new_game(copy, turn_board, robots);
    saved.title = title;
    match storage::save(&saved) {
        SaveStatus::Saved => Ok(saved.id),
        status => Err(status.warning().expect("a failed save has its warning")),
    }
}

/// This device's next step: to send the `links` not sent yet (copied, shared or shown), else
/// what the game waits for.
fn next_step(session: &Session, links: &[Outgoing], sent: &[String]) -> String {
    let unsent = unsent(links, sent);
    if unsent.is_empty() {
        return status(session);
    }
    let mut seats: Vec<usize> = unsent.iter().flat_map(|outgoing| outgoing.to.clone()).collect();
    seats.sort_unstable();
    seats.dedup();
    let names = seats.iter().map(|&seat| session.names()[seat].clone()).collect();
    t(RemoteSays::SendLinks {
        count: unsent.len(),
        names,
    })
}

/// The `links` to send not copied, shared or shown yet.
fn unsent<'a>(links: &'a [Outgoing], sent: &[String]) -> Vec<&'a Outgoing> {
    links
        .iter()
        .filter(|outgoing| !sent.contains(&outgoing.link))
        .collect()
}

/// The links to send. While a seat of this device's is to move, only those that carry
/// messages (one with the players' joins alone is nothing until the move, whose link carries
/// them) and the copy's draw.
fn to_send(session: &Session) -> Vec<Outgoing> {
    let outbox = session.outbox();
    if !moves_here(session) {
        return outbox;
    }
    // The copy's draw goes outside the moves: its link is sent whoever is to move.
    let copy = session.copy_outbox();
    outbox
        .into_iter()
        .filter(|outgoing| carries_messages(session, outgoing) || copy.as_ref() == Some(outgoing))
        .collect()
}

/// `outgoing` carries messages: some came after the last of its players'.
fn carries_messages(session: &Session, outgoing: &Outgoing) -> bool {
    let messages = session.messages();
    let theirs = |signed: &Signed| outgoing.to.contains(&usize::from(signed.message.seat));
    messages.last().is_some_and(|last| !theirs(last))
}

/// A seat of this device's is to move in a game under way, and can (its rack read).
fn moves_here(session: &Session) -> bool {
    if !session.started() {
        return false;
    }
    let to_move = match session.dealt() {
        Some(dealt) => match dealt.step() {
            Step::Move(seat) if dealt.waiting_for().is_empty() => seat,
            _ => return false,
        },
        None => {
            let game = session.current_game();
            if game.is_over() {
                return false;
            }
            game.to_move()
        }
    };
    session.seats_here().contains(&to_move)
}

/// Each link's place among those to the same players, from 1, and how many they are: where
/// they are more than one, they are numbered parts.
fn numbered(links: &[Outgoing]) -> Vec<(usize, usize)> {
    links
        .iter()
        .enumerate()
        .map(|(index, outgoing)| {
            let same = |other: &&Outgoing| other.to == outgoing.to;
            let number = links[..=index].iter().filter(same).count();
            (number, links.iter().filter(same).count())
        })
        .collect()
}

/// The tiles of this device's rack it cannot read yet, and whose next links bring their keys;
/// none in its turn, when its status says so.
fn rack_coming(session: &Session) -> Option<RemoteSays> {
    let dealt = session.dealt()?;
    let count = dealt.unread_here();
    if count == 0 || dealt.step() == Step::Move(session.seat()) {
        return None;
    }
    let names = dealt
        .waiting_for()
        .into_iter()
        .map(|seat| session.names()[seat].clone())
        .collect();
    Some(RemoteSays::RackComing {
        count,
        names,
        pieces: holds_pieces(session.kind()),
    })
}

/// What the game waits for, as this device sees it.
fn status(session: &Session) -> String {
    let names = session.names();
    if !session.started() && session.seat() != session.host_seat() {
        // A guest hears of the others' joins only in the host's link that starts the game.
        return t(RemoteSays::WaitingForHost(names[session.host_seat()].clone()));
    }
    if !session.started() {
        let open = session
            .open_seats()
            .iter()
            .map(|&seat| names[seat].clone())
            .collect();
        return t(RemoteSays::WaitingToJoin(open));
    }
    if let Some(dealt) = session.dealt() {
        return t(dealt_status(session, dealt));
    }
    let game = session.current_game();
    if game.is_over() {
        return (crate::i18n::game_words().status)(&game);
    }
    match game.to_move() {
        seat if seat == session.seat() => t(RemoteSays::YourMove),
        seat if session.seats_here().contains(&seat) => t(RemoteSays::MovesHere(names[seat].clone())),
        seat => t(RemoteSays::TheirMove(names[seat].clone())),
    }
}

/// What a dealt game waits for: a seat's step of the deal, a move (this device's once its
/// rack is read), or once over the seats' secrets for the deal's check, then its finding.
pub(super) fn dealt_status(session: &Session, dealt: &AnyDealt) -> RemoteSays {
    let name = |seat: usize| session.names()[seat].clone();
    match dealt.step() {
        Step::Shuffle(seat) | Step::Lock(seat) | Step::Keys(seat) => RemoteSays::Dealing(vec![name(seat)]),
        Step::Move(seat) if seat == session.seat() => match dealt.waiting_for() {
            waiting if waiting.is_empty() => RemoteSays::YourMove,
            waiting => RemoteSays::RackWaiting(waiting.into_iter().map(name).collect()),
        },
        Step::Move(seat) if session.seats_here().contains(&seat) => RemoteSays::MovesHere(name(seat)),
        Step::Move(seat) => RemoteSays::TheirMove(name(seat)),
        Step::Reveal(seat) => RemoteSays::Checking(vec![name(seat)]),
        Step::Done => RemoteSays::Audited,
    }
}

/// One link to send (`part` of those to the same players, from 1, and how many they are): to
/// whom, the address to copy, and its QR code on demand. Copied, shared or shown, it is sent.
fn link_to_send(
    outgoing: Outgoing,
    part: (usize, usize),
    session: &Session,
    sending: Sending,
) -> impl IntoView {
    let names: Vec<String> = outgoing
        .to
        .iter()
        .map(|&seat| session.names()[seat].clone())
        .collect();
    let heading = if !session.started() && session.seat() == session.host_seat() {
        RemoteSays::SendInvitation(names[0].clone())
    } else if !session.started() {
        RemoteSays::SendAnswer(names[0].clone())
    } else if part.1 > 1 {
        RemoteSays::SendPart {
            number: part.0,
            count: part.1,
            names: names.clone(),
        }
    } else {
        RemoteSays::SendMoves(names.clone())
    };
    let link = StoredValue::new(outgoing.link.clone());
    let mark = move || link.with_value(|link| sending.mark(link));
    let url = address(&outgoing.link);
    let qr_shown = RwSignal::new(false);
    let qr_label = t(RemoteSays::QrOf(names.join(", ")));
    // The seats it goes to, numbered from 1, for the tests to pick a device's link.
    let to: Vec<String> = outgoing.to.iter().map(|seat| (seat + 1).to_string()).collect();
    view! {
        <div class="remote-link" data-testid="remote-link-to-send" data-to=to.join(",")>
            <p>{t(heading)}</p>
            <input class="share-link" readonly value=url.clone() data-testid="remote-link" aria-label=t(Msg::CopyLink) on:copy=move |_| mark() />
            // Each of its buttons copies, shares or shows the link.
            <div class="actions" on:click=move |_| mark()>
                <ShareSheetButton url=url.clone() test_id="remote-share" />
                <CopyButton text=url.clone() label=Msg::CopyLink done=Msg::LinkCopied failed=Msg::CopyFailed test_id="remote-copy" />
                <button data-testid="remote-qr" aria-pressed=move || qr_shown.get().to_string() on:click=move |_| qr_shown.update(|shown| *shown = !*shown)>
                    {move || t(if qr_shown.get() { RemoteSays::HideQr } else { RemoteSays::ShowQr })}
                </button>
            </div>
            <Show when=move || qr_shown.get()>
                <QrCode text=url.clone() label=qr_label.clone() />
            </Show>
        </div>
    }
}

/// A field for a link received by message: opened as if its address had been.
#[component]
fn PasteLink() -> impl IntoView {
    let state = expect_context::<AppState>();
    let pasted = RwSignal::new(String::new());
    let open = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        let code = link_text(&pasted.get_untracked());
        if !code.is_empty() {
            state.go(Route::Link(code));
        }
    };
    view! {
        <form class="remote-paste" on:submit=open>
            <label>
                {t(RemoteSays::PasteLink)}
                <input type="text" data-testid="remote-paste" prop:value=move || pasted.get() on:input=move |event| pasted.set(event_target_value(&event)) />
            </label>
            <button type="submit" data-testid="remote-open">{t(RemoteSays::Open)}</button>
        </form>
    }
}
