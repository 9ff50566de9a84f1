//! The Gameshelf rule engine: every rule, legal move, score, notation and game record, with no
//! web dependency. The app and the command line only ask it.

pub mod common;
/// Behind `remote`: the link targets read remote play's links, and a backup may carry a game at a
/// distance.
#[cfg(feature = "remote")]
pub mod fuzz;
pub mod game;
pub mod lessons;
#[cfg(feature = "remote")]
pub mod remote;
pub mod robot;
pub mod saved;
pub mod tiles;

/// Every game on the shelf, in the order the shelf shows them: its [`GameKind`](common::record::GameKind)
/// variant, its module (also its name in records and addresses) and its name as on its box.
/// This is the one place a game is registered: `games!(callback!)` hands the list to a
/// macro, which writes whatever is per game (the kinds, [`AnyGame`](game::AnyGame), the app's
/// and the command line's dispatch), and `games!(callback! extra tokens)` hands it `(extra
/// tokens)` first.
#[macro_export]
macro_rules! games {
    ($($callback:ident)::+ ! $($extra:tt)*) => {
        $($callback)::+! { ($($extra)*)
            Abalone abalone "Abalone",
            Abaku abaku "Abaku",
            Summy summy "Summy",
            Addique addique "Addique",
        }
    };
}

macro_rules! declare_game_modules {
    (() $($kind:ident $module:ident $title:literal,)*) => {
        $(pub mod $module;)*
    };
}
games!(declare_game_modules!);
