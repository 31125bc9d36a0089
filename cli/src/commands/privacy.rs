//! A player's data (GDPR) from the command line: how the public pages show the player, an
//! export of everything the club holds about them, erasing them, and the club's history.

use std::io::Write;

use serde_json::json;
use uptown_api::privacy::{HistoryLine, PlayerPrivacy, ShownAs, ShownAsBody};

use crate::client::Client;
use crate::context::{Context, print_json};
use crate::failure::Failure;
use crate::table::{Align, Table};

/// How the public pages show a player, as a person writes it.
fn shown_as(written: &str) -> Result<ShownAs, Failure> {
    ShownAs::parse(written.trim()).ok_or_else(|| {
        Failure::BadInput(format!(
            "SHOWN_AS {written:?} is not full_name, initials or hidden"
        ))
    })
}

fn print_privacy(
    context: &Context,
    out: &mut impl Write,
    answer: &crate::client::Response,
) -> Result<(), Failure> {
    if context.json {
        return print_json(out, &answer.json);
    }
    let privacy: PlayerPrivacy = answer.read()?;
    let erased = privacy
        .erased_at
        .map(|at| format!(", erased {}", at.format("%Y-%m-%d %H:%M UTC")))
        .unwrap_or_default();
    writeln!(
        out,
        "player {} is shown as {}{erased}",
        privacy.player_id,
        privacy.shown_as.name()
    )?;
    Ok(())
}

/// `uptown player show-as ID full_name|initials|hidden`.
pub(crate) fn set_shown_as(
    context: &Context,
    out: &mut impl Write,
    id: i64,
    written: &str,
) -> Result<(), Failure> {
    let body = ShownAsBody {
        shown_as: shown_as(written)?,
    };
    let client = context.client()?;
    let answer = client.put_if_match(&format!("/players/{id}/privacy"), &body, None)?;
    print_privacy(context, out, &answer)
}

/// `uptown player export ID`: the JSON, to keep or to hand to the player.
pub(crate) fn export(client: &Client, out: &mut impl Write, id: i64) -> Result<(), Failure> {
    let answer = client.post(&format!("/players/{id}/export"), &json!({}))?;
    print_json(out, &answer.json)
}

/// `uptown player erase ID --yes`: refused without `--yes`, as it cannot be undone.
pub(crate) fn erase(
    context: &Context,
    out: &mut impl Write,
    id: i64,
    confirmed: bool,
) -> Result<(), Failure> {
    if !confirmed {
        return Err(Failure::BadInput(
            "--yes: erasing a player cannot be undone; say --yes to mean it".to_owned(),
        ));
    }
    let client = context.client()?;
    let answer = client.post(&format!("/players/{id}/erase"), &json!({}))?;
    print_privacy(context, out, &answer)
}

/// `uptown club history CLUB`.
pub(crate) fn history(
    context: &Context,
    out: &mut impl Write,
    client: &Client,
    club: i64,
) -> Result<(), Failure> {
    let answer = client.get(&format!("/clubs/{club}/history"))?;
    if context.json {
        return print_json(out, &answer.json);
    }
    let mut table = Table::new(&[
        ("at (UTC)", Align::Left),
        ("by", Align::Left),
        ("action", Align::Left),
        ("player", Align::Right),
        ("detail", Align::Left),
    ]);
    for line in answer.read::<Vec<HistoryLine>>()? {
        table.row(vec![
            line.at.format("%Y-%m-%d %H:%M:%S").to_string(),
            line.by,
            line.action,
            line.player_id.map(|id| id.to_string()).unwrap_or_default(),
            line.detail.unwrap_or_default(),
        ]);
    }
    context.print_table(out, &table)
}
