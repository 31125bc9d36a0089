//! The import graph of a crate, read from its source files: which module takes names from
//! which. A module is a file (`a.rs`, `a/mod.rs`); an arrow goes from the module a path is
//! written in to the module the path leads to (`use crate::db::repo::games` is an arrow to
//! `db::repo::games`; `super::Chrome` in `pages/table_entry.rs` one to `pages`). Paths are
//! read as text, comments and strings left out, so the graph is what the code says, not what
//! the compiler resolves; for finding loops and arrows that run the wrong way that is enough.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A crate's modules (by path, `crate` for the root) and the arrows between them.
#[derive(Debug, Default)]
pub struct Graph {
    pub modules: BTreeMap<String, PathBuf>,
    pub arrows: BTreeSet<(String, String)>,
}

/// The graph of the crate whose root file is `root` (`src/lib.rs` or `src/main.rs`).
pub fn of_crate(root: &Path) -> Graph {
    let mut graph = Graph::default();
    collect(root, "crate", &mut graph.modules);
    let names: Vec<(String, PathBuf)> = graph
        .modules
        .iter()
        .map(|(name, file)| (name.clone(), file.clone()))
        .collect();
    for (module, file) in names {
        let text = without_tests(&code_only(
            &std::fs::read_to_string(&file).unwrap_or_default(),
        ));
        for (inside, path) in scopes(&module, &text) {
            if let Some(target) = graph.resolve(&inside, &path)
                && target != module
            {
                graph.arrows.insert((module.clone(), target));
            }
        }
    }
    graph
}

/// The paths of a file's code, each with the module it is written in: the file's own, or an
/// inline `mod name { … }` within it (whose `super` is the file's module).
fn scopes(module: &str, code: &str) -> Vec<(String, Vec<String>)> {
    let mut found = Vec::new();
    let mut outside = String::with_capacity(code.len());
    let mut rest = code;
    while let Some((start, name, open)) = inline_module(rest) {
        outside.push_str(&rest[..start]);
        let body = &rest[open + 1..];
        let mut depth = 1usize;
        let end = body
            .char_indices()
            .find_map(|(at, c)| {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                (depth == 0).then_some(at)
            })
            .unwrap_or(body.len());
        let inner = if module == "crate" {
            name
        } else {
            format!("{module}::{name}")
        };
        found.extend(scopes(&inner, &body[..end]));
        rest = &body[(end + 1).min(body.len())..];
    }
    outside.push_str(rest);
    found.extend(
        paths_in(&outside)
            .into_iter()
            .map(|path| (module.to_owned(), path)),
    );
    found
}

/// The first `mod name {` in `code`: where it starts, the name, and where its brace is.
fn inline_module(code: &str) -> Option<(usize, String, usize)> {
    let mut from = 0;
    while let Some(at) = code[from..].find("mod ") {
        let start = from + at;
        from = start + 4;
        if code[..start].chars().last().is_some_and(is_word) {
            continue;
        }
        let after = &code[start + 4..];
        let name: String = after.chars().take_while(|c| is_word(*c)).collect();
        let tail = after[name.len()..].trim_start();
        if !name.is_empty() && tail.starts_with('{') {
            let open = start + 4 + (after.len() - tail.len());
            return Some((start, name, open));
        }
    }
    None
}

/// The modules a module file declares with `mod name;`, found where Rust looks for them.
fn collect(file: &Path, name: &str, modules: &mut BTreeMap<String, PathBuf>) {
    modules.insert(name.to_owned(), file.to_path_buf());
    let text = code_only(&std::fs::read_to_string(file).unwrap_or_default());
    let directory = match file.file_name().and_then(|name| name.to_str()) {
        Some("mod.rs" | "lib.rs" | "main.rs") => file.parent().map(Path::to_path_buf),
        _ => file
            .parent()
            .map(|parent| parent.join(file.file_stem().unwrap_or_default())),
    }
    .unwrap_or_default();
    for line in text.lines() {
        let line = line.trim();
        let declared = line
            .strip_prefix("pub(crate) mod ")
            .or_else(|| line.strip_prefix("pub(super) mod "))
            .or_else(|| line.strip_prefix("pub mod "))
            .or_else(|| line.strip_prefix("mod "))
            .and_then(|rest| rest.strip_suffix(';'));
        let Some(child) = declared else { continue };
        let path = if name == "crate" {
            child.to_owned()
        } else {
            format!("{name}::{child}")
        };
        for candidate in [
            directory.join(format!("{child}.rs")),
            directory.join(child).join("mod.rs"),
        ] {
            if candidate.exists() {
                collect(&candidate, &path, modules);
                break;
            }
        }
    }
}

/// The text with comments, string and character literals blanked out.
fn code_only(text: &str) -> String {
    let mut code = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        code.push('\n');
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
            }
            'r' if chars.peek() == Some(&'#') || chars.peek() == Some(&'"') => {
                // A raw string: r"…" or r#"…"#.
                let mut hashes = 0;
                while chars.peek() == Some(&'#') {
                    chars.next();
                    hashes += 1;
                }
                if chars.peek() == Some(&'"') {
                    chars.next();
                    let closing: String = std::iter::once('"')
                        .chain(std::iter::repeat_n('#', hashes))
                        .collect();
                    let mut seen = String::new();
                    for c in chars.by_ref() {
                        seen.push(c);
                        if seen.ends_with(&closing) {
                            break;
                        }
                    }
                    code.push_str("\"\"");
                } else {
                    code.push('r');
                }
            }
            '"' => {
                let mut escaped = false;
                for c in chars.by_ref() {
                    match (escaped, c) {
                        (false, '\\') => escaped = true,
                        (false, '"') => break,
                        _ => escaped = false,
                    }
                }
                code.push_str("\"\"");
            }
            '\'' => {
                // A character literal ('a', '\n') or a lifetime ('a): only the first is skipped.
                let ahead: String = chars.clone().take(3).collect();
                let literal = ahead.starts_with('\\') || ahead.chars().nth(1) == Some('\'');
                if literal {
                    let mut escaped = false;
                    for c in chars.by_ref() {
                        match (escaped, c) {
                            (false, '\\') => escaped = true,
                            (false, '\'') => break,
                            _ => escaped = false,
                        }
                    }
                }
                code.push('\'');
            }
            other => code.push(other),
        }
    }
    code
}

/// The code without its `#[cfg(test)]` items: tests may take what they test from anywhere.
fn without_tests(code: &str) -> String {
    let mut kept = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(start) = rest.find("#[cfg(test)]") {
        kept.push_str(&rest[..start]);
        let after = &rest[start..];
        // The item ends at its first `;` before any brace, or with the brace that closes it.
        let (mut depth, mut end) = (0usize, after.len());
        for (at, c) in after.char_indices() {
            match c {
                ';' if depth == 0 => {
                    end = at + 1;
                    break;
                }
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = at + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    kept.push_str(rest);
    kept
}

/// Every path of two or more segments in `code`, with the paths of `use` trees expanded
/// (`use a::{b, c::d}` gives `a::b` and `a::c::d`).
fn paths_in(code: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let mut rest = code;
    while let Some(start) = rest.find("use ") {
        let before = rest[..start].chars().last();
        let after = &rest[start + 4..];
        let end = after.find(';').unwrap_or(after.len());
        if before.is_none_or(|c| !c.is_alphanumeric() && c != '_') {
            expand(&[], &after[..end], &mut paths);
        }
        rest = &after[end.min(after.len())..];
    }
    let bytes: Vec<char> = code.chars().collect();
    let mut index = 0;
    while index < bytes.len() {
        let starts_word = (bytes[index].is_alphabetic() || bytes[index] == '_')
            && (index == 0 || !is_word(bytes[index - 1]) && bytes[index - 1] != ':');
        if !starts_word {
            index += 1;
            continue;
        }
        let mut segments = Vec::new();
        let mut at = index;
        loop {
            let word_start = at;
            while at < bytes.len() && is_word(bytes[at]) {
                at += 1;
            }
            segments.push(bytes[word_start..at].iter().collect::<String>());
            if at + 2 < bytes.len()
                && bytes[at] == ':'
                && bytes[at + 1] == ':'
                && is_word(bytes[at + 2])
            {
                at += 2;
            } else {
                break;
            }
        }
        if segments.len() > 1 {
            paths.push(segments);
        }
        index = at.max(index + 1);
    }
    paths
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The paths of one `use` tree, after `prefix`.
fn expand(prefix: &[String], tree: &str, paths: &mut Vec<Vec<String>>) {
    let tree = tree.trim();
    let tree = tree.strip_prefix("::").unwrap_or(tree);
    if let Some(open) = tree.find('{') {
        let mut head: Vec<String> = prefix.to_vec();
        head.extend(
            tree[..open]
                .split("::")
                .map(str::trim)
                .filter(|part| !part.is_empty())
                .map(str::to_owned),
        );
        let inner = tree[open + 1..]
            .trim_end()
            .strip_suffix('}')
            .unwrap_or(&tree[open + 1..]);
        let (mut depth, mut from) = (0, 0);
        for (at, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    expand(&head, &inner[from..at], paths);
                    from = at + 1;
                }
                _ => {}
            }
        }
        expand(&head, &inner[from..], paths);
        return;
    }
    let tree = tree.split(" as ").next().unwrap_or(tree).trim();
    if tree.is_empty() {
        return;
    }
    let mut path: Vec<String> = prefix.to_vec();
    path.extend(
        tree.split("::")
            .map(str::trim)
            .filter(|part| !part.is_empty() && *part != "*")
            .map(str::to_owned),
    );
    if path.len() > 1 {
        paths.push(path);
    }
}

impl Graph {
    /// The module a path written in `module` leads to, if it leads into this crate.
    fn resolve(&self, module: &str, path: &[String]) -> Option<String> {
        let mut here: Vec<&str> = if module == "crate" {
            Vec::new()
        } else {
            module.split("::").collect()
        };
        let mut segments = path.iter().map(String::as_str).peekable();
        match segments.peek().copied() {
            Some("crate") => {
                here.clear();
                segments.next();
            }
            Some("self") => {
                segments.next();
            }
            Some("super") => {
                while segments.peek() == Some(&"super") {
                    segments.next();
                    here.pop();
                }
            }
            Some(first) => {
                // A child of this module, named without `self::`.
                let child = if here.is_empty() {
                    first.to_owned()
                } else {
                    format!("{}::{first}", here.join("::"))
                };
                if !self.modules.contains_key(&child) {
                    return None;
                }
            }
            None => return None,
        }
        let mut target = if here.is_empty() {
            "crate".to_owned()
        } else {
            here.join("::")
        };
        for segment in segments {
            let deeper = if target == "crate" {
                segment.to_owned()
            } else {
                format!("{target}::{segment}")
            };
            if self.modules.contains_key(&deeper) {
                target = deeper;
            } else {
                break;
            }
        }
        self.modules.contains_key(&target).then_some(target)
    }

    /// The modules `module` has arrows to.
    pub fn targets<'a>(&'a self, module: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.arrows
            .iter()
            .filter(move |(from, _)| from == module)
            .map(|(_, to)| to.as_str())
    }

    /// The groups of two or more modules that import each other, directly or round about
    /// (strongly connected components, by Tarjan's algorithm).
    pub fn loops(&self) -> Vec<Vec<String>> {
        let mut search = Tarjan {
            targets: self
                .modules
                .keys()
                .map(|module| (module.as_str(), self.targets(module).collect()))
                .collect(),
            index: BTreeMap::new(),
            low: BTreeMap::new(),
            stack: Vec::new(),
            loops: Vec::new(),
        };
        for module in self.modules.keys() {
            if !search.index.contains_key(module.as_str()) {
                search.visit(module);
            }
        }
        search.loops
    }
}

/// Tarjan's search for strongly connected components.
struct Tarjan<'a> {
    targets: BTreeMap<&'a str, Vec<&'a str>>,
    index: BTreeMap<&'a str, usize>,
    low: BTreeMap<&'a str, usize>,
    stack: Vec<&'a str>,
    loops: Vec<Vec<String>>,
}

impl<'a> Tarjan<'a> {
    fn visit(&mut self, module: &'a str) {
        let number = self.index.len();
        self.index.insert(module, number);
        self.low.insert(module, number);
        self.stack.push(module);
        for target in self.targets.get(module).cloned().unwrap_or_default() {
            if !self.index.contains_key(target) {
                self.visit(target);
                let low = self.low[module].min(self.low[target]);
                self.low.insert(module, low);
            } else if self.stack.contains(&target) {
                let low = self.low[module].min(self.index[target]);
                self.low.insert(module, low);
            }
        }
        if self.low[module] == self.index[module] {
            let mut group = Vec::new();
            while let Some(member) = self.stack.pop() {
                group.push(member.to_owned());
                if member == module {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                self.loops.push(group);
            }
        }
    }
}

/// The server's layers, from the top: a module may take names from the layers below its
/// own, never from its own layer's other modules or from above. (docs/ARCHITECTURE.md)
pub const SERVER_LAYERS: &[&[&str]] = &[
    &["crate"],
    &["config", "housekeeping", "middleware"],
    &["api", "pages"],
    &["idempotency", "tls"],
    &["state"],
    &["services"],
    &["auth"],
    &["db", "input"],
    &["counters"],
    &["error"],
    &["refusal"],
    &["messages"],
];

/// The layer of a module of the server (by its top-level module), counted from the top.
pub fn server_layer(module: &str) -> Option<usize> {
    let top = module.split("::").next().unwrap_or(module);
    SERVER_LAYERS.iter().position(|layer| layer.contains(&top))
}

/// The workspace's crate roots whose import graphs are checked.
pub const CRATE_ROOTS: &[&str] = &[
    "rules/src/lib.rs",
    "api/src/lib.rs",
    "server/src/lib.rs",
    "server/src/main.rs",
    "cli/src/main.rs",
    "tests/src/lib.rs",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn workspace() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .expect("the e2e crate sits in the workspace")
            .to_path_buf()
    }

    fn layer(module: &str) -> usize {
        server_layer(module)
            .unwrap_or_else(|| panic!("{module} is in none of SERVER_LAYERS: give it its place"))
    }

    #[test]
    fn no_crate_has_a_loop_of_imports() {
        for root in CRATE_ROOTS {
            let graph = of_crate(&workspace().join(root));
            assert!(
                graph.modules.len() > 1 || root.ends_with("main.rs"),
                "{root} read"
            );
            let loops = graph.loops();
            assert!(
                loops.is_empty(),
                "{root}: modules that import each other: {loops:?}"
            );
        }
    }

    #[test]
    fn the_servers_imports_run_down_its_layers() {
        let graph = of_crate(&workspace().join("server/src/lib.rs"));
        assert!(graph.arrows.len() > 100, "the graph was read");
        let upward: Vec<String> = graph
            .arrows
            .iter()
            .filter(|(from, to)| {
                from.split("::").next() != to.split("::").next() && layer(from) >= layer(to)
            })
            .map(|(from, to)| format!("{from} -> {to}"))
            .collect();
        assert!(upward.is_empty(), "arrows that do not run down: {upward:?}");
    }

    #[test]
    fn a_loop_and_an_arrow_up_are_seen() {
        // Three modules in a scratch crate: a uses b, b uses c, c uses a.
        let directory = tempfile::tempdir().unwrap();
        let write =
            |name: &str, text: &str| std::fs::write(directory.path().join(name), text).unwrap();
        write(
            "lib.rs",
            "mod a;\nmod b;\nmod c;\n// use crate::c; (a comment)\n",
        );
        write(
            "a.rs",
            "use crate::b::{self, Thing};\nfn f() { let _ = \"crate::c::X\"; }\n",
        );
        write("b.rs", "pub fn g() { crate::c::h(); }\n");
        write(
            "c.rs",
            "use super::a;\n#[cfg(test)]\nmod tests { use crate::b; }\n",
        );
        let graph = of_crate(&directory.path().join("lib.rs"));
        let arrows: Vec<(&str, &str)> = graph
            .arrows
            .iter()
            .map(|(from, to)| (from.as_str(), to.as_str()))
            .collect();
        assert_eq!(arrows, [("a", "b"), ("b", "c"), ("c", "a")]);
        assert_eq!(graph.loops(), [vec!["a", "b", "c"]]);
    }
}
