// The table page on a bad Wi-Fi night. Without this script the form posts as it always has.
// With it, "enter the hand" first keeps the hand on the phone (localStorage, one outbox per
// table code), with the form's idempotency key and the game version it was entered against,
// then sends it; a hand that cannot be sent waits, survives a reload or the browser being
// closed, and goes by itself when the server answers again. Hands wait in order, and each
// later one is entered against the version the one before it will make. The page always
// says where each hand is: waiting, sent, refused (the server's reason, in the page's
// language), or in conflict with a hand someone else entered first, for the table to choose.
(function () {
  "use strict";
  const form = document.querySelector("form.entry");
  const box = document.getElementById("outbox");
  if (!form || !box || !window.localStorage) {
    return;
  }
  if ("serviceWorker" in navigator && window.isSecureContext) {
    navigator.serviceWorker
      .register("/t/sw.js")
      .then(() => caches.open("uptown-tables-1"))
      .then((cache) => cache.addAll([location.pathname, "/t/table.js"]))
      .catch(() => {});
  }
  const words = form.dataset;
  const path = form.getAttribute("action");
  const store = "uptown-outbox:" + path;
  // The seats the deal goes round: a three-handed table has no South.
  const seats = (form.dataset.seats || "N,E,S,W").split(",");
  const RETRY_MS = 3000;
  let sending = false;

  const load = () => JSON.parse(localStorage.getItem(store) || "[]");
  const save = (items) =>
    items.length ? localStorage.setItem(store, JSON.stringify(items)) : localStorage.removeItem(store);
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (all, name) => (name in values ? values[name] : all));

  function newKey() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  }

  function nextSeat(seat) {
    const at = seats.indexOf(seat);
    return at < 0 ? seat : seats[(at + 1) % seats.length];
  }

  // The form as the next hand after `item`: its version, its dealer, a key of its own.
  function followOn(item) {
    const sent = new URLSearchParams(item.body);
    form.elements.version.value = String(Number(sent.get("version")) + 1);
    form.elements.key.value = newKey();
    const dealer = nextSeat(sent.get("dealer"));
    const hidden = form.querySelector("input[type=hidden][name=dealer]");
    if (hidden) {
      hidden.value = dealer;
    } else {
      const choice = form.querySelector("input[name=dealer][value=" + dealer + "]");
      if (choice) choice.checked = true;
    }
  }

  // A refusal of the hand on the form, where the page shows its notices: announced as an
  // alert, with the field at fault marked as the server's page marks it (`page`), so that a
  // screen reader says what to put right and where.
  function say(text, page) {
    let notice = document.getElementById("entry-notice");
    if (!notice) {
      notice = document.createElement("p");
      notice.id = "entry-notice";
      form.before(notice);
    }
    notice.setAttribute("role", "alert");
    notice.className = "notice refused";
    notice.textContent = text;
    for (const marked of form.querySelectorAll("[aria-invalid]")) {
      marked.removeAttribute("aria-invalid");
      marked.removeAttribute("aria-describedby");
    }
    for (const marked of page.querySelectorAll("form.entry [aria-invalid=true]")) {
      const named = marked.name ? marked : marked.querySelector("[name]");
      const here = named && form.querySelector("[name='" + named.name + "']");
      const field = here && (marked.tagName === "FIELDSET" ? here.closest("fieldset") : here);
      if (field) {
        field.setAttribute("aria-invalid", "true");
        field.setAttribute("aria-describedby", "entry-notice");
      }
    }
  }

  function render() {
    const items = load();
    box.hidden = items.length === 0;
    box.replaceChildren();
    for (const item of items) {
      const line = document.createElement("div");
      line.className = "outbox-item notice" + (item.state === "waiting" ? "" : " refused");
      line.dataset.state = item.state;
      const text = document.createElement("p");
      if (item.state === "waiting") {
        text.textContent = fill(words.waiting, { number: item.number });
      } else if (item.state === "refused") {
        text.textContent = fill(words.refused, { number: item.number, reason: item.reason });
      } else {
        text.textContent = fill(words.conflict, { number: item.number, theirs: item.theirs, yours: item.yours });
      }
      line.append(text);
      if (item.state === "refused") {
        line.append(button(words.discard, () => settle(item, "discard")));
      }
      if (item.state === "conflict") {
        line.append(button(words.keepTheirs, () => settle(item, "discard")));
        line.append(button(words.enterOurs, () => settle(item, "again")));
      }
      box.append(line);
    }
  }

  function button(label, action) {
    const element = document.createElement("button");
    element.type = "button";
    element.textContent = label;
    element.addEventListener("click", action);
    return element;
  }

  // The page the server answered, to read its form and its notice from.
  const parse = (html) => new DOMParser().parseFromString(html, "text/html");

  // After a refusal or a conflict, the table chooses: drop the hand, or enter it again as
  // the next hand of the game as it now stands. The hands after it follow on from there.
  async function settle(item, choice) {
    let now;
    try {
      now = parse(await (await fetch(path, { cache: "no-store" })).text()).querySelector("form.entry");
    } catch (offline) {
      return;
    }
    if (!now) {
      location.reload();
      return;
    }
    let items = load();
    const at = items.findIndex((other) => other.key === item.key);
    if (choice === "discard") {
      items.splice(at, 1);
    }
    let version = Number(now.elements.version.value);
    let dealer = (now.querySelector("input[type=hidden][name=dealer]") || {}).value;
    let number = Number(now.dataset.number);
    items = items.map((other, index) => {
      if (index < at) return other;
      const body = new URLSearchParams(other.body);
      body.set("version", String(version));
      if (dealer) body.set("dealer", dealer);
      dealer = nextSeat(body.get("dealer"));
      const key = newKey();
      body.set("key", key);
      const rebased = { key, number, body: body.toString(), state: "waiting", advanced: other.advanced };
      version += 1;
      number += 1;
      return rebased;
    });
    save(items);
    if (!items.length) {
      location.replace(path);
      return;
    }
    render();
    send();
  }

  async function send() {
    if (sending) return;
    sending = true;
    try {
      for (;;) {
        const items = load();
        const item = items[0];
        if (!item || item.state !== "waiting") break;
        let response;
        try {
          response = await fetch(path, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: item.body,
          });
        } catch (offline) {
          // No answer: the hands wait on the phone, and the form is free for the next one.
          const kept = load();
          if (kept.some((other) => !other.advanced)) {
            save(kept.map((other) => ({ ...other, advanced: true })));
            form.reset();
            followOn(kept[kept.length - 1]);
          }
          render();
          setTimeout(send, RETRY_MS);
          break;
        }
        const outcome = response.headers.get("X-Uptown-Entry");
        if (response.ok && response.redirected && new URL(response.url).searchParams.has("entered")) {
          save(load().filter((other) => other.key !== item.key));
          if (!load().length) {
            location.replace(response.url);
            return;
          }
          render();
          continue;
        }
        if (outcome === "refused" || outcome === "conflict") {
          const page = parse(await response.text());
          const notice = page.getElementById("entry-notice");
          if (outcome === "refused" && !item.advanced) {
            // The hand on the form, refused as it was sent: say why above the form, which
            // keeps what was entered, as the page does without this script.
            save(load().filter((other) => other.key !== item.key));
            say(notice ? notice.textContent.trim() : "", page);
            render();
            break;
          }
          const marked = { ...item, state: outcome, reason: notice ? notice.textContent.trim() : "" };
          if (outcome === "conflict") {
            marked.theirs = (page.querySelector("form.entry") || { dataset: {} }).dataset.last || "";
            marked.yours = await preview(item.body, page.querySelector("form.entry"));
          }
          save(load().map((other) => (other.key === item.key ? marked : other)));
          render();
          break;
        }
        // Busy, or down for a moment (429, 503): the hand waits and is sent again.
        setTimeout(send, RETRY_MS);
        break;
      }
    } finally {
      sending = false;
    }
  }

  // What the rules make of a kept hand as the next hand of the game as it now stands (`now`,
  // the page's form), in the server's words.
  async function preview(body, now) {
    const asked = new URLSearchParams(body);
    asked.set("action", "preview");
    const dealer = now && now.querySelector("input[type=hidden][name=dealer]");
    if (dealer) asked.set("dealer", dealer.value);
    try {
      const response = await fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: asked.toString(),
      });
      const notice = parse(await response.text()).getElementById("entry-notice");
      return notice ? notice.textContent.trim() : "";
    } catch (offline) {
      return "";
    }
  }

  form.addEventListener("submit", (event) => {
    const submitter = event.submitter;
    if (!submitter || submitter.value !== "enter" || !form.checkValidity()) {
      return;
    }
    event.preventDefault();
    const body = new URLSearchParams(new FormData(form));
    body.set("action", "enter");
    const items = load();
    const number = items.length ? items[items.length - 1].number + 1 : Number(form.dataset.number);
    // A hand entered while others wait follows on from the last of them; `advanced` says
    // the form has moved on from it to the next hand.
    const item = { key: form.elements.key.value, number, body: body.toString(), state: "waiting", advanced: false };
    items.push(item);
    save(items);
    render();
    send();
  });

  // Reloaded with hands still waiting (the page may be the copy from before them): the form
  // follows on from the last.
  const waiting = load();
  if (waiting.length) {
    save(waiting.map((item) => ({ ...item, advanced: true })));
    followOn(waiting[waiting.length - 1]);
  }
  render();
  send();
})();
