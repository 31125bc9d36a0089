//! Why a console form was refused. The form redirects back to its page (post/redirect/get),
//! so the refusal travels in the query string as its kind, field and words, in the
//! language of the director who sent the form, and the page it lands on shows them.

use serde::Deserialize;

use super::i18n::Translator;
use super::refusals;
use crate::error::ApiError;

/// A refusal as the page shows it: a headline, then the service's own words.
pub struct RefusalNotice {
    pub headline: String,
    pub detail: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
pub struct NoticeQuery {
    refused: Option<String>,
    field: Option<String>,
    detail: Option<String>,
}

/// Where to send the director after `error`: `back` with the refusal in its query, worded
/// in `t`'s language.
pub fn refused_location(back: &str, error: &ApiError, t: Translator) -> String {
    let field = error
        .field()
        .map(|field| format!("&field={}", url_encode(&field)))
        .unwrap_or_default();
    format!(
        "{back}?refused={}{field}&detail={}",
        error.kind_name(),
        url_encode(&refusals::words(t, error))
    )
}

impl NoticeQuery {
    pub fn refusal(&self, t: Translator) -> Option<RefusalNotice> {
        let kind = self.refused.as_deref()?;
        Some(notice(
            t,
            kind,
            self.field.as_deref(),
            self.detail.clone().filter(|text| !text.is_empty()),
        ))
    }
}

impl RefusalNotice {
    /// The notice of `error`, for a page that answers its form itself, with the form kept.
    pub fn of(error: &ApiError, t: Translator) -> RefusalNotice {
        notice(
            t,
            error.kind_name(),
            error.field().as_deref(),
            Some(refusals::words(t, error)),
        )
    }
}

fn notice(t: Translator, kind: &str, field: Option<&str>, detail: Option<String>) -> RefusalNotice {
    let field = field.and_then(|field| field_label(t, field));
    let headline = match (kind, field) {
        ("validation", Some(field)) => t.with("console-refused-field", &[("field", field)]),
        ("validation", None) => t.t("console-refused-validation"),
        ("conflict", _) => t.t("console-refused-conflict"),
        ("unavailable", _) => t.t("console-refused-unavailable"),
        _ => t.t("console-refused-other"),
    };
    RefusalNotice { headline, detail }
}

/// The console's own label for a field a service names, by the field's first segment
/// (`players[1]` is the player field, `match.best_of` the match field).
fn field_label(t: Translator, field: &str) -> Option<String> {
    let head = field.split(['.', '[']).next().unwrap_or(field);
    let id = match head {
        "name" => "col-name",
        "club" | "club_id" => "director-club",
        "format" => "director-format",
        "game" => "director-game",
        "rules" => "house-rules",
        "season" | "season_id" => "director-season",
        "tie_breaks" => "director-tie-breaks",
        "confirm" => "director-withdraw-confirm",
        "match" => "director-match",
        "rounds" => "director-rounds-planned",
        "players" | "player" => "director-player",
        "partner" => "director-partner",
        "entrant" => "director-entrants",
        "round" => "director-rounds",
        "reason" => "director-undo-reason",
        "hand" | "hands" => "col-hand",
        "username" => "director-username",
        "password" => "director-password",
        "url" => "webhook-url",
        "events" => "webhook-events",
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
    use crate::pages::i18n::Lang;
    use crate::refusal::Refusal as Refused;

    fn query_of(location: &str) -> NoticeQuery {
        let query = location.split_once('?').map(|(_, query)| query).unwrap();
        actix_web::web::Query::<NoticeQuery>::from_query(query)
            .unwrap()
            .into_inner()
    }

    #[test]
    fn a_refusal_survives_the_redirect_in_the_directors_language() {
        let error = ApiError::from(Refused::AlreadyEntered {
            index: 1,
            entrant: 3,
            name: "Zoë & Co".to_owned(),
        });
        for lang in Lang::ALL {
            let t = Translator::new(lang);
            let query = query_of(&refused_location("/director/events/3", &error, t));
            let refusal = query.refusal(t).unwrap();
            assert!(!refusal.headline.contains('⟦'), "{}", refusal.headline);
            let detail = refusal.detail.unwrap();
            assert!(detail.contains("Zoë & Co"), "{detail}");
            assert!(!detail.contains('⟦'), "{detail}");
            if lang != Lang::En {
                assert!(!detail.contains("already entered"), "{detail}");
            }
        }
        let t = Translator::new(Lang::De);
        let german = query_of(&refused_location("/director/events/3", &error, t))
            .refusal(t)
            .unwrap()
            .headline;
        assert!(german.contains("Spieler"), "{german}");
    }

    /// Every refusal a service makes, as the console shows it after the redirect, in every
    /// language (the table page words them with the same `refusals::words`).
    #[test]
    fn every_refusal_reaches_the_console_in_the_directors_language() {
        for refused in crate::refusal::tests::every_refusal() {
            let error = ApiError::from(refused.clone());
            for lang in Lang::ALL {
                let t = Translator::new(lang);
                let notice = query_of(&refused_location("/director", &error, t))
                    .refusal(t)
                    .unwrap();
                assert!(!notice.headline.contains('⟦'), "{}", notice.headline);
                let detail = notice.detail.unwrap();
                assert_eq!(detail, refusals::words(t, &error));
                if refused != Refused::NoSuchPage {
                    assert_eq!(detail, refused.words(t));
                }
            }
        }
    }

    #[test]
    fn each_kind_has_its_own_headline() {
        let t = Translator::new(Lang::Nl);
        let headline = |error: ApiError| {
            query_of(&refused_location("/director", &error, t))
                .refusal(t)
                .unwrap()
                .headline
        };
        let conflict = headline(Refused::RoundUnderWay { round: 2 }.into());
        let unavailable = headline(ApiError::Unavailable("down".to_owned()));
        let unknown_field = headline(ApiError::invalid("colour", "colour is wrong"));
        assert_ne!(conflict, unavailable);
        assert_ne!(conflict, unknown_field);
        assert!(NoticeQuery::default().refusal(t).is_none());
    }
}
