//! Which language a request gets: `?lang=` (remembered in a cookie), then the cookie, then
//! `Accept-Language`.

use actix_web::HttpRequest;

pub use crate::messages::{Lang, Translator};

/// The cookie that remembers a chosen language.
pub const COOKIE: &str = "lang";

/// The language for a request, and whether it was chosen just now (`?lang=`), so that the
/// answer remembers it in the cookie.
pub fn negotiate(request: &HttpRequest) -> (Lang, bool) {
    let asked = request
        .query_string()
        .split('&')
        .filter_map(|pair| pair.strip_prefix("lang="))
        .find_map(Lang::parse);
    if let Some(lang) = asked {
        return (lang, true);
    }
    if let Some(lang) = request
        .cookie(COOKIE)
        .and_then(|cookie| Lang::parse(cookie.value()))
    {
        return (lang, false);
    }
    let accepted = request
        .headers()
        .get(actix_web::http::header::ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .unwrap_or("");
    (preferred(accepted).unwrap_or(Lang::En), false)
}

/// The first language of an `Accept-Language` header we have, by its q-values.
fn preferred(header: &str) -> Option<Lang> {
    let mut ranked: Vec<(u16, Lang)> = header
        .split(',')
        .filter_map(|part| {
            let mut pieces = part.split(';');
            let lang = Lang::parse(pieces.next()?)?;
            let quality = match pieces.find_map(|piece| piece.trim().strip_prefix("q=")) {
                Some(q) => thousandths(q)?,
                None => 1000,
            };
            Some((quality, lang))
        })
        .filter(|(quality, _)| *quality > 0)
        .collect();
    ranked.sort_by_key(|(quality, _)| std::cmp::Reverse(*quality));
    ranked.first().map(|(_, lang)| *lang)
}

/// A q-value (`0.8`, `1`, `0.125`) in thousandths, at most 1000.
fn thousandths(q: &str) -> Option<u16> {
    let (whole, fraction) = q.trim().split_once('.').unwrap_or((q.trim(), ""));
    let whole: u16 = whole.parse().ok()?;
    let digits: String = fraction.chars().take(3).collect();
    let fraction: u16 = format!("{digits:0<3}").parse().ok()?;
    Some(
        whole
            .saturating_mul(1000)
            .saturating_add(fraction)
            .min(1000),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_is_read_by_quality() {
        assert_eq!(
            preferred("fr-CH, fr;q=0.9, de;q=0.7, en;q=0.5"),
            Some(Lang::De)
        );
        assert_eq!(preferred("sv-SE,en;q=0.8"), Some(Lang::Sv));
        assert_eq!(preferred("en;q=0.2, nl;q=0.9"), Some(Lang::Nl));
        assert_eq!(preferred("fr, es"), None);
        assert_eq!(preferred("da;q=0"), None);
    }
}
