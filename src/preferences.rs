//! The two settings every screen offers: the language, and a light or dark theme. Both are
//! settings of this browser: the first visit follows the browser's languages and the system's
//! colour scheme, and a choice is remembered.

use crate::i18n::{locale, set_locale, t, Locale, Msg};
use crate::settings::Theme;
use crate::storage::{self, Setting};
use leptos::prelude::*;

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
    theme: RwSignal<Theme>,
}

impl Preferences {
    /// The remembered choices, or the browser's languages and the system's theme.
    pub fn load() -> Preferences {
        let language = storage::setting(Setting::Language)
            .and_then(|tag| Locale::from_tag(&tag))
            .unwrap_or_else(browser_language);
        let theme = storage::setting(Setting::Theme)
            .and_then(|tag| Theme::from_tag(&tag))
            .unwrap_or(Theme::System);
        show_language(language);
        apply_theme(theme);
        Preferences {
            language: RwSignal::new(language),
            theme: RwSignal::new(theme),
        }
    }

    fn choose_language(self, language: Locale) {
        storage::set_setting(Setting::Language, language.tag());
        show_language(language);
        self.language.set(language);
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

/// Speaks `language` and tells the document, for screen readers' voices and hyphenation.
fn show_language(language: Locale) {
    set_locale(language);
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
                <select data-testid="language" on:change=move |event| {
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
    }
}
