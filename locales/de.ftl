# Die Seiten von Uptown auf Deutsch. Jede andere Datei in locales/ hat dieselben Meldungen.

site-title = Uptown
site-tagline = Punkte für Whist und Bid Whist
nav-clubs = Clubs
language = Sprache
display = Darstellung
display-large-text = Größere Schrift
display-normal-text = Normale Schriftgröße
display-high-contrast = Hoher Kontrast
display-normal-contrast = Normaler Kontrast
refresh = Aktualisieren
not-found = Diese Seite gibt es nicht.
error-title = Da ist etwas schiefgegangen
back-home = Zurück zu den Clubs
refuse-query = Die Adresse dieser Seite enthält einen Teil, der sich nicht lesen lässt: { $reason }
refuse-form = Ein Feld des Formulars lässt sich nicht lesen: { $reason }
refuse-too-large = Das Gesendete ist für diese Seite zu groß.
unavailable = Die Ergebnisse sind gerade nicht erreichbar. Bitte gleich noch einmal versuchen: nichts bisher Eingetragene ist verloren.
back-to-form = Zurück zur vorigen Seite

clubs-title = Clubs
clubs-empty = Noch keine Clubs.
find-table-title = Ihr Tisch
find-table-how = Geben Sie den Code ein, der auf der Karte Ihres Tisches steht.
find-table-label = Tischcode
find-table-open = Öffnen
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
format-semi_partner_drive = Halbpartner-Drive
format-partner_drive = Partner-Drive
format-mitchell = Mitchell (feste und wandernde Linie)
format-ladder = Leiter (Sieger hoch, Verlierer runter)
status-registering = Anmeldung offen
status-running = läuft
status-finished = beendet
status-open = wird gespielt
status-closed = beendet
status-in_progress = läuft

event-round-minutes = { $minutes } Minuten je Runde
event-rounds-planned = { $count ->
    [one] eine Runde
   *[other] { $count } Runden
}
event-open-ended = Runden, bis die Turnierleitung den Abend beendet
event-until-two-losses = Runden, bis alle Paare außer einem zweimal verloren haben
event-playoff = danach ein K.-o.-Turnier der besten { $top }
event-playoff-double = danach ein Doppel-K.-o.-Turnier der besten { $top }
event-standings = Stand
checkin-title = Anmelden: { $event }
checkin-help = Tippen Sie auf Ihren Namen. Die Turnierleitung lässt Sie herein, und Ihren Platz finden Sie auf Ihrem Telefon.
checkin-new = Neu hier? Ihr Name
checkin-send = Anmelden
checkin-waiting = Danke, { $name }: Die Turnierleitung lässt Sie gleich herein.
projector-checkin = Gerade angekommen? Anmelden: dies scannen oder { $address } öffnen
director-at-the-door = An der Tür
director-admit = Hereinlassen
director-turn-away = Abweisen
director-newcomer = neu im Club
clock-left = Verbleibende Zeit: { $time }
clock-paused = Uhr angehalten: noch { $time }
clock-up = Die Zeit ist um: Spielen Sie das laufende Spiel zu Ende.
director-clock = Uhr (Minuten)
director-clock-start = Uhr starten
director-clock-closes = Runde schließen, wenn die Zeit um ist (laufende Partien entscheidet der Spielstand)
director-clock-pause = Anhalten
director-clock-resume = Weiter
director-clock-extend = Minuten hinzufügen
standings-hidden = Die Turnierleitung hält den Stand bis zur Siegerehrung geheim.
director-hide-standings = Stand verbergen (bis zur Siegerehrung)
director-reveal-standings = Stand zeigen
director-standings-hidden = Der Stand ist verborgen: Leinwand, Turnierseite und Spielerseiten zeigen ihn nicht.
seats-title = Wo sitze ich? { $event }
seats-help = Tippen Sie auf Ihren Namen: Ihre Seite zeigt, wo Sie jede Runde sitzen, und folgt dem Abend von selbst.
seats-someone-else = Der Platz eines anderen
seat-title = { $name } bei { $event }
seat-at = Runde { $round }: Tisch { $table }, { $seat }.
seat-with = Partner: { $partner }. Gegner: { $opponents }.
seat-sits-out = Runde { $round }: Sie setzen diese Runde aus.
seat-not-yet = Sie sind noch nicht gesetzt: Diese Seite zeigt Ihren Platz, sobald die Turnierleitung die Runde setzt.
seat-withdrawn = Sie haben sich von diesem Turnier zurückgezogen.
seat-finished = Der Abend ist vorbei. Danke fürs Mitspielen!
seat-won = gewonnen
seat-lost = verloren
seat-standing = Platz { $rank } · gespielt { $played } · gewonnen { $won } · Punkte { $points }
seat-earlier = Ihre bisherigen Runden
event-find-seat = Wo sitze ich?
projector-find-seat = Wo Sie sitzen: dies scannen oder { $address } öffnen
standings-per-game = Manche haben öfter ausgesetzt als andere: Die Plätze richten sich nach gewonnenen Spielen und Punkten je gespieltem Spiel, eine ausgesetzte Runde hilft und schadet also nicht.
event-live = Der Stand aktualisiert sich von selbst.
event-round = Runde { $number }
round-final = Finale
round-semi-final = Halbfinale
round-quarter-final = Viertelfinale
event-table = Tisch { $number }
event-no-rounds = Noch ist keine Runde eingeteilt.
sitting-out = Setzt aus
byes = Freilose
walkover = { $winner } kampflos weiter: { $withdrawn } zurückgezogen
decided-leading_score = nach Punktestand entschieden
decided-time = Zeit abgelaufen: nach Punktestand entschieden
decided-forfeit = kampflos zugesprochen
score-sheet = Punkteliste
winner = Sieger
draw = unentschieden
house-rules = Hausregeln
rule-book-title = Regelbuch
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
col-game = Partie
col-notes = Anmerkungen
note-renege = Renonce von { $side }
note-renege-at = Renonce von { $side } bei Stich { $trick }
note-honours = Honneurs: { $side } { $count }
note-trump = Trumpf: { $suit }
note-no-trump = ohne Trumpf
note-boston = ein Boston
suit-clubs = Kreuz
suit-diamonds = Karo
suit-hearts = Herz
suit-spades = Pik
sheet-game-won = Partie { $number }: { $side } gewann, { $ns } – { $ew }.
sheet-game-open = Partie { $number } läuft: { $ns } – { $ew }.
sheet-rubber = Robber: Partien { $ns_games } – { $ew_games }, Bonus { $ns_bonus } – { $ew_bonus }, gesamt { $ns } – { $ew }.
sheet-rubber-margin = { $side } gewann den Robber mit { $margin } Punkten Vorsprung.

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
reason-hands_won = die verlangten Spiele gewonnen
reason-forfeit = kampflos zugesprochen
reason-renege = eine Renonce verlor die Partie
reason-hand_limit = vorn, als das letzte Spiel des Turniers gespielt war
reason-leading_score = vorn, als die Turnierleitung die Runde schloss
reason-time = vorn, als die Zeit der Runde ablief
mode-uptown = Uptown
mode-downtown = Downtown
mode-notrump = ohne Trumpf

game-title = Partie { $id }
game-won = Sieg für { $side }: { $reason }.
game-level-hand_limit = Gleichstand nach dem letzten Spiel des Turniers: unentschieden.
game-level-leading_score = Gleichstand, als die Turnierleitung die Runde schloss: unentschieden.
game-level-time = Gleichstand, als die Zeit der Runde ablief: unentschieden.
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
entry-renege-trick = bei Stich
entry-renege-trick-rule = Nach den Regeln dieses Clubs zählt eine Renonce nur mit dem Stich, bei dem sie geschah.
entry-renege-needs-trick = { $side } hat renonciert: Bitte den Stich angeben. Nach den Regeln dieses Clubs zählt eine Renonce nur mit ihrem Stich, ohne ihn kostet sie nichts.
entry-thrown-in = Alle vier haben gepasst: eingepasst
entry-preview = Punkte anzeigen
entry-enter = Spiel eintragen
entry-preview-line = Dieses Spiel zählt { $ns } für Nord–Süd und { $ew } für Ost–West; neuer Stand { $total_ns } zu { $total_ew }.
entry-entered = Spiel { $number } ist eingetragen.
entry-refused = Nicht eingetragen: { $reason }
entry-over = Diese Partie ist vorbei.
entry-over-won = Diese Partie ist vorbei: { $side } hat gewonnen, { $winner } zu { $loser }.
entry-conflict = Jemand anders hat zuerst ein Spiel eingetragen. Hier ist die Partie, wie sie jetzt steht.
outbox-waiting = Spiel { $number } ist auf diesem Telefon gespeichert und wartet auf das Senden: Gerade gibt es keine Verbindung. Es geht von selbst, sobald die Verbindung zurück ist.
outbox-refused = Spiel { $number } wurde nicht eingetragen: { $reason }
outbox-conflict = Jemand anderes hat Spiel { $number } zuerst eingetragen. Deren: { $theirs } Ihres: { $yours }
outbox-discard = Dieses Spiel verwerfen
outbox-keep-theirs = Deren behalten, unseres verwerfen
outbox-enter-ours = Unseres als nächstes Spiel eintragen
entry-last-hand = Spiel { $number }, { $points } (Stand { $totals }).
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
hr-bw-kitty-none = Es gibt keinen Talon: die reizende Seite kann ganz ohne Stich bleiben.
hr-bw-made-contract = Ein erfülltes Spiel zählt die gebotenen Stiche; Überstiche zählen nichts.
hr-bw-boston-quadruple = Ein Boston (alle 13 Stiche) zählt vierfach.
hr-bw-dealer-match = Der Geber, der zuletzt reizt, kann das Spiel übernehmen, indem er das Gebot hält.
hr-bw-renege-loses = Eine Renonce verliert außerdem die Partie.
hr-bw-end-bonus = Eine Partie, die gewonnen wird, weil die Gegenseite zu oft gefallen ist oder renonciert hat, bringt { $bonus } Punkte extra.
hr-w-renege-deduct = Eine Renonce zieht der schuldigen Seite drei Punkte ab.
hr-w-honours-not-at-game-point = Einer Seite, der nur ein Punkt zur Partie fehlt, zählen keine Honneurs.
hr-w-revoker-cannot-win = Eine Seite, die renonciert, kann die Partie in diesem Spiel nicht gewinnen.
hr-w-rubber-laws = Ein Robber geht über zwei Gewinnpartien und zählt Partiepunkte (Laws of Whist): eine gewonnene Partie zählt 3, wenn die Verlierer nichts hatten, 2, wenn sie { $double } oder weniger hatten, sonst 1; der Robber bringt 2 dazu.
mt-games = { $count ->
    [one] Jeder Tisch spielt eine Partie.
   *[other] Jeder Tisch spielt { $count } Partien.
}
mt-best-of = Jeder Tisch spielt auf zwei Gewinnpartien von { $count }.
mt-hands = Jeder Tisch spielt eine Partie von { $count } Spielen.
mt-minutes = Jeder Tisch spielt eine Partie bis zum Ziel oder bis die { $minutes } Minuten der Runde um sind; dann gewinnt, wer vorn liegt.
mt-hands-won = Die Begegnung eines Tisches gewinnt, wer zuerst { $count } Spiele gewinnt.
mt-double-both = Ein Boston oder ein Spiel ohne Trumpf zählt wie zwei Spiele.
mt-double-boston = Ein Boston zählt wie zwei Spiele.
mt-double-notrump = Ein Spiel ohne Trumpf zählt wie zwei Spiele.
mt-forfeit = Ein kampflos gewonnener Tisch bringt dem Sieger { $points } Punkte.
mt-bye-win = Ein Freilos zählt als gewonnene Partie, ohne Punkte.
mt-bye-average = Ein Freilos zählt als gewonnene Partie, mit dem Durchschnitt der Sieger der Runde.
director-login = Anmeldung für die Turnierleitung
director-username = Benutzername
director-password = Passwort
director-sign-in = Anmelden
director-refused = Benutzername oder Passwort falsch.
director-title = Turnierleitung
director-logged-in = Angemeldet als { $name }.
director-logout = Abmelden
director-sessions = Ihre Sitzungen
director-sessions-intro = Überall, wo Sie angemeldet sind. Beenden Sie jede, die Sie nicht kennen, oder die auf einem zurückgelassenen Laptop.
director-accounts = Konten
director-accounts-intro = Wer sich an der Konsole anmelden darf. Ein Administrator darf alles; ein Turnierleiter leitet die Turniere seiner Clubs.
director-clubs = Clubs, Spieler und Saisons
club-players-data = Der Name eines Spielers führt zu seinen Daten: wie die öffentlichen Seiten ihn zeigen, ihr Export und das Löschen.
privacy-title = { $name }: Daten
privacy-shown-heading = Auf den öffentlichen Seiten
privacy-shown-question = Diesen Spieler zeigen mit
privacy-shown-full_name = vollem Namen
privacy-shown-initials = Initialen
privacy-shown-hidden = gar nicht (mit seiner Nummer)
privacy-shown-help = Die Turnierleitung des Clubs sieht den Namen immer, ebenso die Spieler an seinem Tisch.
privacy-save = Speichern
privacy-export-heading = Alles, was der Club speichert
privacy-export-help = Eine Datei (JSON) mit dem Spieler, seinen Turnieren, seinen Anmeldungen an der Tür, seinen Spielen und diesem Verlauf.
privacy-export = Exportieren
privacy-erase-heading = Löschen
privacy-erase-help = Sein Name wird überall, wo der Club ihn notiert hat, durch seine Nummer ersetzt; seine Ergebnisse und Wertungen bleiben. Das lässt sich nicht rückgängig machen.
privacy-erase-confirm = Ja, diesen Spieler löschen
privacy-erase = Spieler löschen
privacy-erased-at = Gelöscht am { $at } (UTC).
privacy-history-heading = Verlauf
privacy-history-none = Noch nichts.
privacy-history-shown_as = { $by } hat festgelegt, wie der Spieler gezeigt wird: { $shown }.
privacy-history-exported = { $by } hat die Daten des Spielers exportiert.
privacy-history-erased = { $by } hat den Spieler gelöscht.
director-no-clubs = Sie leiten noch keinen Club: Ein Administrator legt den Club an und macht Sie zu seinem Turnierleiter.
director-newcomers = Neu im Club: als Spieler aufnehmen
account-role-admin = Administrator
account-role-director = Turnierleiter
account-directs = leitet
account-status-disabled = gesperrt
account-this = Sie
account-change = Ändern
account-new-password = Neues Passwort (mindestens 8 Zeichen)
account-set-password = Passwort setzen
account-password-set = Das Passwort von { $name } ist gesetzt; die anderen Sitzungen sind beendet.
account-director-of = Turnierleiter von
account-no-club = kein Club
account-make-director = Zum Turnierleiter machen
account-disable = Konto sperren
account-disable-help = Ein gesperrtes Konto kann sich nicht anmelden, und seine Sitzungen enden sofort. Seine Clubs bleiben, bis es wieder freigegeben ist.
account-enable = Konto wieder freigeben
account-new = Ein neues Konto
account-admin = Administrator: darf alles, in jedem Club
account-create = Konto anlegen
club-players = Spieler
club-no-players = Noch keine Spieler.
club-new-player = Name eines neuen Spielers
club-add-player = Spieler aufnehmen
club-no-seasons = Noch keine Saisons.
club-new-season = Name einer neuen Saison
club-add-season = Saison anlegen
club-new = Ein neuer Club
club-create = Club anlegen
director-session-ended = Ihre Sitzung ist beendet (nach einer Weile ohne Nutzung, am Ende ihres Abends oder von einem anderen Gerät aus). Bitte melden Sie sich erneut an.
session-kind = Wo
session-kind-api = Token (der Befehl uptown, Skripte)
session-kind-console = Konsole
session-created = Angemeldet
session-last-used = Zuletzt genutzt
session-ends = Endet spätestens
session-this = Diese hier
session-end = Beenden
director-events = Eure Turniere
director-no-events = Noch keine Veranstaltungen; legen Sie unten eine an.
director-public-page = Öffentliche Seite
director-rounds = Runden
director-seat-round = Nächste Runde setzen
director-close-round = Runde { $number } jetzt schließen
director-cards = Tischkarten der Runde { $number }
director-entrants = Teilnehmer
director-withdraw = Zurückziehen
director-withdraw-reason = Grund (freiwillig)
director-withdraw-confirm = Ja, zurückziehen
director-reinstate = Rückzug zurücknehmen
director-table-players = { $ns } gegen { $ew }
director-player = Spieler (Name oder Nummer)
director-partner = Partner (bei festen Paaren)
director-register = Anmelden
director-finish = Turnier beenden
director-disputes = Beanstandete Spiele
director-dispute-line = Partie { $game }, Spiel { $number }: { $reason }
director-accept = Wie eingetragen annehmen
director-stale-form = Dieses Formular ist veraltet. Geht zurück, ladet die Seite neu und versucht es noch einmal.
cards-code = Tischcode
cards-loopback = Diese Karten zeigen auf { $site }, das nur dieser Computer öffnen kann, kein Telefon. Starten Sie den Server mit --public-url und der Adresse dieses Computers im Raum (zum Beispiel --public-url http://192.168.1.10:8080, mit --bind 0.0.0.0:8080) und drucken Sie die Karten dann neu.
director-new-event = Ein neues Turnier
director-club = Club
director-format = Format
director-game = Spiel
director-match = Begegnung je Runde
director-match-games = Partien
director-match-best_of = Gewinnpartien aus
director-match-hands = Spiele
director-match-minutes = Minuten auf Zeit (ein Spiel bis zum Ziel)
director-match-hands_won = gewonnene Spiele (eine Partie, wer zuerst N Spiele gewinnt)
director-counts-double = Bei gewonnenen Spielen zählen doppelt:
director-double-boston = ein Boston
director-double-notrump = ein Spiel ohne Trumpf
director-forfeit-points = Punkte für einen kampflos gewonnenen Tisch
director-bye-score = Ein Freilos zählt
bye-score-nothing = nichts
bye-score-win = eine gewonnene Partie, ohne Punkte
bye-score-average = eine gewonnene Partie, mit dem Durchschnitt der Sieger der Runde
director-rounds-planned = Runden (leer: wie das Format)
director-playoff = Endrunde: wie viele aus Schweizer System oder Jeder-gegen-jeden ins K.-o. kommen (leer: keine)
director-confirm-hands = Die Gegner bestätigen jedes Spiel auf ihrem Telefon
director-create = Turnier anlegen
director-back = Zurück
director-preview-intro = Die Veranstaltung wird nach diesen Regeln gespielt. Anlegen oder zurück, um sie zu ändern.
director-preview-title = Die Regeln von { $name }
director-preview = Regeln zeigen
director-house-rules-of = Hausregeln für { $game }
director-house-rules-help = Hausregeln unter den Namen aus RULES.md; ein leeres Feld behält die Vorgabe des Regelbuchs (grau). „Regeln zeigen“ sagt, was sie bedeuten, bevor etwas angelegt wird.
director-tie-breaks = Entscheidungskriterien der Reihe nach (leer: die des Formats)
director-no-season = keine Saison
director-season = Saison (ihre Tabelle zählt diese Veranstaltung)
director-undo = Letztes Spiel zurücknehmen
director-forfeit = Kampflos zusprechen
director-forfeit-to = Die anwesende Seite
director-undo-reason = Warum
director-correct = Berichtigen
director-correct-help = Jedes Spiel, wie der Tisch es eingetragen hat. Ändert, was falsch war, und sagt warum; alle späteren Stände folgen, die frühere Fassung bleibt im Verlauf der Partie.
refuse-missing = Bitte ausfüllen: „{ $field }“.
refuse-level-below-minimum = Das niedrigste Gebot ist { $min }.
refuse-count-out-of-range = { $value } ist keine Zahl von 0 bis 13.
refuse-kitty = Die reizende Seite hat immer mindestens einen Stich, den Talon.
refuse-thirteen = Die Stiche beider Seiten müssen zusammen 13 ergeben.
refuse-dealer = { $seat } gibt.
refuse-other = Die Regeln lassen dieses Spiel nicht zu: { $reason }
refuse-not-a-number = { $field } muss eine ganze Zahl sein.
refuse-level-range = Ein Gebot liegt zwischen 1 und 7.
refuse-trick-number = { $value } ist keine Stichnummer von 1 bis 13.
refuse-honours-count = Honneurs sind 3 oder 4; eine Verteilung 2–2 wird nicht notiert.
refuse-honours-not-scored = Honneurs zählen in dieser Partie nicht; bitte weglassen.
refuse-honours-without-trumps = Ohne Trumpf gibt es keine Honneurs.
console-refused-field = Nicht ausgeführt: Bitte „{ $field }“ prüfen.
console-refused-validation = Nicht ausgeführt: Bitte das Formular prüfen.
console-refused-conflict = Nicht ausgeführt: Das passt nicht zu dem, was schon da ist.
console-refused-unavailable = Nicht ausgeführt: Die Datenbank antwortet nicht. Bitte gleich noch einmal versuchen.
console-refused-other = Nicht ausgeführt.
too-many = Zu viele Versuche von hier. Bitte { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } warten und es dann noch einmal versuchen.

## Warum der Server eine Anfrage ablehnt (server/src/refusal.rs). Die Antworten der API
## bleiben englisch (en.ftl); diese Wörter zeigen die Seiten.
refusal-nul = { $field } darf das NUL-Zeichen nicht enthalten
refusal-not-plain-text = { $field } muss eine Zeile reiner Text sein, aber Zeichen { $position } ist { $character }
refusal-character-nul = das NUL-Zeichen
refusal-character-line-break = ein Zeilenumbruch
refusal-character-tab = ein Tabulator
refusal-character-direction = ein Steuerzeichen für die Schreibrichtung ({ $code })
refusal-character-control = ein Steuerzeichen ({ $code })
refusal-too-long = { $field } ist länger als { $longest ->
    [one] { $longest } Zeichen
   *[other] { $longest } Zeichen
}
refusal-empty = { $field } darf nicht leer sein
refusal-not-one-word = { $field } muss ein Wort sein: Buchstaben, Ziffern oder Zeichen, ohne Leerzeichen
refusal-short-password = password muss mindestens { $shortest ->
    [one] { $shortest } Zeichen
   *[other] { $shortest } Zeichen
} lang sein
refusal-hand = Spiel { $hand }: { $reason }
refusal-unknown-status = status { $status } ist weder in_progress noch finished
refusal-season-of-another-club = Club { $club } hat keine Saison { $season }
refusal-no-player-numbered = { $field }: Club { $club } hat keinen Spieler { $player }
refusal-no-player-named = { $field }: Club { $club } hat keinen Spieler namens { $name }
refusal-seated-twice = seats.{ $seat }: Ein Spieler kann nur auf einem Platz sitzen
refusal-decided-at-close = Partie { $game } ist vorbei: Sie wurde beim Schließen ihrer Runde nach Punktestand entschieden
refusal-forfeited = Spiel { $game } wurde { $side } kampflos zugesprochen; es nimmt keine Spiele mehr an
refusal-forfeit-with-hands = in Spiel { $game } sind schon Spiele eingetragen: kampflos wird nur ein Tisch vergeben, der nicht gespielt hat; erst zurücknehmen
refusal-already-over = Spiel { $game } ist schon vorbei
refusal-forfeit-outside-event = Spiel { $game } gehört zu keinem Turniertisch: kampflos vergeben wird nur ein Tisch eines Turniers
refusal-hands-played = Partie { $game } ist vorbei: { $hands ->
    [one] Ihr { $hands } Spiel ist gespielt
   *[other] Ihre { $hands } Spiele sind gespielt
}
refusal-no-correction-reason = reason muss sagen, warum das Spiel geändert wird
refusal-withdrawal-not-confirmed = Bitte das Kästchen ankreuzen, um den Rückzug zu bestätigen: Er lässt sich nicht rückgängig machen.
refusal-erasure-not-confirmed = Kreuzen Sie das Kästchen an, um die Löschung zu bestätigen: sie lässt sich nicht rückgängig machen.
refusal-form-incomplete = Dem Formular fehlt ein gültiges Feld { $field }: Seite neu laden und noch einmal versuchen.
refusal-no-dispute-reason = reason muss sagen, was an dem Spiel nicht stimmt
refusal-nothing-to-undo = Partie { $game } hat kein Spiel, das sich zurücknehmen ließe
refusal-stale = Partie { $game } hat sich seit Version { $expected } geändert (sie ist bei Version { $current }): Jemand anders hat ein Spiel eingetragen oder berichtigt; bitte neu laden und noch einmal versuchen
refusal-already-reviewed = Spiel { $hand } der Partie { $game } ist schon { $reviewed ->
    [confirmed] bestätigt
    [disputed] beanstandet
   *[resolved] geklärt
}
refusal-unknown-format = format { $format } ist keins von { $formats }
refusal-match-count = { $field } muss 1 bis { $most } sein, nicht { $count }
refusal-match-not-odd = { $field } muss ungerade sein, damit eine Seite mehr als die Hälfte gewinnt
refusal-drive-match = Die Runden eines Whist-Drives sind eine feste Zahl von Spielen: {"{"}"hands": N{"}"}
refusal-hands-won-needs-bid-whist = match.hands_won: gewonnene Spiele als Begegnung gibt es nur bei Bid Whist, wo ein Spiel mit einem erfüllten oder gefallenen Gebot gewonnen wird
refusal-hands-won-by-match = rules.hands_won: ein Turnier spielt auf gewonnene Spiele über seine Begegnung: {"{"}"hands_won": K{"}"}
refusal-no-tie-breaks = tie_breaks muss mindestens eine Art nennen, den Stand zu ordnen
refusal-no-rounds = rounds muss mindestens 1 sein
refusal-too-many-rounds = rounds darf höchstens { $most } sein
refusal-knock-out-rounds = Die Runden eines K.-o.-Turniers ergeben sich aus seinem Turnierbaum; rounds bitte weglassen
refusal-playoff-after = Eine Endrunde folgt auf Qualifikationsrunden von Paaren (swiss oder round_robin), nicht auf { $format }
refusal-playoff-top = playoff.top muss zwischen 2 und { $most } liegen, nicht { $top }
refusal-playoff-format = playoff.format muss knockout oder double_knockout sein, nicht { $given }
refusal-playoff-short = Die Endrunde nimmt die besten { $top }, aber nur { $playing } spielen noch; das Turnier beenden oder weniger zurückziehen
refusal-entrant-size = players: Ein Teilnehmer im Format „{ $format }“ besteht aus { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spielern
}, nicht aus { $given }
refusal-partner-is-self = players[1]: Ein Paar sind zwei verschiedene Spieler
refusal-already-entered = players[{ $index }]: schon angemeldet, als Teilnehmer { $entrant } ({ $name })
refusal-cannot-seat = Die nächste Runde lässt sich nicht einteilen: { $reason }
refusal-entrants-closed = Im Format „{ $format }“ gibt es neue Teilnehmer nur vor der ersten Runde; Runde { $rounds } ist eingeteilt
refusal-already-withdrawn = Teilnehmer { $entrant } ({ $name }) hat sich schon zurückgezogen
refusal-not-withdrawn = Teilnehmer { $entrant } ({ $name }) hat sich nicht zurückgezogen
refusal-withdrawal-played-on = Teilnehmer { $entrant } ({ $name }) hat sich vor einer Runde zurückgezogen, die ohne ihn gesetzt wurde: Der Rückzug bleibt
refusal-drive-withdrawal = Ein Whist-Drive setzt ganze Tische um; wer geht, braucht einen Ersatzspieler (den Ersatz nächstes Mal vor der ersten Runde anmelden)
refusal-event-finished = Turnier { $event } ist beendet
refusal-round-under-way = Runde { $round } wird noch gespielt; bitte sie zuerst schließen
refusal-rounds-played = Turnier { $event } hat { $rounds ->
    [one] seine { $rounds } Runde
   *[other] seine { $rounds } Runden
} gespielt
refusal-nobody-to-seat = Turnier { $event } hat niemanden mehr, der eingeteilt werden kann
refusal-round-robin-over = „Jeder gegen jeden“ mit { $partnerships ->
    [one] { $partnerships } Paar
   *[other] { $partnerships } Paaren
} hat { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}
refusal-schedule-over = Der Spielplan für { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
} hat { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}
refusal-drive-tables = Ein Whist-Drive teilt nur ganze Tische zu viert ein; { $players ->
    [one] { $players } Spieler ist angemeldet
   *[other] { $players } Spieler sind angemeldet
}
refusal-round-closed = Runde { $round } von Turnier { $event } ist schon geschlossen
refusal-match-under-way = Partie { $game } wäre wieder im Gange, während Partie { $other } derselben Begegnung läuft; bitte zuerst die Spiele der späteren Partie zurücknehmen
refusal-decided-with-hands = Das entscheidet die Begegnung an Tisch { $table } der Runde { $round }, aber ihre Partie { $game } hat schon eingetragene Spiele; bitte diese zuerst zurücknehmen
refusal-winner-fixed = Partie { $game }: Das würde ändern, wer an Tisch { $table } der Runde { $round } gewonnen hat, und spätere Runden wurden nach diesem Ergebnis eingeteilt; jetzt ist nur noch eine Berichtigung möglich, die den Sieger beibehält
refusal-club-exists = Ein Club namens { $name } existiert schon
refusal-player-exists = Club { $club } hat schon einen Spieler namens { $name }
refusal-season-exists = Club { $club } hat schon eine Saison namens { $name }
refusal-account-exists = Ein Konto namens { $username } existiert schon
refusal-no-account-named = Es gibt kein Konto namens { $username }
refusal-already-exists = Das gibt es schon
refusal-imported-club-exists = club.name: Es gibt schon einen Club namens „{ $name }“; unter einem anderen Namen importieren
refusal-no-such-game = Es gibt keine Partie { $game }
refusal-no-such-club = Es gibt keinen Club { $club }
refusal-no-such-event = Es gibt kein Turnier { $event }
refusal-no-such-player = Es gibt keinen Spieler { $player }
refusal-no-such-season = Es gibt keine Saison { $season }
refusal-no-such-round = Turnier { $event } hat keine Runde { $round }
refusal-no-such-entrant = Turnier { $event } hat keinen Teilnehmer { $entrant }
refusal-no-such-hand = Partie { $game } hat kein Spiel { $hand }
refusal-no-such-hand-of = Partie { $game } hat kein Spiel { $hand } (sie hat { $hands ->
    [one] { $hands } Spiel
   *[other] { $hands } Spiele
})
refusal-no-such-session = Sie haben keine Sitzung { $session }
refusal-no-such-account = es gibt kein Konto { $account }
refusal-no-such-record = Diesen Eintrag gibt es nicht
refusal-no-such-page = diese Seite oder Schnittstelle gibt es nicht
refusal-log-in-first = Bitte zuerst anmelden
refusal-wrong-password = Benutzername oder Passwort falsch
refusal-account-disabled = das Konto { $username } ist gesperrt; ein Administrator kann es wieder freigeben
refusal-disable-self = das eigene Konto kann man nicht sperren; ein anderer Administrator kann es
refusal-clock-minutes = die Uhr nimmt 1 bis { $most } Minuten, nicht { $given }
refusal-clock-minutes-missing = geben Sie der Uhr ihre Minuten, 1 bis { $most }
refusal-log-in-again = Bitte erneut anmelden
refusal-token-not-valid = Das Token ist nicht gültig (vielleicht wurde es abgemeldet); bitte erneut anmelden
refusal-session-ended = Diese Sitzung ist um { $at } UTC abgelaufen, ihrem spätesten Zeitpunkt; bitte erneut anmelden
refusal-session-idle = Diese Sitzung ist nach { $unit ->
    [minutes] { $count ->
        [one] { $count } Minute
       *[other] { $count } Minuten
    }
    [hours] { $count ->
        [one] { $count } Stunde
       *[other] { $count } Stunden
    }
   *[days] { $count ->
        [one] { $count } Tag
       *[other] { $count } Tagen
    }
} ohne Nutzung abgelaufen; bitte erneut anmelden
refusal-authorization-malformed = Der Authorization-Header muss `Bearer TOKEN` oder `Table CODE` lauten
refusal-table-code-needed = Bitte den Code des Tisches als `Authorization: Table CODE` senden
refusal-table-may-only-enter = Ein Tischcode darf nur Spiele eintragen
refusal-table-asks-director = Ein Tischcode darf nur Spiele eintragen; bitte die Turnierleitung fragen
refusal-code-of-finished-game = Partie { $game } ist beendet; ihr Tischcode trägt keine Spiele mehr ein
refusal-code-of-another-game = Dieser Tischcode gehört nicht zu Partie { $game }
refusal-not-admin = Das darf nur ein Administrator
refusal-not-director = Das darf nur die Turnierleitung von Club { $club }

## Warum die Regeln ein Spiel, eine Hausregel oder einen Spielplan ablehnen, wie die Seiten es sagen.
refuse-malformed = { $field } lässt sich nicht lesen: { $reason }
refuse-match-over = Diese Partie ist vorbei: { $side } hat sie gewonnen. Sie nimmt keine Spiele mehr an.
refuse-trump-in-notrump = Ein Gebot ohne Trumpf hat keine Trumpffarbe; bitte stattdessen die Richtung angeben (Uptown oder Downtown).
refuse-direction-with-trumps = Uptown oder Downtown gibt es nur bei Geboten ohne Trumpf; ein Gebot in einer Farbe nennt stattdessen seinen Trumpf.
refuse-auction-length = Beim Reizen gab es { $calls ->
    [one] { $calls } Ansage
   *[other] { $calls } Ansagen
}, aber jeder der vier Spieler sagt einmal an, links vom Geber beginnend.
refuse-call-below-minimum = { $bid } liegt unter dem niedrigsten Gebot, { $min }.
refuse-call-does-not-beat = { $bid } von { $seat } schlägt nicht { $highest } von { $by }.
refuse-call-does-not-match = { $bid } von { $seat } schlägt { $highest } von { $by } nicht und hält es auch nicht.
refuse-dealer-must-bid = Die anderen drei haben gepasst, also muss { $seat } als Geber reizen.
refuse-contract-not-auction = Das Gebot passt nicht zum Reizen, das { $seat } mit { $bid } gewonnen hat.
refuse-thrown-in = Alle vier haben gepasst: Das Spiel wurde eingepasst und nicht gespielt, es hat also kein Gebot und keine Stiche.
refuse-trump-in-no-trump-whist = Diese Partie wird ohne Trumpf gespielt; bitte die Trumpffarbe weglassen.
refuse-no-trump-in-turned-whist = In dieser Partie bestimmt die aufgedeckte Karte den Trumpf; bitte die Trumpffarbe angeben.
entry-auction = Reizen
refuse-rules-not-an-object = Die Hausregeln müssen eine Liste von Optionen sein, etwa {"{"}"target": 7{"}"}.
refuse-rules-unknown = { $name } ist keine Hausregel dieses Spiels; seine Hausregeln sind { $known }.
refuse-rules-out-of-range = Die Hausregel { $name } kann nicht { $value } sein: Sie reicht von { $min } bis { $max }.
refuse-rules-invalid = Die Hausregel { $name } lässt sich nicht lesen: { $reason }
refuse-too-few-players = { $players ->
    [one] { $players } Spieler ist zu wenig
   *[other] { $players } Spieler sind zu wenig
}; wechselnde Partner brauchen mindestens 4.
refuse-too-many-players = { $players ->
    [one] { $players } Spieler ist mehr
   *[other] { $players } Spieler sind mehr
} als die { $most }, für die es einen Spielplan gibt.
refuse-schedule-rounds = Ein Spielplan für { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
} wird für höchstens { $available ->
    [one] { $available } Runde
   *[other] { $available } Runden
} gemacht, nicht für { $rounds }.
refuse-schedule-no-rounds = Ein Spielplan braucht mindestens eine Runde.
refuse-too-few-partnerships = { $partnerships ->
    [one] { $partnerships } Paar ist zu wenig
   *[other] { $partnerships } Paare sind zu wenig
}; ein Turnier braucht mindestens 2.
refuse-no-swiss-pairing = Runde { $round }: Jede Paarung wäre eine Wiederholung; den Rest bitte als „Jeder gegen jeden“ spielen.

# Kalender: wann und wo ein Turnier gespielt wird.
refusal-not-a-time = { $field } ist kein Datum mit Uhrzeit und Abstand zu UTC, wie 2026-12-08T19:30+01:00
refusal-ends-before-start = ends_at: das Turnier endet, bevor es beginnt
refusal-lasts-too-long = ends_at: ein Turnier dauert höchstens { $days } Tage
event-when = Wann
event-where = Wo
event-add-to-calendar = In den Kalender
calendar-feed = Kalender-Feed (iCal): diese Adresse in der Kalender-App abonnieren
director-schedule = Wann und wo
director-schedule-starts = Beginn
director-schedule-ends = Ende (freiwillig)
director-schedule-offset = Abstand zu UTC, wie +01:00
director-schedule-location = Wo (freiwillig)
director-schedule-save = Speichern
director-schedule-clear = Aus dem Kalender nehmen

# Auf der eigenen Website des Clubs: einbettbare Ansichten und Ergebnis-Feeds.
refusal-not-an-origin = { $field }: { $given } ist keine Website-Adresse: Schema und Host angeben, wie https://club.example (ein Port darf folgen, kein Pfad)
refusal-too-many-origins = origins: ein Club darf höchstens { $most } Websites seine Ansichten zeigen lassen
refusal-not-a-webhook-url = url: { $given } ist keine Webhook-Adresse: bitte eine http- oder https-Adresse wie https://club.example/hooks/uptown angeben, ohne Benutzernamen oder Passwort
refusal-webhook-not-public = url: { $host } gehört zu diesem Server oder seinem Netz; Webhooks gehen an Adressen im Internet (ein mit --webhooks-to-private-addresses gestarteter Server sendet auch ins lokale Netz)
refusal-no-webhook-events = events: bitte mindestens ein Ereignis zum Senden wählen
refusal-too-many-webhooks = url: ein Club darf höchstens { $most } Webhooks haben
refusal-no-such-webhook = es gibt keinen Webhook { $webhook }
refusal-no-such-delivery = Webhook { $webhook } hat keine Zustellung { $delivery }
refusal-not-a-currency = currency: { $given } ist kein Währungscode: bitte drei Großbuchstaben angeben, etwa EUR, USD oder DKK
refusal-amount-out-of-range = { $field }: bitte einen Betrag in Cent von 0 bis zum Gegenwert von { $most } Einheiten angeben
refusal-percent-out-of-range = { $field }: bitte einen Prozentsatz von { $least } bis 100 angeben
refusal-payout-places = payouts: der Preistopf wird an 1 bis { $most } Plätze ausgezahlt
refusal-payouts-not-whole = payouts: die Anteile der Plätze ergeben zusammen { $total } Prozent; es müssen 100 sein
refusal-pot-by-game = boston_pot.by_game: die Bostons bis zu einem Spiel von 1 bis { $latest } zählen
refusal-payment-amount = amount_cents: bitte den gezahlten Betrag angeben, nicht 0 und höchstens { $most } Einheiten in jede Richtung
refusal-no-boston-pot = Turnier { $event } hat keinen Boston-Topf: zuerst in den Geldbedingungen einrichten
refusal-not-entered = player_id: Spieler { $player } spielt nicht in Turnier { $event }
refusal-no-such-payment = es gibt keine Zahlung { $payment }
refusal-not-an-amount = { $field }: bitte einen Betrag wie 20 oder 12,50 eingeben
refusal-reserved-name = { $field }: { $given } ist die Anzeige eines gelöschten oder verborgenen Spielers; bitte einen anderen Namen wählen
refusal-player-erased = Spieler { $player } wurde gelöscht: der Name ist endgültig fort und bleibt, wie er geschrieben wurde
director-embedding = Auf Ihrer Website
director-embedding-sites = Websites, die diese Ansichten in einem Rahmen zeigen dürfen, eine pro Zeile, wie https://club.example
director-embedding-save = Websites speichern
director-embedding-views = Ansichten zum Einbetten (src eines iframe)
director-embedding-none = Noch darf keine Website sie zeigen.
embed-results = Letzte Ergebnisse
embed-no-results = Noch ist kein Turnier beendet.
embed-next = Nächstes Turnier
embed-nothing-next = Kein Turnier steht im Kalender.
embed-standings = Tabelle
embed-full-page = Die ganze Seite
results-feed = Ergebnis-Feed (Atom, JSON)

# A club's webhooks (console)
webhooks-link = Webhooks
webhooks-title = Webhooks von { $club }
webhooks-intro = Die eigenen Systeme des Clubs (seine Website, ein Chat, eine Tabelle) können erfahren, was an seinen Tischen geschieht: Jedes Ereignis unten wird, mit dem Geheimnis des Webhooks signiert, an seine Adresse gesendet und einen Tag lang erneut versucht, wenn die Adresse nicht antwortet.
webhooks-none = Noch keine Webhooks.
webhook-url = Adresse (https://…)
webhook-events = Senden
webhook-event-hand-entered = ein eingetragenes Spiel
webhook-event-game-finished = eine beendete Partie
webhook-event-round-seated = eine gesetzte Runde
webhook-event-event-finished = das Turnierende
webhook-secret = Geheimnis, um die Signatur jeder Nachricht zu prüfen
webhook-log = Was gesendet wurde
webhook-remove = Diesen Webhook entfernen
webhook-add = Webhook hinzufügen
webhook-log-title = Gesendet an { $url }
webhook-log-none = Noch nichts gesendet.
webhook-state-pending = Wartet; nächster Versuch { $at } (UTC)
webhook-state-delivered = Zugestellt
webhook-state-failed = Nach einem Tag ohne Antwort aufgegeben
webhook-answered = antwortete { $status }
webhook-no-answer = keine Antwort: { $error }
webhook-replay = Erneut senden

# An event's money (console)
money-link = Geld
money-title = Geld für { $event }
money-back = Zurück zum Turnier
money-csv = Tabelle für die Kasse (CSV)
money-settled = Das Turnier ist beendet: Plätze und Topf stehen fest.
money-provisional = Das Turnier läuft noch: Preise und Topf entsprechen dem jetzigen Stand.
money-take = Zahlung annehmen
money-player = Spieler
money-amount = Betrag
money-method = Bezahlt per
money-method-cash = Bar
money-method-prepaid = Im Voraus bezahlt
money-note = Notiz (freiwillig)
money-take-button = Zahlung annehmen
money-players = Spieler
money-owed = Geschuldet
money-paid = Bezahlt
money-due = Noch offen
money-owes = schuldet
money-won = Gewonnen
money-pot = Boston-Topf
money-opted-in = Im Topf
money-partner-not-in = Partner nicht dabei, zählt daher nicht
money-opt-in = In den Topf
money-opt-out = Aus dem Topf
money-prizes = Preise
money-no-prizes = Noch keine Preise: Startgeld und Auszahlung unten festlegen.
money-place = Platz { $place }: { $name }
money-pot-title = Der Boston-Topf
money-pot-team = { $name }: { $bostons } Bostons
money-pot-won-by-bostons = gewinnt den Topf (meiste Bostons)
money-pot-won-by-place = gewinnt den Topf (bester Platz, niemand hatte einen Boston)
money-pot-amount = Im Topf (Bostons gezählt bis Spiel { $by_game })
money-totals = Summen
money-total-owed = Geschuldet
money-total-paid = Bezahlt
money-total-due = Noch offen
money-total-prize-fund = Preisgeld
money-total-table-money = Tischgeld
money-total-pot = Boston-Topf
money-total-kept = Bleibt beim Verein
money-payments = Angenommene Zahlungen
money-no-payments = Noch keine Zahlungen.
money-remove = Entfernen
money-terms = Bedingungen
money-currency = Währung (drei Buchstaben, etwa EUR)
money-entry-fee = Startgeld pro Spieler
money-table-money = Tischgeld pro Spieler
money-prize-percent = Anteil des Startgelds, der als Preisgeld ausgezahlt wird (Prozent)
money-payouts = Prozent des Preisgelds je Platz, Platz 1 zuerst (etwa 40,30,20,10)
money-pot-stake = Einsatz im Boston-Topf pro Spieler (leer: kein Topf)
money-pot-by-game = Bostons des Topfs zählen bis Spiel
money-set-terms = Bedingungen speichern

# Three-handed games (RULES.md 3)
rule-game-cutthroat = Cutthroat Bid Whist
rule-game-dummy_whist = Whist mit Strohmann
refuse-three-level-range = Ein Gebot bei { $game } reicht von { $min } bis { $max }.
refuse-three-books = { $value } ist keine Stichzahl von { $min } bis { $max }.
refuse-three-books-total = Die Stiche der Spieler ergeben { $total }, nicht die { $books } eines Spiels.
refuse-dummy-books-each = Beim Whist mit Strohmann zählen nur die Stiche des Bieters mit denen des Strohmanns; geben Sie diese eine Zahl an.
refuse-three-books-each-needed = Geben Sie die Stiche jedes Spielers an: Der Bieter ist gefallen, und die anderen schreiben ihre Stiche.
refuse-three-trick-number = { $value } ist keine Stichnummer von 1 bis { $max }.
refuse-player-out = { $seat } ist aus dem Spiel ausgeschieden und gibt, bietet und sticht nicht mehr.
refuse-three-game-over = Dieses Spiel ist vorbei: { $seat } hat gewonnen. Es nimmt keine weiteren Spiele an.
refuse-three-auction-length = Die Reizung hat { $calls } Ansagen, aber jeder der { $players } verbliebenen Spieler sagt einmal an, links vom Geber beginnend.
refuse-three-dealer-must-bid = Die anderen haben gepasst, also muss { $seat } als Geber bieten.
refuse-three-thrown-in = Alle haben gepasst: Das Spiel wurde eingeworfen und nicht gespielt, es hat also weder Gebot noch Stiche.
entry-three-over-won = Dieses Spiel ist vorbei: { $seat } hat mit { $total } gewonnen.
entry-three-books-cutthroat = Stiche des Bieters, Skat mitgezählt
entry-three-books-dummy = Stiche des Bieters mit dem Strohmann
entry-three-books-each = Oder die Stiche jedes Spielers (wenn der Bieter fällt und die anderen ihre schreiben)
entry-three-passed = Alle haben gepasst: eingeworfen
entry-three-renege = Wer hat nicht bedient?
entry-three-renege-none = niemand
entry-three-preview = Dieses Spiel zählt { $points }; die Summen werden { $totals }.
entry-three-out = ausgeschieden
three-game-title = { $game } { $id }
three-went-out = { $name } ist in Spiel { $hand } ausgeschieden.
three-game-won = { $name } hat gewonnen: { $reason }.
three-reason-target = das Ziel erreicht
three-reason-setback = die anderen sind ausgeschieden
three-reason-set_limit = die anderen sind zu oft gefallen
three-reason-boston = ein Boston
club-three-handed = Spiele zu dritt
three-line-won = gewonnen von { $name }
three-line-playing = wird gespielt
three-game-number = Spiel { $id }
three-status-in_progress = wird gespielt
three-status-finished = beendet
director-three-game = Spiel
director-three-target = Ziel (leer lassen für das des Spiels: 30 bei Cutthroat, 21 bei Whist mit Strohmann)
director-three-start = Spiel beginnen und Tischcode zeigen
refusal-three-handed-after = three_handed_rules: Ein Tisch zu dritt setzt die drei Spieler, die ein Abend von Einzelspielern (rotating oder club_night) übrig lässt, nicht bei { $format }
director-three-handed-table = Wenn eine Runde drei Spieler übrig lässt, sie an einen Tisch zu dritt setzen (Cutthroat; Whist mit Strohmann bei Whist)
event-three-handed-table = Tisch { $number }, zu dritt
cards-three-handed-game = { $game } bis { $target }, jeder Spieler für sich
seat-three-handed = Runde { $round }: Tisch { $table } (zu dritt), { $seat }.
seat-against = Gegen: { $opponents }.
