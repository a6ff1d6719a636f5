//! What a data file is made of: a serde type written as JSON (one object
//! with `"version": 1` among its keys), or as TOML for the settings a
//! person may edit (ending in a `[ttt]` table holding `version = 1`, so a
//! file cut short reads as damaged). A key this version does not read is
//! kept ([`Kept`]) and written back unchanged. Pure bytes in, text out.

use serde::de::DeserializeOwned;
use serde::Serialize;

pub const FORMAT_VERSION: u64 = 1;

/// A kind of data file: its name in the data directory (`.toml` for TOML,
/// anything else for JSON), how a player calls what it holds, and its
/// default (what a missing or damaged file becomes).
pub trait DataFile: Serialize + DeserializeOwned + Default {
    const FILE_NAME: &'static str;
    /// What the file holds, in a player's words: `your scores`.
    const WHAT: &'static str;
    /// What starts again when a damaged file is set aside.
    const AFRESH: &'static str = "they go back to the defaults";
}

/// Why a data file's bytes cannot be read: the file counts as damaged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Damage {
    #[error("it is empty")]
    Empty,
    #[error("it is not text")]
    NotText,
    #[error("it is truncated ({why})")]
    Truncated { why: String },
    /// Not JSON or TOML, or not the shape of its kind.
    #[error("{why}")]
    Invalid { why: String },
    #[error("it has no format version (it may be truncated)")]
    NoVersion,
    /// Not a version number this program knows, nor a newer one.
    #[error("its format version '{version}' is unknown")]
    UnknownVersion { version: String },
    /// Not damage: a newer ttt wrote the file, in a version this one cannot
    /// read. The store leaves it as it is and does not write over it.
    #[error("a newer ttt wrote it (format version {version}; this one reads {FORMAT_VERSION})")]
    Newer { version: String },
}

/// The top-level keys of a file this version does not read.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Kept {
    #[default]
    Nothing,
    Json(serde_json::Map<String, serde_json::Value>),
    #[cfg(not(target_arch = "wasm32"))]
    Toml(toml::Table),
}

pub fn parse_file<T: DataFile>(bytes: &[u8]) -> Result<T, Damage> {
    parse_file_keeping(bytes).map(|(value, _)| value)
}

pub fn parse_file_keeping<T: DataFile>(bytes: &[u8]) -> Result<(T, Kept), Damage> {
    let text = std::str::from_utf8(bytes).map_err(|_| Damage::NotText)?;
    if text.trim().is_empty() {
        return Err(Damage::Empty);
    }
    #[cfg(not(target_arch = "wasm32"))]
    if T::FILE_NAME.ends_with(".toml") {
        return parse_toml(text);
    }
    parse_json(text)
}

fn parse_json<T: DataFile>(text: &str) -> Result<(T, Kept), Damage> {
    use serde_json::Value;
    let mut map = match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(map)) => map,
        Ok(_) => return Err(invalid("it is not a JSON object")),
        Err(e) if e.is_eof() => return Err(Damage::Truncated { why: e.to_string() }),
        Err(e) => return Err(invalid(format!("it is not JSON ({e})"))),
    };
    check_version(map.remove("version").map(|v| (v.as_f64(), v.to_string())))?;
    let value: T = serde_json::from_value(Value::Object(map.clone()))
        .map_err(|e| invalid(format!("it does not hold {} ({e})", T::WHAT)))?;
    if let Ok(Value::Object(known)) = serde_json::to_value(&value) {
        map.retain(|key, _| !known.contains_key(key));
    }
    Ok((value, Kept::Json(map)))
}

#[cfg(not(target_arch = "wasm32"))]
fn parse_toml<T: DataFile>(text: &str) -> Result<(T, Kept), Damage> {
    let mut table: toml::Table = match text.parse() {
        Ok(table) => table,
        // The version table comes last: without it, the file was cut short.
        Err(_) if !text.contains("[ttt]") => return Err(Damage::NoVersion),
        Err(e) => {
            // On one line: the line it is on, and the message.
            let line = e
                .span()
                .map(|s| text[..s.start.min(text.len())].lines().count());
            let at = line.map_or(String::new(), |n| format!("line {}: ", n.max(1)));
            return Err(invalid(format!("it is not TOML ({at}{})", e.message())));
        }
    };
    let version = match table.remove("ttt") {
        Some(toml::Value::Table(mut ttt)) => ttt.remove("version"),
        _ => None,
    };
    check_version(version.map(|v| (v.as_integer().map(|n| n as f64), v.to_string())))?;
    let value: T = table.clone().try_into().map_err(|e: toml::de::Error| {
        invalid(format!("it does not hold {} ({})", T::WHAT, e.message()))
    })?;
    let known = toml::Table::try_from(&value).unwrap_or_default();
    table.retain(|key, _| !known.contains_key(key));
    Ok((value, Kept::Toml(table)))
}

fn invalid(why: impl Into<String>) -> Damage {
    Damage::Invalid { why: why.into() }
}

/// Accepts [`FORMAT_VERSION`] (as a number, and as shown); a whole number
/// above it is newer.
fn check_version(version: Option<(Option<f64>, String)>) -> Result<(), Damage> {
    let (number, shown) = version.ok_or(Damage::NoVersion)?;
    match number.filter(|n| n.fract() == 0.0) {
        Some(n) if n == FORMAT_VERSION as f64 => Ok(()),
        Some(n) if n > FORMAT_VERSION as f64 => Err(Damage::Newer { version: shown }),
        _ => Err(Damage::UnknownVersion {
            version: crate::core::position::escaped_excerpt(&shown),
        }),
    }
}

pub fn format_file<T: DataFile>(value: &T) -> String {
    format_file_keeping(value, &Kept::Nothing)
}

pub fn format_file_keeping<T: DataFile>(value: &T, kept: &Kept) -> String {
    #[cfg(not(target_arch = "wasm32"))]
    if T::FILE_NAME.ends_with(".toml") {
        let mut table = toml::Table::try_from(value).unwrap_or_default();
        if let Kept::Toml(kept) = kept {
            table.extend(kept.clone());
        }
        let body = toml::to_string(&table).unwrap_or_default();
        return format!("{body}\n[ttt]\nversion = {FORMAT_VERSION}\n");
    }
    format_json(value, kept)
}

/// A JSON file's text: the version first, then `value`'s keys, then the
/// `kept` ones.
pub fn format_json<T: Serialize>(value: &T, kept: &Kept) -> String {
    let mut map = serde_json::Map::new();
    map.insert("version".into(), FORMAT_VERSION.into());
    if let Ok(serde_json::Value::Object(body)) = serde_json::to_value(value) {
        map.extend(body);
    }
    if let Kept::Json(kept) = kept {
        map.extend(kept.clone());
    }
    let text = serde_json::to_string_pretty(&map).unwrap_or_default();
    format!("{text}\n")
}

#[cfg(test)]
#[path = "format_tests.rs"]
mod tests;
