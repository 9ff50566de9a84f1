//! The game in progress and the seat's view that Abaku and Summy declare alike
//! (`game_and_view!`).

/// Declares a tile game's `Game` (its setup, start draw, position and turn log, of the module's
/// `Setup`, `StartDraw`, `Position`, `Move` and `Scored`) and its `View`, what a seat may know and
/// nothing else: the fields every tile game's view has (the board, the scores, the
/// seat, the seat count, its rack and the tiles `$tile` it has not seen, which the attributes
/// before the braces say), then the game's own in the braces, and the unseen tiles' tally.
macro_rules! game_and_view {
    ($board:ty, $tile:ty, $(#[$unseen:meta])* { $($own:tt)* }) => {
        /// What a seat may know, and nothing else: the seat to move's, for its robot, or the
        /// player holding the device's, for the unseen-tiles tracker.
        #[derive(Clone, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
        pub struct View {
            pub board: $board,
            /// Every seat's points scored in play so far.
            pub scores: Vec<$crate::game::Score>,
            /// The seat whose view this is.
            pub seat: usize,
            pub seat_count: usize,
            /// The seat's own rack.
            #[serde(with = "crate::common::words::packed")]
            pub rack: Vec<$tile>,
            $(#[$unseen])*
            #[serde(with = "crate::common::words::packed")]
            pub unseen: Vec<$tile>,
            $($own)*
        }

        impl View {
            /// The unseen tiles by kind, with how many of each: see [`tiles::tally`].
            pub fn unseen_tally(&self) -> Vec<($tile, usize)> {
                $crate::tiles::tally(&self.unseen)
            }
        }

        #[derive(Clone, Debug)]
        pub struct Game {
            setup: Setup,
            start: StartDraw,
            position: Position,
            log: $crate::tiles::TurnLog<Position, Move, Scored>,
        }
    };
}
pub(crate) use game_and_view;
