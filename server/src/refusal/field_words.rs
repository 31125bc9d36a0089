//! The names a table's form gives the fields of a hand, for a refusal that names one: the
//! four-handed games' refusals and the three-handed games' share them.

use crate::messages::Translator;

/// The form's name for a field of the hand.
pub fn hand_field_words(t: Translator, field: &str) -> String {
    let id = match field {
        "contract.bidder" => "entry-bidder",
        "contract.level" => "entry-level",
        "contract.mode" | "contract.suit" | "trump" | "contract.direction" => "entry-mode",
        "books" => "entry-books",
        "tricks" | "tricks.NS" | "tricks.EW" => "entry-tricks",
        "dealer" => "entry-dealer-question",
        "honours" | "honours.side" | "honours.count" => "entry-honours",
        "auction" => "entry-auction",
        "reneges" => "entry-reneges",
        _ => return field.to_owned(),
    };
    t.t(id)
}
