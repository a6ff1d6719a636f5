//! A bare macroquad window, the plain loop of macroquad's examples: the
//! reference `scripts/perf` measures ttt's idle CPU and memory against.

use macroquad::prelude::*;

#[macroquad::main("bare")]
async fn main() {
    loop {
        clear_background(WHITE);
        next_frame().await
    }
}
