//! Answers that apps fetch again and again (calendar and results feeds): named by an
//! `ETag`, so that asking with `If-None-Match` gets a short "not modified" until the
//! content changes.

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse};
use sha2::{Digest, Sha256};

/// `body` as `content_type`, or 304 if the request already holds it.
pub fn tagged(request: &HttpRequest, content_type: &'static str, body: String) -> HttpResponse {
    let tag = format!(
        "\"{}\"",
        hex::encode(&Sha256::digest(body.as_bytes())[..16])
    );
    let unchanged = request
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|asked| asked.split(',').any(|one| one.trim() == tag));
    let mut answer = if unchanged {
        HttpResponse::NotModified()
    } else {
        HttpResponse::Ok()
    };
    // Apps ask again with the tag each time; "no-cache" keeps a proxy from answering them
    // with a copy from before the change.
    answer
        .insert_header((header::ETAG, tag))
        .insert_header((header::CACHE_CONTROL, HeaderValue::from_static("no-cache")));
    if unchanged {
        answer.finish()
    } else {
        answer.content_type(content_type).body(body)
    }
}
