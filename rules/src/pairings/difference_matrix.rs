//! (q, 4, 1) difference matrices: four rows of q elements of an abelian group S such that,
//! for any two rows, the differences column by column run over S exactly once. Inflation
//! (`inflation.rs`) spreads the four seats of each copied table by one column.
//!
//! A ring with a spread λ₁..λ₄ (`Ring::spread`) has the matrix whose column t is λₖ·t. Rings
//! whose residue fields are too small have none: 3 dividing q exactly once is the case that
//! matters, since `Z_3` has no such matrix at all. For those, matrices over `Z_15`, `Z_21`,
//! `Z_33`, `Z_39`, `Z_51`, `Z_3 × Z_2²` and `Z_3 × Z_2³`, found offline by
//! `examples/find_difference_matrices.rs`, are shipped in `data/difference-matrices.json`
//! and multiplied by a spread for the rest of q (the smallest shipped order that divides q
//! first, so that the sizes reached before a matrix was added keep their schedules).

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::ring::Ring;

#[derive(Debug, Clone)]
pub(crate) struct DifferenceMatrix {
    /// S, used only for its addition.
    group: Ring,
    /// Row k, column t.
    rows: [Vec<usize>; 4],
}

impl DifferenceMatrix {
    /// A matrix over a group of `size` elements: from a spread, or a shipped matrix times a
    /// spread (or alone), if either is at hand.
    pub(crate) fn of_order(size: usize) -> Option<DifferenceMatrix> {
        Ring::spreading(size)
            .and_then(DifferenceMatrix::from_spread)
            .or_else(|| {
                shipped().iter().find_map(|(order, matrix)| {
                    if !size.is_multiple_of(*order) {
                        return None;
                    }
                    if size == *order {
                        return Some(matrix.clone());
                    }
                    let rest = Ring::spreading(size / order)?;
                    Some(matrix.times(&DifferenceMatrix::from_spread(rest)?))
                })
            })
    }

    /// Column t is λₖ·t for the ring's spread λ.
    fn from_spread(ring: Ring) -> Option<DifferenceMatrix> {
        let spread = ring.spread(false)?;
        let rows = spread.map(|lambda| {
            (0..ring.size())
                .map(|t| ring.mul(lambda, t))
                .collect::<Vec<_>>()
        });
        Some(DifferenceMatrix { group: ring, rows })
    }

    /// The matrix over S × S' whose column (t, t') pairs column t of `self` with column t' of
    /// `other`: differences of pairs run over S × S' once because each half does.
    fn times(&self, other: &DifferenceMatrix) -> DifferenceMatrix {
        let size = other.size();
        let rows = std::array::from_fn(|k| {
            self.rows[k]
                .iter()
                .flat_map(|first| {
                    other.rows[k]
                        .iter()
                        .map(move |second| first * size + second)
                })
                .collect()
        });
        DifferenceMatrix {
            group: Ring::Product(Box::new(self.group.clone()), Box::new(other.group.clone())),
            rows,
        }
    }

    pub(crate) fn size(&self) -> usize {
        self.group.size()
    }

    /// S, for adding to the column's entries.
    pub(crate) fn group(&self) -> &Ring {
        &self.group
    }

    /// The four entries of column `t`.
    pub(crate) fn column(&self, t: usize) -> [usize; 4] {
        self.rows.each_ref().map(|row| row[t])
    }
}

/// A matrix as `data/difference-matrices.json` stores it.
#[derive(Deserialize)]
struct Stored {
    /// The cyclic factors of S; elements are numbered in mixed radix, the first factor most
    /// significant, as `Ring::Product` numbers pairs.
    group: Vec<usize>,
    rows: [Vec<usize>; 4],
}

/// The matrices of `data/difference-matrices.json`, smallest order first.
fn shipped() -> &'static [(usize, DifferenceMatrix)] {
    static SHIPPED: OnceLock<Vec<(usize, DifferenceMatrix)>> = OnceLock::new();
    SHIPPED.get_or_init(|| {
        let stored: HashMap<usize, Stored> =
            serde_json::from_str(include_str!("../../data/difference-matrices.json"))
                .expect("the shipped difference matrices are valid JSON");
        let mut shipped: Vec<_> = stored
            .into_iter()
            .map(|(order, Stored { group, rows })| {
                let group = Ring::cyclic_product(&group).expect("a shipped group has a factor");
                (order, DifferenceMatrix { group, rows })
            })
            .collect();
        shipped.sort_by_key(|(order, _)| *order);
        shipped
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether every two rows differ column by column in every element of S once.
    fn is_difference_matrix(matrix: &DifferenceMatrix) -> bool {
        let size = matrix.size();
        let rows_fit = matrix
            .rows
            .iter()
            .all(|row| row.len() == size && row.iter().all(|entry| *entry < size));
        rows_fit
            && (0..4).all(|i| {
                (i + 1..4).all(|j| {
                    let mut seen = vec![false; size];
                    (0..size).all(|t| {
                        let difference = matrix
                            .group
                            .add(matrix.rows[j][t], matrix.group.neg(matrix.rows[i][t]));
                        !std::mem::replace(&mut seen[difference], true)
                    })
                })
            })
    }

    #[test]
    fn every_shipped_matrix_is_a_difference_matrix_over_its_order() {
        assert!(!shipped().is_empty());
        for (order, matrix) in shipped() {
            assert_eq!(matrix.size(), *order);
            assert!(is_difference_matrix(matrix), "{order}");
        }
    }

    #[test]
    fn spreads_and_products_are_difference_matrices() {
        for size in [
            4, 5, 9, 12, 15, 21, 24, 28, 45, 48, 60, 75, 96, 105, 120, 165, 195,
        ] {
            let matrix =
                DifferenceMatrix::of_order(size).unwrap_or_else(|| panic!("no matrix of {size}"));
            assert_eq!(matrix.size(), size);
            assert!(is_difference_matrix(&matrix), "{size}");
        }
        // Z_3 has none, nor does any group of order 2 mod 4 (its Sylow 2-subgroup is cyclic).
        for size in [2, 3, 6, 10, 18] {
            assert!(DifferenceMatrix::of_order(size).is_none(), "{size}");
        }
    }

    #[test]
    fn the_check_catches_a_repeated_difference() {
        let mut matrix = DifferenceMatrix::of_order(15).expect("shipped");
        matrix.rows[3].swap(0, 1);
        assert!(!is_difference_matrix(&matrix));
        let mut short = DifferenceMatrix::of_order(7).expect("a field");
        short.rows[2].pop();
        assert!(!is_difference_matrix(&short));
    }
}
