//! A device that deviates on purpose (issue 55, §8): each test drives a real session by links,
//! one seat's app changed to cheat at one step, and asserts that an honest device refuses the
//! step itself, naming the seat, before it sends any key.

mod keys;
mod shuffle;
