//! Addique dealt at a distance: one `DealtGame` a device, fed only what its device would get (its
//! own cards as the others' keys arrive, and each piece laid as its message shows it), against a
//! referee who holds the shuffled deck. Random whole games for every player count check after
//! every turn that all devices agree on everything public, that each reads its own hand truly,
//! that none ever reads another seat's face-down card, and that no piece is lost or made; then
//! that every way of showing a piece the deal does not allow is refused and changes nothing.

use gameshelf_engine::addique::game::PLAYER_COUNTS;
use gameshelf_engine::addique::{DealtGame, DealtMoveError, Move, OpeningDraw, Piece, RuleError, HAND_SIZE};
use gameshelf_engine::tiles::DealtError;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

type Checked<T = ()> = Result<T, TestCaseError>;

/// A game's devices, and the deck only the referee (the test) holds.
struct Deal {
    deck: Vec<Piece>,
    devices: Vec<DealtGame>,
}

impl Deal {
    /// Shuffles the deck by `seed`, turns up the opening's round from its top, and seats a
    /// device at each seat.
    fn new(seats: usize, seed: u64) -> Deal {
        let mut deck = Piece::set();
        deck.shuffle(&mut Pcg64Mcg::seed_from_u64(seed));
        let opening = OpeningDraw::face_up(deck[..seats].to_vec());
        let players: Vec<String> = (1..=seats).map(|n| format!("P{n}")).collect();
        let devices = (0..seats)
            .map(|seat| DealtGame::new(players.clone(), seat, opening.clone()))
            .collect();
        Deal { deck, devices }
    }

    /// Every key owed to `seat` has come: its device reads each of its cards.
    fn keys_reach(&mut self, seat: usize) {
        let device = &mut self.devices[seat];
        for position in device.hands().unread(seat) {
            device
                .read_own(position, self.deck[position])
                .expect("its own card reads");
        }
    }

    /// The seat to move lays a random legal piece; every other device applies it as shown.
    fn turn(&mut self, rng: &mut Pcg64Mcg) -> Checked {
        let seat = self.devices[0].to_move();
        self.keys_reach(seat);
        let moves = self.devices[seat].moves();
        let &(mv, _) = moves.choose(rng).expect("a hand with a piece always has a move");
        let from = self.devices[seat]
            .play_own(mv)
            .expect("an offered move plays")
            .from;
        for other in (0..self.devices.len()).filter(|&other| other != seat) {
            let shown = self.deck[from];
            prop_assert!(self.devices[other].play_shown(mv, from, shown).is_ok());
        }
        Ok(())
    }

    fn check_agreement(&self) -> Checked {
        let first = &self.devices[0];
        for device in &self.devices[1..] {
            prop_assert_eq!(device.table().pieces(), first.table().pieces());
            prop_assert_eq!(device.scores(), first.scores());
            prop_assert_eq!(device.to_move(), first.to_move());
            prop_assert_eq!(device.turns(), first.turns());
            prop_assert_eq!(device.hands().sizes(), first.hands().sizes());
            prop_assert_eq!(device.hands().deck_left(), first.hands().deck_left());
        }
        Ok(())
    }

    /// Each device reads only true cards, and of the others' hands only the opening's face-up
    /// pieces.
    fn check_secrecy(&self) -> Checked {
        let face_up = self.devices.len();
        for (seat, device) in self.devices.iter().enumerate() {
            for holder in 0..self.devices.len() {
                for card in device.hands().hand(holder) {
                    if let Some(piece) = card.tile {
                        prop_assert_eq!(piece, self.deck[card.position]);
                        prop_assert!(
                            holder == seat || card.position < face_up,
                            "seat {} reads seat {}'s card at {}",
                            seat,
                            holder,
                            card.position
                        );
                    }
                }
            }
        }
        Ok(())
    }

    /// The table, the hands (by the deck) and the rest of the deck are the whole set once each; each device's view counts as unseen exactly what it has not seen.
    fn check_conservation(&self) -> Checked {
        let device = &self.devices[0];
        let drawn = self.deck.len() - device.hands().deck_left();
        let mut all: Vec<Piece> = device.table().pieces().iter().map(|&(piece, _)| piece).collect();
        for holder in 0..self.devices.len() {
            all.extend(
                device
                    .hands()
                    .hand(holder)
                    .iter()
                    .map(|card| self.deck[card.position]),
            );
        }
        all.extend(&self.deck[drawn..]);
        all.sort();
        prop_assert_eq!(all, Piece::set());
        for device in &self.devices {
            let view = device.view();
            let seen = device.table().pieces().len() + view.hand.len();
            prop_assert_eq!(view.unseen.len(), self.deck.len() - seen);
            prop_assert!(view.hand.iter().all(|piece| !view.unseen.contains(piece)));
        }
        Ok(())
    }
}

fn play_out(seats: usize, seed: u64) -> Checked<Deal> {
    let mut deal = Deal::new(seats, seed);
    let mut rng = Pcg64Mcg::seed_from_u64(seed ^ 0xdea1);
    while !deal.devices[0].is_over() {
        prop_assert!(deal.devices.iter().all(|device| !device.is_over()));
        deal.turn(&mut rng)?;
        // Keys reach a device at any time before its turn, not only just before.
        let lucky = rng.random_range(0..seats);
        deal.keys_reach(lucky);
        deal.check_agreement()?;
        deal.check_secrecy()?;
        deal.check_conservation()?;
    }
    Ok(deal)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn dealt_devices_agree_read_only_their_own_cards_and_lose_no_piece(
        seats in prop::sample::select(PLAYER_COUNTS.to_vec()),
        seed in any::<u64>(),
    ) {
        let deal = play_out(seats, seed)?;
        let device = &deal.devices[0];
        prop_assert!(deal.devices.iter().all(DealtGame::is_over));
        prop_assert_eq!(device.table().pieces().len(), Piece::set().len());
        let outcome = device.outcome().expect("over");
        let best = outcome.ranking[0];
        prop_assert!(device.scores().iter().all(|&score| score <= device.scores()[best]));
    }
}

#[test]
fn every_hand_starts_with_three_and_the_starters_piece_is_in_the_centre() {
    let deal = Deal::new(4, 7);
    let device = &deal.devices[2];
    let opening = device.opening();
    let last = opening.rounds.last().unwrap();
    assert_eq!(device.table().pieces(), &[(last[opening.starter], (0, 0))]);
    assert_eq!(device.hands().sizes(), vec![HAND_SIZE; 4]);
    assert_eq!(device.to_move(), (opening.starter + 1) % 4);
    assert_eq!(
        device.scores()[opening.starter],
        device.opening_score().total as i64
    );
    // Each non-starter keeps its opening piece, face up, for every device to read.
    for seat in (0..4).filter(|&seat| seat != opening.starter) {
        assert!(device.hands().read_tiles(seat).contains(&last[seat]));
    }
}

/// Two pieces with the same product sum, and one with a higher one.
fn tied_pair_and_higher() -> (Piece, Piece, Piece) {
    let set = Piece::set();
    for (index, &a) in set.iter().enumerate() {
        if let Some(&b) = set[index + 1..]
            .iter()
            .find(|b| b.product_sum() == a.product_sum())
        {
            let higher = set.iter().find(|c| c.product_sum() > a.product_sum());
            return (a, b, *higher.expect("a is not the highest"));
        }
    }
    panic!("the set has two pieces with the same product sum");
}

#[test]
fn a_tie_goes_to_the_higher_written_piece_and_no_piece_goes_back() {
    let (a, b, higher) = tied_pair_and_higher();
    assert!(a < b, "the set is in the order of its written digits");
    assert_eq!(OpeningDraw::face_up(vec![b, a]).starter, 0);
    assert_eq!(OpeningDraw::face_up(vec![a, b]).starter, 1);
    assert_eq!(OpeningDraw::face_up(vec![a, higher, b]).starter, 1);
    let opening = OpeningDraw::face_up(vec![a, b]);
    let device = DealtGame::new(vec!["Eva".into(), "Adam".into()], 0, opening);
    assert_eq!(device.table().pieces(), &[(b, (0, 0))]);
    // Seat 0 keeps position 0 face up; the hands fill from the starter on.
    let positions = |seat| {
        device
            .hands()
            .hand(seat)
            .iter()
            .map(|card| card.position)
            .collect::<Vec<_>>()
    };
    assert_eq!(positions(1), vec![2, 3, 4]);
    assert_eq!(positions(0), vec![0, 5, 6]);
    assert_eq!(device.hands().read_tiles(0), vec![a]);
}

/// A device's state as far as a refusal could change it.
fn state(device: &DealtGame) -> String {
    format!(
        "{:?}",
        (
            device.table().pieces(),
            device.scores(),
            device.turns(),
            device.hands()
        )
    )
}

#[test]
fn a_piece_the_deal_does_not_allow_is_refused_and_changes_nothing() {
    let mut deal = Deal::new(3, 11);
    let mover = deal.devices[0].to_move();
    let watcher = (mover + 1) % 3;
    deal.keys_reach(mover);
    let mover_hand = deal.devices[mover].hands().hand(mover).to_vec();
    let third_card = deal.devices[0].hands().hand((mover + 2) % 3)[1].position;
    let card = mover_hand[1];
    let piece = deal.deck[card.position];
    let mv = Move { piece, at: (2, 0) };
    let before = state(&deal.devices[watcher]);
    let device = &mut deal.devices[watcher];

    let refusals = [
        (
            device.play_shown(mv, third_card, piece).map(|_| ()),
            DealtMoveError::Deal(DealtError::NotTheirs {
                position: third_card,
                seat: mover,
            }),
        ),
        (
            device.play_shown(mv, 47, piece).map(|_| ()),
            DealtMoveError::Deal(DealtError::NotHeld { position: 47 }),
        ),
        (
            device.play_shown(mv, card.position, deal.deck[0]).map(|_| ()),
            DealtMoveError::ShownOtherwise {
                position: card.position,
                shown: deal.deck[0],
            },
        ),
        (
            device.play_own(mv).map(|_| ()),
            DealtMoveError::NotYourTurn { to_move: mover },
        ),
    ];
    for (result, expected) in refusals {
        assert_eq!(result, Err(expected));
    }
    // The piece in the centre shown again from the mover's hand.
    let centre = device.table().pieces()[0].0;
    let again = Move {
        piece: centre,
        at: (2, 0),
    };
    assert_eq!(
        device.play_shown(again, card.position, centre).map(|_| ()),
        Err(DealtMoveError::Deal(DealtError::AlreadySeen {
            position: card.position
        }))
    );
    assert_eq!(state(device), before, "nothing changed");
    assert!(
        device.read_own(card.position, piece).is_err(),
        "another seat's card"
    );

    let mover_device = &mut deal.devices[mover];
    let not_held = deal
        .deck
        .iter()
        .copied()
        .find(|piece| !mover_device.hands().read_tiles(mover).contains(piece))
        .unwrap();
    assert_eq!(
        mover_device
            .play_own(Move {
                piece: not_held,
                at: (2, 0)
            })
            .map(|_| ()),
        Err(DealtMoveError::Rule(RuleError::NotInHand(not_held)))
    );
    // The message names the rule.
    let error = DealtMoveError::ShownOtherwise {
        position: 5,
        shown: piece,
    };
    assert!(error.to_string().contains("position 5"), "{error}");
}
