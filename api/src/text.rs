//! The texts a person types, as the OpenAPI document describes them. These exist for the
//! schema only: a body carries the text as a plain string, and the server checks it
//! (`services::text` there).

use utoipa::ToSchema;

/// A name: 1 to 100 characters once the whitespace around it is trimmed, none of them a
/// control character or a text-direction control.
// What `checked_name` takes. The pattern spells out the Unicode `White_Space` characters that
// Rust trims, as `\s` differs between regex dialects, and the characters `unprintable` refuses.
#[derive(Debug, ToSchema)]
#[schema(
    example = "Tuesday Club",
    pattern = r"^[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*[^\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028-\u202F\u205F\u2066-\u2069\u3000]([^\u0000-\u001F\u007F-\u009F\u2028-\u202E\u2066-\u2069]{0,98}[^\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028-\u202F\u205F\u2066-\u2069\u3000])?[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"
)]
pub struct Name(pub String);

/// A player's name: as `Name`, and not `#` and a number (`#12`), which is how an erased or
/// hidden player is shown, nor a look-alike of one: a full-width or small number sign,
/// full-width, superscript, subscript, mathematical or segmented digits, and characters a
/// page shows as nothing.
// Characters beyond U+FFFF are written as UTF-16 surrogate pairs, as ECMA-262 patterns
// without the `u` flag read them.
#[derive(Debug, ToSchema)]
#[schema(
    example = "Ann Jensen",
    pattern = r"^(?![\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*(?:[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2060-\u2064\u206A-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uD82F[\uDCA0-\uDCA3]|\uD834[\uDD73-\uDD7A]|[\uDB40-\uDB43][\uDC00-\uDFFF])*[#\uFF03\uFE5F](?:[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2060-\u2064\u206A-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uD82F[\uDCA0-\uDCA3]|\uD834[\uDD73-\uDD7A]|[\uDB40-\uDB43][\uDC00-\uDFFF])*(?:(?:[0-9\uFF10-\uFF19\u2070\u00B9\u00B2\u00B3\u2074-\u2079\u2080-\u2089]|\uD835[\uDFCE-\uDFFF]|\uD83E[\uDFF0-\uDFF9])(?:[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2060-\u2064\u206A-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uD82F[\uDCA0-\uDCA3]|\uD834[\uDD73-\uDD7A]|[\uDB40-\uDB43][\uDC00-\uDFFF])*)+[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$)[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*[^\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028-\u202F\u205F\u2066-\u2069\u3000]([^\u0000-\u001F\u007F-\u009F\u2028-\u202E\u2066-\u2069]{0,98}[^\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028-\u202F\u205F\u2066-\u2069\u3000])?[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"
)]
pub struct PlayerName(pub String);

/// A login name: 1 to 64 characters once trimmed, with no whitespace or control character.
#[derive(Debug, ToSchema)]
#[schema(
    example = "eva",
    pattern = r"^[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*[^\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028-\u202F\u205F\u2066-\u2069\u3000]{1,64}[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"
)]
pub struct Username(pub String);

/// Why: some text besides whitespace, at most 1,000 characters once trimmed, none of them a
/// control character or a text-direction control.
#[derive(Debug, ToSchema)]
#[schema(
    example = "the books were miscounted",
    pattern = r"^[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*[^\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028-\u202F\u205F\u2066-\u2069\u3000]([^\u0000-\u001F\u007F-\u009F\u2028-\u202E\u2066-\u2069]{0,998}[^\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028-\u202F\u205F\u2066-\u2069\u3000])?[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"
)]
pub struct Reason(pub String);

/// A reason that may be left out or blank; otherwise as `Reason`.
#[derive(Debug, ToSchema)]
#[schema(
    example = "had to leave early",
    pattern = r"^[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*([^\u0000-\u001F\u007F-\u009F\u2028-\u202E\u2066-\u2069]{0,999}[^\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028-\u202F\u205F\u2066-\u2069\u3000])?[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"
)]
pub struct OptionalReason(pub String);
