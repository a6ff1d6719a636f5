//! The display list: one frame as plain data in logical window pixels,
//! replayed by the shell, by [`crate::view::raster`], and read by tests;
//! beside what is drawn, where a click lands ([`Hit`]).

use crate::game::input::Command;
use crate::view::layout::{Rect, WindowPoint};

/// A colour: red, green, blue and opacity, each 0..=1, not premultiplied.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Colour {
    pub r: f32,
    pub g: f32,
    pub b: f32,
    pub a: f32,
}

/// A primitive: one thing painted, in list order.
#[derive(Clone, Debug, PartialEq)]
pub enum Primitive {
    Fill {
        rect: Rect,
        colour: Colour,
    },
    /// A rectangle's outline, `width` pixels wide, inside the rectangle.
    Outline {
        rect: Rect,
        width: f32,
        colour: Colour,
    },
    /// Pen strokes: each path a polyline through its points, `width`
    /// pixels wide, with round ends and joins (a one-point path is a dot).
    Strokes {
        paths: Vec<Vec<WindowPoint>>,
        width: f32,
        colour: Colour,
    },
    Triangle {
        points: [WindowPoint; 3],
        colour: Colour,
    },
}

/// A line of text at one size (the font's em): the left end of its
/// baseline. Renderers draw it as given.
#[derive(Clone, Debug, PartialEq)]
pub struct TextRun {
    pub text: String,
    pub x: f32,
    pub baseline: f32,
    pub size: f32,
    pub width: f32,
    pub colour: Colour,
}

impl TextRun {
    /// The box the run's letters can occupy: from an ascender's height
    /// above the baseline to a descender's below it.
    pub fn bounds(&self) -> Rect {
        Rect::new(
            self.x,
            self.baseline - self.size * 0.93,
            self.width,
            self.size * 1.17,
        )
    }
}

/// Primitives with text over them. A later layer is painted over everything
/// in the earlier ones (an overlay covers the words beneath it).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Layer {
    pub primitives: Vec<Primitive>,
    pub texts: Vec<TextRun>,
}

/// A region a click lands on, and its command; `None` (an overlay's box
/// between its rows) keeps the click from what lies under it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hit {
    pub rect: Rect,
    pub command: Option<Command>,
}

/// One frame: the background, then the layers in order, and the regions
/// a click lands on, the last added on top.
#[derive(Clone, Debug, PartialEq)]
pub struct DisplayList {
    pub width: f32,
    pub height: f32,
    pub background: Colour,
    pub layers: Vec<Layer>,
    pub hits: Vec<Hit>,
}

impl DisplayList {
    pub fn new(width: f32, height: f32, background: Colour) -> DisplayList {
        DisplayList {
            width,
            height,
            background,
            layers: vec![Layer::default()],
            hits: Vec::new(),
        }
    }

    /// Makes a click in `rect` give `command`, over every region before.
    pub fn hit(&mut self, rect: Rect, command: Option<Command>) {
        self.hits.push(Hit { rect, command });
    }

    /// The command of the topmost region holding `p`.
    pub fn command_at(&self, p: WindowPoint) -> Option<Command> {
        self.hits
            .iter()
            .rev()
            .find(|h| h.rect.contains(p))
            .and_then(|h| h.command)
    }

    pub fn top(&mut self) -> &mut Layer {
        if self.layers.is_empty() {
            self.begin_layer();
        }
        self.layers.last_mut().expect("a layer was just begun")
    }

    pub fn begin_layer(&mut self) {
        self.layers.push(Layer::default());
    }

    pub fn primitive(&mut self, primitive: Primitive) {
        self.top().primitives.push(primitive);
    }

    pub fn fill(&mut self, rect: Rect, colour: Colour) {
        self.primitive(Primitive::Fill { rect, colour });
    }

    pub fn outline(&mut self, rect: Rect, width: f32, colour: Colour) {
        self.primitive(Primitive::Outline {
            rect,
            width,
            colour,
        });
    }

    pub fn strokes(&mut self, paths: Vec<Vec<WindowPoint>>, width: f32, colour: Colour) {
        self.primitive(Primitive::Strokes {
            paths,
            width,
            colour,
        });
    }

    pub fn text(&mut self, run: TextRun) {
        self.top().texts.push(run);
    }

    pub fn texts(&self) -> impl Iterator<Item = &TextRun> {
        self.layers.iter().flat_map(|l| &l.texts)
    }

    pub fn primitives(&self) -> impl Iterator<Item = &Primitive> {
        self.layers.iter().flat_map(|l| &l.primitives)
    }
}
