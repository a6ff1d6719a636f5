//! Comparing two pictures of the same frame drawn by different painters
//! (the GPU, in a window or a browser, and `--screenshot`'s tiny-skia),
//! which anti-alias edges a little differently.

use super::Shot;

/// How far (of 255) a channel may stray from the colours around it in the
/// other picture: the GPU samples the glyph atlas a fraction of a pixel
/// away from tiny-skia, so a letter's stem may be up to about 50 lighter
/// in the window; a missing mark or word is 150 or more off.
const SLACK: u8 = 64;

/// Whether pixel `i` of `a` lies, channel by channel, within the range of
/// the colours within one pixel of it in `b` (give or take [`SLACK`]): what
/// an edge anti-aliased a little differently, or a pixel to one side, gives.
pub fn matched_nearby(a: &Shot, b: &Shot, i: usize) -> bool {
    let (x, y) = (i % a.width, i / a.width);
    let here = a.pixel(x, y);
    let mut low = [255u8; 3];
    let mut high = [0u8; 3];
    for ny in y.saturating_sub(1)..(y + 2).min(b.height) {
        for nx in x.saturating_sub(1)..(x + 2).min(b.width) {
            let there = b.pixel(nx, ny);
            for c in 0..3 {
                low[c] = low[c].min(there[c]);
                high[c] = high[c].max(there[c]);
            }
        }
    }
    (0..3).all(|c| {
        here[c].saturating_add(SLACK) >= low[c] && here[c] <= high[c].saturating_add(SLACK)
    })
}

/// How many pixels differ: a pixel counts when its colour is outside the
/// range of the colours within one pixel of it in the other picture,
/// either way round. Pictures of different sizes differ everywhere.
pub fn differing_pixels(a: &Shot, b: &Shot) -> usize {
    if (a.width, a.height) != (b.width, b.height) {
        return a.width * a.height;
    }
    (0..a.width * a.height)
        .filter(|&i| !matched_nearby(a, b, i) || !matched_nearby(b, a, i))
        .count()
}
