// The table page's service worker: it keeps the last copy of each table page and of its
// script, so that a phone that lost the room's Wi-Fi can still reload the page and keep the
// hands it has not sent yet (the page keeps those itself, in localStorage). Only GETs under
// /t/ are answered; the network comes first, the copy only when the network fails.
const CACHE = "uptown-tables-1";

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || !url.pathname.startsWith("/t/")) {
    return;
  }
  // A page is kept by its path: "?entered=3" and the page without it are one page.
  const kept = url.origin + url.pathname;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(kept, copy)));
        }
        return response;
      })
      .catch(() => caches.match(kept).then((copy) => copy || Response.error())),
  );
});
