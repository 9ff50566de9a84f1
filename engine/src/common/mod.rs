//! What every game shares.

pub mod bag;
pub mod record;
