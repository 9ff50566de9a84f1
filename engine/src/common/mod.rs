//! What every game shares.

pub mod backup;
pub mod bag;
pub mod record;
pub mod words;
