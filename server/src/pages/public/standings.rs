//! A table of standings, as an event's page, the projector, the live stream and a season's
//! page show it.

use askama::Template;

use crate::pages::render::Chrome;
use crate::pages::score::filters;
use uptown_api::events as view;

/// A line of standings, its words ready.
pub struct StandingLine {
    pub rank: Option<u32>,
    pub name: String,
    /// The player's page, for a row of one player.
    pub href: Option<String>,
    pub events: Option<u32>,
    pub record: view::Record,
    pub separated_by: String,
    pub note: String,
}

pub(super) fn separated(chrome: &Chrome, separated_by: Option<&str>) -> String {
    separated_by.map_or_else(String::new, |name| chrome.t.t(&format!("tiebreak-{name}")))
}

pub fn standing_lines(chrome: &Chrome, standings: &view::Standings) -> Vec<StandingLine> {
    standings
        .rows
        .iter()
        .map(|row| StandingLine {
            rank: Some(row.rank),
            name: row.name.clone(),
            href: match row.players.as_slice() {
                [player] => Some(format!("/players/{}", player.id)),
                _ => None,
            },
            events: None,
            record: row.record.clone(),
            separated_by: separated(chrome, row.separated_by.as_deref()),
            note: if row.withdrawn {
                chrome.t.t("withdrawn")
            } else {
                String::new()
            },
        })
        .collect()
}

#[derive(Template)]
#[template(path = "standings.html")]
pub struct StandingsTable {
    pub chrome: Chrome,
    pub lines: Vec<StandingLine>,
    pub with_events: bool,
    /// Says, under the table, that places are by the totals per game played.
    pub per_game: bool,
    /// The director has hidden the standings: the table says so instead.
    pub hidden: bool,
}

impl StandingsTable {
    /// An event's standings table, as its page, the projector and the live stream show it.
    pub fn of_event(chrome: &Chrome, standings: &view::Standings) -> StandingsTable {
        StandingsTable {
            lines: standing_lines(chrome, standings),
            chrome: chrome.clone(),
            with_events: false,
            per_game: standings.per_game,
            hidden: standings.hidden && standings.rows.is_empty(),
        }
    }
}
