//! The five languages of the pages (Fluent files in `locales/`), and which one a request
//! gets: `?lang=` (remembered in a cookie), then the cookie, then `Accept-Language`.

use std::sync::OnceLock;

use actix_web::HttpRequest;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language the pages are written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    En,
    De,
    Da,
    Nl,
    Sv,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::De, Lang::Da, Lang::Nl, Lang::Sv];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Da => "da",
            Lang::Nl => "nl",
            Lang::Sv => "sv",
        }
    }

    /// The language's name in itself, for the switcher.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Da => "Dansk",
            Lang::Nl => "Nederlands",
            Lang::Sv => "Svenska",
        }
    }

    pub fn parse(code: &str) -> Option<Lang> {
        let primary = code.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.code() == primary)
    }

    fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../../locales/en.ftl"),
            Lang::De => include_str!("../../../locales/de.ftl"),
            Lang::Da => include_str!("../../../locales/da.ftl"),
            Lang::Nl => include_str!("../../../locales/nl.ftl"),
            Lang::Sv => include_str!("../../../locales/sv.ftl"),
        }
    }

    fn index(self) -> usize {
        Lang::ALL.iter().position(|lang| *lang == self).unwrap_or(0)
    }
}

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

/// Every language's messages, parsed once.
struct Bundles(Vec<FluentBundle<FluentResource>>);

fn bundles() -> &'static Bundles {
    static BUNDLES: OnceLock<Bundles> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        Bundles(
            Lang::ALL
                .iter()
                .map(|lang| {
                    let resource = FluentResource::try_new(lang.source().to_owned())
                        .unwrap_or_else(|(resource, _)| resource);
                    let id = lang.code().parse().unwrap_or_default();
                    let mut bundle = FluentBundle::new_concurrent(vec![id]);
                    // Pages are plain HTML: no Unicode isolation marks around placeables.
                    bundle.set_use_isolating(false);
                    // A duplicate message is caught by the tests; the first one wins here.
                    let _ = bundle.add_resource(resource);
                    bundle
                })
                .collect(),
        )
    })
}

/// Messages in one language. A message missing from it shows as `⟦id⟧`, which the tests
/// look for on every page in every language.
#[derive(Debug, Clone, Copy)]
pub struct Translator {
    pub lang: Lang,
}

impl Translator {
    pub fn new(lang: Lang) -> Translator {
        Translator { lang }
    }

    fn format(self, id: &str, args: Option<&FluentArgs<'_>>) -> String {
        let bundle = &bundles().0[self.lang.index()];
        let Some(pattern) = bundle.get_message(id).and_then(|message| message.value()) else {
            return format!("⟦{id}⟧");
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors);
        if errors.is_empty() {
            text.into_owned()
        } else {
            format!("⟦{id}⟧")
        }
    }

    /// A message without arguments.
    pub fn t(self, id: &str) -> String {
        self.format(id, None)
    }

    /// A message with arguments, as (name, value) pairs.
    pub fn with<'a, V: Into<FluentValue<'a>> + Clone>(
        self,
        id: &str,
        args: &[(&'a str, V)],
    ) -> String {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, value.clone().into());
        }
        self.format(id, Some(&fluent))
    }
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

    #[test]
    fn every_language_has_every_message_of_english() {
        let english = Lang::En.source();
        let ids: Vec<&str> = english
            .lines()
            .filter_map(|line| line.split_once(" =").map(|(id, _)| id.trim()))
            .filter(|id| !id.is_empty() && !id.starts_with('#') && !id.starts_with(' '))
            .collect();
        assert!(ids.len() > 20, "the English messages are read");
        for lang in Lang::ALL {
            let bundle = &bundles().0[lang.index()];
            for id in &ids {
                assert!(bundle.has_message(id), "{} lacks {id}", lang.code());
            }
            let resource = FluentResource::try_new(lang.source().to_owned());
            assert!(resource.is_ok(), "{} parses without errors", lang.code());
        }
    }
}
