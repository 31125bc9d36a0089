//! The table's form as a phone sends it, and the hand it describes.

use serde::Deserialize;
use uptown_rules::{
    BidWhistHand, BidWhistReport, Call, ContractReport, Counts, GameKind, Hand, HandError,
    HandProblem, HonoursReport, Mode, PerSide, RenegeReport, Rules, Seat, Side, WhistHand,
    WhistReport,
};

/// The form as sent; check boxes left unticked are absent.
#[derive(Debug, Default, Clone, Deserialize)]
pub(super) struct EntryForm {
    #[serde(default)]
    pub(super) action: String,
    #[serde(default)]
    pub(super) key: String,
    #[serde(default)]
    pub(super) version: Option<i64>,
    #[serde(default)]
    pub(super) game: Option<i64>,
    /// The dealer the page showed, so that a retried form sends the very same hand.
    #[serde(default)]
    pub(super) dealer: Option<String>,
    #[serde(default)]
    pub(super) bidder: Option<String>,
    /// As typed: blank, or what should be a whole number (see `typed_number`).
    #[serde(default)]
    pub(super) level: String,
    #[serde(default)]
    pub(super) mode: Option<String>,
    /// Books of the bidding side (bid whist) or tricks of North–South (whist).
    #[serde(default)]
    pub(super) count: String,
    #[serde(default)]
    pub(super) honours: Option<String>,
    #[serde(default)]
    pub(super) renege_ns: Option<String>,
    #[serde(default)]
    pub(super) renege_ew: Option<String>,
    /// The trick a side reneged at, as typed: blank, or what should be 1 to 13.
    #[serde(default)]
    pub(super) renege_ns_trick: String,
    #[serde(default)]
    pub(super) renege_ew_trick: String,
    #[serde(default)]
    pub(super) thrown_in: Option<String>,
}

/// A number typed into the form: a blank field is none (the rules then say what is
/// missing), anything but a whole number is refused (`Err`), and a whole number is passed on
/// for the rules to judge.
fn typed_number(text: &str) -> Result<Option<i64>, ()> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    text.parse().map(Some).map_err(drop)
}

/// Why the form is not a hand.
#[derive(Debug)]
pub(super) enum NotAHand {
    /// The field (as the rules name it) holds something other than a whole number.
    NotANumber(&'static str),
    /// The rule book refuses the hand as reported.
    Refused(HandError),
    /// A renege ticked without its trick, where the house rules count a renege only with
    /// its trick (`renege_needs_trick`): it would be stored and cost nothing.
    RenegeWithoutTrick(Side),
}

fn missing(field: &str) -> NotAHand {
    NotAHand::Refused(HandError::new(field, HandProblem::Missing))
}

fn malformed(field: &str, reason: &impl ToString) -> NotAHand {
    NotAHand::Refused(HandError::new(
        field,
        HandProblem::Malformed(reason.to_string()),
    ))
}

/// The hand of a game under `rules` the form describes, dealt by `dealer`, checked as the
/// rule book checks every hand (the scoring against the game's earlier hands is the write's).
pub(super) fn hand_of(form: &EntryForm, rules: Rules, dealer: &str) -> Result<Hand, NotAHand> {
    let kind = rules.kind();
    let dealer: Seat = dealer
        .parse()
        .map_err(|error| malformed("dealer", &error))?;
    let count = typed_number(&form.count).map_err(|()| {
        NotAHand::NotANumber(match kind {
            GameKind::BidWhist => "books",
            GameKind::Whist => "tricks",
        })
    })?;
    let level = typed_number(&form.level).map_err(|()| NotAHand::NotANumber("contract.level"))?;
    let reneges = reneges_of(form, rules)?;
    let checked = match kind {
        GameKind::BidWhist => {
            let report = if form.thrown_in.is_some() {
                BidWhistReport {
                    dealer,
                    auction: Some(vec![Call::Pass; 4]),
                    contract: None,
                    books: None,
                    reneges: Vec::new(),
                }
            } else {
                BidWhistReport {
                    dealer,
                    auction: None,
                    contract: Some(contract_of(form, level)?),
                    books: count.map(Counts::One),
                    reneges,
                }
            };
            BidWhistHand::try_from(report).map(Hand::BidWhist)
        }
        GameKind::Whist => {
            // The form asks for North–South's tricks; East–West took the rest.
            let tricks = count.ok_or_else(|| missing("tricks"))?;
            let honours = form
                .honours
                .as_deref()
                .and_then(|honours| honours.split_once(':'))
                .map(|(side, count)| {
                    Ok(HonoursReport {
                        side: side
                            .parse()
                            .map_err(|error| malformed("honours.side", &error))?,
                        count: count.parse().unwrap_or(0),
                    })
                })
                .transpose()?;
            WhistHand::try_from(WhistReport {
                dealer,
                trump: None,
                tricks: PerSide::new(tricks, 13 - tricks),
                honours,
                reneges,
            })
            .map(Hand::Whist)
        }
    };
    checked.map_err(NotAHand::Refused)
}

/// The reneges on the form: a side ticked, or given the trick it reneged at.
fn reneges_of(form: &EntryForm, rules: Rules) -> Result<Vec<RenegeReport>, NotAHand> {
    let needs_trick = matches!(rules, Rules::BidWhist(rules) if rules.renege_needs_trick);
    let sides = [
        (Side::NorthSouth, &form.renege_ns, &form.renege_ns_trick),
        (Side::EastWest, &form.renege_ew, &form.renege_ew_trick),
    ];
    let mut reneges = Vec::new();
    for (side, ticked, trick) in sides {
        let trick = typed_number(trick).map_err(|()| NotAHand::NotANumber("reneges.trick"))?;
        match (ticked.is_some(), trick) {
            (false, None) => {}
            (true, None) if needs_trick => return Err(NotAHand::RenegeWithoutTrick(side)),
            (_, trick) => reneges.push(RenegeReport { side, trick }),
        }
    }
    Ok(reneges)
}

/// The contract on the form, the fields checked in the order a hand object lists them.
fn contract_of(form: &EntryForm, level: Option<i64>) -> Result<ContractReport, NotAHand> {
    let bidder: Seat = form
        .bidder
        .as_deref()
        .ok_or_else(|| missing("contract.bidder"))?
        .parse()
        .map_err(|error| malformed("contract.bidder", &error))?;
    let level = level.ok_or_else(|| missing("contract.level"))?;
    let mode: Mode = form
        .mode
        .as_deref()
        .ok_or_else(|| missing("contract.mode"))?
        .parse()
        .map_err(|error| malformed("contract.mode", &error))?;
    Ok(ContractReport {
        bidder,
        level,
        mode,
        trump: None,
        direction: None,
    })
}
