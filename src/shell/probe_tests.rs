//! The probe's verdicts, for every combination of what it can find. (The
//! probe itself runs against real X servers in `tests/window_failures.rs`.)

use super::*;

const GLXES: [Glx; 4] = [Glx::Missing, Glx::NoVisual, Glx::NoContext, Glx::Usable];

/// Every combination of facts.
fn every_facts() -> impl Iterator<Item = GlFacts> {
    let flags = [false, true];
    flags.into_iter().flat_map(move |display| {
        flags.into_iter().flat_map(move |libgl| {
            flags.into_iter().flat_map(move |libegl| {
                GLXES.into_iter().map(move |glx| GlFacts {
                    display,
                    libgl,
                    glx,
                    libegl,
                })
            })
        })
    })
}

#[test]
fn no_display_is_named_with_its_name() {
    for facts in every_facts().filter(|f| !f.display) {
        assert_eq!(
            verdict(facts, Some(":7")),
            Err(WindowFailure::NoDisplay(Some(":7".into()))),
            "{facts:?}"
        );
    }
}

#[test]
fn a_failure_only_where_miniquad_would_fail() {
    for facts in every_facts().filter(|f| f.display) {
        // miniquad: GLX usable opens; GLX without a visual or a context
        // panics; GLX missing falls back to EGL, which needs libEGL.
        let opens = match facts.glx {
            Glx::Usable => true,
            Glx::NoVisual | Glx::NoContext => false,
            Glx::Missing => facts.libegl,
        };
        let got = verdict(facts, Some(":7"));
        assert_eq!(got.is_ok(), opens, "{facts:?}: {got:?}");
        if let Err(failure) = got {
            assert!(matches!(failure, WindowFailure::NoOpenGl(_)), "{facts:?}");
        }
    }
}

#[test]
fn what_is_missing_is_said() {
    let facts = GlFacts {
        display: true,
        libgl: false,
        glx: Glx::Missing,
        libegl: false,
    };
    let said = verdict(facts, None).expect_err("no libraries").to_string();
    assert!(
        said.contains("neither libGL nor libEGL can be loaded"),
        "{said}"
    );
    let facts = GlFacts {
        libgl: true,
        ..facts
    };
    let said = verdict(facts, None)
        .expect_err("no GLX, no EGL")
        .to_string();
    assert!(
        said.contains("no GLX 1.3 and libEGL cannot be loaded"),
        "{said}"
    );
}
