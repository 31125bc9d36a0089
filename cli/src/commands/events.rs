//! `uptown event`: run an evening or a tournament: its entrants, its rounds, their results.

use std::fmt::Write as _;
use std::io::Write;

use clap::{Args, Subcommand};
use serde_json::Value;
use uptown_api::bodies::{EntrantBody, NewEventBody, PlayoffBody, WithdrawBody};
use uptown_api::events::{Entrant, Event, EventRound, EventSummary, ThreeHandedTable};
use uptown_rules::standings::TieBreak;
use uptown_rules::{ByeScore, HandsWon, MatchFormat, MatchPlay, PerSide};

use super::clubs::{club_and_season, resolve_club};
use super::door;
use super::games::{HouseRules, game_kind, named_rules, player_ref};
use super::schedule;
use crate::client::{Client, Nothing, Response};
use crate::context::{Context, print_json};
use crate::failure::Failure;
use crate::table::{Align, Table, cell, words};

/// What an event is: where it counts, its format, how a table's match is decided, its rules.
#[derive(Debug, Args)]
pub(crate) struct NewEvent {
    /// The club, by id or name.
    #[arg(long)]
    club: String,
    /// The season the event counts for, by id.
    #[arg(long)]
    season: Option<i64>,
    /// What the event is called, like 'Tuesday 1 December'.
    #[arg(long)]
    name: String,
    /// With players: rotating, club_night, whist_drive or semi_partner_drive. With
    /// partnerships: round_robin, swiss, knockout, double_knockout, partner_drive, mitchell
    /// or ladder.
    #[arg(long)]
    format: String,
    /// bid_whist or whist; by default the server's choice for the format.
    #[arg(long)]
    game: Option<String>,
    #[command(flatten)]
    rules: HouseRules,
    /// How a table's match in a round is decided: games:N (N games, the default games:1),
    /// best-of:N (N odd), hands:N (one game of exactly N hands), minutes:M (one game to
    /// the target, each round's clock started at M minutes and closing the round) or
    /// hands-won:K (one bid whist game won by the first side to win K hands; add +boston
    /// and +notrump for hands that count two, like hands-won:3+boston+notrump).
    #[arg(long = "match", value_name = "KIND:N")]
    table_match: Option<String>,
    /// Points a table awarded by forfeit adds to its winner (default 0).
    #[arg(long)]
    forfeit_points: Option<u8>,
    /// What a bye scores: nothing (the default), win (a game won, no points) or average (a
    /// game won, with the average score of the round's winners).
    #[arg(long)]
    bye_score: Option<String>,
    /// The tie-breaks in order, comma separated, from games_won, point_difference,
    /// points_for, bostons, head_to_head and sets.
    #[arg(long, value_delimiter = ',')]
    tie_breaks: Vec<String>,
    /// Rounds planned; by default the complete schedule or bracket (or, for club_night, the
    /// drives and ladder, until `uptown event finish`).
    #[arg(long)]
    rounds: Option<u32>,
    /// Any number: another seed draws other, equally fair, rounds.
    #[arg(long)]
    seed: Option<u64>,
    /// After the rounds of a swiss or round_robin, a knock-out of the top K of its
    /// standings: knockout:K or double-knockout:K.
    #[arg(long, value_name = "KIND:K")]
    playoff: Option<String>,
    /// rotating and club_night: seat the three players a round leaves over at a
    /// three-handed table (cutthroat; dummy whist at whist) instead of sitting them out.
    #[arg(long)]
    three_handed: bool,
    /// A house rule of that three-handed table, NAME=VALUE (repeatable; implies
    /// --three-handed): `--three-handed-rule target=15`.
    #[arg(long = "three-handed-rule", value_name = "NAME=VALUE")]
    three_handed_rules: Vec<String>,
}

/// `--playoff` as the API's body: the server checks the kind of event and the count.
fn playoff(written: &str) -> Result<PlayoffBody, Failure> {
    let bad = |why: String| Failure::BadInput(format!("--playoff {written}: {why}"));
    let (kind, top) = written
        .split_once(':')
        .ok_or_else(|| bad("write it as knockout:K or double-knockout:K".to_owned()))?;
    let top: u32 = top
        .trim()
        .parse()
        .map_err(|_| bad(format!("{top:?} is not a whole number")))?;
    let format = match kind.trim() {
        "knockout" => "knockout",
        "double-knockout" => "double_knockout",
        other => return Err(bad(format!("{other:?} is not knockout or double-knockout"))),
    };
    Ok(PlayoffBody {
        top,
        format: Some(format.to_owned()),
    })
}

/// `games:N`, `best-of:N`, `hands:N`, `minutes:M` or `hands-won:K[+boston][+notrump]` as
/// the play they name.
fn table_match(written: &str) -> Result<MatchPlay, Failure> {
    let bad = |why: String| Failure::BadInput(format!("--match {written}: {why}"));
    let (kind, count) = written.split_once(':').ok_or_else(|| {
        bad("write it as games:N, best-of:N, hands:N, minutes:M or hands-won:K".to_owned())
    })?;
    let mut parts = count.split('+');
    let count = parts.next().unwrap_or_default().trim();
    let doubles: Vec<&str> = parts.map(str::trim).collect();
    let count: u32 = count
        .parse()
        .ok()
        .filter(|count| *count > 0)
        .ok_or_else(|| bad(format!("{count:?} is not a count of one or more")))?;
    if !doubles.is_empty() && kind.trim() != "hands-won" {
        return Err(bad("+boston and +notrump are for hands-won".to_owned()));
    }
    match kind.trim() {
        "games" => Ok(MatchPlay::Games(count)),
        "hands" => Ok(MatchPlay::Hands(count)),
        "minutes" => Ok(MatchPlay::Minutes(count)),
        "best-of" if count.is_multiple_of(2) => Err(bad(format!(
            "best-of takes an odd count, so that one side wins more than half, not {count}"
        ))),
        "best-of" => Ok(MatchPlay::BestOf(count)),
        "hands-won" => {
            let count = u8::try_from(count)
                .map_err(|_| bad(format!("{count} hands are more than a match is won by")))?;
            let mut terms = HandsWon {
                count,
                boston_counts_double: false,
                notrump_counts_double: false,
            };
            for double in doubles {
                match double {
                    "boston" => terms.boston_counts_double = true,
                    "notrump" => terms.notrump_counts_double = true,
                    other => {
                        return Err(bad(format!(
                            "{other:?} is not a hand that counts two (boston or notrump)"
                        )));
                    }
                }
            }
            Ok(MatchPlay::HandsWon(terms))
        }
        other => Err(bad(format!(
            "{other:?} is not games, best-of, hands, minutes or hands-won"
        ))),
    }
}

/// A match as `--match` writes it, for people, with its forfeit and bye terms.
fn match_text(format: MatchFormat) -> String {
    let mut text = match format.play {
        MatchPlay::Games(count) => format!("games:{count}"),
        MatchPlay::BestOf(count) => format!("best-of:{count}"),
        MatchPlay::Hands(count) => format!("hands:{count}"),
        MatchPlay::Minutes(count) => format!("minutes:{count}"),
        MatchPlay::HandsWon(terms) => {
            let mut text = format!("hands-won:{}", terms.count);
            if terms.boston_counts_double {
                text.push_str("+boston");
            }
            if terms.notrump_counts_double {
                text.push_str("+notrump");
            }
            text
        }
    };
    if format.forfeit_points > 0 {
        write!(text, ", forfeit points {}", format.forfeit_points)
            .expect("writing to a String cannot fail");
    }
    match format.bye_score {
        ByeScore::Nothing => {}
        ByeScore::Win => text.push_str(", a bye scores a win"),
        ByeScore::Average => text.push_str(", a bye scores the winners' average"),
    }
    text
}

/// `--bye-score` as the rule book names it.
fn bye_score(written: &str) -> Result<ByeScore, Failure> {
    serde_json::from_value(Value::from(written.trim())).map_err(|_| {
        Failure::BadInput(format!(
            "--bye-score {written}: write nothing, win or average"
        ))
    })
}

/// A tie-break by its name, like `point_difference`.
fn tie_break(name: &str) -> Result<TieBreak, Failure> {
    serde_json::from_value(Value::from(name.trim())).map_err(|_| {
        Failure::BadInput(format!(
            "--tie-breaks: {name:?} is not a tie-break (games_won, point_difference, points_for, bostons, head_to_head or sets)"
        ))
    })
}

impl NewEvent {
    /// The three-handed table's house rules, when asked for: `{}` for the game's own.
    fn three_handed_options(&self) -> Result<Option<Value>, Failure> {
        if !self.three_handed && self.three_handed_rules.is_empty() {
            return Ok(None);
        }
        let mut options = serde_json::Map::new();
        named_rules("three-handed-rule", &self.three_handed_rules, &mut options)?;
        Ok(Some(Value::Object(options)))
    }

    /// The body of `POST /events`. The flags are read before the club is looked up, so a bad
    /// flag is refused without a server; what is left out takes the server's default for the
    /// format.
    fn body(&self, client: &Client) -> Result<NewEventBody, Failure> {
        let rules = self.rules.options()?;
        let tie_breaks = self
            .tie_breaks
            .iter()
            .map(|name| tie_break(name))
            .collect::<Result<Vec<_>, _>>()?;
        let game = self.game.as_deref().map(game_kind).transpose()?;
        let play = self.table_match.as_deref().map(table_match).transpose()?;
        let bye = self.bye_score.as_deref().map(bye_score).transpose()?;
        // Left out, the server chooses the play for the format; forfeit and bye terms are
        // part of the match, so they come with a play.
        let match_format = match (play, self.forfeit_points, bye) {
            (None, None, None) => None,
            (None, _, _) => {
                return Err(Failure::BadInput(
                    "--forfeit-points and --bye-score need --match (games:1 is the usual)"
                        .to_owned(),
                ));
            }
            (Some(play), forfeit_points, bye) => Some(MatchFormat {
                play,
                forfeit_points: forfeit_points.unwrap_or_default(),
                bye_score: bye.unwrap_or_default(),
            }),
        };
        let playoff = self.playoff.as_deref().map(playoff).transpose()?;
        Ok(NewEventBody {
            club_id: resolve_club(client, &self.club)?,
            season_id: self.season,
            name: self.name.clone(),
            format: self.format.clone(),
            game,
            rules: Value::Object(rules),
            match_format,
            tie_breaks: (!tie_breaks.is_empty()).then_some(tie_breaks),
            rounds: self.rounds,
            seed: self.seed,
            confirm_hands: false,
            playoff,
            three_handed_rules: self.three_handed_options()?,
        })
    }
}

#[derive(Debug, Subcommand)]
pub(crate) enum EventCommand {
    /// Create an event in a club: its format, its matches, its tie-breaks and house rules.
    #[command(
        after_help = "Examples:\n  uptown event new --club 'Tuesday Club' --season 2 --name 'Tuesday 1 December' --format rotating\n  uptown event new --club 'Tuesday Club' --name 'Spring Cup' --format knockout --match best-of:3 --target 7\n  uptown event new --club 1 --name 'Whist drive' --format whist_drive --game whist --match hands:12"
    )]
    New(Box<NewEvent>),
    /// List events, filtered by club and season.
    #[command(after_help = "Example: uptown event list --club 'Tuesday Club' --season 2")]
    List {
        /// The club, by id or name.
        #[arg(long)]
        club: Option<String>,
        /// A season, by id.
        #[arg(long)]
        season: Option<i64>,
    },
    /// Show an event: its format and status, its entrants, every round's tables and results.
    #[command(after_help = "Example: uptown event show 3")]
    Show { event: i64 },
    /// Register a player, or a partnership of two, for an event.
    ///
    /// A late arrival is seated from the next round; knock-outs and whist drives take
    /// entrants before their first round only.
    #[command(
        after_help = "Examples:\n  uptown event register 3 Ann\n  uptown event register 4 Ann Cal --name 'The Aces'"
    )]
    Register {
        event: i64,
        /// A player, by id or name.
        player: String,
        /// Their partner, for events of partnerships.
        partner: Option<String>,
        /// The partnership's name.
        #[arg(long)]
        name: Option<String>,
    },
    /// Withdraw an entrant: not seated again, their games so far still count.
    ///
    /// In a knock-out, their next match is a walkover.
    #[command(
        after_help = "Examples:\n  uptown event withdraw 3 5 --reason 'went home ill'\n  uptown event withdraw 3 Gus"
    )]
    Withdraw {
        event: i64,
        /// The entrant: their number in the event, or their name (or a player's).
        entrant: String,
        #[arg(long)]
        reason: Option<String>,
    },
    /// Take a withdrawal back, while no round has been seated without the entrant.
    #[command(after_help = "Example: uptown event reinstate 3 Gus")]
    Reinstate {
        event: i64,
        /// The entrant: their number in the event, or their name (or a player's).
        entrant: String,
    },
    /// Seat the next round: prints its tables, who sits where, and each game's table code.
    #[command(after_help = "Example: uptown event round 3")]
    Round { event: i64 },
    /// Close a round before every match is decided.
    ///
    /// Each unfinished game is decided by the leading score (level: a draw; in a knock-out
    /// the higher seed goes through). A round closes by itself once every match is decided.
    #[command(after_help = "Example: uptown event close 3 2")]
    Close { event: i64, round: u32 },
    /// Finish an event: one without planned rounds, or one ending early.
    #[command(after_help = "Example: uptown event finish 3")]
    Finish { event: i64 },
    /// Say when and where the event is played, for its page and the club's calendar feeds.
    ///
    /// A time with no offset from UTC is on this computer's clock. Moving an event again
    /// updates every calendar that subscribed to the club's feed.
    #[command(
        after_help = "Examples:\n  uptown event schedule 3 --starts '2026-12-08 19:30' --ends 23:00 --location 'Klubhus, Strandvej 4'\n  uptown event schedule 3 --starts 2026-12-12T10:00:00+01:00 --ends '2026-12-13 17:00'"
    )]
    Schedule {
        event: i64,
        /// When it starts: '2026-12-08 19:30', or RFC 3339 with an offset.
        #[arg(long)]
        starts: String,
        /// When it ends: the same, or HH:MM on the day it starts.
        #[arg(long)]
        ends: Option<String>,
        /// Where it is played.
        #[arg(long)]
        location: Option<String>,
    },
    /// Take an event off the calendar feeds.
    #[command(after_help = "Example: uptown event unschedule 3")]
    Unschedule { event: i64 },
    /// Who checked in at the event's door and waits to be let in.
    #[command(after_help = "Example: uptown event door 3")]
    Door { event: i64 },
    /// Let someone waiting at the door in: registers them (a newcomer joins the club).
    #[command(after_help = "Example: uptown event admit 3 'Nia'")]
    Admit {
        event: i64,
        /// Who: their check-in's id, or the name they gave.
        arrival: String,
    },
    /// Turn someone waiting at the door away.
    #[command(after_help = "Example: uptown event turn-away 3 12")]
    TurnAway {
        event: i64,
        /// Who: their check-in's id, or the name they gave.
        arrival: String,
    },
}

impl EventCommand {
    pub(crate) fn run(self, context: &Context, out: &mut impl Write) -> Result<(), Failure> {
        let client = context.client()?;
        match self {
            EventCommand::New(event) => {
                let body = event.body(&client)?;
                print_event(context, out, &client.post("/events", &body)?)
            }
            EventCommand::List { club, season } => {
                list(context, out, &client, club.as_deref(), season)
            }
            EventCommand::Show { event } => {
                print_event(context, out, &client.get(&format!("/events/{event}"))?)
            }
            EventCommand::Register {
                event,
                player,
                partner,
                name,
            } => {
                if name.is_some() && partner.is_none() {
                    return Err(Failure::BadInput(
                        "--name names a partnership: give the partner too".to_owned(),
                    ));
                }
                let players = std::iter::once(&player)
                    .chain(&partner)
                    .map(|player| player_ref(player))
                    .collect();
                let body = EntrantBody { players, name };
                let entrant = client.post(&format!("/events/{event}/entrants"), &body)?;
                print_entrant(context, out, &entrant)
            }
            EventCommand::Withdraw {
                event,
                entrant,
                reason,
            } => {
                let number = entrant_number(&client, event, &entrant)?;
                let entrant = client.post(
                    &format!("/events/{event}/entrants/{number}/withdraw"),
                    &WithdrawBody { reason },
                )?;
                print_entrant(context, out, &entrant)
            }
            EventCommand::Reinstate { event, entrant } => {
                let number = entrant_number(&client, event, &entrant)?;
                let entrant = client.post(
                    &format!("/events/{event}/entrants/{number}/reinstate"),
                    &Nothing {},
                )?;
                print_entrant(context, out, &entrant)
            }
            EventCommand::Round { event } => {
                let round = client.post(&format!("/events/{event}/rounds"), &Nothing {})?;
                print_new_round(context, out, &client, event, &round)
            }
            EventCommand::Close { event, round } => {
                let round = client.post(
                    &format!("/events/{event}/rounds/{round}/close"),
                    &Nothing {},
                )?;
                print_new_round(context, out, &client, event, &round)
            }
            EventCommand::Finish { event } => print_event(
                context,
                out,
                &client.post(&format!("/events/{event}/finish"), &Nothing {})?,
            ),
            EventCommand::Schedule {
                event,
                starts,
                ends,
                location,
            } => {
                let body = schedule::body(&starts, ends.as_deref(), location)?;
                schedule::set(context, out, &client, event, &body)
            }
            EventCommand::Unschedule { event } => schedule::clear(context, out, &client, event),
            EventCommand::Door { event } => door::show(context, out, &client, event),
            EventCommand::Admit { event, arrival } => {
                door::answer(context, out, &client, event, &arrival, true)
            }
            EventCommand::TurnAway { event, arrival } => {
                door::answer(context, out, &client, event, &arrival, false)
            }
        }
    }
}

/// `uptown event list`: a club's or a season's events, one line each.
fn list(
    context: &Context,
    out: &mut impl Write,
    client: &Client,
    club: Option<&str>,
    season: Option<i64>,
) -> Result<(), Failure> {
    let query = club_and_season(client, club, season)?;
    let answer = client.get(&format!("/events?{}", query.join("&")))?;
    if context.json {
        return print_json(out, &answer.json);
    }
    let mut table = Table::new(&[
        ("id", Align::Right),
        ("name", Align::Left),
        ("format", Align::Left),
        ("status", Align::Left),
        ("rounds", Align::Right),
    ]);
    for event in answer.read::<Vec<EventSummary>>()? {
        table.row(vec![
            event.id.to_string(),
            event.name,
            event.format,
            event.status,
            cell(event.rounds_planned),
        ]);
    }
    context.print_table(out, &table)
}

/// An entrant's name, with its players' when they are not already the name: `The Aces (Ann &
/// Cal)`.
fn entrant_label(entrant: &Entrant) -> String {
    let players: Vec<&str> = entrant
        .players
        .iter()
        .map(|player| player.name.as_str())
        .collect();
    let players = players.join(" & ");
    if players.is_empty() || players == entrant.name {
        entrant.name.clone()
    } else {
        format!("{} ({players})", entrant.name)
    }
}

/// The number of the entrant `given` as a number, or by the name of the entrant or of one
/// of its players (ignoring case).
fn entrant_number(client: &Client, event: i64, given: &str) -> Result<i32, Failure> {
    let given = given.trim();
    if let Ok(number) = given.parse() {
        return Ok(number);
    }
    let event: Event = client.get(&format!("/events/{event}"))?.read()?;
    let named = |name: &str| name.eq_ignore_ascii_case(given);
    let found: Vec<&Entrant> = event
        .entrants
        .iter()
        .filter(|entrant| {
            named(&entrant.name) || entrant.players.iter().any(|player| named(&player.name))
        })
        .collect();
    match found.as_slice() {
        [entrant] => Ok(entrant.number),
        [] => Err(Failure::NotFound(format!(
            "event {} has no entrant named {given}",
            event.id
        ))),
        _ => Err(Failure::BadInput(format!(
            "{given} names more than one entrant of event {}: give the number",
            event.id
        ))),
    }
}

/// Who entrant `number` is, from the event's entrants.
fn entrant_name(entrants: &[Entrant], number: u32) -> String {
    entrants
        .iter()
        .find(|entrant| u32::try_from(entrant.number).ok() == Some(number))
        .map_or_else(|| format!("entrant {number}"), entrant_label)
}

/// A registered or withdrawn entrant: its JSON, or a line for people.
fn print_entrant(
    context: &Context,
    out: &mut impl Write,
    answer: &Response,
) -> Result<(), Failure> {
    if context.json {
        return print_json(out, &answer.json);
    }
    let entrant: Entrant = answer.read()?;
    let when = match entrant.withdrawn_round {
        Some(round) => format!(": withdrawn in round {round}"),
        None => format!(": seated from round {}", entrant.joined_round),
    };
    writeln!(
        out,
        "entrant {} {}{when}",
        entrant.number,
        entrant_label(&entrant)
    )?;
    Ok(())
}

/// An event for people: what it is and where it stands, its entrants, then its rounds.
fn print_event(context: &Context, out: &mut impl Write, answer: &Response) -> Result<(), Failure> {
    if context.json {
        return print_json(out, &answer.json);
    }
    let event: Event = answer.read()?;
    let planned = match event.rounds_planned {
        Some(planned) => format!("rounds {} of {planned}", event.rounds.len()),
        None => format!("rounds {}, open-ended", event.rounds.len()),
    };
    let tie_breaks: Vec<String> = event.tie_breaks.iter().map(|name| words(name)).collect();
    context.print_text(
        out,
        &format!(
            "Event {}: {}\n{}, {}, match {}; {}, {planned}\ntie-breaks: {}\n",
            event.id,
            event.name,
            words(&event.format),
            words(event.game.name()),
            match_text(event.match_format),
            event.status,
            tie_breaks.join(", ")
        ),
    )?;
    if let Some(when) = &event.schedule {
        writeln!(out, "when: {}", schedule::when(when))?;
    }
    writeln!(out, "\nentrants:")?;
    let mut table = Table::new(&[
        ("#", Align::Right),
        ("name", Align::Left),
        ("from round", Align::Right),
        ("withdrawn", Align::Right),
    ]);
    for entrant in &event.entrants {
        table.row(vec![
            entrant.number.to_string(),
            entrant_label(entrant),
            entrant.joined_round.to_string(),
            cell(entrant.withdrawn_round),
        ]);
    }
    context.print_table(out, &table)?;
    for round in &event.rounds {
        writeln!(out)?;
        print_round(context, out, round, &event.entrants)?;
    }
    Ok(())
}

/// A round just seated or closed: its JSON, or its tables with the entrants named, which
/// takes the event.
fn print_new_round(
    context: &Context,
    out: &mut impl Write,
    client: &Client,
    event: i64,
    answer: &Response,
) -> Result<(), Failure> {
    if context.json {
        return print_json(out, &answer.json);
    }
    let event: Event = client.get(&format!("/events/{event}"))?.read()?;
    print_round(context, out, &answer.read()?, &event.entrants)
}

/// Two sides' counts, North-South first: `7 v 3`.
fn sides(counts: &PerSide<impl std::fmt::Display>) -> String {
    format!("{} v {}", counts.ns, counts.ew)
}

/// A round's three-handed table for people: its players, its code, its game and result.
fn three_handed_line(three: &ThreeHandedTable) -> String {
    let code = three
        .table_code
        .as_deref()
        .map(|code| format!(", code {code}"))
        .unwrap_or_default();
    let won = three
        .winner
        .as_deref()
        .map(|seat| format!(", won by {seat}"))
        .unwrap_or_default();
    format!(
        "table {}, three-handed: {} (N), {} (E), {} (W){code}; three-handed game {}, {}{won}",
        three.table,
        three.seats.north.name,
        three.seats.east.name,
        three.seats.west.name,
        three.game_id,
        three.status.replace('_', " "),
    )
}

/// A round for people: its status, one line per table with the players, the table codes
/// and the result so far, then who sits out, has a bye or goes through on a walkover.
fn print_round(
    context: &Context,
    out: &mut impl Write,
    round: &EventRound,
    entrants: &[Entrant],
) -> Result<(), Failure> {
    let by_director = if round.closed_by_director {
        " by the director"
    } else {
        ""
    };
    writeln!(out, "round {}: {}{by_director}", round.number, round.status)?;
    let mut table = Table::new(&[
        ("table", Align::Right),
        ("N", Align::Left),
        ("E", Align::Left),
        ("S", Align::Left),
        ("W", Align::Left),
        ("code", Align::Left),
        ("game", Align::Left),
        ("games", Align::Right),
        ("points", Align::Right),
        ("winner", Align::Left),
        ("status", Align::Left),
    ]);
    for seated in &round.tables {
        let codes: Vec<&str> = seated
            .games
            .iter()
            .filter_map(|game| game.table_code.as_deref())
            .collect();
        // The ids `uptown hand add` takes, one a game of the table's match.
        let ids: Vec<String> = seated
            .games
            .iter()
            .map(|game| game.id.to_string())
            .collect();
        let result = &seated.result;
        let winner = match result.winner {
            None if result.decided => "draw".to_owned(),
            None => String::new(),
            Some(side) => side.to_string(),
        };
        let status = if !result.decided {
            "playing"
        } else if seated
            .games
            .iter()
            .any(|game| game.decision.as_deref() == Some("leading_score"))
        {
            "decided on the leading score"
        } else {
            "decided"
        };
        let seats = &seated.seats;
        table.row(vec![
            seated.table.to_string(),
            seats.north.name.clone(),
            seats.east.name.clone(),
            seats.south.name.clone(),
            seats.west.name.clone(),
            codes.join(" "),
            ids.join(" "),
            sides(&result.games_won),
            sides(&result.points),
            winner,
            status.to_owned(),
        ]);
    }
    context.print_table(out, &table)?;
    if let Some(three) = &round.three_handed {
        writeln!(out, "{}", three_handed_line(three))?;
    }
    for (label, numbers) in [("sitting out", &round.sitting_out), ("bye", &round.byes)] {
        let names: Vec<String> = numbers
            .iter()
            .map(|number| entrant_name(entrants, *number))
            .collect();
        if !names.is_empty() {
            writeln!(out, "{label}: {}", names.join(", "))?;
        }
    }
    for walkover in &round.walkovers {
        writeln!(
            out,
            "walkover in match {}: {} goes through, {} withdrew",
            cell(walkover.bracket_match),
            entrant_name(entrants, walkover.winner),
            entrant_name(entrants, walkover.withdrawn)
        )?;
    }
    Ok(())
}
