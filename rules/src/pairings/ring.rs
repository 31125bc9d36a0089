//! The small finite rings the ring construction works in: the integers mod n, `Z_p[i]` (the
//! field of p² elements for a prime p ≡ 3 mod 4, where i² = −1), and products of them.
//! Elements are numbered `0..size`, with 0 the zero of the ring.

#[derive(Debug, Clone)]
pub(crate) enum Ring {
    /// Integers mod n.
    Integers(usize),
    /// `Z_p[i]`, i² = −1: the element a + b·i is numbered a + b·p.
    Gaussian(usize),
    /// Pairs, numbered first · size(second) + second.
    Product(Box<Ring>, Box<Ring>),
}

impl Ring {
    pub(crate) fn size(&self) -> usize {
        match self {
            Ring::Integers(modulus) => *modulus,
            Ring::Gaussian(prime) => prime * prime,
            Ring::Product(first, second) => first.size() * second.size(),
        }
    }

    /// The element's two coordinates: real and imaginary parts, or the pair's halves.
    fn parts(&self, element: usize) -> (usize, usize) {
        match self {
            Ring::Integers(_) => (element, 0),
            Ring::Gaussian(prime) => (element % prime, element / prime),
            Ring::Product(_, second) => (element / second.size(), element % second.size()),
        }
    }

    fn join(&self, (first, second): (usize, usize)) -> usize {
        match self {
            Ring::Integers(_) => first,
            Ring::Gaussian(prime) => first + second * prime,
            Ring::Product(_, inner) => first * inner.size() + second,
        }
    }

    pub(crate) fn add(&self, left: usize, right: usize) -> usize {
        let (left, right) = (self.parts(left), self.parts(right));
        match self {
            Ring::Integers(modulus) => (left.0 + right.0) % modulus,
            Ring::Gaussian(prime) => {
                self.join(((left.0 + right.0) % prime, (left.1 + right.1) % prime))
            }
            Ring::Product(first, second) => {
                self.join((first.add(left.0, right.0), second.add(left.1, right.1)))
            }
        }
    }

    pub(crate) fn neg(&self, element: usize) -> usize {
        let parts = self.parts(element);
        match self {
            Ring::Integers(modulus) => (modulus - parts.0) % modulus,
            Ring::Gaussian(prime) => {
                self.join(((prime - parts.0) % prime, (prime - parts.1) % prime))
            }
            Ring::Product(first, second) => self.join((first.neg(parts.0), second.neg(parts.1))),
        }
    }

    pub(crate) fn mul(&self, left: usize, right: usize) -> usize {
        let (left, right) = (self.parts(left), self.parts(right));
        match self {
            Ring::Integers(modulus) => left.0 * right.0 % modulus,
            Ring::Gaussian(prime) => {
                // (a + bi)(c + di) = (ac − bd) + (ad + bc)i
                let real = (left.0 * right.0 % prime + prime - left.1 * right.1 % prime) % prime;
                let imaginary = (left.0 * right.1 + left.1 * right.0) % prime;
                self.join((real, imaginary))
            }
            Ring::Product(first, second) => {
                self.join((first.mul(left.0, right.0), second.mul(left.1, right.1)))
            }
        }
    }

    pub(crate) fn one(&self) -> usize {
        match self {
            Ring::Integers(_) | Ring::Gaussian(_) => 1,
            Ring::Product(first, second) => self.join((first.one(), second.one())),
        }
    }

    pub(crate) fn is_unit(&self, element: usize) -> bool {
        (0..self.size()).any(|other| self.mul(element, other) == self.one())
    }

    /// An element w with w² = −1, if the ring has one.
    pub(crate) fn square_root_of_minus_one(&self) -> Option<usize> {
        match self {
            Ring::Integers(_) => {
                let minus_one = self.neg(self.one());
                (1..self.size()).find(|&root| self.mul(root, root) == minus_one)
            }
            Ring::Gaussian(prime) => Some(*prime),
            Ring::Product(first, second) => Some(self.join((
                first.square_root_of_minus_one()?,
                second.square_root_of_minus_one()?,
            ))),
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
            Ring::Gaussian(3),
            Ring::Gaussian(7),
            Ring::Product(Box::new(Ring::Gaussian(3)), Box::new(Ring::Integers(5))),
        ] {
            let root = ring.square_root_of_minus_one().unwrap();
            assert_eq!(ring.mul(root, root), ring.neg(ring.one()), "{ring:?}");
            assert_eq!(ring.add(root, ring.neg(root)), 0);
        }
        assert!(Ring::Integers(21).square_root_of_minus_one().is_none());
    }
}
