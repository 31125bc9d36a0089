//! Why the rules refuse a hand, in the reader's language, for every problem a table's form
//! can run into; anything else keeps the rule book's own English words inside a translated
//! sentence.

use uptown_rules::{HandError, HandProblem};

use super::i18n::Translator;

/// The form's name for a field of the hand, where the form has one.
fn field_label(t: Translator, field: &str) -> Option<String> {
    let id = match field {
        "contract.bidder" => "entry-bidder",
        "contract.level" => "entry-level",
        "contract.mode" => "entry-mode",
        "books" => "entry-books",
        "tricks" | "tricks.NS" | "tricks.EW" => "entry-tricks",
        "dealer" => "entry-dealer-question",
        _ => return None,
    };
    Some(t.t(id))
}

/// Why a field of the form that should hold a whole number was refused.
pub fn not_a_number(t: Translator, field: &str) -> String {
    let field = field_label(t, field).unwrap_or_else(|| field.to_owned());
    t.with("refuse-not-a-number", &[("field", field)])
}

pub fn refusal_text(t: Translator, error: &HandError) -> String {
    let reason = match &error.problem {
        HandProblem::Missing | HandProblem::ContractMissing => {
            field_label(t, &error.field).map(|field| t.with("refuse-missing", &[("field", field)]))
        }
        HandProblem::LevelBelowMinimum { min, .. } => {
            Some(t.with("refuse-level-below-minimum", &[("min", *min)]))
        }
        HandProblem::CountOutOfRange { value, .. } => {
            Some(t.with("refuse-count-out-of-range", &[("value", *value)]))
        }
        HandProblem::LevelAboveMaximum(_) | HandProblem::LevelNotPositive(_) => {
            Some(t.t("refuse-level-range"))
        }
        HandProblem::TrickNumberOutOfRange(value) => {
            Some(t.with("refuse-trick-number", &[("value", *value)]))
        }
        HandProblem::HonoursCountOutOfRange(_) => Some(t.t("refuse-honours-count")),
        HandProblem::HonoursNotScored => Some(t.t("refuse-honours-not-scored")),
        HandProblem::HonoursWithoutTrumps => Some(t.t("refuse-honours-without-trumps")),
        HandProblem::BiddersWithoutKitty(_) => Some(t.t("refuse-kitty")),
        HandProblem::SidesDoNotMakeThirteen { .. } => Some(t.t("refuse-thirteen")),
        HandProblem::MatchOver { .. } => Some(t.t("entry-over")),
        HandProblem::WrongDealer { expected, .. } => Some(t.with(
            "refuse-dealer",
            &[("seat", t.t(&format!("seat-{expected}")))],
        )),
        _ => None,
    };
    reason.unwrap_or_else(|| t.with("refuse-other", &[("reason", error.to_string())]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::i18n::Lang;

    #[test]
    fn the_common_refusals_read_in_every_language() {
        let problems = [
            HandError {
                field: "contract.bidder".to_owned(),
                problem: HandProblem::Missing,
            },
            HandError {
                field: "contract.level".to_owned(),
                problem: HandProblem::LevelBelowMinimum { level: 2, min: 3 },
            },
            HandError {
                field: "books".to_owned(),
                problem: HandProblem::CountOutOfRange {
                    value: 14,
                    what: "books",
                },
            },
            HandError {
                field: "books".to_owned(),
                problem: HandProblem::BiddersWithoutKitty(0),
            },
            HandError {
                field: "honours".to_owned(),
                problem: HandProblem::HonoursCountOutOfRange(2),
            },
            HandError {
                field: "honours".to_owned(),
                problem: HandProblem::HonoursNotScored,
            },
            HandError {
                field: "reneges[0].trick".to_owned(),
                problem: HandProblem::TrickNumberOutOfRange(14),
            },
        ];
        for lang in Lang::ALL {
            for problem in &problems {
                let text = refusal_text(Translator::new(lang), problem);
                assert!(!text.contains('⟦'), "{text}");
                if lang != Lang::En {
                    assert!(
                        !text.contains("is missing")
                            && !text.contains("minimum")
                            && !text.contains("rules."),
                        "{text}"
                    );
                }
            }
        }
        let german = refusal_text(Translator::new(Lang::De), &problems[1]);
        assert!(german.contains('3'), "{german}");
    }
}
