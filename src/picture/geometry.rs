//! Points and rectangles in window coordinates (logical pixels from the
//! top left, y down), and where a picture in turtle space lies in them.

use crate::picture::turtle::Point;

/// A point in the window, in logical pixels from the top-left corner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WindowPoint {
    pub x: f32,
    pub y: f32,
}

impl WindowPoint {
    pub const fn new(x: f32, y: f32) -> WindowPoint {
        WindowPoint { x, y }
    }

    /// Whether `other` is this point, to a thousandth of a pixel.
    pub fn near(self, other: WindowPoint) -> bool {
        (self.x - other.x).abs() < 1e-3 && (self.y - other.y).abs() < 1e-3
    }
}

/// An axis-aligned rectangle in window pixels.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub const fn new(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect { x, y, w, h }
    }

    pub fn contains(&self, p: WindowPoint) -> bool {
        p.x >= self.x && p.x < self.x + self.w && p.y >= self.y && p.y < self.y + self.h
    }

    pub fn centre(&self) -> WindowPoint {
        WindowPoint::new(self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    pub fn right(&self) -> f32 {
        self.x + self.w
    }

    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }

    /// The rectangle `by` pixels inside this one on every side.
    pub fn inset(&self, by: f32) -> Rect {
        Rect::new(
            self.x + by,
            self.y + by,
            (self.w - 2.0 * by).max(0.0),
            (self.h - 2.0 * by).max(0.0),
        )
    }
}

/// Where a picture in turtle space lies in the window: `scale` window
/// pixels a turtle unit, turtle (0, 0) at `origin`, turtle y upwards.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Transform {
    pub scale: f32,
    pub origin: WindowPoint,
}

impl Transform {
    pub fn to_window(&self, p: Point) -> WindowPoint {
        WindowPoint::new(
            self.origin.x + p.x * self.scale,
            self.origin.y - p.y * self.scale,
        )
    }

    pub fn to_turtle(&self, p: WindowPoint) -> Point {
        Point::new(
            (p.x - self.origin.x) / self.scale,
            (self.origin.y - p.y) / self.scale,
        )
    }
}
