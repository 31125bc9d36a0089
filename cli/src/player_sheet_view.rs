//! A three-handed game's sheet as people read it: the hands with each player's points, who
//! dropped out, then who won and why.

use std::fmt::Write;

use uptown_rules::three_handed::{
    PerPlayer, PlayerSeat, PlayerSheet, ThreeHandedKind, ThreeHandedRules,
};
use uptown_rules::{HandResult, Reason};

use crate::sheet_view::{signed, with_house_rules};
use crate::table::{Align, Table};

/// The sheet as text: a title line, the hands, then the outcome.
pub(crate) fn render(sheet: &PlayerSheet) -> String {
    let name = match sheet.game {
        ThreeHandedKind::Cutthroat => "Cutthroat Bid Whist",
        ThreeHandedKind::DummyWhist => "Dummy Whist",
    };
    let title = format!("{name} to {}", sheet.rules.target);
    let mut text = with_house_rules(title, &sheet.rules, &ThreeHandedRules::defaults(sheet.game));
    text.push('\n');
    text.push_str(&hands_table(sheet).render(false));
    text.push('\n');
    for out in &sheet.out {
        let why = match out.reason {
            Reason::SetLimit => "set too often",
            _ => "at or below minus the target",
        };
        writeln!(text, "{} went out at hand {}: {why}.", out.seat, out.hand)
            .expect("writing to a String cannot fail");
    }
    text.push_str(&outcome(sheet));
    text
}

fn hands_table(sheet: &PlayerSheet) -> Table {
    let mut table = Table::new(&[
        ("#", Align::Right),
        ("dealer", Align::Left),
        ("contract", Align::Left),
        ("books", Align::Right),
        ("result", Align::Left),
        ("N", Align::Right),
        ("E", Align::Right),
        ("W", Align::Right),
        ("total N", Align::Right),
        ("total E", Align::Right),
        ("total W", Align::Right),
    ]);
    for hand in &sheet.hands {
        let contract = match (hand.bid, hand.bidder) {
            (Some(bid), Some(bidder)) => format!("{bid} by {bidder}"),
            _ => "-".to_owned(),
        };
        let result = match (hand.result, hand.boston) {
            (HandResult::Made, true) => "made, Boston",
            (HandResult::Made, false) => "made",
            (HandResult::Set, _) => "set",
            (HandResult::ThrownIn | HandResult::Scored, _) => "thrown in",
        };
        let mut cells = vec![
            hand.number.to_string(),
            hand.dealer.to_string(),
            contract,
            hand.books
                .map(|books| books.to_string())
                .unwrap_or_default(),
            result.to_owned(),
        ];
        cells.extend(PlayerSeat::ALL.map(|seat| signed(*hand.points.get(seat))));
        cells.extend(PlayerSeat::ALL.map(|seat| hand.totals.get(seat).to_string()));
        table.row(cells);
    }
    table
}

fn standing(totals: PerPlayer<i32>) -> String {
    format!("N {}, E {}, W {}", totals.n, totals.e, totals.w)
}

fn outcome(sheet: &PlayerSheet) -> String {
    let (Some(winner), Some(reason)) = (sheet.winner, sheet.reason) else {
        return format!("The game goes on: {}.\n", standing(sheet.totals));
    };
    let why = match reason {
        Reason::Boston => format!(
            "{winner} took all {} books, and a Boston wins the game under these house rules",
            sheet.game.books_per_deal()
        ),
        Reason::Setback | Reason::SetLimit => "the others are out of the game".to_owned(),
        _ => format!(
            "{winner} reached the target of {}, {}",
            sheet.rules.target,
            standing(sheet.totals)
        ),
    };
    format!("{winner} won: {why}.\n")
}
