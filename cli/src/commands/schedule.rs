//! `uptown event schedule` and `unschedule`: when and where an event is played, for its page
//! and the club's calendar feeds.

use std::io::Write;

use chrono::{DateTime, FixedOffset, Local, NaiveDate, NaiveDateTime, NaiveTime, TimeZone};
use uptown_api::bodies::ScheduleBody;
use uptown_api::events::Schedule;

use crate::client::Client;
use crate::context::{Context, print_json};
use crate::failure::Failure;

/// `--starts` and `--ends` as the API takes them. A time with no offset is on this
/// computer's clock; an end given as `HH:MM` is on the day the event starts.
pub(crate) fn body(
    starts: &str,
    ends: Option<&str>,
    location: Option<String>,
) -> Result<ScheduleBody, Failure> {
    let starts_at = moment("starts", starts, None)?;
    let ends_at = ends
        .map(|ends| moment("ends", ends, Some(starts_at)))
        .transpose()?;
    Ok(ScheduleBody {
        starts_at: starts_at.to_rfc3339(),
        ends_at: ends_at.map(|ends| ends.to_rfc3339()),
        location,
    })
}

fn moment(
    flag: &str,
    text: &str,
    day_of: Option<DateTime<FixedOffset>>,
) -> Result<DateTime<FixedOffset>, Failure> {
    let text = text.trim();
    if let Ok(at) = DateTime::parse_from_rfc3339(text) {
        return Ok(at);
    }
    let local = [
        "%Y-%m-%d %H:%M",
        "%Y-%m-%dT%H:%M",
        "%Y-%m-%d %H:%M:%S",
        "%Y-%m-%dT%H:%M:%S",
    ]
    .iter()
    .find_map(|format| NaiveDateTime::parse_from_str(text, format).ok())
    .or_else(|| {
        let day: NaiveDate = day_of?.date_naive();
        let time = NaiveTime::parse_from_str(text, "%H:%M").ok()?;
        Some(day.and_time(time))
    });
    let Some(local) = local else {
        return Err(Failure::BadInput(format!(
            "--{flag}: {text:?} is not a date and time such as '2026-12-08 19:30'{}",
            if day_of.is_some() {
                " or a time such as 23:00"
            } else {
                ""
            }
        )));
    };
    // On the day the clocks go back an hour happens twice: the first is meant.
    Local
        .from_local_datetime(&local)
        .earliest()
        .map(|at| at.fixed_offset())
        .ok_or_else(|| {
            Failure::BadInput(format!(
                "--{flag}: {text:?} does not happen on this computer's clock (the clocks skip it)"
            ))
        })
}

pub(crate) fn set(
    context: &Context,
    out: &mut impl Write,
    client: &Client,
    event: i64,
    body: &ScheduleBody,
) -> Result<(), Failure> {
    let answer = client.put_if_match(&format!("/events/{event}/schedule"), body, None)?;
    if context.json {
        return print_json(out, &answer.json);
    }
    let schedule: Schedule = answer.read()?;
    context.print_text(out, &format!("Event {event}: {}\n", when(&schedule)))
}

pub(crate) fn clear(
    context: &Context,
    out: &mut impl Write,
    client: &Client,
    event: i64,
) -> Result<(), Failure> {
    let answer = client.delete(&format!("/events/{event}/schedule"))?;
    if context.json {
        return print_json(out, &answer.json);
    }
    context.print_text(out, &format!("Event {event} is off the calendar\n"))
}

/// When and where, as one line: `2026-12-08T19:30:00+01:00 to 23:00, at Klubhus`.
pub(crate) fn when(schedule: &Schedule) -> String {
    let mut line = schedule.starts_at.clone();
    if let Some(ends) = &schedule.ends_at {
        line.push_str(" to ");
        line.push_str(ends);
    }
    if let Some(location) = &schedule.location {
        line.push_str(", at ");
        line.push_str(location);
    }
    line
}
