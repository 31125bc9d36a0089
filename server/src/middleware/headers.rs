//! The headers every answer carries.

/// Headers every answer carries: no sniffing of content types, no framing by other sites
/// (clickjacking of the table entry and console forms), no referrer beyond the origin, and a
/// content policy that allows only this server's own pages, styles and scripts.
pub fn security_headers() -> actix_web::middleware::DefaultHeaders {
    actix_web::middleware::DefaultHeaders::new()
        .add(("X-Content-Type-Options", "nosniff"))
        .add(("X-Frame-Options", "DENY"))
        .add(("Referrer-Policy", "same-origin"))
        .add((
            "Content-Security-Policy",
            "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; \
             script-src 'self' 'unsafe-inline'; frame-ancestors 'none'; form-action 'self'",
        ))
}
