//! Prints a crate's modules and what each imports, as the import checker reads them
//! (`uptown_e2e::imports`): for the server, layer by layer from the top, as
//! docs/ARCHITECTURE.md draws them. `cargo run -q -p uptown-e2e --example imports -- server`
//! (or `rules`, `cli`, `tests`).

use std::path::Path;

use uptown_e2e::imports::{self, SERVER_LAYERS};

fn main() {
    let name = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "server".to_owned());
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the e2e crate sits in the workspace");
    let root = ["lib.rs", "main.rs"]
        .iter()
        .map(|file| workspace.join(&name).join("src").join(file))
        .find(|root| root.exists());
    let Some(root) = root else {
        eprintln!("{name} is not a crate of this workspace (try server, rules, cli, tests)");
        std::process::exit(2);
    };
    let graph = imports::of_crate(&root);
    let line = |module: &str| {
        let targets: Vec<&str> = graph.targets(module).collect();
        println!("  {module} -> {}", targets.join(", "));
    };
    if name == "server" {
        for (index, layer) in SERVER_LAYERS.iter().enumerate() {
            println!("{index}: {}", layer.join(", "));
            for module in graph
                .modules
                .keys()
                .filter(|module| imports::server_layer(module) == Some(index))
            {
                line(module);
            }
        }
    } else {
        for module in graph.modules.keys() {
            line(module);
        }
    }
    let loops = graph.loops();
    println!(
        "{} modules, {} arrows, {} loops",
        graph.modules.len(),
        graph.arrows.len(),
        loops.len()
    );
}
