//! Why a console form was refused. The form redirects back to its page (post/redirect/get),
//! so the refusal travels in the query string as its kind, field and detail, and the page it
//! lands on says it in the reader's language.

use serde::Deserialize;

use super::i18n::{Lang, Translator};
use crate::error::ApiError;

/// A refusal as the page shows it: a headline in the reader's language, then the service's
/// own words (which are English) for the director who wants the particulars.
pub struct Refusal {
    pub headline: String,
    pub detail: Option<Detail>,
}

pub struct Detail {
    /// "In detail (in English):" outside English, empty in English.
    pub lead: String,
    pub text: String,
}

#[derive(Debug, Default, Deserialize)]
pub struct NoticeQuery {
    refused: Option<String>,
    field: Option<String>,
    detail: Option<String>,
}

/// Where to send the director after `error`: `back` with the refusal in its query.
pub fn refused_location(back: &str, error: &ApiError) -> String {
    let field = match error {
        ApiError::Invalid {
            field: Some(field), ..
        } => format!("&field={}", url_encode(field)),
        _ => String::new(),
    };
    format!(
        "{back}?refused={}{field}&detail={}",
        error.kind_name(),
        url_encode(&error.to_string())
    )
}

impl NoticeQuery {
    pub fn refusal(&self, t: Translator) -> Option<Refusal> {
        let kind = self.refused.as_deref()?;
        let field = self
            .field
            .as_deref()
            .and_then(|field| field_label(t, field));
        let headline = match (kind, field) {
            ("validation", Some(field)) => t.with("console-refused-field", &[("field", field)]),
            ("validation", None) => t.t("console-refused-validation"),
            ("conflict", _) => t.t("console-refused-conflict"),
            ("unavailable", _) => t.t("console-refused-unavailable"),
            _ => t.t("console-refused-other"),
        };
        let detail = self.detail.clone().filter(|text| !text.is_empty());
        Some(Refusal {
            headline,
            detail: detail.map(|text| Detail {
                lead: if t.lang == Lang::En {
                    String::new()
                } else {
                    t.t("console-detail-english")
                },
                text,
            }),
        })
    }
}

/// The console's own label for a field a service names, by the field's first segment
/// (`players[1]` is the player field, `match.best_of` the match field).
fn field_label(t: Translator, field: &str) -> Option<String> {
    let head = field.split(['.', '[']).next().unwrap_or(field);
    let id = match head {
        "name" => "col-name",
        "club" | "club_id" => "director-club",
        "format" => "director-format",
        "game" | "rules" => "director-game",
        "target" => "director-target",
        "match" => "director-match",
        "rounds" => "director-rounds-planned",
        "players" | "player" => "director-player",
        "partner" => "director-partner",
        "entrant" => "director-entrants",
        "round" => "director-rounds",
        "reason" => "director-undo-reason",
        "hand" | "hands" => "director-hand-json",
        _ => return None,
    };
    Some(t.t(id))
}

/// Percent-encodes a query value.
fn url_encode(text: &str) -> String {
    text.bytes()
        .map(|byte| match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                char::from(byte).to_string()
            }
            other => format!("%{other:02X}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query_of(location: &str) -> NoticeQuery {
        let query = location.split_once('?').map(|(_, query)| query).unwrap();
        actix_web::web::Query::<NoticeQuery>::from_query(query)
            .unwrap()
            .into_inner()
    }

    #[test]
    fn a_refusal_survives_the_redirect_and_reads_in_every_language() {
        let error = ApiError::invalid("players[1]", "players[1]: no player is called Zoë & Co");
        let query = query_of(&refused_location("/director/events/3", &error));
        for lang in Lang::ALL {
            let refusal = query.refusal(Translator::new(lang)).unwrap();
            assert!(!refusal.headline.contains('⟦'), "{}", refusal.headline);
            let detail = refusal.detail.unwrap();
            assert_eq!(detail.text, "players[1]: no player is called Zoë & Co");
            assert_eq!(detail.lead.is_empty(), lang == Lang::En);
        }
        let german = query.refusal(Translator::new(Lang::De)).unwrap().headline;
        assert!(german.contains("Spieler"), "{german}");
    }

    #[test]
    fn each_kind_has_its_own_headline() {
        let t = Translator::new(Lang::Nl);
        let headline = |error: ApiError| {
            query_of(&refused_location("/director", &error))
                .refusal(t)
                .unwrap()
                .headline
        };
        let conflict = headline(ApiError::Conflict("round 2 is still open".to_owned()));
        let unavailable = headline(ApiError::Unavailable("down".to_owned()));
        let unknown_field = headline(ApiError::invalid("colour", "colour is wrong"));
        assert_ne!(conflict, unavailable);
        assert_ne!(conflict, unknown_field);
        assert!(NoticeQuery::default().refusal(t).is_none());
    }
}
