//! The generator schedules are drawn with.

/// A small, fast, seedable generator (SplitMix64): the same seed always gives the same
/// schedule, on every machine.
#[derive(Debug, Clone)]
pub(crate) struct SplitMix(u64);

impl SplitMix {
    pub(crate) fn new(seed: u64) -> SplitMix {
        SplitMix(seed)
    }

    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform index below `bound`: the high half of a 128-bit product (Lemire's
    /// method), as even as a remainder and without a division, which the searches' tens of
    /// millions of draws feel.
    pub(crate) fn below(&mut self, bound: usize) -> usize {
        let bound = u128::from(u64::try_from(bound).unwrap_or(u64::MAX));
        usize::try_from((u128::from(self.next()) * bound) >> 64).unwrap_or(0)
    }

    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for last in (1..items.len()).rev() {
            items.swap(last, self.below(last + 1));
        }
    }
}
