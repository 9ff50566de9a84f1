//! English.

use super::Msg;
use crate::storage::ReadError;
use gameshelf_engine::abalone::{Ending, Layout, Seat, TurnOrder};
use gameshelf_engine::common::record::RecordError;

pub fn text(msg: &Msg) -> String {
    match msg {
        Msg::AppName => "Gameshelf".into(),
        Msg::Tagline => "Tabletop games for one screen, saved as you play.".into(),
        Msg::Shelf => "The shelf".into(),
        Msg::NewGame => "New game".into(),
        Msg::Abalone => "Abalone".into(),
        Msg::AbaloneBlurb => {
            "Push six opposing marbles off the hexagonal board. Two players, three, or four in two teams.".into()
        }
        Msg::SavedGames => "Saved games".into(),
        Msg::NoSavedGames => "No saved games yet. Start one from the shelf.".into(),
        Msg::Resume => "Resume".into(),
        Msg::Review => "Review".into(),
        Msg::Delete => "Delete".into(),
        Msg::ConfirmDelete => "Delete this game for good?".into(),
        Msg::Yes => "Yes, delete".into(),
        Msg::No => "Keep it".into(),
        Msg::InProgress => "In progress".into(),
        Msg::MoveCount(n) if *n == 1 => "1 move".into(),
        Msg::MoveCount(n) => format!("{n} moves"),
        Msg::ToMoveNamed(name) => format!("{name} to move"),
        Msg::WonBy(names) if names.len() == 1 => format!("{} won", names[0]),
        Msg::WonBy(names) => format!("{} won", and(names)),
        Msg::Versus(names) => names.join(" vs "),
        Msg::LastPlayed(date) => format!("Last played {date}"),
        Msg::Layout => "Start layout".into(),
        Msg::LayoutName(layout) => match layout {
            Layout::Standard => "Standard",
            Layout::BelgianDaisy => "Belgian daisy",
            Layout::GermanDaisy => "German daisy",
            Layout::ThreePlayer => "Three players",
            Layout::FourPlayer => "Four players",
        }
        .into(),
        Msg::Players => "Players".into(),
        Msg::PlayerCount(count) => match count {
            2 => "Two".into(),
            3 => "Three".into(),
            _ => "Four, in two teams".into(),
        },
        Msg::PlayerName(seat) => format!("{} player", seat_colour(*seat)),
        Msg::SeatColour(seat) => seat_colour(*seat).into(),
        Msg::SeatInTeam(seat, team) => format!("{} · team {team}", seat_colour(*seat)),
        Msg::TeamName(team) => format!("Team {team}"),
        Msg::TurnOrderTitle => "Turn order".into(),
        Msg::TurnOrderName(order) => match order {
            TurnOrder::Alternate => "The teams alternate: Black, White, Blue, Red",
            TurnOrder::PartnersConsecutive => "Partners play one after the other: Black, Blue, White, Red",
        }
        .into(),
        Msg::StartGame => "Start game".into(),
        Msg::Back => "Back".into(),
        Msg::Home => "Shelf".into(),
        Msg::Undo => "Undo".into(),
        Msg::Redo => "Redo".into(),
        Msg::Rules => "Rules".into(),
        Msg::Close => "Close".into(),
        Msg::Moves => "Moves".into(),
        Msg::NoMovesYet => "Black moves first.".into(),
        Msg::ToMove => "to move".into(),
        Msg::PushedOff(n) => format!("{n} of 6 pushed off"),
        Msg::Result { ending, timed_out, names, scores } => {
            let scores = scores.iter().map(u8::to_string).collect::<Vec<_>>().join("–");
            let win = match &names[..] {
                [] => format!("a draw, {scores}"),
                [one] => format!("{one} wins {scores}"),
                _ => format!("{} win {scores}", and(names)),
            };
            match ending {
                Ending::SixPushedOff => win,
                Ending::OutOfTime(_) => {
                    let who = timed_out.as_deref().unwrap_or_default();
                    match &names[..] {
                        [] => format!("{who} ran out of time: a draw"),
                        [one] => format!("{who} ran out of time: {one} wins"),
                        _ => format!("{who} ran out of time: {} win", and(names)),
                    }
                }
                Ending::MoveLimit => format!("Move limit reached: {win}"),
                Ending::Repetition => "The same position a third time: a draw".into(),
            }
        }
        Msg::Draw => "Drawn".into(),
        Msg::ClockLeft(millis) => format!("{} seconds left", millis.div_ceil(1000)),
        Msg::Settings => "Settings".into(),
        Msg::Clock => "Clock per player".into(),
        Msg::ClockMinutes(None) => "None".into(),
        Msg::ClockMinutes(Some(minutes)) => format!("{minutes} min"),
        Msg::MoveLimit => "Move limit".into(),
        Msg::MoveLimitChoice(None) => "None".into(),
        Msg::MoveLimitChoice(Some(moves)) => format!("{moves} moves"),
        Msg::DrawByRepetition => "The same position a third time is a draw".into(),
        Msg::TurnBoard => "Turn the board to the player to move, for passing one tablet round the table".into(),
        Msg::ReplayGame => "Replay the game".into(),
        Msg::ViewBoard => "See the board".into(),
        Msg::FirstMove => "First position".into(),
        Msg::PreviousMove => "Previous move".into(),
        Msg::NextMove => "Next move".into(),
        Msg::LastMove => "Latest position".into(),
        Msg::ViewingMove(ply, total) => format!("Viewing move {ply} of {total}"),
        Msg::SelectHint => "Tap or drag across 1–3 of your marbles in a line.".into(),
        Msg::MoveHint => "Tap an arrow or a hole, or drag the marbles, to move.".into(),
        // The engine words its rule errors in English for the command line; other locales
        // translate each variant.
        Msg::Illegal(error) => format!("Not allowed: {error}."),
        Msg::MoveArrow(notation) => format!("Play {notation}"),
        Msg::UnreadableSaves => "Some saved data could not be read".into(),
        Msg::UnreadableSave { key, kept_as, reason } => {
            let reason = read_error(reason);
            format!("The save \"{key}\" could not be read ({reason}). Its data is kept, unchanged, under \"{kept_as}\".")
        }
        Msg::StorageUnavailable => {
            "This browser is not letting Gameshelf store anything, so this game is not being saved. You can keep playing.".into()
        }
        Msg::StorageFull => {
            "The browser's storage is full, so this game is not being saved. You can keep playing; delete old games to make room.".into()
        }
        Msg::GameNotFound => "That game is not on this device.".into(),
        Msg::SaveUnreadable(reason) => format!("That game could not be read: {}.", read_error(reason)),
        Msg::RulesTitle => "Abalone rules".into(),
        Msg::AbaloneRules => ABALONE_RULES.into(),
    }
}

fn seat_colour(seat: Seat) -> &'static str {
    ["Black", "White", "Blue", "Red"][seat.index()]
}

fn and(names: &[String]) -> String {
    match names {
        [first @ .., last] if !first.is_empty() => format!("{} and {last}", first.join(", ")),
        _ => names.concat(),
    }
}

fn read_error(error: &ReadError) -> String {
    match error {
        RecordError::Malformed(detail) => format!("it is not a game record: {detail}"),
        RecordError::UnknownFormat(version) => {
            format!("it was written in format {version}, which this version cannot read")
        }
        RecordError::WrongGame(game) => format!("it is a record of another game ({game:?})"),
        RecordError::InvalidSetup(problem) => format!("its setup is not valid: {problem}"),
        // The engine words rule and notation errors in English.
        RecordError::Move { number, text, reason } => format!("move {number} ({text}): {reason}"),
    }
}

const ABALONE_RULES: &str = "\
Black moves first, then the players take turns.\n\
With three players, each plays alone; with four, Black and Blue play against White and Red, and you may move your partner's \
marbles together with yours: the trailing marble of an in-line move must be yours, and a side-step must include one of yours. \
Three marbles may push two opposing marbles of two different colours. A marble pushed off counts for the player who pushed it; \
with four players the partners' counts add up.\n\
On your turn, move one marble, or a line of two or three of your marbles, one hole in any direction.\n\
In-line: the line moves along its own length. Side-step: the line moves sideways; every hole it moves into must be empty.\n\
Sumito: a line pushes a smaller line of opposing marbles straight in front of it — 2 against 1, 3 against 1 or 3 against 2. \
The pushed marbles need an empty hole or the edge behind them; over the edge they are out of the game.\n\
A single marble never pushes, a side-step never pushes, and 3 against 3 is not a sumito. \
An opposing line with your own marble right behind it cannot be pushed.\n\
You may never move your own marble off the board.\n\
The first player, or team, to push six opposing marbles off wins.\n\
There is no draw in the two-player game: it goes on until one side has pushed off six.\n\
Settings, when chosen: with a clock, each player has the same time, which runs only on their own turn and while the game is \
on screen; running out loses (with three players, the other two compare marbles pushed off, and share the win if level). \
A move limit counts every player's moves together; when it is reached, the player or team with more marbles pushed off wins, \
and level scores are a draw. With the repetition rule, the same position with the same player to move a third time is a draw. \
Undo takes back the move's time too.\n\
On this board, the marbles you select are exactly the marbles that move: if one of your own marbles stands right in front of \
an in-line selection, it is in the way (select it too to move all three).\n\
Notation: an in-line move is the trailing marble's hole then the hole it moves into (A1A2); a side-step is the two end marbles then the hole the first one moves into (C3C5D4). Rows A–I run from Black's side up, diagonals 1–9 from left.";
