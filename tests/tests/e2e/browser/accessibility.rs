//! WCAG 2.2 AA on every page, checked in real Chromium by axe-core (npm, which `.ci/run`
//! installs and names in `UPTOWN_AXE_JS`): no violation on any page, at a phone's width and a
//! laptop's, in the normal look, with larger text and in high contrast.

use serde_json::Value;
use uptown_e2e::browser::{Browser, Driver};

use super::EveryPage;

/// The tags of the WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA.
const WCAG_AA: &str = "['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']";

/// axe-core's script, from the file `UPTOWN_AXE_JS` names.
fn axe_script() -> String {
    let path = std::env::var("UPTOWN_AXE_JS").expect(
        "UPTOWN_AXE_JS names axe-core's axe.min.js; .ci/run installs axe-core with npm and sets it",
    );
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// What axe finds against WCAG 2.2 AA on the page `browser` shows: one line per rule broken,
/// with where. A page on which axe passed no rule at all was not checked, and says so.
fn violations(browser: &Browser, axe: &str) -> Vec<String> {
    browser.script(axe);
    let found = browser.script_async(&format!(
        "const done = arguments[arguments.length - 1];
         axe.run(document, {{ runOnly: {{ type: 'tag', values: {WCAG_AA} }} }})
           .then(results => done({{
               passed: results.passes.length,
               violations: results.violations.map(v =>
                   v.id + ': ' + v.help + ' at ' + v.nodes.map(n => n.target.join(' ')).join(', '))
           }}))
           .catch(error => done({{ passed: 0, violations: ['axe did not run: ' + error] }}));"
    ));
    let mut lines: Vec<String> = found["violations"]
        .as_array()
        .expect("axe answers a list")
        .iter()
        .map(|line| line.as_str().unwrap_or_default().to_owned())
        .collect();
    if found["passed"].as_u64().unwrap_or_default() == 0 {
        lines.push("axe checked nothing".to_owned());
    }
    lines
}

#[test]
#[ignore = "needs Debian's chromium and chromium-driver and npm's axe-core; .ci/run installs them and runs this with --ignored"]
fn every_page_meets_wcag_2_2_aa_in_every_look() {
    let axe = axe_script();
    let every = EveryPage::set_up();
    let driver = Driver::start();
    let mut found = Vec::new();
    for (width, height) in [(360, 740), (1280, 800)] {
        let browser = driver.browser(width, height);
        every.log_in(&browser);
        for look in [
            "",
            "text=large&contrast=high",
            "text=normal&contrast=normal",
        ] {
            for path in &every.pages {
                let separator = if path.contains('?') { '&' } else { '?' };
                browser.open(&format!("{}{path}{separator}{look}", every.server.base));
                for violation in violations(&browser, &axe) {
                    found.push(format!("{path} at {width} px ({look}): {violation}"));
                }
            }
        }
    }
    // A refused hand, as the phone shows it with its script: the alert and the marked field.
    let phone = driver.browser(360, 740);
    let table = every
        .pages
        .iter()
        .find(|path| path.starts_with("/t/"))
        .unwrap();
    phone.open(&format!("{}{table}?text=large", every.server.base));
    phone.click("input[name=level][value='4']");
    phone.click("button[value=enter]");
    assert!(phone.wait_for_text("#entry-notice", "Who won the bid?", 10));
    for violation in violations(&phone, &axe) {
        found.push(format!("{table} with a refused hand: {violation}"));
    }
    assert!(found.is_empty(), "{found:#?}");
}

/// A node's property (`invalid`, `focusable`) as the accessibility tree gives it.
fn property<'a>(node: &'a Value, name: &str) -> Option<&'a Value> {
    node["properties"]
        .as_array()?
        .iter()
        .find(|property| property["name"] == name)
        .map(|property| &property["value"]["value"])
}

/// What a screen reader reads of the nodes with `role`: their names, and whether each is
/// invalid and what describes it.
fn read_out(tree: &[Value], role: &str) -> Vec<(String, bool, String)> {
    tree.iter()
        .filter(|node| node["role"]["value"] == role && node["ignored"] != true)
        .map(|node| {
            (
                node["name"]["value"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned(),
                property(node, "invalid").is_some_and(|invalid| invalid == "true"),
                node["description"]["value"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned(),
            )
        })
        .collect()
}

/// The table's phone form as a screen reader has it: every group and field named, a
/// refusal announced as an alert, and the field it is about marked invalid and described by
/// it, so that a player who cannot see the screen hears what to put right, and where.
#[test]
#[ignore = "needs Debian's chromium and chromium-driver; .ci/run installs them and runs this with --ignored"]
fn the_phone_form_reads_out_for_a_screen_reader() {
    let every = EveryPage::set_up();
    let driver = Driver::start();
    let phone = driver.browser(360, 740);
    let table = every
        .pages
        .iter()
        .find(|path| path.starts_with("/t/"))
        .expect("a table's page");
    phone.open(&format!("{}{table}?lang=da", every.server.base));
    let tree = phone.accessibility_tree();
    let groups: Vec<String> = read_out(&tree, "group")
        .into_iter()
        .map(|(name, ..)| name)
        .collect();
    for group in ["Hvem fik meldingen?", "Melding"] {
        assert!(
            groups.iter().any(|name| name == group),
            "{group}: {groups:?}"
        );
    }
    let radios = read_out(&tree, "radio");
    assert!(
        radios.len() >= 4 + 5 + 3,
        "bidders, levels and modes: {radios:?}"
    );
    assert!(
        radios.iter().all(|(name, ..)| !name.is_empty()),
        "{radios:?}"
    );
    let books = read_out(&tree, "spinbutton");
    assert!(
        books
            .iter()
            .any(|(name, ..)| name.starts_with("Melderens stik")),
        "{books:?}"
    );

    // The player leaves out who won the bid: the refusal is an alert, and the group of
    // bidders says it is at fault, described by the refusal.
    phone.click("input[name=level][value='4']");
    phone.click("input[name=mode][value=uptown]");
    phone.fill("#count", "10");
    phone.click("button[value=enter]");
    assert!(phone.wait_for_text("#entry-notice", "Hvem fik meldingen?", 10));
    let tree = phone.accessibility_tree();
    assert_eq!(
        read_out(&tree, "alert").len(),
        1,
        "the refusal is announced as an alert"
    );
    let bidder = read_out(&tree, "group")
        .into_iter()
        .find(|(name, ..)| name == "Hvem fik meldingen?")
        .expect("the bidders' group");
    assert!(bidder.1, "the bidders' group is marked invalid: {bidder:?}");
    assert!(
        bidder.2.contains("Hvem fik meldingen?"),
        "described by the refusal: {bidder:?}"
    );
    let count = read_out(&tree, "spinbutton");
    assert!(
        count.iter().all(|(_, invalid, _)| !invalid),
        "only the field at fault: {count:?}"
    );
}
