//! A record that reads is written back (`GameRecord::to_value`) as JSON that reads to the
//! same record; and its score sheet, written as JSON, reads back to the same sheet.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uptown_rules::{GameRecord, ScoreSheet, score_record};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(record) = GameRecord::from_json(text) else {
        return;
    };
    let written = record.to_value();
    match GameRecord::from_value(&written) {
        Ok(again) => assert_eq!(again, record, "written as {written}"),
        Err(error) => panic!("{record:?} was written as {written}, which does not read: {error}"),
    }
    if let Ok(sheet) = score_record(&record) {
        let json = serde_json::to_string(&sheet).expect("a sheet always serialises");
        match serde_json::from_str::<ScoreSheet>(&json) {
            Ok(again) => assert_eq!(again, sheet, "sheet written as {json}"),
            Err(error) => panic!("the sheet {json} does not read back: {error}"),
        }
    }
});
