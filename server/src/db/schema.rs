//! The tables, written by hand to match `migrations/sqlite` and `migrations/postgres`.

diesel::table! {
    accounts (id) {
        id -> BigInt,
        username -> Text,
        password_hash -> Text,
        is_admin -> Bool,
        created_at -> Timestamp,
        disabled_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    api_tokens (id) {
        id -> BigInt,
        account_id -> BigInt,
        token_hash -> Text,
        created_at -> Timestamp,
        kind -> Text,
        last_used_at -> Timestamp,
        idle_seconds -> BigInt,
        expires_at -> Timestamp,
        label -> Nullable<Text>,
    }
}

diesel::table! {
    clubs (id) {
        id -> BigInt,
        name -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    club_directors (club_id, account_id) {
        club_id -> BigInt,
        account_id -> BigInt,
    }
}

diesel::table! {
    players (id) {
        id -> BigInt,
        club_id -> BigInt,
        name -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    player_privacy (player_id) {
        player_id -> BigInt,
        shown_as -> Text,
        erased_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    club_history (id) {
        id -> BigInt,
        club_id -> BigInt,
        at -> Timestamp,
        actor -> Text,
        action -> Text,
        player_id -> Nullable<BigInt>,
        detail -> Nullable<Text>,
    }
}

diesel::table! {
    seasons (id) {
        id -> BigInt,
        club_id -> BigInt,
        name -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    games (id) {
        id -> BigInt,
        club_id -> BigInt,
        season_id -> Nullable<BigInt>,
        kind -> Text,
        rules -> Text,
        seat_n -> BigInt,
        seat_e -> BigInt,
        seat_s -> BigInt,
        seat_w -> BigInt,
        table_code -> Text,
        status -> Text,
        version -> BigInt,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        hand_limit -> Nullable<Integer>,
        decision -> Nullable<Text>,
    }
}

diesel::table! {
    events (id) {
        id -> BigInt,
        club_id -> BigInt,
        season_id -> Nullable<BigInt>,
        name -> Text,
        format -> Text,
        kind -> Text,
        rules -> Text,
        match_format -> Text,
        tie_breaks -> Text,
        rounds_planned -> Nullable<Integer>,
        seed -> BigInt,
        finished_at -> Nullable<Timestamp>,
        version -> BigInt,
        created_at -> Timestamp,
        confirm_hands -> Bool,
        standings_hidden -> Bool,
    }
}

diesel::table! {
    event_entrants (id) {
        id -> BigInt,
        event_id -> BigInt,
        number -> Integer,
        name -> Text,
        player_id -> BigInt,
        partner_id -> Nullable<BigInt>,
        joined_round -> Integer,
        withdrawn_round -> Nullable<Integer>,
        withdraw_reason -> Nullable<Text>,
    }
}

diesel::table! {
    event_games (game_id) {
        game_id -> BigInt,
        event_id -> BigInt,
        round_number -> Integer,
        table_number -> Integer,
        match_game -> Integer,
    }
}

diesel::table! {
    event_ends_told (event_id) {
        event_id -> BigInt,
        told_at -> Timestamp,
    }
}

diesel::table! {
    event_checkins (id) {
        id -> BigInt,
        event_id -> BigInt,
        name -> Text,
        player_id -> Nullable<BigInt>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    event_playoffs (event_id) {
        event_id -> BigInt,
        top -> Integer,
        format -> Text,
    }
}

diesel::table! {
    club_embed_origins (club_id, origin) {
        club_id -> BigInt,
        origin -> Text,
    }
}

diesel::table! {
    event_schedules (event_id) {
        event_id -> BigInt,
        uid -> Text,
        starts_at -> Timestamp,
        ends_at -> Nullable<Timestamp>,
        utc_offset_minutes -> Integer,
        location -> Nullable<Text>,
        sequence -> Integer,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    event_rounds (id) {
        id -> BigInt,
        event_id -> BigInt,
        number -> Integer,
        seating -> Text,
        closed_by_director -> Bool,
        created_at -> Timestamp,
        clock_ends_at -> Nullable<Timestamp>,
        clock_left_seconds -> Nullable<BigInt>,
        clock_closes -> Bool,
    }
}

diesel::table! {
    game_summaries (game_id) {
        game_id -> BigInt,
        version -> BigInt,
        finished -> Bool,
        winner -> Nullable<Text>,
        score_ns -> BigInt,
        score_ew -> BigInt,
        bostons_ns -> Integer,
        bostons_ew -> Integer,
        sets_ns -> Integer,
        sets_ew -> Integer,
        hands -> Integer,
    }
}

diesel::table! {
    result_clocks (club_id) {
        club_id -> BigInt,
        seq -> BigInt,
    }
}

diesel::table! {
    result_changes (club_id, seq) {
        club_id -> BigInt,
        seq -> BigInt,
        game_id -> Nullable<BigInt>,
    }
}

diesel::table! {
    hands (id) {
        id -> BigInt,
        game_id -> BigInt,
        number -> Integer,
        body -> Text,
        entered_by -> Text,
        entered_at -> Timestamp,
        entered_side -> Nullable<Text>,
        review -> Nullable<Text>,
        review_note -> Nullable<Text>,
    }
}

diesel::table! {
    hand_revisions (id) {
        id -> BigInt,
        game_id -> BigInt,
        number -> Integer,
        action -> Text,
        previous_body -> Nullable<Text>,
        new_body -> Nullable<Text>,
        reason -> Nullable<Text>,
        actor -> Text,
        at -> Timestamp,
    }
}

diesel::table! {
    idempotency_keys (scope, key) {
        scope -> Text,
        key -> Text,
        fingerprint -> Text,
        status -> Integer,
        body -> Text,
        etag -> Nullable<Text>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    readiness_probes (id) {
        id -> Integer,
        checked_at -> Timestamp,
    }
}

diesel::table! {
    event_money (event_id) {
        event_id -> BigInt,
        currency -> Text,
        entry_fee -> BigInt,
        table_money -> BigInt,
        prize_percent -> Integer,
        payouts -> Text,
        boston_pot_stake -> BigInt,
        boston_pot_by_game -> Integer,
    }
}

diesel::table! {
    event_pot_players (event_id, player_id) {
        event_id -> BigInt,
        player_id -> BigInt,
    }
}

diesel::table! {
    event_payments (id) {
        id -> BigInt,
        event_id -> BigInt,
        player_id -> BigInt,
        amount -> BigInt,
        method -> Text,
        note -> Text,
        recorded_at -> Timestamp,
        recorded_by -> Text,
    }
}

diesel::joinable!(api_tokens -> accounts (account_id));
diesel::joinable!(players -> clubs (club_id));
diesel::joinable!(seasons -> clubs (club_id));
diesel::table! {
    webhooks (id) {
        id -> BigInt,
        club_id -> BigInt,
        url -> Text,
        events -> Text,
        secret -> Text,
        created_at -> Timestamp,
        created_by -> Text,
    }
}

diesel::table! {
    webhook_deliveries (id) {
        id -> BigInt,
        webhook_id -> BigInt,
        event -> Text,
        payload -> Text,
        created_at -> Timestamp,
        state -> Text,
        attempts -> Integer,
        next_attempt_at -> Nullable<Timestamp>,
        gives_up_at -> Timestamp,
        locked_until -> Nullable<Timestamp>,
    }
}

diesel::table! {
    webhook_attempts (id) {
        id -> BigInt,
        delivery_id -> BigInt,
        at -> Timestamp,
        status -> Nullable<Integer>,
        error -> Nullable<Text>,
        response -> Nullable<Text>,
        duration_ms -> Integer,
    }
}

diesel::table! {
    event_three_handed (event_id) {
        event_id -> BigInt,
        rules -> Text,
    }
}

diesel::table! {
    three_handed_games (id) {
        id -> BigInt,
        club_id -> BigInt,
        season_id -> Nullable<BigInt>,
        kind -> Text,
        rules -> Text,
        seat_n -> BigInt,
        seat_e -> BigInt,
        seat_w -> BigInt,
        table_code -> Text,
        status -> Text,
        version -> BigInt,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    three_handed_hands (game_id, number) {
        game_id -> BigInt,
        number -> Integer,
        body -> Text,
        entered_by -> Text,
        entered_at -> Timestamp,
    }
}

diesel::table! {
    three_handed_revisions (id) {
        id -> BigInt,
        game_id -> BigInt,
        number -> Integer,
        action -> Text,
        body -> Text,
        reason -> Nullable<Text>,
        actor -> Text,
        at -> Timestamp,
    }
}

diesel::joinable!(games -> clubs (club_id));
diesel::joinable!(three_handed_games -> clubs (club_id));
diesel::joinable!(event_three_handed -> events (event_id));
diesel::joinable!(three_handed_hands -> three_handed_games (game_id));
diesel::joinable!(three_handed_revisions -> three_handed_games (game_id));
diesel::joinable!(hands -> games (game_id));
diesel::joinable!(game_summaries -> games (game_id));
diesel::joinable!(event_entrants -> events (event_id));
diesel::joinable!(event_checkins -> events (event_id));
diesel::joinable!(event_ends_told -> events (event_id));
diesel::joinable!(event_playoffs -> events (event_id));
diesel::joinable!(event_rounds -> events (event_id));
diesel::joinable!(event_schedules -> events (event_id));
diesel::joinable!(club_embed_origins -> clubs (club_id));
diesel::joinable!(player_privacy -> players (player_id));
diesel::joinable!(club_history -> clubs (club_id));
diesel::joinable!(event_games -> games (game_id));
diesel::joinable!(event_games -> events (event_id));
diesel::joinable!(webhooks -> clubs (club_id));
diesel::joinable!(event_money -> events (event_id));
diesel::joinable!(event_pot_players -> events (event_id));
diesel::joinable!(event_payments -> events (event_id));
diesel::joinable!(event_payments -> players (player_id));
diesel::joinable!(webhook_deliveries -> webhooks (webhook_id));
diesel::joinable!(webhook_attempts -> webhook_deliveries (delivery_id));

diesel::allow_tables_to_appear_in_same_query!(
    accounts,
    api_tokens,
    clubs,
    club_directors,
    club_embed_origins,
    club_history,
    players,
    player_privacy,
    seasons,
    games,
    game_summaries,
    result_clocks,
    result_changes,
    hands,
    hand_revisions,
    idempotency_keys,
    events,
    event_entrants,
    event_checkins,
    event_ends_told,
    event_playoffs,
    event_rounds,
    event_schedules,
    event_games,
    readiness_probes,
    webhooks,
    webhook_deliveries,
    webhook_attempts,
    event_money,
    event_pot_players,
    event_payments,
    three_handed_games,
    three_handed_hands,
    three_handed_revisions,
    event_three_handed,
);
