//! The group a starter search develops over, `Z_n ⋊ Z_q` or `Z_n`
//! (`uptown_rules::pairings::semidirect`), read from the environment and written as
//! `data/*.json` writes it. Shared by the examples through `#[path]`; not an example itself.

use uptown_rules::pairings::semidirect::Semidirect;

/// `Z_n ⋊ Z_q` from `SEMIDIRECT=q,r` over `order` = n·q elements, or `Z_order`.
#[allow(dead_code)] // the searches over `Z_m` alone only name their group
pub fn from_environment(order: usize) -> Semidirect {
    let Some(setting) = std::env::var_os("SEMIDIRECT") else {
        return cyclic(order);
    };
    let numbers: Vec<usize> = setting
        .to_str()
        .expect("SEMIDIRECT=q,r")
        .split(',')
        .map(|number| number.parse().expect("SEMIDIRECT=q,r"))
        .collect();
    let [top, root] = numbers[..] else {
        panic!("SEMIDIRECT=q,r")
    };
    assert!(order.is_multiple_of(top), "q divides the group's order");
    Semidirect::new(order / top, top, root).expect("r is a unit of Z_n with r^q = 1")
}

/// `Z_order`.
pub fn cyclic(order: usize) -> Semidirect {
    Semidirect::new(order, 1, 1).expect("a group of more than one element")
}

/// The group's fields of a line of `data/*.json`: its name, and r where it has one.
pub fn fields(group: Semidirect) -> String {
    let name = format!("\"group\": \"{}\"", group.name());
    match group.root() {
        Some(root) => format!("{name}, \"root\": {root}"),
        None => name,
    }
}
