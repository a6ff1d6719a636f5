//! Tests of `icon.rs`.

use super::*;

#[test]
fn the_icon_has_its_sizes_and_ink_in_every_colour() {
    for size in [16, 32, 64, 128] {
        let rgba = icon_rgba(size).expect("an icon");
        assert_eq!(rgba.len(), (size * size * 4) as usize);
        let near = |c: Colour| {
            let [r, g, b] = [c.r, c.g, c.b].map(|v| (v * 255.0) as i32);
            rgba.chunks_exact(4).any(|p| {
                (p[0] as i32 - r).abs() < 40
                    && (p[1] as i32 - g).abs() < 40
                    && (p[2] as i32 - b).abs() < 40
            })
        };
        assert!(
            near(LIGHT.ink) && near(LIGHT.x_ink) && near(LIGHT.o_ink) && near(ICON_STRIKE),
            "{size}"
        );
    }
}

#[test]
fn the_desktop_icon_in_assets_is_the_one_the_game_draws() {
    let shipped = include_bytes!("../../assets/ttt.png");
    let drawn = icon_png(128).expect("an icon");
    assert!(
        shipped.as_slice() == drawn.as_slice(),
        "assets/ttt.png is out of date: run `cargo run --example icon -- assets/ttt.png`"
    );
}
