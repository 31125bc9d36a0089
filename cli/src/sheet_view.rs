//! A score sheet as people read it: the hands in a table, then who won and why.

use std::fmt::Write;

use uptown_rules::{
    GameKind, GamePoints, HandDetail, HandResult, PerSide, Reason, Rules, ScoreSheet, Side,
};

use crate::table::{Align, Table};

/// The sheet as text: a title line, the hands, then the outcome.
pub(crate) fn render(sheet: &ScoreSheet) -> String {
    let mut text = title(sheet);
    text.push('\n');
    text.push_str(&hands_table(sheet).render(false));
    text.push('\n');
    text.push_str(&outcome(sheet));
    text
}

fn target(rules: &Rules) -> u8 {
    match rules {
        Rules::BidWhist(rules) => rules.target,
        Rules::Whist(rules) => rules.target,
    }
}

/// "Bid Whist to 7", and the house rules that differ from the rule book's defaults.
fn title(sheet: &ScoreSheet) -> String {
    let name = match (sheet.game, &sheet.rules) {
        (GameKind::BidWhist, _) => "Bid Whist",
        (GameKind::Whist, Rules::Whist(rules)) if rules.rubber => "Whist rubber, games",
        (GameKind::Whist, _) => "Whist",
    };
    let line = format!("{name} to {}", target(&sheet.rules));
    with_house_rules(line, &sheet.rules, &Rules::defaults(sheet.game))
}

/// `line`, then the house rules of `chosen` that differ from `defaults` (but the target,
/// which the line names), and a line break.
pub(crate) fn with_house_rules(
    mut line: String,
    chosen: &impl serde::Serialize,
    defaults: &impl serde::Serialize,
) -> String {
    let chosen = serde_json::to_value(chosen).expect("rules serialise");
    let defaults = serde_json::to_value(defaults).expect("rules serialise");
    let changed: Vec<String> = chosen
        .as_object()
        .into_iter()
        .flatten()
        .filter(|(name, value)| {
            name.as_str() != "target" && defaults.get(name.as_str()) != Some(value)
        })
        .map(|(name, value)| match value.as_str() {
            Some(text) => format!("{name} {text}"),
            None => format!("{name} {value}"),
        })
        .collect();
    if !changed.is_empty() {
        write!(line, "; house rules: {}", changed.join(", "))
            .expect("writing to a String cannot fail");
    }
    line.push('\n');
    line
}

pub(crate) fn signed(points: i32) -> String {
    if points > 0 {
        format!("+{points}")
    } else {
        points.to_string()
    }
}

fn hands_table(sheet: &ScoreSheet) -> Table {
    let bid_whist = sheet.game == GameKind::BidWhist;
    let mut columns = vec![("#", Align::Right)];
    if bid_whist {
        columns.extend([
            ("dealer", Align::Left),
            ("contract", Align::Left),
            ("books", Align::Right),
            ("result", Align::Left),
        ]);
    } else {
        columns.extend([
            ("game", Align::Right),
            ("dealer", Align::Left),
            ("tricks NS-EW", Align::Left),
        ]);
    }
    columns.extend([
        ("NS", Align::Right),
        ("EW", Align::Right),
        ("total NS", Align::Right),
        ("total EW", Align::Right),
    ]);
    let mut table = Table::new(&columns);
    for hand in &sheet.hands {
        let mut cells = vec![hand.number.to_string()];
        match &hand.detail {
            HandDetail::BidWhist {
                bid,
                bidder,
                books,
                boston,
            } => {
                let contract = match (bid, bidder) {
                    (Some(bid), Some(bidder)) => format!("{bid} by {bidder}"),
                    _ => "-".to_owned(),
                };
                let result = match (hand.result, boston) {
                    (HandResult::Made, true) => "made, Boston",
                    (HandResult::Made, false) => "made",
                    (HandResult::Set, _) => "set",
                    (HandResult::ThrownIn, _) => "thrown in",
                    (HandResult::Scored, _) => "scored",
                };
                cells.extend([
                    hand.dealer.to_string(),
                    contract,
                    books.map(|books| books.to_string()).unwrap_or_default(),
                    result.to_owned(),
                ]);
            }
            HandDetail::Whist { tricks } => {
                cells.extend([
                    hand.game.to_string(),
                    hand.dealer.to_string(),
                    format!("{}-{}", tricks.ns, tricks.ew),
                ]);
            }
        }
        cells.extend([
            signed(hand.points.ns),
            signed(hand.points.ew),
            hand.totals.ns.to_string(),
            hand.totals.ew.to_string(),
        ]);
        table.row(cells);
    }
    table
}

fn standing(totals: PerSide<i32>) -> String {
    format!("NS {}, EW {}", totals.ns, totals.ew)
}

/// Who won and why, or how the match stands.
fn outcome(sheet: &ScoreSheet) -> String {
    let target = target(&sheet.rules);
    let mut text = String::new();
    if let Some(games) = &sheet.games {
        for game in games {
            let line = match game.winner {
                Some(winner) => format!(
                    "Game {}: {winner} won, {}.",
                    game.number,
                    standing(game.points)
                ),
                None => format!("Game {}: going on, {}.", game.number, standing(game.points)),
            };
            text.push_str(&line);
            text.push('\n');
        }
    }
    if let (None, Some(reason)) = (sheet.winner, sheet.reason) {
        writeln!(text, "Level {}: a draw.", ended_otherwise(reason))
            .expect("writing to a String cannot fail");
        return text;
    }
    let (Some(winner), Some(reason)) = (sheet.winner, sheet.reason) else {
        let going_on = match (&sheet.rubber, sheet.hands_won) {
            (Some(rubber), _) => format!(
                "The rubber goes on: games won NS {}, EW {}.",
                rubber.games_won.ns, rubber.games_won.ew
            ),
            (None, Some(won)) => {
                format!("The match goes on: hands won NS {}, EW {}.", won.ns, won.ew)
            }
            (None, None) => format!("The game goes on: {}.", standing(sheet.totals)),
        };
        return text + &going_on + "\n";
    };
    let loser = winner.other();
    let loser_total = *sheet.totals.get(loser);
    let why = match reason {
        Reason::Target => format!(
            "{winner} reached the target of {target}, {}",
            standing(sheet.totals)
        ),
        Reason::Setback => format!("{loser} fell to {loser_total}, at or below minus {target}"),
        Reason::Boston => format!(
            "{winner} took all 13 books, and a Boston wins the game under these house rules"
        ),
        Reason::SetLimit => set_limit(&sheet.rules, loser),
        Reason::Renege => {
            format!("{loser} reneged, and a renege loses the game under these house rules")
        }
        Reason::HandsWon => {
            let won = sheet.hands_won.unwrap_or_default();
            format!(
                "{winner} won {} hands to {}, as the match asks",
                won.get(winner),
                won.get(loser)
            )
        }
        Reason::Forfeit => "the director awarded the table by forfeit".to_owned(),
        Reason::Rubber => rubber_result(sheet, winner),
        Reason::HandLimit | Reason::LeadingScore | Reason::Time => {
            format!(
                "ahead {}, {}",
                ended_otherwise(reason),
                standing(sheet.totals)
            )
        }
    };
    writeln!(text, "{winner} won: {why}.").expect("writing to a String cannot fail");
    text
}

/// When an event ended a game its rules had not: the moment the side ahead won.
fn ended_otherwise(reason: Reason) -> &'static str {
    match reason {
        Reason::HandLimit => "when the event's last hand was played",
        Reason::Time => "when the round's time ran out",
        // The rules' own reasons always name a winner: what is left is the closing.
        _ => "when the director closed the round",
    }
}

fn set_limit(rules: &Rules, loser: Side) -> String {
    match rules {
        Rules::BidWhist(rules) => {
            let limit = rules.max_sets.unwrap_or_default();
            format!(
                "{loser} were set {} times, one more than max_sets {limit} allows",
                limit + 1
            )
        }
        Rules::Whist(_) => String::new(),
    }
}

fn rubber_result(sheet: &ScoreSheet, winner: Side) -> String {
    let Some(rubber) = &sheet.rubber else {
        return String::new();
    };
    let games = format!(
        "the rubber {}-{}",
        rubber.games_won.get(winner),
        rubber.games_won.get(winner.other())
    );
    let bonus = *rubber.bonus.get(winner);
    let bonus = if bonus > 0 {
        format!(" with a bonus of {bonus}")
    } else {
        String::new()
    };
    let margin = rubber.margin.unwrap_or_default();
    let counted = match &sheet.rules {
        Rules::Whist(rules) if rules.game_points == GamePoints::Laws => "game points",
        _ => "rubber totals",
    };
    format!(
        "{games}{bonus}; {counted} {}, a margin of {margin}",
        standing(rubber.totals)
    )
}
