//! A round's clock as the pages show it: the time left in words, and what the page's script
//! needs to count it down from what the server said (never from the phone's own clock).

use super::i18n::Translator;
use uptown_api::events::RoundClock;

pub struct ClockLine {
    /// `running`, `paused` or `up`.
    pub state: String,
    pub seconds: i64,
    /// The words now, for a page without JavaScript.
    pub text: String,
    /// The words while it runs, with `{time}` for the script.
    pub running: String,
    pub up: String,
}

/// Minutes and seconds: `12:05`.
fn spoken(seconds: i64) -> String {
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

impl ClockLine {
    pub fn of(t: Translator, clock: &RoundClock) -> ClockLine {
        let time = spoken(clock.seconds_left);
        let text = match clock.state.as_str() {
            "running" => t.with("clock-left", &[("time", time)]),
            "paused" => t.with("clock-paused", &[("time", time)]),
            _ => t.t("clock-up"),
        };
        ClockLine {
            state: clock.state.clone(),
            seconds: clock.seconds_left,
            text,
            running: t.with("clock-left", &[("time", "{time}".to_owned())]),
            up: t.t("clock-up"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_left_reads_as_minutes_and_seconds() {
        assert_eq!(spoken(725), "12:05");
        assert_eq!(spoken(59), "0:59");
        assert_eq!(spoken(0), "0:00");
    }
}
