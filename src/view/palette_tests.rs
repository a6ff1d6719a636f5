//! Each theme's colours on their own: X's and O's pens apart for every
//! kind of colour vision, and the pens, the strike and the turtle plain
//! against the paper. (Words against what they are drawn on are checked
//! on whole frames, in compose_tests.rs.)

use super::*;
use crate::view::test_frames::Wcag;

/// sRGB to linear light, and back.
fn linear(c: f32) -> f32 {
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

fn encoded(c: f32) -> f32 {
    let c = c.clamp(0.0, 1.0);
    if c <= 0.0031308 {
        c * 12.92
    } else {
        1.055 * c.powf(1.0 / 2.4) - 0.055
    }
}

/// Machado, Oliveira & Fernandes (2009), severity 1: how a colour looks to
/// someone without L (protanopia), M (deuteranopia) or S (tritanopia)
/// cones, in linear RGB.
const DICHROMACIES: [(&str, [[f32; 3]; 3]); 3] = [
    (
        "protanopia",
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ],
    ),
    (
        "deuteranopia",
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ],
    ),
    (
        "tritanopia",
        [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ],
    ),
];

fn seen(c: Colour, m: &[[f32; 3]; 3]) -> [f32; 3] {
    let lin = [linear(c.r), linear(c.g), linear(c.b)];
    let row = |r: [f32; 3]| encoded(r[0] * lin[0] + r[1] * lin[1] + r[2] * lin[2]);
    [row(m[0]), row(m[1]), row(m[2])]
}

fn distance(a: [f32; 3], b: [f32; 3]) -> f32 {
    a.iter()
        .zip(b)
        .map(|(x, y)| (x - y) * (x - y))
        .sum::<f32>()
        .sqrt()
}

const PALETTES: [(&str, &Palette); 3] =
    [("light", &LIGHT), ("dark", &DARK), ("contrast", &CONTRAST)];

#[test]
fn each_theme_has_its_palette() {
    for theme in Theme::ALL {
        let (_, p) = PALETTES[Theme::ALL.iter().position(|&t| t == theme).expect("listed")];
        assert_eq!(Palette::of(theme), p);
    }
    assert_ne!(LIGHT, DARK);
    assert_ne!(DARK, CONTRAST);
}

#[test]
fn x_and_o_are_apart_for_every_kind_of_colour_vision() {
    for (name, p) in PALETTES {
        // A blue and an orange: the one pair of hues every dichromat tells
        // apart.
        assert!(p.x_ink.b > p.x_ink.r + 0.3, "{name}: X is blue");
        assert!(p.o_ink.r > p.o_ink.b + 0.3, "{name}: O is orange");
        let plain = distance(
            [p.x_ink.r, p.x_ink.g, p.x_ink.b],
            [p.o_ink.r, p.o_ink.g, p.o_ink.b],
        );
        assert!(plain >= 0.5, "{name}: {plain:.2}");
        for (vision, m) in DICHROMACIES {
            let d = distance(seen(p.x_ink, &m), seen(p.o_ink, &m));
            // 0.3 of the RGB cube's side: the pens of today's paper theme
            // are 0.5 to 0.8 apart; a pair seen as one colour is under 0.1.
            assert!(d >= 0.3, "{name} under {vision}: X and O {d:.2} apart");
        }
    }
}

#[test]
fn the_pens_the_strike_and_the_turtle_stand_out_on_the_paper() {
    for (name, p) in PALETTES {
        for (what, c, needed) in [
            ("ink", p.ink, 7.0),
            ("X", p.x_ink, 4.5),
            ("O", p.o_ink, 4.5),
            ("strike", p.strike, 3.0),
            ("turtle", p.turtle, 3.0),
            ("cursor", p.cursor, 3.0),
            ("a button's edge", p.edge, 3.0),
        ] {
            let ratio = c.contrast(p.paper);
            assert!(ratio >= needed, "{name}: {what} is {ratio:.2}:1");
        }
        assert_eq!(p.sheet.a, 1.0, "{name}: nothing shows through a sheet");
    }
}

#[test]
fn the_high_contrast_theme_keeps_every_pen_at_seven_to_one() {
    let pens = [CONTRAST.ink, CONTRAST.muted, CONTRAST.x_ink, CONTRAST.o_ink];
    for c in pens.into_iter().chain([CONTRAST.strike]) {
        assert!(c.contrast(CONTRAST.paper) >= 7.0, "{c:?}");
    }
}
