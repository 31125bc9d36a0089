//! An event's house rules in plain words, one sentence per rule, generated from its rule set
//! so that what the page says is what the server scores.

use uptown_rules::{
    AllPass, BidRanking, BidWhistRules, Boston, ByeScore, GameKind, GamePoints, Kitty, MadeScores,
    MatchFormat, MatchPlay, RenegePenalty, Rules, TrumpRule, WhistRules,
};

use super::i18n::Translator;

/// One house rule in plain words, and where the rule book (`/rules`) says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleLine {
    pub text: String,
    /// The rule book's anchor for the option: `bw-kitty`, `w-game_points`.
    pub anchor: String,
}

/// The rule book's anchors for the options of a game of `kind`: `bw-` or `w-` and the name.
pub fn anchor_prefix(kind: GameKind) -> &'static str {
    match kind {
        GameKind::BidWhist => "bw-",
        GameKind::Whist => "w-",
    }
}

/// The lines of one game's rules, each added with the anchor of its option.
struct Lines {
    prefix: &'static str,
    lines: Vec<RuleLine>,
}

impl Lines {
    fn new(kind: GameKind) -> Lines {
        Lines {
            prefix: anchor_prefix(kind),
            lines: Vec::new(),
        }
    }

    fn add(&mut self, option: &str, text: String) {
        let anchor = format!("{}{option}", self.prefix);
        self.lines.push(RuleLine { text, anchor });
    }
}

/// How an event's tables are won (RULES.md 1.9), in plain words, each line linked to its
/// section of the rule book.
pub fn match_terms(t: Translator, format: MatchFormat) -> Vec<RuleLine> {
    let mut lines = Vec::new();
    let mut add = |anchor: &str, text: String| {
        lines.push(RuleLine {
            text,
            anchor: format!("match-{anchor}"),
        });
    };
    match format.play {
        MatchPlay::Games(count) => add("games", t.with("mt-games", &[("count", count)])),
        MatchPlay::BestOf(count) => add("best_of", t.with("mt-best-of", &[("count", count)])),
        MatchPlay::Hands(count) => add("hands", t.with("mt-hands", &[("count", count)])),
        MatchPlay::Minutes(minutes) => {
            add("minutes", t.with("mt-minutes", &[("minutes", minutes)]));
        }
        MatchPlay::HandsWon(terms) => {
            add(
                "hands_won",
                t.with("mt-hands-won", &[("count", u32::from(terms.count))]),
            );
            let doubles = match (terms.boston_counts_double, terms.notrump_counts_double) {
                (true, true) => Some("mt-double-both"),
                (true, false) => Some("mt-double-boston"),
                (false, true) => Some("mt-double-notrump"),
                (false, false) => None,
            };
            if let Some(doubles) = doubles {
                add("hands_won", t.t(doubles));
            }
        }
    }
    if format.forfeit_points > 0 {
        add(
            "forfeit_points",
            t.with("mt-forfeit", &[("points", format.forfeit_points)]),
        );
    }
    match format.bye_score {
        ByeScore::Nothing => {}
        ByeScore::Win => add("bye_score", t.t("mt-bye-win")),
        ByeScore::Average => add("bye_score", t.t("mt-bye-average")),
    }
    lines
}

pub fn house_rules(t: Translator, rules: &Rules) -> Vec<RuleLine> {
    match rules {
        Rules::BidWhist(rules) => bid_whist(t, rules),
        Rules::Whist(rules) => whist(t, *rules),
    }
}

fn bid_whist(t: Translator, rules: &BidWhistRules) -> Vec<RuleLine> {
    let ranking = match rules.bid_ranking {
        BidRanking::NotrumpHigh => "notrump_high",
        BidRanking::DowntownOverUptown => "downtown_over_uptown",
        BidRanking::LevelOnly => "level_only",
    };
    let all_pass = match rules.all_pass {
        AllPass::DealerMustBid => "dealer_must_bid",
        AllPass::Redeal => "redeal",
    };
    let mut lines = Lines::new(GameKind::BidWhist);
    lines.add(
        "target",
        t.with("hr-bw-target", &[("target", rules.target)]),
    );
    lines.add(
        "min_bid",
        t.with("hr-bw-min-bid", &[("level", rules.min_bid)]),
    );
    lines.add("bid_ranking", t.t(&format!("hr-bw-ranking-{ranking}")));
    lines.add("all_pass", t.t(&format!("hr-bw-all-pass-{all_pass}")));
    if rules.dealer_may_match {
        lines.add("dealer_may_match", t.t("hr-bw-dealer-match"));
    }
    if rules.kitty == Kitty::None {
        lines.add("kitty", t.t("hr-bw-kitty-none"));
    }
    lines.add(
        "notrump_multiplier",
        t.with("hr-bw-notrump", &[("times", rules.notrump_multiplier)]),
    );
    if rules.made_scores == MadeScores::Contract {
        lines.add("made_scores", t.t("hr-bw-made-contract"));
    }
    lines.add(
        "renege_books",
        t.with("hr-bw-renege", &[("books", rules.renege_books)]),
    );
    if rules.renege_needs_trick {
        lines.add("renege_needs_trick", t.t("hr-bw-renege-trick"));
    }
    if rules.renege_loses_game {
        lines.add("renege_loses_game", t.t("hr-bw-renege-loses"));
    }
    if rules.defenders_score {
        lines.add("defenders_score", t.t("hr-bw-defenders"));
    }
    lines.add(
        "boston",
        match rules.boston {
            Boston::Points => t.t("hr-bw-boston-points"),
            Boston::Double => t.t("hr-bw-boston-double"),
            Boston::Quadruple => t.t("hr-bw-boston-quadruple"),
            Boston::Bonus(bonus) => t.with("hr-bw-boston-bonus", &[("bonus", bonus)]),
            Boston::WinsGame => t.t("hr-bw-boston-wins_game"),
        },
    );
    if rules.boston_needs_bid_seven {
        lines.add("boston_needs_bid_seven", t.t("hr-bw-boston-seven"));
    }
    if let Some(sets) = rules.max_sets {
        lines.add(
            "max_sets",
            t.with("hr-bw-max-sets", &[("times", u16::from(sets) + 1)]),
        );
    }
    // `hands_won` comes from an event's match, whose lines (`match_terms`) say it.
    if rules.game_end_bonus > 0 && (rules.max_sets.is_some() || rules.renege_loses_game) {
        lines.add(
            "game_end_bonus",
            t.with("hr-bw-end-bonus", &[("bonus", rules.game_end_bonus)]),
        );
    }
    lines.lines
}

fn whist(t: Translator, rules: WhistRules) -> Vec<RuleLine> {
    let mut lines = Lines::new(GameKind::Whist);
    lines.add("target", t.with("hr-w-target", &[("target", rules.target)]));
    lines.add(
        "honours",
        t.t(if rules.honours {
            "hr-w-honours"
        } else {
            "hr-w-no-honours"
        }),
    );
    lines.add(
        "renege_penalty",
        t.t(match rules.renege_penalty {
            RenegePenalty::Tricks => "hr-w-renege-tricks",
            RenegePenalty::Points => "hr-w-renege-points",
            RenegePenalty::Deduct => "hr-w-renege-deduct",
        }),
    );
    if rules.honours && !rules.honours_at_game_point {
        lines.add(
            "honours_at_game_point",
            t.t("hr-w-honours-not-at-game-point"),
        );
    }
    if rules.revoker_cannot_win {
        lines.add("revoker_cannot_win", t.t("hr-w-revoker-cannot-win"));
    }
    if rules.slam_bonus > 0 {
        lines.add(
            "slam_bonus",
            t.with("hr-w-slam", &[("bonus", rules.slam_bonus)]),
        );
    }
    if rules.trump == TrumpRule::None {
        lines.add("trump", t.t("hr-w-no-trump"));
    }
    match (rules.rubber, rules.game_points) {
        (true, GamePoints::Points) => lines.add(
            "rubber_bonus",
            t.with("hr-w-rubber", &[("bonus", rules.rubber_bonus)]),
        ),
        (true, GamePoints::Laws) => lines.add(
            "game_points",
            t.with(
                "hr-w-rubber-laws",
                &[("double", rules.target.saturating_sub(1) / 2)],
            ),
        ),
        (false, _) => lines.add("rubber", t.t("hr-w-single")),
    }
    lines.lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::i18n::Lang;

    #[test]
    fn every_rule_set_reads_in_every_language() {
        let variants = [
            serde_json::json!({}),
            serde_json::json!({ "bid_ranking": "level_only", "all_pass": "redeal",
                                "renege_needs_trick": true, "defenders_score": true,
                                "boston": { "bonus": 4 }, "boston_needs_bid_seven": true,
                                "max_sets": 2, "notrump_multiplier": 1 }),
            serde_json::json!({ "kitty": "none", "made_scores": "contract", "boston": "quadruple",
                                "dealer_may_match": true, "renege_loses_game": true,
                                "game_end_bonus": 2 }),
        ];
        for lang in Lang::ALL {
            let t = Translator::new(lang);
            for options in &variants {
                let rules = Rules::from_options(uptown_rules::GameKind::BidWhist, options).unwrap();
                let lines = house_rules(t, &rules);
                assert!(lines.len() >= 6);
                assert!(
                    lines.iter().all(|line| !line.text.contains('⟦')),
                    "{lines:?}"
                );
            }
            let whist = Rules::from_options(
                uptown_rules::GameKind::Whist,
                &serde_json::json!({ "honours": false, "trump": "none", "slam_bonus": 3, "rubber": false }),
            )
            .unwrap();
            let lines = house_rules(t, &whist);
            assert_eq!(lines.len(), 6);
            assert!(
                lines.iter().all(|line| !line.text.contains('⟦')),
                "{lines:?}"
            );
            let laws = Rules::from_options(
                uptown_rules::GameKind::Whist,
                &serde_json::json!({ "game_points": "laws", "honours_at_game_point": false,
                                     "revoker_cannot_win": true, "renege_penalty": "deduct" }),
            )
            .unwrap();
            let lines = house_rules(t, &laws);
            assert_eq!(lines.len(), 6);
            assert!(
                lines.iter().all(|line| !line.text.contains('⟦')),
                "{lines:?}"
            );
        }
        let english = house_rules(
            Translator::new(Lang::En),
            &Rules::from_options(
                uptown_rules::GameKind::BidWhist,
                &serde_json::json!({ "max_sets": 2 }),
            )
            .unwrap(),
        );
        let english: Vec<&str> = english.iter().map(|line| line.text.as_str()).collect();
        assert!(english.contains(&"A side set 3 times loses the game."));
        assert!(english.contains(&"A game is won at 7 points and lost at −7."));
        let laws = house_rules(
            Translator::new(Lang::En),
            &Rules::from_options(
                uptown_rules::GameKind::Whist,
                &serde_json::json!({ "game_points": "laws" }),
            )
            .unwrap(),
        );
        assert!(
            laws.iter()
                .any(|line| line.text.contains("2 if they scored 2 or less"))
        );
    }

    #[test]
    fn every_match_reads_in_every_language_and_links_to_the_rule_book() {
        let book = crate::pages::public::rule_book::RULE_BOOK;
        let matches = [
            serde_json::json!({"games": 2}),
            serde_json::json!({"best_of": 3, "bye_score": "win"}),
            serde_json::json!({"hands": 12}),
            serde_json::json!({"minutes": 50, "forfeit_points": 3}),
            serde_json::json!({"hands_won": 3, "counts_double": ["boston", "notrump"], "bye_score": "average"}),
            serde_json::json!({"hands_won": 3, "counts_double": ["notrump"]}),
            serde_json::json!({"hands_won": 3, "counts_double": ["boston"]}),
        ];
        for lang in Lang::ALL {
            for written in &matches {
                let format: MatchFormat = serde_json::from_value(written.clone()).unwrap();
                let lines = match_terms(Translator::new(lang), format);
                assert!(!lines.is_empty());
                for line in lines {
                    assert!(
                        !line.text.contains('⟦'),
                        "{written} in {lang:?}: {}",
                        line.text
                    );
                    assert!(book.contains(&format!("<a id=\"{}\"></a>", line.anchor)));
                }
            }
        }
        let chicago: MatchFormat = serde_json::from_value(matches[4].clone()).unwrap();
        let english: Vec<String> = match_terms(Translator::new(Lang::En), chicago)
            .into_iter()
            .map(|line| line.text)
            .collect();
        assert_eq!(
            english,
            [
                "A table's match goes to the first side to win 3 hands.",
                "A Boston or a no-trump hand counts as two hands.",
                "A bye counts as a game won, with the average score of the round's winners."
            ]
        );
    }

    /// Every option of every game has its section in the rule book, and every line of the
    /// plain-words sheet links to its option's.
    #[test]
    fn every_option_and_every_line_links_to_the_rule_book() {
        let book = crate::pages::public::rule_book::RULE_BOOK;
        for kind in GameKind::ALL {
            for name in Rules::option_names(kind) {
                let anchor = format!("<a id=\"{}{name}\"></a>", anchor_prefix(kind));
                assert!(book.contains(&anchor), "the rule book lacks {anchor}");
            }
        }
        let everything = [
            (
                GameKind::BidWhist,
                serde_json::json!({ "kitty": "none", "made_scores": "contract",
                    "dealer_may_match": true, "renege_loses_game": true, "game_end_bonus": 2,
                    "renege_needs_trick": true, "defenders_score": true,
                    "boston_needs_bid_seven": true, "max_sets": 2 }),
            ),
            (
                GameKind::Whist,
                serde_json::json!({ "honours_at_game_point": false, "revoker_cannot_win": true,
                    "slam_bonus": 2, "trump": "none" }),
            ),
            (
                GameKind::Whist,
                serde_json::json!({ "game_points": "laws", "honours_at_game_point": false }),
            ),
            (GameKind::Whist, serde_json::json!({ "rubber": false })),
        ];
        for (kind, options) in everything {
            let rules = Rules::from_options(kind, &options).unwrap();
            for line in house_rules(Translator::new(Lang::En), &rules) {
                let anchor = format!("<a id=\"{}\"></a>", line.anchor);
                assert!(book.contains(&anchor), "{} links to {anchor}", line.text);
            }
        }
    }
}
