//! What a match between two robots shows: robot a's Elo over robot b with its 95% interval, and
//! the sequential probability ratio test (SPRT) that decides whether a is stronger.
//!
//! The formulas are Fishtest's, the testing framework of Stockfish
//! (github.com/official-stockfish/fishtest, `server/fishtest/stats/`): the Elo and its interval
//! of `stat_util.get_elo`, and the generalized SPRT of `LLRcalc.LLR_logistic` (M. Van den Bergh,
//! "A practical introduction to the GSPRT", and the proof of its maximum likelihood estimate in
//! "Support of the MLE for multinomial distributions", cantate.be/Fishtest). The test stops at
//! Wald's bounds, ln(β / (1 − α)) and ln((1 − β) / α), without Fishtest's correction for the
//! overshoot of a test updated in batches: this one is updated after every pair of games.
//!
//! Results are counted by their score for a, as Fishtest counts them: single games by loss, draw
//! and win ([`Games`]), or pairs of games played from the same start with the seats swapped by
//! the pair's score 0, ½, 1, 1½ or 2 ([`Pairs`], Fishtest's pentanomial), which takes out what the
//! start itself gives one side.

use super::Won;

/// The 97.5% quantile of the standard normal distribution: a 95% interval is ± this many
/// standard errors.
pub const Z_975: f64 = 1.959_963_984_540_054;

/// The expected score of a player `elo` points stronger than the other (Fishtest's `L`).
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference that gives the expected `score`, clamped to 0.001–0.999 as Fishtest's
/// `elo` does, so that a match won or lost every game still has a (large) finite figure.
pub fn elo_of_score(score: f64) -> f64 {
    let score = score.clamp(1e-3, 1.0 - 1e-3);
    -400.0 * (1.0 / score - 1.0).log10()
}

/// Single games, by their result for robot a.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Games {
    pub losses: u32,
    pub draws: u32,
    pub wins: u32,
}

impl Games {
    pub fn add(&mut self, won: Won) {
        match won {
            Won::A => self.wins += 1,
            Won::B => self.losses += 1,
            Won::Draw => self.draws += 1,
        }
    }

    fn counts(&self) -> [u32; 3] {
        [self.losses, self.draws, self.wins]
    }
}

/// Pairs of games from the same start, the seats swapped, by robot a's score over the pair:
/// `counts[k]` pairs scored k halves (0: both lost, 4: both won).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Pairs {
    pub counts: [u32; 5],
}

impl Pairs {
    pub fn add(&mut self, first: Won, second: Won) {
        let halves = |won| match won {
            Won::A => 2,
            Won::Draw => 1,
            Won::B => 0,
        };
        self.counts[halves(first) + halves(second)] += 1;
    }

    pub fn total(&self) -> u32 {
        self.counts.iter().sum()
    }
}

/// Results as Fishtest reads them: counts of the scores 0, 1/(n−1), ..., 1 (n = 3 for games, 5
/// for pairs).
pub trait Results {
    fn counts(&self) -> Vec<u32>;
}

impl Results for Games {
    fn counts(&self) -> Vec<u32> {
        Games::counts(self).to_vec()
    }
}

impl Results for Pairs {
    fn counts(&self) -> Vec<u32> {
        self.counts.to_vec()
    }
}

/// The counts as an empirical distribution of the score, each empty count given a weight of
/// 0.001 first (Fishtest's `regularize`), so that no score has probability 0: the number of
/// samples and (score, probability) for each count.
fn distribution(counts: &[u32]) -> (f64, Vec<(f64, f64)>) {
    let weights: Vec<f64> = counts
        .iter()
        .map(|&count| if count == 0 { 1e-3 } else { f64::from(count) })
        .collect();
    let total: f64 = weights.iter().sum();
    let last = (counts.len() - 1) as f64;
    let pdf = weights
        .iter()
        .enumerate()
        .map(|(index, weight)| (index as f64 / last, weight / total))
        .collect();
    (total, pdf)
}

/// Robot a's Elo over robot b, with the bounds of its 95% interval.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Estimate {
    pub elo: f64,
    pub low: f64,
    pub high: f64,
}

impl Estimate {
    /// The estimate from `results` (Fishtest's `get_elo`): the mean score per game and its
    /// standard error, each game of a pair counted as half the pair, so that what the two games
    /// of a pair share narrows the interval.
    pub fn of(results: &dyn Results) -> Estimate {
        let counts = results.counts();
        let (samples, pdf) = distribution(&counts);
        let games_per_sample = (counts.len() - 1) as f64 / 2.0;
        let games = samples * games_per_sample;
        // A sample's score in games won: 0 to 1 for a game, 0 to 2 for a pair.
        let score = |value: f64| value * games_per_sample;
        let mean = pdf.iter().map(|&(value, p)| p * score(value)).sum::<f64>() / games_per_sample;
        let variance = pdf
            .iter()
            .map(|&(value, p)| p * (score(value) - mean * games_per_sample).powi(2))
            .sum::<f64>()
            / games_per_sample;
        let error = Z_975 * (variance / games).sqrt();
        Estimate {
            elo: elo_of_score(mean),
            low: elo_of_score(mean - error),
            high: elo_of_score(mean + error),
        }
    }

    /// Half the interval's width: Fishtest's "± x".
    pub fn margin(&self) -> f64 {
        (self.high - self.low) / 2.0
    }
}

/// What an SPRT has decided.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// H1: robot a is at least `elo1` stronger.
    Stronger,
    /// H0: robot a is at most `elo0` stronger.
    NotStronger,
}

/// A sequential probability ratio test of H0: Elo ≤ `elo0` against H1: Elo ≥ `elo1`, with the
/// chance `alpha` of accepting H1 when H0 holds and `beta` of accepting H0 when H1 holds.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

impl Sprt {
    /// The test of `elo0` against `elo1` with α = β = 0.05, as Fishtest runs it.
    pub fn new(elo0: f64, elo1: f64) -> Sprt {
        Sprt {
            elo0,
            elo1,
            alpha: 0.05,
            beta: 0.05,
        }
    }

    /// Wald's bounds on the log-likelihood ratio: below the first H0 is accepted, above the
    /// second H1 (±2.94 for α = β = 0.05).
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The generalized log-likelihood ratio of H1 against H0 (Fishtest's `LLR_logistic`): for
    /// each hypothesis the likeliest distribution of the score whose mean is that hypothesis's
    /// expected score, the log of their likelihoods' ratio summed over the samples.
    pub fn llr(&self, results: &dyn Results) -> f64 {
        let (samples, pdf) = distribution(&results.counts());
        let likeliest = |elo| likeliest_with_mean(&pdf, score_of_elo(elo));
        let (h0, h1) = (likeliest(self.elo0), likeliest(self.elo1));
        let per_sample: f64 = (0..pdf.len())
            .map(|index| pdf[index].1 * (h1[index].ln() - h0[index].ln()))
            .sum();
        samples * per_sample
    }

    /// The verdict once the ratio has crossed a bound; `None` while the test must go on.
    pub fn verdict(&self, results: &dyn Results) -> Option<Verdict> {
        let llr = self.llr(results);
        let (lower, upper) = self.bounds();
        if llr <= lower {
            Some(Verdict::NotStronger)
        } else if llr >= upper {
            Some(Verdict::Stronger)
        } else {
            None
        }
    }
}

/// The probabilities of the distribution on the same scores as `pdf` that is likeliest given
/// `pdf` among those whose mean is `mean` (Fishtest's `MLE_expected`): `p / (1 + x (a − mean))`
/// for each score `a` of probability `p`, `x` the root of the secular equation
/// `Σ p (a − mean) / (1 + x (a − mean)) = 0`.
fn likeliest_with_mean(pdf: &[(f64, f64)], mean: f64) -> Vec<f64> {
    let x = secular_root(pdf, mean);
    pdf.iter()
        .map(|&(value, p)| p / (1.0 + x * (value - mean)))
        .collect()
}

/// The root of the secular equation, by bisection: between −1 / max(a − mean) and
/// −1 / min(a − mean) the sum falls from +∞ to −∞ (each term's derivative is negative), so the
/// root is unique. The scores span 0 to 1 and `mean` lies strictly between them.
fn secular_root(pdf: &[(f64, f64)], mean: f64) -> f64 {
    let sum = |x: f64| -> f64 {
        pdf.iter()
            .map(|&(value, p)| p * (value - mean) / (1.0 + x * (value - mean)))
            .sum()
    };
    let (mut low, mut high) = (-1.0 / (1.0 - mean), 1.0 / mean);
    for _ in 0..200 {
        let middle = (low + high) / 2.0;
        if middle <= low || middle >= high {
            break;
        }
        if sum(middle) > 0.0 {
            low = middle;
        } else {
            high = middle;
        }
    }
    (low + high) / 2.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(actual: f64, expected: f64, tolerance: f64) {
        assert!(
            (actual - expected).abs() <= tolerance,
            "{actual} is not within {tolerance} of {expected}"
        );
    }

    fn games(losses: u32, draws: u32, wins: u32) -> Games {
        Games { losses, draws, wins }
    }

    #[test]
    fn elo_and_score_are_inverse_and_anchored_where_they_should_be() {
        close(score_of_elo(0.0), 0.5, 1e-15);
        // 400 points: ten times the odds.
        close(score_of_elo(400.0), 10.0 / 11.0, 1e-15);
        close(elo_of_score(0.75), 400.0 * 3f64.log10(), 1e-12);
        for elo in [-350.0, -20.0, 0.0, 5.0, 190.0, 600.0] {
            close(elo_of_score(score_of_elo(elo)), elo, 1e-9);
        }
        // Every game won is clamped to a score of 0.999, as Fishtest's `elo` does.
        close(elo_of_score(1.0), 400.0 * 999f64.log10(), 1e-9);
    }

    #[test]
    fn wald_bounds_for_five_percent_errors() {
        let (lower, upper) = Sprt::new(0.0, 5.0).bounds();
        close(lower, -(19f64.ln()), 1e-12);
        close(upper, 19f64.ln(), 1e-12);
        close(upper, 2.944_438_979, 1e-9);
    }

    #[test]
    fn the_estimate_of_games_is_fishtests() {
        // stat_util.get_elo([L, D, W]) = (elo, elo95): 3 losses, 4 draws, 13 wins score 0.75.
        let estimate = Estimate::of(&games(3, 4, 13));
        close(estimate.elo, 190.848_501_887_865, 1e-9);
        // Per-game variance 0.1375 over 20 games: the score's interval is 0.75 ± 0.16251.
        let error = Z_975 * (0.1375f64 / 20.0).sqrt();
        close(estimate.low, elo_of_score(0.75 - error), 1e-9);
        close(estimate.high, elo_of_score(0.75 + error), 1e-9);
        close(estimate.margin(), 172.944_999_112, 1e-6);
        close(estimate.low, 61.425_231_683, 1e-6);
        close(estimate.high, 407.315_229_908, 1e-6);
        // An even match is centred on 0.
        let even = Estimate::of(&games(10, 5, 10));
        close(even.elo, 0.0, 1e-12);
        close(even.low, -even.high, 1e-9);
    }

    #[test]
    fn a_pair_counts_as_two_games_and_what_it_shares_narrows_the_interval() {
        // Every pair split 1–1 (each side won with the same colour): a score of exactly ½ with
        // no spread between pairs, where the same games unpaired spread as widely as can be.
        let split = Pairs {
            counts: [0, 0, 10, 0, 0],
        };
        let unpaired = games(10, 0, 10);
        close(Estimate::of(&split).elo, 0.0, 1e-6);
        assert!(Estimate::of(&split).margin() < Estimate::of(&unpaired).margin() / 10.0);
        // stat_util.get_elo([3, 5, 10, 9, 5]): pairs, read as Fishtest reads a pentanomial.
        let pairs = Estimate::of(&Pairs {
            counts: [3, 5, 10, 9, 5],
        });
        close(pairs.elo, 43.657_787_770, 1e-6);
        close(pairs.low, -27.203_912_843, 1e-6);
        close(pairs.high, 118.385_847_609, 1e-6);
    }

    #[test]
    fn the_llr_of_wins_and_losses_alone_is_the_binomial_one() {
        // With no draws the likeliest distribution with mean s is a win with probability s, so
        // the LLR is W ln(s1/s0) + L ln((1−s1)/(1−s0)); the 0.001 draw Fishtest mixes in moves
        // it by less than 0.01.
        let sprt = Sprt::new(0.0, 5.0);
        let (s0, s1) = (score_of_elo(0.0), score_of_elo(5.0));
        for (losses, wins) in [(40, 60), (55, 45), (1, 9), (300, 330)] {
            let exact = f64::from(wins) * (s1 / s0).ln() + f64::from(losses) * ((1.0 - s1) / (1.0 - s0)).ln();
            close(sprt.llr(&games(losses, 0, wins)), exact, 1e-2);
        }
    }

    #[test]
    fn the_llr_matches_fishtests_values() {
        // LLRcalc.LLR_logistic(elo0, elo1, results), computed with Fishtest's code.
        let cases: [(f64, f64, &dyn Results, f64); 4] = [
            (0.0, 5.0, &games(40, 20, 60), 0.330_569_726_7),
            (-3.0, 1.0, &games(65804, 56553, 65388), 2.049_042_618),
            (
                -3.0,
                1.0,
                &Pairs {
                    counts: [10789, 19328, 33806, 19402, 10543],
                },
                2.131_067_812,
            ),
            (
                0.0,
                5.0,
                &Pairs {
                    counts: [2, 10, 20, 14, 4],
                },
                0.219_075_727_8,
            ),
        ];
        for (elo0, elo1, results, expected) in cases {
            close(Sprt::new(elo0, elo1).llr(results), expected, 1e-6);
        }
    }

    #[test]
    fn the_llr_rises_with_wins_and_the_test_decides_both_ways() {
        let sprt = Sprt::new(0.0, 5.0);
        let mut last = f64::NEG_INFINITY;
        for wins in 0..=100 {
            let llr = sprt.llr(&games(100 - wins, 0, wins));
            assert!(llr > last, "{wins} wins");
            last = llr;
        }
        // Half and half is evidence for H0 (a score of ½ is Elo 0, not 5), but little a game:
        // telling 0 from 5 Elo takes tens of thousands of games.
        close(sprt.llr(&games(1000, 0, 1000)), -0.207_098_453_7, 1e-6);
        assert_eq!(sprt.verdict(&games(1000, 0, 1000)), None);
        assert_eq!(
            sprt.verdict(&games(20_000, 0, 20_000)),
            Some(Verdict::NotStronger)
        );
        assert_eq!(sprt.verdict(&games(20, 0, 80)), None);
        assert_eq!(sprt.verdict(&games(200, 0, 800)), Some(Verdict::Stronger));
        // A wider margin decides sooner: 23 pairs each won twice pass H1: Elo ≥ 50, 22 do not.
        let wide = Sprt::new(0.0, 50.0);
        let won = |pairs| Pairs {
            counts: [0, 0, 0, 0, pairs],
        };
        close(wide.llr(&won(20)), 2.672_083_397, 1e-6);
        assert_eq!(wide.verdict(&won(22)), None);
        assert_eq!(wide.verdict(&won(23)), Some(Verdict::Stronger));
    }

    #[test]
    fn pairs_are_counted_by_their_score() {
        let mut pairs = Pairs::default();
        pairs.add(Won::A, Won::A);
        pairs.add(Won::A, Won::B);
        pairs.add(Won::Draw, Won::B);
        pairs.add(Won::B, Won::Draw);
        assert_eq!(pairs.counts, [0, 2, 1, 0, 1]);
        assert_eq!(pairs.total(), 4);
    }
}
