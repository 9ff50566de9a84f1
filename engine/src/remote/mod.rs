//! Play at a distance with no server (issue 20, docs/remote-play.md). So far: the deal, with which
//! devices that do not trust one another share out hidden tiles so that each player alone learns
//! their own, and every device can check the whole deal at the end; and the links, signed
//! messages that each device takes only in their game's order.
//!
//! Behind the `remote` feature: the page's bundle carries none of this cryptography until a
//! screen uses it.

pub mod deal;
pub mod link;
