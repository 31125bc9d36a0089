//! The kinds of event a club runs (docs/EVENTS.md), and what each kind implies for its
//! entrants, its rounds and its standings.

use serde::{Deserialize, Serialize};

use crate::standings::TieBreak;

/// An event's format, stored and sent as its name (`club_night`, `round_robin`, ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventFormat {
    ClubNight,
    Rotating,
    WhistDrive,
    RoundRobin,
    Swiss,
    Knockout,
    DoubleKnockout,
    /// A whist drive whose winners stay together and whose lines move apart (RULES.md 2.4).
    SemiPartnerDrive,
    /// A whist drive of fixed partnerships: the winners move on a table.
    PartnerDrive,
    /// Stationary and moving lines of partnerships ("A teams stay, B teams rotate").
    Mitchell,
    /// Winners move up a table, losers down.
    Ladder,
}

impl EventFormat {
    pub const ALL: [EventFormat; 11] = [
        EventFormat::ClubNight,
        EventFormat::Rotating,
        EventFormat::WhistDrive,
        EventFormat::RoundRobin,
        EventFormat::Swiss,
        EventFormat::Knockout,
        EventFormat::DoubleKnockout,
        EventFormat::SemiPartnerDrive,
        EventFormat::PartnerDrive,
        EventFormat::Mitchell,
        EventFormat::Ladder,
    ];

    /// Whether the entrants are fixed partnerships (or else single players seated anew each
    /// round).
    pub fn partnerships(self) -> bool {
        matches!(
            self,
            EventFormat::RoundRobin
                | EventFormat::Swiss
                | EventFormat::Knockout
                | EventFormat::DoubleKnockout
                | EventFormat::PartnerDrive
                | EventFormat::Mitchell
                | EventFormat::Ladder
        )
    }

    pub fn knockout(self) -> bool {
        matches!(self, EventFormat::Knockout | EventFormat::DoubleKnockout)
    }

    /// Formats whose first round fixes the field: their later rounds follow from it.
    pub fn field_fixed_once_started(self) -> bool {
        !matches!(
            self,
            EventFormat::ClubNight | EventFormat::Rotating | EventFormat::Swiss
        )
    }

    /// A whist drive, of any movement, counts each player's tricks, not points (RULES.md
    /// 2.4); its rounds are a fixed number of hands and nobody leaves it once it starts.
    pub fn counts_tricks(self) -> bool {
        matches!(
            self,
            EventFormat::WhistDrive | EventFormat::SemiPartnerDrive | EventFormat::PartnerDrive
        )
    }

    /// Formats that seat a round from who won at each table of the round before, so a
    /// correction to a result can no longer change who sat where.
    pub fn seats_from_results(self) -> bool {
        self.counts_tricks() || self == EventFormat::Ladder
    }

    pub fn name(self) -> &'static str {
        match self {
            EventFormat::ClubNight => "club_night",
            EventFormat::Rotating => "rotating",
            EventFormat::WhistDrive => "whist_drive",
            EventFormat::RoundRobin => "round_robin",
            EventFormat::Swiss => "swiss",
            EventFormat::Knockout => "knockout",
            EventFormat::DoubleKnockout => "double_knockout",
            EventFormat::SemiPartnerDrive => "semi_partner_drive",
            EventFormat::PartnerDrive => "partner_drive",
            EventFormat::Mitchell => "mitchell",
            EventFormat::Ladder => "ladder",
        }
    }

    /// The format named `name`, if one is.
    pub fn parse(name: &str) -> Option<EventFormat> {
        EventFormat::ALL
            .into_iter()
            .find(|format| format.name() == name)
    }

    /// The tie-breaks an event of this format uses unless it names its own. A whist drive
    /// ranks by personal trick totals, which its standings carry as points.
    pub fn default_tie_breaks(self) -> Vec<TieBreak> {
        if self.counts_tricks() {
            vec![TieBreak::PointsFor]
        } else {
            vec![
                TieBreak::GamesWon,
                TieBreak::PointDifference,
                TieBreak::PointsFor,
            ]
        }
    }
}

/// A format as read from where it is stored by name: a name no format has is an error.
impl TryFrom<String> for EventFormat {
    type Error = String;

    fn try_from(name: String) -> Result<EventFormat, String> {
        EventFormat::parse(&name).ok_or_else(|| format!("{name:?} is not an event format"))
    }
}

impl From<EventFormat> for String {
    fn from(format: EventFormat) -> String {
        format.name().to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_format_goes_by_its_name_everywhere() {
        for format in EventFormat::ALL {
            assert_eq!(EventFormat::parse(format.name()), Some(format));
            assert_eq!(
                serde_json::to_value(format).unwrap(),
                serde_json::Value::from(format.name())
            );
            assert_eq!(EventFormat::try_from(String::from(format)), Ok(format));
        }
        assert!(EventFormat::try_from("howell".to_owned()).is_err());
    }
}
