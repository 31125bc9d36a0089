//! Use cases that span storage and the rules: each takes a connection and the actor, checks
//! who may do it, and does it in one transaction.

pub mod accounts;
pub mod clubs;
pub mod events;
pub mod games;
pub mod ratings;
pub mod read_cache;
pub mod reviews;
pub mod summaries;
pub mod transfer;
pub mod writes;

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
    parse_value(&value)
}

pub fn parse_value<T: DeserializeOwned>(value: &Value) -> Result<T, ApiError> {
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

/// A display name: trimmed, not empty, at most 100 characters.
pub fn checked_name(field: &str, name: &str) -> Result<String, ApiError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(ApiError::invalid(
            field,
            format!("{field} must not be empty"),
        ));
    }
    if name.chars().count() > 100 {
        return Err(ApiError::invalid(
            field,
            format!("{field} is longer than 100 characters"),
        ));
    }
    Ok(name.to_owned())
}
