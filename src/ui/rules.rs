//! The help pages: a game's rules, and the page on a device's keys in remote play. Their words
//! are in translation files (a game's rules in `src/games/<game>/locales/<tag>.ftl`, the keys'
//! page in `src/remote/locales/<tag>.ftl`), each compiled with the place's other words into a
//! chunk that its screens already wait for; the pages themselves, with the rules' diagrams, are
//! a chunk of their own, fetched when the first page is opened (scripts/split-wasm.py, as
//! `src/games/chunks.rs` describes).

use super::Modal;
// The pages' code or words did not arrive: try again.
use super::{part_on_demand, waiting_for, PartNotLoaded};
use crate::chunk::NotLoaded;
use crate::i18n::files::{self, Place};
use crate::i18n::{locale, t, Msg};
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// A help page: a game's rules, or what remote play's keys are and what to do should they be
/// lost (one page for every game).
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum HelpPage {
    Rules(GameKind),
    RemoteKeys,
}

impl HelpPage {
    fn title(self) -> Msg {
        match self {
            HelpPage::Rules(game) => Msg::RulesTitle(game),
            HelpPage::RemoteKeys => Msg::RemoteKeysTitle,
        }
    }

    /// The page's text, one paragraph per line, in `locale`, if its words have arrived.
    fn text(self, locale: crate::i18n::Locale) -> Option<String> {
        match self {
            HelpPage::Rules(game) => files::rules(locale, game),
            HelpPage::RemoteKeys => files::remote_keys(locale),
        }
    }

    fn place(self) -> Place {
        match self {
            HelpPage::Rules(game) => Place::of_game(game),
            HelpPage::RemoteKeys => Place::Remote,
        }
    }
}

/// A line of a help page's text. A line starting `@keys` is the button that opens the keys'
/// page, the rest of the line its label; another starting `@<name>` is a figure, the game's
/// diagram `<name>` above the rest of the line, its caption; any other line is a paragraph.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Line<'a> {
    Paragraph(&'a str),
    Figure { name: &'a str, caption: &'a str },
    Keys(&'a str),
}

impl Line<'_> {
    pub fn read(line: &str) -> Line<'_> {
        match line.strip_prefix('@').and_then(|marked| marked.split_once(' ')) {
            Some(("keys", label)) => Line::Keys(label),
            Some((name, caption)) => Line::Figure { name, caption },
            None => Line::Paragraph(line),
        }
    }
}

/// A game's rules page, opened while `open`.
#[component]
pub fn RulesDialog(open: RwSignal<bool>, game: GameKind) -> impl IntoView {
    view! { <HelpDialog open=open page=HelpPage::Rules(game) /> }
}

/// The page on this device's keys in remote play, opened while `open`.
#[component]
pub fn RemoteKeysDialog(open: RwSignal<bool>) -> impl IntoView {
    view! { <HelpDialog open=open page=HelpPage::RemoteKeys /> }
}

/// A button named `label` that opens the page on this device's keys.
#[component]
pub fn RemoteKeysButton(#[prop(into)] label: String) -> impl IntoView {
    let open = RwSignal::new(false);
    view! {
        <button type="button" class="link-button" data-testid="remote-keys" on:click=move |_| open.set(true)>{label}</button>
        <RemoteKeysDialog open=open />
    }
}

/// "How to play": a button that opens the game's rules over the screen it is on (a shelf card, a
/// new-game form), so that they are read without starting a game; closing them leaves the screen
/// as it was.
#[component]
pub fn HowToPlay(game: GameKind) -> impl IntoView {
    let open = RwSignal::new(false);
    view! {
        <button type="button" class="how-to-play" data-testid=format!("how-to-play-{}", game.name()) on:click=move |_| open.set(true)>
            {t(Msg::HowToPlay)}
        </button>
        <RulesDialog open=open game=game />
    }
}

/// A help page, one paragraph or figure per line of its text: "Loading" until its chunk and its
/// language's file have arrived, and if either does not, why, with a button that asks again.
#[component]
fn HelpDialog(open: RwSignal<bool>, page: HelpPage) -> impl IntoView {
    let text = move || part_on_demand(move || help_text(page), Msg::RulesLoading, Msg::RulesNotLoaded);
    let (title_id, test_id, text_id) = match page {
        HelpPage::Rules(_) => ("rules-title", "rules-dialog", "rules-text"),
        HelpPage::RemoteKeys => ("remote-keys-title", "remote-keys-dialog", "remote-keys-text"),
    };
    view! {
        <Show when=move || open.get()>
            <Modal labelled_by=title_id test_id=test_id on_close=Callback::new(move |()| open.set(false))>
                // The focus starts on the heading, so the page opens at its top rather than
                // scrolled down to the Close button at its end.
                <h2 id=title_id tabindex="-1" autofocus>{t(page.title())}</h2>
                <div class="rules-text" data-testid=text_id>{text}</div>
                <form method="dialog">
                    <button class="primary">{t(Msg::Close)}</button>
                </form>
            </Modal>
        </Show>
    }
}

#[wasm_split(rules, wasm_split_path = ::leptos::wasm_split, fallible)]
fn help_text(page: HelpPage) -> Result<AnyView, NotLoaded> {
    Ok(view! { <HelpText page=page /> }.into_any())
}

/// The page in the language in use, once its words have arrived.
#[component]
fn HelpText(page: HelpPage) -> impl IntoView {
    let text = LocalResource::new(move || async move {
        let locale = locale();
        files::load(locale, &[page.place()]).await?;
        page.text(locale).ok_or(NotLoaded)
    });
    let lines = move || {
        Suspend::new(async move {
            match text.await {
                Ok(text) => text
                    .lines()
                    .map(|line| help_line(page, Line::read(line)))
                    .collect_view()
                    .into_any(),
                Err(NotLoaded) => {
                    let retry = Callback::new(move |()| text.refetch());
                    view! { <PartNotLoaded reason=Msg::RulesNotLoaded retry=retry /> }.into_any()
                }
            }
        })
    };
    view! { <Suspense fallback=|| waiting_for(Msg::RulesLoading)>{lines}</Suspense> }
}

/// A line of `page` drawn: a figure's diagram is its game's (`GameViews::rules_diagram`).
fn help_line(page: HelpPage, line: Line) -> AnyView {
    match (line, page) {
        (Line::Figure { name, caption }, HelpPage::Rules(game)) => {
            let diagram = (super::game_views().rules_diagram)(game, name);
            view! {
                <figure class="rules-diagram" data-testid="rules-diagram" data-diagram=name.to_string()>
                    {diagram}
                    <figcaption>{caption.to_string()}</figcaption>
                </figure>
            }
            .into_any()
        }
        (Line::Keys(label), _) => {
            view! { <div class="keys-page"><RemoteKeysButton label=label.to_string() /></div> }.into_any()
        }
        (Line::Paragraph(text) | Line::Figure { caption: text, .. }, _) => {
            view! { <p>{text.to_string()}</p> }.into_any()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Line;
    use crate::i18n::files::{self, Place, REMOTE_KEYS_PAGE};
    use crate::i18n::phrase::Phrase;
    use crate::i18n::Locale;
    use gameshelf_engine::common::record::GameKind;

    /// The marks of a page's lines: each figure's diagram, and `keys` for the keys' button,
    /// sorted.
    fn marks(text: &str) -> Vec<&str> {
        let mut marks: Vec<&str> = text
            .lines()
            .filter_map(|line| match Line::read(line) {
                Line::Figure { name, .. } => Some(name),
                Line::Keys(_) => Some("keys"),
                Line::Paragraph(_) => None,
            })
            .collect();
        marks.sort_unstable();
        marks
    }

    /// Every language's rules of a game show each diagram the game draws, once, and the button
    /// to the page on remote play's keys; that page is in every language, with no marks.
    #[test]
    fn every_language_s_rules_show_each_diagram_and_the_keys_page() {
        let mut faults = Vec::new();
        for locale in Locale::ALL {
            for game in GameKind::ALL {
                let mut expected = crate::games::rules_diagram_names(game).to_vec();
                expected.push("keys");
                expected.sort_unstable();
                let rules =
                    files::compiled(locale)(&Phrase::new(crate::games::rules_id(game))).unwrap_or_default();
                if marks(&rules) != expected {
                    faults.push(format!(
                        "{locale:?} {game:?}: {:?}, not {expected:?}",
                        marks(&rules)
                    ));
                }
            }
            let keys = files::compiled_place(Place::Remote, locale)(&Phrase::new(REMOTE_KEYS_PAGE));
            if keys
                .as_deref()
                .is_none_or(|keys| keys.trim().is_empty() || !marks(keys).is_empty())
            {
                faults.push(format!("{locale:?}: the keys' page is missing or marked"));
            }
        }
        assert!(faults.is_empty(), "{}", faults.join("\n"));
    }

    #[test]
    fn a_line_is_a_paragraph_a_figure_or_the_keys_button() {
        assert_eq!(
            Line::read("Black moves first."),
            Line::Paragraph("Black moves first.")
        );
        assert_eq!(
            Line::read("@sumito-3-2 Three push two."),
            Line::Figure {
                name: "sumito-3-2",
                caption: "Three push two."
            }
        );
        assert_eq!(
            Line::read("@keys This device's keys"),
            Line::Keys("This device's keys")
        );
        // A lone mark with no words is no figure.
        assert_eq!(Line::read("@keys"), Line::Paragraph("@keys"));
    }
}
