//! Reading JSON a client sent into the server's typed values, naming the field that is wrong:
//! a request body, a query or a form's fields after they are put together.

use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::error::ApiError;

/// Reads a JSON request body into `T`, naming the offending field on failure.
pub fn parse_body<T: DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    let value: Value = if body.is_empty() {
        Value::Object(serde_json::Map::new())
    } else {
        serde_json::from_slice(body).map_err(|error| ApiError::Invalid {
            field: None,
            detail: format!("the body is not valid JSON: {error}"),
        })?
    };
    // Serde reads a struct from an array of its fields in order too; a body is an object.
    if value.is_array() {
        return Err(ApiError::Invalid {
            field: None,
            detail: "the body must be a JSON object, not an array".to_owned(),
        });
    }
    parse_value(&value)
}

pub fn parse_value<T: DeserializeOwned>(value: &Value) -> Result<T, ApiError> {
    let value = &whole_numbers(value.clone());
    if let Some(field) = nul_field(value, "") {
        let field = if field.is_empty() {
            ".".to_owned()
        } else {
            field
        };
        return Err(ApiError::invalid(
            field.clone(),
            format!("{field} must not contain the NUL character"),
        ));
    }
    serde_path_to_error::deserialize(value).map_err(|error| {
        let path = error.path().to_string();
        let message = error.into_inner().to_string();
        match message
            .strip_prefix("missing field `")
            .and_then(|rest| rest.strip_suffix('`'))
        {
            Some(name) => {
                let field = if path == "." {
                    name.to_owned()
                } else {
                    format!("{path}.{name}")
                };
                ApiError::invalid(field.clone(), format!("{field} is missing"))
            }
            None => ApiError::invalid(path.clone(), format!("{path}: {message}")),
        }
    })
}

/// `value` with every number written with a fraction of zero (`12.0`) as the whole number it
/// is: JSON Schema, and so the API's OpenAPI document, counts `12.0` an integer, and a client
/// in a language without integers may send one; serde would refuse it for an `i64`. A
/// number with a fraction stays as it is, and is refused where a whole number is wanted.
fn whole_numbers(value: Value) -> Value {
    match value {
        Value::Number(number) => {
            let whole = number
                .as_f64()
                .filter(|float| number.is_f64() && float.fract() == 0.0)
                .filter(|float| (-9.0e15..=9.0e15).contains(float));
            match whole {
                #[allow(
                    clippy::cast_possible_truncation,
                    reason = "a whole number within ±9e15, which an i64 holds exactly"
                )]
                Some(float) => Value::from(float as i64),
                None => Value::Number(number),
            }
        }
        Value::Array(items) => Value::Array(items.into_iter().map(whole_numbers).collect()),
        Value::Object(fields) => Value::Object(
            fields
                .into_iter()
                .map(|(name, item)| (name, whole_numbers(item)))
                .collect(),
        ),
        other => other,
    }
}

/// The field of the first string (a value, or a key) in `value` that holds a NUL character:
/// PostgreSQL cannot store one in text, so no request brings one in, on either database.
fn nul_field(value: &Value, path: &str) -> Option<String> {
    match value {
        Value::String(text) => text.contains('\0').then(|| path.to_owned()),
        Value::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(index, item)| nul_field(item, &format!("{path}[{index}]"))),
        Value::Object(fields) => fields.iter().find_map(|(name, item)| {
            let field = if path.is_empty() {
                name.clone()
            } else {
                format!("{path}.{name}")
            };
            if name.contains('\0') {
                Some(field)
            } else {
                nul_field(item, &field)
            }
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    struct Body {
        name: String,
        #[serde(default)]
        players: Vec<String>,
    }

    #[test]
    fn a_body_is_an_object_without_nul_characters() {
        let body = parse_body::<Body>(br#"{"name": "Ann", "players": ["Bob"]}"#).unwrap();
        assert_eq!(
            (body.name.as_str(), body.players.as_slice()),
            ("Ann", ["Bob".to_owned()].as_slice())
        );
        // Serde alone would read the struct from an array of its fields.
        let error = parse_body::<Body>(br#"["Ann"]"#).unwrap_err();
        assert!(error.to_string().contains("not an array"), "{error}");
        for (body, field) in [
            (r#"{"name": "A\u0000n"}"#, "name"),
            (
                r#"{"name": "Ann", "players": ["Bob", "\u0000"]}"#,
                "players[1]",
            ),
        ] {
            match parse_body::<Body>(body.as_bytes()).unwrap_err() {
                ApiError::Invalid {
                    field: Some(got),
                    detail,
                } => {
                    assert_eq!(got, field);
                    assert!(detail.contains("NUL"), "{detail}");
                }
                other => panic!("{other:?}"),
            }
        }
    }

    #[derive(Debug, serde::Deserialize)]
    struct Counted {
        count: i64,
        #[serde(default)]
        counts: Vec<u32>,
    }

    #[test]
    fn a_whole_number_written_with_a_zero_fraction_is_a_whole_number() {
        let body = parse_body::<Counted>(br#"{"count": 12.0, "counts": [1.0, 2]}"#).unwrap();
        assert_eq!((body.count, body.counts), (12, vec![1, 2]));
        let negative = parse_body::<Counted>(br#"{"count": -3.0}"#).unwrap();
        assert_eq!(negative.count, -3);
        for (body, says) in [
            (r#"{"count": 12.5}"#, "floating point"),
            (r#"{"count": 1e300}"#, "floating point"),
            (r#"{"count": 1, "counts": [-1.0]}"#, "invalid value"),
        ] {
            let error = parse_body::<Counted>(body.as_bytes()).unwrap_err();
            assert!(error.to_string().contains(says), "{body}: {error}");
        }
    }
}
