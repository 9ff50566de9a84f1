//! What the app says of Abalone outside its screens: its blurb on the shelf, its robots' time
//! note, and why the rules refuse a move (the library words a save that cannot be replayed); and
//! what its form and screen say in the shelf's words ([`ShelfSays`]): the layouts, the seats.
//! The words are in `locales/shelf/<tag>.ftl`, which build.rs compiles into the code they load
//! with: English's into the app's own, each other language's into its chunk of words, since the
//! shelf and the library speak them before any screen's words have arrived.

use crate::i18n::phrase::Phrase;
use crate::i18n::Msg;
use gameshelf_engine::abalone::{Layout, RuleError, Seat};

/// What Abalone's form and screen say in the words of the shelf's files.
#[derive(Clone, PartialEq, Debug)]
pub enum ShelfSays {
    LayoutName(Layout),
    /// The label of a seat's name field.
    PlayerName(Seat),
    SeatColour(Seat),
    /// "Not allowed:" and the rule a move breaks.
    Illegal(RuleError),
}

impl ShelfSays {
    pub fn phrase(&self) -> Phrase {
        match self {
            ShelfSays::LayoutName(layout) => Phrase::new(layout_id(*layout)),
            ShelfSays::PlayerName(seat) => Phrase::new("player-name").text("seat", seat_key(*seat)),
            ShelfSays::SeatColour(seat) => Phrase::new("seat-colour").text("seat", seat_key(*seat)),
            ShelfSays::Illegal(error) => Phrase::new("illegal").phrase("rule", rule(error)),
        }
    }

    /// One of each, with values that reach each of its words' forms.
    #[cfg(test)]
    pub fn samples() -> Vec<ShelfSays> {
        let mut said: Vec<ShelfSays> = Layout::ALL.into_iter().map(ShelfSays::LayoutName).collect();
        for seat in (0..4).filter_map(Seat::new) {
            said.extend([ShelfSays::PlayerName(seat), ShelfSays::SeatColour(seat)]);
        }
        said.extend([
            ShelfSays::Illegal(RuleError::SingleMarbleCannotPush),
            ShelfSays::Illegal(RuleError::NoSumito {
                pushers: 2,
                defenders: 2,
            }),
        ]);
        said
    }
}

impl From<ShelfSays> for Msg {
    fn from(says: ShelfSays) -> Msg {
        Msg::ShelfPhrase(says.phrase())
    }
}

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

fn seat_key(seat: Seat) -> &'static str {
    ["black", "white", "blue", "red"][seat.index()]
}

fn layout_id(layout: Layout) -> &'static str {
    match layout {
        Layout::Standard => "layout-standard",
        Layout::BelgianDaisy => "layout-belgian-daisy",
        Layout::GermanDaisy => "layout-german-daisy",
        Layout::DutchDaisy => "layout-dutch-daisy",
        Layout::SwissDaisy => "layout-swiss-daisy",
        Layout::AlienAttack => "layout-alien-attack",
        Layout::TheWall => "layout-the-wall",
        Layout::Checkerboard => "layout-checkerboard",
        Layout::Star => "layout-star",
        Layout::Duel => "layout-duel",
        Layout::Snakes => "layout-snakes",
        Layout::Fujiyama => "layout-fujiyama",
        Layout::Domination => "layout-domination",
        Layout::Infiltration => "layout-infiltration",
        Layout::FaceToFace => "layout-face-to-face",
        Layout::ThreePlayer => "layout-three-players",
        Layout::FourPlayer => "layout-four-players",
    }
}
