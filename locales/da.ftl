# Uptowns sider på dansk. Hver anden fil i locales/ har de samme beskeder.

site-title = Uptown
site-tagline = Regnskab for whist og bid whist
nav-clubs = Klubber
language = Sprog
display = Visning
display-large-text = Større tekst
display-normal-text = Normal tekststørrelse
display-high-contrast = Høj kontrast
display-normal-contrast = Normal kontrast
refresh = Opdater
not-found = Den side findes ikke.
error-title = Noget gik galt
back-home = Tilbage til klubberne
refuse-query = Adressen på denne side har en del, der ikke kan læses: { $reason }
refuse-form = Et felt i formularen kan ikke læses: { $reason }
refuse-too-large = Det sendte er for stort til denne side.
unavailable = Resultaterne kan ikke nås lige nu. Prøv igen om et øjeblik: intet af det, der er indtastet før, er gået tabt.
back-to-form = Tilbage til siden, du kom fra

clubs-title = Klubber
clubs-empty = Ingen klubber endnu.
find-table-title = Jeres bord
find-table-how = Skriv koden, der står på jeres bords kort.
find-table-label = Bordkode
find-table-open = Åbn
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
format-semi_partner_drive = Halvmakker-drive
format-partner_drive = Makker-drive
format-mitchell = Mitchell (faste og vandrende par)
format-ladder = Stige (vindere op, tabere ned)
status-registering = tilmelding åben
status-running = i gang
status-finished = slut
status-open = spilles
status-closed = slut
status-in_progress = i gang

event-round-minutes = { $minutes } minutter pr. runde
event-rounds-planned = { $count ->
    [one] én runde
   *[other] { $count } runder
}
event-open-ended = runder, indtil turneringslederen slutter aftenen
event-until-two-losses = runder, til alle par undtagen ét har tabt to gange
event-playoff = derefter en knockout af de bedste { $top }
event-playoff-double = derefter en dobbelt knockout af de bedste { $top }
event-standings = Stilling
checkin-title = Tjek ind: { $event }
checkin-help = Tryk på dit navn. Turneringslederen lukker dig ind, og du finder din plads på din telefon.
checkin-new = Ny her? Dit navn
checkin-send = Tjek ind
checkin-waiting = Tak, { $name }: turneringslederen lukker dig ind om et øjeblik.
projector-checkin = Lige ankommet? Tjek ind: scan dette, eller åbn { $address }
director-at-the-door = Ved døren
director-admit = Luk ind
director-turn-away = Afvis
director-newcomer = ny i klubben
clock-left = Tid tilbage: { $time }
clock-paused = Uret er sat på pause: { $time } tilbage
clock-up = Tiden er gået: spil det igangværende spil færdigt.
director-clock = Ur (minutter)
director-clock-start = Start uret
director-clock-closes = Luk runden, når tiden er gået (igangværende spil afgøres af stillingen)
director-clock-pause = Pause
director-clock-resume = Fortsæt
director-clock-extend = Læg minutterne til
standings-hidden = Turneringslederen holder stillingen hemmelig til præmieoverrækkelsen.
director-hide-standings = Skjul stillingen (til præmieoverrækkelsen)
director-reveal-standings = Vis stillingen
director-standings-hidden = Stillingen er skjult: væggen, turneringssiden og spillernes sider viser den ikke.
seats-title = Hvor sidder jeg? { $event }
seats-help = Tryk på dit navn: din side viser, hvor du sidder hver runde, og følger aftenen af sig selv.
seats-someone-else = En andens plads
seat-title = { $name } ved { $event }
seat-at = Runde { $round }: bord { $table }, { $seat }.
seat-with = Makker: { $partner }. Modstandere: { $opponents }.
seat-sits-out = Runde { $round }: du sidder over i denne runde.
seat-not-yet = Du er ikke placeret endnu: denne side viser din plads, så snart turneringslederen placerer runden.
seat-withdrawn = Du har trukket dig fra denne turnering.
seat-finished = Aftenen er slut. Tak fordi du spillede!
seat-won = vundet
seat-lost = tabt
seat-standing = Plads { $rank } · spillet { $played } · vundet { $won } · point { $points }
seat-earlier = Dine runder indtil nu
event-find-seat = Hvor sidder jeg?
projector-find-seat = Hvor du sidder: scan dette, eller åbn { $address }
standings-per-game = Nogle har siddet flere runder over end andre: placeringen går efter vundne spil og point pr. spillet spil, så en runde over hverken hjælper eller skader.
event-live = Stillingen opdaterer sig selv.
event-round = Runde { $number }
round-final = Finale
round-semi-final = Semifinale
round-quarter-final = Kvartfinale
event-table = Bord { $number }
event-no-rounds = Der er endnu ikke sat borde til nogen runde.
sitting-out = Sidder over
byes = Oversiddere
walkover = { $winner } går videre: { $withdrawn } har trukket sig
decided-leading_score = afgjort på stillingen
decided-time = tiden løb ud: afgjort på stillingen
decided-forfeit = tildelt uden kamp
score-sheet = Pointskema
winner = Vinder
draw = uafgjort
house-rules = Husregler
rule-book-title = Regelbog
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
col-game = Parti
col-notes = Noter
note-renege = renonce af { $side }
note-renege-at = renonce af { $side } i stik { $trick }
note-honours = honnører: { $side } { $count }
note-trump = trumf: { $suit }
note-no-trump = uden trumf
note-boston = en Boston
suit-clubs = klør
suit-diamonds = ruder
suit-hearts = hjerter
suit-spades = spar
sheet-game-won = Parti { $number }: { $side } vandt, { $ns } – { $ew }.
sheet-game-open = Parti { $number } er i gang: { $ns } – { $ew }.
sheet-rubber = Robber: partier { $ns_games } – { $ew_games }, bonus { $ns_bonus } – { $ew_bonus }, i alt { $ns } – { $ew }.
sheet-rubber-margin = { $side } vandt robberen med { $margin } points.

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
reason-hands_won = vandt de spil, kampen kræver
reason-forfeit = tildelt uden kamp
reason-renege = en renonce tabte partiet
reason-hand_limit = førte, da turneringens sidste spil var spillet
reason-leading_score = førte, da turneringslederen lukkede runden
reason-time = førte, da rundens tid løb ud
mode-uptown = uptown
mode-downtown = downtown
mode-notrump = sans

game-title = Parti { $id }
game-won = { $side } vandt: { $reason }.
game-level-hand_limit = Lige, da turneringens sidste spil var spillet: uafgjort.
game-level-leading_score = Lige, da turneringslederen lukkede runden: uafgjort.
game-level-time = Lige, da rundens tid løb ud: uafgjort.
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
entry-renege-trick = ved stik
entry-renege-trick-rule = Efter klubbens regler tæller en renonce kun med det stik, den skete i.
entry-renege-needs-trick = { $side } lavede renonce: Angiv stikket. Efter klubbens regler tæller en renonce kun med sit stik, og uden det koster den intet.
entry-thrown-in = Alle fire meldte pas: pas rundt
entry-preview = Vis point
entry-enter = Skriv spillet ind
entry-preview-line = Spillet giver { $ns } til Nord–Syd og { $ew } til Øst–Vest; stillingen bliver { $total_ns } mod { $total_ew }.
entry-entered = Spil { $number } er skrevet ind.
entry-refused = Ikke skrevet ind: { $reason }
entry-over = Partiet er slut.
entry-over-won = Partiet er slut: { $side } vandt, { $winner } mod { $loser }.
entry-conflict = En anden nåede at skrive et spil ind først. Her er partiet, som det står nu.
outbox-waiting = Spil { $number } er gemt på denne telefon og venter på at blive sendt: der er ingen forbindelse lige nu. Det sendes af sig selv, når forbindelsen er tilbage.
outbox-refused = Spil { $number } blev ikke registreret: { $reason }
outbox-conflict = En anden registrerede spil { $number } først. Deres: { $theirs } Jeres: { $yours }
outbox-discard = Drop dette spil
outbox-keep-theirs = Behold deres, drop vores
outbox-enter-ours = Registrer vores som næste spil
entry-last-hand = spil { $number }, { $points } (stilling { $totals }).
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
hr-bw-kitty-none = Der er ingen talon: den meldende side kan ende helt uden stik.
hr-bw-made-contract = Et spil hjemme tæller de meldte stik; overstik tæller ikke.
hr-bw-boston-quadruple = En Boston (alle 13 stik) tæller fire gange.
hr-bw-dealer-match = Giveren, der melder sidst, kan overtage spillet ved at matche meldingen.
hr-bw-renege-loses = En renonce taber også partiet.
hr-bw-end-bonus = Et parti, der vindes, fordi modparten gik bet for mange gange eller renoncerede, giver { $bonus } point ekstra.
hr-w-renege-deduct = En renonce trækker tre point fra den skyldige sides score.
hr-w-honours-not-at-game-point = En side, der mangler ét point til partiet, får ingen honnører.
hr-w-revoker-cannot-win = En side, der renoncerer, kan ikke vinde partiet i det spil.
hr-w-rubber-laws = En robber er bedst af tre partier og tæller partipoint (Laws of Whist): et vundet parti er 3 værd, hvis taberne intet havde, 2, hvis de havde { $double } eller mindre, ellers 1; robberen giver 2 mere.
mt-games = { $count ->
    [one] Hvert bord spiller ét parti.
   *[other] Hvert bord spiller { $count } partier.
}
mt-best-of = Hvert bord spiller bedst af { $count } partier.
mt-hands = Hvert bord spiller ét parti på { $count } spil.
mt-minutes = Hvert bord spiller ét parti til målet, eller til rundens { $minutes } minutter er gået; så vinder den, der fører.
mt-hands-won = Et bords kamp går til den side, der først vinder { $count } spil.
mt-double-both = En Boston eller et sans-spil tæller som to spil.
mt-double-boston = En Boston tæller som to spil.
mt-double-notrump = Et sans-spil tæller som to spil.
mt-forfeit = Et bord vundet uden kamp giver vinderen { $points } point.
mt-bye-win = En oversidder tæller som et vundet parti, uden point.
mt-bye-average = En oversidder tæller som et vundet parti, med gennemsnittet for rundens vindere.
director-login = Log ind for turneringslederen
director-username = Brugernavn
director-password = Adgangskode
director-sign-in = Log ind
director-refused = Forkert brugernavn eller adgangskode.
director-title = Turneringsleder
director-logged-in = Logget ind som { $name }.
director-logout = Log ud
director-sessions = Dine sessioner
director-sessions-intro = Alle steder, du er logget ind. Afslut dem, du ikke kender, eller den på en bærbar, du har efterladt.
director-accounts = Konti
director-accounts-intro = Hvem der må logge ind på konsollen. En administrator må alt; en turneringsleder leder sine klubbers turneringer.
director-clubs = Klubber, spillere og sæsoner
club-players-data = En spillers navn fører til spillerens data: hvordan de offentlige sider viser spilleren, en eksport og sletning.
privacy-title = { $name }: data
privacy-shown-heading = På de offentlige sider
privacy-shown-question = Vis denne spiller med
privacy-shown-full_name = fulde navn
privacy-shown-initials = initialer
privacy-shown-hidden = slet ikke (med sit nummer)
privacy-shown-help = Klubbens turneringsledere ser altid navnet, og det gør spillerne ved spillerens bord også.
privacy-save = Gem
privacy-export-heading = Alt, hvad klubben har
privacy-export-help = En fil (JSON) med spilleren, de turneringer, spilleren var med i, tilmeldinger ved døren, spillene og denne historik.
privacy-export = Eksportér
privacy-erase-heading = Slet
privacy-erase-help = Navnet erstattes af spillerens nummer alle steder, klubben har skrevet det ned; resultater og ratings bliver. Det kan ikke fortrydes.
privacy-erase-confirm = Ja, slet denne spiller
privacy-erase = Slet spilleren
privacy-erased-at = Slettet { $at } (UTC).
privacy-history-heading = Historik
privacy-history-none = Intet endnu.
privacy-history-shown_as = { $by } bestemte, hvordan spilleren vises: { $shown }.
privacy-history-exported = { $by } eksporterede spillerens data.
privacy-history-erased = { $by } slettede spilleren.
director-no-clubs = Du leder endnu ingen klub: en administrator opretter klubben og gør dig til dens turneringsleder.
director-newcomers = Ny i klubben: tilføj som spillere
account-role-admin = administrator
account-role-director = turneringsleder
account-directs = leder
account-status-disabled = deaktiveret
account-this = dig
account-change = Ændr
account-new-password = Ny adgangskode (mindst 8 tegn)
account-set-password = Sæt adgangskoden
account-password-set = Adgangskoden for { $name } er sat; de andre sessioner er afsluttet.
account-director-of = Turneringsleder for
account-no-club = ingen klub
account-make-director = Gør til turneringsleder
account-disable = Deaktiver kontoen
account-disable-help = En deaktiveret konto kan ikke logge ind, og dens sessioner slutter straks. Dens klubber bevares, til den aktiveres igen.
account-enable = Aktiver kontoen igen
account-new = En ny konto
account-admin = Administrator: må alt, i alle klubber
account-create = Opret kontoen
club-players = Spillere
club-no-players = Ingen spillere endnu.
club-new-player = En ny spillers navn
club-add-player = Tilføj spilleren
club-no-seasons = Ingen sæsoner endnu.
club-new-season = En ny sæsons navn
club-add-season = Tilføj sæsonen
club-new = En ny klub
club-create = Opret klubben
director-session-ended = Din session er afsluttet (efter et stykke tid uden brug, ved slutningen af aftenen eller fra en anden enhed). Log venligst ind igen.
session-kind = Hvor
session-kind-api = Token (kommandoen uptown, scripts)
session-kind-console = Konsol
session-created = Logget ind
session-last-used = Sidst brugt
session-ends = Slutter senest
session-this = Denne
session-end = Afslut
director-events = Jeres turneringer
director-no-events = Ingen turneringer endnu; opret en nedenfor.
director-public-page = Offentlig side
director-rounds = Runder
director-seat-round = Sæt næste runde
director-close-round = Luk runde { $number } nu
director-cards = Bordkort til runde { $number }
director-entrants = Deltagere
director-withdraw = Træk tilbage
director-withdraw-reason = Hvorfor (valgfrit)
director-withdraw-confirm = Ja, meld dem ud
director-reinstate = Fortryd udtrædelsen
director-table-players = { $ns } mod { $ew }
director-player = Spiller (navn eller nummer)
director-partner = Makker (ved faste par)
director-register = Tilmeld
director-finish = Afslut turneringen
director-disputes = Spil med indsigelse
director-dispute-line = Parti { $game }, spil { $number }: { $reason }
director-accept = Godkend som indtastet
director-stale-form = Formularen er forældet. Gå tilbage, genindlæs siden og prøv igen.
cards-code = Bordkode
cards-loopback = Disse kort peger på { $site }, som kun denne computer kan åbne, ingen telefon. Start serveren med --public-url og denne computers adresse i lokalet (for eksempel --public-url http://192.168.1.10:8080, med --bind 0.0.0.0:8080), og udskriv så kortene igen.
director-new-event = En ny turnering
director-club = Klub
director-format = Format
director-game = Spil
director-match = Kamp pr. runde
director-match-games = partier
director-match-best_of = bedst af
director-match-hands = spil
director-match-minutes = minutter på tid (ét spil til målet)
director-match-hands_won = vundne spil (ét parti, først til N spil)
director-counts-double = Ved vundne spil tæller disse dobbelt:
director-double-boston = en Boston
director-double-notrump = et sans-spil
director-forfeit-points = Point for et bord vundet uden kamp
director-bye-score = En oversidder får
bye-score-nothing = intet
bye-score-win = et vundet parti, uden point
bye-score-average = et vundet parti, med gennemsnittet for rundens vindere
director-rounds-planned = Runder (tomt: som formatet)
director-playoff = Slutspil: hvor mange fra schweizer eller alle-mod-alle går videre til knockout (tomt: intet)
director-confirm-hands = Modstanderne bekræfter hvert spil på deres telefon
director-create = Opret turneringen
director-back = Tilbage
director-preview-intro = Turneringen spilles efter disse regler. Opret den, eller gå tilbage for at ændre dem.
director-preview-title = Reglerne for { $name }
director-preview = Vis reglerne
director-house-rules-of = Husregler for { $game }
director-house-rules-help = Husregler med navnene fra RULES.md; et tomt felt beholder regelbogens standard (gråt). „Vis reglerne“ siger, hvad de betyder, før noget oprettes.
director-tie-breaks = Afgørende kriterier i rækkefølge (tomt: formatets)
director-no-season = ingen sæson
director-season = Sæson (dens stilling tæller denne turnering)
director-undo = Tag sidste spil tilbage
director-forfeit = Tildel uden kamp
director-forfeit-to = Den fremmødte side
director-undo-reason = Hvorfor
director-correct = Ret
director-correct-help = Hvert spil, som bordet indtastede det. Ret det, der var forkert, og sig hvorfor; alle senere stillinger følger med, og den tidligere udgave bliver i partiets historik.
refuse-missing = Udfyld venligst „{ $field }“.
refuse-level-below-minimum = Den laveste melding er { $min }.
refuse-count-out-of-range = { $value } er ikke et tal fra 0 til 13.
refuse-kitty = Den meldende side har altid mindst ét stik, talonen.
refuse-thirteen = De to siders stik skal give 13 tilsammen.
refuse-dealer = Det er { $seat }, der giver.
refuse-other = Reglerne tillader ikke dette spil: { $reason }
refuse-not-a-number = { $field } skal være et helt tal.
refuse-level-range = En melding er fra 1 til 7.
refuse-trick-number = { $value } er ikke et stiknummer fra 1 til 13.
refuse-honours-count = Honnører er 3 eller 4; en fordeling 2–2 noteres ikke.
refuse-honours-not-scored = Honnører tæller ikke i dette spil; udelad dem.
refuse-honours-without-trumps = Et spil uden trumf har ingen honnører.
console-refused-field = Ikke udført: kontrollér “{ $field }”.
console-refused-validation = Ikke udført: kontrollér formularen.
console-refused-conflict = Ikke udført: det passer ikke med det, der allerede er der.
console-refused-unavailable = Ikke udført: databasen svarer ikke. Prøv igen om lidt.
console-refused-other = Ikke udført.
too-many = For mange forsøg herfra. Vent venligst { $seconds ->
        [one] { $seconds } sekund
       *[other] { $seconds } sekunder
    }, og prøv igen.

## Hvorfor serveren afviser en forespørgsel (server/src/refusal.rs). API'ets svar er
## stadig på engelsk (en.ftl); disse ord viser siderne.
refusal-nul = { $field } må ikke indeholde NUL-tegnet
refusal-not-plain-text = { $field } skal være én linje ren tekst, men tegn { $position } er { $character }
refusal-character-nul = NUL-tegnet
refusal-character-line-break = et linjeskift
refusal-character-tab = en tabulator
refusal-character-direction = et tegn, der styrer skriveretningen ({ $code })
refusal-character-control = et kontroltegn ({ $code })
refusal-too-long = { $field } er længere end { $longest ->
    [one] { $longest } tegn
   *[other] { $longest } tegn
}
refusal-empty = { $field } må ikke være tom
refusal-not-one-word = { $field } skal være ét ord: bogstaver, cifre eller tegn, uden mellemrum
refusal-short-password = password skal være på mindst { $shortest ->
    [one] { $shortest } tegn
   *[other] { $shortest } tegn
}
refusal-hand = spil { $hand }: { $reason }
refusal-unknown-status = status { $status } er hverken in_progress eller finished
refusal-season-of-another-club = klub { $club } har ingen sæson { $season }
refusal-no-player-numbered = { $field }: klub { $club } har ingen spiller { $player }
refusal-no-player-named = { $field }: klub { $club } har ingen spiller ved navn { $name }
refusal-seated-twice = seats.{ $seat }: en spiller kan kun sidde på én plads
refusal-decided-at-close = parti { $game } er slut: det blev afgjort på stillingen, da dets runde blev lukket
refusal-forfeited = spil { $game } blev tildelt { $side } uden kamp; det tager ikke imod flere spil
refusal-forfeit-with-hands = spil { $game } har allerede indtastede spil: uden kamp tildeles kun et bord, der ikke har spillet; fortryd dem først
refusal-already-over = spil { $game } er allerede slut
refusal-forfeit-outside-event = spil { $game } hører ikke til et bord i en turnering: kun et turneringsbord tildeles uden kamp
refusal-hands-played = parti { $game } er slut: { $hands ->
    [one] dets { $hands } spil er spillet
   *[other] dets { $hands } spil er spillet
}
refusal-no-correction-reason = reason skal sige, hvorfor spillet ændres
refusal-withdrawal-not-confirmed = Sæt kryds for at bekræfte udtrædelsen: Den kan ikke gøres om.
refusal-erasure-not-confirmed = Sæt kryds for at bekræfte sletningen: den kan ikke fortrydes.
refusal-form-incomplete = Formularen mangler et gyldigt { $field }: genindlæs siden, og prøv igen.
refusal-no-dispute-reason = reason skal sige, hvad der er forkert ved spillet
refusal-nothing-to-undo = parti { $game } har intet spil at tage tilbage
refusal-stale = parti { $game } er ændret siden version { $expected } (det er nu på version { $current }): en anden har skrevet et spil ind eller rettet et; genindlæs det, og prøv igen
refusal-already-reviewed = { $reviewed ->
    [confirmed] spil { $hand } i parti { $game } er allerede bekræftet
    [disputed] der er allerede gjort indsigelse mod spil { $hand } i parti { $game }
   *[resolved] spil { $hand } i parti { $game } er allerede afgjort
}
refusal-unknown-format = format { $format } er ikke en af { $formats }
refusal-match-count = { $field } skal være 1 til { $most }, ikke { $count }
refusal-match-not-odd = { $field } skal være ulige, så den ene side vinder mere end halvdelen
refusal-drive-match = runderne i en whistdrive er et fast antal spil: {"{"}"hands": N{"}"}
refusal-hands-won-needs-bid-whist = match.hands_won: en kamp om vundne spil er for bid whist, hvor et spil vindes ved at gå hjem eller sætte en melding bet
refusal-hands-won-by-match = rules.hands_won: en turnering spiller om vundne spil gennem sin kamp: {"{"}"hands_won": K{"}"}
refusal-no-tie-breaks = tie_breaks skal nævne mindst én måde at ordne stillingen på
refusal-no-rounds = rounds skal være mindst 1
refusal-too-many-rounds = rounds må højst være { $most }
refusal-knock-out-rounds = runderne i en knockout følger af turneringstræet; udelad rounds
refusal-playoff-after = et slutspil følger efter kvalifikationsrunder for par (swiss eller round_robin), ikke { $format }
refusal-playoff-top = playoff.top skal være fra 2 til { $most }, ikke { $top }
refusal-playoff-format = playoff.format skal være knockout eller double_knockout, ikke { $given }
refusal-playoff-short = slutspillet tager de bedste { $top }, men kun { $playing } spiller stadig; afslut turneringen eller træk færre
refusal-entrant-size = players: en deltager i “{ $format }” er { $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
}, ikke { $given }
refusal-partner-is-self = players[1]: et par er to forskellige spillere
refusal-already-entered = players[{ $index }]: allerede tilmeldt, som deltager { $entrant } ({ $name })
refusal-cannot-seat = der kan ikke sættes borde til næste runde: { $reason }
refusal-entrants-closed = “{ $format }” tager kun imod deltagere før første runde; runde { $rounds } er sat
refusal-already-withdrawn = deltager { $entrant } ({ $name }) har allerede trukket sig
refusal-not-withdrawn = deltager { $entrant } ({ $name }) har ikke trukket sig
refusal-withdrawal-played-on = deltager { $entrant } ({ $name }) trak sig før en runde, der blev sat uden dem: udtrædelsen står ved magt
refusal-drive-withdrawal = en whistdrive flytter hele borde; en spiller, der går, skal have en afløser (tilmeld afløseren før første runde næste gang)
refusal-event-finished = turnering { $event } er slut
refusal-round-under-way = runde { $round } spilles stadig; luk den først
refusal-rounds-played = turnering { $event } har spillet { $rounds ->
    [one] sin { $rounds } runde
   *[other] sine { $rounds } runder
}
refusal-nobody-to-seat = turnering { $event } har ingen tilbage at sætte
refusal-round-robin-over = alle mod alle med { $partnerships ->
    [one] { $partnerships } par
   *[other] { $partnerships } par
} har { $rounds ->
    [one] { $rounds } runde
   *[other] { $rounds } runder
}
refusal-schedule-over = skemaet for { $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
} har { $rounds ->
    [one] { $rounds } runde
   *[other] { $rounds } runder
}
refusal-drive-tables = en whistdrive sætter kun hele borde med fire; { $players ->
    [one] { $players } spiller er tilmeldt
   *[other] { $players } spillere er tilmeldt
}
refusal-round-closed = runde { $round } i turnering { $event } er allerede lukket
refusal-match-under-way = parti { $game } ville være i gang igen, mens parti { $other } i samme kamp er det; tag først det senere partis spil tilbage
refusal-decided-with-hands = dette afgør kampen ved bord { $table } i runde { $round }, men dens parti { $game } har indtastede spil; tag dem tilbage først
refusal-winner-fixed = parti { $game }: dette ville ændre, hvem der vandt ved bord { $table } i runde { $round }, og senere runder blev sat ud fra det resultat; nu er kun en rettelse, der beholder vinderen, mulig
refusal-club-exists = der findes allerede en klub ved navn { $name }
refusal-player-exists = klub { $club } har allerede en spiller ved navn { $name }
refusal-season-exists = klub { $club } har allerede en sæson ved navn { $name }
refusal-account-exists = der findes allerede en konto ved navn { $username }
refusal-no-account-named = der er ingen konto ved navn { $username }
refusal-already-exists = det findes allerede
refusal-imported-club-exists = club.name: der findes allerede en klub ved navn "{ $name }"; importér den under et andet navn
refusal-no-such-game = der er intet parti { $game }
refusal-no-such-club = der er ingen klub { $club }
refusal-no-such-event = der er ingen turnering { $event }
refusal-no-such-player = der er ingen spiller { $player }
refusal-no-such-season = der er ingen sæson { $season }
refusal-no-such-round = turnering { $event } har ingen runde { $round }
refusal-no-such-entrant = turnering { $event } har ingen deltager { $entrant }
refusal-no-such-hand = parti { $game } har intet spil { $hand }
refusal-no-such-hand-of = parti { $game } har intet spil { $hand } (det har { $hands ->
    [one] { $hands } spil
   *[other] { $hands } spil
})
refusal-no-such-session = du har ingen session { $session }
refusal-no-such-account = der er ingen konto { $account }
refusal-no-such-record = den post findes ikke
refusal-no-such-page = den side eller det endepunkt findes ikke
refusal-log-in-first = log ind først
refusal-wrong-password = forkert brugernavn eller adgangskode
refusal-account-disabled = kontoen { $username } er deaktiveret; en administrator kan aktivere den igen
refusal-disable-self = du kan ikke deaktivere din egen konto; en anden administrator kan
refusal-clock-minutes = uret tager 1 til { $most } minutter, ikke { $given }
refusal-clock-minutes-missing = giv uret dets minutter, 1 til { $most }
refusal-log-in-again = log ind igen
refusal-token-not-valid = tokenet er ikke gyldigt (det er måske logget ud); log ind igen
refusal-session-ended = denne session sluttede { $at } UTC, dens seneste sluttidspunkt; log ind igen
refusal-session-idle = denne session sluttede efter { $unit ->
    [minutes] { $count ->
        [one] { $count } minut
       *[other] { $count } minutter
    }
    [hours] { $count ->
        [one] { $count } time
       *[other] { $count } timer
    }
   *[days] { $count ->
        [one] { $count } dag
       *[other] { $count } dage
    }
} uden brug; log ind igen
refusal-authorization-malformed = Authorization-headeren skal være `Bearer TOKEN` eller `Table CODE`
refusal-table-code-needed = send bordets kode som `Authorization: Table CODE`
refusal-table-may-only-enter = en bordkode må kun skrive spil ind
refusal-table-asks-director = en bordkode må kun skrive spil ind; spørg turneringslederen
refusal-code-of-finished-game = parti { $game } er slut; dets bordkode skriver ikke længere spil ind
refusal-code-of-another-game = den bordkode hører ikke til parti { $game }
refusal-not-admin = kun en administrator må gøre dette
refusal-not-director = kun en turneringsleder i klub { $club } må gøre dette

## Hvorfor reglerne afviser et spil, en husregel eller et skema, som siderne siger det.
refuse-malformed = { $field } kan ikke læses: { $reason }
refuse-match-over = Partiet er slut: { $side } vandt det. Det tager ikke imod flere spil.
refuse-trump-in-notrump = En sansmelding har ingen trumffarve; angiv i stedet retningen (uptown eller downtown).
refuse-direction-with-trumps = Uptown eller downtown hører til sansmeldinger; en melding i en farve nævner i stedet sin trumf.
refuse-auction-length = Meldeforløbet har { $calls ->
    [one] { $calls } melding
   *[other] { $calls } meldinger
}, men hver af de fire spillere melder én gang, begyndende til venstre for giveren.
refuse-call-below-minimum = { $bid } er under den laveste melding, { $min }.
refuse-call-does-not-beat = { $bid } fra { $seat } slår ikke { $highest } fra { $by }.
refuse-call-does-not-match = { $bid } fra { $seat } hverken slår eller matcher { $highest } fra { $by }.
refuse-dealer-must-bid = De tre andre meldte pas, så { $seat } skal melde som giver.
refuse-contract-not-auction = Meldingen passer ikke med meldeforløbet, som { $seat } vandt med { $bid }.
refuse-thrown-in = Alle fire meldte pas: spillet gik pas rundt og blev ikke spillet, så det har ingen melding og ingen stik.
refuse-trump-in-no-trump-whist = Dette parti spilles uden trumf; udelad trumffarven.
refuse-no-trump-in-turned-whist = I dette parti bestemmer det vendte kort trumf; angiv trumffarven.
entry-auction = Meldeforløb
refuse-rules-not-an-object = Husreglerne skal være en liste af valg, som {"{"}"target": 7{"}"}.
refuse-rules-unknown = { $name } er ikke en husregel i dette spil; dets husregler er { $known }.
refuse-rules-out-of-range = Husreglen { $name } kan ikke være { $value }: den går fra { $min } til { $max }.
refuse-rules-invalid = Husreglen { $name } kan ikke læses: { $reason }
refuse-too-few-players = { $players ->
    [one] { $players } spiller er for få
   *[other] { $players } spillere er for få
}; skiftende makkere kræver mindst 4.
refuse-too-many-players = { $players ->
    [one] { $players } spiller er flere
   *[other] { $players } spillere er flere
} end de { $most }, et skema er lavet til.
refuse-schedule-rounds = Et skema til { $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
} laves til højst { $available ->
    [one] { $available } runde
   *[other] { $available } runder
}, ikke { $rounds }.
refuse-schedule-no-rounds = Et skema kræver mindst én runde.
refuse-too-few-partnerships = { $partnerships ->
    [one] { $partnerships } par er for få
   *[other] { $partnerships } par er for få
}; en turnering kræver mindst 2.
refuse-no-swiss-pairing = Runde { $round }: hver parring ville være en omkamp; spil resten som alle mod alle.

# Kalendere: hvornår og hvor en turnering spilles.
refusal-not-a-time = { $field } er ikke en dato og et klokkeslæt med forskydning fra UTC, som 2026-12-08T19:30+01:00
refusal-ends-before-start = ends_at: turneringen slutter, før den begynder
refusal-lasts-too-long = ends_at: en turnering varer højst { $days } dage
event-when = Hvornår
event-where = Hvor
event-add-to-calendar = Føj til kalender
calendar-feed = Kalender-feed (iCal): abonnér på denne adresse i din kalender-app
director-schedule = Hvornår og hvor
director-schedule-starts = Begynder
director-schedule-ends = Slutter (valgfrit)
director-schedule-offset = Forskydning fra UTC, som +01:00
director-schedule-location = Hvor (valgfrit)
director-schedule-save = Gem
director-schedule-clear = Tag ud af kalenderen

# På klubbens egen hjemmeside: visninger til indlejring og resultat-feeds.
refusal-not-an-origin = { $field }: { $given } er ikke en hjemmesides adresse: angiv skema og vært, som https://club.example (en port må følge, ingen sti)
refusal-too-many-origins = origins: en klub kan højst lade { $most } hjemmesider vise sine visninger
refusal-not-a-webhook-url = url: { $given } er ikke en webhook-adresse: angiv en http- eller https-adresse som https://club.example/hooks/uptown, uden brugernavn eller adgangskode
refusal-webhook-not-public = url: { $host } er serverens egen eller på dens netværk; webhooks sendes til adresser på internettet (en server startet med --webhooks-to-private-addresses sender også til det lokale netværk)
refusal-no-webhook-events = events: vælg mindst én hændelse at sende
refusal-too-many-webhooks = url: en klub kan højst have { $most } webhooks
refusal-no-such-webhook = der er ingen webhook { $webhook }
refusal-no-such-delivery = webhook { $webhook } har ingen levering { $delivery }
refusal-not-a-currency = currency: { $given } er ikke en valutakode: skriv dens tre store bogstaver, fx DKK, EUR eller USD
refusal-amount-out-of-range = { $field }: angiv et beløb i øre fra 0 til, hvad der svarer til { $most } kroner
refusal-percent-out-of-range = { $field }: angiv en procent fra { $least } til 100
refusal-payout-places = payouts: præmiepuljen skal udbetales til 1 til { $most } placeringer
refusal-payouts-not-whole = payouts: placeringernes andele giver { $total } procent tilsammen; de skal give 100
refusal-pot-by-game = boston_pot.by_game: tæl Bostons op til et spil fra 1 til { $latest }
refusal-payment-amount = amount_cents: angiv det betalte beløb, ikke 0 og højst { $most } kroner begge veje
refusal-no-boston-pot = turnering { $event } har ingen Boston-pulje: opret den i turneringens penge først
refusal-not-entered = player_id: spiller { $player } deltager ikke i turnering { $event }
refusal-no-such-payment = der er ingen betaling { $payment }
refusal-not-an-amount = { $field }: skriv et beløb som 20 eller 12,50
refusal-reserved-name = { $field }: { $given } er sådan en slettet eller skjult spiller vises; giv spilleren et andet navn
refusal-player-erased = spiller { $player } er slettet: navnet er væk for altid og bliver som det blev skrevet
director-embedding = På jeres hjemmeside
director-embedding-sites = Hjemmesider, der må vise disse visninger i en ramme, én pr. linje, som https://club.example
director-embedding-save = Gem hjemmesiderne
director-embedding-views = Visninger til indlejring (en iframes src)
director-embedding-none = Ingen hjemmeside må vise dem endnu.
embed-results = Seneste resultater
embed-no-results = Ingen turnering er afsluttet endnu.
embed-next = Næste turnering
embed-nothing-next = Ingen turnering står i kalenderen.
embed-standings = Stilling
embed-full-page = Hele siden
results-feed = Resultat-feed (Atom, JSON)

# A club's webhooks (console)
webhooks-link = Webhooks
webhooks-title = Webhooks for { $club }
webhooks-intro = Klubbens egne systemer (hjemmesiden, en chat, et regneark) kan få besked om, hvad der sker ved bordene: hver hændelse nedenfor sendes, signeret med webhookens hemmelighed, til dens adresse og forsøges igen i et døgn, hvis adressen ikke svarer.
webhooks-none = Ingen webhooks endnu.
webhook-url = Adresse (https://…)
webhook-events = Send
webhook-event-hand-entered = en indtastet hånd
webhook-event-game-finished = et afsluttet spil
webhook-event-round-seated = en runde sat
webhook-event-event-finished = arrangementet afsluttet
webhook-secret = Hemmelighed, til at kontrollere hver beskeds signatur
webhook-log = Hvad der er sendt
webhook-remove = Fjern denne webhook
webhook-add = Tilføj en webhook
webhook-log-title = Sendt til { $url }
webhook-log-none = Intet sendt endnu.
webhook-state-pending = Venter; næste forsøg { $at } (UTC)
webhook-state-delivered = Leveret
webhook-state-failed = Opgivet efter et døgn uden svar
webhook-answered = svarede { $status }
webhook-no-answer = intet svar: { $error }
webhook-replay = Send igen

# An event's money (console)
money-link = Penge
money-title = Penge for { $event }
money-back = Tilbage til turneringen
money-csv = Kassererens regneark (CSV)
money-settled = Turneringen er slut: placeringerne og puljen er afgjort.
money-provisional = Turneringen er ikke slut: præmierne og puljen er som stillingen er nu.
money-take = Modtag en betaling
money-player = Spiller
money-amount = Beløb
money-method = Betalt sådan
money-method-cash = Kontant
money-method-prepaid = Betalt på forhånd
money-note = Note (valgfri)
money-take-button = Modtag betalingen
money-players = Spillere
money-owed = Skylder i alt
money-paid = Betalt
money-due = Mangler
money-owes = skylder
money-won = Vundet
money-pot = Boston-pulje
money-opted-in = Med i puljen
money-partner-not-in = makker ikke med, så tæller ikke
money-opt-in = Sæt i puljen
money-opt-out = Tag ud af puljen
money-prizes = Præmier
money-no-prizes = Ingen præmier endnu: angiv indskud og udbetalinger nedenfor.
money-place = Nr. { $place }: { $name }
money-pot-title = Boston-puljen
money-pot-team = { $name }: { $bostons } Bostons
money-pot-won-by-bostons = vinder puljen (flest Bostons)
money-pot-won-by-place = vinder puljen (bedst placeret, ingen havde en Boston)
money-pot-amount = I puljen (Bostons talt til spil { $by_game })
money-totals = I alt
money-total-owed = Skyldes
money-total-paid = Betalt
money-total-due = Mangler
money-total-prize-fund = Præmiepulje
money-total-table-money = Bordpenge
money-total-pot = Boston-pulje
money-total-kept = Klubben beholder
money-payments = Modtagne betalinger
money-no-payments = Ingen betalinger endnu.
money-remove = Fjern
money-terms = Vilkår
money-currency = Valuta (tre bogstaver, fx DKK)
money-entry-fee = Indskud pr. spiller
money-table-money = Bordpenge pr. spiller
money-prize-percent = Procent af indskuddene der udbetales som præmier
money-payouts = Hver placerings procent af præmierne, nr. 1 først (fx 40,30,20,10)
money-pot-stake = Indsats i Boston-puljen pr. spiller (tom: ingen pulje)
money-pot-by-game = Tæl puljens Bostons til og med spil
money-set-terms = Gem vilkårene

# Three-handed games (RULES.md 3)
rule-game-cutthroat = Cutthroat bid whist
rule-game-dummy_whist = Whist med blind makker
refuse-three-level-range = Et bud i { $game } er fra { $min } til { $max }.
refuse-three-books = { $value } er ikke et antal stik fra { $min } til { $max }.
refuse-three-books-total = Spillernes stik giver { $total }, ikke de { $books } i et spil.
refuse-dummy-books-each = I whist med blind makker tæller kun melderens stik med den blinde makkers; angiv det ene tal.
refuse-three-books-each-needed = Angiv hver spillers stik: melderen gik bet, og de andre skriver deres stik.
refuse-three-trick-number = { $value } er ikke et stiknummer fra 1 til { $max }.
refuse-player-out = { $seat } er ude af spillet og giver, melder og tager ikke længere stik.
refuse-three-game-over = Dette spil er slut: { $seat } vandt. Det tager ikke flere spil.
refuse-three-auction-length = Meldingerne har { $calls } meldinger, men hver af de { $players } spillere, der stadig er med, melder én gang, begyndende til venstre for giveren.
refuse-three-dealer-must-bid = De andre meldte pas, så { $seat } som giver skal melde.
refuse-three-thrown-in = Alle meldte pas: spillet blev kastet ind og ikke spillet, så det har hverken bud eller stik.
entry-three-over-won = Dette spil er slut: { $seat } vandt med { $total }.
entry-three-books-cutthroat = Melderens stik, kitty medregnet
entry-three-books-dummy = Melderens stik med den blinde makker
entry-three-books-each = Eller hver spillers stik (når melderen går bet og de andre skriver deres)
entry-three-passed = Alle meldte pas: kastet ind
entry-three-renege = Hvem svigtede kulør?
entry-three-renege-none = ingen
entry-three-preview = Dette spil giver { $points }; summerne bliver { $totals }.
entry-three-out = ude
three-game-title = { $game } { $id }
three-went-out = { $name } gik ud i spil { $hand }.
three-game-won = { $name } vandt: { $reason }.
three-reason-target = nåede målet
three-reason-setback = de andre gik ud
three-reason-set_limit = de andre gik bet for mange gange
three-reason-boston = en Boston
club-three-handed = Spil for tre
three-line-won = vundet af { $name }
three-line-playing = spilles nu
three-game-number = Spil { $id }
three-status-in_progress = spilles nu
three-status-finished = slut
director-three-game = Spil
director-three-target = Mål (lad stå tomt for spillets eget: 30 i cutthroat, 21 i whist med blind makker)
director-three-start = Start spillet og vis bordkoden
refusal-three-handed-after = three_handed_rules: et bord for tre sætter de tre spillere, som en aften for enkeltspillere (rotating eller club_night) har tilovers, ikke ved { $format }
director-three-handed-table = Når en runde har tre spillere tilovers, sæt dem ved et bord for tre (cutthroat; whist med blind makker ved whist)
event-three-handed-table = Bord { $number }, for tre
cards-three-handed-game = { $game } til { $target }, hver spiller for sig
seat-three-handed = Runde { $round }: bord { $table } (for tre), { $seat }.
seat-against = Mod: { $opponents }.
