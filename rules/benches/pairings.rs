//! How long schedules take: `cargo bench -p uptown-rules --bench pairings`.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use uptown_rules::pairings::rotating_partnerships;
use uptown_rules::pairings::teams::{SwissStanding, swiss_round};

fn rotating(c: &mut Criterion) {
    let mut group = c.benchmark_group("rotating partnerships");
    group.sample_size(10);
    for players in [
        12u32, 13, 50, 56, 68, 93, 97, 101, 104, 108, 129, 132, 136, 150, 152, 177, 189, 192, 196,
        197, 200, 237,
    ] {
        group.bench_with_input(
            BenchmarkId::from_parameter(players),
            &players,
            |b, players| {
                b.iter(|| rotating_partnerships(black_box(*players), None, 1).expect("a schedule"));
            },
        );
    }
    group.bench_function("48 players, 8 rounds", |b| {
        b.iter(|| rotating_partnerships(black_box(48), Some(8), 1));
    });
    group.finish();
}

fn swiss(c: &mut Criterion) {
    let standings: Vec<SwissStanding> = (1..=64)
        .map(|partnership| SwissStanding {
            partnership,
            score: i64::from(64 - partnership) / 4,
            had_bye: false,
        })
        .collect();
    c.bench_function("swiss round, 64 partnerships", |b| {
        b.iter(|| swiss_round(5, black_box(&standings), &[]));
    });
}

criterion_group!(benches, rotating, swiss);
criterion_main!(benches);
