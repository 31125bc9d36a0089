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
}
