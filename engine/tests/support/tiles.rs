//! Helpers for the games with hidden tiles, Abaku and Summy, which answer these alike.

use gameshelf_engine::robot::{Arena, Choice, Thinking};
use gameshelf_engine::{abaku, summy};
use proptest::prelude::{prop_assert_eq, TestCaseError};

/// What the hidden-tiles checks ask of a tile game besides `Arena`.
pub trait HidesTiles: Arena<Move: PartialEq + std::fmt::Debug> + Sized {
    type View: PartialEq + std::fmt::Debug;
    /// What the seat to move is shown.
    fn seat_view(&self) -> Self::View;
    /// The same game with the tiles the seat to move cannot see dealt anew from `seed`.
    fn redealt(&self, seed: u64) -> Self;
    fn robot(view: &Self::View, thinking: &Thinking) -> Choice<Self::Move>;
    /// A seat's rack, as text to compare, and how many tiles are left to draw.
    fn hidden(&self, seat: usize) -> (String, usize);
}

macro_rules! hides_tiles {
    ($game:ident, $left_to_draw:ident) => {
        impl HidesTiles for $game::Game {
            type View = $game::game::View;
            fn seat_view(&self) -> Self::View {
                self.view()
            }
            fn redealt(&self, seed: u64) -> Self {
                self.with_hidden_shuffled(seed)
            }
            fn robot(view: &Self::View, thinking: &Thinking) -> Choice<$game::Move> {
                $game::robot::choose(view, thinking)
            }
            fn hidden(&self, seat: usize) -> (String, usize) {
                let position = self.position();
                (
                    format!("{:?}", position.rack(seat)),
                    position.$left_to_draw(),
                )
            }
        }
    };
}
hides_tiles!(abaku, bag_len);
hides_tiles!(summy, stock_len);

/// Dealing the hidden tiles anew changes nothing the seat to move is shown.
pub fn check_redealt_views<G: HidesTiles>(game: &G) -> Result<(), TestCaseError> {
    for shuffle in 0..3 {
        prop_assert_eq!(game.redealt(shuffle).seat_view(), game.seat_view());
    }
    Ok(())
}
