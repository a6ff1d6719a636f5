use super::*;

fn glyphs(scale: f32) -> (Glyphs, Atlas) {
    Glyphs::new(FONT, scale).expect("the embedded font loads")
}

fn inside(atlas: &Atlas, r: Rect) -> bool {
    r.x >= PADDING as f32
        && r.y >= PADDING as f32
        && r.x + r.w + PADDING as f32 <= atlas.width as f32
        && r.y + r.h + PADDING as f32 <= atlas.height as f32
}

fn overlaps(a: Rect, b: Rect) -> bool {
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
}

/// Every glyph of both sizes, as atlas rectangles.
fn sources(g: &Glyphs) -> Vec<Rect> {
    let text: String = characters().collect();
    [RASTER_SMALL, RASTER_LARGE]
        .iter()
        .flat_map(|&size| g.quads(&text, 0.0, 0.0, size).collect::<Vec<_>>())
        .map(|q| q.source)
        .collect()
}

/// `r` widened by half the padding on every side: two glyphs a padding
/// apart do not overlap so widened.
fn widened(r: Rect) -> Rect {
    let pad = PADDING as f32;
    Rect {
        x: r.x - pad / 2.0,
        y: r.y - pad / 2.0,
        w: r.w + pad,
        h: r.h + pad,
    }
}

#[test]
fn every_character_the_game_uses_has_its_own_glyph() {
    let (g, _) = glyphs(1.0);
    for c in characters() {
        for face in &g.faces {
            let glyph = face.glyph(c).unwrap_or_else(|| panic!("no {c:?}"));
            assert!(glyph.advance > 0.0, "{c:?} has no advance");
        }
    }
}

#[test]
fn glyphs_sit_apart_inside_the_atlas() {
    for scale in [1.0, 2.0] {
        let (g, atlas) = glyphs(scale);
        let rects = sources(&g);
        assert!(rects.len() > 350, "{} glyphs", rects.len());
        for (i, &a) in rects.iter().enumerate() {
            assert!(inside(&atlas, a), "{a:?} outside {}²", atlas.width);
            for &b in &rects[i + 1..] {
                assert!(!overlaps(widened(a), widened(b)), "{a:?} near {b:?}");
            }
        }
    }
}

#[test]
fn the_atlas_is_small_and_holds_the_glyphs_ink() {
    let (g, atlas) = glyphs(1.0);
    assert_eq!(atlas.coverage.len(), (atlas.width * atlas.height) as usize);
    assert!(
        atlas.width * atlas.height <= 512 * 512,
        "{}×{}",
        atlas.width,
        atlas.height
    );
    let q = g.quads("W", 0.0, 0.0, 40.0).next().expect("W has ink");
    let ink: u32 = (0..q.source.h as u32)
        .flat_map(|row| (0..q.source.w as u32).map(move |col| (row, col)))
        .map(|(row, col)| {
            let at = (q.source.y as u32 + row) * atlas.width + q.source.x as u32 + col;
            atlas.coverage[at as usize] as u32
        })
        .sum();
    assert!(ink > 255 * 50, "W holds {ink} coverage");
    assert_eq!(atlas.rgba().len(), atlas.coverage.len() * 4);
    assert_eq!(&atlas.rgba()[..4], &[255, 255, 255, atlas.coverage[0]]);
}

#[test]
fn width_is_the_sum_of_advances_and_scales_with_size() {
    let (g, _) = glyphs(1.0);
    let one = g.width("i", 30.0);
    assert!(one > 0.0);
    assert!((g.width("iii", 30.0) - 3.0 * one).abs() < 1e-3);
    assert!((g.width("iii", 40.0) / g.width("iii", 20.0) - 2.0).abs() < 1e-3);
    assert_eq!(g.width("", 30.0), 0.0);
    assert!(g.width("WWW", 30.0) > g.width("iii", 30.0));
}

#[test]
fn the_same_text_measures_the_same_on_a_high_dpi_screen() {
    let (one, _) = glyphs(1.0);
    let (two, atlas) = glyphs(2.0);
    assert!(atlas.width >= 1024);
    for (text, size) in [("X to move", 14.0), ("logo played o 3 (advance)", 30.0)] {
        let (a, b) = (one.width(text, size), two.width(text, size));
        assert!((a - b).abs() / a < 0.05, "{text}: {a} vs {b}");
    }
}

#[test]
fn a_character_the_font_lacks_is_drawn_as_a_question_mark() {
    let (g, _) = glyphs(1.0);
    assert_eq!(g.width("漢", 20.0), g.width("?", 20.0));
    let drawn: Vec<Rect> = g.quads("漢", 0.0, 0.0, 20.0).map(|q| q.source).collect();
    let question: Vec<Rect> = g.quads("?", 0.0, 0.0, 20.0).map(|q| q.source).collect();
    assert_eq!(drawn, question);
}

#[test]
fn quads_follow_the_pen_and_sit_on_the_baseline() {
    let (g, _) = glyphs(1.0);
    let quads: Vec<Quad> = g.quads("x g", 100.0, 50.0, 30.0).collect();
    assert_eq!(quads.len(), 2, "the space draws nothing");
    let (x, gee) = (quads[0].dest, quads[1].dest);
    assert!((x.x - 100.0).abs() < 3.0, "x starts at the pen: {x:?}");
    assert!(
        (x.y + x.h - 50.0).abs() < 1.0,
        "x rests on the baseline: {x:?}"
    );
    assert!(gee.y + gee.h > 55.0, "g descends below it: {gee:?}");
    let advance = g.width("x ", 30.0);
    assert!((gee.x - 100.0 - advance).abs() < 3.0, "g follows: {gee:?}");
    for q in &quads {
        assert!((q.dest.w / q.source.w - 30.0 / g.faces[1].px).abs() < 1e-4);
    }
}

#[test]
fn small_text_comes_from_the_small_raster_and_large_from_the_large() {
    let (g, _) = glyphs(1.0);
    let height = |size: f32| g.quads("H", 0.0, 0.0, size).next().expect("H").source.h;
    assert_eq!(height(12.0), height(20.0));
    assert_eq!(height(30.0), height(60.0));
    assert!(height(30.0) > 2.0 * height(12.0));
}

#[test]
fn a_font_that_is_not_a_font_is_an_error() {
    assert!(Glyphs::new(b"not a font", 1.0).is_err());
    let (g, _) = Glyphs::new(FONT, f32::NAN).expect("a bad scale falls back to 1");
    assert!(g.width("X", 20.0) > 0.0);
}
