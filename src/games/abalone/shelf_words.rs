//! What the app says of Abalone outside its screens: its blurb on the shelf, its robots' time
//! note, and why the rules refuse a move (the library words a save that cannot be replayed).
//! The words are in `locales/shelf/<tag>.ftl`, which build.rs compiles into the code they load
//! with: English's into the app's own, each other language's into its chunk of words, since the
//! shelf and the library speak them before any screen's words have arrived.

use crate::i18n::phrase::Phrase;
use gameshelf_engine::abalone::RuleError;

pub fn blurb() -> Phrase {
    Phrase::new("abalone-blurb")
}

pub fn robot_time_note() -> Option<Phrase> {
    Some(Phrase::new("abalone-robot-time-note"))
}

/// What a shared game going on reveals: nothing, in a game with no hidden tiles.
pub fn reveals() -> Option<Phrase> {
    None
}

/// Why the rules refuse a move, to follow "Not allowed:".
pub fn rule(error: &RuleError) -> Phrase {
    match error {
        RuleError::GameOver => Phrase::new("abalone-rule-game-over"),
        RuleError::NoMarble { cell } => Phrase::new("abalone-rule-no-marble").text("cell", cell.to_string()),
        RuleError::NotYourMarble { cell } => {
            Phrase::new("abalone-rule-not-your-marble").text("cell", cell.to_string())
        }
        RuleError::PartnerTrails { cell } => {
            Phrase::new("abalone-rule-partner-trails").text("cell", cell.to_string())
        }
        RuleError::NoMarbleOfYours => Phrase::new("abalone-rule-no-marble-of-yours"),
        RuleError::CannotPushPartner => Phrase::new("abalone-rule-cannot-push-partner"),
        RuleError::NotALine => Phrase::new("abalone-rule-not-a-line"),
        RuleError::TooManyMarbles => Phrase::new("abalone-rule-too-many-marbles"),
        RuleError::OffTheBoard => Phrase::new("abalone-rule-off-the-board"),
        RuleError::OwnMarbleInTheWay => Phrase::new("abalone-rule-own-marble-in-the-way"),
        RuleError::SingleMarbleCannotPush => Phrase::new("abalone-rule-single-marble-cannot-push"),
        RuleError::NoSumito { pushers, defenders } => Phrase::new("abalone-rule-no-sumito")
            .number("pushers", *pushers)
            .number("defenders", *defenders)
            .flag("equal", pushers == defenders),
        RuleError::OwnMarbleBlocksPush => Phrase::new("abalone-rule-own-marble-blocks-push"),
        RuleError::SideStepCannotPush => Phrase::new("abalone-rule-side-step-cannot-push"),
        RuleError::NotASideStep => Phrase::new("abalone-rule-not-a-side-step"),
    }
}

/// One of every rule error, with values that reach each of its words' forms.
#[cfg(test)]
pub fn sample_errors() -> Vec<RuleError> {
    use gameshelf_engine::abalone::Cell;
    let cell: Cell = "e5".parse().expect("a cell");
    vec![
        RuleError::GameOver,
        RuleError::NoMarble { cell },
        RuleError::NotYourMarble { cell },
        RuleError::PartnerTrails { cell },
        RuleError::NoMarbleOfYours,
        RuleError::CannotPushPartner,
        RuleError::NotALine,
        RuleError::TooManyMarbles,
        RuleError::OffTheBoard,
        RuleError::OwnMarbleInTheWay,
        RuleError::SingleMarbleCannotPush,
        RuleError::NoSumito {
            pushers: 2,
            defenders: 2,
        },
        RuleError::NoSumito {
            pushers: 2,
            defenders: 3,
        },
        RuleError::OwnMarbleBlocksPush,
        RuleError::SideStepCannotPush,
        RuleError::NotASideStep,
    ]
}
