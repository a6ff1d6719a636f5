//! A stable insertion sort for the short lists the game orders: a few dozen
//! bytes of code per type, where std's stable sort costs the page about two
//! kilobytes (docs/performance.md). Quadratic: long lists want `sort_unstable`.

use std::cmp::Ordering;

/// Sorts `items` by `key`, equal keys keeping their order.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` by `compare`, equal items keeping their order.
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && compare(&items[j - 1], &items[j]) == Ordering::Greater {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
#[path = "order_tests.rs"]
mod tests;
