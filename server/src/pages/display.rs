//! How a reader wants the pages to look: larger text, high contrast, or both. Chosen with
//! `?text=large|normal` and `?contrast=high|normal` (the header's links), and remembered in
//! a cookie as the language is, so that a player who switched it on once keeps it.

use actix_web::HttpRequest;

/// The cookie that remembers the look: `large`, `high`, both (`large,high`) or empty.
pub const COOKIE: &str = "display";

/// The reader's look.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Display {
    pub large_text: bool,
    pub high_contrast: bool,
}

impl Display {
    /// The look for a request, and whether it was chosen just now (so the answer remembers
    /// it): the query's choices over the cookie's.
    pub fn of(request: &HttpRequest) -> (Display, bool) {
        let remembered = request
            .cookie(COOKIE)
            .map(|cookie| Display::from_cookie(cookie.value()))
            .unwrap_or_default();
        let mut display = remembered;
        let mut chosen = false;
        for pair in request.query_string().split('&') {
            match pair {
                "text=large" => (display.large_text, chosen) = (true, true),
                "text=normal" => (display.large_text, chosen) = (false, true),
                "contrast=high" => (display.high_contrast, chosen) = (true, true),
                "contrast=normal" => (display.high_contrast, chosen) = (false, true),
                _ => {}
            }
        }
        (display, chosen)
    }

    fn from_cookie(value: &str) -> Display {
        let words: Vec<&str> = value.split(',').collect();
        Display {
            large_text: words.contains(&"large"),
            high_contrast: words.contains(&"high"),
        }
    }

    /// As the cookie keeps it.
    pub fn cookie_value(self) -> String {
        [(self.large_text, "large"), (self.high_contrast, "high")]
            .into_iter()
            .filter_map(|(on, word)| on.then_some(word))
            .collect::<Vec<_>>()
            .join(",")
    }

    /// The classes of the page's `<html>` element that switch the look on.
    pub fn classes(self) -> String {
        [
            (self.large_text, "large-text"),
            (self.high_contrast, "high-contrast"),
        ]
        .into_iter()
        .filter_map(|(on, class)| on.then_some(class))
        .collect::<Vec<_>>()
        .join(" ")
    }

    /// The query pairs that switch each choice the other way, with their message keys.
    pub fn switches(self) -> [(&'static str, &'static str); 2] {
        [
            if self.large_text {
                ("text=normal", "display-normal-text")
            } else {
                ("text=large", "display-large-text")
            },
            if self.high_contrast {
                ("contrast=normal", "display-normal-contrast")
            } else {
                ("contrast=high", "display-high-contrast")
            },
        ]
    }
}

/// Whether a query pair is one of the look's, which a link to another look leaves out.
pub fn is_display_pair(pair: &str) -> bool {
    pair.starts_with("text=") || pair.starts_with("contrast=")
}

#[cfg(test)]
mod tests {
    use actix_web::test::TestRequest;

    use super::*;

    #[test]
    fn the_query_chooses_over_the_cookie_and_is_remembered() {
        let request = TestRequest::default()
            .uri("/events/1?contrast=high")
            .cookie(actix_web::cookie::Cookie::new(COOKIE, "large"))
            .to_http_request();
        let (display, chosen) = Display::of(&request);
        assert!(display.large_text && display.high_contrast && chosen);
        assert_eq!(display.cookie_value(), "large,high");
        assert_eq!(display.classes(), "large-text high-contrast");
        let request = TestRequest::default()
            .uri("/events/1?text=normal")
            .cookie(actix_web::cookie::Cookie::new(COOKIE, "large,high"))
            .to_http_request();
        let (display, _) = Display::of(&request);
        assert_eq!(
            display,
            Display {
                large_text: false,
                high_contrast: true
            }
        );
        let (plain, chosen) = Display::of(&TestRequest::default().to_http_request());
        assert_eq!((plain, chosen), (Display::default(), false));
        assert_eq!(plain.classes(), "");
    }
}
