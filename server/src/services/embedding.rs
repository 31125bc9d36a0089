//! Which sites may show a club's embeddable views (its latest results, season standings
//! and next event) in a frame on the club's own website. The list becomes those views'
//! `Content-Security-Policy: frame-ancestors`, so each entry is checked to be exactly a
//! CSP source of one origin: nothing a director types can add a directive of its own.

use url::{Host, Url};

use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::{clubs, embed_origins};
use crate::error::ApiError;
use crate::refusal::Refusal;
use uptown_api::Embedding;

/// The most sites a club may list: a club's site, its league's, a few members' blogs.
pub const MOST_ORIGINS: i64 = 20;

pub fn get(connection: &mut AnyConnection, club_id: i64) -> Result<Embedding, ApiError> {
    clubs::get(connection, club_id)?.ok_or(Refusal::NoSuchClub(club_id))?;
    Ok(Embedding {
        origins: embed_origins::of_club(connection, club_id)?,
    })
}

/// Makes `asked` the club's whole list, each origin in its one written form, once.
pub fn set(
    connection: &mut AnyConnection,
    actor: &Actor,
    club_id: i64,
    asked: &Embedding,
) -> Result<Embedding, ApiError> {
    let origins = checked("origins", &asked.origins)?;
    clubs::get(connection, club_id)?.ok_or(Refusal::NoSuchClub(club_id))?;
    actor.require_director(connection, club_id)?;
    clubs::claim(connection, club_id)?;
    embed_origins::replace(connection, club_id, &origins)?;
    get(connection, club_id)
}

/// The origins of list `field` as a policy names them, sorted and without repeats.
pub fn checked(field: &str, asked: &[String]) -> Result<Vec<String>, ApiError> {
    let mut origins = asked
        .iter()
        .enumerate()
        .map(|(index, text)| origin(&format!("{field}[{index}]"), text))
        .collect::<Result<Vec<_>, _>>()?;
    origins.sort();
    origins.dedup();
    if i64::try_from(origins.len()).map_or(true, |count| count > MOST_ORIGINS) {
        return Err(Refusal::TooManyOrigins { most: MOST_ORIGINS }.into());
    }
    Ok(origins)
}

/// `text` as the origin a browser sends for a page of that site: `http` or `https`, a host
/// (a `*.` first label for every subdomain), a port if not the scheme's own, and nothing
/// after it but a `/`. Hosts are written in lower case, international names in punycode.
fn origin(field: &str, text: &str) -> Result<String, ApiError> {
    let refused = || -> ApiError {
        Refusal::NotAnOrigin {
            field: field.to_owned(),
            given: text.chars().take(100).collect(),
        }
        .into()
    };
    let trimmed = text.trim();
    let url = Url::parse(trimmed).map_err(|_| refused())?;
    let only_an_origin = matches!(url.scheme(), "http" | "https")
        && url.username().is_empty()
        && url.password().is_none()
        && url.path() == "/"
        && !trimmed.ends_with("//")
        && url.query().is_none()
        && url.fragment().is_none();
    let host = match url.host() {
        Some(Host::Domain(name)) if only_an_origin && is_source_host(name) => name.to_owned(),
        Some(Host::Ipv4(address)) if only_an_origin => address.to_string(),
        _ => return Err(refused()),
    };
    Ok(match url.port() {
        Some(port) => format!("{}://{host}:{port}", url.scheme()),
        None => format!("{}://{host}", url.scheme()),
    })
}

/// A host as CSP's `host-source` allows it: labels of letters, digits and hyphens, the
/// first of which may be `*`. (IPv6 addresses have no place in the grammar.)
fn is_source_host(name: &str) -> bool {
    let labels = name.strip_prefix("*.").unwrap_or(name);
    !labels.is_empty()
        && labels.split('.').all(|label| {
            !label.is_empty()
                && label
                    .bytes()
                    .all(|byte| byte.is_ascii_lowercase() || byte.is_ascii_digit() || byte == b'-')
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Option<String> {
        origin("origins[0]", text).ok()
    }

    #[test]
    fn an_origin_is_written_one_way() {
        for (given, written) in [
            ("https://club.example", "https://club.example"),
            ("  HTTPS://Club.Example/ ", "https://club.example"),
            ("https://club.example:443", "https://club.example"),
            ("http://club.example:8080/", "http://club.example:8080"),
            ("https://*.club.example", "https://*.club.example"),
            ("https://bridge-og-whist.dk", "https://bridge-og-whist.dk"),
            ("https://københavn.dk", "https://xn--kbenhavn-54a.dk"),
            ("http://192.168.1.10:8000", "http://192.168.1.10:8000"),
        ] {
            assert_eq!(one(given).as_deref(), Some(written), "{given}");
        }
    }

    #[test]
    fn anything_but_an_origin_is_refused() {
        for given in [
            "",
            "club.example",
            "https://club.example/results",
            "https://club.example?x=1",
            "https://club.example#top",
            "https://eva:secret@club.example",
            "ftp://club.example",
            "javascript:alert(1)",
            "https://club.example; script-src *",
            "https://club.example 'unsafe-inline'",
            "https://*",
            "https://club.*.example",
            "https://[::1]",
            "https://club_house.example",
            "'self'",
            "*",
        ] {
            assert_eq!(one(given), None, "{given:?}");
        }
    }

    #[test]
    fn a_list_is_sorted_once_each_and_limited() {
        let asked = [
            "https://b.example",
            "https://A.example/",
            "https://a.example",
        ]
        .map(str::to_owned);
        assert_eq!(
            checked("origins", &asked).unwrap(),
            ["https://a.example", "https://b.example"]
        );
        let many: Vec<String> = (0..=MOST_ORIGINS)
            .map(|n| format!("https://site{n}.example"))
            .collect();
        assert!(checked("origins", &many).is_err());
        assert!(checked("origins", &many[1..]).is_ok());
    }
}
