//! A table's hands: entering the next one, a director's correction or undo, and the other
//! side's review. Each is one write to one game, and each claims the game before it reads
//! anything of it (`games::claim`): writers to one game queue, and each decides on the game
//! as the one before it left it. What a hand changes beyond its game (the event's match,
//! the game's summary) is brought in step in the same write, here and nowhere else.

use serde_json::Value;
use uptown_rules::{Hand, Match};

use super::events::Format;
use super::games::{self, Around, game_view, rules_of, score, stored_hands};
use super::summaries;
use super::text::checked_reason;
use super::version::check_version;
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::claims::{self, ClaimedGame};
use crate::db::repo::entries::{self, EnteredHand};
use crate::db::repo::games::{self as game_rows, GameRow, GameStatus, NewRevision};
use crate::db::repo::summaries as summary_rows;
use crate::db::repo::{events, now};
use crate::error::ApiError;
use crate::refusal::{Refusal, Reviewed};
use crate::services::verdict::Decision;
use crate::services::webhooks;
use uptown_api as model;
use uptown_api::bodies::{Correction, Forfeit, Undo};

/// A change to a game's hands is for its club's directors and admins; appending is also for
/// the players at the table, with the game's code, while the game goes on.
fn authorize(
    connection: &mut AnyConnection,
    actor: &Actor,
    claimed: &ClaimedGame,
    appending: bool,
) -> Result<(), ApiError> {
    let game = &claimed.row;
    match actor {
        Actor::Table { game_id, .. }
            if appending
                && (*game_id == game.id || events::same_match(connection, *game_id, game.id)?) =>
        {
            if game.status == GameStatus::Finished {
                Err(Refusal::CodeOfFinishedGame { game: game.id }.into())
            } else {
                Ok(())
            }
        }
        Actor::Table { .. } | Actor::ThreeHandedTable { .. } if appending => {
            Err(Refusal::CodeOfAnotherGame { game: game.id }.into())
        }
        Actor::Table { .. } | Actor::ThreeHandedTable { .. } => {
            Err(Refusal::TableAsksDirector.into())
        }
        _ => actor.require_director_as(game.club_id, claimed.writer_directs),
    }
}

/// Claims game `id` for a write by `actor` (see `claims::claim`): the game as it stands once
/// claimed, with what the write reads of it besides.
pub(crate) fn claim(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
) -> Result<ClaimedGame, ApiError> {
    claims::claim(connection, id, actor.account_id())?.ok_or_else(|| games::not_found(id))
}

/// Claims a game for a director's change to its hands (a correction, an undo). A game of an
/// event claims its event first: such a change may alter a result that the event's next
/// round is seated from, so it queues with the event's own changes, which claim the event
/// and then its games in the same order.
fn claim_for_change(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
) -> Result<ClaimedGame, ApiError> {
    if let Some(link) = events::link_of(connection, id)? {
        events::claim(connection, link.event_id)?;
    }
    claim(connection, actor, id)
}

/// Who made a change, as the game's history names them: an account by its name, a table by
/// its number at the event. A table code is a credential and is never written down.
fn author(actor: &Actor, claimed: &ClaimedGame) -> String {
    match actor {
        Actor::Account { username, .. } => username.clone(),
        Actor::Table { .. } => match &claimed.link {
            Some(link) => format!("table {}", link.table_number),
            None => "the table".to_owned(),
        },
        Actor::ThreeHandedTable { .. } => "the table".to_owned(),
        Actor::Anonymous => "anonymous".to_owned(),
    }
}

fn number(index: usize) -> i32 {
    i32::try_from(index).unwrap_or(i32::MAX)
}

/// A hand as a table enters it: what happened, and which side's phone entered it, when the
/// phone says (the table page does, at an event whose opponents confirm each hand).
#[derive(Debug, Clone, Copy)]
pub struct Entry<'a> {
    pub hand: &'a Value,
    pub side: Option<&'a str>,
}

/// Appends the next hand. The rules decide whether it is valid; a refused hand leaves the
/// game untouched.
pub fn append(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    if_match: Option<i64>,
    entry: &Entry<'_>,
) -> Result<model::Game, ApiError> {
    let Entry { hand, side } = *entry;
    let claimed = claim(connection, actor, id)?;
    authorize(connection, actor, &claimed, true)?;
    let game = &claimed.row;
    check_version(game.id, game.version, if_match)?;
    let rows = game_rows::hands(connection, id)?;
    let mut hands = games::parse_rows(game.kind, &rows)?;
    check_open(game, hands.len())?;
    let hand = games::read_hand(game.kind, hands.len() + 1, hand)?;
    let body = hand.to_json();
    hands.push(hand);
    let scored = score(rules_of(game)?, &hands)?;
    let at = number(hands.len());
    let by = author(actor, &claimed);
    // The summary is of the game with this hand, finished if the hand finished it.
    let mut after = game.clone();
    after.status = derived_status(game, &scored);
    entries::record(
        connection,
        &EnteredHand {
            game_id: id,
            number: at,
            body: &body,
            entered_by: &by,
            entered_at: now(),
            entered_side: side,
        },
        &summaries::summary(&after, claimed.event_format, &scored),
    )?;
    crate::counters::hand_recorded();
    let mut reviews = games::reviews_in(&rows);
    if let Some(side) = side {
        reviews.push(model::HandReview {
            number: at,
            entered_side: Some(side.to_owned()),
            status: None,
            note: None,
        });
    }
    finish(
        connection,
        actor,
        claimed,
        hands,
        &scored,
        Written::Entered(reviews),
    )
}

/// What a write did to the game's hands besides their bodies.
enum Written {
    /// A hand entered, and its summary made with it; the hands' reviews as they now stand.
    Entered(Vec<model::HandReview>),
    /// An earlier hand revised (a correction, an undo): the summary and the reviews are
    /// yet to be brought in step.
    Revised,
}

/// Ends a write: keeps the stored status in step with the score and answers with the game
/// as it now stands (`game` is its row as claimed, at the new version). When a game ends, or
/// an earlier hand is revised, the game's event match is brought in step (the next game of a
/// best-of match, or one a correction made unnecessary).
fn finish(
    connection: &mut AnyConnection,
    actor: &Actor,
    claimed: ClaimedGame,
    hands: Vec<Hand>,
    scored: &Match,
    written: Written,
) -> Result<model::Game, ApiError> {
    let ClaimedGame {
        mut row,
        link,
        event_format,
        names,
        writer_directs,
        club_has_webhooks,
    } = claimed;
    let status = derived_status(&row, scored);
    let changed = status != row.status;
    if changed {
        game_rows::set_status(connection, row.id, status)?;
        row.status = status;
    }
    let ended = changed && status == GameStatus::Finished;
    let revised = matches!(written, Written::Revised);
    let told = Told {
        hand_entered: club_has_webhooks && matches!(written, Written::Entered(_)),
        game_finished: club_has_webhooks && ended,
        // A game's end, or a revision, may end its event or reopen it.
        event_of: link
            .as_ref()
            .filter(|_| club_has_webhooks && (changed || revised))
            .map(|link| link.event_id),
    };
    if changed || revised {
        super::events::reconcile_match(connection, row.id)?;
    }
    let reviews = match written {
        Written::Entered(reviews) => reviews,
        Written::Revised => {
            let summary = summaries::summary(&row, event_format, scored);
            summary_rows::upsert(connection, &summary)?;
            games::reviews_in(&game_rows::hands(connection, row.id)?)
        }
    };
    let around = Around {
        seats: games::seats_of(&row, &names),
        sees_code: actor
            .require_director_as(row.club_id, writer_directs)
            .is_ok(),
        reviews,
        link,
    };
    let counts_tricks = event_format.is_some_and(Format::counts_tricks);
    let game = game_view(&row, around, hands, scored, counts_tricks);
    tell(connection, &game, told)?;
    Ok(game)
}

/// What a write tells the club's webhooks of.
#[derive(Debug, Clone, Copy)]
struct Told {
    hand_entered: bool,
    game_finished: bool,
    /// The event whose end the write may have brought or undone, told last (see
    /// `events::tell_if_ended`).
    event_of: Option<i64>,
}

fn tell(connection: &mut AnyConnection, game: &model::Game, told: Told) -> Result<(), ApiError> {
    if told.hand_entered {
        webhooks::emit::hand_entered(connection, game)?;
    }
    if told.game_finished {
        webhooks::emit::game_finished(connection, game)?;
    }
    if let Some(event_id) = told.event_of {
        super::events::tell_if_ended(connection, game.club_id, event_id)?;
    }
    Ok(())
}

/// A game is over when the rules end it, when its fixed number of hands is played, or when
/// it was decided otherwise (its round closed by the director).
fn derived_status(game: &GameRow, scored: &Match) -> GameStatus {
    let hands_done = game
        .hand_limit
        .and_then(|limit| usize::try_from(limit).ok())
        .is_some_and(|limit| scored.hands_played() >= limit);
    if scored.outcome().is_some() || hands_done || game.decision.is_some() {
        GameStatus::Finished
    } else {
        GameStatus::InProgress
    }
}

/// Refuses a hand for a game that is over although the rules have not ended it.
fn check_open(game: &GameRow, hands_played: usize) -> Result<(), ApiError> {
    match Decision::of(game) {
        Some(Decision::Forfeit { winner, .. }) => {
            return Err(Refusal::Forfeited {
                game: game.id,
                winner,
            }
            .into());
        }
        Some(_) => return Err(Refusal::DecidedAtClose { game: game.id }.into()),
        None => {}
    }
    match game.hand_limit {
        Some(limit) if usize::try_from(limit).is_ok_and(|limit| hands_played >= limit) => {
            Err(Refusal::HandsPlayed {
                game: game.id,
                hands: limit.into(),
            }
            .into())
        }
        _ => Ok(()),
    }
}

fn required_reason(reason: &str) -> Result<&str, ApiError> {
    checked_reason("reason", reason)?.ok_or_else(|| Refusal::NoCorrectionReason.into())
}

/// Replaces hand `at` and re-derives every later total; refused if any hand is then invalid.
pub fn correct(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    at: i32,
    if_match: Option<i64>,
    correction: &Correction,
) -> Result<model::Game, ApiError> {
    let claimed = claim_for_change(connection, actor, id)?;
    authorize(connection, actor, &claimed, false)?;
    let game = &claimed.row;
    check_version(game.id, game.version, if_match)?;
    let reason = required_reason(&correction.reason)?;
    let mut hands = stored_hands(connection, game)?;
    let index = usize::try_from(at)
        .ok()
        .filter(|at| (1..=hands.len()).contains(at))
        .ok_or_else(|| Refusal::NoSuchHandOf {
            game: id,
            hand: at.into(),
            hands: hands.len(),
        })?;
    let seated_from = super::events::seating_basis(connection, id)?;
    let corrected = games::read_hand(game.kind, index, &correction.hand)?;
    let body = corrected.to_json();
    let previous = std::mem::replace(&mut hands[index - 1], corrected);
    let scored = score(rules_of(game)?, &hands)?;
    game_rows::replace_hand(connection, id, at, &body)?;
    settle_dispute(connection, id, at, reason)?;
    let by = author(actor, &claimed);
    game_rows::insert_revision(
        connection,
        &NewRevision {
            game_id: id,
            number: at,
            action: "corrected",
            previous_body: Some(&previous.to_json()),
            new_body: Some(&body),
            reason: Some(reason),
            actor: &by,
        },
    )?;
    let changed = finish(connection, actor, claimed, hands, &scored, Written::Revised)?;
    super::events::check_seating_basis(connection, id, seated_from.as_ref())?;
    Ok(changed)
}

/// Removes the last hand; it stays in the history.
pub fn undo(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    if_match: Option<i64>,
    undo: &Undo,
) -> Result<model::Game, ApiError> {
    let claimed = claim_for_change(connection, actor, id)?;
    authorize(connection, actor, &claimed, false)?;
    check_version(claimed.row.id, claimed.row.version, if_match)?;
    let reason = required_reason(&undo.reason)?;
    let mut hands = stored_hands(connection, &claimed.row)?;
    let Some(last) = hands.pop() else {
        return Err(Refusal::NothingToUndo { game: id }.into());
    };
    let seated_from = super::events::seating_basis(connection, id)?;
    let scored = score(rules_of(&claimed.row)?, &hands)?;
    let at = number(hands.len() + 1);
    game_rows::delete_hand(connection, id, at)?;
    let by = author(actor, &claimed);
    game_rows::insert_revision(
        connection,
        &NewRevision {
            game_id: id,
            number: at,
            action: "undone",
            previous_body: Some(&last.to_json()),
            new_body: None,
            reason: Some(reason),
            actor: &by,
        },
    )?;
    let changed = finish(connection, actor, claimed, hands, &scored, Written::Revised)?;
    super::events::check_seating_basis(connection, id, seated_from.as_ref())?;
    Ok(changed)
}

/// Awards a game its table has not played to `forfeit.winner`, the side present (RULES.md
/// 1.9, "the five-minute rule"): its match is decided for that side, with the event's
/// `forfeit_points` added to its score. Directors and admins only, for a game of an event
/// with no hand entered; a hand entered at the same moment either came first (and the
/// forfeit is refused) or finds the game decided.
pub fn forfeit(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    if_match: Option<i64>,
    forfeit: &Forfeit,
) -> Result<model::Game, ApiError> {
    let mut claimed = claim_for_change(connection, actor, id)?;
    authorize(connection, actor, &claimed, false)?;
    check_version(claimed.row.id, claimed.row.version, if_match)?;
    if claimed.row.status == GameStatus::Finished {
        return Err(Refusal::AlreadyOver { game: id }.into());
    }
    let hands = stored_hands(connection, &claimed.row)?;
    if !hands.is_empty() || !game_rows::revisions(connection, id)?.is_empty() {
        return Err(Refusal::ForfeitWithHands { game: id }.into());
    }
    let Some(link) = &claimed.link else {
        return Err(Refusal::ForfeitOutsideEvent { game: id }.into());
    };
    let points = super::events::match_terms(connection, link.event_id)?.forfeit_points;
    let decision = Decision::Forfeit {
        winner: forfeit.winner,
        points,
    };
    game_rows::decide(connection, id, &decision.stored())?;
    // The row stays as claimed, in progress, so that `finish` sees the game end and says so.
    let row = &mut claimed.row;
    row.decision = Some(decision.stored());
    // `decide` moves the version on past the claim's, as every write to a game does.
    row.version += 1;
    let scored = score(rules_of(row)?, &hands)?;
    finish(connection, actor, claimed, hands, &scored, Written::Revised)
}

/// `confirmed` or `disputed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Review {
    Confirm,
    Dispute,
}

/// A review as stored: `confirmed`, `disputed` or `resolved`.
fn reviewed(stored: &str) -> Result<Reviewed, ApiError> {
    match stored {
        "confirmed" => Ok(Reviewed::Confirmed),
        "disputed" => Ok(Reviewed::Disputed),
        "resolved" => Ok(Reviewed::Resolved),
        other => Err(ApiError::Internal(format!(
            "a hand's stored review is {other:?}"
        ))),
    }
}

/// Records the table's review of hand `number`; a director may also confirm a disputed
/// hand as it stands, which settles the dispute.
pub fn review(
    connection: &mut AnyConnection,
    actor: &Actor,
    game_id: i64,
    number: i32,
    review: Review,
    reason: Option<&str>,
) -> Result<model::Game, ApiError> {
    // Claimed first, so that two phones confirming (or one confirming while the other
    // disputes) queue and the second sees the first's word.
    let claimed = claim(connection, actor, game_id)?;
    let game = &claimed.row;
    // The table's code (also once the game is over: its last hand is reviewed after it),
    // or the club's directors.
    match actor {
        Actor::Table { game_id: own, .. }
            if *own == game.id || events::same_match(connection, *own, game.id)? => {}
        Actor::Table { .. } => {
            return Err(Refusal::CodeOfAnotherGame { game: game_id }.into());
        }
        _ => actor.require_director_as(game.club_id, claimed.writer_directs)?,
    }
    let row = game_rows::hands(connection, game_id)?
        .into_iter()
        .find(|row| row.number == number)
        .ok_or(Refusal::NoSuchHand {
            game: game_id,
            hand: number.into(),
        })?;
    let director = !matches!(actor, Actor::Table { .. });
    let (status, note) = match (review, row.review.as_deref()) {
        (Review::Confirm, Some("disputed")) if director => ("resolved", row.review_note.clone()),
        (_, Some(done)) => {
            return Err(Refusal::AlreadyReviewed {
                game: game_id,
                hand: number.into(),
                reviewed: reviewed(done)?,
            }
            .into());
        }
        (Review::Confirm, None) => ("confirmed", None),
        (Review::Dispute, None) => {
            let reason = checked_reason("reason", reason.unwrap_or_default())?
                .ok_or(Refusal::NoDisputeReason)?;
            ("disputed", Some(reason.to_owned()))
        }
    };
    game_rows::set_review(connection, game_id, number, status, note.as_deref())?;
    games::view(connection, actor, game_id)
}

/// A director's correction settles a dispute about the hand corrected.
pub fn settle_dispute(
    connection: &mut AnyConnection,
    game_id: i64,
    number: i32,
    correction: &str,
) -> Result<(), ApiError> {
    let disputed = game_rows::hands(connection, game_id)?
        .iter()
        .any(|row| row.number == number && row.review.as_deref() == Some("disputed"));
    if disputed {
        game_rows::set_review(connection, game_id, number, "resolved", Some(correction))?;
    }
    Ok(())
}
