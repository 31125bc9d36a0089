//! The headers every answer carries.

use crate::pages::framing::content_policy;

/// Headers every answer carries: no sniffing of content types, no framing by other sites
/// (clickjacking of the table entry and console forms), no referrer beyond the origin, and a
/// content policy that allows only this server's own pages, styles and scripts. A club's
/// embeddable views set their own framing (`pages::framing`), which these do not replace.
pub fn security_headers() -> actix_web::middleware::DefaultHeaders {
    actix_web::middleware::DefaultHeaders::new()
        .add(("X-Content-Type-Options", "nosniff"))
        .add(("X-Frame-Options", "DENY"))
        .add(("Referrer-Policy", "same-origin"))
        .add(("Content-Security-Policy", content_policy("'none'")))
}
