//! Any text a table, a script or an attacker sends as a game record is either scored or
//! refused with an error: reading and scoring never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = uptown_rules::score_json(text);
    }
});
