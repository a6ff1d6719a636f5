//! Logo's turtle, recording instead of drawing: each stroke with the pen
//! down becomes a [`Segment`] that tests pin and the renderer replays.

/// A point in turtle space: origin at the centre, y grows upwards, in the
/// Logo program's units (the board is 120 units across).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Point {
    pub x: f32,
    pub y: f32,
}

impl Point {
    pub const fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }

    pub fn distance(self, other: Point) -> f32 {
        (self.x - other.x).hypot(self.y - other.y)
    }

    pub fn lerp(self, other: Point, fraction: f32) -> Point {
        Point::new(
            self.x + (other.x - self.x) * fraction,
            self.y + (other.y - self.y) * fraction,
        )
    }

    /// The point `distance` units away along Logo `heading`.
    pub fn step(self, heading: f32, distance: f32) -> Point {
        let radians = heading.to_radians();
        Point::new(
            self.x + distance * radians.sin(),
            self.y + distance * radians.cos(),
        )
    }
}

/// One straight stroke, and the heading the turtle faced making it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Segment {
    pub from: Point,
    pub to: Point,
    /// Degrees clockwise from north, as in Logo.
    pub heading: f32,
}

impl Segment {
    pub fn length(&self) -> f32 {
        self.from.distance(self.to)
    }
}

/// Where a turtle is and which way it faces.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Pose {
    pub at: Point,
    /// Degrees clockwise from north.
    pub heading: f32,
}

/// Largest angle, in degrees, one straight piece of an arc turns through.
pub const ARC_STEP_DEGREES: f32 = 5.0;

/// The turtle: position, heading, pen, and what it has drawn so far. It
/// starts at home (the origin), heading north, pen down.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Turtle {
    pose: Pose,
    pen_up: bool,
    drawn: Vec<Segment>,
}

impl Turtle {
    pub fn pose(&self) -> Pose {
        self.pose
    }

    pub fn into_segments(self) -> Vec<Segment> {
        self.drawn
    }

    pub fn penup(&mut self) -> &mut Turtle {
        self.pen_up = true;
        self
    }

    pub fn pendown(&mut self) -> &mut Turtle {
        self.pen_up = false;
        self
    }

    /// Moves straight to `to`, drawing if the pen is down; the heading stays.
    pub fn setpos(&mut self, to: Point) -> &mut Turtle {
        let from = self.pose.at;
        self.stroke(from, to, self.pose.heading);
        self.pose.at = to;
        self
    }

    pub fn setheading(&mut self, heading: f32) -> &mut Turtle {
        self.pose.heading = heading.rem_euclid(360.0);
        self
    }

    pub fn forward(&mut self, distance: f32) -> &mut Turtle {
        let to = self.pose.at.step(self.pose.heading, distance);
        self.setpos(to)
    }

    /// Moves backwards, still facing the same way, as Logo's turtle does.
    pub fn back(&mut self, distance: f32) -> &mut Turtle {
        self.forward(-distance)
    }

    /// Turns clockwise.
    pub fn right(&mut self, degrees: f32) -> &mut Turtle {
        self.setheading(self.pose.heading + degrees)
    }

    /// UCBLogo's `arc ANGLE RADIUS`: `angle` degrees round the turtle from
    /// its heading, clockwise if positive; the turtle does not move.
    pub fn arc(&mut self, angle: f32, radius: f32) -> &mut Turtle {
        let pieces = (angle.abs() / ARC_STEP_DEGREES).ceil().max(1.0) as usize;
        let centre = self.pose.at;
        let start = self.pose.heading;
        let turn = if angle >= 0.0 { 90.0 } else { -90.0 };
        for i in 0..pieces {
            let a = start + angle * i as f32 / pieces as f32;
            let b = start + angle * (i + 1) as f32 / pieces as f32;
            let tangent = ((a + b) / 2.0 + turn).rem_euclid(360.0);
            self.stroke(centre.step(a, radius), centre.step(b, radius), tangent);
        }
        self
    }

    fn stroke(&mut self, from: Point, to: Point, heading: f32) {
        if !self.pen_up && from != to {
            self.drawn.push(Segment { from, to, heading });
        }
    }
}

/// Logo's `towards`: the heading from `from` to `to`, in degrees clockwise
/// from north (north when they are the same point: atan2(0, 0) is 0).
pub fn heading_to(from: Point, to: Point) -> f32 {
    (to.x - from.x)
        .atan2(to.y - from.y)
        .to_degrees()
        .rem_euclid(360.0)
}

pub fn path_length(path: &[Segment]) -> f32 {
    path.iter().map(Segment::length).sum()
}

/// The first `length` units of `path`, and where the pen then is (`None`
/// for an empty path): what an animated turtle has drawn so far.
pub fn trace(path: &[Segment], length: f32) -> (Vec<Segment>, Option<Pose>) {
    let mut left = length.max(0.0);
    let mut drawn = Vec::new();
    let pose = |at: Point, s: &Segment| Pose {
        at,
        heading: s.heading,
    };
    let mut at = path.first().map(|s| pose(s.from, s));
    for segment in path {
        let full = segment.length();
        // Cut short only where `left < full`, so `full` is not zero there.
        let cut = left < full;
        let to = if cut {
            segment.from.lerp(segment.to, left / full)
        } else {
            segment.to
        };
        if !cut || left > 0.0 {
            drawn.push(Segment { to, ..*segment });
        }
        at = Some(pose(to, segment));
        if cut {
            break;
        }
        left -= full;
    }
    (drawn, at)
}

#[cfg(test)]
#[path = "turtle_tests.rs"]
mod tests;
