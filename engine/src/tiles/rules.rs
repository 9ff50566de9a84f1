//! The refusals of a placement that Abaku and Summy share (`rule_error!`).

/// Declares a tile game's `RuleError`, the rule a turn breaks: the refusals every game laying
/// rack tiles `$tile` on a square board shares, then the game's own in the braces, and its
/// `Display` (the command line's English; the app translates them), which words the shared ones
/// here, `$rack_size` tiles at most in a turn, and leaves the rest to the game's `own_words`.
macro_rules! rule_error {
    ($tile:ty, $rack_size:expr, { $($own:tt)* }) => {
        /// The rule a turn breaks. The app translates these; `Display` is the command line's
        /// English.
        #[derive(Clone, PartialEq, Eq, Debug)]
        pub enum RuleError {
            GameOver,
            NoTiles,
            TooManyTiles,
            OffBoard($crate::tiles::Square),
            SquareTaken($crate::tiles::Square),
            SameSquareTwice($crate::tiles::Square),
            NotInRack($tile),
            NotInOneLine,
            /// The tiles leave this square empty between them.
            Gap($crate::tiles::Square),
            NotConnected,
            ExchangeCount,
            $($own)*
        }

        impl std::fmt::Display for RuleError {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self {
                    RuleError::GameOver => write!(f, "the game is over"),
                    RuleError::NoTiles => write!(f, "no tile is placed"),
                    RuleError::TooManyTiles => write!(f, "at most {} tiles are placed in a turn", $rack_size),
                    RuleError::OffBoard(square) => write!(f, "{square} is not on the board"),
                    RuleError::SquareTaken(square) => write!(f, "{square} already holds a tile"),
                    RuleError::SameSquareTwice(square) => write!(f, "two tiles are placed on {square}"),
                    RuleError::NotInRack(tile) => write!(f, "the rack holds no {tile} to place"),
                    RuleError::Gap(square) => write!(f, "the tiles leave a gap at {square}"),
                    RuleError::NotConnected => write!(f, "the tiles must join the tiles on the board"),
                    own => own.own_words(f),
                }
            }
        }
    };
}
pub(crate) use rule_error;
