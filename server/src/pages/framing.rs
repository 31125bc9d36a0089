//! Who may frame an answer: by default nobody, so that no other site can frame the table
//! entry or the console and trick a click there; a club's embeddable views, the sites the
//! club lists.

use actix_web::HttpResponse;
use actix_web::http::header::{self, HeaderValue};

/// What every page may load: only this server's own pages, styles and scripts; framed by
/// the sites `frame_ancestors` names (a CSP source list).
pub fn content_policy(frame_ancestors: &str) -> String {
    format!(
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; \
         script-src 'self' 'unsafe-inline'; frame-ancestors {frame_ancestors}; form-action 'self'"
    )
}

/// Lets the sites of `origins` (checked origins, see `services::embedding`) frame this
/// answer, in place of the `DENY` every other answer carries. Browsers that know
/// `frame-ancestors` (all current ones) follow it and ignore `X-Frame-Options`; an older
/// one falls back to `SAMEORIGIN` and shows the view on this server's own pages only.
pub fn framed_by(answer: &mut HttpResponse, origins: &[String]) {
    let mut sources = String::from("'self'");
    for origin in origins {
        sources.push(' ');
        sources.push_str(origin);
    }
    let headers = answer.headers_mut();
    headers.insert(
        header::X_FRAME_OPTIONS,
        HeaderValue::from_static("SAMEORIGIN"),
    );
    // A checked origin is letters, digits and `*.-:/` only, so the policy is a valid value.
    if let Ok(policy) = HeaderValue::from_str(&content_policy(&sources)) {
        headers.insert(header::CONTENT_SECURITY_POLICY, policy);
    }
}
