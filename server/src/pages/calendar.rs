//! Calendars in iCalendar (RFC 5545): the feed a club's members subscribe to, a season's,
//! and one event's, for "add to calendar". Each event keeps its `UID` for good and counts
//! its moves in `SEQUENCE`, with `LAST-MODIFIED` and `DTSTAMP` at the last change, so that a
//! calendar that already holds it replaces it rather than keeping the old time.

use chrono::{DateTime, FixedOffset, NaiveDateTime};

use crate::db::repo::schedules::ScheduleRow;
use uptown_api::events::Schedule;

/// How often a subscribed calendar should ask again (RFC 7986 `REFRESH-INTERVAL`, and the
/// older `X-PUBLISHED-TTL` that Outlook and Apple read).
const REFRESH: &str = "PT1H";

/// One scheduled event of a calendar.
pub struct Entry<'a> {
    pub schedule: &'a ScheduleRow,
    pub name: &'a str,
    /// The event's page.
    pub url: String,
}

/// The calendar named `name` holding `entries`, as the text of a `.ics` file.
pub fn calendar(name: &str, entries: &[Entry<'_>]) -> String {
    let mut out = Lines::default();
    out.line("BEGIN", "VCALENDAR");
    out.line("VERSION", "2.0");
    out.line("PRODID", "-//Uptown//Uptown club calendar//EN");
    out.line("CALSCALE", "GREGORIAN");
    out.line("METHOD", "PUBLISH");
    out.line("NAME", &text(name));
    out.line("X-WR-CALNAME", &text(name));
    out.line("REFRESH-INTERVAL;VALUE=DURATION", REFRESH);
    out.line("X-PUBLISHED-TTL", REFRESH);
    for entry in entries {
        let schedule = entry.schedule;
        out.line("BEGIN", "VEVENT");
        out.line("UID", &text(&schedule.uid));
        out.line("DTSTAMP", &utc(schedule.updated_at));
        out.line("LAST-MODIFIED", &utc(schedule.updated_at));
        out.line("SEQUENCE", &schedule.sequence.to_string());
        out.line("DTSTART", &utc(schedule.starts_at));
        if let Some(ends) = schedule.ends_at {
            out.line("DTEND", &utc(ends));
        }
        out.line("SUMMARY", &text(entry.name));
        if let Some(location) = &schedule.location {
            out.line("LOCATION", &text(location));
        }
        out.line("URL", &plain(&entry.url));
        out.line("END", "VEVENT");
    }
    out.line("END", "VCALENDAR");
    out.0
}

/// The lines of a calendar: CRLF after each, folded at 75 octets (RFC 5545 3.1).
#[derive(Default)]
struct Lines(String);

impl Lines {
    fn line(&mut self, name: &str, value: &str) {
        const WIDTH: usize = 75;
        let mut width = 0;
        for c in name.chars().chain([':']).chain(value.chars()) {
            if width + c.len_utf8() > WIDTH {
                // A fold is a line break and one space, which the reader drops; the space
                // counts in the next line's width.
                self.0.push_str("\r\n ");
                width = 1;
            }
            self.0.push(c);
            width += c.len_utf8();
        }
        self.0.push_str("\r\n");
    }
}

/// A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11), and
/// no other control character, so that nothing a person typed can end the value or start a
/// property of its own.
fn text(value: &str) -> String {
    let mut escaped = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' | ';' | ',' => {
                escaped.push('\\');
                escaped.push(c);
            }
            '\n' => escaped.push_str("\\n"),
            c if c.is_control() => {}
            c => escaped.push(c),
        }
    }
    escaped
}

/// A value that is not TEXT (a URI): only its control characters are dropped.
fn plain(value: &str) -> String {
    value.chars().filter(|c| !c.is_control()).collect()
}

/// A UTC time in the form `20261208T183000Z`.
fn utc(at: NaiveDateTime) -> String {
    at.format("%Y%m%dT%H%M%SZ").to_string()
}

/// When an event is played, in words for its page: its date and start, and its end (with
/// its date too if it ends on another day), on the director's clock.
pub fn when(schedule: &Schedule) -> String {
    let parse = |at: &str| DateTime::<FixedOffset>::parse_from_rfc3339(at).ok();
    let Some(starts) = parse(&schedule.starts_at) else {
        return schedule.starts_at.clone();
    };
    let start = starts.format("%Y-%m-%d %H:%M").to_string();
    match schedule.ends_at.as_deref().and_then(parse) {
        Some(ends) if ends.date_naive() == starts.date_naive() => {
            format!("{start}–{}", ends.format("%H:%M"))
        }
        Some(ends) => format!("{start} – {}", ends.format("%Y-%m-%d %H:%M")),
        None => start,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schedule(location: Option<&str>) -> ScheduleRow {
        let at = |text: &str| text.parse::<NaiveDateTime>().unwrap();
        ScheduleRow {
            event_id: 4,
            uid: "0a1b@uptown".to_owned(),
            starts_at: at("2026-12-08T18:30:00"),
            ends_at: Some(at("2026-12-08T22:00:00")),
            utc_offset_minutes: 60,
            location: location.map(str::to_owned),
            sequence: 2,
            updated_at: at("2026-12-01T10:00:00"),
        }
    }

    #[test]
    fn an_event_is_written_in_utc_with_its_uid_and_sequence() {
        let row = schedule(Some("Klubhus, Strandvej 4"));
        let entry = Entry {
            schedule: &row,
            name: "Tuesday; drive",
            url: "https://club.example/events/4".to_owned(),
        };
        let ics = calendar("Skagen Whist", &[entry]);
        for line in [
            "UID:0a1b@uptown\r\n",
            "SEQUENCE:2\r\n",
            "DTSTART:20261208T183000Z\r\n",
            "DTEND:20261208T220000Z\r\n",
            "DTSTAMP:20261201T100000Z\r\n",
            "SUMMARY:Tuesday\\; drive\r\n",
            "LOCATION:Klubhus\\, Strandvej 4\r\n",
        ] {
            assert!(ics.contains(line), "{line:?} in {ics}");
        }
        assert!(ics.starts_with("BEGIN:VCALENDAR\r\n") && ics.ends_with("END:VCALENDAR\r\n"));
    }

    #[test]
    fn typed_text_cannot_start_a_property_of_its_own() {
        let row = schedule(Some(
            "Hall\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Free beer",
        ));
        let entry = Entry {
            schedule: &row,
            name: "Drive\\",
            url: "https://club.example/events/4\r\nX-EVIL:1".to_owned(),
        };
        let ics = calendar("Club", &[entry]);
        assert_eq!(ics.matches("\r\nBEGIN:VEVENT").count(), 1, "{ics}");
        assert!(!ics.contains("\r\nX-EVIL"), "{ics}");
        assert!(ics.contains("SUMMARY:Drive\\\\\r\n"), "{ics}");
    }

    #[test]
    fn long_lines_fold_at_75_octets_between_characters() {
        let name = "Ø".repeat(100);
        let row = schedule(None);
        let entry = Entry {
            schedule: &row,
            name: &name,
            url: String::new(),
        };
        let ics = calendar("Club", &[entry]);
        for line in ics.split("\r\n") {
            assert!(line.len() <= 75, "{line:?} is {} octets", line.len());
        }
        let unfolded = ics.replace("\r\n ", "");
        assert!(unfolded.contains(&format!("SUMMARY:{name}\r\n")));
    }

    #[test]
    fn a_page_says_when_on_the_directors_clock() {
        let at = |starts: &str, ends: Option<&str>| Schedule {
            starts_at: starts.to_owned(),
            ends_at: ends.map(str::to_owned),
            location: None,
            uid: String::new(),
            sequence: 0,
            updated_at: NaiveDateTime::default(),
        };
        assert_eq!(
            when(&at(
                "2026-12-08T19:30:00+01:00",
                Some("2026-12-08T23:00:00+01:00")
            )),
            "2026-12-08 19:30–23:00"
        );
        assert_eq!(
            when(&at(
                "2026-12-12T10:00:00+01:00",
                Some("2026-12-13T17:00:00+01:00")
            )),
            "2026-12-12 10:00 – 2026-12-13 17:00"
        );
        assert_eq!(
            when(&at("2026-12-08T19:30:00+01:00", None)),
            "2026-12-08 19:30"
        );
    }
}
