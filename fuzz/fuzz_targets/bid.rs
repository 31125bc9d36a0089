//! The parsers of text written by people (`--bid 4NT`, an auction's calls, a trump suit, a
//! seat) never panic, and whatever they accept is written back by `Display` as text that
//! parses to the same value.
#![no_main]

use std::fmt::{Debug, Display};
use std::str::FromStr;

use libfuzzer_sys::fuzz_target;
use uptown_rules::{Bid, Call, Direction, Mode, Seat, Side, Suit};

fn round_trips<T>(text: &str)
where
    T: FromStr + Display + Debug + PartialEq,
    T::Err: Display,
{
    if let Ok(value) = text.parse::<T>() {
        let written = value.to_string();
        match written.parse::<T>() {
            Ok(again) => assert_eq!(again, value, "{text:?} -> {written:?}"),
            Err(error) => panic!("{text:?} parsed as {value:?}, but {written:?} does not: {error}"),
        }
    }
}

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        round_trips::<Bid>(text);
        round_trips::<Call>(text);
        round_trips::<Mode>(text);
        round_trips::<Suit>(text);
        round_trips::<Direction>(text);
        round_trips::<Seat>(text);
        round_trips::<Side>(text);
    }
});
