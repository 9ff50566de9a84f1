//! What every game shares.

pub mod record;
