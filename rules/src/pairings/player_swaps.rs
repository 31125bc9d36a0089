//! A last local search over single players, who trade places.
//! Re-pairing tables (`opponents.rs`) keeps every partnership; a trade makes new ones, which
//! is what a schedule with one or two tables a round needs, where there is little or nothing
//! to re-pair. The cost weighs uneven sit-outs above a partnership played again, and that far
//! above any opponent count, so a trade never buys even opponents with a repeated partner,
//! nor fresh partners with a third sit-out where others have one, even annealed.

use super::opponents::Cooling;
use super::random::SplitMix;
use super::schedule::Rounds;

/// Trades tried per seat of the schedule, at least `FEWEST_TRADES` (small schedules have few
/// seats but need a long search) and at most `MOST_TRADES` in all.
const TRADES_PER_SEAT: usize = 20;
const FEWEST_TRADES: usize = 20_000;
const MOST_TRADES: usize = 500_000;

/// What a partnership played once more costs, beside opponent counts to the fourth power;
/// and, above both, what sit-outs cost, by the sum of their squares.
const REPEAT_WEIGHT: i64 = 1 << 20;
const SIT_OUT_WEIGHT: i64 = 1 << 30;

/// What a pair partnering `partners` times costs, in `REPEAT_WEIGHT`s: its partnerships
/// taken two at a time, so 1 for twice and 3 for three times.
pub(crate) fn repeat_cost(partners: i64) -> i64 {
    partners * (partners - 1).max(0) / 2
}

/// Partner and opponent counts of every pair, and what they cost.
struct Counts {
    players: usize,
    target: i64,
    partners: Vec<i16>,
    opponents: Vec<i16>,
    sat_out: Vec<i64>,
}

impl Counts {
    /// The counts of `background` and `rounds` together, and who waits in each of `rounds`.
    fn of(players: usize, background: &Rounds, rounds: &Rounds, target: i64) -> (Counts, Waiting) {
        let mut counts = Counts {
            players,
            target,
            partners: vec![0; players * players],
            opponents: vec![0; players * players],
            sat_out: vec![0; players],
        };
        for table in background.iter().chain(rounds).flatten() {
            counts.count(*table, 1);
        }
        let waiting = Waiting::new(players, rounds);
        let waited = Waiting::new(players, background);
        for player in waiting.rounds.iter().chain(&waited.rounds).flatten() {
            counts.sat_out[*player] += 1;
        }
        (counts, waiting)
    }

    fn pair(&self, a: usize, b: usize) -> usize {
        a.min(b) * self.players + a.max(b)
    }

    /// Counts a table's two partnerships and four opponent pairs `step` times more.
    fn count(&mut self, [north, south, east, west]: [usize; 4], step: i16) {
        for (a, b) in [(north, south), (east, west)] {
            let pair = self.pair(a, b);
            self.partners[pair] += step;
        }
        for (a, b) in [(north, east), (north, west), (south, east), (south, west)] {
            let pair = self.pair(a, b);
            self.opponents[pair] += step;
        }
    }

    /// Counts `before` out and `after` in.
    fn move_tables(&mut self, before: &[[usize; 4]], after: &[[usize; 4]]) {
        for table in before {
            self.count(*table, -1);
        }
        for table in after {
            self.count(*table, 1);
        }
    }

    fn cost_of(&self, pair: usize) -> i64 {
        let partners = i64::from(self.partners[pair]);
        let off = i64::from(self.opponents[pair]) - self.target;
        REPEAT_WEIGHT * repeat_cost(partners) + off.pow(4)
    }

    /// The pairs a table touches.
    fn pairs(&self, [north, south, east, west]: [usize; 4]) -> [usize; 6] {
        [
            self.pair(north, south),
            self.pair(east, west),
            self.pair(north, east),
            self.pair(north, west),
            self.pair(south, east),
            self.pair(south, west),
        ]
    }

    /// What it costs that `more` sits out once more and `fewer` once fewer.
    fn sit_out_cost(&self, sitting: Option<(usize, usize)>) -> i64 {
        sitting.map_or(0, |(more, fewer)| {
            SIT_OUT_WEIGHT * (2 * (self.sat_out[more] - self.sat_out[fewer]) + 2)
        })
    }

    /// Whether a trade that changes the cost by `change`, sitting out as `sitting` says,
    /// repeats a partnership: what is left once sit-outs are counted out is a repeat's
    /// weight, as opponent counts change the cost by far less.
    fn repeats(&self, change: i64, sitting: Option<(usize, usize)>) -> bool {
        change - self.sit_out_cost(sitting) >= REPEAT_WEIGHT / 2
    }

    /// How many more repeats (`repeat_cost`) there would be if the player at `joins` took
    /// the seat of the partner of the player at `stays`, in the same round, and that partner
    /// took theirs.
    fn repeats_seated(&self, rounds: &Rounds, (stays, joins): (Place, Place)) -> i64 {
        let at = |(round, table, seat): Place| rounds[round][table][seat];
        let (a, partner) = (at(stays), at(partner_of(stays)));
        let (b, left) = (at(joins), at(partner_of(joins)));
        let partnered = |x: usize, y: usize| i64::from(self.partners[self.pair(x, y)]);
        let one_more = |count: i64| repeat_cost(count + 1) - repeat_cost(count);
        one_more(partnered(a, b)) + one_more(partnered(partner, left))
            - one_more(partnered(a, partner) - 1)
            - one_more(partnered(b, left) - 1)
    }

    /// Makes `trade` and says what it changes; the counts stay as they were.
    fn make(&mut self, trade: Trade, rounds: &mut Rounds, waiting: &mut Waiting) -> Made {
        let sitting = trade.sit_out_change(rounds, waiting);
        let before = trade.tables(rounds);
        trade.make(rounds, waiting);
        let after = trade.tables(rounds);
        let change = self.change(&before, &after) + self.sit_out_cost(sitting);
        Made {
            before,
            after,
            sitting,
            change,
        }
    }

    /// Counts a trade made; returns what it changed in the cost.
    fn keep(&mut self, made: &Made) -> i64 {
        self.move_tables(&made.before, &made.after);
        if let Some((more, fewer)) = made.sitting {
            self.sat_out[more] += 1;
            self.sat_out[fewer] -= 1;
        }
        made.change
    }

    /// What replacing tables `before` by `after` (the same players) changes in the cost.
    fn change(&mut self, before: &[[usize; 4]], after: &[[usize; 4]]) -> i64 {
        // At most four tables of six pairs; on the stack, as this runs a million times.
        let mut pairs = [0; 24];
        let mut count = 0;
        for table in before.iter().chain(after) {
            pairs[count..count + 6].copy_from_slice(&self.pairs(*table));
            count += 6;
        }
        let touched = &mut pairs[..count];
        touched.sort_unstable();
        let touched = &*touched;
        // Each pair once: sorted, a pair equal to the one before is the same pair again.
        let cost = |counts: &Counts| -> i64 {
            touched
                .iter()
                .enumerate()
                .filter(|(index, pair)| *index == 0 || touched[index - 1] != **pair)
                .map(|(_, pair)| counts.cost_of(*pair))
                .sum()
        };
        let was = cost(self);
        self.move_tables(before, after);
        let now = cost(self);
        self.move_tables(after, before);
        now - was
    }
}

/// Trades players within `rounds`, as `cooling` takes moves: partner repeats first, then
/// opponent counts' distance from `target`, all counted together with the rounds of
/// `background`, which stay as they are; with `apart_first`, pairs that never partnered are
/// seated together before the search where that repeats fewer partnerships (`mend_apart`).
/// Returns how much the cost changed.
///
/// Two kinds of trade: two seated players of one round change places; or a seated player
/// and one sitting out change places in one round and back in another round where the
/// first sits out and the second plays, which moves sit-outs between rounds and keeps
/// everyone's count.
pub(crate) fn trade_players(
    players: usize,
    background: &Rounds,
    rounds: &mut Rounds,
    target: i64,
    cooling: Cooling,
    apart_first: bool,
    random: &mut SplitMix,
) -> i64 {
    let (mut counts, mut waiting) = Counts::of(players, background, rounds, target);
    let seats: usize = 4 * rounds.iter().map(Vec::len).sum::<usize>();
    let trades = (TRADES_PER_SEAT * seats).clamp(FEWEST_TRADES, MOST_TRADES);
    // Sit-outs first, by the cheapest trades: a random trade that evens them out is taken
    // whatever partnership it repeats, as sit-outs weigh most, and past a whole evening that
    // is often a third one, which no single trade undoes. Over two evenings of 58, 62, 66, 70
    // and 102 players (seeds 1 to 6) and 58 with seed 7, a pair partnered a third time at 20
    // of the 31 schedules with sit-outs mended only after the search, and at none with this.
    let mut total = mend_sit_outs(&mut counts, rounds, &mut waiting);
    // A descent takes any trade that partners a pair left apart, whatever it does to the
    // opponents, and meets the cheap ones seldom: 999 players in 1500 rounds (seed 1) went
    // from opponents 2..4 to 1..6 that way.
    if apart_first {
        total += mend_apart(&mut counts, rounds, &mut waiting);
    }
    for step in 0..trades {
        let trade = match random.below(3) {
            0 => within_round(rounds, random),
            1 => in_and_out(rounds, &waiting, random),
            _ => across_rounds(rounds, &waiting, random),
        };
        let Some(trade) = trade else {
            continue;
        };
        let made = counts.make(trade, rounds, &mut waiting);
        if cooling.refuses(made.change, step, trades, random) {
            trade.make(rounds, &mut waiting);
        } else {
            total += counts.keep(&made);
        }
    }
    total
        + mend_sit_outs(&mut counts, rounds, &mut waiting)
        + mend_repeats(&mut counts, rounds, &mut waiting, 1)
}

/// Mends uneven sit-outs and repeated partnerships in `rounds` after `background`, and
/// nothing else: the trades `trade_players` ends with, without its search, and taking a
/// trade only where it repeats fewer partnerships. Past a whole evening every partnership
/// repeats, and a trade that merely lowered the cost would be a descent on opponent counts
/// toward a rounded target (33 players in 58 rounds, seed 2026: opponents 2..5 with such
/// trades, 2..4 without).
pub(crate) fn mend(players: usize, background: &Rounds, rounds: &mut Rounds, target: i64) {
    let (mut counts, mut waiting) = Counts::of(players, background, rounds, target);
    mend_sit_outs(&mut counts, rounds, &mut waiting);
    mend_repeats(&mut counts, rounds, &mut waiting, REPEAT_WEIGHT / 2);
}

/// Uneven sit-outs mended one at a time, before the random search and after it: a player
/// who sat out most takes the seat of one who sat out two fewer at least, in a round where
/// the first sits out and the second plays, of which there is one at least while they are
/// two apart. Random trades find that round too seldom where the rounds started far from
/// even: 51 players in 17 rounds of 52's design with a phantom (seed 7) ended with
/// sit-outs 0..2. Returns how much the cost changed.
///
/// The seat taken makes new partnerships, and past a whole evening nearly every pair has
/// partnered twice, so the few such trades often partner a pair a third time (62 players in
/// 124 rounds, seed 2, had two trades to choose from and both did). Where the cheapest
/// repeats a partnership, the sit-out is also passed along players who sat out once fewer
/// (`cheapest_chain`), and the cheaper way is taken.
fn mend_sit_outs(counts: &mut Counts, rounds: &mut Rounds, waiting: &mut Waiting) -> i64 {
    let mut total = 0;
    loop {
        let most = counts.sat_out.iter().copied().max().unwrap_or(0);
        let fewest = counts.sat_out.iter().copied().min().unwrap_or(0);
        if most - fewest <= 1 {
            return total;
        }
        let sat_most: Vec<usize> = (0..counts.players)
            .filter(|player| counts.sat_out[*player] == most)
            .collect();
        // The cheapest single trade; where it repeats a partnership, whatever passing the
        // sit-out along finds, which counts that trade too and is never dearer.
        let mut best = cheapest_chain(counts, rounds, waiting, &sat_most, most, 1);
        if best.as_ref().is_none_or(|chain| chain.repeats) {
            best = cheapest_chain(counts, rounds, waiting, &sat_most, most, LONGEST_CHAIN);
        }
        match best {
            Some(chain) if chain.change < 0 => {
                for trade in chain.trades {
                    let made = counts.make(trade, rounds, waiting);
                    total += counts.keep(&made);
                }
            }
            _ => return total,
        }
    }
}

/// Every trade in which one of `joining`, waiting in a round, takes the seat of a player
/// there who sat out `fewer` times at most.
fn sit_out_trades(
    counts: &Counts,
    rounds: &Rounds,
    waiting: &Waiting,
    joining: &[usize],
    fewer: i64,
) -> Vec<Trade> {
    let mut trades = Vec::new();
    for &player in joining {
        for &round in &waiting.of_player[player] {
            let Some(slot) = waiting[round].iter().position(|out| *out == player) else {
                continue;
            };
            for (table, seats) in rounds[round].iter().enumerate() {
                for (seat, seated) in seats.iter().enumerate() {
                    if counts.sat_out[*seated] <= fewer {
                        trades.push(Trade::InAndOut((round, table, seat), slot));
                    }
                }
            }
        }
    }
    trades
}

/// How many trades a sit-out may be passed along, from a player who sat out most to one
/// who sat out two fewer, where a single trade would repeat a partnership.
const LONGEST_CHAIN: usize = 3;

/// Trades that pass a sit-out on, what they change together, and whether the last repeats
/// a partnership (those before it never do).
#[derive(Default)]
struct Chain {
    trades: Vec<Trade>,
    change: i64,
    repeats: bool,
}

/// The cheapest chain of at most `longest` trades that passes a sit-out from one of
/// `sat_most` (who sat out `most` times) through players who sat out once fewer, each trade
/// on the way repeating no partnership, to one who sat out two fewer at least.
fn cheapest_chain(
    counts: &mut Counts,
    rounds: &mut Rounds,
    waiting: &mut Waiting,
    sat_most: &[usize],
    most: i64,
    longest: usize,
) -> Option<Chain> {
    let mut best = None;
    let mut chain = Chain::default();
    let search = Search { most, longest };
    extend_chain(
        counts, rounds, waiting, sat_most, search, &mut chain, &mut best,
    );
    best
}

/// What a chain search looks for: a sit-out passed on from players who sat out `most`
/// times, in `longest` trades at most.
#[derive(Clone, Copy)]
struct Search {
    most: i64,
    longest: usize,
}

/// Tries each way to go on from `chain`, which has passed the sit-out to `joining`: ending
/// at a player who sat out two fewer, or, while the chain is short enough, passing it on to
/// one who sat out once fewer. The trades are made while their continuations are tried, and
/// undone after.
fn extend_chain(
    counts: &mut Counts,
    rounds: &mut Rounds,
    waiting: &mut Waiting,
    joining: &[usize],
    search: Search,
    chain: &mut Chain,
    best: &mut Option<Chain>,
) {
    let most = search.most;
    let last = sit_out_trades(counts, rounds, waiting, joining, most - 2);
    if let Some((change, trade)) = cheapest(counts, rounds, waiting, last)
        && best
            .as_ref()
            .is_none_or(|best| chain.change + change < best.change)
    {
        let mut trades = chain.trades.clone();
        trades.push(trade);
        *best = Some(Chain {
            trades,
            change: chain.change + change,
            repeats: counts.repeats(change, trade.sit_out_change(rounds, waiting)),
        });
    }
    if chain.trades.len() + 2 > search.longest {
        return;
    }
    for next in sit_out_trades(counts, rounds, waiting, joining, most - 1) {
        let Some((between, _)) = next.sit_out_change(rounds, waiting) else {
            continue;
        };
        if counts.sat_out[between] != most - 1 {
            continue;
        }
        let made = counts.make(next, rounds, waiting);
        if counts.repeats(made.change, made.sitting) {
            next.make(rounds, waiting);
            continue;
        }
        chain.change += counts.keep(&made);
        chain.trades.push(next);
        extend_chain(counts, rounds, waiting, &[between], search, chain, best);
        chain.trades.pop();
        let undone = counts.make(next, rounds, waiting);
        chain.change -= made.change;
        counts.keep(&undone);
    }
}

/// Partnerships still played more than once after the random search, mended one at a time:
/// every trade of either partner within the round is tried, and the cheapest taken if it
/// lowers the cost. Random trades reach the one table in a thousand that needs one too
/// seldom; this reaches it every time, up to `MOST_TRADES` tried (where more partnerships are
/// wanted than there are pairs, repeats are many and most cannot be mended). Returns how much
/// the cost changed. A trade is taken if it lowers the cost by `gain` at least: by 1, any
/// gain; by half a `REPEAT_WEIGHT`, only one that repeats fewer partnerships (opponent
/// counts change the cost by far less than that).
fn mend_repeats(counts: &mut Counts, rounds: &mut Rounds, waiting: &mut Waiting, gain: i64) -> i64 {
    let mut total = 0;
    let mut tried = 0;
    for round in 0..rounds.len() {
        for table in 0..rounds[round].len() {
            for seat in [0, 2] {
                let [a, b] = [rounds[round][table][seat], rounds[round][table][seat + 1]];
                if counts.partners[counts.pair(a, b)] < 2 {
                    continue;
                }
                let trades = trades_of(rounds, waiting, (round, table, seat));
                tried += trades.len();
                if tried > MOST_TRADES {
                    return total;
                }
                if let Some((change, trade)) = cheapest(counts, rounds, waiting, trades)
                    && change <= -gain
                {
                    let made = counts.make(trade, rounds, waiting);
                    total += counts.keep(&made);
                }
            }
        }
    }
    total
}

/// Pairs that never partnered, where others partnered twice, seated together one at a
/// time: in each round where both play, one of them takes the seat of the other's partner,
/// and the cheapest such trade is taken if it repeats fewer partnerships. Random trades
/// seldom find the one seat of the one round that does it: 999 players in 1500 rounds
/// (seed 1) kept 119 pairs that never partnered, and 6 that partnered three times, after
/// the search and `mend_repeats`. Returns how much the cost changed.
fn mend_apart(counts: &mut Counts, rounds: &mut Rounds, waiting: &mut Waiting) -> i64 {
    if counts.partners.iter().all(|partnered| *partnered < 2) {
        return 0;
    }
    let players = counts.players;
    let apart: Vec<[usize; 2]> = (0..players)
        .flat_map(|a| (a + 1..players).map(move |b| [a, b]))
        .filter(|&[a, b]| counts.partners[counts.pair(a, b)] == 0)
        .collect();
    let mut places = Places::new(players, rounds);
    let mut total = 0;
    for [a, b] in apart {
        let seatings: Vec<(Place, Place)> = (0..rounds.len())
            .filter_map(|round| Some((places.of(round, a)?, places.of(round, b)?)))
            .flat_map(|(a, b)| [(a, b), (b, a)])
            .collect();
        // Only the trades repeating fewest partnerships are costed in full: opponent counts
        // change the cost by far less than a repeat does.
        let fewest = seatings
            .iter()
            .map(|seating| counts.repeats_seated(rounds, *seating))
            .min();
        let trades: Vec<Trade> = seatings
            .into_iter()
            .filter(|seating| Some(counts.repeats_seated(rounds, *seating)) == fewest)
            .map(|(stays, joins)| Trade::Seats(partner_of(stays), joins))
            .collect();
        if let Some((change, trade)) = cheapest(counts, rounds, waiting, trades)
            && change <= -REPEAT_WEIGHT / 2
        {
            let made = counts.make(trade, rounds, waiting);
            total += counts.keep(&made);
            places.moved(rounds, trade);
        }
    }
    total
}

/// Steps of `narrow_opponents`, per seat of the schedule and at most in all: each costs every
/// trade of two players within a round, a hundred or so under 100 players.
const NARROWING_STEPS_PER_SEAT: usize = 100;
const MOST_NARROWING_STEPS: usize = 20_000;

/// Steps without a better schedule after which `narrow_opponents` gives up: where counts
/// within one cannot be had (or not by this search) the rest of the budget would be spent
/// for nothing, on each of the thousands of schedules the tests make.
const STALLED_AFTER: usize = 500;

/// Steps a player moved within a round stays where the move put them, at least; a random
/// as many again at most, so that the search does not walk in circles.
const TABU_STEPS: usize = 8;

/// Narrows opponent counts that end two or more apart, by a tabu search over trades within
/// rounds (as Dotú and Van Hentenryck's for the social golfer problem): each step takes a
/// pair whose count lies outside the two whole numbers around the mean, a round where it
/// opposes (or, too seldom met, where both play), and of every trade of either of the two
/// within that round the one costing least, even uphill, but never one that repeats a
/// partnership, nor one undoing a recent move unless it beats the best yet. The annealed
/// trades end a few pairs short: 20 players in 7 rounds kept 2, 5 and 3 pairs opposing
/// twice (seeds 2026, 7 and 1) where a SAT solver seats them with every pair once at most.
/// Sit-outs do not change. `rounds` become the best seen, by spread, then pairs outside,
/// then cost, where that is better than they were.
pub(crate) fn narrow_opponents(
    players: usize,
    rounds: &mut Rounds,
    target: i64,
    random: &mut SplitMix,
) {
    let (mut counts, mut waiting) = Counts::of(players, &Vec::new(), rounds, target);
    let Some(evenness) = Evenness::of(&counts) else {
        return;
    };
    let (spread, mut outside) = evenness.standing(&counts);
    if outside.is_empty() {
        return;
    }
    let mut places = Places::new(players, rounds);
    let mut tabu_until = vec![0usize; players * rounds.len()];
    let (mut cost, mut best_cost, mut improved) = (0i64, 0i64, 0);
    let mut best = ((spread, outside.len(), 0i64), rounds.clone());
    let seats: usize = 4 * rounds.iter().map(Vec::len).sum::<usize>();
    let steps = (NARROWING_STEPS_PER_SEAT * seats).min(MOST_NARROWING_STEPS);
    for step in 1..=steps {
        let [a, b] = outside[random.below(outside.len())];
        let too_often =
            u64::try_from(counts.opponents[counts.pair(a, b)]).unwrap_or(0) > evenness.high;
        let meeting: Vec<usize> = (0..rounds.len())
            .filter(|round| match (places.of(*round, a), places.of(*round, b)) {
                (Some(at_a), Some(at_b)) => {
                    !too_often || (at_a.1 == at_b.1 && at_a.2 / 2 != at_b.2 / 2)
                }
                _ => false,
            })
            .collect();
        if meeting.is_empty() {
            continue;
        }
        let round = meeting[random.below(meeting.len())];
        let tabu = |player: usize| tabu_until[round * players + player] > step;
        let Some((trade, moved)) = Within {
            round,
            movers: [a, b],
            tabu_below: best_cost - cost,
        }
        .cheapest(&mut counts, rounds, &mut waiting, &places, tabu, random) else {
            continue;
        };
        let made = counts.make(trade, rounds, &mut waiting);
        cost += counts.keep(&made);
        places.moved(rounds, trade);
        for player in moved {
            tabu_until[round * players + player] = step + TABU_STEPS + random.below(TABU_STEPS);
        }
        let (spread, now_outside) = evenness.standing(&counts);
        outside = now_outside;
        best_cost = best_cost.min(cost);
        let key = (spread, outside.len(), cost);
        if key < best.0 {
            best = (key, rounds.clone());
            improved = step;
        }
        if outside.is_empty() || step - improved > STALLED_AFTER {
            break;
        }
    }
    *rounds = best.1;
}

/// Every pair of players, and the two whole numbers around their mean opponent count, which
/// trades within rounds keep where they are (the sum of the counts does not change).
struct Evenness {
    pairs: Vec<[usize; 2]>,
    low: u64,
    high: u64,
}

impl Evenness {
    fn of(counts: &Counts) -> Option<Evenness> {
        let players = counts.players;
        let pairs: Vec<[usize; 2]> = (0..players)
            .flat_map(|a| (a + 1..players).map(move |b| [a, b]))
            .collect();
        let sum: u64 = pairs
            .iter()
            .map(|&[a, b]| u64::try_from(counts.opponents[counts.pair(a, b)]).unwrap_or(0))
            .sum();
        let count = u64::try_from(pairs.len()).ok().filter(|count| *count > 0)?;
        Some(Evenness {
            pairs,
            low: sum / count,
            high: sum.div_ceil(count),
        })
    }

    /// How far apart the counts spread, and the pairs whose count is outside `low..=high`.
    fn standing(&self, counts: &Counts) -> (i16, Vec<[usize; 2]>) {
        let (mut fewest, mut most) = (i16::MAX, i16::MIN);
        let mut outside = Vec::new();
        for &[a, b] in &self.pairs {
            let opposed = counts.opponents[counts.pair(a, b)];
            (fewest, most) = (fewest.min(opposed), most.max(opposed));
            if !(self.low..=self.high).contains(&u64::try_from(opposed).unwrap_or(0)) {
                outside.push([a, b]);
            }
        }
        (most - fewest, outside)
    }
}

/// The trades a step of `narrow_opponents` chooses from: either of `movers` with any other
/// seated player of `round` but their partner. A trade moving a tabu player is taken only
/// where it changes the cost by less than `tabu_below` (to a new best).
struct Within {
    round: usize,
    movers: [usize; 2],
    tabu_below: i64,
}

impl Within {
    /// The cheapest trade that repeats no partnership, a tie broken at random, and the two
    /// players it moves.
    fn cheapest(
        &self,
        counts: &mut Counts,
        rounds: &mut Rounds,
        waiting: &mut Waiting,
        places: &Places,
        tabu: impl Fn(usize) -> bool,
        random: &mut SplitMix,
    ) -> Option<(Trade, [usize; 2])> {
        let round = self.round;
        let mut chosen: Option<(i64, Trade, [usize; 2])> = None;
        let mut ties = 0;
        for mover in self.movers {
            let place = places.of(round, mover)?;
            for table in 0..rounds[round].len() {
                for seat in (0..4).filter(|seat| table != place.1 || seat / 2 != place.2 / 2) {
                    let trade = Trade::Seats(place, (round, table, seat));
                    let other = rounds[round][table][seat];
                    let made = counts.make(trade, rounds, waiting);
                    trade.make(rounds, waiting);
                    if counts.repeats(made.change, None)
                        || ((tabu(mover) || tabu(other)) && made.change >= self.tabu_below)
                    {
                        continue;
                    }
                    // Ties are many (a count of 0 and one of 2 cost alike), and taking the
                    // first would walk the same way each time: one of them at random.
                    match chosen {
                        Some((change, ..)) if made.change > change => {}
                        Some((change, ..)) if made.change == change => {
                            ties += 1;
                            if random.below(ties) == 0 {
                                chosen = Some((made.change, trade, [mover, other]));
                            }
                        }
                        _ => {
                            ties = 1;
                            chosen = Some((made.change, trade, [mover, other]));
                        }
                    }
                }
            }
        }
        chosen.map(|(_, trade, moved)| (trade, moved))
    }
}

/// The place of the partner of whoever sits at `place`.
fn partner_of((round, table, seat): Place) -> Place {
    (round, table, seat ^ 1)
}

/// Where each player sits in each round, kept up to date through trades within rounds.
struct Places {
    players: usize,
    /// Round by round, player by player: table · 4 + seat, or `None` while waiting.
    seats: Vec<Option<usize>>,
}

impl Places {
    fn new(players: usize, rounds: &Rounds) -> Places {
        let mut places = Places {
            players,
            seats: vec![None; players * rounds.len()],
        };
        for (round, tables) in rounds.iter().enumerate() {
            for (table, seats) in tables.iter().enumerate() {
                for (seat, player) in seats.iter().enumerate() {
                    places.seats[round * players + player] = Some(4 * table + seat);
                }
            }
        }
        places
    }

    fn of(&self, round: usize, player: usize) -> Option<Place> {
        self.seats[round * self.players + player].map(|at| (round, at / 4, at % 4))
    }

    /// Records where the two players of a trade within a round sit now.
    fn moved(&mut self, rounds: &Rounds, trade: Trade) {
        if let Trade::Seats(a, b) = trade {
            for (round, table, seat) in [a, b] {
                self.seats[round * self.players + rounds[round][table][seat]] =
                    Some(4 * table + seat);
            }
        }
    }
}

/// Of `trades`, the one that changes the cost least (most negative), and that change; each
/// is made and undone to cost it.
fn cheapest(
    counts: &mut Counts,
    rounds: &mut Rounds,
    waiting: &mut Waiting,
    trades: Vec<Trade>,
) -> Option<(i64, Trade)> {
    let mut best: Option<(i64, Trade)> = None;
    for trade in trades {
        let made = counts.make(trade, rounds, waiting);
        trade.make(rounds, waiting);
        if best.is_none_or(|(change, _)| made.change < change) {
            best = Some((made.change, trade));
        }
    }
    best
}

/// Every trade of the partners at `seat` and `seat + 1` of a table within its round: with
/// any other seated player but each other, or with anyone waiting.
fn trades_of(rounds: &Rounds, waiting: &Waiting, (round, table, seat): Place) -> Vec<Trade> {
    let mut trades = Vec::new();
    for own in [seat, seat + 1] {
        let place = (round, table, own);
        for other_table in 0..rounds[round].len() {
            for other_seat in 0..4 {
                if other_table != table || other_seat / 2 != own / 2 {
                    trades.push(Trade::Seats(place, (round, other_table, other_seat)));
                }
            }
        }
        trades.extend((0..waiting[round].len()).map(|slot| Trade::InAndOut(place, slot)));
    }
    trades
}

/// The one or two tables a trade touches, kept off the heap.
#[derive(Debug, Clone, Copy)]
struct Tables {
    tables: [[usize; 4]; 2],
    count: usize,
}

impl Tables {
    fn one(table: [usize; 4]) -> Tables {
        Tables {
            tables: [table; 2],
            count: 1,
        }
    }
}

impl std::ops::Deref for Tables {
    type Target = [[usize; 4]];

    fn deref(&self) -> &[[usize; 4]] {
        &self.tables[..self.count]
    }
}

/// A trade made and what it changed, to be kept (`Counts::keep`) or undone (made again).
struct Made {
    before: Tables,
    after: Tables,
    sitting: Option<(usize, usize)>,
    change: i64,
}

/// Who sits out: round by round, and player by player the rounds they sit out, so that a
/// trade across rounds finds its second round without a search through all of them.
struct Waiting {
    rounds: Vec<Vec<usize>>,
    of_player: Vec<Vec<usize>>,
}

impl Waiting {
    fn new(players: usize, rounds: &Rounds) -> Waiting {
        let mut waiting = Waiting {
            rounds: Vec::with_capacity(rounds.len()),
            of_player: vec![Vec::new(); players],
        };
        for (index, round) in rounds.iter().enumerate() {
            let mut seated = vec![false; players];
            for player in round.iter().flatten() {
                seated[*player] = true;
            }
            let sitting: Vec<usize> = (0..players).filter(|player| !seated[*player]).collect();
            for player in &sitting {
                waiting.of_player[*player].push(index);
            }
            waiting.rounds.push(sitting);
        }
        waiting
    }

    /// Puts `player` in place `slot` of those waiting in `round`; returns who waited there.
    fn swap(&mut self, round: usize, slot: usize, player: usize) -> usize {
        let waited = std::mem::replace(&mut self.rounds[round][slot], player);
        let rounds = &mut self.of_player[waited];
        let at = rounds
            .iter()
            .position(|index| *index == round)
            .expect("who waited is counted as waiting");
        rounds.swap_remove(at);
        self.of_player[player].push(round);
        waited
    }
}

impl std::ops::Index<usize> for Waiting {
    type Output = Vec<usize>;

    fn index(&self, round: usize) -> &Vec<usize> {
        &self.rounds[round]
    }
}

/// A place: round, table and seat.
type Place = (usize, usize, usize);

/// Players changing places, each trade its own undoing.
#[derive(Debug, Clone, Copy)]
enum Trade {
    /// Two seated players of one round.
    Seats(Place, Place),
    /// A seated player and the waiting player `.1` of the same round.
    InAndOut(Place, usize),
    /// In round `.0.0` the player at `.0` leaves for the waiting player `.1`; in round
    /// `.2.0` that player, seated at `.2`, leaves for the first.
    Rounds(Place, usize, Place),
}

impl Trade {
    /// The tables the trade touches, as they are now.
    fn tables(&self, rounds: &Rounds) -> Tables {
        let table = |(round, table, _): Place| rounds[round][table];
        match *self {
            Trade::Seats(a, b) if (a.0, a.1) == (b.0, b.1) => Tables::one(table(a)),
            Trade::InAndOut(a, _) => Tables::one(table(a)),
            Trade::Seats(a, b) | Trade::Rounds(a, _, b) => Tables {
                tables: [table(a), table(b)],
                count: 2,
            },
        }
    }

    /// Who would sit out once more and who once fewer, for a trade that changes that.
    fn sit_out_change(&self, rounds: &Rounds, waiting: &Waiting) -> Option<(usize, usize)> {
        match *self {
            Trade::InAndOut((round, table, seat), slot) => {
                Some((rounds[round][table][seat], waiting[round][slot]))
            }
            Trade::Seats(..) | Trade::Rounds(..) => None,
        }
    }

    fn make(&self, rounds: &mut Rounds, waiting: &mut Waiting) {
        match *self {
            Trade::InAndOut((round, table, seat), slot) => {
                let seated = rounds[round][table][seat];
                rounds[round][table][seat] = waiting.swap(round, slot, seated);
            }
            Trade::Seats((round, ta, sa), (_, tb, sb)) => {
                let a = rounds[round][ta][sa];
                rounds[round][ta][sa] = rounds[round][tb][sb];
                rounds[round][tb][sb] = a;
            }
            Trade::Rounds((first, ta, sa), slot, (second, tb, sb)) => {
                let leaving = rounds[first][ta][sa];
                let joining = waiting.swap(first, slot, leaving);
                rounds[first][ta][sa] = joining;
                rounds[second][tb][sb] = leaving;
                let back = waiting[second]
                    .iter()
                    .position(|player| *player == leaving)
                    .expect("the one leaving waits in the other round");
                waiting.swap(second, back, joining);
            }
        }
    }
}

/// Two seated players of a random round who are not partners.
fn within_round(rounds: &Rounds, random: &mut SplitMix) -> Option<Trade> {
    let round = random.below(rounds.len());
    let places = 4 * rounds[round].len();
    let (first, second) = (random.below(places), random.below(places));
    let (a, b) = (
        (round, first / 4, first % 4),
        (round, second / 4, second % 4),
    );
    // Partners trading places, or a player with themselves, change nobody's company.
    (a.1 != b.1 || a.2 / 2 != b.2 / 2).then_some(Trade::Seats(a, b))
}

/// A seated player and a waiting one of a random round.
fn in_and_out(rounds: &Rounds, waiting: &Waiting, random: &mut SplitMix) -> Option<Trade> {
    let round = random.below(rounds.len());
    if waiting[round].is_empty() || rounds[round].is_empty() {
        return None;
    }
    let slot = random.below(waiting[round].len());
    let place = random.below(4 * rounds[round].len());
    Some(Trade::InAndOut((round, place / 4, place % 4), slot))
}

/// A seated player and a waiting one of a random round, and another round where the first
/// waits and the second plays, if there is one.
fn across_rounds(rounds: &Rounds, waiting: &Waiting, random: &mut SplitMix) -> Option<Trade> {
    let first = random.below(rounds.len());
    if waiting[first].is_empty() || rounds[first].is_empty() {
        return None;
    }
    let slot = random.below(waiting[first].len());
    let joining = waiting[first][slot];
    let place = random.below(4 * rounds[first].len());
    let (table, seat) = (place / 4, place % 4);
    let leaving = rounds[first][table][seat];
    let sits_out = &waiting.of_player[leaving];
    let start = random.below(sits_out.len().max(1));
    (0..sits_out.len())
        .map(|offset| sits_out[(start + offset) % sits_out.len()])
        .find_map(|second| {
            rounds[second]
                .iter()
                .enumerate()
                .find_map(|(index, seats)| {
                    seats
                        .iter()
                        .position(|player| *player == joining)
                        .map(|at| Trade::Rounds((first, table, seat), slot, (second, index, at)))
                })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_trade_that_would_repeat_a_partnership_is_never_taken() {
        // Two rounds of one table: any trade in round 2 repeats a partnership of round 1
        // or keeps the table as it is, which costs nothing.
        let mut rounds = vec![vec![[0, 1, 2, 3]], vec![[0, 2, 1, 3]]];
        trade_players(
            4,
            &Vec::new(),
            &mut rounds,
            1,
            Cooling::Annealed,
            false,
            &mut SplitMix::new(3),
        );
        let partnerships = |table: [usize; 4]| {
            [[table[0], table[1]], [table[2], table[3]]]
                .map(|pair| (pair[0].min(pair[1]), pair[0].max(pair[1])))
        };
        for pair in partnerships(rounds[1][0]) {
            assert!(!partnerships(rounds[0][0]).contains(&pair), "{rounds:?}");
        }
    }

    #[test]
    fn trades_even_out_opponents_a_single_table_cannot_re_pair() {
        // Six players, one table a round, the same two opponents every time.
        let mut rounds = vec![
            vec![[0, 1, 4, 5]],
            vec![[0, 2, 4, 3]],
            vec![[1, 2, 5, 3]],
            vec![[0, 3, 4, 1]],
        ];
        let before = opponent_spread(&rounds);
        trade_players(
            6,
            &Vec::new(),
            &mut rounds,
            1,
            Cooling::Descent,
            false,
            &mut SplitMix::new(1),
        );
        assert!(opponent_spread(&rounds) < before);
    }

    #[test]
    fn mending_evens_out_sit_outs_however_far_apart() {
        // Five players, one table a round: player 4 sits out all four rounds.
        let mut rounds = vec![vec![[0, 1, 2, 3]]; 4];
        mend(5, &Vec::new(), &mut rounds, 1);
        let mut sat_out = [0; 5];
        for round in &rounds {
            let waiting: Vec<usize> = (0..5).filter(|player| !round[0].contains(player)).collect();
            assert_eq!(waiting.len(), 1, "everyone else is seated once: {rounds:?}");
            sat_out[waiting[0]] += 1;
        }
        assert_eq!(sat_out.iter().max(), Some(&1), "{rounds:?}");
    }

    #[test]
    fn mending_seats_a_pair_left_apart_together_where_that_repeats_fewer_partnerships() {
        // 0 and 1 never partnered; the round after partners 0–2 and 1–3 a second time.
        let background = vec![vec![[0, 2, 4, 6], [1, 3, 5, 7]]];
        let mut rounds = vec![vec![[0, 2, 4, 5], [1, 3, 6, 7]]];
        let (mut counts, mut waiting) = Counts::of(8, &background, &rounds, 1);
        let change = mend_apart(&mut counts, &mut rounds, &mut waiting);
        assert!(change <= -REPEAT_WEIGHT, "{change}: {rounds:?}");
        let partnerships = |round: &Vec<[usize; 4]>| -> Vec<[usize; 2]> {
            round
                .iter()
                .flat_map(|&[north, south, east, west]| [[north, south], [east, west]])
                .map(|[a, b]| [a.min(b), a.max(b)])
                .collect()
        };
        let now = partnerships(&rounds[0]);
        assert!(now.contains(&[0, 1]), "{rounds:?}");
        for pair in partnerships(&background[0]) {
            assert!(!now.contains(&pair), "{pair:?} again: {rounds:?}");
        }
    }

    fn opponent_spread(rounds: &Rounds) -> i16 {
        let mut opposed = [0i16; 36];
        for &[north, south, east, west] in rounds.iter().flatten() {
            for (a, b) in [(north, east), (north, west), (south, east), (south, west)] {
                opposed[a.min(b) * 6 + a.max(b)] += 1;
            }
        }
        let pairs = (0..6).flat_map(|a| (a + 1..6).map(move |b| a * 6 + b));
        let counts: Vec<i16> = pairs.map(|pair| opposed[pair]).collect();
        counts.iter().max().unwrap() - counts.iter().min().unwrap()
    }
}
