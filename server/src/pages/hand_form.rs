//! A hand as a form sends it, field by field: the phone's entry form at a table and the
//! console's correction of a hand share these fields, the choices they offer under the
//! game's house rules, and the check that turns them into a hand.

use serde::Deserialize;
use uptown_rules::{
    AllPass, BidWhistHand, BidWhistReport, Call, ContractReport, Counts, GameKind, Hand, HandError,
    HandProblem, HonoursReport, Kitty, Mode, PerSide, RenegeReport, Rules, Seat, Side, WhistHand,
    WhistReport, WhistTrumpReport,
};

use super::i18n::Translator;
use crate::refusal::{Refusal, hand_words};

/// A hand's fields as sent; check boxes left unticked are absent. Every field is text, as
/// typed, so that what is not a number is refused naming its field.
#[derive(Debug, Default, Clone, Deserialize)]
pub struct HandFields {
    /// The dealer the page showed, so that a retried form sends the very same hand.
    #[serde(default)]
    pub dealer: Option<String>,
    #[serde(default)]
    pub bidder: Option<String>,
    /// As typed: blank, or what should be a whole number (see `typed_number`).
    #[serde(default)]
    pub level: String,
    #[serde(default)]
    pub mode: Option<String>,
    /// Books of the bidding side (bid whist) or tricks of North–South (whist).
    #[serde(default)]
    pub count: String,
    #[serde(default)]
    pub honours: Option<String>,
    #[serde(default)]
    pub renege_ns: Option<String>,
    #[serde(default)]
    pub renege_ew: Option<String>,
    /// The trick a side reneged at, as typed: blank, or what should be 1 to 13.
    #[serde(default)]
    pub renege_ns_trick: String,
    #[serde(default)]
    pub renege_ew_trick: String,
    #[serde(default)]
    pub thrown_in: Option<String>,
}

impl HandFields {
    /// The fields of a hand already entered, to correct it.
    pub fn of(hand: &Hand) -> HandFields {
        let mut fields = HandFields {
            dealer: Some(hand.dealer().letter().to_owned()),
            ..HandFields::default()
        };
        let reneges = match hand {
            Hand::BidWhist(hand) => {
                match (&hand.contract, hand.books) {
                    (Some(contract), books) => {
                        fields.bidder = Some(contract.bidder.letter().to_owned());
                        fields.level = contract.bid.level.get().to_string();
                        fields.mode = Some(contract.bid.mode.name().to_owned());
                        fields.count = match books {
                            Some(uptown_rules::BooksReport::Bidders(books)) => books.to_string(),
                            Some(uptown_rules::BooksReport::BothSides(split)) => {
                                split.of(contract.bidder.side()).to_string()
                            }
                            None => String::new(),
                        };
                    }
                    (None, _) => fields.thrown_in = Some("yes".to_owned()),
                }
                &hand.reneges
            }
            Hand::Whist(hand) => {
                fields.count = hand.tricks.of(Side::NorthSouth).to_string();
                fields.honours = hand
                    .honours
                    .map(|honours| format!("{}:{}", honours.side.letters(), honours.count));
                &hand.reneges
            }
        };
        for renege in reneges {
            let trick = renege
                .trick
                .map_or_else(String::new, |trick| trick.get().to_string());
            match renege.side {
                Side::NorthSouth => {
                    fields.renege_ns = Some("yes".to_owned());
                    fields.renege_ns_trick = trick;
                }
                Side::EastWest => {
                    fields.renege_ew = Some("yes".to_owned());
                    fields.renege_ew_trick = trick;
                }
            }
        }
        fields
    }
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
pub enum NotAHand {
    /// The field (as the rules name it) holds something other than a whole number.
    NotANumber(&'static str),
    /// The rule book refuses the hand as reported.
    Refused(HandError),
    /// A renege ticked without its trick, where the house rules count a renege only with
    /// its trick (`renege_needs_trick`): it would be stored and cost nothing.
    RenegeWithoutTrick(Side),
}

impl NotAHand {
    /// The refusal of hand `number` this is, for a write that answers with a refusal (the
    /// console's correction).
    pub fn refusal(self, number: usize) -> Refusal {
        match self {
            NotAHand::NotANumber(field) => Refusal::NotAWholeNumber {
                field: field.to_owned(),
            },
            NotAHand::Refused(error) => Refusal::Hand { number, error },
            NotAHand::RenegeWithoutTrick(side) => Refusal::RenegeWithoutTrick { side },
        }
    }

    /// Why, in the reader's language, for the form the hand is being entered on (which
    /// knows which hand it is).
    pub fn words(&self, t: Translator) -> String {
        match self {
            NotAHand::Refused(error) => hand_words(t, error),
            NotAHand::NotANumber(field) => Refusal::NotAWholeNumber {
                field: (*field).to_owned(),
            }
            .words(t),
            NotAHand::RenegeWithoutTrick(side) => {
                Refusal::RenegeWithoutTrick { side: *side }.words(t)
            }
        }
    }
}

impl NotAHand {
    /// The form's field at fault, which the page marks for a screen reader.
    pub fn form_field(&self) -> Option<&'static str> {
        match self {
            NotAHand::Refused(error) => form_field(&error.field),
            NotAHand::NotANumber(field) => form_field(field),
            NotAHand::RenegeWithoutTrick(Side::NorthSouth) => Some("renege_ns_trick"),
            NotAHand::RenegeWithoutTrick(Side::EastWest) => Some("renege_ew_trick"),
        }
    }
}

/// The form's field a hand's field (as the rules name it, `contract.level`, `books.NS`,
/// `hands[2].reneges[0].trick`) is asked by; `None` for the hand as a whole.
pub fn form_field(rules_field: &str) -> Option<&'static str> {
    // A write's refusal names the hand in the game, `hands[2].`: the form asks for one.
    let within = rules_field
        .strip_prefix("hands[")
        .and_then(|rest| rest.split_once("]."))
        .map_or(rules_field, |(_, field)| field);
    let first = within.split(['.', '[']).next().unwrap_or_default();
    match first {
        "dealer" => Some("dealer"),
        "contract" if within.ends_with("bidder") || within == "contract" => Some("bidder"),
        "contract" if within.ends_with("level") => Some("level"),
        "contract" if within.ends_with("mode") => Some("mode"),
        "level" => Some("level"),
        "books" | "tricks" => Some("count"),
        "honours" => Some("honours"),
        _ => None,
    }
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

/// The hand of a game under `rules` the fields describe, dealt by `dealer`, checked as the
/// rule book checks every hand (the scoring against the game's earlier hands is the
/// write's). For a correction, `entered` is the hand as it was: what the form does not ask
/// (the trump and direction of the record, the calls of the auction) is kept from it while
/// the contract stays the same.
pub fn hand_of(
    fields: &HandFields,
    rules: Rules,
    dealer: &str,
    entered: Option<&Hand>,
) -> Result<Hand, NotAHand> {
    let kind = rules.kind();
    let dealer: Seat = dealer
        .parse()
        .map_err(|error| malformed("dealer", &error))?;
    let count = typed_number(&fields.count).map_err(|()| {
        NotAHand::NotANumber(match kind {
            GameKind::BidWhist => "books",
            GameKind::Whist => "tricks",
        })
    })?;
    let level = typed_number(&fields.level).map_err(|()| NotAHand::NotANumber("contract.level"))?;
    let reneges = reneges_of(fields, rules)?;
    let checked = match kind {
        GameKind::BidWhist => {
            let report = if fields.thrown_in.is_some() {
                BidWhistReport {
                    dealer,
                    auction: Some(vec![Call::Pass; 4]),
                    contract: None,
                    books: None,
                    reneges: Vec::new(),
                }
            } else {
                let mut contract = contract_of(fields, level)?;
                let mut auction = None;
                if let Some(Hand::BidWhist(entered)) = entered
                    && let Some(before) = &entered.contract
                    && before.bidder == contract.bidder
                    && before.bid.mode == contract.mode
                {
                    contract.trump = before.trump;
                    contract.direction = before.direction;
                    if i64::from(before.bid.level.get()) == contract.level {
                        auction.clone_from(&entered.auction);
                    }
                }
                BidWhistReport {
                    dealer,
                    auction,
                    contract: Some(contract),
                    books: count.map(Counts::One),
                    reneges,
                }
            };
            BidWhistHand::try_from(report).map(Hand::BidWhist)
        }
        GameKind::Whist => {
            // The form asks for North–South's tricks; East–West took the rest.
            let tricks = count.ok_or_else(|| missing("tricks"))?;
            let honours = fields
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
            let trump = match entered {
                Some(Hand::Whist(entered)) => entered.trump.map(WhistTrumpReport::from),
                _ => None,
            };
            WhistHand::try_from(WhistReport {
                dealer,
                trump,
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
fn reneges_of(fields: &HandFields, rules: Rules) -> Result<Vec<RenegeReport>, NotAHand> {
    let needs_trick = matches!(rules, Rules::BidWhist(rules) if rules.renege_needs_trick);
    let sides = [
        (Side::NorthSouth, &fields.renege_ns, &fields.renege_ns_trick),
        (Side::EastWest, &fields.renege_ew, &fields.renege_ew_trick),
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
fn contract_of(fields: &HandFields, level: Option<i64>) -> Result<ContractReport, NotAHand> {
    let bidder: Seat = fields
        .bidder
        .as_deref()
        .ok_or_else(|| missing("contract.bidder"))?
        .parse()
        .map_err(|error| malformed("contract.bidder", &error))?;
    let level = level.ok_or_else(|| missing("contract.level"))?;
    let mode: Mode = fields
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

/// One choice of a group of radio buttons or check boxes.
pub struct Choice {
    pub value: String,
    pub label: String,
    pub checked: bool,
}

/// A side's renege box: ticked or not, and the trick it was at, as the form had them.
pub struct RenegeChoice {
    pub choice: Choice,
    pub trick: String,
}

pub fn choices(
    values: &[&str],
    label: impl Fn(&str) -> String,
    chosen: Option<&str>,
) -> Vec<Choice> {
    values
        .iter()
        .map(|value| Choice {
            value: (*value).to_owned(),
            label: label(value),
            checked: chosen == Some(*value),
        })
        .collect()
}

/// What the hand's fields offer under the game's house rules, filled from the form: the
/// bids from the house minimum, the honours where they count, the thrown-in box where all
/// passing redeals, the renege trick where a renege needs one. `id` keeps the fields of
/// several forms on one page apart (`hand-3-`).
pub struct HandChoices {
    pub id: String,
    pub bid_whist: bool,
    pub bidders: Vec<Choice>,
    pub levels: Vec<Choice>,
    pub modes: Vec<Choice>,
    pub count: String,
    /// The form's field a refusal is about, marked invalid and described by it.
    pub invalid: Option<&'static str>,
    /// The fewest books or tricks a side can report: none but under a kitty that is always
    /// the bidding side's first book.
    pub count_min: u8,
    pub honours: Vec<Choice>,
    pub reneges: Vec<RenegeChoice>,
    /// Under `renege_needs_trick`: a renege counts only with its trick, so the form says so.
    pub renege_needs_trick: bool,
    pub thrown_in: Option<Choice>,
}

impl HandChoices {
    /// The same fields with `field` marked as the one a refusal is about.
    pub fn marking(mut self, field: Option<&'static str>) -> HandChoices {
        self.invalid = field;
        self
    }

    /// The attributes of a field the refusal is about: invalid, and described by the notice
    /// (`entry-notice`) that says why.
    pub fn invalid_attributes(&self, field: &str) -> &'static str {
        if self.invalid == Some(field) {
            " aria-invalid=\"true\" aria-describedby=\"entry-notice\""
        } else {
            ""
        }
    }

    pub fn new(t: Translator, rules: Rules, fields: &HandFields, id: &str) -> HandChoices {
        let seat_name = |seat: &str| t.t(&format!("seat-{seat}"));
        let (min_bid, renege_needs_trick, thrown_in, count_min) = match rules {
            Rules::BidWhist(rules) => (
                rules.min_bid,
                rules.renege_needs_trick,
                rules.all_pass == AllPass::Redeal,
                u8::from(rules.kitty == Kitty::Book),
            ),
            Rules::Whist(_) => (1, false, false, 0),
        };
        let levels: Vec<String> = (min_bid..=7).map(|level: u8| level.to_string()).collect();
        let level_refs: Vec<&str> = levels.iter().map(String::as_str).collect();
        let chosen_level = Some(fields.level.trim()).filter(|level| !level.is_empty());
        HandChoices {
            id: id.to_owned(),
            bid_whist: rules.kind() == GameKind::BidWhist,
            bidders: choices(&["N", "E", "S", "W"], seat_name, fields.bidder.as_deref()),
            levels: choices(&level_refs, str::to_owned, chosen_level),
            modes: choices(
                &["uptown", "downtown", "notrump"],
                |mode| t.t(&format!("mode-{mode}")),
                fields.mode.as_deref(),
            ),
            count: fields.count.trim().to_owned(),
            invalid: None,
            count_min,
            honours: honour_choices(t, rules, fields),
            reneges: renege_choices(t, fields),
            renege_needs_trick,
            thrown_in: thrown_in.then(|| Choice {
                value: "yes".to_owned(),
                label: t.t("entry-thrown-in"),
                checked: fields.thrown_in.is_some(),
            }),
        }
    }
}

/// The honours a whist side may have held, when the house rules count them.
fn honour_choices(t: Translator, rules: Rules, fields: &HandFields) -> Vec<Choice> {
    let side_name = |side: &str| t.t(&format!("side-{side}"));
    match rules {
        Rules::Whist(rules) if rules.honours => choices(
            &["", "NS:3", "NS:4", "EW:3", "EW:4"],
            |value| match value.split_once(':') {
                Some((side, count)) => t.with(
                    "entry-honours-count",
                    &[("side", side_name(side)), ("count", count.to_owned())],
                ),
                None => t.t("entry-honours-none"),
            },
            Some(fields.honours.as_deref().unwrap_or("")),
        ),
        _ => Vec::new(),
    }
}

fn renege_choices(t: Translator, fields: &HandFields) -> Vec<RenegeChoice> {
    [
        (
            "renege_ns",
            "NS",
            fields.renege_ns.is_some(),
            &fields.renege_ns_trick,
        ),
        (
            "renege_ew",
            "EW",
            fields.renege_ew.is_some(),
            &fields.renege_ew_trick,
        ),
    ]
    .into_iter()
    .map(|(value, side, checked, trick)| RenegeChoice {
        choice: Choice {
            value: value.to_owned(),
            label: t.t(&format!("side-{side}")),
            checked,
        },
        trick: trick.trim().to_owned(),
    })
    .collect()
}

#[cfg(test)]
mod tests {
    use serde_json::json;
    use uptown_rules::{AllPass, BidWhistRules, GameKind, Hand, Rules};

    use super::{HandFields, hand_of};

    /// A hand entered, shown on the correction form and sent back unchanged, is the same
    /// hand: nothing the form does not ask is lost.
    #[test]
    fn a_hand_sent_back_unchanged_is_the_same_hand() {
        let redeal = Rules::BidWhist(BidWhistRules {
            all_pass: AllPass::Redeal,
            ..BidWhistRules::default()
        });
        let cases = [
            (
                redeal,
                json!({ "dealer": "E", "contract": { "bidder": "S", "level": 4, "mode": "uptown", "trump": "hearts" },
                        "books": 9, "auction": ["pass", "4U", "pass", "pass"], "reneges": [{ "side": "EW", "trick": 7 }] }),
            ),
            (
                redeal,
                json!({ "dealer": "N", "auction": ["pass", "pass", "pass", "pass"] }),
            ),
            (
                Rules::defaults(GameKind::Whist),
                json!({ "dealer": "W", "tricks": { "NS": 8, "EW": 5 }, "trump": "spades",
                        "honours": { "side": "EW", "count": 4 }, "reneges": [{ "side": "NS" }] }),
            ),
        ];
        for (rules, hand) in cases {
            let entered = Hand::from_value(rules.kind(), &hand).unwrap();
            let fields = HandFields::of(&entered);
            let dealer = fields.dealer.clone().unwrap();
            let again = hand_of(&fields, rules, &dealer, Some(&entered)).unwrap();
            assert_eq!(again, entered, "{hand}");
        }
    }
}
