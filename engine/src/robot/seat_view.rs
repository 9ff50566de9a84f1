//! One seat's view of a tile game as the robots' worker is sent it: in a game dealt at a
//! distance no device holds the record (no one knows the deck), but each holds its own seat's
//! view, and the robots choose from nothing else.

use super::service::GAME_OVER;
use super::{Choice, Thinking};
use crate::{abaku, addique, summy};
use serde::{Deserialize, Serialize};

/// One seat's view of a tile game, which a robot reads where no device holds the game's record
/// (a game dealt at a distance).
///
/// Externally tagged (`{"summy": {...}}`): an internally tagged enum would bring serde's
/// buffering code into the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatView {
    Abaku(abaku::View),
    Summy(summy::View),
    Addique(addique::View),
}

impl SeatView {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a view is plain data")
    }

    /// The robot's move for the view's seat in the game's notation (`Move`'s `Display`, which
    /// the game's `FromStr` reads back). A tile game's seat can always pass or exchange; only an
    /// Addique seat with an empty hand, once the game is over, has no move.
    pub fn choose(&self, thinking: &Thinking) -> Result<Choice<String>, String> {
        Ok(match self {
            SeatView::Abaku(view) => abaku::robot::choose(view, thinking).in_notation(),
            SeatView::Summy(view) => summy::robot::choose(view, thinking).in_notation(),
            SeatView::Addique(view) if view.hand.is_empty() => return Err(GAME_OVER.into()),
            SeatView::Addique(view) => addique::robot::choose(view, thinking).in_notation(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::robot::{native_clock, Level};

    fn players() -> Vec<String> {
        vec!["Eva".into(), "Adam".into()]
    }

    fn summy_view() -> SeatView {
        SeatView::Summy(summy::Game::new(summy::Setup::new(players(), 2)).view())
    }

    /// Why `view`'s JSON with `written` replaced by `instead` is refused.
    fn refusal(view: &SeatView, written: &str, instead: &str) -> String {
        let json = view.to_json();
        assert!(json.contains(written), "{written} is not in {json}");
        let altered = json.replacen(written, instead, 1);
        match serde_json::from_str::<SeatView>(&altered) {
            Ok(read) => panic!("{altered} was read as {read:?}"),
            Err(error) => error.to_string(),
        }
    }

    #[test]
    fn a_view_is_tagged_with_its_game_and_writes_its_board_in_notation() {
        let json = summy_view().to_json();
        assert!(
            json.starts_with(r#"{"summy":{"board":{"size":25,"tiles":"M13==","caps":""}"#),
            "{json}"
        );
    }

    #[test]
    fn a_board_or_rack_that_no_game_could_hold_is_refused_saying_why() {
        let summy = summy_view();
        let abaku = SeatView::Abaku(abaku::Game::new(abaku::Setup::new(players(), 2)).view());
        let addique_view = addique::Game::new(addique::Setup::new(players(), 2)).view();
        let centre = addique_view.table.pieces()[0].0;
        let addique = SeatView::Addique(addique_view);
        let cases = [
            (
                &summy,
                r#""size":25"#,
                r#""size":24"#,
                "a board's side is odd and at most 25, not 24",
            ),
            (
                &summy,
                r#""caps":"""#,
                r#""caps":"Z1""#,
                "`Z1` is not a square such as H8",
            ),
            (
                &abaku,
                r#""tiles":"""#,
                r#""tiles":"H8=1 Y25=7""#,
                "Y25 is off the 15x15 board",
            ),
            (&summy, "M13==", "M13=?", "`?` is not a tile"),
            (&abaku, r#""tiles":"""#, r#""tiles":"H8=*""#, "`*` is not a tile"),
            (&abaku, r#""rack":""#, r#""rack":"a"#, "`a` is not a tile"),
            (
                &addique,
                r#""hand":""#,
                r#""hand":"9999 "#,
                r#""9999" is not four digits 1-8"#,
            ),
        ];
        for (view, written, instead, why) in cases {
            let refused = refusal(view, written, instead);
            assert!(refused.contains(why), "{instead}: {refused}");
        }
        let twice = refusal(
            &addique,
            &format!("{centre}@0,0"),
            &format!("{centre}@0,0 {centre}@1,1"),
        );
        assert!(
            twice.contains(&format!("{centre}@1,1: {centre} is already on the table")),
            "{twice}"
        );
    }

    #[test]
    fn an_addique_seat_with_an_empty_hand_has_no_move() {
        let mut view = addique::Game::new(addique::Setup::new(players(), 2)).view();
        view.hand.clear();
        let thinking = Thinking::new(Level::Easy, 10, 1, native_clock);
        assert_eq!(
            SeatView::Addique(view).choose(&thinking),
            Err(GAME_OVER.to_string())
        );
    }
}
