//! Abaku and Summy dealt at a distance, through the contract every dealt game meets
//! (`tiles::DealtPlay`): one copy a device, fed only what its device would get (its own cards
//! as the others' keys arrive, and each move as its message shows it), against a referee who
//! holds the shuffled deck. Random whole games (placements, the joker and its swaps,
//! exchanges, passes) for every player count check after every turn that all devices agree on
//! what is public, that a move shows as many cards as its body lays on every device, and that
//! each device reads only true cards, of the others' racks none but what every device sees.

use gameshelf_engine::tiles::DealtPlay;
use gameshelf_engine::{abaku, summy};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

type Checked<T = ()> = Result<T, TestCaseError>;

/// A dealt game the test can play at random.
trait RandomMoves: DealtPlay {
    /// A random legal move for the seat to move, from its device, in the record's notation.
    fn random_move(&self, rng: &mut Pcg64Mcg) -> String;
}

/// A placement of `placements` at random, or now and then (or when there is none) an exchange
/// of some of `rack` if `can_exchange` allows as many, or else a pass.
fn tile_move<P: ToString, T: ToString>(
    placements: Vec<P>,
    rack: &[T],
    can_exchange: impl Fn(usize) -> bool,
    rng: &mut Pcg64Mcg,
) -> String {
    let roll = rng.random_range(0..10);
    if let Some(placement) = placements.choose(rng).filter(|_| roll > 1) {
        return placement.to_string();
    }
    let count = rng.random_range(1..=rack.len().max(1));
    if roll > 0 && !rack.is_empty() && can_exchange(count) {
        let given: String = rack[..count].iter().map(ToString::to_string).collect();
        return format!("exchange {given}");
    }
    "pass".into()
}

impl RandomMoves for abaku::DealtGame {
    fn random_move(&self, rng: &mut Pcg64Mcg) -> String {
        let view = self.view();
        let found = abaku::placements(&view.board, view.rules, &view.rack);
        let placements: Vec<String> = found
            .into_iter()
            .map(|(placement, _)| placement.to_string())
            .collect();
        tile_move(placements, &view.rack, |count| count <= view.bag_len, rng)
    }
}

impl RandomMoves for summy::DealtGame {
    fn random_move(&self, rng: &mut Pcg64Mcg) -> String {
        let view = self.view();
        let found = summy::placements(&view.board, &view.rack);
        let placements: Vec<String> = found
            .into_iter()
            .map(|(placement, _)| placement.to_string())
            .collect();
        let rack: Vec<char> = view.rack.iter().map(|tile| tile.symbol()).collect();
        tile_move(placements, &rack, |_| true, rng)
    }
}

/// A game's devices, and the deck only the referee (the test) holds: `deck[position]` is the
/// card dealt there, by its number in the set.
struct Deal<G: DealtPlay> {
    set: Vec<G::Tile>,
    deck: Vec<usize>,
    devices: Vec<G>,
}

impl<G: RandomMoves> Deal<G> {
    fn new(seats: usize, seed: u64) -> Deal<G> {
        let set = G::deck();
        let mut deck: Vec<usize> = (0..set.len()).collect();
        deck.shuffle(&mut Pcg64Mcg::seed_from_u64(seed));
        let round: Vec<(usize, G::Tile)> = deck[..seats].iter().map(|&card| (card, set[card])).collect();
        let players: Vec<String> = (1..=seats).map(|n| format!("P{n}")).collect();
        let setup = serde_json::json!({ "players": players, "seed": 0 }).to_string();
        let devices = (0..seats).map(|seat| G::open(&setup, seat, &round)).collect();
        Deal { set, deck, devices }
    }

    fn tile(&self, position: usize) -> G::Tile {
        self.set[self.deck[position]]
    }

    /// Every key owed to `seat` has come: its device reads each of its cards.
    fn keys_reach(&mut self, seat: usize) {
        let unread = self.devices[seat].hands().unread(seat);
        for position in unread {
            let tile = self.tile(position);
            self.devices[seat]
                .read_own(position, tile)
                .expect("its own card reads");
        }
    }

    /// The seat to move plays a random legal move; every device takes it as its message shows.
    fn turn(&mut self, rng: &mut Pcg64Mcg) -> Checked {
        let seat = self.devices[0].to_move();
        self.keys_reach(seat);
        let text = self.devices[seat].random_move(rng);
        let (body, positions) = self.devices[seat].own_move(&text).map_err(TestCaseError::fail)?;
        let shown: Vec<(usize, G::Tile)> = positions
            .iter()
            .map(|&position| (position, self.tile(position)))
            .collect();
        for device in &mut self.devices {
            prop_assert_eq!(device.lays(&body), Ok(shown.len()), "{}", body);
            let played = device.play_sent(&body, &shown);
            prop_assert!(played.is_ok(), "{}: {:?}", body, played);
        }
        Ok(())
    }

    fn check(&self) -> Checked {
        let first = &self.devices[0];
        for (seat, device) in self.devices.iter().enumerate() {
            prop_assert_eq!(device.to_move(), first.to_move());
            prop_assert_eq!(device.is_over(), first.is_over());
            prop_assert_eq!(device.hands().sizes(), first.hands().sizes());
            prop_assert_eq!(device.hands().deck_left(), first.hands().deck_left());
            for holder in 0..self.devices.len() {
                for card in device.hands().hand(holder) {
                    let Some(tile) = card.tile else { continue };
                    prop_assert!(
                        tile == self.tile(card.position),
                        "seat {} misreads {}",
                        seat,
                        card.position
                    );
                    let public = self.devices.iter().all(|other| {
                        other
                            .hands()
                            .hand(holder)
                            .iter()
                            .any(|seen| seen.position == card.position && seen.tile.is_some())
                    });
                    prop_assert!(
                        holder == seat || public,
                        "seat {} reads seat {}'s card at {}",
                        seat,
                        holder,
                        card.position
                    );
                }
            }
        }
        Ok(())
    }
}

/// Plays a whole game at random, checking after every turn; then every device reads the racks
/// left, as the revealed secrets let it.
fn play_out<G: RandomMoves>(seats: usize, seed: u64) -> Checked<Deal<G>> {
    let mut deal = Deal::<G>::new(seats, seed);
    let mut rng = Pcg64Mcg::seed_from_u64(seed ^ 0x5eed);
    let mut turns = 0;
    while !deal.devices[0].is_over() {
        deal.turn(&mut rng)?;
        deal.check()?;
        turns += 1;
        prop_assert!(turns < 1_000, "the game ends");
    }
    for device in 0..seats {
        for holder in 0..seats {
            for position in deal.devices[device].hands().unread(holder) {
                let tile = deal.tile(position);
                let revealed = deal.devices[device].reveal(holder, position, tile);
                prop_assert!(revealed.is_ok(), "{:?}", revealed);
            }
        }
    }
    Ok(deal)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn abaku_dealt_devices_agree_and_keep_every_rack_secret(seats in 2_usize..=4, seed: u64) {
        let deal = play_out::<abaku::DealtGame>(seats, seed)?;
        let outcome = deal.devices[0].outcome();
        prop_assert!(outcome.is_some(), "every rack left is read");
        for device in &deal.devices {
            prop_assert_eq!(device.outcome(), outcome.clone());
        }
    }

    #[test]
    fn summy_dealt_devices_agree_and_keep_every_rack_secret(seats in 2_usize..=4, seed: u64) {
        let deal = play_out::<summy::DealtGame>(seats, seed)?;
        let outcome = deal.devices[0].outcome();
        prop_assert!(outcome.is_some());
        for device in &deal.devices {
            prop_assert_eq!(device.outcome(), outcome.clone());
        }
    }
}
