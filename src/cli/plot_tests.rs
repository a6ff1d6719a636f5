//! Tests of `plot.rs`.

use super::*;

fn curve() -> Vec<(String, Vec<Point>)> {
    let points = (0..5)
        .map(|i| Point {
            games: i * 10,
            lost: 5 - i,
            lessons: (i * 3) as usize,
        })
        .collect();
    vec![("learner".to_string(), points)]
}

#[test]
fn an_svg_and_a_png_are_drawn_and_a_bad_name_is_refused() {
    let dir = std::env::temp_dir().join(format!("ttt-plot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let svg = dir.join("curve.svg");
    draw(&svg, "learning", 10, &curve()).expect("an svg");
    let text = std::fs::read_to_string(&svg).expect("written");
    assert!(
        text.starts_with("<svg") && text.contains("learner") && text.contains(&lost_label(10)),
        "{text}"
    );
    let png = dir.join("curve.png");
    draw(&png, "learning", 10, &curve()).expect("a png");
    let bytes = std::fs::read(&png).expect("written");
    assert_eq!(&bytes[1..4], b"PNG");
    assert!(draw(&dir.join("curve.txt"), "learning", 10, &curve()).is_err());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_lost_axis_says_how_many_games_each_point_counts() {
    assert_eq!(lost_label(10), "games lost in each 10 played (thin lines)");
    assert_eq!(lost_label(1), "games lost, each game (thin lines)");
}

#[test]
fn the_label_room_grows_with_the_tick_labels() {
    assert!(label_room(10_000) > label_room(10));
}
