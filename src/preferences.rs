//! The two settings every screen offers: the language, and a light or dark theme. Both are
//! settings of this browser: the first visit follows the browser's languages and the system's
//! colour scheme, and a choice is remembered.

use crate::i18n::{locale, speak, t, Locale, Msg};
use crate::settings::Theme;
use crate::storage::{self, Setting};
use leptos::prelude::*;
use leptos::task::spawn_local;

/// Sets `html[data-theme]`, which the stylesheet reads; none for the system's.
fn apply_theme(theme: Theme) {
    let Some(root) = document().document_element() else {
        return;
    };
    let _ = match theme {
        Theme::System => root.remove_attribute("data-theme"),
        chosen => root.set_attribute("data-theme", chosen.tag()),
    };
}

/// The language and theme in use. The app draws its screens again when the language changes,
/// since every text is worded when it is drawn.
#[derive(Clone, Copy)]
pub struct Preferences {
    pub language: RwSignal<Locale>,
    /// A language chosen whose words did not arrive, so the app goes on in `language`.
    unavailable: RwSignal<Option<Locale>>,
    theme: RwSignal<Theme>,
}

/// The language chosen on this browser, or else the first of the browser's languages that the
/// app speaks: `main` has the app speak it before drawing anything.
pub fn chosen_language() -> Locale {
    storage::setting(Setting::Language)
        .and_then(|tag| Locale::from_tag(&tag))
        .unwrap_or_else(browser_language)
}

impl Preferences {
    /// The remembered choices, or the browser's languages and the system's theme.
    pub fn load() -> Preferences {
        let chosen = chosen_language();
        let theme = storage::setting(Setting::Theme)
            .and_then(|tag| Theme::from_tag(&tag))
            .unwrap_or(Theme::System);
        show_language(locale());
        apply_theme(theme);
        Preferences {
            language: RwSignal::new(locale()),
            unavailable: RwSignal::new((chosen != locale()).then_some(chosen)),
            theme: RwSignal::new(theme),
        }
    }

    /// Speaks `language` once its words have arrived; until then, and if they never do, the
    /// screen stays as it is.
    fn choose_language(self, language: Locale) {
        spawn_local(async move {
            if speak(language).await.is_err() {
                self.unavailable.set(Some(language));
                return;
            }
            storage::set_setting(Setting::Language, language.tag());
            crate::offline::keep_language(language);
            show_language(language);
            self.unavailable.set(None);
            self.language.set(language);
        });
    }

    fn choose_theme(self, theme: Theme) {
        storage::set_setting(Setting::Theme, theme.tag());
        apply_theme(theme);
        self.theme.set(theme);
    }
}

fn browser_language() -> Locale {
    let tags: Vec<String> = window()
        .navigator()
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect();
    Locale::preferred(tags.iter().map(String::as_str))
}

/// Tells the document the language spoken, for screen readers' voices and hyphenation.
fn show_language(language: Locale) {
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute("lang", language.tag());
    }
}

/// The language and theme pickers, at the top of every screen.
#[component]
pub fn PreferencesBar() -> impl IntoView {
    let preferences = expect_context::<Preferences>();
    let languages = Locale::ALL.map(|language| {
        view! {
            <option value=language.tag() lang=language.tag() selected=language == locale()>
                {language.endonym()}
            </option>
        }
    });
    let themes = Theme::ALL.map(|theme| {
        view! {
            <option value=theme.tag() selected=move || preferences.theme.get() == theme>
                {t(Msg::ThemeName(theme))}
            </option>
        }
    });
    view! {
        <nav class="preferences" aria-label=t(Msg::Preferences)>
            <label>
                <span>{t(Msg::Language)}</span>
                // Back to the language spoken when a choice's words did not arrive.
                <select data-testid="language" prop:value=move || preferences.unavailable.with(|_| locale().tag()) on:change=move |event| {
                    if let Some(language) = Locale::from_tag(&event_target_value(&event)) {
                        preferences.choose_language(language);
                    }
                }>{languages}</select>
            </label>
            <label>
                <span>{t(Msg::ThemeTitle)}</span>
                <select data-testid="theme" on:change=move |event| {
                    if let Some(theme) = Theme::from_tag(&event_target_value(&event)) {
                        preferences.choose_theme(theme);
                    }
                }>{themes}</select>
            </label>
        </nav>
        <LanguageUnavailable preferences=preferences />
    }
}

/// Says that a language chosen did not arrive, and offers to fetch it again.
#[component]
fn LanguageUnavailable(preferences: Preferences) -> impl IntoView {
    move || {
        preferences.unavailable.get().map(|language| {
            view! {
                <p class="notice warning" role="alert" data-testid="language-unavailable">
                    {t(Msg::LanguageNotLoaded(language))}
                    " "
                    <button on:click=move |_| preferences.choose_language(language)>{t(Msg::TryAgain)}</button>
                </p>
            }
        })
    }
}
