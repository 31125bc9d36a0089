//! What the server says to people, in the five languages of its pages: the Fluent files in
//! `locales/`, parsed once. The API's refusals are worded from the English ones (see
//! `refusal`), the pages from the reader's.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language the server speaks.
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
            Lang::En => include_str!("../../locales/en.ftl"),
            Lang::De => include_str!("../../locales/de.ftl"),
            Lang::Da => include_str!("../../locales/da.ftl"),
            Lang::Nl => include_str!("../../locales/nl.ftl"),
            Lang::Sv => include_str!("../../locales/sv.ftl"),
        }
    }

    fn index(self) -> usize {
        Lang::ALL.iter().position(|lang| *lang == self).unwrap_or(0)
    }
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

    /// `value` to `places` decimals, as the language writes it: `29.4` in English, `29,4` in
    /// German, Danish, Dutch and Swedish. (Fluent's own number formatting is not localised.)
    pub fn decimal(self, value: f64, places: usize) -> String {
        self.decimal_point(format!("{value:.places$}"))
    }

    /// `text`, a number written with a decimal point, with the language's decimal mark.
    fn decimal_point(self, text: String) -> String {
        match self.lang {
            Lang::En => text,
            Lang::De | Lang::Da | Lang::Nl | Lang::Sv => text.replace('.', ","),
        }
    }

    /// An amount of money given in cents, as the language writes it: `12.50` in English,
    /// `12,50` in the others.
    pub fn amount(self, cents: i64) -> String {
        self.decimal_point(uptown_api::money::units(cents))
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
    fn a_count_takes_the_plural_of_its_language() {
        let wait = |lang: Lang, seconds: u64| {
            Translator::new(lang).with("too-many", &[("seconds", seconds)])
        };
        assert!(
            wait(Lang::En, 1).contains("wait 1 second and"),
            "{}",
            wait(Lang::En, 1)
        );
        assert!(wait(Lang::En, 5).contains("wait 5 seconds and"));
        assert!(wait(Lang::De, 1).contains("Bitte 1 Sekunde warten"));
    }

    #[test]
    fn decimals_are_written_as_each_language_writes_them() {
        assert_eq!(Translator::new(Lang::En).decimal(29.44, 1), "29.4");
        assert_eq!(Translator::new(Lang::De).decimal(29.44, 1), "29,4");
        assert_eq!(Translator::new(Lang::Sv).decimal(-3.0, 1), "-3,0");
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
