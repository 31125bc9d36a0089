//! The table's form as a phone sends it, and the hand it describes.

use serde::Deserialize;
use serde_json::{Value, json};

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

/// The hand object of CONTRACT.md from the form, dealt by `dealer`; `Err` names the field
/// (as the rules name it) that holds something other than a whole number.
pub(super) fn hand_of(
    form: &EntryForm,
    bid_whist: bool,
    dealer: &str,
) -> Result<Value, &'static str> {
    let count_field = if bid_whist { "books" } else { "tricks" };
    let count = typed_number(&form.count).map_err(|()| count_field)?;
    let level = typed_number(&form.level).map_err(|()| "contract.level")?;
    let mut reneges = Vec::new();
    if form.renege_ns.is_some() {
        reneges.push(json!({ "side": "NS" }));
    }
    if form.renege_ew.is_some() {
        reneges.push(json!({ "side": "EW" }));
    }
    let mut hand = json!({ "dealer": dealer });
    if bid_whist {
        if form.thrown_in.is_some() {
            hand["auction"] = json!(["pass", "pass", "pass", "pass"]);
            return Ok(hand);
        }
        let mut contract = serde_json::Map::new();
        if let Some(bidder) = &form.bidder {
            contract.insert("bidder".to_owned(), json!(bidder));
        }
        if let Some(level) = level {
            contract.insert("level".to_owned(), json!(level));
        }
        if let Some(mode) = &form.mode {
            contract.insert("mode".to_owned(), json!(mode));
        }
        hand["contract"] = Value::Object(contract);
        if let Some(books) = count {
            hand["books"] = json!(books);
        }
    } else if let Some(tricks) = count {
        hand["tricks"] = json!({ "NS": tricks, "EW": 13 - tricks });
        if let Some((side, count)) = form.honours.as_deref().and_then(|h| h.split_once(':')) {
            hand["honours"] = json!({ "side": side, "count": count.parse::<u8>().unwrap_or(0) });
        }
    }
    if !reneges.is_empty() {
        hand["reneges"] = Value::Array(reneges);
    }
    Ok(hand)
}
