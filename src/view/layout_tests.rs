//! Tests of the layout: the turtle↔window round trip for every square at
//! many window sizes, and which clicks land on squares, lines and buttons.

use super::*;
use crate::core::square::sq;
use crate::picture::drawing::box_centre;
use crate::view::test_frames::Placement;

/// Window sizes to try: tiny, square, wide, tall, the default, huge, odd.
const SIZES: [(f32, f32); 10] = [
    (200.0, 200.0),
    (300.0, 300.0),
    (800.0, 600.0),
    (1200.0, 500.0),
    (500.0, 1200.0),
    (2560.0, 1440.0),
    (201.0, 777.0),
    (640.0, 200.0),
    (0.0, 0.0),
    (f32::NAN, f32::INFINITY),
];

fn check_square(layout: &Layout, p: Point, expected: Option<Square>) {
    assert_eq!(
        square_within(p, LINE_MARGIN),
        expected,
        "turtle point {p:?}"
    );
    if !p.x.is_finite() {
        return;
    }
    let w = layout.picture.to_window(p);
    let back = layout.picture.to_turtle(w);
    assert!(
        back.distance(p) < 1e-3,
        "round trip {p:?} -> {w:?} -> {back:?}"
    );
}

#[test]
fn every_square_round_trips_at_every_size() {
    for (w, h) in SIZES {
        let layout = Layout::new(w, h);
        for s in Square::all() {
            let centre = box_centre(s);
            check_square(&layout, centre, Some(s));
            assert_eq!(
                layout.square_at_window(layout.picture.to_window(centre)),
                Some(s),
                "{w}x{h} box{s}"
            );
            let rect = layout.square_rect(s);
            assert!(
                rect.contains(layout.picture.to_window(centre)),
                "{w}x{h} square {s}"
            );
        }
    }
}

#[test]
fn the_picture_fits_inside_the_window_with_uniform_scale() {
    for (w, h) in SIZES {
        let layout = Layout::new(w, h);
        let corners = [
            Point::new(-60.0 - PICTURE_PAD, 70.0 + PICTURE_PAD),
            Point::new(60.0 + PICTURE_PAD, -50.0 - PICTURE_PAD),
        ];
        let [a, b] = corners.map(|p| layout.picture.to_window(p));
        assert!(
            a.x >= 0.0 && a.y >= 0.0 && b.x <= layout.width && b.y <= layout.height,
            "{w}x{h}: {a:?} {b:?}"
        );
        assert!(
            !layout.board.overlaps(&layout.panel),
            "{w}x{h}: board overlaps status"
        );
        // Under the title and scores, or (a full-height board) beside them.
        let title_left = layout.title.centre_x - layout.title.max_width / 2.0;
        let beside = b.x <= title_left && b.x <= layout.scores_rect.x;
        assert!(
            beside || a.y >= layout.title.baseline,
            "{w}x{h}: board overlaps title"
        );
        let band = layout.scores_rect;
        assert!(
            beside || a.y >= band.y + band.h - 0.01,
            "{w}x{h}: board overlaps the scores line"
        );
        let square = layout.square_rect(sq(1));
        assert_eq!(square.w, square.h, "uniform scale");
        assert!(
            square.w >= 20.0,
            "{w}x{h}: squares too small to play ({})",
            square.w
        );
    }
}

#[test]
fn the_picture_is_centred_in_the_board_s_square() {
    for (w, h) in [(1200.0, 500.0), (420.0, 700.0), (800.0, 600.0)] {
        let layout = Layout::new(w, h);
        let mid = layout.picture.to_window(Point::new(0.0, 10.0));
        let centre = layout.board.centre();
        assert!(
            (mid.x - centre.x).abs() < 0.01 && (mid.y - centre.y).abs() < 0.01,
            "{w}x{h}"
        );
    }
}

#[test]
fn wide_windows_put_the_panel_beside_the_board_and_tall_ones_below() {
    for (w, h, wide) in [
        (800.0, 600.0, true),
        (1000.0, 360.0, true),
        (1280.0, 1000.0, true),
        (420.0, 700.0, false),
        (360.0, 360.0, false),
    ] {
        let layout = Layout::new(w, h);
        assert_eq!(layout.wide, wide, "{w}x{h}");
        let window = layout.window();
        let (status, history) = layout.panel_parts(9, 0);
        let mut regions = vec![layout.board, status, history, layout.scores_rect];
        regions.extend(layout.buttons.iter().map(|(_, r)| *r));
        for (i, a) in regions.iter().enumerate() {
            assert!(window.holds(a), "{w}x{h}: {a:?} leaves the window");
            for b in &regions[i + 1..] {
                assert!(!a.overlaps(b), "{w}x{h}: {a:?} overlaps {b:?}");
            }
        }
        if wide {
            assert!(
                layout.panel.x >= layout.board.right() && layout.rows_in(history) >= 6,
                "{w}x{h}"
            );
        } else {
            assert!(layout.panel.y >= layout.board.bottom(), "{w}x{h}");
        }
    }
}

#[test]
fn windows_smaller_than_the_minimum_are_laid_out_at_the_minimum() {
    assert_eq!(
        Layout::new(100.0, 50.0),
        Layout::new(MIN_WINDOW.0, MIN_WINDOW.1)
    );
    assert_eq!(
        Layout::new(f32::NAN, -3.0),
        Layout::new(MIN_WINDOW.0, MIN_WINDOW.1)
    );
}

#[test]
fn points_on_lines_and_off_the_board_are_no_square() {
    let none = [
        Point::new(-20.0, 10.0),
        Point::new(20.0, 50.0),
        Point::new(0.0, -10.0),
        Point::new(-40.0, 30.0),
        Point::new(-20.0, 30.0),
        Point::new(-19.0, 10.0),
        Point::new(40.0, 31.0),
        Point::new(-61.0, 10.0),
        Point::new(61.0, 10.0),
        Point::new(0.0, 71.0),
        Point::new(0.0, -51.0),
        Point::new(-60.0, 50.0),
        Point::new(500.0, -500.0),
        Point::new(f32::NAN, 0.0),
    ];
    let layout = Layout::new(800.0, 600.0);
    for p in none {
        check_square(&layout, p, None);
    }
}

#[test]
fn points_inside_squares_near_their_edges() {
    let layout = Layout::new(800.0, 600.0);
    let table = [
        ((-59.0, 69.0), 1),
        ((-22.0, 32.0), 1),
        ((-18.0, 32.0), 2),
        ((18.0, 28.0), 5),
        ((59.0, -49.0), 9),
        ((22.0, -12.0), 9),
        ((-59.0, 0.0), 4),
    ];
    for ((x, y), n) in table {
        check_square(&layout, Point::new(x, y), Some(sq(n)));
    }
}

#[test]
fn the_scores_line_sits_between_title_and_board_and_can_be_clicked() {
    for (w, h) in SIZES {
        let layout = Layout::new(w, h);
        let band = layout.scores_rect;
        let line = layout.scores;
        assert!(band.y > layout.title.baseline, "{w}x{h}: under the title");
        assert!(
            band.contains(WindowPoint::new(
                line.centre_x,
                line.baseline - layout.text * 0.3
            )),
            "{w}x{h}: the band holds its text"
        );
        assert!(band.x >= 0.0 && band.x + band.w <= layout.width);
        assert!(band.h >= layout.text, "{w}x{h}: a band big enough to hit");
        for s in Square::all() {
            assert!(layout.square_at_window(band.centre()) != Some(s));
        }
    }
}

#[test]
fn buttons_are_inside_the_window_and_apart() {
    for (w, h) in SIZES {
        let layout = Layout::new(w, h);
        assert_eq!(layout.buttons.len(), Button::ALL.len());
        for (i, (_, a)) in layout.buttons.iter().enumerate() {
            assert!(
                a.x >= 0.0 && a.y >= 0.0 && a.x + a.w <= layout.width && a.y + a.h <= layout.height,
                "{w}x{h} {a:?}"
            );
            assert!(
                a.w >= 40.0 && a.h >= 20.0,
                "{w}x{h}: button too small {a:?}"
            );
            for (_, b) in &layout.buttons[i + 1..] {
                let apart =
                    a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
                assert!(apart, "{w}x{h}: {a:?} overlaps {b:?}");
            }
            assert!(layout.square_at_window(a.centre()).is_none());
        }
    }
}

#[test]
fn default_size_geometry() {
    let layout = Layout::new(DEFAULT_WINDOW.0, DEFAULT_WINDOW.1);
    let top = layout.buttons[0].1.y;
    assert!(
        layout.buttons.iter().all(|(_, r)| r.y == top),
        "one row of buttons at 800x600"
    );
    assert!(layout.picture.scale > 2.5, "scale {}", layout.picture.scale);
    assert!(!Layout::new(1280.0, 1000.0).short_labels);
}

/// Fullscreen on common screens: the board takes most of the height (the
/// rest is the title, scores, buttons and, in a tall screen, the panel
/// under it), and the board and panel stay inside the window.
#[test]
fn a_fullscreen_window_gives_the_board_the_room() {
    for (w, h) in [
        (1280.0, 1024.0),
        (1920.0, 1080.0),
        (2560.0, 1440.0),
        (3840.0, 2160.0),
    ] {
        let layout = Layout::new(w, h);
        let board = layout.board;
        assert!(board.w >= 0.6 * h, "{w}x{h}: board {board:?}");
        assert!(
            board.right() <= w && board.bottom() <= h,
            "{w}x{h}: {board:?}"
        );
    }
}

/// A window much wider than tall gives the board its whole height, with
/// the title, scores, panel and buttons in a column beside it, and the two
/// centred: at 1280x500 the board was 310 px at the left edge beside an
/// 840 px panel.
#[test]
fn a_wide_short_window_gives_the_board_its_height_and_centres_it() {
    for (w, h) in [(1280.0, 500.0), (1920.0, 1080.0), (1000.0, 360.0)] {
        let layout = Layout::new(w, h);
        let board = layout.board;
        assert!(
            board.h >= h - 2.0 * layout.margin - 0.01,
            "{w}x{h}: {board:?}"
        );
        let (_, last) = layout.buttons[layout.buttons.len() - 1];
        let right_gap = w - last.right();
        assert!(
            (board.x - right_gap).abs() <= layout.margin + 1.0,
            "{w}x{h}: not centred: {} left, {right_gap} right",
            board.x
        );
        assert!(layout.panel.x >= board.right(), "{w}x{h}");
        assert!(layout.title.centre_x > board.right(), "{w}x{h}");
        for (_, r) in &layout.buttons {
            assert!(r.x >= board.right(), "{w}x{h}: {r:?} under the board");
        }
    }
    // Not where the column would be too narrow: the default size keeps
    // the title over both and the buttons across the window.
    let layout = Layout::new(DEFAULT_WINDOW.0, DEFAULT_WINDOW.1);
    assert!(layout.board.y > layout.scores_rect.bottom());
}

/// The panel is never wider than reads well, and a big window centres it
/// (at 1280x1024 the status was flush left at x = 15).
#[test]
fn the_panel_is_no_wider_than_reads_well() {
    for (w, h) in SIZES
        .into_iter()
        .chain([(1280.0, 1024.0), (3840.0, 2160.0)])
    {
        let layout = Layout::new(w, h);
        let panel = layout.panel;
        assert!(
            panel.w <= (READING_WIDTH * layout.text).max(layout.board.w) + 0.01,
            "{w}x{h}: panel {panel:?}"
        );
    }
    let layout = Layout::new(1280.0, 1024.0);
    assert!(!layout.wide);
    assert!(
        layout.panel.x >= layout.board.x - 0.01,
        "{:?}",
        layout.panel
    );
    let mid = layout.panel.x + layout.panel.w / 2.0;
    assert!((mid - 640.0).abs() < 1.0, "centred: {:?}", layout.panel);
}

/// The pen grows with the board, and is never thinner than two pixels.
#[test]
fn the_pen_grows_with_the_board() {
    let small = Layout::new(MIN_WINDOW.0, MIN_WINDOW.1);
    let default = Layout::new(DEFAULT_WINDOW.0, DEFAULT_WINDOW.1);
    let big = Layout::new(2560.0, 1440.0);
    assert!(small.pen_width >= MIN_PEN);
    assert!(default.pen_width > small.pen_width);
    assert!(big.pen_width > 2.0 * default.pen_width);
    let ratio = big.pen_width / big.board.w;
    assert!((ratio - default.pen_width / default.board.w).abs() < 0.001);
}

/// A phone's tall screen gives the history the height the board cannot
/// use; a window no taller than the board needs keeps the usual lines.
#[test]
fn a_very_tall_window_gives_the_history_more_lines() {
    let phone = Layout::new(390.0, 844.0);
    assert!(!phone.wide);
    assert!(phone.tall_lines.1 > TALL_LINES.1, "{:?}", phone.tall_lines);
    assert!(phone.tall_lines.1 <= TALL_LINES.1 + TALL_EXTRA_LINES);
    let square = Layout::new(MIN_WINDOW.0, MIN_WINDOW.1);
    assert_eq!(square.tall_lines, SHORT_LINES);
}
