//! macroquad's first example, in spirit: a line, a rectangle, a circle and
//! a word of text, redrawn as fast as the loop goes. A second reference for
//! `scripts/perf`: what any window that draws costs under Mesa's software
//! renderer, whose compiled shaders alone add megabytes.

use macroquad::prelude::*;

#[macroquad::main("basic shapes")]
async fn main() {
    loop {
        clear_background(LIGHTGRAY);
        draw_line(40.0, 40.0, 100.0, 200.0, 15.0, BLUE);
        draw_rectangle(screen_width() / 2.0 - 60.0, 100.0, 120.0, 60.0, GREEN);
        draw_circle(screen_width() - 30.0, screen_height() - 30.0, 15.0, YELLOW);
        draw_text("HELLO", 20.0, 20.0, 30.0, DARKGRAY);
        next_frame().await
    }
}
