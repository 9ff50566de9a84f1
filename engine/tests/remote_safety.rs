//! The safety numbers of a game at a distance (engine/src/remote/safety.rs): every device of a
//! game shows the same; another game, another key in any seat or the seats in another order show
//! others, so a player between two devices, with a key of their own in a seat, is heard when the
//! players read theirs to each other.

use ed25519_dalek::{SigningKey, VerifyingKey};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::game::AnyGame;
use gameshelf_engine::remote::safety::SafetyNumbers;
use gameshelf_engine::remote::session::{Entropy, Session};
use proptest::prelude::*;

fn entropy(device: u8) -> Entropy {
    Entropy::new(std::array::from_fn(|at| device.wrapping_mul(37) ^ at as u8))
}

fn key(seed: [u8; 32]) -> VerifyingKey {
    SigningKey::from_bytes(&seed).verifying_key()
}

const NAMES: [&str; 3] = ["Eva", "Adam", "Cy"];

/// A table of Abalone for `players` hosted by Eva at seat 0 on a device with `entropy`.
fn host(players: usize, entropy: &Entropy) -> Session {
    let names: Vec<String> = NAMES[..players].iter().map(|name| name.to_string()).collect();
    let layout = if players == 3 {
        "three-player"
    } else {
        "belgian-daisy"
    };
    let setup = serde_json::json!({ "layout": layout, "players": names }).to_string();
    Session::host(GameKind::Abalone, &setup, names, 0, entropy).unwrap()
}

/// The guest at `seat` of the `host`'s invitation, on a device with `entropy`, its answer opened
/// by the host.
fn join(host: &mut Session, seat: usize, entropy: &Entropy) -> Session {
    let invitation = host
        .outbox()
        .into_iter()
        .find(|outgoing| outgoing.to == [seat])
        .unwrap();
    let guest = Session::join(&invitation.link, entropy).unwrap();
    host.open(&guest.outbox()[0].link).unwrap();
    guest
}

/// The host's links since the last, opened by `guest`.
fn start(host: &Session, guest: &mut Session) {
    for outgoing in host.outbox() {
        if outgoing.to.contains(&guest.seat()) {
            guest.open(&outgoing.link).unwrap();
        }
    }
}

#[test]
fn every_device_shows_the_same_numbers_once_every_seat_has_joined() {
    let mut eva = host(3, &entropy(0));
    assert_eq!(eva.safety_numbers(), None, "no numbers while seats are open");
    let mut adam = join(&mut eva, 1, &entropy(1));
    assert_eq!(eva.safety_numbers(), None, "Cy's seat is still open");
    assert_eq!(
        adam.safety_numbers(),
        None,
        "Adam has not heard of the other joins yet"
    );
    let mut cy = join(&mut eva, 2, &entropy(2));
    let numbers = eva.safety_numbers().expect("every seat joined");
    start(&eva, &mut adam);
    start(&eva, &mut cy);
    assert_eq!(adam.safety_numbers(), Some(numbers));
    assert_eq!(cy.safety_numbers(), Some(numbers));
    // The same after the game is saved and read back, and after a move.
    let eva_again = Session::from_json(&eva.to_json()).unwrap();
    assert_eq!(eva_again.safety_numbers(), Some(numbers));
    let Some(AnyGame::Abalone(game)) = eva.game() else {
        panic!("an Abalone game")
    };
    let first = game.position().legal_moves()[0].to_string();
    eva.play(&first).unwrap();
    assert_eq!(eva.safety_numbers(), Some(numbers));
}

/// Mallory, who receives Eva's invitation to Adam, joins Eva's game at Adam's seat with a key of
/// her own, and invites Adam to a game she hosts as Eva, with the same players: each player's
/// device plays on, but the numbers they read to each other differ.
#[test]
fn a_player_between_two_devices_shows_them_different_numbers() {
    let mut eva = host(2, &entropy(0));
    let _mallory_as_adam = join(&mut eva, 1, &entropy(9));
    let mut mallory_as_eva = host(2, &entropy(8));
    let mut adam = join(&mut mallory_as_eva, 1, &entropy(1));
    start(&mallory_as_eva, &mut adam);
    assert!(eva.started() && adam.started());
    assert_eq!(eva.names(), adam.names());
    assert_ne!(eva.safety_numbers().unwrap(), adam.safety_numbers().unwrap());
}

#[test]
fn the_numbers_are_thirty_digits_the_same_on_every_device() {
    let keys = [key([1; 32]), key([2; 32])];
    let numbers = SafetyNumbers::new(&[7; 32], &keys);
    // Fixed here, as a separate reckoning (Python's hashlib and the `cryptography` package's
    // Ed25519) found them: a device that drew them otherwise (another hash, byte order or
    // iteration count) would show its players other numbers than the rest.
    assert_eq!(numbers.to_string(), GOLDEN);
    assert!(numbers
        .groups()
        .iter()
        .all(|group| group.len() == 5 && group.bytes().all(|b| b.is_ascii_digit())));
}

const GOLDEN: &str = "59323 57577 53573 11574 18768 76146";

#[test]
fn the_order_of_the_seats_matters() {
    let (eva, adam) = (key([1; 32]), key([2; 32]));
    assert_ne!(
        SafetyNumbers::new(&[7; 32], &[eva, adam]),
        SafetyNumbers::new(&[7; 32], &[adam, eva])
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Any other key in any seat, or any other game, gives other numbers (few cases: each
    /// reckoning is 5200 hashes, slow in a test build).
    #[test]
    fn any_changed_key_or_game_changes_the_numbers(
        game in any::<[u8; 32]>(),
        seeds in prop::collection::vec(any::<[u8; 32]>(), 1..=4),
        seat in any::<prop::sample::Index>(),
        other in any::<[u8; 32]>(),
        flip in 0..256usize,
    ) {
        let keys: Vec<VerifyingKey> = seeds.iter().copied().map(key).collect();
        let numbers = SafetyNumbers::new(&game, &keys);
        prop_assert_eq!(SafetyNumbers::new(&game, &keys), numbers);
        let seat = seat.index(keys.len());
        let mut changed = keys.clone();
        changed[seat] = key(other);
        if changed[seat] != keys[seat] {
            prop_assert_ne!(SafetyNumbers::new(&game, &changed), numbers);
        }
        let mut other_game = game;
        other_game[flip / 8] ^= 1 << (flip % 8);
        prop_assert_ne!(SafetyNumbers::new(&other_game, &keys), numbers);
    }
}
