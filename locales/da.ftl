# Uptowns sider på dansk. Hver anden fil i locales/ har de samme beskeder.

site-title = Uptown
site-tagline = Regnskab for whist og bid whist
nav-clubs = Klubber
language = Sprog
refresh = Opdater
not-found = Den side findes ikke.
error-title = Noget gik galt
back-home = Tilbage til klubberne

clubs-title = Klubber
clubs-empty = Ingen klubber endnu.
club-events = Turneringer
club-seasons = Sæsoner
club-no-events = Ingen turneringer endnu.
season-standings = Sæsonstilling

format-club_night = Klubaften
format-rotating = Skiftende makkere
format-whist_drive = Whistdrive
format-round_robin = Alle mod alle
format-swiss = Schweizersystem
format-knockout = Knockout
format-double_knockout = Dobbelt knockout
status-registering = tilmelding åben
status-running = i gang
status-finished = slut
status-open = spilles
status-closed = slut
status-in_progress = i gang

event-rounds-planned = { $count ->
    [one] én runde
   *[other] { $count } runder
}
event-open-ended = runder, indtil turneringslederen slutter aftenen
event-standings = Stilling
event-live = Stillingen opdaterer sig selv.
event-round = Runde { $number }
event-table = Bord { $number }
event-no-rounds = Der er endnu ikke sat borde til nogen runde.
sitting-out = Sidder over
byes = Oversiddere
walkover = { $winner } går videre: { $withdrawn } har trukket sig
decided-leading = afgjort på stillingen
score-sheet = Pointskema
winner = Vinder
draw = uafgjort
house-rules = Husregler
rule-game-bid_whist = Bid whist
rule-game-whist = Whist
rule-target = Parti til { $points } point
withdrawn = trukket sig

seat-N = Nord
seat-E = Øst
seat-S = Syd
seat-W = Vest
side-NS = Nord–Syd
side-EW = Øst–Vest

col-rank = Plads
col-name = Navn
col-played = Spillet
col-won = Vundet
col-for = For
col-against = Imod
col-diff = Forskel
col-separated = Afgjort på
col-events = Turneringer
col-hand = Spil
col-dealer = Giver
col-contract = Melding
col-books = Stik
col-tricks = Stik
col-result = Resultat
col-points = Point
col-totals = I alt

tiebreak-games_won = vundne partier
tiebreak-point_difference = pointforskel
tiebreak-points_for = scorede point
tiebreak-bostons = Bostons
tiebreak-head_to_head = indbyrdes opgør
tiebreak-sets = færre gange bet
tiebreak-stage = nået runde
tiebreak-qualification = spillede turneringer

result-made = hjemme
result-set = bet
result-thrown_in = pas rundt
result-scored = talt
reason-target = nåede målet
reason-setback = modparten faldt for langt tilbage
reason-boston = en Boston
reason-set_limit = bet for mange gange
reason-rubber = vandt robberen
mode-uptown = uptown
mode-downtown = downtown
mode-notrump = sans

game-title = Parti { $id }
game-won = { $side } vandt: { $reason }.
chart-title = Stillingen spil for spil

season-title = Sæson { $name }
season-min-events = { $count ->
    [one] Med i stillingen efter én turnering.
   *[other] Med i stillingen efter { $count } turneringer.
}
not-qualified = endnu ikke med i stillingen
download-csv = Hent som CSV (regneark)

table-title = Bord { $code }
entry-dealer = { $seat } giver.
entry-bidder = Hvem fik meldingen?
entry-level = Melding
entry-mode = Slags melding
entry-books = Melderens stik, talonen medregnet
entry-tricks = Nord–Syds stik
entry-honours = Honnører
entry-honours-none = ingen
entry-honours-count = { $side }: { $count }
entry-reneges = Renoncer
entry-thrown-in = Alle fire meldte pas: pas rundt
entry-preview = Vis point
entry-enter = Skriv spillet ind
entry-preview-line = Spillet giver { $ns } til Nord–Syd og { $ew } til Øst–Vest; stillingen bliver { $total_ns } mod { $total_ew }.
entry-entered = Spil { $number } er skrevet ind.
entry-refused = Ikke skrevet ind: { $reason }
entry-over = Partiet er slut.
entry-conflict = En anden nåede at skrive et spil ind først. Her er partiet, som det står nu.
entry-unknown-code = Der er intet parti med den bordkode. Tjek koden på bordkortet.
entry-hands-so-far = Spil indtil nu
entry-first-dealer = Vælg, hvem der giver det første spil.
entry-dealer-question = Hvem gav?
entry-side-question = Hvilken side sidder I ved dette bord?
entry-side-is = I er { $side }.
entry-side-change = Skift
review-ask = { $side } har indtastet spil { $number } ({ $points }). Er det rigtigt?
review-confirm = Bekræft
review-dispute = Gør indsigelse
review-reason = Hvad er forkert?
review-waiting = Venter på, at { $side } bekræfter spil { $number }.
review-confirmed = Spil { $number } er bekræftet.
review-disputed = Der er gjort indsigelse mod spil { $number }; turneringslederen ser på det.
event-disputes = Spil med indsigelse
event-dispute-line = Bord { $table }, runde { $round }, spil { $number }: { $reason }
player-rating = Rating { $rating } (usikkerhed { $uncertainty })
player-unrated = Intet færdigt parti endnu.
player-chart-title = Rating efter hvert parti
player-partners = Makkere
player-partner = Makker
player-opponents = Modstandere
player-games = Partier
player-won = vundet
player-lost = tabt
player-drawn = uafgjort
projector-title = { $name }: stilling
event-projector = Visning til projektor
hr-bw-target = Et parti er vundet ved { $target } point og tabt ved −{ $target }.
hr-bw-min-bid = Meldingerne starter ved { $level }.
hr-bw-ranking-notrump_high = På samme trin slår sans uptown og downtown, som er lige høje.
hr-bw-ranking-downtown_over_uptown = På samme trin slår downtown uptown, og sans slår begge.
hr-bw-ranking-level_only = Kun et højere trin slår en melding.
hr-bw-all-pass-dealer_must_bid = Hvis de første tre melder pas, skal giveren melde.
hr-bw-all-pass-redeal = Hvis alle fire melder pas, går spillet pas rundt, og næste mand giver.
hr-bw-notrump = Sans tæller { $times } gange.
hr-bw-renege = En renonce koster { $books } stik.
hr-bw-renege-trick = En renonce tæller kun, når stikket nævnes.
hr-bw-defenders = Modspillerne får point for stik over seks.
hr-bw-boston-points = En Boston (alle 13 stik) tæller som ethvert spil hjemme.
hr-bw-boston-double = En Boston (alle 13 stik) tæller dobbelt.
hr-bw-boston-bonus = En Boston (alle 13 stik) giver { $bonus } point ekstra.
hr-bw-boston-wins_game = En Boston (alle 13 stik) vinder partiet.
hr-bw-boston-seven = Kun en melding på 7 kan blive en Boston.
hr-bw-max-sets = En side, der går bet { $times } gange, taber partiet.
hr-w-target = Et parti er vundet ved { $target } point.
hr-w-honours = Honnører tæller: fire honnører 4 point, tre honnører 2 point.
hr-w-no-honours = Honnører tæller ikke.
hr-w-renege-tricks = En renonce flytter tre stik til modparten.
hr-w-renege-points = En renonce giver modparten tre point.
hr-w-slam = En slem giver { $bonus } point ekstra.
hr-w-no-trump = Uden trumf: det vendte kort tæller ikke.
hr-w-rubber = En robber er bedst af tre partier; vundet 2–0 giver den { $bonus } point ekstra.
hr-w-single = Hver kamp er ét parti.
