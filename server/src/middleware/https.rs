//! The server's own HTTPS (`--tls-cert`): a request on the plain-HTTP listener
//! (`--redirect-http`) is sent to the same path over HTTPS, and answers over HTTPS carry
//! `Strict-Transport-Security` when `--hsts` asks for it.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::uri::Authority;
use actix_web::middleware::Next;
use actix_web::{HttpResponse, web};

use crate::state::AppState;

/// One year, the value browsers' preload lists ask for; without `includeSubDomains`, since
/// the server cannot know what else the club runs under its name.
const HSTS: HeaderValue = HeaderValue::from_static("max-age=31536000");

/// The middleware.
pub async fn enforce(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let https = request
        .app_data::<web::Data<AppState>>()
        .and_then(|state| state.https);
    let Some(https) = https else {
        return Ok(next.call(request).await?.map_into_boxed_body());
    };
    // Whether this connection itself is TLS; not what a forwarding header claims.
    if !request.app_config().secure() {
        let location = https_location(&request, https.port);
        let response = HttpResponse::PermanentRedirect()
            .insert_header((header::LOCATION, location))
            .finish();
        return Ok(request.into_response(response));
    }
    let mut response = next.call(request).await?;
    if https.hsts {
        response
            .headers_mut()
            .insert(header::STRICT_TRANSPORT_SECURITY, HSTS);
    }
    Ok(response.map_into_boxed_body())
}

/// The HTTPS address of what `request` asked for: the host it named (or, without a usable
/// `Host`, the address it reached), the HTTPS port, the same path and query.
fn https_location(request: &ServiceRequest, port: u16) -> String {
    let named = request
        .headers()
        .get(header::HOST)
        .and_then(|host| host.to_str().ok())
        .and_then(|host| host.parse::<Authority>().ok());
    let reached = || {
        request
            .app_config()
            .host()
            .parse::<Authority>()
            .expect("a listening address is an authority")
    };
    let authority = named.unwrap_or_else(reached);
    let path = request
        .uri()
        .path_and_query()
        .map_or("/", |path| path.as_str());
    location(&authority, port, path)
}

fn location(authority: &Authority, port: u16, path: &str) -> String {
    // Without a port, and without user information a client may have put before an `@`.
    let host = authority.host();
    if port == 443 {
        format!("https://{host}{path}")
    } else {
        format!("https://{host}:{port}{path}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_redirect_keeps_the_host_and_path_and_takes_the_https_port() {
        for (host, port, path, wanted) in [
            (
                "club.lan:8080",
                8443,
                "/t/ABC?lang=de",
                "https://club.lan:8443/t/ABC?lang=de",
            ),
            (
                "scores.example.org",
                443,
                "/",
                "https://scores.example.org/",
            ),
            (
                "192.168.1.10",
                8443,
                "/events/1",
                "https://192.168.1.10:8443/events/1",
            ),
            ("[::1]:80", 8443, "/", "https://[::1]:8443/"),
            ("someone@club.lan", 8443, "/", "https://club.lan:8443/"),
        ] {
            let authority: Authority = host.parse().unwrap();
            assert_eq!(location(&authority, port, path), wanted, "{host}");
        }
    }
}
