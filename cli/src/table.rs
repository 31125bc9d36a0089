//! Plain-text tables with aligned columns, for people.

use std::fmt::Write;

/// How a column's cells line up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Align {
    Left,
    Right,
}

/// A table of text cells, rendered with one space-padded column per header.
#[derive(Debug)]
pub(crate) struct Table {
    columns: Vec<(String, Align)>,
    rows: Vec<Vec<String>>,
}

impl Table {
    pub(crate) fn new(columns: &[(&str, Align)]) -> Table {
        Table {
            columns: columns
                .iter()
                .map(|(name, align)| ((*name).to_owned(), *align))
                .collect(),
            rows: Vec::new(),
        }
    }

    pub(crate) fn row(&mut self, cells: Vec<String>) {
        debug_assert_eq!(cells.len(), self.columns.len(), "one cell per column");
        self.rows.push(cells);
    }

    /// The table as text; with `bold_header` its header is bold (ANSI), for terminals.
    pub(crate) fn render(&self, bold_header: bool) -> String {
        let widths: Vec<usize> = self
            .columns
            .iter()
            .enumerate()
            .map(|(index, (name, _))| {
                self.rows
                    .iter()
                    .map(|row| row[index].chars().count())
                    .chain([name.chars().count()])
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut text = String::new();
        let header: Vec<&str> = self.columns.iter().map(|(name, _)| name.as_str()).collect();
        let body = self
            .rows
            .iter()
            .map(|row| row.iter().map(String::as_str).collect());
        for (number, cells) in std::iter::once(header).chain(body).enumerate() {
            let mut line = String::new();
            for (index, cell) in cells.iter().enumerate() {
                let width = widths[index];
                let gap = if index == 0 { "" } else { "  " };
                match self.columns[index].1 {
                    Align::Left => write!(line, "{gap}{cell:<width$}"),
                    Align::Right => write!(line, "{gap}{cell:>width$}"),
                }
                .expect("writing to a String cannot fail");
            }
            if number == 0 && bold_header {
                write!(text, "\x1b[1m{}\x1b[0m", line.trim_end())
                    .expect("writing to a String cannot fail");
            } else {
                text.push_str(line.trim_end());
            }
            text.push('\n');
        }
        text
    }
}

/// A cell of something there may not be (not yet, not planned, not ranked): empty if not.
pub(crate) fn cell(value: Option<impl std::fmt::Display>) -> String {
    value.map(|value| value.to_string()).unwrap_or_default()
}

/// A snake_case name from the server (`point_difference`) as words for people.
pub(crate) fn words(name: &str) -> String {
    name.replace('_', " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_as_wide_as_their_widest_cell() {
        let mut table = Table::new(&[
            ("#", Align::Right),
            ("who", Align::Left),
            ("points", Align::Right),
        ]);
        table.row(vec!["1".into(), "NS".into(), "+10".into()]);
        table.row(vec!["12".into(), "EW".into(), "-4".into()]);
        assert_eq!(
            table.render(false),
            " #  who  points\n 1  NS      +10\n12  EW       -4\n"
        );
        assert!(
            table
                .render(true)
                .starts_with("\x1b[1m #  who  points\x1b[0m\n")
        );
    }
}
