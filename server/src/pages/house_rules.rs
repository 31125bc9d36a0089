//! An event's house rules in plain words, one sentence per rule, generated from its rule set
//! so that what the page says is what the server scores.

use uptown_rules::{
    AllPass, BidRanking, BidWhistRules, Boston, GamePoints, Kitty, MadeScores, RenegePenalty,
    Rules, TrumpRule, WhistRules,
};

use super::i18n::Translator;

pub fn house_rules(t: Translator, rules: &Rules) -> Vec<String> {
    match rules {
        Rules::BidWhist(rules) => bid_whist(t, rules),
        Rules::Whist(rules) => whist(t, *rules),
    }
}

fn bid_whist(t: Translator, rules: &BidWhistRules) -> Vec<String> {
    let ranking = match rules.bid_ranking {
        BidRanking::NotrumpHigh => "notrump_high",
        BidRanking::DowntownOverUptown => "downtown_over_uptown",
        BidRanking::LevelOnly => "level_only",
    };
    let all_pass = match rules.all_pass {
        AllPass::DealerMustBid => "dealer_must_bid",
        AllPass::Redeal => "redeal",
    };
    let mut lines = vec![
        t.with("hr-bw-target", &[("target", rules.target)]),
        t.with("hr-bw-min-bid", &[("level", rules.min_bid)]),
        t.t(&format!("hr-bw-ranking-{ranking}")),
        t.t(&format!("hr-bw-all-pass-{all_pass}")),
        t.with("hr-bw-notrump", &[("times", rules.notrump_multiplier)]),
        t.with("hr-bw-renege", &[("books", rules.renege_books)]),
    ];
    if rules.dealer_may_match {
        lines.push(t.t("hr-bw-dealer-match"));
    }
    if rules.kitty == Kitty::None {
        lines.push(t.t("hr-bw-kitty-none"));
    }
    if rules.made_scores == MadeScores::Contract {
        lines.push(t.t("hr-bw-made-contract"));
    }
    if rules.renege_needs_trick {
        lines.push(t.t("hr-bw-renege-trick"));
    }
    if rules.renege_loses_game {
        lines.push(t.t("hr-bw-renege-loses"));
    }
    if rules.defenders_score {
        lines.push(t.t("hr-bw-defenders"));
    }
    lines.push(match rules.boston {
        Boston::Points => t.t("hr-bw-boston-points"),
        Boston::Double => t.t("hr-bw-boston-double"),
        Boston::Quadruple => t.t("hr-bw-boston-quadruple"),
        Boston::Bonus(bonus) => t.with("hr-bw-boston-bonus", &[("bonus", bonus)]),
        Boston::WinsGame => t.t("hr-bw-boston-wins_game"),
    });
    if rules.boston_needs_bid_seven {
        lines.push(t.t("hr-bw-boston-seven"));
    }
    if let Some(sets) = rules.max_sets {
        lines.push(t.with("hr-bw-max-sets", &[("times", u16::from(sets) + 1)]));
    }
    if rules.game_end_bonus > 0 && (rules.max_sets.is_some() || rules.renege_loses_game) {
        lines.push(t.with("hr-bw-end-bonus", &[("bonus", rules.game_end_bonus)]));
    }
    lines
}

fn whist(t: Translator, rules: WhistRules) -> Vec<String> {
    let mut lines = vec![
        t.with("hr-w-target", &[("target", rules.target)]),
        t.t(if rules.honours {
            "hr-w-honours"
        } else {
            "hr-w-no-honours"
        }),
        t.t(match rules.renege_penalty {
            RenegePenalty::Tricks => "hr-w-renege-tricks",
            RenegePenalty::Points => "hr-w-renege-points",
            RenegePenalty::Deduct => "hr-w-renege-deduct",
        }),
    ];
    if rules.honours && !rules.honours_at_game_point {
        lines.push(t.t("hr-w-honours-not-at-game-point"));
    }
    if rules.revoker_cannot_win {
        lines.push(t.t("hr-w-revoker-cannot-win"));
    }
    if rules.slam_bonus > 0 {
        lines.push(t.with("hr-w-slam", &[("bonus", rules.slam_bonus)]));
    }
    if rules.trump == TrumpRule::None {
        lines.push(t.t("hr-w-no-trump"));
    }
    lines.push(match (rules.rubber, rules.game_points) {
        (true, GamePoints::Points) => t.with("hr-w-rubber", &[("bonus", rules.rubber_bonus)]),
        (true, GamePoints::Laws) => t.with(
            "hr-w-rubber-laws",
            &[("double", rules.target.saturating_sub(1) / 2)],
        ),
        (false, _) => t.t("hr-w-single"),
    });
    lines
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
                assert!(lines.iter().all(|line| !line.contains('⟦')), "{lines:?}");
            }
            let whist = Rules::from_options(
                uptown_rules::GameKind::Whist,
                &serde_json::json!({ "honours": false, "trump": "none", "slam_bonus": 3, "rubber": false }),
            )
            .unwrap();
            let lines = house_rules(t, &whist);
            assert_eq!(lines.len(), 6);
            assert!(lines.iter().all(|line| !line.contains('⟦')), "{lines:?}");
            let laws = Rules::from_options(
                uptown_rules::GameKind::Whist,
                &serde_json::json!({ "game_points": "laws", "honours_at_game_point": false,
                                     "revoker_cannot_win": true, "renege_penalty": "deduct" }),
            )
            .unwrap();
            let lines = house_rules(t, &laws);
            assert_eq!(lines.len(), 6);
            assert!(lines.iter().all(|line| !line.contains('⟦')), "{lines:?}");
        }
        let english = house_rules(
            Translator::new(Lang::En),
            &Rules::from_options(
                uptown_rules::GameKind::BidWhist,
                &serde_json::json!({ "max_sets": 2 }),
            )
            .unwrap(),
        );
        assert!(english.contains(&"A side set 3 times loses the game.".to_owned()));
        assert!(english.contains(&"A game is won at 7 points and lost at −7.".to_owned()));
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
                .any(|line| line.contains("2 if they scored 2 or less"))
        );
    }
}
