//! Why the services refuse a request, as values: what was refused and the particulars, typed
//! to the edge. The API words a refusal in English (its `Display`), the pages in the reader's
//! language (`Refusal::words`), both from the Fluent files of `messages`; a refusal that
//! carries the rules' own error (a hand, a house rule, a schedule) keeps it as its source.

use fluent_bundle::FluentValue;
use uptown_rules::pairings::PairingsError;
use uptown_rules::pairings::error::MAX_PLAYERS;
use uptown_rules::three_handed::ThreeHandedError;
use uptown_rules::{HandError, HandProblem, RulesError, Seat, Side};

use crate::messages::{Lang, Translator};

mod field_words;
pub mod three_handed;
#[cfg(test)]
mod translated;

pub use field_words::hand_field_words;

/// What kind of refusal it is, which decides the answer's status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The request is not valid: 422, naming the field.
    Invalid,
    NotFound,
    /// The request is valid but the state does not allow it now.
    Conflict,
    /// No valid credentials.
    Unauthorized,
    /// The credentials do not allow it.
    Forbidden,
}

/// A character that has no place in a line of plain text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unprintable {
    Nul,
    LineBreak,
    Tab,
    DirectionControl(u32),
    Control(u32),
}

/// A finished review of a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reviewed {
    Confirmed,
    Disputed,
    Resolved,
}

impl Reviewed {
    pub fn name(self) -> &'static str {
        match self {
            Reviewed::Confirmed => "confirmed",
            Reviewed::Disputed => "disputed",
            Reviewed::Resolved => "resolved",
        }
    }
}

/// Why a request is refused. Each variant's English words are its Fluent message in
/// `locales/en.ftl`, which the API's answers have always used.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{}", self.english())]
pub enum Refusal {
    // Text a person typed (`services::text`).
    Nul {
        field: String,
    },
    NotPlainText {
        field: String,
        position: usize,
        character: Unprintable,
    },
    TooLong {
        field: String,
        longest: usize,
    },
    Empty {
        field: String,
    },
    NotOneWord {
        field: String,
    },
    ShortPassword {
        shortest: usize,
    },

    // Games and hands.
    Hand {
        number: usize,
        error: HandError,
    },
    /// A hand of a three-handed game the rules refuse.
    ThreeHandedHand {
        number: usize,
        error: ThreeHandedError,
    },
    Rules(RulesError),
    UnknownStatus {
        status: String,
    },
    UnknownClub {
        club: i64,
    },
    SeasonOfAnotherClub {
        club: i64,
        season: i64,
    },
    NoPlayerNumbered {
        field: String,
        club: i64,
        player: i64,
    },
    NoPlayerNamed {
        field: String,
        club: i64,
        name: String,
    },
    /// A player given for two seats; `seat` is the second seat's letter.
    SeatedTwice {
        seat: &'static str,
    },
    DecidedAtClose {
        game: i64,
    },
    /// A hand for a game the director awarded by forfeit.
    Forfeited {
        game: i64,
        winner: Side,
    },
    /// A forfeit for a game whose table has played.
    ForfeitWithHands {
        game: i64,
    },
    /// A forfeit for a game that is already over.
    AlreadyOver {
        game: i64,
    },
    /// A forfeit for a game of no event, which has no table to award.
    ForfeitOutsideEvent {
        game: i64,
    },
    HandsPlayed {
        game: i64,
        hands: i64,
    },
    NoCorrectionReason,
    /// A withdrawal from the console whose box saying it is meant was not ticked.
    WithdrawalNotConfirmed,
    /// An erasure from the console whose box saying it is meant was not ticked.
    ErasureNotConfirmed,
    /// A form's field that should hold a whole number (a hand's books, its bid, a trick).
    NotAWholeNumber {
        field: String,
    },
    /// A console form without a field its button always sends, or with a value none of its
    /// choices has: a form edited by hand, or a page from an older server.
    FormIncomplete {
        field: String,
    },
    /// A renege without its trick, where the house rules count only a renege with one: it
    /// would be stored and cost nothing.
    RenegeWithoutTrick {
        side: Side,
    },
    NoDisputeReason,
    NothingToUndo {
        game: i64,
    },
    Stale {
        game: i64,
        expected: i64,
        current: i64,
    },
    AlreadyReviewed {
        game: i64,
        hand: i64,
        reviewed: Reviewed,
    },

    // Events.
    UnknownFormat {
        format: String,
    },
    MatchCount {
        field: String,
        most: u32,
        count: u32,
    },
    MatchNotOdd {
        field: String,
    },
    DriveMatch,
    /// A match of hands won asked for whist, whose hands are not won by contracts.
    HandsWonNeedsBidWhist,
    /// An event's rules naming `hands_won`, which its match sets.
    HandsWonByMatch,
    NoTieBreaks,
    NoRounds,
    TooManyRounds {
        most: u32,
    },
    KnockOutRounds,
    /// A play-off after qualifying rounds of a format that has none.
    PlayoffAfter {
        format: &'static str,
    },
    /// A three-handed table asked of an event that is not an evening of individuals.
    ThreeHandedAfter {
        format: &'static str,
    },
    /// A house rule of an event's three-handed table that cannot be used.
    ThreeHandedRules(RulesError),
    PlayoffTop {
        most: u32,
        top: u32,
    },
    PlayoffFormat {
        given: String,
    },
    /// The qualifying rounds are over, but fewer entrants still play than go through.
    PlayoffShort {
        top: u32,
        playing: usize,
    },
    EntrantSize {
        format: &'static str,
        players: usize,
        given: usize,
    },
    PartnerIsSelf,
    AlreadyEntered {
        index: usize,
        entrant: i64,
        name: String,
    },
    Bracket(PairingsError),
    EntrantsClosed {
        format: &'static str,
        rounds: usize,
    },
    AlreadyWithdrawn {
        entrant: i64,
        name: String,
    },
    NotWithdrawn {
        entrant: i64,
        name: String,
    },
    /// A withdrawal taken back after a round was seated without the entrant.
    WithdrawalPlayedOn {
        entrant: i64,
        name: String,
    },
    DriveWithdrawal,
    EventFinished {
        event: i64,
    },
    RoundUnderWay {
        round: i64,
    },
    RoundsPlayed {
        event: i64,
        rounds: usize,
    },
    NobodyToSeat {
        event: i64,
    },
    CannotSeat(PairingsError),
    RoundRobinOver {
        partnerships: usize,
        rounds: usize,
    },
    ScheduleOver {
        players: usize,
        rounds: usize,
    },
    DriveTables {
        players: usize,
    },
    RoundClosed {
        event: i64,
        round: i64,
    },
    MatchUnderWay {
        game: i64,
        other: i64,
    },
    DecidedWithHands {
        table: i64,
        round: i64,
        game: i64,
    },
    WinnerFixed {
        game: i64,
        table: i64,
        round: i64,
    },

    // Clubs, players, seasons, accounts.
    ClubExists {
        name: String,
    },
    PlayerExists {
        club: i64,
        name: String,
    },
    SeasonExists {
        club: i64,
        name: String,
    },
    AccountExists {
        username: String,
    },
    NoAccountNamed {
        username: String,
    },
    AlreadyExists,
    ImportedClubExists {
        name: String,
    },

    // Nothing there.
    NoSuchGame(i64),
    NoSuchClub(i64),
    NoSuchEvent(i64),
    NoSuchPlayer(i64),
    NoSuchSeason(i64),
    NoSuchRound {
        event: i64,
        round: i64,
    },
    NoSuchEntrant {
        event: i64,
        entrant: i64,
    },
    NoSuchHand {
        game: i64,
        hand: i64,
    },
    NoSuchHandOf {
        game: i64,
        hand: i64,
        hands: usize,
    },
    NoSuchSession(i64),
    NoSuchAccount(i64),
    NoSuchRecord,
    NoSuchPage,

    // Who may do what (`auth`).
    LogInFirst,
    WrongPassword,
    /// The password was right, but an admin has disabled the account.
    AccountDisabled {
        username: String,
    },
    /// An admin's own account: disabling it could leave nobody to enable it again.
    DisableSelf,
    /// A round's clock set or extended by no minutes, or by too many.
    ClockMinutes {
        given: Option<i64>,
        most: i64,
    },
    /// A time that is not RFC 3339 with an offset from UTC.
    NotATime {
        field: String,
    },
    /// An event's end at or before its start.
    EndsBeforeStart,
    /// An event's end more than `days` after its start.
    LastsTooLong {
        days: i64,
    },
    /// A site allowed to embed the club's views that is not a web origin.
    NotAnOrigin {
        field: String,
        given: String,
    },
    /// More sites allowed to embed than a club may list.
    TooManyOrigins {
        most: i64,
    },
    /// A webhook's address that is not an `http` or `https` address.
    NotAWebhookUrl {
        given: String,
    },
    /// A webhook's address on this server or its network.
    WebhookNotPublic {
        host: String,
    },
    NoWebhookEvents,
    TooManyWebhooks {
        most: i64,
    },
    NoSuchWebhook(i64),
    NoSuchDelivery {
        webhook: i64,
        delivery: i64,
    },
    /// An event's currency that is not three capital letters.
    NotACurrency {
        given: String,
    },
    /// An amount of money, in cents, below 0 or above what any club charges.
    AmountOutOfRange {
        field: String,
        most: i64,
    },
    PercentOutOfRange {
        field: String,
        least: u32,
    },
    /// A prize fund paid out to no place, or to more than a club pays.
    PayoutPlaces {
        most: usize,
    },
    /// Payout shares that do not add up to the whole fund.
    PayoutsNotWhole {
        total: u32,
    },
    PotByGame {
        latest: u32,
    },
    /// A payment of nothing, or of more than any club takes.
    PaymentAmount {
        most: i64,
    },
    NoBostonPot {
        event: i64,
    },
    /// A player who is not in the event, put in its Boston pot.
    NotEntered {
        player: i64,
        event: i64,
    },
    NoSuchPayment(i64),
    /// A console field that should hold an amount of money (`12.50`).
    NotAnAmount {
        field: String,
    },
    /// A player's name of the form `#12`, which is how an erased or hidden player is shown.
    ReservedName {
        field: String,
        given: String,
    },
    /// A new name for a player who was erased.
    PlayerErased(i64),
    LogInAgain,
    TokenNotValid,
    SessionEnded {
        at: String,
    },
    SessionIdle {
        count: i64,
        unit: TimeUnit,
    },
    AuthorizationMalformed,
    TableCodeNeeded,
    TableMayOnlyEnter,
    TableAsksDirector,
    CodeOfFinishedGame {
        game: i64,
    },
    CodeOfAnotherGame {
        game: i64,
    },
    NotAdmin,
    NotDirector {
        club: i64,
    },
}

/// The unit a span of time is spoken in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeUnit {
    Minutes,
    Hours,
    Days,
}

#[allow(clippy::enum_glob_use, reason = "one arm per refusal")]
impl Refusal {
    #[allow(
        clippy::too_many_lines,
        reason = "a table: every refusal is named once"
    )]
    pub fn kind(&self) -> Kind {
        use Refusal::*;
        match self {
            Nul { .. }
            | NotPlainText { .. }
            | TooLong { .. }
            | Empty { .. }
            | NotOneWord { .. }
            | ShortPassword { .. }
            | Hand { .. }
            | ThreeHandedHand { .. }
            | Rules(_)
            | UnknownStatus { .. }
            | UnknownClub { .. }
            | SeasonOfAnotherClub { .. }
            | NoPlayerNumbered { .. }
            | NoPlayerNamed { .. }
            | SeatedTwice { .. }
            | DecidedAtClose { .. }
            | Forfeited { .. }
            | HandsPlayed { .. }
            | NoCorrectionReason
            | WithdrawalNotConfirmed
            | ErasureNotConfirmed
            | NotAWholeNumber { .. }
            | FormIncomplete { .. }
            | ClockMinutes { .. }
            | NotATime { .. }
            | EndsBeforeStart
            | LastsTooLong { .. }
            | NotAnOrigin { .. }
            | TooManyOrigins { .. }
            | NotAWebhookUrl { .. }
            | WebhookNotPublic { .. }
            | NoWebhookEvents
            | TooManyWebhooks { .. }
            | NotACurrency { .. }
            | AmountOutOfRange { .. }
            | PercentOutOfRange { .. }
            | PayoutPlaces { .. }
            | PayoutsNotWhole { .. }
            | PotByGame { .. }
            | PaymentAmount { .. }
            | NotEntered { .. }
            | NotAnAmount { .. }
            | ReservedName { .. }
            | RenegeWithoutTrick { .. }
            | NoDisputeReason
            | NothingToUndo { .. }
            | UnknownFormat { .. }
            | MatchCount { .. }
            | MatchNotOdd { .. }
            | DriveMatch
            | HandsWonNeedsBidWhist
            | HandsWonByMatch
            | NoTieBreaks
            | NoRounds
            | TooManyRounds { .. }
            | KnockOutRounds
            | PlayoffAfter { .. }
            | ThreeHandedAfter { .. }
            | ThreeHandedRules(_)
            | PlayoffTop { .. }
            | PlayoffFormat { .. }
            | EntrantSize { .. }
            | PartnerIsSelf
            | AlreadyEntered { .. }
            | Bracket(_)
            | NoAccountNamed { .. } => Kind::Invalid,
            Stale { .. }
            | AlreadyReviewed { .. }
            | EntrantsClosed { .. }
            | AlreadyWithdrawn { .. }
            | NotWithdrawn { .. }
            | WithdrawalPlayedOn { .. }
            | DriveWithdrawal
            | EventFinished { .. }
            | RoundUnderWay { .. }
            | RoundsPlayed { .. }
            | PlayoffShort { .. }
            | NobodyToSeat { .. }
            | CannotSeat(_)
            | RoundRobinOver { .. }
            | ScheduleOver { .. }
            | DriveTables { .. }
            | RoundClosed { .. }
            | MatchUnderWay { .. }
            | DecidedWithHands { .. }
            | ForfeitWithHands { .. }
            | AlreadyOver { .. }
            | ForfeitOutsideEvent { .. }
            | WinnerFixed { .. }
            | NoBostonPot { .. }
            | PlayerErased(_)
            | ClubExists { .. }
            | PlayerExists { .. }
            | SeasonExists { .. }
            | AccountExists { .. }
            | DisableSelf
            | AlreadyExists
            | ImportedClubExists { .. } => Kind::Conflict,
            NoSuchGame(_)
            | NoSuchClub(_)
            | NoSuchEvent(_)
            | NoSuchPlayer(_)
            | NoSuchSeason(_)
            | NoSuchRound { .. }
            | NoSuchEntrant { .. }
            | NoSuchHand { .. }
            | NoSuchHandOf { .. }
            | NoSuchSession(_)
            | NoSuchAccount(_)
            | NoSuchRecord
            | NoSuchWebhook(_)
            | NoSuchDelivery { .. }
            | NoSuchPayment(_)
            | NoSuchPage => Kind::NotFound,
            LogInFirst
            | WrongPassword
            | LogInAgain
            | TokenNotValid
            | SessionEnded { .. }
            | SessionIdle { .. }
            | AuthorizationMalformed
            | TableCodeNeeded => Kind::Unauthorized,
            TableMayOnlyEnter
            | TableAsksDirector
            | CodeOfFinishedGame { .. }
            | CodeOfAnotherGame { .. }
            | NotAdmin
            | AccountDisabled { .. }
            | NotDirector { .. } => Kind::Forbidden,
        }
    }

    /// The offending field of the request, for the refusals that have one.
    pub fn field(&self) -> Option<String> {
        use Refusal::*;
        let field = match self {
            Nul { field }
            | NotPlainText { field, .. }
            | TooLong { field, .. }
            | Empty { field }
            | NotOneWord { field }
            | NoPlayerNumbered { field, .. }
            | NoPlayerNamed { field, .. }
            | MatchCount { field, .. }
            | MatchNotOdd { field }
            | NotAWholeNumber { field }
            | NotATime { field }
            | NotAnOrigin { field, .. }
            | AmountOutOfRange { field, .. }
            | PercentOutOfRange { field, .. }
            | NotAnAmount { field }
            | ReservedName { field, .. }
            | FormIncomplete { field } => field.clone(),
            ShortPassword { .. } => "password".to_owned(),
            Hand { number, error } => uptown_rules::hand_field(*number, &error.field),
            ThreeHandedHand { number, error } => uptown_rules::hand_field(*number, &error.field),
            Rules(error) => error.field(),
            UnknownStatus { .. } => "status".to_owned(),
            UnknownClub { .. } => "club_id".to_owned(),
            SeasonOfAnotherClub { .. } => "season_id".to_owned(),
            SeatedTwice { seat } => format!("seats.{seat}"),
            DecidedAtClose { .. }
            | Forfeited { .. }
            | HandsPlayed { .. }
            | NothingToUndo { .. } => "hands".to_owned(),
            NoCorrectionReason | NoDisputeReason => "reason".to_owned(),
            WithdrawalNotConfirmed | ErasureNotConfirmed => "confirm".to_owned(),
            ClockMinutes { .. } => "minutes".to_owned(),
            EndsBeforeStart | LastsTooLong { .. } => "ends_at".to_owned(),
            TooManyOrigins { .. } => "origins".to_owned(),
            NotAWebhookUrl { .. } | WebhookNotPublic { .. } | TooManyWebhooks { .. } => {
                "url".to_owned()
            }
            NoWebhookEvents => "events".to_owned(),
            NotACurrency { .. } => "currency".to_owned(),
            PayoutPlaces { .. } | PayoutsNotWhole { .. } => "payouts".to_owned(),
            PotByGame { .. } => "boston_pot.by_game".to_owned(),
            PaymentAmount { .. } => "amount_cents".to_owned(),
            NotEntered { .. } => "player_id".to_owned(),
            RenegeWithoutTrick { .. } => "reneges".to_owned(),
            UnknownFormat { .. } => "format".to_owned(),
            DriveMatch => "match".to_owned(),
            HandsWonNeedsBidWhist => "match.hands_won".to_owned(),
            HandsWonByMatch => "rules.hands_won".to_owned(),
            NoTieBreaks => "tie_breaks".to_owned(),
            NoRounds | TooManyRounds { .. } | KnockOutRounds => "rounds".to_owned(),
            PlayoffAfter { .. } => "playoff".to_owned(),
            ThreeHandedAfter { .. } => "three_handed_rules".to_owned(),
            ThreeHandedRules(error) => format!("three_handed_{}", error.field()),
            PlayoffTop { .. } => "playoff.top".to_owned(),
            PlayoffFormat { .. } => "playoff.format".to_owned(),
            EntrantSize { .. } => "players".to_owned(),
            PartnerIsSelf => "players[1]".to_owned(),
            AlreadyEntered { index, .. } => format!("players[{index}]"),
            Bracket(_) => "entrants".to_owned(),
            NoAccountNamed { .. } => "username".to_owned(),
            ImportedClubExists { .. } => "club.name".to_owned(),
            _ => return None,
        };
        Some(field)
    }

    /// The words of the API's answers, which are English. A refusal that carries the
    /// rules' own error words it as the rule book does, naming the field.
    fn english(&self) -> String {
        match self {
            Refusal::Hand { number, error } => format!("hand {number}: {error}"),
            Refusal::ThreeHandedHand { number, error } => format!("hand {number}: {error}"),
            Refusal::Rules(error) => error.to_string(),
            Refusal::ThreeHandedRules(error) => format!("three_handed_{error}"),
            Refusal::Bracket(error) => error.to_string(),
            Refusal::CannotSeat(error) => format!("the next round cannot be seated: {error}"),
            other => other.words(Translator::new(Lang::En)),
        }
    }

    /// Why, in `t`'s language.
    #[allow(clippy::too_many_lines, reason = "one arm per refusal")]
    pub fn words(&self, t: Translator) -> String {
        use Refusal::*;
        let say =
            |id: &str, args: &[(&str, FluentValue<'_>)]| t.with(&format!("refusal-{id}"), args);
        let text = |value: &str| FluentValue::from(value.to_owned());
        let number = |value: i64| FluentValue::from(value);
        let count = |value: usize| FluentValue::from(value);
        match self {
            Nul { field } => say("nul", &[("field", text(field))]),
            NotPlainText {
                field,
                position,
                character,
            } => say(
                "not-plain-text",
                &[
                    ("field", text(field)),
                    ("position", count(*position)),
                    ("character", text(&character_words(t, *character))),
                ],
            ),
            TooLong { field, longest } => say(
                "too-long",
                &[("field", text(field)), ("longest", count(*longest))],
            ),
            Empty { field } => say("empty", &[("field", text(field))]),
            NotOneWord { field } => say("not-one-word", &[("field", text(field))]),
            ShortPassword { shortest } => say("short-password", &[("shortest", count(*shortest))]),
            Hand {
                number: hand,
                error,
            } => say(
                "hand",
                &[
                    ("hand", count(*hand)),
                    ("reason", text(&hand_words(t, error))),
                ],
            ),
            ThreeHandedHand {
                number: hand,
                error,
            } => say(
                "hand",
                &[
                    ("hand", count(*hand)),
                    ("reason", text(&three_handed::words(t, error))),
                ],
            ),
            Rules(error) | ThreeHandedRules(error) => rules_words(t, error),
            UnknownStatus { status } => say("unknown-status", &[("status", text(status))]),
            SeasonOfAnotherClub { club, season } => say(
                "season-of-another-club",
                &[("club", number(*club)), ("season", number(*season))],
            ),
            NoPlayerNumbered {
                field,
                club,
                player,
            } => say(
                "no-player-numbered",
                &[
                    ("field", text(field)),
                    ("club", number(*club)),
                    ("player", number(*player)),
                ],
            ),
            NoPlayerNamed { field, club, name } => say(
                "no-player-named",
                &[
                    ("field", text(field)),
                    ("club", number(*club)),
                    ("name", text(name)),
                ],
            ),
            SeatedTwice { seat } => say("seated-twice", &[("seat", text(seat))]),
            DecidedAtClose { game } => say("decided-at-close", &[("game", number(*game))]),
            Forfeited { game, winner } => say(
                "forfeited",
                &[
                    ("game", number(*game)),
                    ("side", FluentValue::from(side_words(t, *winner))),
                ],
            ),
            ForfeitWithHands { game } => say("forfeit-with-hands", &[("game", number(*game))]),
            AlreadyOver { game } => say("already-over", &[("game", number(*game))]),
            ForfeitOutsideEvent { game } => {
                say("forfeit-outside-event", &[("game", number(*game))])
            }
            HandsPlayed { game, hands } => say(
                "hands-played",
                &[("game", number(*game)), ("hands", number(*hands))],
            ),
            NoCorrectionReason => say("no-correction-reason", &[]),
            WithdrawalNotConfirmed => say("withdrawal-not-confirmed", &[]),
            ErasureNotConfirmed => say("erasure-not-confirmed", &[]),
            NotAWholeNumber { field } => t.with(
                "refuse-not-a-number",
                &[("field", FluentValue::from(hand_field_words(t, field)))],
            ),
            FormIncomplete { field } => say("form-incomplete", &[("field", field.clone().into())]),
            RenegeWithoutTrick { side } => t.with(
                "entry-renege-needs-trick",
                &[("side", t.t(&format!("side-{}", side.letters())))],
            ),
            NoDisputeReason => say("no-dispute-reason", &[]),
            NothingToUndo { game } => say("nothing-to-undo", &[("game", number(*game))]),
            Stale {
                game,
                expected,
                current,
            } => say(
                "stale",
                &[
                    ("game", number(*game)),
                    ("expected", number(*expected)),
                    ("current", number(*current)),
                ],
            ),
            AlreadyReviewed {
                game,
                hand,
                reviewed,
            } => say(
                "already-reviewed",
                &[
                    ("game", number(*game)),
                    ("hand", number(*hand)),
                    ("reviewed", text(reviewed.name())),
                ],
            ),
            UnknownFormat { format } => {
                let formats: Vec<&str> = uptown_rules::EventFormat::ALL
                    .iter()
                    .map(|known| known.name())
                    .collect();
                say(
                    "unknown-format",
                    &[
                        ("format", text(format)),
                        ("formats", text(&formats.join(", "))),
                    ],
                )
            }
            MatchCount { field, most, count } => say(
                "match-count",
                &[
                    ("field", text(field)),
                    ("most", FluentValue::from(*most)),
                    ("count", FluentValue::from(*count)),
                ],
            ),
            MatchNotOdd { field } => say("match-not-odd", &[("field", text(field))]),
            DriveMatch => say("drive-match", &[]),
            HandsWonNeedsBidWhist => say("hands-won-needs-bid-whist", &[]),
            HandsWonByMatch => say("hands-won-by-match", &[]),
            NoTieBreaks => say("no-tie-breaks", &[]),
            NoRounds => say("no-rounds", &[]),
            TooManyRounds { most } => say("too-many-rounds", &[("most", FluentValue::from(*most))]),
            KnockOutRounds => say("knock-out-rounds", &[]),
            PlayoffAfter { format } => say("playoff-after", &[("format", text(format))]),
            ThreeHandedAfter { format } => say("three-handed-after", &[("format", text(format))]),
            PlayoffTop { most, top } => say(
                "playoff-top",
                &[
                    ("most", FluentValue::from(*most)),
                    ("top", FluentValue::from(*top)),
                ],
            ),
            PlayoffFormat { given } => say("playoff-format", &[("given", text(given))]),
            PlayoffShort { top, playing } => say(
                "playoff-short",
                &[
                    ("top", FluentValue::from(*top)),
                    ("playing", count(*playing)),
                ],
            ),
            EntrantSize {
                format,
                players,
                given,
            } => say(
                "entrant-size",
                &[
                    ("format", text(&format_words(t, format))),
                    ("players", count(*players)),
                    ("given", count(*given)),
                ],
            ),
            PartnerIsSelf => say("partner-is-self", &[]),
            AlreadyEntered {
                index,
                entrant,
                name,
            } => say(
                "already-entered",
                &[
                    ("index", count(*index)),
                    ("entrant", number(*entrant)),
                    ("name", text(name)),
                ],
            ),
            Bracket(error) => pairings_words(t, error),
            CannotSeat(error) => say(
                "cannot-seat",
                &[("reason", text(&pairings_words(t, error)))],
            ),
            EntrantsClosed { format, rounds } => say(
                "entrants-closed",
                &[
                    ("format", text(&format_words(t, format))),
                    ("rounds", count(*rounds)),
                ],
            ),
            AlreadyWithdrawn { entrant, name } => say(
                "already-withdrawn",
                &[("entrant", number(*entrant)), ("name", text(name))],
            ),
            NotWithdrawn { entrant, name } => say(
                "not-withdrawn",
                &[("entrant", number(*entrant)), ("name", text(name))],
            ),
            WithdrawalPlayedOn { entrant, name } => say(
                "withdrawal-played-on",
                &[("entrant", number(*entrant)), ("name", text(name))],
            ),
            DriveWithdrawal => say("drive-withdrawal", &[]),
            EventFinished { event } => say("event-finished", &[("event", number(*event))]),
            RoundUnderWay { round } => say("round-under-way", &[("round", number(*round))]),
            RoundsPlayed { event, rounds } => say(
                "rounds-played",
                &[("event", number(*event)), ("rounds", count(*rounds))],
            ),
            NobodyToSeat { event } => say("nobody-to-seat", &[("event", number(*event))]),
            RoundRobinOver {
                partnerships,
                rounds,
            } => say(
                "round-robin-over",
                &[
                    ("partnerships", count(*partnerships)),
                    ("rounds", count(*rounds)),
                ],
            ),
            ScheduleOver { players, rounds } => say(
                "schedule-over",
                &[("players", count(*players)), ("rounds", count(*rounds))],
            ),
            DriveTables { players } => say("drive-tables", &[("players", count(*players))]),
            RoundClosed { event, round } => say(
                "round-closed",
                &[("event", number(*event)), ("round", number(*round))],
            ),
            MatchUnderWay { game, other } => say(
                "match-under-way",
                &[("game", number(*game)), ("other", number(*other))],
            ),
            DecidedWithHands { table, round, game } => say(
                "decided-with-hands",
                &[
                    ("table", number(*table)),
                    ("round", number(*round)),
                    ("game", number(*game)),
                ],
            ),
            WinnerFixed { game, table, round } => say(
                "winner-fixed",
                &[
                    ("game", number(*game)),
                    ("table", number(*table)),
                    ("round", number(*round)),
                ],
            ),
            ClubExists { name } => say("club-exists", &[("name", text(name))]),
            PlayerExists { club, name } => say(
                "player-exists",
                &[("club", number(*club)), ("name", text(name))],
            ),
            SeasonExists { club, name } => say(
                "season-exists",
                &[("club", number(*club)), ("name", text(name))],
            ),
            AccountExists { username } => say("account-exists", &[("username", text(username))]),
            NoAccountNamed { username } => say("no-account-named", &[("username", text(username))]),
            AlreadyExists => say("already-exists", &[]),
            ImportedClubExists { name } => say("imported-club-exists", &[("name", text(name))]),
            NoSuchGame(game) => say("no-such-game", &[("game", number(*game))]),
            NoSuchClub(club) | UnknownClub { club } => {
                say("no-such-club", &[("club", number(*club))])
            }
            NoSuchEvent(event) => say("no-such-event", &[("event", number(*event))]),
            NoSuchPlayer(player) => say("no-such-player", &[("player", number(*player))]),
            NoSuchSeason(season) => say("no-such-season", &[("season", number(*season))]),
            NoSuchRound { event, round } => say(
                "no-such-round",
                &[("event", number(*event)), ("round", number(*round))],
            ),
            NoSuchEntrant { event, entrant } => say(
                "no-such-entrant",
                &[("event", number(*event)), ("entrant", number(*entrant))],
            ),
            NoSuchHand { game, hand } => say(
                "no-such-hand",
                &[("game", number(*game)), ("hand", number(*hand))],
            ),
            NoSuchHandOf { game, hand, hands } => say(
                "no-such-hand-of",
                &[
                    ("game", number(*game)),
                    ("hand", number(*hand)),
                    ("hands", count(*hands)),
                ],
            ),
            NoSuchSession(session) => say("no-such-session", &[("session", number(*session))]),
            NoSuchAccount(account) => say("no-such-account", &[("account", number(*account))]),
            NoSuchRecord => say("no-such-record", &[]),
            NoSuchPage => say("no-such-page", &[]),
            LogInFirst => say("log-in-first", &[]),
            WrongPassword => say("wrong-password", &[]),
            AccountDisabled { username } => {
                say("account-disabled", &[("username", text(username))])
            }
            DisableSelf => say("disable-self", &[]),
            ClockMinutes {
                given: Some(given),
                most,
            } => say(
                "clock-minutes",
                &[("given", number(*given)), ("most", number(*most))],
            ),
            ClockMinutes { given: None, most } => {
                say("clock-minutes-missing", &[("most", number(*most))])
            }
            NotATime { field } => say("not-a-time", &[("field", text(field))]),
            EndsBeforeStart => say("ends-before-start", &[]),
            LastsTooLong { days } => say("lasts-too-long", &[("days", number(*days))]),
            NotAnOrigin { field, given } => say(
                "not-an-origin",
                &[("field", text(field)), ("given", text(given))],
            ),
            TooManyOrigins { most } => say("too-many-origins", &[("most", number(*most))]),
            NotAWebhookUrl { given } => say("not-a-webhook-url", &[("given", text(given))]),
            WebhookNotPublic { host } => say("webhook-not-public", &[("host", text(host))]),
            NoWebhookEvents => say("no-webhook-events", &[]),
            TooManyWebhooks { most } => say("too-many-webhooks", &[("most", number(*most))]),
            NoSuchWebhook(webhook) => say("no-such-webhook", &[("webhook", number(*webhook))]),
            NotACurrency { given } => say("not-a-currency", &[("given", text(given))]),
            AmountOutOfRange { field, most } => say(
                "amount-out-of-range",
                &[("field", text(field)), ("most", number(*most / 100))],
            ),
            PercentOutOfRange { field, least } => say(
                "percent-out-of-range",
                &[("field", text(field)), ("least", number(i64::from(*least)))],
            ),
            PayoutPlaces { most } => say(
                "payout-places",
                &[("most", number(i64::try_from(*most).unwrap_or(i64::MAX)))],
            ),
            PayoutsNotWhole { total } => {
                say("payouts-not-whole", &[("total", number(i64::from(*total)))])
            }
            PotByGame { latest } => say("pot-by-game", &[("latest", number(i64::from(*latest)))]),
            PaymentAmount { most } => say("payment-amount", &[("most", number(*most / 100))]),
            NoBostonPot { event } => say("no-boston-pot", &[("event", number(*event))]),
            NotEntered { player, event } => say(
                "not-entered",
                &[("player", number(*player)), ("event", number(*event))],
            ),
            NoSuchPayment(payment) => say("no-such-payment", &[("payment", number(*payment))]),
            NotAnAmount { field } => say("not-an-amount", &[("field", text(field))]),
            ReservedName { field, given } => say(
                "reserved-name",
                &[("field", text(field)), ("given", text(given))],
            ),
            PlayerErased(player) => say("player-erased", &[("player", number(*player))]),
            NoSuchDelivery { webhook, delivery } => say(
                "no-such-delivery",
                &[
                    ("webhook", number(*webhook)),
                    ("delivery", number(*delivery)),
                ],
            ),
            LogInAgain => say("log-in-again", &[]),
            TokenNotValid => say("token-not-valid", &[]),
            SessionEnded { at } => say("session-ended", &[("at", text(at))]),
            SessionIdle { count: spans, unit } => {
                let unit = match unit {
                    TimeUnit::Minutes => "minutes",
                    TimeUnit::Hours => "hours",
                    TimeUnit::Days => "days",
                };
                say(
                    "session-idle",
                    &[("count", number(*spans)), ("unit", text(unit))],
                )
            }
            AuthorizationMalformed => say("authorization-malformed", &[]),
            TableCodeNeeded => say("table-code-needed", &[]),
            TableMayOnlyEnter => say("table-may-only-enter", &[]),
            TableAsksDirector => say("table-asks-director", &[]),
            CodeOfFinishedGame { game } => say("code-of-finished-game", &[("game", number(*game))]),
            CodeOfAnotherGame { game } => say("code-of-another-game", &[("game", number(*game))]),
            NotAdmin => say("not-admin", &[]),
            NotDirector { club } => say("not-director", &[("club", number(*club))]),
        }
    }
}

fn character_words(t: Translator, character: Unprintable) -> String {
    let code = |point: u32| FluentValue::from(format!("U+{point:04X}"));
    match character {
        Unprintable::Nul => t.t("refusal-character-nul"),
        Unprintable::LineBreak => t.t("refusal-character-line-break"),
        Unprintable::Tab => t.t("refusal-character-tab"),
        Unprintable::DirectionControl(point) => {
            t.with("refusal-character-direction", &[("code", code(point))])
        }
        Unprintable::Control(point) => {
            t.with("refusal-character-control", &[("code", code(point))])
        }
    }
}

/// An event format by name: the API's spelling in English ("round robin"), the pages' name
/// of it in the other languages.
fn format_words(t: Translator, format: &str) -> String {
    match t.lang {
        Lang::En => format.replace('_', " "),
        _ => t.t(&format!("format-{format}")),
    }
}

fn seat_words(t: Translator, seat: Seat) -> String {
    t.t(&format!("seat-{}", seat.letter()))
}

fn side_words(t: Translator, side: Side) -> String {
    t.t(&format!("side-{side}"))
}

/// Why the rules refuse a hand, in the reader's language: every problem a hand can have.
pub fn hand_words(t: Translator, error: &HandError) -> String {
    let field = || FluentValue::from(hand_field_words(t, &error.field));
    let number = |value: i64| FluentValue::from(value);
    let bid = |bid: &uptown_rules::Bid| FluentValue::from(bid.to_string());
    match &error.problem {
        HandProblem::Malformed(reason) => t.with(
            "refuse-malformed",
            &[
                ("field", field()),
                ("reason", FluentValue::from(reason.clone())),
            ],
        ),
        HandProblem::Missing | HandProblem::ContractMissing => {
            t.with("refuse-missing", &[("field", field())])
        }
        HandProblem::LevelAboveMaximum(_) | HandProblem::LevelNotPositive(_) => {
            t.t("refuse-level-range")
        }
        HandProblem::LevelBelowMinimum { min, .. } => t.with(
            "refuse-level-below-minimum",
            &[("min", FluentValue::from(*min))],
        ),
        HandProblem::CountOutOfRange { value, .. } => {
            t.with("refuse-count-out-of-range", &[("value", number(*value))])
        }
        HandProblem::BiddersWithoutKitty(_) => t.t("refuse-kitty"),
        HandProblem::SidesDoNotMakeThirteen { .. } => t.t("refuse-thirteen"),
        HandProblem::TrickNumberOutOfRange(value) => {
            t.with("refuse-trick-number", &[("value", number(*value))])
        }
        HandProblem::HonoursCountOutOfRange(_) => t.t("refuse-honours-count"),
        HandProblem::TrumpInNotrump(_) => t.t("refuse-trump-in-notrump"),
        HandProblem::DirectionWithTrumps { .. } => t.t("refuse-direction-with-trumps"),
        HandProblem::WrongDealer { expected, .. } => t.with(
            "refuse-dealer",
            &[("seat", FluentValue::from(seat_words(t, *expected)))],
        ),
        HandProblem::MatchOver { winner, .. } => t.with(
            "refuse-match-over",
            &[("side", FluentValue::from(side_words(t, *winner)))],
        ),
        HandProblem::AuctionLength(calls) => t.with(
            "refuse-auction-length",
            &[("calls", FluentValue::from(*calls))],
        ),
        HandProblem::CallBelowMinimum { bid: call, min } => t.with(
            "refuse-call-below-minimum",
            &[("bid", bid(call)), ("min", FluentValue::from(*min))],
        ),
        HandProblem::CallDoesNotBeat {
            bid: call,
            seat,
            highest,
            by,
            dealer_may_match,
            ..
        } => t.with(
            if *dealer_may_match {
                "refuse-call-does-not-match"
            } else {
                "refuse-call-does-not-beat"
            },
            &[
                ("bid", bid(call)),
                ("seat", FluentValue::from(seat_words(t, *seat))),
                ("highest", bid(highest)),
                ("by", FluentValue::from(seat_words(t, *by))),
            ],
        ),
        HandProblem::DealerMustBid { dealer } => t.with(
            "refuse-dealer-must-bid",
            &[("seat", FluentValue::from(seat_words(t, *dealer)))],
        ),
        HandProblem::ContractDoesNotMatchAuction { winning, by, .. }
        | HandProblem::ContractMissingAfterAuction { winning, by } => t.with(
            "refuse-contract-not-auction",
            &[
                ("bid", bid(winning)),
                ("seat", FluentValue::from(seat_words(t, *by))),
            ],
        ),
        HandProblem::ThrownIn => t.t("refuse-thrown-in"),
        HandProblem::TrumpInNoTrumpWhist(_) => t.t("refuse-trump-in-no-trump-whist"),
        HandProblem::NoTrumpInTurnedWhist => t.t("refuse-no-trump-in-turned-whist"),
        HandProblem::HonoursNotScored => t.t("refuse-honours-not-scored"),
        HandProblem::HonoursWithoutTrumps => t.t("refuse-honours-without-trumps"),
    }
}

/// Why a house rule cannot be used, in the reader's language.
pub fn rules_words(t: Translator, error: &RulesError) -> String {
    let text = |value: &str| FluentValue::from(value.to_owned());
    match error {
        RulesError::NotAnObject => t.t("refuse-rules-not-an-object"),
        RulesError::Unknown { name, known, .. } => t.with(
            "refuse-rules-unknown",
            &[("name", text(name)), ("known", text(&known.join(", ")))],
        ),
        RulesError::OutOfRange {
            name,
            value,
            min,
            max,
        } => t.with(
            "refuse-rules-out-of-range",
            &[
                ("name", text(name)),
                ("value", text(value)),
                ("min", FluentValue::from(*min)),
                ("max", FluentValue::from(*max)),
            ],
        ),
        RulesError::Invalid { name, reason } => t.with(
            "refuse-rules-invalid",
            &[("name", text(name)), ("reason", text(reason))],
        ),
    }
}

/// Why a schedule or a bracket cannot be made, in the reader's language.
pub fn pairings_words(t: Translator, error: &PairingsError) -> String {
    let count = |value: u32| FluentValue::from(value);
    match error {
        PairingsError::TooFewPlayers(players) => {
            t.with("refuse-too-few-players", &[("players", count(*players))])
        }
        PairingsError::TooManyPlayers(players) => t.with(
            "refuse-too-many-players",
            &[("players", count(*players)), ("most", count(MAX_PLAYERS))],
        ),
        PairingsError::TooManyRounds {
            rounds,
            available,
            players,
        } => t.with(
            "refuse-schedule-rounds",
            &[
                ("rounds", count(*rounds)),
                ("available", count(*available)),
                ("players", count(*players)),
            ],
        ),
        PairingsError::NoRounds => t.t("refuse-schedule-no-rounds"),
        PairingsError::TooFewPartnerships(partnerships) => t.with(
            "refuse-too-few-partnerships",
            &[("partnerships", count(*partnerships))],
        ),
        PairingsError::NoSwissPairing(round) => {
            t.with("refuse-no-swiss-pairing", &[("round", count(*round))])
        }
    }
}

#[cfg(test)]
#[allow(clippy::enum_glob_use, reason = "one line per refusal")]
pub(crate) mod tests {
    use super::*;
    use crate::refusal::translated::assert_translated;
    use uptown_rules::three_handed::{PlayerSeat, ThreeHandedProblem};
    use uptown_rules::{Bid, BidRanking, Direction, Level, Mode, PerSide, Reason, Suit};

    /// One refusal of every kind there is; `every_refusal_is_an_example` keeps it whole.
    #[allow(clippy::too_many_lines, reason = "one example per refusal")]
    pub(crate) fn every_refusal() -> Vec<Refusal> {
        use Refusal::*;
        let field = || "name".to_owned();
        let seating = PairingsError::TooManyRounds {
            rounds: 9,
            available: 7,
            players: 8,
        };
        vec![
            Nul { field: field() },
            NotPlainText {
                field: field(),
                position: 4,
                character: Unprintable::LineBreak,
            },
            NotPlainText {
                field: field(),
                position: 1,
                character: Unprintable::DirectionControl(0x202E),
            },
            TooLong {
                field: field(),
                longest: 100,
            },
            Empty { field: field() },
            NotOneWord { field: field() },
            ShortPassword { shortest: 8 },
            Hand {
                number: 3,
                error: HandError {
                    field: "books".to_owned(),
                    problem: HandProblem::BiddersWithoutKitty(0),
                },
            },
            Rules(RulesError::OutOfRange {
                name: "target",
                value: "40".to_owned(),
                min: 1,
                max: 31,
            }),
            UnknownStatus {
                status: "lost".to_owned(),
            },
            UnknownClub { club: 4 },
            SeasonOfAnotherClub { club: 4, season: 9 },
            NoPlayerNumbered {
                field: "seats.E".to_owned(),
                club: 1,
                player: 77,
            },
            NoPlayerNamed {
                field: "seats.E".to_owned(),
                club: 1,
                name: "Zed".to_owned(),
            },
            SeatedTwice { seat: "E" },
            DecidedAtClose { game: 12 },
            Forfeited {
                game: 12,
                winner: Side::EastWest,
            },
            ForfeitWithHands { game: 12 },
            AlreadyOver { game: 12 },
            ForfeitOutsideEvent { game: 12 },
            HandsPlayed { game: 12, hands: 4 },
            NoCorrectionReason,
            WithdrawalNotConfirmed,
            ErasureNotConfirmed,
            NotAWholeNumber {
                field: "books".to_owned(),
            },
            FormIncomplete {
                field: "round".to_owned(),
            },
            RenegeWithoutTrick {
                side: Side::NorthSouth,
            },
            NoDisputeReason,
            NothingToUndo { game: 12 },
            Stale {
                game: 12,
                expected: 3,
                current: 4,
            },
            AlreadyReviewed {
                game: 12,
                hand: 2,
                reviewed: Reviewed::Disputed,
            },
            UnknownFormat {
                format: "ladder".to_owned(),
            },
            MatchCount {
                field: "match.best_of".to_owned(),
                most: 9,
                count: 11,
            },
            MatchNotOdd {
                field: "match.best_of".to_owned(),
            },
            DriveMatch,
            HandsWonNeedsBidWhist,
            HandsWonByMatch,
            NoTieBreaks,
            NoRounds,
            TooManyRounds { most: 50 },
            KnockOutRounds,
            PlayoffAfter { format: "rotating" },
            PlayoffTop { most: 64, top: 1 },
            PlayoffFormat {
                given: "swiss".to_owned(),
            },
            PlayoffShort { top: 8, playing: 7 },
            EntrantSize {
                format: "round_robin",
                players: 2,
                given: 1,
            },
            PartnerIsSelf,
            AlreadyEntered {
                index: 1,
                entrant: 3,
                name: "Ann & Bob".to_owned(),
            },
            Bracket(PairingsError::TooFewPartnerships(1)),
            EntrantsClosed {
                format: "swiss",
                rounds: 2,
            },
            AlreadyWithdrawn {
                entrant: 3,
                name: "Ann".to_owned(),
            },
            NotWithdrawn {
                entrant: 3,
                name: "Ann".to_owned(),
            },
            WithdrawalPlayedOn {
                entrant: 3,
                name: "Ann".to_owned(),
            },
            DriveWithdrawal,
            EventFinished { event: 5 },
            RoundUnderWay { round: 2 },
            RoundsPlayed {
                event: 5,
                rounds: 6,
            },
            NobodyToSeat { event: 5 },
            CannotSeat(seating),
            RoundRobinOver {
                partnerships: 4,
                rounds: 3,
            },
            ScheduleOver {
                players: 8,
                rounds: 7,
            },
            DriveTables { players: 10 },
            RoundClosed { event: 5, round: 2 },
            MatchUnderWay {
                game: 12,
                other: 13,
            },
            DecidedWithHands {
                table: 2,
                round: 1,
                game: 13,
            },
            WinnerFixed {
                game: 12,
                table: 2,
                round: 1,
            },
            ClubExists {
                name: "Tuesday Club".to_owned(),
            },
            PlayerExists {
                club: 1,
                name: "Ann".to_owned(),
            },
            SeasonExists {
                club: 1,
                name: "2026".to_owned(),
            },
            AccountExists {
                username: "eva".to_owned(),
            },
            NoAccountNamed {
                username: "eva".to_owned(),
            },
            AlreadyExists,
            ImportedClubExists {
                name: "Tuesday Club".to_owned(),
            },
            NoSuchGame(12),
            NoSuchClub(4),
            NoSuchEvent(5),
            NoSuchPlayer(77),
            NoSuchSeason(9),
            NoSuchRound { event: 5, round: 7 },
            NoSuchEntrant {
                event: 5,
                entrant: 30,
            },
            NoSuchHand { game: 12, hand: 9 },
            NoSuchHandOf {
                game: 12,
                hand: 9,
                hands: 4,
            },
            NoSuchSession(3),
            NoSuchAccount(4),
            NoSuchRecord,
            NoSuchPage,
            LogInFirst,
            WrongPassword,
            AccountDisabled {
                username: "eva".to_owned(),
            },
            DisableSelf,
            ClockMinutes {
                given: Some(0),
                most: 600,
            },
            NotATime {
                field: "starts_at".to_owned(),
            },
            EndsBeforeStart,
            LastsTooLong { days: 7 },
            NotAnOrigin {
                field: "origins[0]".to_owned(),
                given: "club.example/results".to_owned(),
            },
            TooManyOrigins { most: 20 },
            NotAWebhookUrl {
                given: "club.example/hook".to_owned(),
            },
            WebhookNotPublic {
                host: "127.0.0.1".to_owned(),
            },
            NoWebhookEvents,
            TooManyWebhooks { most: 10 },
            NoSuchWebhook(7),
            NoSuchDelivery {
                webhook: 7,
                delivery: 12,
            },
            NotACurrency {
                given: "usd".to_owned(),
            },
            AmountOutOfRange {
                field: "entry_fee_cents".to_owned(),
                most: 10_000_000,
            },
            PercentOutOfRange {
                field: "payouts[2]".to_owned(),
                least: 1,
            },
            PayoutPlaces { most: 10 },
            PayoutsNotWhole { total: 90 },
            PotByGame { latest: 100 },
            PaymentAmount { most: 10_000_000 },
            NoBostonPot { event: 3 },
            NotEntered {
                player: 9,
                event: 3,
            },
            NoSuchPayment(5),
            NotAnAmount {
                field: "amount".to_owned(),
            },
            ReservedName {
                field: "name".to_owned(),
                given: "#12".to_owned(),
            },
            PlayerErased(12),
            LogInAgain,
            TokenNotValid,
            SessionEnded {
                at: "2026-12-02 22:00".to_owned(),
            },
            SessionIdle {
                count: 2,
                unit: TimeUnit::Hours,
            },
            SessionIdle {
                count: 1,
                unit: TimeUnit::Days,
            },
            AuthorizationMalformed,
            TableCodeNeeded,
            TableMayOnlyEnter,
            TableAsksDirector,
            CodeOfFinishedGame { game: 12 },
            CodeOfAnotherGame { game: 12 },
            NotAdmin,
            NotDirector { club: 4 },
            ThreeHandedAfter { format: "swiss" },
            ThreeHandedRules(RulesError::Unknown {
                name: "kitty".to_owned(),
                game: "cutthroat",
                known: &["target", "min_bid"],
            }),
            ThreeHandedHand {
                number: 2,
                error: ThreeHandedError::new(
                    "dealer",
                    ThreeHandedProblem::PlayerOut(PlayerSeat::West),
                ),
            },
        ]
    }

    /// The variant's place in the declaration: a new variant does not compile until it has
    /// a place here, and `every_refusal` an example of it.
    #[allow(clippy::too_many_lines, reason = "one arm per refusal")]
    fn variant(refusal: &Refusal) -> usize {
        use Refusal::*;
        match refusal {
            Nul { .. } => 0,
            NotPlainText { .. } => 1,
            TooLong { .. } => 2,
            Empty { .. } => 3,
            NotOneWord { .. } => 4,
            ShortPassword { .. } => 5,
            Hand { .. } => 6,
            Rules(_) => 7,
            UnknownStatus { .. } => 8,
            UnknownClub { .. } => 9,
            SeasonOfAnotherClub { .. } => 10,
            NoPlayerNumbered { .. } => 11,
            NoPlayerNamed { .. } => 12,
            SeatedTwice { .. } => 13,
            DecidedAtClose { .. } => 14,
            HandsPlayed { .. } => 15,
            NoCorrectionReason => 16,
            NoDisputeReason => 17,
            NothingToUndo { .. } => 18,
            Stale { .. } => 19,
            AlreadyReviewed { .. } => 20,
            UnknownFormat { .. } => 21,
            MatchCount { .. } => 22,
            MatchNotOdd { .. } => 23,
            DriveMatch => 24,
            NoTieBreaks => 25,
            NoRounds => 26,
            TooManyRounds { .. } => 27,
            KnockOutRounds => 28,
            EntrantSize { .. } => 29,
            PartnerIsSelf => 30,
            AlreadyEntered { .. } => 31,
            Bracket(_) => 32,
            EntrantsClosed { .. } => 33,
            AlreadyWithdrawn { .. } => 34,
            DriveWithdrawal => 35,
            EventFinished { .. } => 36,
            RoundUnderWay { .. } => 37,
            RoundsPlayed { .. } => 38,
            NobodyToSeat { .. } => 39,
            CannotSeat(_) => 40,
            RoundRobinOver { .. } => 41,
            ScheduleOver { .. } => 42,
            DriveTables { .. } => 43,
            RoundClosed { .. } => 44,
            MatchUnderWay { .. } => 45,
            DecidedWithHands { .. } => 46,
            WinnerFixed { .. } => 47,
            ClubExists { .. } => 48,
            PlayerExists { .. } => 49,
            SeasonExists { .. } => 50,
            AccountExists { .. } => 51,
            NoAccountNamed { .. } => 52,
            AlreadyExists => 53,
            ImportedClubExists { .. } => 54,
            NoSuchGame(_) => 55,
            NoSuchClub(_) => 56,
            NoSuchEvent(_) => 57,
            NoSuchPlayer(_) => 58,
            NoSuchSeason(_) => 59,
            NoSuchRound { .. } => 60,
            NoSuchEntrant { .. } => 61,
            NoSuchHand { .. } => 62,
            NoSuchHandOf { .. } => 63,
            NoSuchSession(_) => 64,
            NoSuchRecord => 65,
            NoSuchPage => 66,
            LogInFirst => 67,
            WrongPassword => 68,
            LogInAgain => 69,
            TokenNotValid => 70,
            SessionEnded { .. } => 71,
            SessionIdle { .. } => 72,
            AuthorizationMalformed => 73,
            TableCodeNeeded => 74,
            TableMayOnlyEnter => 75,
            TableAsksDirector => 76,
            CodeOfFinishedGame { .. } => 77,
            CodeOfAnotherGame { .. } => 78,
            NotAdmin => 79,
            NotDirector { .. } => 80,
            WithdrawalNotConfirmed => 81,
            NotAWholeNumber { .. } => 82,
            RenegeWithoutTrick { .. } => 83,
            NoSuchAccount(_) => 84,
            NotWithdrawn { .. } => 85,
            WithdrawalPlayedOn { .. } => 86,
            AccountDisabled { .. } => 87,
            DisableSelf => 88,
            ClockMinutes { .. } => 89,
            FormIncomplete { .. } => 90,
            PlayoffAfter { .. } => 91,
            PlayoffTop { .. } => 92,
            PlayoffFormat { .. } => 93,
            PlayoffShort { .. } => 94,
            NotATime { .. } => 95,
            EndsBeforeStart => 96,
            LastsTooLong { .. } => 97,
            NotAnOrigin { .. } => 98,
            TooManyOrigins { .. } => 99,
            Forfeited { .. } => 100,
            ForfeitWithHands { .. } => 101,
            AlreadyOver { .. } => 102,
            HandsWonNeedsBidWhist => 103,
            HandsWonByMatch => 104,
            ForfeitOutsideEvent { .. } => 105,
            ErasureNotConfirmed => 106,
            NotAWebhookUrl { .. } => 107,
            WebhookNotPublic { .. } => 108,
            NoWebhookEvents => 109,
            TooManyWebhooks { .. } => 110,
            NoSuchWebhook(_) => 111,
            NoSuchDelivery { .. } => 112,
            NotACurrency { .. } => 113,
            AmountOutOfRange { .. } => 114,
            PercentOutOfRange { .. } => 115,
            PayoutPlaces { .. } => 116,
            PayoutsNotWhole { .. } => 117,
            PotByGame { .. } => 118,
            PaymentAmount { .. } => 119,
            NoBostonPot { .. } => 120,
            NotEntered { .. } => 121,
            NoSuchPayment(_) => 122,
            NotAnAmount { .. } => 123,
            ReservedName { .. } => 124,
            PlayerErased(_) => 125,
            ThreeHandedHand { .. } => 126,
            ThreeHandedAfter { .. } => 127,
            ThreeHandedRules(_) => 128,
        }
    }

    const VARIANTS: usize = 129;

    /// One hand refused for every problem the rules name.
    pub(crate) fn every_hand_problem() -> Vec<HandError> {
        let bid = |level, mode| Bid::new(Level::new(level).unwrap(), mode);
        let problems = vec![
            HandProblem::Malformed("expected a number".to_owned()),
            HandProblem::Missing,
            HandProblem::LevelAboveMaximum(8),
            HandProblem::LevelNotPositive(0),
            HandProblem::LevelBelowMinimum { level: 2, min: 3 },
            HandProblem::CountOutOfRange {
                value: 14,
                what: "books",
            },
            HandProblem::BiddersWithoutKitty(0),
            HandProblem::SidesDoNotMakeThirteen {
                counts: PerSide { ns: 7, ew: 7 },
            },
            HandProblem::TrickNumberOutOfRange(14),
            HandProblem::HonoursCountOutOfRange(2),
            HandProblem::TrumpInNotrump(Suit::Hearts),
            HandProblem::DirectionWithTrumps {
                direction: Direction::Uptown,
                mode: Mode::Uptown,
            },
            HandProblem::WrongDealer {
                got: Seat::North,
                expected: Seat::East,
                previous: Seat::North,
            },
            HandProblem::MatchOver {
                match_name: "game",
                winner: Side::EastWest,
                reason: Reason::Target,
            },
            HandProblem::AuctionLength(3),
            HandProblem::CallBelowMinimum {
                bid: bid(2, Mode::Uptown),
                min: 3,
            },
            HandProblem::CallDoesNotBeat {
                bid: bid(4, Mode::Uptown),
                seat: Seat::South,
                highest: bid(4, Mode::Notrump),
                by: Seat::East,
                ranking: BidRanking::NotrumpHigh,
                dealer_may_match: false,
            },
            HandProblem::CallDoesNotBeat {
                bid: bid(4, Mode::Uptown),
                seat: Seat::South,
                highest: bid(4, Mode::Notrump),
                by: Seat::East,
                ranking: BidRanking::NotrumpHigh,
                dealer_may_match: true,
            },
            HandProblem::DealerMustBid { dealer: Seat::West },
            HandProblem::ContractDoesNotMatchAuction {
                value: "5D".to_owned(),
                winning: bid(4, Mode::Uptown),
                by: Seat::East,
            },
            HandProblem::ContractMissingAfterAuction {
                winning: bid(4, Mode::Uptown),
                by: Seat::East,
            },
            HandProblem::ContractMissing,
            HandProblem::ThrownIn,
            HandProblem::TrumpInNoTrumpWhist(Suit::Spades),
            HandProblem::NoTrumpInTurnedWhist,
            HandProblem::HonoursNotScored,
            HandProblem::HonoursWithoutTrumps,
        ];
        problems
            .into_iter()
            .map(|problem| HandError {
                field: "contract.level".to_owned(),
                problem,
            })
            .collect()
    }

    fn problem(error: &HandError) -> usize {
        match error.problem {
            HandProblem::Malformed(_) => 0,
            HandProblem::Missing => 1,
            HandProblem::LevelAboveMaximum(_) => 2,
            HandProblem::LevelNotPositive(_) => 3,
            HandProblem::LevelBelowMinimum { .. } => 4,
            HandProblem::CountOutOfRange { .. } => 5,
            HandProblem::BiddersWithoutKitty(_) => 6,
            HandProblem::SidesDoNotMakeThirteen { .. } => 7,
            HandProblem::TrickNumberOutOfRange(_) => 8,
            HandProblem::HonoursCountOutOfRange(_) => 9,
            HandProblem::TrumpInNotrump(_) => 10,
            HandProblem::DirectionWithTrumps { .. } => 11,
            HandProblem::WrongDealer { .. } => 12,
            HandProblem::MatchOver { .. } => 13,
            HandProblem::AuctionLength(_) => 14,
            HandProblem::CallBelowMinimum { .. } => 15,
            HandProblem::CallDoesNotBeat { .. } => 16,
            HandProblem::DealerMustBid { .. } => 17,
            HandProblem::ContractDoesNotMatchAuction { .. } => 18,
            HandProblem::ContractMissingAfterAuction { .. } => 19,
            HandProblem::ContractMissing => 20,
            HandProblem::ThrownIn => 21,
            HandProblem::TrumpInNoTrumpWhist(_) => 22,
            HandProblem::NoTrumpInTurnedWhist => 23,
            HandProblem::HonoursNotScored => 24,
            HandProblem::HonoursWithoutTrumps => 25,
        }
    }

    const PROBLEMS: usize = 26;

    #[test]
    fn every_refusal_is_an_example() {
        let mut seen: Vec<usize> = every_refusal().iter().map(variant).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen, (0..VARIANTS).collect::<Vec<_>>());
        let mut seen: Vec<usize> = every_hand_problem().iter().map(problem).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen, (0..PROBLEMS).collect::<Vec<_>>());
    }

    #[test]
    fn every_refusal_reads_in_every_language() {
        for refusal in every_refusal() {
            assert_translated(&format!("{refusal:?}"), |t| refusal.words(t));
        }
    }

    #[test]
    fn every_hand_problem_reads_in_every_language() {
        for error in every_hand_problem() {
            assert_translated(&format!("{error:?}"), |t| hand_words(t, &error));
        }
        for error in [
            RulesError::NotAnObject,
            RulesError::Unknown {
                name: "colour".to_owned(),
                game: "whist",
                known: &["target", "honours"],
            },
            RulesError::Invalid {
                name: "trump",
                reason: "unknown variant `both`".to_owned(),
            },
        ] {
            assert_translated(&format!("{error:?}"), |t| rules_words(t, &error));
        }
        for error in [
            PairingsError::TooFewPlayers(3),
            PairingsError::TooManyPlayers(2000),
            PairingsError::NoRounds,
            PairingsError::NoSwissPairing(4),
        ] {
            assert_translated(&format!("{error:?}"), |t| pairings_words(t, &error));
        }
    }

    #[test]
    fn the_api_keeps_its_words_and_the_rules_own() {
        let refusals = every_refusal();
        let text = |index: usize| refusals[index].to_string();
        assert_eq!(text(0), "name must not contain the NUL character");
        assert_eq!(
            text(1),
            "name must be one line of plain text, but character 4 is a line break"
        );
        assert_eq!(
            text(2),
            "name must be one line of plain text, but character 1 is a text-direction control (U+202E)"
        );
        assert_eq!(
            text(7),
            "hand 3: books 0 would leave the bidding side without the kitty, which is always its first book"
        );
        assert_eq!(text(8), "rules.target 40 is out of range (1 to 31)");
        assert_eq!(
            Refusal::EntrantSize {
                format: "round_robin",
                players: 2,
                given: 1
            }
            .to_string(),
            "players: a round robin entrant is 2 players, not 1"
        );
        assert_eq!(
            Refusal::EntrantSize {
                format: "club_night",
                players: 1,
                given: 2
            }
            .to_string(),
            "players: a club night entrant is 1 player, not 2"
        );
        assert_eq!(
            Refusal::CannotSeat(PairingsError::TooManyRounds {
                rounds: 9,
                available: 7,
                players: 8,
            })
            .to_string(),
            "the next round cannot be seated: rounds: 9 is more than the 7 rounds a schedule for 8 players is made for"
        );
        assert_eq!(
            Refusal::DriveMatch.to_string(),
            "a whist drive's rounds are a fixed number of hands: {\"hands\": N}"
        );
        assert_eq!(
            Refusal::SessionIdle {
                count: 2,
                unit: TimeUnit::Hours
            }
            .to_string(),
            "this session ended after 2 hours without use; log in again"
        );
        assert_eq!(
            Refusal::Stale {
                game: 12345,
                expected: 1000,
                current: 1001
            }
            .to_string(),
            "game 12345 has changed since version 1000 (it is at version 1001): someone else entered or corrected a hand; reload it and try again"
        );
    }

    #[test]
    fn each_refusal_names_its_field_as_the_api_does() {
        assert_eq!(
            Refusal::Hand {
                number: 3,
                error: HandError {
                    field: "books".to_owned(),
                    problem: HandProblem::Missing,
                },
            }
            .field()
            .as_deref(),
            Some("hands[2].books")
        );
        assert_eq!(
            Refusal::SeatedTwice { seat: "W" }.field().as_deref(),
            Some("seats.W")
        );
        for refusal in every_refusal() {
            assert_eq!(
                refusal.field().is_some(),
                refusal.kind() == Kind::Invalid
                    || matches!(refusal, Refusal::ImportedClubExists { .. }),
                "{refusal:?}"
            );
        }
    }
}
