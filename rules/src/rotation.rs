//! The deal passes to the left after every hand, thrown-in hands included.

use crate::error::{HandError, HandProblem};
use crate::seat::Seat;

/// Who dealt last, and so who must deal next.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DealerRotation {
    last: Option<Seat>,
}

impl DealerRotation {
    /// The seat that deals the next hand; `None` before the first hand, which anyone may deal.
    pub fn expected(self) -> Option<Seat> {
        self.last.map(Seat::next)
    }

    /// Refuses a dealer out of turn, naming both seats.
    pub fn check(self, dealer: Seat) -> Result<(), HandError> {
        match self.last {
            Some(previous) if previous.next() != dealer => Err(HandError::new(
                "dealer",
                HandProblem::WrongDealer {
                    got: dealer,
                    expected: previous.next(),
                    previous,
                },
            )),
            _ => Ok(()),
        }
    }

    /// Records that `dealer` dealt.
    pub fn dealt(&mut self, dealer: Seat) {
        self.last = Some(dealer);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anyone_deals_first_then_the_deal_passes_left() {
        let mut rotation = DealerRotation::default();
        assert_eq!(rotation.expected(), None);
        rotation.check(Seat::South).unwrap();
        rotation.dealt(Seat::South);
        assert_eq!(rotation.expected(), Some(Seat::West));
        let error = rotation.check(Seat::North).unwrap_err();
        assert_eq!(
            error.to_string(),
            "dealer N is not the next dealer: S dealt the hand before, so W deals this one"
        );
    }
}
