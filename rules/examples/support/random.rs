//! The searches' random numbers: xorshift64, small and reproducible from a seed. Shared by
//! the examples through `#[path]`; not an example itself (Cargo only builds the files
//! directly in `examples/`).

pub struct Random(pub u64);

impl Random {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, bound: usize) -> usize {
        usize::try_from(self.next() % bound as u64).expect("below a usize")
    }

    /// Shuffles `items` in place (Fisher–Yates, from the back).
    #[allow(dead_code)] // the difference family search places elements one at a time
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for index in (1..items.len()).rev() {
            items.swap(index, self.below(index + 1));
        }
    }

    /// Uniform in [0, 1), for annealing's acceptance test.
    #[allow(dead_code, clippy::cast_precision_loss)] // the exact-cover search does not anneal
    pub fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}
