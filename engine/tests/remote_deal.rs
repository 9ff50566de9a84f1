//! The deal of remote play (engine/src/remote/deal.rs): each seat reads its own cards and no
//! other's, the cards dealt are the whole set, and every seat's secret shapes the order.

use gameshelf_engine::remote::deal::{steps, DealError, DealId, DealSecret, Deck, Reader, Unlock};
use proptest::prelude::*;

/// A deal played through: the secrets and every deck handed on.
struct Dealt {
    deal: DealId,
    cards: usize,
    secrets: Vec<DealSecret>,
    decks: Vec<Deck>,
}

impl Dealt {
    fn new(seed: u8, seats: usize, cards: usize) -> Dealt {
        let deal = DealId([seed; 32]);
        let secrets = (0..seats)
            .map(|seat| DealSecret::from_bytes([seed ^ (seat as u8 + 1); 32]))
            .collect();
        Dealt::with_secrets(deal, cards, secrets)
    }

    fn with_secrets(deal: DealId, cards: usize, secrets: Vec<DealSecret>) -> Dealt {
        let mut decks = Vec::new();
        let mut deck = deal.open_deck(cards);
        for step in steps(secrets.len()) {
            deck = secrets[step.seat()].take_step(step, &deal, &deck).unwrap();
            decks.push(deck.clone());
        }
        Dealt {
            deal,
            cards,
            secrets,
            decks,
        }
    }

    fn locked(&self) -> &Deck {
        self.decks.last().unwrap()
    }

    /// Every seat's key for `position`.
    fn unlocks(&self, position: usize) -> Vec<Unlock> {
        self.secrets
            .iter()
            .map(|secret| secret.unlock(&self.deal, position))
            .collect()
    }

    fn card(&self, position: usize) -> Result<usize, DealError> {
        Reader::new(&self.deal, self.cards).read(self.locked(), position, &self.unlocks(position))
    }

    fn order(&self) -> Vec<usize> {
        (0..self.cards)
            .map(|position| self.card(position).unwrap())
            .collect()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn the_cards_dealt_are_the_whole_set_once_each(seed in any::<u8>(), seats in 2usize..=4, cards in 1usize..40) {
        let dealt = Dealt::new(seed, seats, cards);
        let mut order = dealt.order();
        order.sort_unstable();
        prop_assert_eq!(order, (0..cards).collect::<Vec<_>>());
        // Every seat shuffles, the last locking each card at once; then the others lock.
        prop_assert_eq!(dealt.decks.len(), 2 * seats - 1);
    }
}

#[test]
fn without_one_seats_key_a_card_stays_hidden() {
    let dealt = Dealt::new(7, 3, 30);
    let reader = Reader::new(&dealt.deal, dealt.cards);
    for position in 0..dealt.cards {
        for missing in 0..3 {
            let mut unlocks = dealt.unlocks(position);
            unlocks.remove(missing);
            assert_eq!(
                reader.read(dealt.locked(), position, &unlocks),
                Err(DealError::NotACard { position }),
                "position {position} read without seat {missing}'s key"
            );
        }
    }
}

#[test]
fn a_key_for_another_position_reads_nothing() {
    let dealt = Dealt::new(3, 2, 20);
    let reader = Reader::new(&dealt.deal, dealt.cards);
    let mut unlocks = dealt.unlocks(4);
    unlocks[1] = dealt.secrets[1].unlock(&dealt.deal, 5);
    assert_eq!(
        reader.read(dealt.locked(), 4, &unlocks),
        Err(DealError::NotACard { position: 4 })
    );
}

#[test]
fn every_seats_secret_changes_the_order() {
    let dealt = Dealt::new(11, 3, 40);
    for seat in 0..3 {
        let mut secrets = dealt.secrets.clone();
        secrets[seat] = DealSecret::from_bytes([0xA5; 32]);
        let other = Dealt::with_secrets(dealt.deal, dealt.cards, secrets);
        assert_ne!(
            other.order(),
            dealt.order(),
            "seat {seat}'s secret left the order as it was"
        );
    }
}

#[test]
fn the_cards_of_one_game_are_no_cards_of_another() {
    let dealt = Dealt::new(1, 2, 10);
    let elsewhere = Reader::new(&DealId([2; 32]), dealt.cards);
    assert_eq!(
        elsewhere.read(dealt.locked(), 0, &dealt.unlocks(0)),
        Err(DealError::NotACard { position: 0 })
    );
}

#[test]
fn a_damaged_deck_is_refused_with_its_position() {
    let deal = DealId([4; 32]);
    let mut deck = deal.open_deck(5);
    deck.0[3] = [0xFF; 32];
    let secret = DealSecret::from_bytes([1; 32]);
    assert_eq!(
        secret.shuffle_and_lock(&deal, &deck),
        Err(DealError::NotAPoint { position: 3 })
    );
    let reader = Reader::new(&deal, 5);
    assert_eq!(
        reader.read(&deck, 9, &[]),
        Err(DealError::NoSuchPosition { position: 9, len: 5 })
    );
}
