//! Which methods each path of the API answers.

/// The methods each path of the API answers, read from its OpenAPI document, so that a
/// request to a known path with another method is answered 405 with `Allow` (RFC 9110)
/// rather than 404.
#[derive(Debug, Default, Clone)]
pub struct Routes(Vec<(Vec<String>, Vec<&'static str>)>);

impl Routes {
    pub fn of(openapi: &utoipa::openapi::OpenApi) -> Routes {
        Routes(
            openapi
                .paths
                .paths
                .iter()
                .map(|(path, item)| {
                    let operations = [
                        ("GET", &item.get),
                        ("PUT", &item.put),
                        ("POST", &item.post),
                        ("DELETE", &item.delete),
                        ("OPTIONS", &item.options),
                        ("HEAD", &item.head),
                        ("PATCH", &item.patch),
                        ("TRACE", &item.trace),
                    ];
                    let methods = operations
                        .into_iter()
                        .filter(|(_, operation)| operation.is_some())
                        .map(|(method, _)| method)
                        .collect();
                    (path.split('/').map(str::to_owned).collect(), methods)
                })
                .collect(),
        )
    }

    /// The methods `path` answers; none if it is no path of the API.
    pub fn allowed(&self, path: &str) -> Vec<&'static str> {
        let segments: Vec<&str> = path.split('/').collect();
        let mut allowed = Vec::new();
        for (template, methods) in &self.0 {
            let matches = template.len() == segments.len()
                && template.iter().zip(&segments).all(|(part, segment)| {
                    part == segment
                        || (part.starts_with('{') && part.ends_with('}') && !segment.is_empty())
                });
            if matches {
                for method in methods {
                    if !allowed.contains(method) {
                        allowed.push(*method);
                    }
                }
            }
        }
        allowed
    }
}
