# De pagina's van Uptown in het Nederlands. Elk ander bestand in locales/ heeft dezelfde berichten.

site-title = Uptown
site-tagline = Scores voor whist en bid whist
nav-clubs = Clubs
language = Taal
refresh = Vernieuwen
not-found = Deze pagina bestaat niet.
error-title = Er ging iets mis
back-home = Terug naar de clubs

clubs-title = Clubs
clubs-empty = Nog geen clubs.
club-events = Toernooien
club-seasons = Seizoenen
club-no-events = Nog geen toernooien.
season-standings = Seizoensstand

format-club_night = Clubavond
format-rotating = Wisselende partners
format-whist_drive = Whistdrive
format-round_robin = Ieder tegen ieder
format-swiss = Zwitsers systeem
format-knockout = Knock-out
format-double_knockout = Dubbele knock-out
status-registering = inschrijving open
status-running = bezig
status-finished = afgelopen
status-open = wordt gespeeld
status-closed = afgelopen
status-in_progress = bezig

event-rounds-planned = { $count ->
    [one] één ronde
   *[other] { $count } rondes
}
event-open-ended = rondes tot de wedstrijdleider de avond afsluit
event-standings = Stand
event-live = De stand wordt vanzelf bijgewerkt.
event-round = Ronde { $number }
event-table = Tafel { $number }
event-no-rounds = Er is nog geen ronde ingedeeld.
sitting-out = Rust
byes = Vrijlotingen
walkover = Walk-over voor { $winner }: { $withdrawn } teruggetrokken
decided-leading = beslist op de stand
score-sheet = Scoreblad
winner = Winnaar
draw = gelijk
house-rules = Huisregels
rule-game-bid_whist = Bid whist
rule-game-whist = Whist
rule-target = Partij tot { $points } punten
withdrawn = teruggetrokken

seat-N = Noord
seat-E = Oost
seat-S = Zuid
seat-W = West
side-NS = Noord–Zuid
side-EW = Oost–West

col-rank = Plaats
col-name = Naam
col-played = Gespeeld
col-won = Gewonnen
col-for = Voor
col-against = Tegen
col-diff = Saldo
col-separated = Beslist op
col-events = Toernooien
col-hand = Spel
col-dealer = Gever
col-contract = Contract
col-books = Slagen
col-tricks = Slagen
col-result = Resultaat
col-points = Punten
col-totals = Totaal

tiebreak-games_won = gewonnen partijen
tiebreak-point_difference = puntensaldo
tiebreak-points_for = gescoorde punten
tiebreak-bostons = Bostons
tiebreak-head_to_head = onderling resultaat
tiebreak-sets = minder vaak down
tiebreak-stage = bereikte ronde
tiebreak-qualification = gespeelde toernooien

result-made = gehaald
result-set = down
result-thrown_in = ingepast
result-scored = geteld
reason-target = doel bereikt
reason-setback = de tegenpartij zakte te ver terug
reason-boston = een Boston
reason-set_limit = te vaak down
reason-rubber = rubber gewonnen
mode-uptown = uptown
mode-downtown = downtown
mode-notrump = sans atout

game-title = Partij { $id }
game-won = Winst voor { $side }: { $reason }.
chart-title = De stand per spel

season-title = Seizoen { $name }
season-min-events = { $count ->
    [one] In de stand na één toernooi.
   *[other] In de stand na { $count } toernooien.
}
not-qualified = nog niet in de stand
download-csv = Downloaden als CSV (spreadsheet)

table-title = Tafel { $code }
entry-dealer = { $seat } geeft.
entry-bidder = Wie won het bieden?
entry-level = Bod
entry-mode = Soort bod
entry-books = Slagen van de bieders, talon meegeteld
entry-tricks = Slagen van Noord–Zuid
entry-honours = Honneurs
entry-honours-none = geen
entry-honours-count = { $side }: { $count }
entry-reneges = Verzakingen
entry-thrown-in = Alle vier gepast: ingepast
entry-preview = Score tonen
entry-enter = Spel invoeren
entry-preview-line = Dit spel levert { $ns } op voor Noord–Zuid en { $ew } voor Oost–West; de stand wordt { $total_ns } tegen { $total_ew }.
entry-entered = Spel { $number } is ingevoerd.
entry-refused = Niet ingevoerd: { $reason }
entry-over = Deze partij is afgelopen.
entry-conflict = Iemand anders heeft al eerder een spel ingevoerd. Zo staat de partij nu.
entry-unknown-code = Er is geen partij bij deze tafelcode. Controleer de code op de tafelkaart.
entry-hands-so-far = Gespeelde spellen
entry-first-dealer = Kies wie het eerste spel geeft.
entry-dealer-question = Wie heeft gegeven?
entry-side-question = Aan welke kant zitten jullie aan deze tafel?
entry-side-is = Jullie zijn { $side }.
entry-side-change = Wijzigen
review-ask = { $side } heeft spel { $number } ingevoerd ({ $points }). Klopt dat?
review-confirm = Bevestigen
review-dispute = Bezwaar maken
review-reason = Wat klopt er niet?
review-waiting = Wachten tot { $side } spel { $number } bevestigt.
review-confirmed = Spel { $number } is bevestigd.
review-disputed = Tegen spel { $number } is bezwaar gemaakt; de wedstrijdleiding kijkt ernaar.
event-disputes = Betwiste spellen
event-dispute-line = Tafel { $table }, ronde { $round }, spel { $number }: { $reason }
player-rating = Rating { $rating } (onzekerheid { $uncertainty })
player-unrated = Nog geen uitgespeelde partij.
player-chart-title = Rating na elke partij
player-partners = Partners
player-partner = Partner
player-opponents = Tegenstanders
player-games = Partijen
player-won = gewonnen
player-lost = verloren
player-drawn = gelijk
projector-title = { $name }: stand
event-projector = Weergave voor de beamer
hr-bw-target = Een partij is gewonnen bij { $target } punten en verloren bij −{ $target }.
hr-bw-min-bid = Bieden begint bij { $level }.
hr-bw-ranking-notrump_high = Op hetzelfde niveau wint sans atout van uptown en downtown, die gelijk zijn.
hr-bw-ranking-downtown_over_uptown = Op hetzelfde niveau wint downtown van uptown, en sans atout van beide.
hr-bw-ranking-level_only = Alleen een hoger niveau wint van een bod.
hr-bw-all-pass-dealer_must_bid = Passen de eerste drie, dan moet de gever bieden.
hr-bw-all-pass-redeal = Passen alle vier, dan wordt het spel ingepast en geeft de volgende.
hr-bw-notrump = Sans atout telt { $times } keer.
hr-bw-renege = Verzaken kost { $books } slagen.
hr-bw-renege-trick = Verzaken telt alleen als de slag genoemd wordt.
hr-bw-defenders = De tegenspelers scoren hun slagen boven de zes.
hr-bw-boston-points = Een Boston (alle 13 slagen) telt als elk gehaald spel.
hr-bw-boston-double = Een Boston (alle 13 slagen) telt dubbel.
hr-bw-boston-bonus = Een Boston (alle 13 slagen) levert { $bonus } punten extra op.
hr-bw-boston-wins_game = Een Boston (alle 13 slagen) wint de partij.
hr-bw-boston-seven = Alleen een bod van 7 kan een Boston worden.
hr-bw-max-sets = Een kant die { $times } keer down gaat, verliest de partij.
hr-w-target = Een partij is gewonnen bij { $target } punten.
hr-w-honours = Honneurs tellen: vier honneurs 4 punten, drie honneurs 2 punten.
hr-w-no-honours = Honneurs tellen niet.
hr-w-renege-tricks = Verzaken geeft de andere kant drie slagen.
hr-w-renege-points = Verzaken geeft de andere kant drie punten.
hr-w-slam = Een slem levert { $bonus } punten extra op.
hr-w-no-trump = Zonder troef: de omgedraaide kaart telt niet.
hr-w-rubber = Een robber is de beste van drie partijen; 2–0 winnen levert { $bonus } punten extra op.
hr-w-single = Elke wedstrijd is één partij.
