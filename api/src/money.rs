//! Money at an event, as a Bid Whist tournament takes it in cash (docs/MONEY.md): the terms
//! the director sets, who has opted in to the Boston pot, the cash taken, and what comes of
//! it: what each player owes and has paid, and what each final place and the pot pay out.
//! Every amount is in cents: hundredths of the event's currency.

use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{SeatedPlayer, utc};

fn all_of_the_fund() -> u32 {
    100
}

/// An event's money: what `PUT /events/{id}/money` takes and `GET` answers in `terms`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MoneyTerms {
    /// Three capital letters (ISO 4217): `USD`, `EUR`, `DKK`.
    #[schema(pattern = "^[A-Z]{3}$", example = "USD")]
    pub currency: String,
    /// What each player pays to play; it makes the prize fund.
    #[schema(minimum = 0, maximum = 10_000_000)]
    pub entry_fee_cents: i64,
    /// What each player pays for the table (the room, the cards); the club keeps it.
    #[schema(minimum = 0, maximum = 10_000_000)]
    pub table_money_cents: i64,
    /// The percent of the entry fees paid out as prizes; the club keeps the rest. 100 when
    /// left out.
    #[serde(default = "all_of_the_fund")]
    #[schema(maximum = 100)]
    pub prize_percent: u32,
    /// The percent of the prize fund each final place takes, first place first; they add up
    /// to 100. Four or five places is usual.
    #[schema(min_items = 1, max_items = 10, example = json!([40, 30, 20, 10]))]
    pub payouts: Vec<u32>,
    /// The Boston pot, where the event has one.
    #[serde(default)]
    pub boston_pot: Option<BostonPotTerms>,
}

/// An opt-in side pot: each player in it stakes the same, and it all goes to one team.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BostonPotTerms {
    /// What each player in the pot stakes.
    #[schema(minimum = 1, maximum = 10_000_000)]
    pub stake_cents: i64,
    /// The pot goes to the team in it with the most Bostons in its first `by_game` games,
    /// the better placed of those level; when none of them had one, to the best placed team
    /// in it.
    #[schema(minimum = 1, maximum = 100)]
    pub by_game: u32,
}

/// `GET /events/{id}/money`: the terms and where everyone stands.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Money {
    pub event_id: i64,
    /// `null` until a director sets them: then nobody owes anything.
    pub terms: Option<MoneyTerms>,
    /// Whether the event has finished, so places and the pot are settled; before, they are
    /// as the standings are now.
    pub settled: bool,
    /// Every player of the event's entrants, and anyone else who has paid, in entrant order.
    pub players: Vec<PlayerMoney>,
    /// What each paid place takes, best first.
    pub payouts: Vec<Payout>,
    pub boston_pot: Option<BostonPot>,
    pub totals: MoneyTotals,
    /// Every payment taken, first first.
    pub payments: Vec<Payment>,
}

/// One player's account with the event.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PlayerMoney {
    pub player: SeatedPlayer,
    /// The entrant the player plays in; `null` for one who paid and has not entered.
    pub entrant: Option<u32>,
    pub withdrawn: bool,
    /// Whether the player opted in to the Boston pot.
    pub opted_in: bool,
    /// Whether the player's team is in the pot: every one of its players opted in.
    pub in_boston_pot: bool,
    pub entry_fee_cents: i64,
    pub table_money_cents: i64,
    /// The stake, when the player's team is in the pot.
    pub boston_pot_cents: i64,
    pub owed_cents: i64,
    pub paid_cents: i64,
    /// What the player still owes: `owed_cents - paid_cents`; below 0, what the club owes
    /// them back.
    pub due_cents: i64,
    /// The player's part of their team's prize and of the pot.
    pub won_cents: i64,
}

/// What one entrant takes for its final place.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Payout {
    /// Its rank in the standings; entrants level share the places they cover.
    pub place: u32,
    pub entrant: u32,
    pub name: String,
    pub amount_cents: i64,
}

/// Who is in the Boston pot, and who it goes to.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct BostonPot {
    pub stake_cents: i64,
    pub by_game: u32,
    pub amount_cents: i64,
    pub teams: Vec<PotTeam>,
    /// The entrants it goes to (more than one only when level on both counts); empty when
    /// nobody is in it.
    pub winners: Vec<u32>,
    /// `bostons` when the most Bostons decided it, `place` when nobody in it had one.
    pub decided_by: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PotTeam {
    pub entrant: u32,
    pub name: String,
    /// Its Bostons in its first `by_game` games.
    pub bostons: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct MoneyTotals {
    pub owed_cents: i64,
    pub paid_cents: i64,
    /// Still to come in (what players owe, less what the club owes back).
    pub due_cents: i64,
    pub prize_fund_cents: i64,
    pub table_money_cents: i64,
    pub boston_pot_cents: i64,
    /// The entry fees not paid out, and the table money.
    pub kept_by_club_cents: i64,
}

/// How cash came in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PaymentMethod {
    /// At the door, on the day.
    Cash,
    /// Before the day.
    Prepaid,
}

impl PaymentMethod {
    pub fn name(self) -> &'static str {
        match self {
            PaymentMethod::Cash => "cash",
            PaymentMethod::Prepaid => "prepaid",
        }
    }

    pub fn parse(name: &str) -> Option<PaymentMethod> {
        [PaymentMethod::Cash, PaymentMethod::Prepaid]
            .into_iter()
            .find(|method| method.name() == name)
    }
}

/// What `POST /events/{id}/payments` takes.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewPayment {
    pub player_id: i64,
    /// What the player handed over; below 0, what was handed back to them. Not 0.
    #[schema(minimum = -10_000_000, maximum = 10_000_000)]
    pub amount_cents: i64,
    pub method: PaymentMethod,
    /// One line of plain text, up to 1,000 characters.
    #[serde(default)]
    #[schema(pattern = "^[^\\u0000]*$")]
    pub note: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Payment {
    pub id: i64,
    pub event_id: i64,
    pub player_id: i64,
    pub amount_cents: i64,
    pub method: PaymentMethod,
    pub note: String,
    #[serde(with = "utc")]
    pub recorded_at: NaiveDateTime,
    /// The account that took it.
    pub recorded_by: String,
}

/// What `PUT /events/{id}/money/players/{player}` takes: in the Boston pot or not.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PotChoice {
    pub boston_pot: bool,
}

/// Cents as units with two decimals: `1250` is `12.50`, `-5` is `-0.05`.
pub fn units(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let cents = cents.unsigned_abs();
    format!("{sign}{}.{:02}", cents / 100, cents % 100)
}

/// An amount a person typed, in cents: `20`, `12.5`, `12.50`, or with the decimal comma
/// Danish, German, Dutch and Swedish write (`12,50`); a minus sign in front for money
/// handed back. `None` for anything else: a thousands separator, a third decimal, a sign
/// alone.
pub fn parse_cents(text: &str) -> Option<i64> {
    let text = text.trim();
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, fraction) = match digits.split_once(['.', ',']) {
        Some((whole, fraction)) => (whole, fraction),
        None => (digits, ""),
    };
    let all_digits = |part: &str| part.bytes().all(|byte| byte.is_ascii_digit());
    if whole.is_empty() || whole.len() > 12 || fraction.len() > 2 {
        return None;
    }
    if !all_digits(whole) || !all_digits(fraction) {
        return None;
    }
    let cents = whole.parse::<i64>().ok()? * 100 + format!("{fraction:0<2}").parse::<i64>().ok()?;
    Some(if negative { -cents } else { cents })
}

#[cfg(test)]
mod tests {
    use super::{parse_cents, units};

    #[test]
    fn cents_are_written_as_units_with_two_decimals() {
        assert_eq!(units(1250), "12.50");
        assert_eq!(units(5), "0.05");
        assert_eq!(units(-5), "-0.05");
        assert_eq!(units(-100_000), "-1000.00");
        assert_eq!(units(0), "0.00");
        for cents in [0, 7, 1250, -725, 123_456_789] {
            assert_eq!(parse_cents(&units(cents)), Some(cents));
        }
    }

    #[test]
    fn amounts_are_read_with_a_point_or_a_comma() {
        assert_eq!(parse_cents("20"), Some(2000));
        assert_eq!(parse_cents(" 12.5 "), Some(1250));
        assert_eq!(parse_cents("12,50"), Some(1250));
        assert_eq!(parse_cents("0.05"), Some(5));
        assert_eq!(parse_cents("12."), Some(1200));
        assert_eq!(parse_cents("-7.25"), Some(-725));
        for wrong in ["", "-", "1.234", "1,000.00", "12a", ".5", "+5", "1e3"] {
            assert_eq!(parse_cents(wrong), None, "{wrong:?}");
        }
    }
}
