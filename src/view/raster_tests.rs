//! Tests of `raster.rs`.

use super::*;
use crate::picture::glyphs::FONT;
use crate::view::palette::LIGHT;

fn paint(list: &DisplayList) -> Result<Pixmap, RasterError> {
    let (glyphs, atlas) = Glyphs::new(FONT, 1.0).expect("the embedded font loads");
    rasterize(list, Some((&glyphs, &atlas)))
}

fn pixel(p: &Pixmap, x: u32, y: u32) -> [u8; 4] {
    let c = p.pixel(x, y).expect("inside").demultiply();
    [c.red(), c.green(), c.blue(), c.alpha()]
}

#[test]
fn a_blank_picture_is_an_error_not_a_file() {
    let list = DisplayList::new(40.0, 30.0, LIGHT.paper);
    assert_eq!(paint(&list).err(), Some(RasterError::Blank));
    let mut hidden = DisplayList::new(40.0, 30.0, LIGHT.paper);
    hidden.fill(
        Rect {
            x: 50.0,
            y: 50.0,
            w: 5.0,
            h: 5.0,
        },
        LIGHT.ink,
    );
    assert_eq!(
        paint(&hidden).err(),
        Some(RasterError::Blank),
        "drawn outside"
    );
}

#[test]
fn impossible_sizes_are_errors() {
    for (w, h) in [(0.0, 10.0), (10.0, -1.0), (f32::NAN, 10.0), (1e9, 10.0)] {
        let list = DisplayList::new(w, h, LIGHT.paper);
        assert!(
            matches!(paint(&list), Err(RasterError::BadSize { .. })),
            "{w}x{h}"
        );
    }
}

#[test]
fn shapes_and_text_land_where_the_list_puts_them() {
    let mut list = DisplayList::new(100.0, 60.0, LIGHT.paper);
    list.fill(
        Rect {
            x: 10.0,
            y: 10.0,
            w: 20.0,
            h: 20.0,
        },
        LIGHT.ink,
    );
    list.primitive(Primitive::Strokes {
        paths: vec![vec![
            WindowPoint::new(50.0, 5.0),
            WindowPoint::new(50.0, 55.0),
        ]],
        width: 4.0,
        colour: LIGHT.ink,
    });
    list.text(TextRun {
        text: "X".into(),
        x: 70.0,
        baseline: 40.0,
        size: 24.0,
        width: 16.0,
        colour: LIGHT.ink,
    });
    let p = paint(&list).expect("a picture");
    let ink = [31, 33, 46, 255];
    assert_eq!(pixel(&p, 20, 20), ink, "inside the fill");
    assert_eq!(pixel(&p, 50, 30), ink, "on the stroke");
    assert_ne!(pixel(&p, 40, 30), ink, "between them");
    let inked = (70..90).flat_map(|x| (20..40).map(move |y| (x, y)));
    let dark = inked.filter(|&(x, y)| pixel(&p, x, y)[0] < 128).count();
    assert!(dark > 20, "the letter's strokes: {dark} dark pixels");
}
