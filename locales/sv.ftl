# Uptowns sidor på svenska. Varje annan fil i locales/ har samma meddelanden.

site-title = Uptown
site-tagline = Poäng för whist och bid whist
nav-clubs = Klubbar
language = Språk
refresh = Uppdatera
not-found = Den sidan finns inte.
error-title = Något gick fel
back-home = Tillbaka till klubbarna

clubs-title = Klubbar
clubs-empty = Inga klubbar än.
club-events = Tävlingar
club-seasons = Säsonger
club-no-events = Inga tävlingar än.
season-standings = Säsongsställning

format-club_night = Klubbkväll
format-rotating = Växlande partner
format-whist_drive = Whistdrive
format-round_robin = Alla mot alla
format-swiss = Schweizersystem
format-knockout = Utslagsturnering
format-double_knockout = Dubbel utslagsturnering
status-registering = anmälan öppen
status-running = pågår
status-finished = avslutad
status-open = spelas
status-closed = avslutad
status-in_progress = pågår

event-rounds-planned = { $count ->
    [one] en rond
   *[other] { $count } ronder
}
event-open-ended = ronder tills tävlingsledaren avslutar kvällen
event-standings = Ställning
event-live = Ställningen uppdateras av sig själv.
event-round = Rond { $number }
event-table = Bord { $number }
event-no-rounds = Ingen rond är lottad än.
sitting-out = Står över
byes = Frilotter
walkover = { $winner } går vidare: { $withdrawn } har dragit sig ur
decided-leading = avgjort på ställningen
score-sheet = Protokoll
winner = Vinnare
draw = oavgjort
house-rules = Husregler
rule-game-bid_whist = Bid whist
rule-game-whist = Whist
rule-target = Parti till { $points } poäng
withdrawn = drog sig ur

seat-N = Nord
seat-E = Öst
seat-S = Syd
seat-W = Väst
side-NS = Nord–Syd
side-EW = Öst–Väst

col-rank = Placering
col-name = Namn
col-played = Spelade
col-won = Vunna
col-for = För
col-against = Mot
col-diff = Skillnad
col-separated = Avgjort på
col-events = Tävlingar
col-hand = Giv
col-dealer = Givare
col-contract = Kontrakt
col-books = Stick
col-tricks = Stick
col-result = Resultat
col-points = Poäng
col-totals = Totalt

tiebreak-games_won = vunna partier
tiebreak-point_difference = poängskillnad
tiebreak-points_for = gjorda poäng
tiebreak-bostons = Bostons
tiebreak-head_to_head = inbördes möte
tiebreak-sets = färre bet
tiebreak-stage = nådd rond
tiebreak-qualification = spelade tävlingar

result-made = hem
result-set = bet
result-thrown_in = utpassad
result-scored = räknad
reason-target = nådde målet
reason-setback = motståndarna föll för långt tillbaka
reason-boston = en Boston
reason-set_limit = gick bet för ofta
reason-rubber = vann robbern
mode-uptown = uptown
mode-downtown = downtown
mode-notrump = sang

game-title = Parti { $id }
game-won = { $side } vann: { $reason }.
chart-title = Ställningen giv för giv

season-title = Säsong { $name }
season-min-events = { $count ->
    [one] Rankas efter en tävling.
   *[other] Rankas efter { $count } tävlingar.
}
not-qualified = inte rankad än
download-csv = Ladda ner som CSV (kalkylark)

table-title = Bord { $code }
entry-dealer = { $seat } ger.
entry-bidder = Vem vann budgivningen?
entry-level = Bud
entry-mode = Typ av bud
entry-books = Budgivarnas stick, talongen medräknad
entry-tricks = Nord–Syds stick
entry-honours = Honnörer
entry-honours-none = inga
entry-honours-count = { $side }: { $count }
entry-reneges = Renonser
entry-thrown-in = Alla fyra passade: utpassad
entry-preview = Visa poängen
entry-enter = För in given
entry-preview-line = Given ger { $ns } till Nord–Syd och { $ew } till Öst–Väst; ställningen blir { $total_ns } mot { $total_ew }.
entry-entered = Giv { $number } är införd.
entry-refused = Inte införd: { $reason }
entry-over = Partiet är slut.
entry-conflict = Någon annan förde in en giv först. Så här står partiet nu.
entry-unknown-code = Det finns inget parti för den här bordskoden. Kontrollera koden på bordskortet.
entry-hands-so-far = Spelade givar
entry-first-dealer = Välj vem som ger första given.
entry-dealer-question = Vem gav?
entry-side-question = Vilken sida sitter ni på vid det här bordet?
entry-side-is = Ni är { $side }.
entry-side-change = Byt
review-ask = { $side } har fört in giv { $number } ({ $points }). Stämmer det?
review-confirm = Bekräfta
review-dispute = Invänd
review-reason = Vad är fel?
review-waiting = Väntar på att { $side } bekräftar giv { $number }.
review-confirmed = Giv { $number } är bekräftad.
review-disputed = Giv { $number } är ifrågasatt; tävlingsledaren tittar på den.
event-disputes = Ifrågasatta givar
event-dispute-line = Bord { $table }, rond { $round }, giv { $number }: { $reason }
player-rating = Rating { $rating } (osäkerhet { $uncertainty })
player-unrated = Inget avslutat parti ännu.
player-chart-title = Rating efter varje parti
player-partners = Partner
player-partner = Partner
player-opponents = Motståndare
player-games = Partier
player-won = vunnet
player-lost = förlorat
player-drawn = oavgjort
projector-title = { $name }: ställning
event-projector = Visning för projektor
hr-bw-target = Ett parti vinns vid { $target } poäng och förloras vid −{ $target }.
hr-bw-min-bid = Budgivningen börjar på { $level }.
hr-bw-ranking-notrump_high = På samma nivå slår sang uptown och downtown, som är lika höga.
hr-bw-ranking-downtown_over_uptown = På samma nivå slår downtown uptown, och sang slår båda.
hr-bw-ranking-level_only = Bara en högre nivå slår ett bud.
hr-bw-all-pass-dealer_must_bid = Om de tre första passar måste given bjuda.
hr-bw-all-pass-redeal = Om alla fyra passar blir given utpassad och nästa spelare ger.
hr-bw-notrump = Sang räknas { $times } gånger.
hr-bw-renege = En renons kostar { $books } stick.
hr-bw-renege-trick = En renons räknas bara när sticket nämns.
hr-bw-defenders = Motspelarna får poäng för stick över sex.
hr-bw-boston-points = En Boston (alla 13 stick) räknas som vilken hemgång som helst.
hr-bw-boston-double = En Boston (alla 13 stick) räknas dubbelt.
hr-bw-boston-bonus = En Boston (alla 13 stick) ger { $bonus } poäng extra.
hr-bw-boston-wins_game = En Boston (alla 13 stick) vinner partiet.
hr-bw-boston-seven = Bara ett bud på 7 kan bli en Boston.
hr-bw-max-sets = En sida som går bet { $times } gånger förlorar partiet.
hr-w-target = Ett parti vinns vid { $target } poäng.
hr-w-honours = Honnörer räknas: fyra honnörer 4 poäng, tre honnörer 2 poäng.
hr-w-no-honours = Honnörer räknas inte.
hr-w-renege-tricks = En renons flyttar tre stick till motparten.
hr-w-renege-points = En renons ger motparten tre poäng.
hr-w-slam = En slam ger { $bonus } poäng extra.
hr-w-no-trump = Utan trumf: det vända kortet räknas inte.
hr-w-rubber = En robbert är bäst av tre partier; att vinna den med 2–0 ger { $bonus } poäng extra.
hr-w-single = Varje match är ett enda parti.
