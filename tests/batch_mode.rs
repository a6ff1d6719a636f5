//! Batch mode (`ttt move -`) stays cheap on any input: a good line costs
//! no allocation, and a line of any length is answered in bounded memory.
//!
//! A test binary of its own: its counting allocator is the whole binary's,
//! and a child's peak memory (maxrss) starts from its parent's at the
//! spawn, so the parent must stay small — the other tests, in one binary
//! (`tests/pure`), reach over 100 MB.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use ttt::cli::{run, Launch};

/// Counts every allocation, per thread (tests run side by side).
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

fn allocated() -> usize {
    ALLOCATIONS.with(Cell::get)
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
        // SAFETY: the caller's contract is passed on unchanged.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// The allocations of one whole `ttt move --opponent NAME -` over `lines`
/// copies of a line set, output kept in a preallocated buffer.
fn allocations(opponent: &str, lines: usize) -> usize {
    let input = "x________\nxo__x___o\n_________ x\n--x.o----\n".repeat(lines);
    let words = ["move", "--opponent", opponent, "-"];
    let mut out = Vec::with_capacity(1 << 20);
    let mut err = Vec::with_capacity(1 << 10);
    let before = allocated();
    let launch = run(&words, &mut input.as_bytes(), &mut out, &mut err);
    let after = allocated();
    assert!(
        matches!(launch, Launch::Exit(0)),
        "{}",
        String::from_utf8_lossy(&err)
    );
    after - before
}

#[test]
fn a_good_line_allocates_nothing() {
    for opponent in ["dawson", "hyde", "perfect"] {
        allocations(opponent, 1); // tables built once per process
        let (few, many) = (allocations(opponent, 10), allocations(opponent, 1000));
        assert_eq!(few, many, "{opponent}: 40 lines {few}, 4000 lines {many}");
    }
}

/// The most memory a child of this process used, in KiB (Linux's maxrss).
fn children_peak_kib() -> i64 {
    // SAFETY: getrusage fills the zeroed struct it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    assert_eq!(
        unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) },
        0
    );
    usage.ru_maxrss
}

#[test]
fn a_line_of_200_mb_is_refused_in_flat_memory() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ttt"))
        .args(["move", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("runs");
    let mut stdin = child.stdin.take().expect("piped");
    let writer = std::thread::spawn(move || {
        let block = vec![b'x'; 1 << 20];
        for _ in 0..200 {
            stdin.write_all(&block).expect("ttt reads on");
        }
        stdin.write_all(b"\nx________\n").expect("ttt reads on");
    });
    let mut out = String::new();
    child
        .stdout
        .take()
        .expect("piped")
        .read_to_string(&mut out)
        .expect("utf-8 answers");
    writer.join().expect("all written");
    let status = child.wait().expect("ends");
    assert_eq!(status.code(), Some(2));
    assert_eq!(
        out,
        "error: line longer than 1024 bytes; skipped\n5 center\n"
    );
    // The peak of every child this process ran: 8,752-9,092 KiB in ten
    // runs (2026-11-29, debug build), whose allocator and libraries vary
    // little; a line read whole would be 200 MB, and even a 4 MB buffer
    // would go over the bound.
    let peak = children_peak_kib();
    assert!(peak < 12 * 1024, "peak {peak} KiB for a 200 MB line");
}
