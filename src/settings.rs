//! The players' settings and the forms' choices as plain data: what each choice is, its name in
//! storage or in the page, and what it means. The translations word them and the screens apply
//! them, so this sits below both (`i18n`, `preferences`, `robots` and the forms import it; it
//! imports none of them).

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Theme {
    /// As the system's colour scheme says, and changes with it (CSS `light-dark()`).
    System,
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    pub fn tag(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub fn from_tag(tag: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|theme| theme.tag() == tag)
    }
}

/// How fast robots' moves follow one another: at least this long from one to the next, so that
/// each can be seen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Speed {
    Slow,
    Normal,
    Fast,
}

impl Speed {
    pub const ALL: [Speed; 3] = [Speed::Slow, Speed::Normal, Speed::Fast];

    pub fn pause_ms(self) -> f64 {
        match self {
            Speed::Slow => 2000.0,
            Speed::Normal => 700.0,
            Speed::Fast => 0.0,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
        }
    }
}

/// Where a two-player game starts: a layout's start, a position pasted in PlayStrategy's
/// notation, or the end of a move list pasted in Aba-Pro's, played from a layout.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StartSource {
    Layout,
    Position,
    MoveList,
}

impl StartSource {
    pub fn name(self) -> &'static str {
        match self {
            StartSource::Layout => "layout",
            StartSource::Position => "position",
            StartSource::MoveList => "move-list",
        }
    }
}
