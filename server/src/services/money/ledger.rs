//! The sums of an event's money, from its terms, its entrants in standings order, who opted
//! in to the Boston pot and what each player paid: what each owes and wins, what each place
//! and the pot pay out. Nothing here reads the database. Amounts are whole cents, and
//! every split hands out every cent: what does not divide goes a cent each to the first.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use uptown_api::money::{MoneyTerms, MoneyTotals};

/// An entrant as the money sees it: in standings order, with its rank (entrants level share
/// one) and its Bostons in its first games as the pot counts them.
#[derive(Debug, Clone)]
pub struct Team {
    pub entrant: u32,
    pub name: String,
    pub players: Vec<i64>,
    pub withdrawn: bool,
    pub rank: u32,
    pub bostons: u32,
}

/// What one entrant takes for its place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaceWon {
    pub place: u32,
    pub entrant: u32,
    pub amount: i64,
}

/// The Boston pot as it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pot {
    pub amount: i64,
    /// The entrants in it, in standings order.
    pub teams: Vec<u32>,
    pub winners: Vec<u32>,
    pub decided_by: Option<&'static str>,
}

/// One player's account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Account {
    pub player: i64,
    pub entrant: Option<u32>,
    pub in_pot: bool,
    pub entry_fee: i64,
    pub table_money: i64,
    pub stake: i64,
    pub paid: i64,
    pub won: i64,
}

impl Account {
    pub fn owed(&self) -> i64 {
        self.entry_fee + self.table_money + self.stake
    }

    pub fn due(&self) -> i64 {
        self.owed() - self.paid
    }
}

#[derive(Debug, Clone)]
pub struct Ledger {
    pub accounts: Vec<Account>,
    pub places: Vec<PlaceWon>,
    pub pot: Option<Pot>,
    pub totals: MoneyTotals,
}

/// `amount` in `ways` parts as even as cents allow, the larger parts first.
pub fn split(amount: i64, ways: usize) -> Vec<i64> {
    let Ok(count) = i64::try_from(ways) else {
        return Vec::new();
    };
    if count == 0 {
        return Vec::new();
    }
    let (part, over) = (amount.div_euclid(count), amount.rem_euclid(count));
    (0..count)
        .map(|index| part + i64::from(index < over))
        .collect()
}

/// The prize fund: `prize_percent` of the entry fees of `players` players.
pub fn prize_fund(terms: &MoneyTerms, players: usize) -> i64 {
    let fees = terms.entry_fee_cents * i64::try_from(players).unwrap_or(0);
    fees * i64::from(terms.prize_percent) / 100
}

/// What each paid place takes. Places are counted among the entrants still in the event,
/// in standings order; entrants level share what their places pay between them. Each
/// place's share is rounded down and the cents left go to first place; a share with
/// nobody to take it stays with the club.
pub fn places(fund: i64, shares: &[u32], teams: &[Team]) -> Vec<PlaceWon> {
    let mut amounts: Vec<i64> = shares
        .iter()
        .map(|share| fund * i64::from(*share) / 100)
        .collect();
    let left = fund - amounts.iter().sum::<i64>();
    if let Some(first) = amounts.first_mut() {
        *first += left;
    }
    let placed: Vec<&Team> = teams.iter().filter(|team| !team.withdrawn).collect();
    let mut won = Vec::new();
    let mut start = 0;
    while start < placed.len() && start < amounts.len() {
        let level = placed[start..]
            .iter()
            .take_while(|team| team.rank == placed[start].rank)
            .count();
        let pool: i64 = amounts.iter().skip(start).take(level).sum();
        let place = u32::try_from(start + 1).unwrap_or(u32::MAX);
        for (team, amount) in placed[start..start + level].iter().zip(split(pool, level)) {
            won.push(PlaceWon {
                place,
                entrant: team.entrant,
                amount,
            });
        }
        start += level;
    }
    won
}

/// The Boston pot: the teams whose every player opted in stake in it; it goes to the one
/// still in the event with the most Bostons, the better placed of those level, or, when
/// none of them had a Boston, to the best placed.
pub fn pot(stake: i64, teams: &[Team], opted_in: &BTreeSet<i64>) -> Pot {
    let in_pot: Vec<&Team> = teams
        .iter()
        .filter(|team| {
            !team.players.is_empty() && team.players.iter().all(|p| opted_in.contains(p))
        })
        .collect();
    let staked: usize = in_pot.iter().map(|team| team.players.len()).sum();
    let contenders: Vec<&&Team> = in_pot.iter().filter(|team| !team.withdrawn).collect();
    let most = contenders
        .iter()
        .map(|team| team.bostons)
        .max()
        .unwrap_or(0);
    let candidates: Vec<&&&Team> = contenders
        .iter()
        .filter(|team| team.bostons == most)
        .collect();
    let best = candidates.iter().map(|team| team.rank).min();
    Pot {
        amount: stake * i64::try_from(staked).unwrap_or(0),
        teams: in_pot.iter().map(|team| team.entrant).collect(),
        winners: candidates
            .iter()
            .filter(|team| Some(team.rank) == best)
            .map(|team| team.entrant)
            .collect(),
        decided_by: best.map(|_| if most > 0 { "bostons" } else { "place" }),
    }
}

/// The whole account of the event. `paid` holds each player's payments summed; players
/// who paid without entering have an account with nothing owed.
pub fn ledger(
    terms: Option<&MoneyTerms>,
    entrants: &[Team],
    opted_in: &BTreeSet<i64>,
    paid: &BTreeMap<i64, i64>,
) -> Ledger {
    let players: usize = entrants.iter().map(|team| team.players.len()).sum();
    let fund = terms.map_or(0, |terms| prize_fund(terms, players));
    let places = terms.map_or_else(Vec::new, |terms| places(fund, &terms.payouts, entrants));
    let pot = terms
        .and_then(|terms| terms.boston_pot.as_ref())
        .map(|pot_terms| pot(pot_terms.stake_cents, entrants, opted_in));
    let mut accounts = Vec::new();
    for team in entrants {
        let in_pot = pot
            .as_ref()
            .is_some_and(|pot| pot.teams.contains(&team.entrant));
        let prize: i64 = places
            .iter()
            .filter(|won| won.entrant == team.entrant)
            .map(|won| won.amount)
            .sum();
        let pot_share = pot.as_ref().map_or(0, |pot| {
            let shares = split(pot.amount, pot.winners.len());
            pot.winners
                .iter()
                .zip(shares)
                .find(|(winner, _)| **winner == team.entrant)
                .map_or(0, |(_, share)| share)
        });
        let won = split(prize + pot_share, team.players.len());
        for (player, won) in team.players.iter().zip(won) {
            accounts.push(Account {
                player: *player,
                entrant: Some(team.entrant),
                in_pot,
                entry_fee: terms.map_or(0, |terms| terms.entry_fee_cents),
                table_money: terms.map_or(0, |terms| terms.table_money_cents),
                stake: match (in_pot, terms.and_then(|terms| terms.boston_pot.as_ref())) {
                    (true, Some(pot)) => pot.stake_cents,
                    _ => 0,
                },
                paid: paid.get(player).copied().unwrap_or(0),
                won,
            });
        }
    }
    let entered: HashSet<i64> = accounts.iter().map(|account| account.player).collect();
    for (player, paid) in paid {
        if !entered.contains(player) {
            accounts.push(Account {
                player: *player,
                entrant: None,
                in_pot: false,
                entry_fee: 0,
                table_money: 0,
                stake: 0,
                paid: *paid,
                won: 0,
            });
        }
    }
    let totals = totals(&accounts, fund, &places, pot.as_ref());
    Ledger {
        accounts,
        places,
        pot,
        totals,
    }
}

fn totals(accounts: &[Account], fund: i64, places: &[PlaceWon], pot: Option<&Pot>) -> MoneyTotals {
    let sum = |part: fn(&Account) -> i64| accounts.iter().map(part).sum::<i64>();
    let entry_fees = sum(|account| account.entry_fee);
    let table_money = sum(|account| account.table_money);
    let paid_out: i64 = places.iter().map(|won| won.amount).sum();
    MoneyTotals {
        owed_cents: sum(Account::owed),
        paid_cents: sum(|account| account.paid),
        due_cents: sum(Account::due),
        prize_fund_cents: fund,
        table_money_cents: table_money,
        boston_pot_cents: pot.map_or(0, |pot| pot.amount),
        kept_by_club_cents: entry_fees - paid_out + table_money,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use uptown_api::money::BostonPotTerms;

    fn team(entrant: u32, rank: u32, bostons: u32) -> Team {
        Team {
            entrant,
            name: format!("Team {entrant}"),
            players: vec![i64::from(entrant) * 10, i64::from(entrant) * 10 + 1],
            withdrawn: false,
            rank,
            bostons,
        }
    }

    fn terms() -> MoneyTerms {
        MoneyTerms {
            currency: "USD".to_owned(),
            entry_fee_cents: 2000,
            table_money_cents: 500,
            prize_percent: 100,
            payouts: vec![40, 30, 20, 10],
            boston_pot: Some(BostonPotTerms {
                stake_cents: 1000,
                by_game: 3,
            }),
        }
    }

    #[test]
    fn a_split_hands_out_every_cent_the_first_parts_larger() {
        assert_eq!(split(1001, 2), vec![501, 500]);
        assert_eq!(split(1000, 3), vec![334, 333, 333]);
        assert_eq!(split(7, 0), Vec::<i64>::new());
    }

    #[test]
    fn places_pay_their_shares_and_the_odd_cents_go_to_first() {
        let entrants: Vec<Team> = (1..=5).map(|entrant| team(entrant, entrant, 0)).collect();
        let won = places(10_001, &[40, 30, 20, 10], &entrants);
        let amounts: Vec<i64> = won.iter().map(|won| won.amount).collect();
        assert_eq!(amounts, vec![4001, 3000, 2000, 1000]);
        assert_eq!(amounts.iter().sum::<i64>(), 10_001);
    }

    #[test]
    fn entrants_level_share_the_places_they_cover_and_withdrawn_ones_take_none() {
        let mut entrants = vec![team(1, 1, 0), team(2, 2, 0), team(3, 2, 0), team(4, 4, 0)];
        entrants.insert(
            1,
            Team {
                withdrawn: true,
                ..team(9, 1, 0)
            },
        );
        let won = places(10_000, &[50, 30, 15, 5], &entrants);
        assert_eq!(
            won,
            vec![
                PlaceWon {
                    place: 1,
                    entrant: 1,
                    amount: 5000
                },
                PlaceWon {
                    place: 2,
                    entrant: 2,
                    amount: 2250
                },
                PlaceWon {
                    place: 2,
                    entrant: 3,
                    amount: 2250
                },
                PlaceWon {
                    place: 4,
                    entrant: 4,
                    amount: 500
                },
            ]
        );
    }

    #[test]
    fn a_share_with_nobody_to_take_it_stays_with_the_club() {
        let entrants = vec![team(1, 1, 0), team(2, 2, 0)];
        let terms = terms();
        let ledger = ledger(Some(&terms), &entrants, &BTreeSet::new(), &BTreeMap::new());
        assert_eq!(ledger.totals.prize_fund_cents, 8000);
        let paid_out: i64 = ledger.places.iter().map(|won| won.amount).sum();
        assert_eq!(paid_out, 5600);
        assert_eq!(ledger.totals.kept_by_club_cents, 8000 - 5600 + 2000);
    }

    #[test]
    fn a_team_is_in_the_pot_only_when_both_opted_in() {
        let entrants = vec![team(1, 1, 0), team(2, 2, 2), team(3, 3, 1)];
        let opted: BTreeSet<i64> = [10, 11, 20, 30, 31].into_iter().collect();
        let pot = pot(1000, &entrants, &opted);
        assert_eq!(
            pot.teams,
            vec![1, 3],
            "team 2's second player did not opt in"
        );
        assert_eq!(pot.amount, 4000);
        assert_eq!(pot.winners, vec![3], "most Bostons among those in it");
        assert_eq!(pot.decided_by, Some("bostons"));
    }

    #[test]
    fn without_a_boston_in_the_pot_the_best_placed_team_in_it_takes_it() {
        let entrants = vec![team(1, 1, 3), team(2, 2, 0), team(3, 3, 0)];
        let opted: BTreeSet<i64> = [20, 21, 30, 31].into_iter().collect();
        let pot = pot(500, &entrants, &opted);
        assert_eq!(pot.winners, vec![2]);
        assert_eq!(pot.decided_by, Some("place"));
    }

    #[test]
    fn level_on_bostons_the_better_placed_takes_the_pot() {
        let entrants = vec![team(1, 1, 1), team(2, 2, 2), team(3, 3, 2)];
        let everyone: BTreeSet<i64> = [10, 11, 20, 21, 30, 31].into_iter().collect();
        assert_eq!(pot(500, &entrants, &everyone).winners, vec![2]);
        let level = vec![team(1, 1, 1), team(2, 2, 2), team(3, 2, 2)];
        assert_eq!(pot(500, &level, &everyone).winners, vec![2, 3]);
    }

    #[test]
    fn a_players_account_owes_its_fees_and_stake_and_wins_its_half() {
        let entrants = vec![team(1, 1, 0), team(2, 2, 1)];
        let opted: BTreeSet<i64> = [20, 21].into_iter().collect();
        let paid: BTreeMap<i64, i64> = [(10, 2500), (20, 3500), (99, 2000)].into_iter().collect();
        let terms = terms();
        let ledger = ledger(Some(&terms), &entrants, &opted, &paid);
        let account = |player| {
            ledger
                .accounts
                .iter()
                .find(|account| account.player == player)
                .unwrap()
                .clone()
        };
        assert_eq!(account(10).due(), 0);
        assert_eq!(account(11).due(), 2500);
        assert_eq!(account(20).owed(), 3500);
        assert_eq!(account(20).due(), 0);
        // 8,000 fund: 40% to team 1, 30% to team 2, and the pot of 2,000 to team 2.
        assert_eq!(account(10).won, 1600);
        assert_eq!(account(21).won, 2200);
        assert_eq!(account(99).entrant, None);
        assert_eq!(account(99).due(), -2000);
        assert_eq!(ledger.totals.owed_cents, 4 * 2500 + 2 * 1000);
        assert_eq!(ledger.totals.paid_cents, 8000);
        assert_eq!(ledger.totals.due_cents, 12_000 - 8000);
    }

    #[test]
    fn without_terms_nobody_owes_anything() {
        let entrants = vec![team(1, 1, 0)];
        let ledger = ledger(None, &entrants, &BTreeSet::new(), &BTreeMap::new());
        assert!(ledger.accounts.iter().all(|account| account.owed() == 0));
        assert!(ledger.places.is_empty() && ledger.pot.is_none());
    }
}
