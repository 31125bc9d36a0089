//! Clubs, and the players and seasons within them.

use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::clubs::{self, Named, player_rows, season_rows};
use crate::db::repo::privacy as privacy_rows;
use crate::error::ApiError;
use crate::refusal::Refusal;
use crate::services::privacy::{Privacy, shown};
use uptown_api as model;
use uptown_api::bodies::NameBody;

fn club_view(club: clubs::Club) -> model::Club {
    model::Club {
        id: club.id,
        name: club.name,
        created_at: club.created_at,
    }
}

fn named_view(row: Named) -> model::Named {
    model::Named {
        id: row.id,
        club_id: row.club_id,
        name: row.name,
        created_at: row.created_at,
    }
}

pub fn get_club(connection: &mut AnyConnection, id: i64) -> Result<model::Club, ApiError> {
    clubs::get(connection, id)?
        .map(club_view)
        .ok_or_else(|| Refusal::NoSuchClub(id).into())
}

pub fn list_clubs(connection: &mut AnyConnection) -> Result<Vec<model::Club>, ApiError> {
    Ok(clubs::list(connection)?
        .into_iter()
        .map(club_view)
        .collect())
}

pub fn create_club(
    connection: &mut AnyConnection,
    actor: &Actor,
    body: &NameBody,
) -> Result<model::Club, ApiError> {
    actor.require_admin()?;
    let name = super::text::checked_name("name", &body.name)?;
    if clubs::list(connection)?
        .iter()
        .any(|club| club.name == name)
    {
        return Err(Refusal::ClubExists { name }.into());
    }
    Ok(club_view(clubs::create(connection, &name)?))
}

pub fn rename_club(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    body: &NameBody,
) -> Result<model::Club, ApiError> {
    get_club(connection, id)?;
    actor.require_director(connection, id)?;
    let name = super::text::checked_name("name", &body.name)?;
    if clubs::list(connection)?
        .iter()
        .any(|club| club.name == name && club.id != id)
    {
        return Err(Refusal::ClubExists { name }.into());
    }
    clubs::rename(connection, id, &name)?;
    get_club(connection, id)
}

/// Adds a newcomer to the club's players, unless a player of that name is there already:
/// a director registering someone new at the door says so, and a known name stays one.
pub fn add_newcomer(
    connection: &mut AnyConnection,
    actor: &Actor,
    club_id: i64,
    name: &str,
) -> Result<(), ApiError> {
    let known = player_rows::list(connection, club_id)?
        .iter()
        .any(|row| row.name.eq_ignore_ascii_case(name.trim()));
    if !known {
        let body = NameBody {
            name: name.to_owned(),
        };
        ClubRows::Players.create(connection, actor, club_id, &body)?;
    }
    Ok(())
}

/// Players and seasons behave alike: named within a club, the name unique there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClubRows {
    Players,
    Seasons,
}

impl ClubRows {
    fn not_found(self, id: i64) -> Refusal {
        match self {
            ClubRows::Players => Refusal::NoSuchPlayer(id),
            ClubRows::Seasons => Refusal::NoSuchSeason(id),
        }
    }

    fn taken(self, club: i64, name: &str) -> Refusal {
        let name = name.to_owned();
        match self {
            ClubRows::Players => Refusal::PlayerExists { club, name },
            ClubRows::Seasons => Refusal::SeasonExists { club, name },
        }
    }

    fn get_row(
        self,
        connection: &mut AnyConnection,
        id: i64,
    ) -> diesel::QueryResult<Option<Named>> {
        match self {
            ClubRows::Players => player_rows::get(connection, id),
            ClubRows::Seasons => season_rows::get(connection, id),
        }
    }

    fn list_rows(
        self,
        connection: &mut AnyConnection,
        club_id: i64,
    ) -> diesel::QueryResult<Vec<Named>> {
        match self {
            ClubRows::Players => player_rows::list(connection, club_id),
            ClubRows::Seasons => season_rows::list(connection, club_id),
        }
    }

    /// One row, as `reader` may see it (a player by the name the club shows them by).
    pub fn get(
        self,
        connection: &mut AnyConnection,
        reader: &Actor,
        id: i64,
    ) -> Result<model::Named, ApiError> {
        let row = self
            .get_row(connection, id)?
            .map(named_view)
            .ok_or_else(|| ApiError::from(self.not_found(id)))?;
        let privacy = self.privacy(connection, reader, row.club_id)?;
        Ok(shown(row, privacy.as_ref()))
    }

    /// How `reader` sees the club's players; seasons are nobody's data.
    fn privacy(
        self,
        connection: &mut AnyConnection,
        reader: &Actor,
        club_id: i64,
    ) -> Result<Option<Privacy>, ApiError> {
        match self {
            ClubRows::Players => Privacy::for_viewer(connection, reader, club_id),
            ClubRows::Seasons => Ok(None),
        }
    }

    /// The club's rows, as `reader` may see them.
    pub fn list(
        self,
        connection: &mut AnyConnection,
        reader: &Actor,
        club_id: i64,
    ) -> Result<Vec<model::Named>, ApiError> {
        get_club(connection, club_id)?;
        let rows: Vec<model::Named> = self
            .list_rows(connection, club_id)?
            .into_iter()
            .map(named_view)
            .collect();
        let privacy = self.privacy(connection, reader, club_id)?;
        Ok(shown(rows, privacy.as_ref()))
    }

    /// A name as this kind of row takes it: a player's may not look like an erased one's.
    fn checked_name(self, name: &str) -> Result<String, ApiError> {
        match self {
            ClubRows::Players => super::text::checked_player_name("name", name),
            ClubRows::Seasons => super::text::checked_name("name", name),
        }
    }

    fn check_unique(
        self,
        connection: &mut AnyConnection,
        club_id: i64,
        name: &str,
        except: Option<i64>,
    ) -> Result<(), ApiError> {
        let taken = self
            .list_rows(connection, club_id)?
            .iter()
            .any(|row| row.name.eq_ignore_ascii_case(name) && Some(row.id) != except);
        if taken {
            return Err(self.taken(club_id, name).into());
        }
        Ok(())
    }

    pub fn create(
        self,
        connection: &mut AnyConnection,
        actor: &Actor,
        club_id: i64,
        body: &NameBody,
    ) -> Result<model::Named, ApiError> {
        get_club(connection, club_id)?;
        actor.require_director(connection, club_id)?;
        let name = self.checked_name(&body.name)?;
        self.check_unique(connection, club_id, &name, None)?;
        let row = match self {
            ClubRows::Players => player_rows::create(connection, club_id, &name)?,
            ClubRows::Seasons => season_rows::create(connection, club_id, &name)?,
        };
        Ok(named_view(row))
    }

    pub fn rename(
        self,
        connection: &mut AnyConnection,
        actor: &Actor,
        id: i64,
        body: &NameBody,
    ) -> Result<model::Named, ApiError> {
        let row = self.get(connection, actor, id)?;
        actor.require_director(connection, row.club_id)?;
        let name = self.checked_name(&body.name)?;
        // An erasure is for good: the name it wrote stays.
        let erased = privacy_rows::of_player(connection, id)?.is_some_and(|(_, at)| at.is_some());
        if self == ClubRows::Players && erased {
            return Err(Refusal::PlayerErased(id).into());
        }
        self.check_unique(connection, row.club_id, &name, Some(id))?;
        match self {
            ClubRows::Players => player_rows::rename(connection, id, &name)?,
            ClubRows::Seasons => season_rows::rename(connection, id, &name)?,
        };
        self.get(connection, actor, id)
    }
}
