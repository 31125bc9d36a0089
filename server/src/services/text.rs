//! Text a person types that others will see: names and reasons. It reaches pages, score
//! sheets, the CLI's tables, logs and spreadsheets, so it is one line of plain text: no
//! control characters (a line break would start a new row of a CSV file, an escape would
//! recolour a terminal) and none of the Unicode controls that reorder what is shown after
//! them. Whitespace around it is trimmed first, so a name pasted with a line break after it
//! is taken.

use crate::error::ApiError;
use crate::refusal::{Refusal, Unprintable};

/// Longest name, in characters.
const NAME_LENGTH: usize = 100;
/// Longest login name, in characters.
const USERNAME_LENGTH: usize = 64;
/// Longest reason, in characters.
const REASON_LENGTH: usize = 1000;

/// Why `c` has no place in a line of plain text, if it has none.
fn unprintable(c: char) -> Option<Unprintable> {
    let reason = match c {
        '\0' => Unprintable::Nul,
        '\n' | '\r' | '\u{0085}' | '\u{2028}' | '\u{2029}' => Unprintable::LineBreak,
        '\t' => Unprintable::Tab,
        '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' => {
            Unprintable::DirectionControl(u32::from(c))
        }
        c if c.is_control() => Unprintable::Control(u32::from(c)),
        _ => return None,
    };
    Some(reason)
}

/// `text` if it holds no NUL character (PostgreSQL cannot store one); for text nobody reads
/// back, such as a password.
pub fn without_nul<'a>(field: &str, text: &'a str) -> Result<&'a str, ApiError> {
    if text.contains('\0') {
        return Err(Refusal::Nul {
            field: field.to_owned(),
        }
        .into());
    }
    Ok(text)
}

/// `text` trimmed, if what is left is one line of plain text of at most `longest`
/// characters (possibly empty).
fn plain_line<'a>(field: &str, text: &'a str, longest: usize) -> Result<&'a str, ApiError> {
    let text = text.trim();
    if let Some((position, character)) = text
        .chars()
        .enumerate()
        .find_map(|(position, c)| unprintable(c).map(|character| (position + 1, character)))
    {
        return Err(Refusal::NotPlainText {
            field: field.to_owned(),
            position,
            character,
        }
        .into());
    }
    if text.chars().count() > longest {
        return Err(too_long(field, longest));
    }
    Ok(text)
}

fn too_long(field: &str, longest: usize) -> ApiError {
    Refusal::TooLong {
        field: field.to_owned(),
        longest,
    }
    .into()
}

/// A display name: trimmed, not empty, one line of plain text of at most 100 characters.
pub fn checked_name(field: &str, name: &str) -> Result<String, ApiError> {
    let name = plain_line(field, name, NAME_LENGTH)?;
    if name.is_empty() {
        return Err(Refusal::Empty {
            field: field.to_owned(),
        }
        .into());
    }
    Ok(name.to_owned())
}

/// A player's name: a display name, and not one that reads as `#12`, which is how an erased
/// player, and a player the club hides, is shown: a player so named would pass for them on
/// the public pages, and would stand in the way of that player's erasure.
pub fn checked_player_name(field: &str, name: &str) -> Result<String, ApiError> {
    let name = checked_name(field, name)?;
    if reads_as_hidden_player(&name) {
        return Err(Refusal::ReservedName {
            field: field.to_owned(),
            given: name,
        }
        .into());
    }
    Ok(name)
}

/// Whether `name` reads as `#` and a number: once the characters a page does not show are
/// left out, a number sign (`#`, the full-width `＃` or the small `﹟`) and then only digits,
/// ASCII or their full-width, superscript, subscript, mathematical and segmented
/// look-alikes. api's `PlayerName` pattern says the same to the OpenAPI document.
fn reads_as_hidden_player(name: &str) -> bool {
    let mut shown = name.chars().filter(|c| !invisible(*c));
    let sign = matches!(shown.next(), Some('#' | '\u{FF03}' | '\u{FE5F}'));
    let mut digits = shown.peekable();
    sign && digits.peek().is_some() && digits.all(digit_like)
}

/// The characters a page shows as nothing (Unicode's default-ignorable code points that
/// `unprintable` lets through): a soft hyphen, zero-width spaces and joiners, invisible
/// operators, variation selectors, fillers, the byte order mark, shorthand format controls,
/// invisible musical symbols, tags.
fn invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
        | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{2060}'..='\u{2064}'
        | '\u{206A}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}' | '\u{FFA0}'
        | '\u{1BCA0}'..='\u{1BCA3}' | '\u{1D173}'..='\u{1D17A}' | '\u{E0000}'..='\u{E0FFF}')
}

/// A digit as a page shows one: ASCII, full-width, superscript, subscript, the
/// mathematical ones (bold, double-struck, sans-serif, monospace) and the segmented ones.
fn digit_like(c: char) -> bool {
    matches!(c,
        '0'..='9' | '\u{FF10}'..='\u{FF19}' | '\u{2070}' | '\u{00B9}' | '\u{00B2}' | '\u{00B3}'
        | '\u{2074}'..='\u{2079}' | '\u{2080}'..='\u{2089}' | '\u{1D7CE}'..='\u{1D7FF}'
        | '\u{1FBF0}'..='\u{1FBF9}')
}

/// A login name: trimmed, 1 to 64 characters, no whitespace among them (so that no
/// account can be named like a table, "table 3", in a game's history).
pub fn checked_username(field: &str, name: &str) -> Result<String, ApiError> {
    let name = checked_name(field, name)?;
    if name.chars().any(char::is_whitespace) {
        return Err(Refusal::NotOneWord {
            field: field.to_owned(),
        }
        .into());
    }
    if name.chars().count() > USERNAME_LENGTH {
        return Err(too_long(field, USERNAME_LENGTH));
    }
    Ok(name)
}

/// A reason someone gives (for a correction, a dispute, a withdrawal): trimmed, one line
/// of plain text of at most 1,000 characters. `None` when nothing but whitespace was given.
pub fn checked_reason<'a>(field: &str, reason: &'a str) -> Result<Option<&'a str>, ApiError> {
    let reason = plain_line(field, reason, REASON_LENGTH)?;
    Ok((!reason.is_empty()).then_some(reason))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(result: Result<String, ApiError>) -> String {
        match result {
            Err(error @ ApiError::Refused(_)) => {
                assert_eq!(error.field().as_deref(), Some("name"));
                error.to_string()
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_player_is_never_named_as_an_erased_player_is_shown() {
        assert_eq!(
            checked_player_name("name", " #12 ")
                .unwrap_err()
                .field()
                .as_deref(),
            Some("name")
        );
        for fine in [
            "#",
            "#12a",
            "No. 12",
            "Ann #2",
            "# 12",
            "#١٢",
            "\u{200B}",
            "#\u{200B}",
        ] {
            assert_eq!(checked_player_name("name", fine).unwrap(), fine);
        }
    }

    /// Look-alikes of `#12` a page shows as `#12`: full-width signs and digits, superscript
    /// and subscript digits, and characters that show as nothing between them.
    #[test]
    fn nor_as_anything_a_page_shows_like_one() {
        for posing in [
            "＃１２",
            "＃12",
            "#１２",
            "﹟12",
            "#\u{200B}12",
            "\u{FEFF}#12",
            "#1\u{00AD}2",
            "#1\u{2060}2\u{FE0F}",
            "#¹²",
            "#₁₂",
            "#𝟏𝟐",
            "＃𝟙𝟚",
            "#𝟷\u{E0001}𝟸",
            "#1\u{1D173}2",
            "#🯱🯲",
        ] {
            let refused = refusal(checked_player_name("name", posing));
            assert!(
                refused.contains("erased or hidden player"),
                "{posing:?}: {refused}"
            );
        }
    }

    #[test]
    fn names_are_one_line_of_plain_text() {
        assert_eq!(checked_name("name", "  Ann Lee\r\n").unwrap(), "Ann Lee");
        assert_eq!(
            checked_name("name", "Åsa Öberg-Ñúñez").unwrap(),
            "Åsa Öberg-Ñúñez"
        );
        for (name, what) in [
            ("Ann\r=1+1", "character 4 is a line break"),
            ("Ann\nBob", "a line break"),
            ("A\tB", "a tab"),
            ("A\0n", "the NUL character"),
            ("Ann\u{1b}[31m", "a control character (U+001B)"),
            ("Ann\u{202E}kcaB", "a text-direction control (U+202E)"),
            ("Ann\u{2066}x", "a text-direction control (U+2066)"),
            ("Ann\u{2028}Bob", "a line break"),
        ] {
            let detail = refusal(checked_name("name", name));
            assert!(detail.contains(what), "{name:?}: {detail}");
            assert!(detail.starts_with("name must be one line of plain text"));
        }
        assert!(refusal(checked_name("name", " \t ")).contains("must not be empty"));
        assert!(refusal(checked_name("name", &"x".repeat(101))).contains("longer than 100"));
    }

    #[test]
    fn a_login_name_is_one_word() {
        assert_eq!(checked_username("username", " eva ").unwrap(), "eva");
        assert!(checked_username("username", "table 3").is_err());
        assert!(checked_username("username", "table\u{3000}3").is_err());
        assert!(checked_username("username", &"e".repeat(65)).is_err());
    }

    #[test]
    fn a_reason_of_whitespace_is_no_reason() {
        assert_eq!(checked_reason("reason", " \n ").unwrap(), None);
        assert_eq!(
            checked_reason("reason", " miscounted ").unwrap(),
            Some("miscounted")
        );
        assert!(checked_reason("reason", "two\nlines").is_err());
        assert!(checked_reason("reason", &"x".repeat(1001)).is_err());
    }
}
