//! The page a link of a game at a distance opens: taken into the game on this device it belongs
//! to (a seat's answer, every seat's joins, moves), or an invitation to join a seat, or refused
//! with its reason, changing nothing.

use super::panel::{copy_status, dealt_status};
use super::words::RemoteSays;
use super::{entropy, keep_new, keep_session, refused, refused_by};
use crate::i18n::{t, Msg};
use crate::route::Route;
use crate::state::AppState;
use crate::storage;
use crate::ui::RemoteKeysButton;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::dealt::is_deal_step;
use gameshelf_engine::remote::link::{LinkError, RESIGNATION};
use gameshelf_engine::remote::session::{Misdirected, Opened, Session, SessionError};
use gameshelf_engine::robot::Robots;
use leptos::prelude::*;

/// What opening the link came to.
#[derive(Clone)]
enum Outcome {
    /// Taken into the game saved as `id`: what it did.
    Taken { id: String, news: Vec<Msg> },
    /// An invitation: the session joining its seat, kept only once the player agrees.
    Invitation(Box<Session>),
    /// Nothing new for the game saved as `id`: its moves (`HaveMove`), or its answer or part
    /// (`HaveLink`), are there already, as with a link opened again or one's own.
    Had { id: String, says: RemoteSays },
    /// Refused; `id` is the game it concerns, if this device holds one.
    Refused { id: Option<String>, reason: Msg },
}

thread_local! {
    /// The last link opened, on which visit, and what came of it: the page is drawn again when
    /// the language changes, and must show what came of its link rather than open it again. A
    /// new visit to the same link opens it again (and is told it is in the game already).
    static LAST_OPENED: std::cell::RefCell<Option<(String, u64, Outcome)>> = const { std::cell::RefCell::new(None) };
}

#[component]
pub fn LinkPage(code: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let visit = state.visit.get_value();
    let known = LAST_OPENED.with_borrow(|last| {
        let (opened, on_visit, outcome) = last.as_ref()?;
        (*opened == code && *on_visit == visit).then(|| outcome.clone())
    });
    let outcome = known.unwrap_or_else(|| {
        let outcome = open(&code, state);
        LAST_OPENED.set(Some((code.clone(), visit, outcome.clone())));
        outcome
    });
    let view = match outcome {
        Outcome::Taken { id, news } => view! {
            <div data-testid="remote-opened">
                {news.into_iter().map(|msg| view! { <p>{msg.text()}</p> }).collect_view()}
            </div>
            <GameButton id=id />
        }
        .into_any(),
        Outcome::Had { id, says } => view! {
            <p data-testid="remote-had">{t(says)}</p>
            <GameButton id=id />
        }
        .into_any(),
        Outcome::Invitation(session) => view! { <Invitation session=*session /> }.into_any(),
        Outcome::Refused { id, reason } => view! {
            <p class="notice warning" role="alert" data-testid="remote-refused">{reason.text()}</p>
            {id.map(|id| view! { <GameButton id=id /> })}
            <button on:click=move |_| state.go(Route::Home)>{t(Msg::Home)}</button>
        }
        .into_any(),
    };
    view! {
        <main class="remote-link-page">
            <h1>{t(RemoteSays::Heading)}</h1>
            {view}
        </main>
    }
}

#[component]
fn GameButton(id: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <button class="primary" data-testid="open-remote-game" on:click=move |_| state.go(Route::Play(id.clone()))>
            {t(RemoteSays::OpenGame)}
        </button>
    }
}

/// The link opened by every game on this device, the first that takes it kept; else an
/// invitation to join, or the most telling refusal.
fn open(code: &str, state: AppState) -> Outcome {
    // The most telling refusal so far: how telling, the game's id, and the reason worded.
    let mut refusal: Option<(Rank, String, Msg)> = None;
    for id in storage::remote_ids() {
        let Some(Ok(mut session)) = storage::kept_remote(&id).map(|json| Session::from_json(&json)) else {
            continue;
        };
        match session.open(code) {
            Ok(opened) => return taken(id, &session, &opened, state),
            Err(SessionError::Link(LinkError::AlreadyApplied { .. })) => {
                return Outcome::Had {
                    id,
                    says: RemoteSays::HaveMove,
                };
            }
            Err(SessionError::AlreadyOpened) => {
                return Outcome::Had {
                    id,
                    says: RemoteSays::HaveLink,
                }
            }
            Err(error) => {
                let rank = rank(&error);
                if refusal.as_ref().is_none_or(|(best, ..)| rank > *best) {
                    let reason = refused_by(&error, &session);
                    refusal = Some((rank, id, reason));
                }
            }
        }
    }
    match refusal {
        Some((Rank::Telling, id, reason)) => Outcome::Refused { id: Some(id), reason },
        _ => invitation(code, refusal),
    }
}

/// How much a game's refusal says of a link: "another game" says nothing, a guest's "answers go
/// to the host" little (the link may be another game's answer), anything else is the answer.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Rank {
    NotMine,
    AnswerNotForGuests,
    Telling,
}

fn rank(error: &SessionError) -> Rank {
    use gameshelf_engine::remote::genesis::JoinError;
    match error {
        SessionError::Link(LinkError::OtherGame)
        | SessionError::Join(JoinError::OtherInvitation)
        | SessionError::Misdirected(Misdirected::OtherGame) => Rank::NotMine,
        SessionError::Misdirected(Misdirected::AnswersGoToHost { .. }) => Rank::AnswerNotForGuests,
        _ => Rank::Telling,
    }
}

/// No game here takes the link: an invitation to join, or refused.
fn invitation(code: &str, refusal: Option<(Rank, String, Msg)>) -> Outcome {
    let Some(entropy) = entropy() else {
        return Outcome::Refused {
            id: None,
            reason: RemoteSays::NoRandomness.into(),
        };
    };
    match Session::join(code, &entropy) {
        Ok(session) => Outcome::Invitation(Box::new(session)),
        Err(SessionError::Misdirected(Misdirected::NotAnInvitation)) => match refusal {
            Some((Rank::AnswerNotForGuests, id, reason)) => Outcome::Refused { id: Some(id), reason },
            _ => Outcome::Refused {
                id: None,
                reason: refused(&SessionError::Misdirected(Misdirected::NotAnInvitation), None),
            },
        },
        Err(error) => Outcome::Refused {
            id: None,
            reason: refused(&error, None),
        },
    }
}

/// Keeps the session that took the link, and its game in the save; what the link did.
fn taken(id: String, session: &Session, opened: &Opened, state: AppState) -> Outcome {
    state.save_status.set(keep_session(&id, session, state));
    let names = |seats: &[usize]| seats.iter().map(|&seat| session.names()[seat].clone()).collect();
    let mut news = Vec::new();
    if !opened.joined.is_empty() {
        news.push(RemoteSays::Joined(names(&opened.joined)).into());
    }
    if opened.started {
        news.push(RemoteSays::Started.into());
    }
    if let Some(part) = opened.part {
        news.push(RemoteSays::from(part).into());
    }
    if let Some(says) = copy_status(session).filter(|_| opened.copy) {
        news.push(says.into());
    }
    // The deal's steps are no moves: what the game waits for now says what they did.
    let (steps, played): (Vec<_>, Vec<_>) = opened.moves.iter().partition(|(_, body)| is_deal_step(body));
    let (resigned, moves): (Vec<_>, Vec<_>) = played.into_iter().partition(|(_, body)| body == RESIGNATION);
    if !moves.is_empty() || (news.is_empty() && resigned.is_empty() && steps.is_empty()) {
        news.push(RemoteSays::MovesPlayed(moves.len()).into());
    }
    for (seat, _) in resigned {
        news.push(RemoteSays::Resigned(session.names()[*seat].clone()).into());
    }
    if let Some(dealt) = session.dealt().filter(|_| !steps.is_empty()) {
        news.push(dealt_status(session, dealt).into());
    }
    Outcome::Taken { id, news }
}

/// An invitation opened: who invites, to what and for which seat; joining keeps the session and
/// opens the game, where the answer to send waits.
#[component]
fn Invitation(session: Session) -> impl IntoView {
    let state = expect_context::<AppState>();
    let names = session.names();
    let game = GameKind::from_name(session.game_name())
        .map_or_else(|| session.game_name().to_string(), |kind| t(Msg::GameName(kind)));
    let invited = RemoteSays::Invited {
        host: names[session.host_seat()].clone(),
        game,
        name: names[session.seat()].clone(),
        seat: session.seat(),
    };
    let problem = RwSignal::new(None::<Msg>);
    let session = StoredValue::new(session);
    // A guest's device plays no robot: the robots at the table are the host's.
    let join = move |_| match session
        .with_value(|session| keep_new(session, Robots::new(vec![None; session.names().len()]), false))
    {
        Ok(id) => state.go(Route::Play(id)),
        Err(msg) => problem.set(Some(msg)),
    };
    view! {
        <p data-testid="remote-invitation">{t(invited)}</p>
        <p class="muted">{t(RemoteSays::KeysNote)}</p>
        <div class="keys-page"><RemoteKeysButton label=t(Msg::RemoteKeysTitle) /></div>
        {move || problem.get().map(|msg| view! { <p class="notice warning" role="alert">{msg.text()}</p> })}
        <div class="actions">
            <button class="primary" data-testid="remote-join" on:click=join>{t(RemoteSays::Join)}</button>
            <button on:click=move |_| state.go(Route::Home)>{t(Msg::Home)}</button>
        </div>
    }
}
