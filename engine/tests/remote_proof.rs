//! The deal's proofs on their own (engine/src/remote/proof.rs): each holds for an honest prover
//! (completeness), fails for a wrong witness or a statement it does not prove (soundness), and
//! fails in any other transcript, so that no proof is replayed for another step or deal.

use curve25519_dalek::constants::RISTRETTO_BASEPOINT_POINT as G;
use curve25519_dalek::ristretto::RistrettoPoint;
use curve25519_dalek::scalar::Scalar;
use gameshelf_engine::remote::proof::{Dleq, Dleqs, ProofError, Shuffle, ShuffleProof, ShuffleWitness};
use merlin::Transcript;

const SECRET: &[u8] = b"a seat's secret";

fn transcript() -> Transcript {
    Transcript::new(b"gameshelf proof tests")
}

fn point(seed: u64) -> RistrettoPoint {
    G * Scalar::from(seed * 7919 + 13)
}

/// `cards` points, each `w_i` times a base, with their statements.
fn dleqs(cards: u64) -> (Vec<Dleq>, Vec<Scalar>) {
    let witnesses: Vec<Scalar> = (0..cards).map(|i| Scalar::from(i * 31 + 5)).collect();
    let statements = witnesses
        .iter()
        .enumerate()
        .map(|(i, w)| {
            let p = point(i as u64 + 100);
            Dleq {
                g: G,
                h: G * w,
                p,
                q: p * w,
            }
        })
        .collect();
    (statements, witnesses)
}

#[test]
fn an_honest_dleq_holds_and_reads_back_from_its_words() {
    let (statements, witnesses) = dleqs(5);
    let proof = Dleqs::prove(&mut transcript(), &statements, &witnesses, SECRET);
    assert_eq!(proof.verify(&mut transcript(), &statements), Ok(()));
    let words = proof.to_words();
    assert_eq!(words.len(), 6, "one challenge and a response for each statement");
    assert_eq!(Dleqs::from_words(&words, 5), Ok(proof));
    assert_eq!(Dleqs::from_words(&words, 4), Err(ProofError::Malformed));
}

#[test]
fn a_dleq_with_a_wrong_witness_fails() {
    let (mut statements, mut witnesses) = dleqs(4);
    // The third statement's `q` is not `w·p`: no witness proves it, the one it was made for least.
    statements[2].q += G;
    let proof = Dleqs::prove(&mut transcript(), &statements, &witnesses, SECRET);
    assert_eq!(
        proof.verify(&mut transcript(), &statements),
        Err(ProofError::Rejected)
    );
    // The statements true, and the prover using a witness of another.
    let (statements, _) = dleqs(4);
    witnesses[1] = witnesses[0];
    let proof = Dleqs::prove(&mut transcript(), &statements, &witnesses, SECRET);
    assert_eq!(
        proof.verify(&mut transcript(), &statements),
        Err(ProofError::Rejected)
    );
}

#[test]
fn a_dleq_fails_in_a_changed_transcript_or_for_another_statement() {
    let (statements, witnesses) = dleqs(3);
    let proof = Dleqs::prove(&mut transcript(), &statements, &witnesses, SECRET);
    let mut other = transcript();
    other.append_message(b"step", b"another");
    assert_eq!(proof.verify(&mut other, &statements), Err(ProofError::Rejected));
    let mut swapped = statements.clone();
    swapped.swap(0, 1);
    assert_eq!(
        proof.verify(&mut transcript(), &swapped),
        Err(ProofError::Rejected)
    );
}

/// A deck of `cards` points and its shuffle by `order` and `exponent`.
fn shuffled(cards: usize, order: &[usize], exponent: Scalar) -> (Vec<RistrettoPoint>, Vec<RistrettoPoint>) {
    let before: Vec<RistrettoPoint> = (0..cards as u64).map(point).collect();
    let after = order.iter().map(|&from| before[from] * exponent).collect();
    (before, after)
}

fn reversed(cards: usize) -> Vec<usize> {
    (0..cards).rev().collect()
}

#[test]
fn an_honest_shuffle_holds_and_reads_back_from_its_words() {
    for cards in [1, 2, 3, 40] {
        let exponent = Scalar::from(1234u64);
        let order: Vec<usize> = (0..cards).map(|j| (j * 7 + 3) % cards).collect();
        let order = if cards == 40 { reversed(40) } else { order };
        let (before, after) = shuffled(cards, &order, exponent);
        let shuffle = Shuffle {
            before: &before,
            after: &after,
            key: G * exponent,
        };
        let witness = ShuffleWitness {
            exponent,
            order: &order,
        };
        let proof = ShuffleProof::prove(&mut transcript(), &shuffle, &witness, SECRET);
        assert_eq!(proof.verify(&mut transcript(), &shuffle), Ok(()), "{cards} cards");
        let words = proof.to_words();
        assert_eq!(words.len(), ShuffleProof::words(cards));
        assert_eq!(ShuffleProof::from_words(&words, cards), Ok(proof));
    }
}

#[test]
fn a_shuffle_with_a_wrong_witness_fails() {
    let cards = 12;
    let exponent = Scalar::from(99u64);
    let order = reversed(cards);
    let (before, after) = shuffled(cards, &order, exponent);
    let key = G * exponent;
    let prove = |after: &[RistrettoPoint], key, exponent, order: &[usize]| {
        let shuffle = Shuffle {
            before: &before,
            after,
            key,
        };
        let witness = ShuffleWitness { exponent, order };
        ShuffleProof::prove(&mut transcript(), &shuffle, &witness, SECRET).verify(&mut transcript(), &shuffle)
    };
    // Another permutation than the one that made the deck.
    let identity: Vec<usize> = (0..cards).collect();
    assert_eq!(prove(&after, key, exponent, &identity), Err(ProofError::Rejected));
    // Another exponent than the deck key in public.
    assert_eq!(
        prove(&after, key, exponent + Scalar::ONE, &order),
        Err(ProofError::Rejected)
    );
    // A card copied over another: the deck is no permutation, whatever the prover claims.
    let mut copied = after.clone();
    copied[0] = copied[1];
    assert_eq!(prove(&copied, key, exponent, &order), Err(ProofError::Rejected));
    let mut repeated = order.clone();
    repeated[0] = repeated[1];
    assert_eq!(
        prove(&copied, key, exponent, &repeated),
        Err(ProofError::Rejected)
    );
}

#[test]
fn a_shuffle_fails_in_a_changed_transcript_or_for_another_deck() {
    let cards = 8;
    let exponent = Scalar::from(5u64);
    let order = reversed(cards);
    let (before, after) = shuffled(cards, &order, exponent);
    let shuffle = Shuffle {
        before: &before,
        after: &after,
        key: G * exponent,
    };
    let witness = ShuffleWitness {
        exponent,
        order: &order,
    };
    let proof = ShuffleProof::prove(&mut transcript(), &shuffle, &witness, SECRET);
    let mut other = transcript();
    other.append_message(b"step", b"another");
    assert_eq!(proof.verify(&mut other, &shuffle), Err(ProofError::Rejected));
    let mut moved = after.clone();
    moved.swap(2, 5);
    let elsewhere = Shuffle {
        before: &before,
        after: &moved,
        key: G * exponent,
    };
    assert_eq!(
        proof.verify(&mut transcript(), &elsewhere),
        Err(ProofError::Rejected)
    );
    let mut words = proof.to_words();
    words.pop();
    assert_eq!(
        ShuffleProof::from_words(&words, cards),
        Err(ProofError::Malformed)
    );
}
