//! The small finite rings the ring construction works in: the integers mod n, prime-power
//! fields (`Z_p[i]` = GF(p²) for a prime p ≡ 3 mod 4, GF(81)), and products of them.
//! Elements are numbered `0..size`, with 0 the zero.

#[derive(Debug, Clone)]
pub(crate) enum Ring {
    /// Integers mod n.
    Integers(usize),
    /// Pairs, numbered first · size(second) + second.
    Product(Box<Ring>, Box<Ring>),
    /// GF(p^k) as polynomials mod a monic irreducible of degree k, whose lower coefficients
    /// are `modulus`; the element Σ aᵢxⁱ is numbered Σ aᵢpⁱ.
    Field { prime: usize, modulus: Vec<usize> },
}

/// The base-`prime` digits of `number`, lowest first, `count` of them.
fn digits(prime: usize, count: usize, mut number: usize) -> Vec<usize> {
    (0..count)
        .map(|_| {
            let digit = number % prime;
            number /= prime;
            digit
        })
        .collect()
}

fn undigits(prime: usize, digits: &[usize]) -> usize {
    digits
        .iter()
        .rev()
        .fold(0, |number, digit| number * prime + digit)
}

impl Ring {
    /// `Z_p[i]` = `Z_p[x]` / (x² + 1): the element a + b·i is numbered a + b·p.
    pub(crate) fn gaussian(prime: usize) -> Ring {
        Ring::Field {
            prime,
            modulus: vec![1, 0],
        }
    }

    /// `Z_a × Z_b × …` for the `factors` a, b, …, numbered in mixed radix with the first factor
    /// most significant, as `Product` numbers pairs; `None` without factors.
    pub(crate) fn cyclic_product(factors: &[usize]) -> Option<Ring> {
        factors
            .iter()
            .map(|factor| Ring::Integers(*factor))
            .rev()
            .reduce(|second, first| Ring::Product(Box::new(first), Box::new(second)))
    }

    /// GF(`prime`^`degree`), with the first irreducible polynomial found.
    pub(crate) fn field(prime: usize, degree: usize) -> Option<Ring> {
        let size = prime.pow(u32::try_from(degree).ok()?);
        (0..size)
            .map(|code| Ring::Field {
                prime,
                modulus: digits(prime, degree, code),
            })
            .find(|ring| (1..size).all(|element| ring.is_unit(element)))
    }

    pub(crate) fn size(&self) -> usize {
        match self {
            Ring::Integers(modulus) => *modulus,
            Ring::Product(first, second) => first.size() * second.size(),
            Ring::Field { prime, modulus } => prime.pow(u32::try_from(modulus.len()).unwrap_or(0)),
        }
    }

    /// The two halves of a pair, numbered as `Product` numbers them.
    fn halves(second: &Ring, element: usize) -> (usize, usize) {
        (element / second.size(), element % second.size())
    }

    pub(crate) fn add(&self, left: usize, right: usize) -> usize {
        match self {
            Ring::Integers(modulus) => (left + right) % modulus,
            Ring::Product(first, second) => {
                let ((a, b), (c, d)) = (Ring::halves(second, left), Ring::halves(second, right));
                first.add(a, c) * second.size() + second.add(b, d)
            }
            Ring::Field { prime, modulus } => {
                let (left, right) = (
                    digits(*prime, modulus.len(), left),
                    digits(*prime, modulus.len(), right),
                );
                let sum: Vec<usize> = left
                    .iter()
                    .zip(&right)
                    .map(|(a, b)| (a + b) % prime)
                    .collect();
                undigits(*prime, &sum)
            }
        }
    }

    pub(crate) fn neg(&self, element: usize) -> usize {
        match self {
            Ring::Integers(modulus) => (modulus - element % modulus) % modulus,
            Ring::Product(first, second) => {
                let (a, b) = Ring::halves(second, element);
                first.neg(a) * second.size() + second.neg(b)
            }
            Ring::Field { prime, modulus } => {
                let negated: Vec<usize> = digits(*prime, modulus.len(), element)
                    .iter()
                    .map(|a| (prime - a) % prime)
                    .collect();
                undigits(*prime, &negated)
            }
        }
    }

    pub(crate) fn mul(&self, left: usize, right: usize) -> usize {
        match self {
            Ring::Integers(modulus) => left * right % modulus,
            Ring::Product(first, second) => {
                let ((a, b), (c, d)) = (Ring::halves(second, left), Ring::halves(second, right));
                first.mul(a, c) * second.size() + second.mul(b, d)
            }
            Ring::Field { prime, modulus } => {
                let degree = modulus.len();
                let (left, right) = (digits(*prime, degree, left), digits(*prime, degree, right));
                let mut product = vec![0; 2 * degree];
                for (i, a) in left.iter().enumerate() {
                    for (j, b) in right.iter().enumerate() {
                        product[i + j] = (product[i + j] + a * b) % prime;
                    }
                }
                // x^degree = −Σ modulusᵢ xⁱ: fold the high terms down.
                for high in (degree..2 * degree).rev() {
                    let coefficient = std::mem::take(&mut product[high]);
                    for (offset, term) in modulus.iter().enumerate() {
                        let slot = &mut product[high - degree + offset];
                        *slot = (*slot + coefficient * (prime - term)) % prime;
                    }
                }
                undigits(*prime, &product[..degree])
            }
        }
    }

    pub(crate) fn one(&self) -> usize {
        match self {
            Ring::Integers(_) | Ring::Field { .. } => 1,
            Ring::Product(first, second) => first.one() * second.size() + second.one(),
        }
    }

    pub(crate) fn is_unit(&self, element: usize) -> bool {
        (0..self.size()).any(|other| self.mul(element, other) == self.one())
    }

    /// Four elements whose differences are all units, and with `nonzero` units themselves,
    /// if the ring has them: it has exactly when every residue field has at least four
    /// elements, or five with `nonzero`.
    pub(crate) fn spread(&self, nonzero: bool) -> Option<[usize; 4]> {
        let first = usize::from(nonzero);
        let elements = [first, first + 1, first + 2, first + 3];
        match self {
            Ring::Integers(modulus) => {
                (*modulus > 1 && modulus % 2 != 0 && modulus % 3 != 0).then_some(elements)
            }
            // Any four distinct elements of a field (nonzero ones with `nonzero`).
            Ring::Field { .. } => (self.size() >= 4 + first).then_some(elements),
            Ring::Product(first, second) => {
                let (first_spread, second_spread) =
                    (first.spread(nonzero)?, second.spread(nonzero)?);
                Some(std::array::from_fn(|index| {
                    first_spread[index] * second.size() + second_spread[index]
                }))
            }
        }
    }

    /// A ring of `size` elements with a spread (see [`Ring::spread`]) of four: GF(2^k) and
    /// GF(3^k) for the powers of 2 and 3 in `size`, times the integers mod the rest.
    pub(crate) fn spreading(size: usize) -> Option<Ring> {
        let mut rest = size;
        let mut ring: Option<Ring> = None;
        for prime in [2, 3] {
            let mut degree = 0;
            while rest.is_multiple_of(prime) {
                rest /= prime;
                degree += 1;
            }
            if degree > 0 {
                let field = Ring::field(prime, degree)?;
                ring = Some(match ring {
                    None => field,
                    Some(ring) => Ring::Product(Box::new(ring), Box::new(field)),
                });
            }
        }
        let ring = match ring {
            None => Ring::Integers(rest),
            Some(ring) if rest == 1 => ring,
            Some(ring) => Ring::Product(Box::new(ring), Box::new(Ring::Integers(rest))),
        };
        ring.spread(false).is_some().then_some(ring)
    }

    /// An element w with w² = −1, if the ring has one.
    pub(crate) fn square_root_of_minus_one(&self) -> Option<usize> {
        match self {
            Ring::Integers(_) | Ring::Field { .. } => {
                let minus_one = self.neg(self.one());
                (1..self.size()).find(|&root| self.mul(root, root) == minus_one)
            }
            Ring::Product(first, second) => Some(
                first.square_root_of_minus_one()? * second.size()
                    + second.square_root_of_minus_one()?,
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_square_root_of_minus_one_squares_to_minus_one() {
        for ring in [
            Ring::Integers(13),
            Ring::Integers(65),
            Ring::gaussian(3),
            Ring::gaussian(7),
            Ring::Product(Box::new(Ring::gaussian(3)), Box::new(Ring::Integers(5))),
            Ring::field(3, 4).unwrap(),
        ] {
            let root = ring.square_root_of_minus_one().unwrap();
            assert_eq!(ring.mul(root, root), ring.neg(ring.one()), "{ring:?}");
            assert_eq!(ring.add(root, ring.neg(root)), 0);
        }
        assert!(Ring::Integers(21).square_root_of_minus_one().is_none());
        assert_eq!(Ring::field(3, 4).unwrap().size(), 81);
    }

    #[test]
    fn a_spread_differs_by_units_and_exists_only_where_residue_fields_are_big_enough() {
        let differ_by_units = |ring: &Ring, spread: [usize; 4]| {
            spread.iter().enumerate().all(|(index, a)| {
                spread[index + 1..]
                    .iter()
                    .all(|b| ring.is_unit(ring.add(*a, ring.neg(*b))))
            })
        };
        for size in [4, 5, 7, 8, 9, 20, 25, 27, 28, 35, 36, 45, 99] {
            let ring = Ring::spreading(size).unwrap_or_else(|| panic!("{size}"));
            assert_eq!(ring.size(), size);
            let spread = ring.spread(false).unwrap();
            assert!(differ_by_units(&ring, spread), "{size}: {spread:?}");
            if let Some(units) = ring.spread(true) {
                assert!(differ_by_units(&ring, units), "{size}: {units:?}");
                assert!(units.iter().all(|unit| ring.is_unit(*unit)), "{size}");
            }
        }
        assert!(Ring::spreading(4).unwrap().spread(true).is_none());
        for size in [2, 3, 6, 12, 15, 18, 39] {
            assert!(Ring::spreading(size).is_none(), "{size}");
        }
    }
}
