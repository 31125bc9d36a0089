//! For the tests of refusals' words: each reads in every language.

use crate::messages::{Lang, Translator};

/// Words in every language, with every argument in place; outside English, not the
/// English words.
pub fn assert_translated(what: &str, words: impl Fn(Translator) -> String) {
    let english = words(Translator::new(Lang::En));
    for lang in Lang::ALL {
        let text = words(Translator::new(lang));
        assert!(
            !text.contains('⟦') && !text.contains("{ $") && !text.trim().is_empty(),
            "{what} in {}: {text}",
            lang.code()
        );
        if lang != Lang::En {
            assert_ne!(text, english, "{what} in {} is English", lang.code());
        }
    }
}
