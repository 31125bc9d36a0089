# Die Seiten von Uptown auf Deutsch. Jede andere Datei in locales/ hat dieselben Meldungen.

site-title = Uptown
site-tagline = Punkte für Whist und Bid Whist
nav-clubs = Clubs
language = Sprache
refresh = Aktualisieren
not-found = Diese Seite gibt es nicht.
error-title = Da ist etwas schiefgegangen
back-home = Zurück zu den Clubs

clubs-title = Clubs
clubs-empty = Noch keine Clubs.
club-events = Turniere
club-seasons = Saisons
club-no-events = Noch keine Turniere.
season-standings = Saisonwertung

format-club_night = Clubabend
format-rotating = Wechselnde Partner
format-whist_drive = Whist-Drive
format-round_robin = Jeder gegen jeden
format-swiss = Schweizer System
format-knockout = K.-o.-Turnier
format-double_knockout = Doppel-K.-o.
status-registering = Anmeldung offen
status-running = läuft
status-finished = beendet
status-open = wird gespielt
status-closed = beendet
status-in_progress = läuft

event-rounds-planned = { $count ->
    [one] eine Runde
   *[other] { $count } Runden
}
event-open-ended = Runden, bis die Turnierleitung den Abend beendet
event-standings = Stand
event-live = Der Stand aktualisiert sich von selbst.
event-round = Runde { $number }
event-table = Tisch { $number }
event-no-rounds = Noch ist keine Runde eingeteilt.
sitting-out = Setzt aus
byes = Freilose
walkover = { $winner } kampflos weiter: { $withdrawn } zurückgezogen
decided-leading = nach Punktestand entschieden
score-sheet = Punkteliste
winner = Sieger
draw = unentschieden
house-rules = Hausregeln
rule-game-bid_whist = Bid Whist
rule-game-whist = Whist
rule-target = Partie bis { $points } Punkte
withdrawn = zurückgezogen

seat-N = Nord
seat-E = Ost
seat-S = Süd
seat-W = West
side-NS = Nord–Süd
side-EW = Ost–West

col-rank = Platz
col-name = Name
col-played = Gespielt
col-won = Gewonnen
col-for = Plus
col-against = Minus
col-diff = Differenz
col-separated = Entschieden durch
col-events = Turniere
col-hand = Spiel
col-dealer = Geber
col-contract = Kontrakt
col-books = Stiche
col-tricks = Stiche
col-result = Ergebnis
col-points = Punkte
col-totals = Gesamt

tiebreak-games_won = gewonnene Partien
tiebreak-point_difference = Punktdifferenz
tiebreak-points_for = erzielte Punkte
tiebreak-bostons = Bostons
tiebreak-head_to_head = direkter Vergleich
tiebreak-sets = seltener gefallen
tiebreak-stage = erreichte Runde
tiebreak-qualification = gespielte Turniere

result-made = erfüllt
result-set = gefallen
result-thrown_in = eingepasst
result-scored = gewertet
reason-target = Ziel erreicht
reason-setback = die Gegner fielen zu weit zurück
reason-boston = ein Boston
reason-set_limit = zu oft gefallen
reason-rubber = Robber gewonnen
mode-uptown = Uptown
mode-downtown = Downtown
mode-notrump = ohne Trumpf

game-title = Partie { $id }
game-won = Sieg für { $side }: { $reason }.
chart-title = Der Stand Spiel für Spiel

season-title = Saison { $name }
season-min-events = { $count ->
    [one] Gewertet ab einem Turnier.
   *[other] Gewertet ab { $count } Turnieren.
}
not-qualified = noch nicht gewertet
download-csv = Als CSV herunterladen (Tabellenkalkulation)

table-title = Tisch { $code }
entry-dealer = { $seat } gibt.
entry-bidder = Wer hat das Reizen gewonnen?
entry-level = Gebot
entry-mode = Spielart
entry-books = Stiche der Reizgewinner, Talon mitgezählt
entry-tricks = Stiche von Nord–Süd
entry-honours = Honneurs
entry-honours-none = keine
entry-honours-count = { $side }: { $count }
entry-reneges = Renoncen
entry-thrown-in = Alle vier haben gepasst: eingepasst
entry-preview = Punkte anzeigen
entry-enter = Spiel eintragen
entry-preview-line = Dieses Spiel zählt { $ns } für Nord–Süd und { $ew } für Ost–West; neuer Stand { $total_ns } zu { $total_ew }.
entry-entered = Spiel { $number } ist eingetragen.
entry-refused = Nicht eingetragen: { $reason }
entry-over = Diese Partie ist vorbei.
entry-conflict = Jemand anders hat zuerst ein Spiel eingetragen. Hier ist die Partie, wie sie jetzt steht.
entry-unknown-code = Zu diesem Tischcode gibt es keine Partie. Bitte den Code auf der Tischkarte prüfen.
entry-hands-so-far = Bisherige Spiele
entry-first-dealer = Wählt, wer das erste Spiel gibt.
entry-dealer-question = Wer hat gegeben?
entry-side-question = Auf welcher Seite sitzt ihr an diesem Tisch?
entry-side-is = Ihr seid { $side }.
entry-side-change = Ändern
review-ask = { $side } hat Spiel { $number } eingetragen ({ $points }). Stimmt das?
review-confirm = Bestätigen
review-dispute = Einspruch
review-reason = Was stimmt nicht?
review-waiting = Warten, bis { $side } Spiel { $number } bestätigt.
review-confirmed = Spiel { $number } ist bestätigt.
review-disputed = Gegen Spiel { $number } wurde Einspruch erhoben; die Turnierleitung sieht es sich an.
event-disputes = Beanstandete Spiele
event-dispute-line = Tisch { $table }, Runde { $round }, Spiel { $number }: { $reason }
player-rating = Wertung { $rating } (Unsicherheit { $uncertainty })
player-unrated = Noch keine beendete Partie.
player-chart-title = Wertung nach jeder Partie
player-partners = Partner
player-partner = Partner
player-opponents = Gegner
player-games = Partien
player-won = gewonnen
player-lost = verloren
player-drawn = unentschieden
projector-title = { $name }: Tabelle
event-projector = Ansicht für den Beamer
hr-bw-target = Eine Partie ist mit { $target } Punkten gewonnen und mit −{ $target } verloren.
hr-bw-min-bid = Gereizt wird ab { $level }.
hr-bw-ranking-notrump_high = Auf gleicher Höhe schlägt ohne Trumpf Uptown und Downtown, die gleich hoch sind.
hr-bw-ranking-downtown_over_uptown = Auf gleicher Höhe schlägt Downtown Uptown, und ohne Trumpf schlägt beide.
hr-bw-ranking-level_only = Nur eine höhere Stufe schlägt ein Gebot.
hr-bw-all-pass-dealer_must_bid = Passen die ersten drei, muss der Geber reizen.
hr-bw-all-pass-redeal = Passen alle vier, wird das Spiel eingepasst und der Nächste gibt.
hr-bw-notrump = Ohne Trumpf zählt { $times }-fach.
hr-bw-renege = Eine Renonce kostet { $books } Stiche.
hr-bw-renege-trick = Eine Renonce zählt nur, wenn der Stich genannt wird.
hr-bw-defenders = Die Gegenspieler zählen ihre Stiche über sechs.
hr-bw-boston-points = Ein Boston (alle 13 Stiche) zählt wie jedes erfüllte Spiel.
hr-bw-boston-double = Ein Boston (alle 13 Stiche) zählt doppelt.
hr-bw-boston-bonus = Ein Boston (alle 13 Stiche) bringt { $bonus } Punkte extra.
hr-bw-boston-wins_game = Ein Boston (alle 13 Stiche) gewinnt die Partie.
hr-bw-boston-seven = Nur ein Gebot von 7 kann ein Boston werden.
hr-bw-max-sets = Wer { $times }-mal fällt, verliert die Partie.
hr-w-target = Eine Partie ist mit { $target } Punkten gewonnen.
hr-w-honours = Honneurs zählen: vier Honneurs 4 Punkte, drei Honneurs 2 Punkte.
hr-w-no-honours = Honneurs zählen nicht.
hr-w-renege-tricks = Eine Renonce gibt der Gegenseite drei Stiche.
hr-w-renege-points = Eine Renonce gibt der Gegenseite drei Punkte.
hr-w-slam = Ein Schlemm bringt { $bonus } Punkte extra.
hr-w-no-trump = Ohne Trumpf: die aufgedeckte Karte zählt nicht.
hr-w-rubber = Ein Robber geht über zwei Gewinnpartien; ein 2:0 bringt { $bonus } Punkte extra.
hr-w-single = Jede Begegnung ist eine einzelne Partie.
