//! Zero-knowledge proofs of the deal's steps (docs/remote-play.md, "The proofs"), made
//! non-interactive by Fiat and Shamir through a `merlin` transcript of every public value:
//!
//! - [`Dleqs`]: Chaum and Pedersen's proof that pairs of points share their discrete logarithm
//!   (1992), many statements under one challenge: each seat's lock on each position, tied to its
//!   deck key.
//! - [`ShuffleProof`]: Bayer and Groth's shuffle argument ("Efficient Zero-Knowledge Argument for
//!   Correctness of a Shuffle", Eurocrypt 2012, §3) for a shuffle that raises every card to one
//!   common secret exponent: its product argument is their single value product argument (§5.3),
//!   over the whole deck, and its multi-exponentiation argument a Schnorr-style proof of linear
//!   size, not their square-root ones.
//!
//! A prover's nonces derive from the transcript, the witness and the seat's secret, as EdDSA's
//! do, so that no randomness source is needed and no two statements share a nonce.

use curve25519_dalek::constants::RISTRETTO_BASEPOINT_POINT;
use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use curve25519_dalek::scalar::Scalar;
use curve25519_dalek::traits::{Identity, MultiscalarMul, VartimeMultiscalarMul};
use merlin::Transcript;
use std::fmt;

/// Why a proof does not hold.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ProofError {
    /// Its words are too few or too many, or one is not a point or a scalar.
    Malformed,
    /// It reads, but does not prove its statement.
    Rejected,
}

impl fmt::Display for ProofError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProofError::Malformed => write!(f, "the proof does not read"),
            ProofError::Rejected => write!(f, "the proof does not hold"),
        }
    }
}

impl std::error::Error for ProofError {}

/// A proof as it travels: 32-byte words, each a compressed point or a canonical scalar.
pub type Word = [u8; 32];

fn point(word: &Word) -> Result<RistrettoPoint, ProofError> {
    CompressedRistretto(*word)
        .decompress()
        .ok_or(ProofError::Malformed)
}

fn scalar(word: &Word) -> Result<Scalar, ProofError> {
    Option::from(Scalar::from_canonical_bytes(*word)).ok_or(ProofError::Malformed)
}

/// Reads words in order, as points or scalars.
struct Words<'a>(std::slice::Iter<'a, Word>);

impl Words<'_> {
    fn point(&mut self) -> Result<RistrettoPoint, ProofError> {
        point(self.0.next().ok_or(ProofError::Malformed)?)
    }

    fn scalar(&mut self) -> Result<Scalar, ProofError> {
        scalar(self.0.next().ok_or(ProofError::Malformed)?)
    }

    fn scalars(&mut self, count: usize) -> Result<Vec<Scalar>, ProofError> {
        (0..count).map(|_| self.scalar()).collect()
    }

    /// Every word read: one left over is no proof of this statement.
    fn end(mut self) -> Result<(), ProofError> {
        match self.0.next() {
            None => Ok(()),
            Some(_) => Err(ProofError::Malformed),
        }
    }
}

trait Absorb {
    fn point(&mut self, label: &'static [u8], point: &RistrettoPoint);
    fn points(&mut self, label: &'static [u8], points: &[RistrettoPoint]);
    fn challenge(&mut self, label: &'static [u8]) -> Scalar;
    /// `count` secret nonces from everything absorbed so far, the `witness` and the `secret`.
    fn nonces(&self, witness: &[Scalar], secret: &[u8], count: usize) -> Vec<Scalar>;
}

impl Absorb for Transcript {
    fn point(&mut self, label: &'static [u8], point: &RistrettoPoint) {
        self.append_message(label, point.compress().as_bytes());
    }

    fn points(&mut self, label: &'static [u8], points: &[RistrettoPoint]) {
        self.append_u64(label, points.len() as u64);
        points.iter().for_each(|point| self.point(label, point));
    }

    fn challenge(&mut self, label: &'static [u8]) -> Scalar {
        let mut bytes = [0; 64];
        self.challenge_bytes(label, &mut bytes);
        Scalar::from_bytes_mod_order_wide(&bytes)
    }

    fn nonces(&self, witness: &[Scalar], secret: &[u8], count: usize) -> Vec<Scalar> {
        let mut private = self.clone();
        private.append_message(b"secret", secret);
        witness
            .iter()
            .for_each(|scalar| private.append_message(b"witness", scalar.as_bytes()));
        (0..count).map(|_| private.challenge(b"nonce")).collect()
    }
}

/// One statement of a [`Dleqs`]: `h = w·g` and `q = w·p` for the same secret `w`.
#[derive(Clone, Copy, Debug)]
pub struct Dleq {
    pub g: RistrettoPoint,
    pub h: RistrettoPoint,
    pub p: RistrettoPoint,
    pub q: RistrettoPoint,
}

/// Chaum–Pedersen proofs of many [`Dleq`] statements under one challenge `c`: a response
/// `s_i = k_i − c·w_i` for each, where `k_i·g` and `k_i·p` were the prover's commitments.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Dleqs {
    challenge: Scalar,
    responses: Vec<Scalar>,
}

fn absorb_dleqs(transcript: &mut Transcript, statements: &[Dleq]) {
    transcript.append_message(b"proof", b"dleq");
    transcript.append_u64(b"statements", statements.len() as u64);
    for Dleq { g, h, p, q } in statements {
        transcript.points(b"statement", &[*g, *h, *p, *q]);
    }
}

impl Dleqs {
    /// Proves each statement with its witness (`witnesses[i]` for `statements[i]`).
    pub fn prove(
        transcript: &mut Transcript,
        statements: &[Dleq],
        witnesses: &[Scalar],
        secret: &[u8],
    ) -> Dleqs {
        absorb_dleqs(transcript, statements);
        let nonces = transcript.nonces(witnesses, secret, statements.len());
        for (statement, nonce) in statements.iter().zip(&nonces) {
            transcript.points(b"commitment", &[statement.g * nonce, statement.p * nonce]);
        }
        let challenge = transcript.challenge(b"challenge");
        let responses = nonces
            .iter()
            .zip(witnesses)
            .map(|(nonce, witness)| nonce - challenge * witness)
            .collect();
        Dleqs { challenge, responses }
    }

    pub fn verify(&self, transcript: &mut Transcript, statements: &[Dleq]) -> Result<(), ProofError> {
        if self.responses.len() != statements.len() {
            return Err(ProofError::Malformed);
        }
        absorb_dleqs(transcript, statements);
        let c = self.challenge;
        for (Dleq { g, h, p, q }, s) in statements.iter().zip(&self.responses) {
            let commitments = [
                RistrettoPoint::vartime_multiscalar_mul([*s, c], [*g, *h]),
                RistrettoPoint::vartime_multiscalar_mul([*s, c], [*p, *q]),
            ];
            transcript.points(b"commitment", &commitments);
        }
        match transcript.challenge(b"challenge") == c {
            true => Ok(()),
            false => Err(ProofError::Rejected),
        }
    }

    /// The challenge, then each response.
    pub fn to_words(&self) -> Vec<Word> {
        std::iter::once(&self.challenge)
            .chain(&self.responses)
            .map(|scalar| scalar.to_bytes())
            .collect()
    }

    /// The proof of `statements` statements in `words`.
    pub fn from_words(words: &[Word], statements: usize) -> Result<Dleqs, ProofError> {
        let mut words = Words(words.iter());
        let challenge = words.scalar()?;
        let responses = words.scalars(statements)?;
        words.end()?;
        Ok(Dleqs { challenge, responses })
    }
}

/// Pedersen commitments to vectors of up to `len` scalars: `r·H₀ + Σ v_j·H_j`, with generators
/// hashed to the group, so that no one knows a logarithm between them.
struct Generators {
    blinding: RistrettoPoint,
    vector: Vec<RistrettoPoint>,
}

impl Generators {
    fn new(len: usize) -> Generators {
        let generator = |index: usize| {
            let digest = super::hash("gameshelf shuffle generator", &[&(index as u64).to_le_bytes()]);
            RistrettoPoint::from_uniform_bytes(&digest)
        };
        Generators {
            blinding: generator(0),
            vector: (1..=len).map(generator).collect(),
        }
    }

    fn commit(&self, values: &[Scalar], blinding: Scalar) -> RistrettoPoint {
        let scalars = std::iter::once(&blinding).chain(values);
        let points = std::iter::once(&self.blinding).chain(&self.vector[..values.len()]);
        RistrettoPoint::multiscalar_mul(scalars, points)
    }

    fn sum(&self) -> RistrettoPoint {
        self.vector.iter().sum()
    }
}

/// What a shuffle proves: `after[j] = x·before[π(j)]` for a permutation `π`, and
/// `key = x·G`, the seat's deck key in public.
pub struct Shuffle<'a> {
    pub before: &'a [RistrettoPoint],
    pub after: &'a [RistrettoPoint],
    pub key: RistrettoPoint,
}

/// The shuffler's secrets: its exponent and its permutation (`order[j]` is `π(j)`).
pub struct ShuffleWitness<'a> {
    pub exponent: Scalar,
    pub order: &'a [usize],
}

/// Bayer and Groth's argument (see the module's notes): commitments to the permutation `a` and
/// to the challenge's powers permuted `b`; then, for challenges `y` and `z`, a product argument
/// that `Π (y·a_j + b_j − z) = Π (y·i + e^(i+1) − z)`, so that `(a, b)` is a permutation of
/// `(i, e^(i+1))`; and a multi-exponentiation argument that `Σ b_j·after_j = x·Σ e^(i+1)·before_i`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ShuffleProof {
    /// `c_a`, `c_b`; the product argument's three; the multi-exponentiation's three.
    points: [RistrettoPoint; 8],
    /// The product argument's `ã` and `b̃`, the multi-exponentiation's `f`.
    openings: [Vec<Scalar>; 3],
    /// `r̃`, `s̃`, `ρ'`, `ξ`.
    blindings: [Scalar; 4],
}

/// The challenges and values both sides derive alike.
struct Round {
    generators: Generators,
    /// `Σ e^(i+1)·before_i`.
    combined: RistrettoPoint,
    y: Scalar,
    z: Scalar,
    /// `Π (y·i + e^(i+1) − z)`.
    product: Scalar,
    /// The commitment to `y·a + b − z`.
    committed: RistrettoPoint,
}

impl Shuffle<'_> {
    fn absorb(&self, transcript: &mut Transcript) {
        transcript.append_message(b"proof", b"shuffle");
        transcript.points(b"before", self.before);
        transcript.points(b"after", self.after);
        transcript.point(b"key", &self.key);
    }

    /// The challenges after `c_a` and `c_b`.
    fn round(
        &self,
        transcript: &mut Transcript,
        generators: Generators,
        permutation: &RistrettoPoint,
        powers_at: &RistrettoPoint,
    ) -> Round {
        transcript.point(b"permutation", permutation);
        let e = transcript.challenge(b"e");
        let powers = powers(e, self.before.len());
        transcript.point(b"powers", powers_at);
        let y = transcript.challenge(b"y");
        let z = transcript.challenge(b"z");
        let product = powers
            .iter()
            .enumerate()
            .map(|(i, power)| y * Scalar::from(i as u64) + power - z)
            .product();
        let committed = permutation * y + powers_at - generators.sum() * z;
        Round {
            combined: RistrettoPoint::vartime_multiscalar_mul(&powers, self.before),
            generators,
            y,
            z,
            product,
            committed,
        }
    }
}

/// `c·b̃_{k+1} − b̃_k·ã_{k+1}` for each `k`: what the product argument's third commitment and
/// its second open to, at challenge `c`.
fn chained(c: Scalar, a: &[Scalar], b: &[Scalar]) -> Vec<Scalar> {
    (1..a.len()).map(|k| c * b[k] - b[k - 1] * a[k]).collect()
}

/// `e`, `e²`, … `eⁿ`.
fn powers(e: Scalar, n: usize) -> Vec<Scalar> {
    prefix_products(&vec![e; n])
}

/// `d_0`, `d_0·d_1`, … : the products the product argument chains.
fn prefix_products(d: &[Scalar]) -> Vec<Scalar> {
    d.iter()
        .scan(Scalar::ONE, |product, value| {
            *product *= value;
            Some(*product)
        })
        .collect()
}

/// The product argument's commitments for `d`, with its `prefix` products: to the masks
/// `d_mask` of `d`, and to the two vectors its check opens ([`chained`]), with the masks `delta`
/// of the prefix products, whose first is `d_mask`'s and last is zero (set here; for one card,
/// `d` is public and unmasked).
fn product_commitments(
    g: &Generators,
    d: &[Scalar],
    prefix: &[Scalar],
    d_mask: &mut [Scalar],
    delta: &mut [Scalar],
    [r_dd, s_1, s_x]: [Scalar; 3],
) -> [RistrettoPoint; 3] {
    let n = d.len();
    if n == 1 {
        d_mask[0] = Scalar::ZERO;
    }
    delta[0] = d_mask[0];
    delta[n - 1] = Scalar::ZERO;
    let c2: Vec<Scalar> = (1..n).map(|k| -delta[k - 1] * d_mask[k]).collect();
    let c3: Vec<Scalar> = (1..n)
        .map(|k| delta[k] - d[k] * delta[k - 1] - prefix[k - 1] * d_mask[k])
        .collect();
    [g.commit(d_mask, r_dd), g.commit(&c2, s_1), g.commit(&c3, s_x)]
}

impl ShuffleProof {
    pub fn prove(
        transcript: &mut Transcript,
        shuffle: &Shuffle,
        witness: &ShuffleWitness,
        secret: &[u8],
    ) -> ShuffleProof {
        let n = shuffle.before.len();
        shuffle.absorb(transcript);
        let a: Vec<Scalar> = witness.order.iter().map(|&i| Scalar::from(i as u64)).collect();
        let mut witnessed = a.clone();
        witnessed.push(witness.exponent);
        let nonces = |transcript: &Transcript, count| transcript.nonces(&witnessed, secret, count);
        let generators = Generators::new(n);
        let r_a = nonces(transcript, 1)[0];
        let c_a = generators.commit(&a, r_a);
        let mut after_a = transcript.clone();
        after_a.point(b"permutation", &c_a);
        let e = after_a.challenge(b"e");
        let powers = powers(e, n);
        let b: Vec<Scalar> = witness.order.iter().map(|&i| powers[i]).collect();
        let s_b = nonces(&after_a, 1)[0];
        let c_b = generators.commit(&b, s_b);
        let round = shuffle.round(transcript, generators, &c_a, &c_b);
        let d: Vec<Scalar> = a.iter().zip(&b).map(|(a, b)| round.y * a + b - round.z).collect();
        let r_d = round.y * r_a + s_b;
        let prefix = prefix_products(&d);
        let mut masks = nonces(transcript, 3 * n + 5);
        let (d_mask, rest) = masks.split_at_mut(n);
        let (delta, rest) = rest.split_at_mut(n);
        let (t, rest) = rest.split_at_mut(n);
        let [r_dd, s_1, s_x, rho, tau] = rest else {
            unreachable!("five blindings")
        };
        let g = &round.generators;
        let [c1, c2, c3] = product_commitments(g, &d, &prefix, d_mask, delta, [*r_dd, *s_1, *s_x]);
        let t1 = g.commit(t, *rho);
        let t2 = RistrettoPoint::multiscalar_mul(t.iter(), shuffle.after) - round.combined * *tau;
        let t3 = RISTRETTO_BASEPOINT_POINT * *tau;
        let points = [c_a, c_b, c1, c2, c3, t1, t2, t3];
        transcript.points(b"commitments", &points[2..]);
        let c = transcript.challenge(b"c");
        let mask = |values: &[Scalar], masks: &[Scalar]| -> Vec<Scalar> {
            values
                .iter()
                .zip(masks)
                .map(|(value, mask)| c * value + mask)
                .collect()
        };
        ShuffleProof {
            points,
            openings: [mask(&d, d_mask), mask(&prefix, delta), mask(&b, t)],
            blindings: [
                c * r_d + *r_dd,
                c * *s_x + *s_1,
                *rho + c * s_b,
                *tau + c * witness.exponent,
            ],
        }
    }

    pub fn verify(&self, transcript: &mut Transcript, shuffle: &Shuffle) -> Result<(), ProofError> {
        let n = shuffle.before.len();
        if n == 0 || shuffle.after.len() != n || self.openings.iter().any(|opening| opening.len() != n) {
            return Err(ProofError::Malformed);
        }
        shuffle.absorb(transcript);
        let [c_a, c_b, c1, c2, c3, t1, t2, t3] = self.points;
        let round = shuffle.round(transcript, Generators::new(n), &c_a, &c_b);
        transcript.points(b"commitments", &self.points[2..]);
        let c = transcript.challenge(b"c");
        let [a, b, f] = &self.openings;
        let [r, s, rho, xi] = self.blindings;
        let g = &round.generators;
        let holds = g.commit(a, r) == c1 + round.committed * c
            && g.commit(&chained(c, a, b), s) == c2 + c3 * c
            && b[0] == a[0]
            && b[n - 1] == c * round.product
            && g.commit(f, rho) == t1 + c_b * c
            && RistrettoPoint::vartime_multiscalar_mul(f, shuffle.after) - round.combined * xi == t2
            && RISTRETTO_BASEPOINT_POINT * xi == t3 + shuffle.key * c;
        match holds {
            true => Ok(()),
            false => Err(ProofError::Rejected),
        }
    }

    /// How many words the proof of a shuffle of `cards` takes.
    pub fn words(cards: usize) -> usize {
        8 + 3 * cards + 4
    }

    pub fn to_words(&self) -> Vec<Word> {
        let points = self.points.iter().map(|point| point.compress().to_bytes());
        let scalars = self.openings.iter().flatten().chain(&self.blindings);
        points.chain(scalars.map(|scalar| scalar.to_bytes())).collect()
    }

    pub fn from_words(words: &[Word], cards: usize) -> Result<ShuffleProof, ProofError> {
        let mut words = Words(words.iter());
        let mut points = [RistrettoPoint::identity(); 8];
        for point in &mut points {
            *point = words.point()?;
        }
        let openings = [
            words.scalars(cards)?,
            words.scalars(cards)?,
            words.scalars(cards)?,
        ];
        let blindings = [words.scalar()?, words.scalar()?, words.scalar()?, words.scalar()?];
        words.end()?;
        Ok(ShuffleProof {
            points,
            openings,
            blindings,
        })
    }
}
