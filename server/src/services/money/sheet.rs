//! The treasurer's CSV of an event's money: a row per player, then the totals, amounts in
//! the currency's units with two decimals (`12.50`), the players' names as cells a
//! spreadsheet cannot take for formulas.

use crate::services::csv::text_cell;
use uptown_api::money::{Money, PlayerMoney, units};

const HEADER: &str = "player_id,player,entrant,boston_pot,entry_fee,table_money,pot_stake,owed,paid,due,won,currency";

/// The CSV of `money`, whose event is `event_name`.
pub fn csv(event_name: &str, money: &Money) -> String {
    let currency = money
        .terms
        .as_ref()
        .map_or_else(String::new, |terms| terms.currency.clone());
    let mut rows = vec![HEADER.to_owned()];
    for player in &money.players {
        let amounts = [
            player.entry_fee_cents,
            player.table_money_cents,
            player.boston_pot_cents,
            player.owed_cents,
            player.paid_cents,
            player.due_cents,
            player.won_cents,
        ]
        .map(units)
        .join(",");
        rows.push(format!(
            "{},{},{},{},{amounts},{currency}",
            player.player.id,
            text_cell(&player.player.name),
            player
                .entrant
                .map_or_else(String::new, |entrant| entrant.to_string()),
            if player.in_boston_pot { "in" } else { "" },
        ));
    }
    let totals = &money.totals;
    let summed = |part: fn(&PlayerMoney) -> i64| units(money.players.iter().map(part).sum());
    rows.push(format!(
        ",{},,,{},{},{},{},{},{},{},{currency}",
        text_cell(&format!("Total: {event_name}")),
        summed(|player| player.entry_fee_cents),
        summed(|player| player.table_money_cents),
        units(totals.boston_pot_cents),
        units(totals.owed_cents),
        units(totals.paid_cents),
        units(totals.due_cents),
        summed(|player| player.won_cents),
    ));
    rows.push(String::new());
    rows.join("\r\n")
}
