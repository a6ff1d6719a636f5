use super::sort_by_key;
use crate::core::rng::Rng;

#[test]
fn sorts_as_the_standard_stable_sort_does() {
    let mut rng = Rng::seeded(7);
    for len in 0..40 {
        let items: Vec<(u64, usize)> = (0..len).map(|i| (rng.next_u64() % 5, i)).collect();
        let mut ours = items.clone();
        let mut theirs = items.clone();
        sort_by_key(&mut ours, |&(k, _)| k);
        theirs.sort_by_key(|&(k, _)| k);
        assert_eq!(ours, theirs, "length {len}");
    }
}

#[test]
fn equal_keys_keep_their_order() {
    let mut items = vec![(2, 'a'), (1, 'b'), (2, 'c'), (1, 'd'), (0, 'e')];
    sort_by_key(&mut items, |&(k, _)| std::cmp::Reverse(k));
    assert_eq!(
        items,
        vec![(2, 'a'), (2, 'c'), (1, 'b'), (1, 'd'), (0, 'e')]
    );
}
