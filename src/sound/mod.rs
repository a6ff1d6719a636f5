//! The game's sounds as sample buffers: each cue the game emits
//! (`game::outbox::Cue`) made at start-up from a few small functions —
//! envelopes, sines, a little noise for the pen — so their making is
//! reproducible by construction, and a mixer that plays several at once.
//! Plain data: the front end (the window's ALSA thread, the page's Web
//! Audio) only moves the samples to a speaker.

pub mod mixer;
pub mod synth;
