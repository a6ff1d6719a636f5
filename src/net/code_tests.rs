use super::*;

#[test]
fn codes_read_back_in_any_case_and_with_dashes() {
    let code = Code::parse("abc-def").expect("a code");
    assert_eq!(code.as_str(), "ABCDEF");
    assert_eq!(Code::parse(" AB CD EF ").expect("a code"), code);
}

#[test]
fn codes_refuse_confusable_characters_and_wrong_lengths() {
    for bad in ["ABCDE0", "ABCDEO", "ABCDE1", "ABCDEI", "ABCDEL", "abcdel"] {
        let err = Code::parse(bad).expect_err(bad);
        assert!(err.contains("is not in a room's code"), "{bad}: {err}");
    }
    assert!(Code::parse("ABCDE").is_err());
    assert!(Code::parse("ABCDEFG").is_err());
    assert!(Code::parse("").is_err());
    assert!(Code::parse("ABCDÉF").is_err());
}

#[test]
fn every_random_byte_makes_a_readable_code() {
    for b in 0..=255u8 {
        let code = Code::from_random([b; CODE_LEN]);
        assert_eq!(Code::parse(code.as_str()), Ok(code));
        assert!(!code.as_str().contains(['0', 'O', '1', 'I', 'L']));
    }
}

#[test]
fn tokens_are_32_hex_digits() {
    let token = token_from([0xab; TOKEN_LEN / 2]);
    assert_eq!(token.len(), TOKEN_LEN);
    assert!(token.chars().all(|c| c.is_ascii_hexdigit()));
}
