//! CSV for spreadsheets. A cell of text a person typed (a player's name) can be read by a
//! spreadsheet as a formula, or break out of its row; each is written as OWASP's advice on
//! CSV injection says: always quoted, quotes doubled, and a cell that starts with a
//! character a spreadsheet would start a formula with is given a leading apostrophe, which
//! spreadsheets show as text and do not evaluate.

/// The characters a spreadsheet reads the start of a formula from (OWASP's list, with the
/// line feed that some readers also take for one).
const FORMULA_STARTS: [char; 7] = ['=', '+', '-', '@', '\t', '\r', '\n'];

/// `text` as one cell.
pub fn text_cell(text: &str) -> String {
    let neutral = if text.starts_with(FORMULA_STARTS) {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    format!("\"{}\"", neutral.replace('"', "\"\""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_cells_are_quoted_and_never_formulas() {
        assert_eq!(text_cell("Ann"), "\"Ann\"");
        assert_eq!(
            text_cell("Ann \"the Ace\", Lee"),
            "\"Ann \"\"the Ace\"\", Lee\""
        );
        for formula in ["=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1", "\n=1"] {
            let cell = text_cell(formula);
            assert!(cell.starts_with("\"'"), "{formula:?} became {cell}");
        }
        assert_eq!(
            text_cell("Ann\r\n=1+1"),
            "\"Ann\r\n=1+1\"",
            "kept in its quotes"
        );
    }
}
