//! What keeps a table page working when the room's Wi-Fi drops: the page's script, which
//! keeps hands on the phone until they are sent, and the service worker, which keeps a copy
//! of the page to reload from. Both are this server's own files, built into the binary, so
//! a laptop with no internet serves them.

use actix_web::http::header;
use actix_web::{HttpResponse, get};

const SCRIPT: &str = include_str!("../../../assets/table.js");
const WORKER: &str = include_str!("../../../assets/table-sw.js");

fn script(body: &'static str) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/javascript; charset=utf-8")
        // Checked with the server on every load, so that a new version reaches the phones.
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .body(body)
}

#[get("/t/table.js")]
pub async fn table_script() -> HttpResponse {
    script(SCRIPT)
}

#[get("/t/sw.js")]
pub async fn service_worker() -> HttpResponse {
    script(WORKER)
}
