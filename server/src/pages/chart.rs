//! The score of a game hand by hand as an inline SVG line chart: one line per side, drawn
//! on the server so that it shows without JavaScript.

use std::fmt::Write as _;

use uptown_rules::ScoreSheet;

use super::i18n::Translator;

const WIDTH: i32 = 600;
const HEIGHT: i32 = 240;
/// Room at the left for the axis labels, which are large enough to read on a phone.
const MARGIN: i32 = 44;

/// The chart of `sheet`'s running totals, labelled with the two sides' names; `None` before
/// the first hand.
pub fn score_chart(sheet: &ScoreSheet, title: &str, labels: [&str; 2]) -> Option<String> {
    if sheet.hands.is_empty() {
        return None;
    }
    let totals: Vec<(i32, i32)> = std::iter::once((0, 0))
        .chain(
            sheet
                .hands
                .iter()
                .map(|hand| (hand.totals.ns, hand.totals.ew)),
        )
        .collect();
    let highest = totals
        .iter()
        .map(|(ns, ew)| *ns.max(ew))
        .max()
        .unwrap_or(0)
        .max(1);
    let lowest = totals
        .iter()
        .map(|(ns, ew)| *ns.min(ew))
        .min()
        .unwrap_or(0)
        .min(0);
    let steps = i32::try_from(totals.len() - 1).unwrap_or(1).max(1);
    let x =
        |index: usize| MARGIN + i32::try_from(index).unwrap_or(0) * (WIDTH - 2 * MARGIN) / steps;
    let y = |value: i32| {
        HEIGHT - MARGIN - (value - lowest) * (HEIGHT - 2 * MARGIN) / (highest - lowest).max(1)
    };
    let line = |pick: fn(&(i32, i32)) -> i32| {
        totals
            .iter()
            .enumerate()
            .map(|(index, point)| format!("{},{}", x(index), y(pick(point))))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut svg = String::new();
    let _ = write!(
        svg,
        r#"<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-labelledby="chart-title" xmlns="http://www.w3.org/2000/svg"><title id="chart-title">{}</title>"#,
        escape(title)
    );
    let zero = y(0);
    let _ = write!(
        svg,
        r#"<line x1="{MARGIN}" y1="{zero}" x2="{}" y2="{zero}" class="axis"/><text x="4" y="{}" class="tick">0</text><text x="4" y="{}" class="tick">{highest}</text>"#,
        WIDTH - MARGIN,
        zero + 4,
        y(highest) + 4,
    );
    for (class, label, points) in [
        ("ns", labels[0], line(|point| point.0)),
        ("ew", labels[1], line(|point| point.1)),
    ] {
        let _ = write!(
            svg,
            r#"<polyline class="{class}" fill="none" points="{points}"><title>{}</title></polyline>"#,
            escape(label)
        );
    }
    svg.push_str("</svg>");
    Some(svg)
}

/// One line of values over games (a rating after each game); `None` before two values.
pub fn line_chart(t: Translator, values: &[f64], title: &str) -> Option<String> {
    if values.len() < 2 {
        return None;
    }
    let highest = values.iter().copied().fold(f64::MIN, f64::max);
    let lowest = values.iter().copied().fold(f64::MAX, f64::min);
    let span = (highest - lowest).max(1.0);
    let steps = f64::from(u32::try_from(values.len() - 1).unwrap_or(1));
    let (left, right) = (f64::from(MARGIN), f64::from(WIDTH - MARGIN));
    let (top, bottom) = (f64::from(MARGIN), f64::from(HEIGHT - MARGIN));
    let points: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(index, value)| {
            let x = left + f64::from(u32::try_from(index).unwrap_or(0)) * (right - left) / steps;
            let y = bottom - (value - lowest) * (bottom - top) / span;
            format!("{x:.1},{y:.1}")
        })
        .collect();
    Some(format!(
        r#"<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-labelledby="line-title" xmlns="http://www.w3.org/2000/svg"><title id="line-title">{}</title><text x="4" y="{}" class="tick">{}</text><text x="4" y="{}" class="tick">{}</text><polyline class="ns" fill="none" points="{}"/></svg>"#,
        escape(title),
        top + 4.0,
        t.decimal(highest, 1),
        bottom + 4.0,
        t.decimal(lowest, 1),
        points.join(" ")
    ))
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chart_draws_one_point_per_hand_and_the_start() {
        let sheet = uptown_rules::score_json(
            r#"{ "game": "bid_whist", "hands": [
                { "dealer": "N", "contract": { "bidder": "N", "level": 4, "mode": "uptown" }, "books": 10 },
                { "dealer": "E", "contract": { "bidder": "E", "level": 4, "mode": "uptown" }, "books": 9 }
            ] }"#,
        )
        .unwrap();
        let svg = score_chart(&sheet, "Score <1>", ["Ann & Cal", "Bob & Dee"]).unwrap();
        assert_eq!(svg.matches("<polyline").count(), 2);
        // Three points a line: the start and two hands.
        let first = svg.split("points=\"").nth(1).unwrap();
        assert_eq!(first.split('"').next().unwrap().split(' ').count(), 3);
        assert!(svg.contains("Score &lt;1&gt;") && svg.contains("Ann &amp; Cal"));
    }
}
