# Uptowns sidor på svenska. Varje annan fil i locales/ har samma meddelanden.

site-title = Uptown
site-tagline = Poäng för whist och bid whist
nav-clubs = Klubbar
language = Språk
display = Visning
display-large-text = Större text
display-normal-text = Normal textstorlek
display-high-contrast = Hög kontrast
display-normal-contrast = Normal kontrast
refresh = Uppdatera
not-found = Den sidan finns inte.
error-title = Något gick fel
back-home = Tillbaka till klubbarna
refuse-query = Adressen till den här sidan har en del som inte går att läsa: { $reason }
refuse-form = Ett fält i formuläret går inte att läsa: { $reason }
refuse-too-large = Det som skickades är för stort för den här sidan.
unavailable = Resultaten går inte att nå just nu. Försök igen om en stund: inget som har förts in tidigare har gått förlorat.
back-to-form = Tillbaka till sidan du kom från

clubs-title = Klubbar
clubs-empty = Inga klubbar än.
find-table-title = Ert bord
find-table-how = Skriv koden som står på ert bords kort.
find-table-label = Bordskod
find-table-open = Öppna
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
format-semi_partner_drive = Halvpartner-drive
format-partner_drive = Partnerdrive
format-mitchell = Mitchell (fasta och vandrande par)
format-ladder = Stege (vinnare upp, förlorare ned)
status-registering = anmälan öppen
status-running = pågår
status-finished = avslutad
status-open = spelas
status-closed = avslutad
status-in_progress = pågår

event-round-minutes = { $minutes } minuter per rond
event-rounds-planned = { $count ->
    [one] en rond
   *[other] { $count } ronder
}
event-open-ended = ronder tills tävlingsledaren avslutar kvällen
event-until-two-losses = omgångar tills alla par utom ett har förlorat två gånger
event-playoff = sedan en utslagsturnering för de bästa { $top }
event-playoff-double = sedan en dubbel utslagsturnering för de bästa { $top }
event-standings = Ställning
checkin-title = Checka in: { $event }
checkin-help = Tryck på ditt namn. Tävlingsledaren släpper in dig, och din plats hittar du i telefonen.
checkin-new = Ny här? Ditt namn
checkin-send = Checka in
checkin-waiting = Tack, { $name }: tävlingsledaren släpper in dig om en stund.
projector-checkin = Nyss kommen? Checka in: skanna detta, eller öppna { $address }
director-at-the-door = Vid dörren
director-admit = Släpp in
director-turn-away = Avvisa
director-newcomer = ny i klubben
clock-left = Tid kvar: { $time }
clock-paused = Klockan pausad: { $time } kvar
clock-up = Tiden är ute: spela klart den giv ni spelar.
director-clock = Klocka (minuter)
director-clock-start = Starta klockan
director-clock-closes = Stäng omgången när tiden är ute (pågående partier avgörs av ställningen)
director-clock-pause = Pausa
director-clock-resume = Fortsätt
director-clock-extend = Lägg till minuterna
standings-hidden = Tävlingsledaren håller ställningen hemlig till prisutdelningen.
director-hide-standings = Dölj ställningen (till prisutdelningen)
director-reveal-standings = Visa ställningen
director-standings-hidden = Ställningen är dold: väggen, tävlingssidan och spelarnas sidor visar den inte.
seats-title = Var sitter jag? { $event }
seats-help = Tryck på ditt namn: din sida visar var du sitter varje omgång och följer kvällen av sig själv.
seats-someone-else = Någon annans plats
seat-title = { $name } på { $event }
seat-at = Omgång { $round }: bord { $table }, { $seat }.
seat-with = Partner: { $partner }. Motståndare: { $opponents }.
seat-sits-out = Omgång { $round }: du sitter över den här omgången.
seat-not-yet = Du är inte placerad än: den här sidan visar din plats så snart tävlingsledaren placerar omgången.
seat-withdrawn = Du har dragit dig ur den här tävlingen.
seat-finished = Kvällen är slut. Tack för att du spelade!
seat-won = vunnen
seat-lost = förlorad
seat-standing = Plats { $rank } · spelade { $played } · vunna { $won } · poäng { $points }
seat-earlier = Dina omgångar hittills
event-find-seat = Var sitter jag?
projector-find-seat = Var du sitter: skanna detta, eller öppna { $address }
standings-per-game = Några har suttit över fler omgångar än andra: placeringen går efter vunna spel och poäng per spelat spel, så en omgång över varken hjälper eller stjälper.
event-live = Ställningen uppdateras av sig själv.
event-round = Rond { $number }
round-final = Final
round-semi-final = Semifinal
round-quarter-final = Kvartsfinal
event-table = Bord { $number }
event-no-rounds = Ingen rond är lottad än.
sitting-out = Står över
byes = Frilotter
walkover = { $winner } går vidare: { $withdrawn } har dragit sig ur
decided-leading_score = avgjort på ställningen
decided-time = tiden tog slut: avgjort på ställningen
decided-forfeit = tilldelad på walkover
score-sheet = Protokoll
winner = Vinnare
draw = oavgjort
house-rules = Husregler
rule-book-title = Regelbok
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
col-game = Parti
col-notes = Anteckningar
note-renege = renons av { $side }
note-renege-at = renons av { $side } i stick { $trick }
note-honours = honnörer: { $side } { $count }
note-trump = trumf: { $suit }
note-no-trump = utan trumf
note-boston = en Boston
suit-clubs = klöver
suit-diamonds = ruter
suit-hearts = hjärter
suit-spades = spader
sheet-game-won = Parti { $number }: { $side } vann, { $ns } – { $ew }.
sheet-game-open = Parti { $number } pågår: { $ns } – { $ew }.
sheet-rubber = Robbern: partier { $ns_games } – { $ew_games }, bonus { $ns_bonus } – { $ew_bonus }, totalt { $ns } – { $ew }.
sheet-rubber-margin = { $side } vann robbern med { $margin } poäng.

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
reason-hands_won = vann de givar matchen kräver
reason-forfeit = tilldelad på walkover
reason-renege = en renons förlorade partiet
reason-hand_limit = ledde när tävlingens sista giv var spelad
reason-leading_score = ledde när tävlingsledaren stängde ronden
reason-time = ledde när rondens tid tog slut
mode-uptown = uptown
mode-downtown = downtown
mode-notrump = sang

game-title = Parti { $id }
game-won = { $side } vann: { $reason }.
game-level-hand_limit = Lika när tävlingens sista giv var spelad: oavgjort.
game-level-leading_score = Lika när tävlingsledaren stängde ronden: oavgjort.
game-level-time = Lika när rondens tid tog slut: oavgjort.
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
entry-renege-trick = vid stick
entry-renege-trick-rule = Enligt klubbens regler räknas en renons bara med det stick den skedde i.
entry-renege-needs-trick = { $side } renonserade: ange sticket. Enligt klubbens regler räknas en renons bara med sitt stick, och utan det kostar den ingenting.
entry-thrown-in = Alla fyra passade: utpassad
entry-preview = Visa poängen
entry-enter = För in given
entry-preview-line = Given ger { $ns } till Nord–Syd och { $ew } till Öst–Väst; ställningen blir { $total_ns } mot { $total_ew }.
entry-entered = Giv { $number } är införd.
entry-refused = Inte införd: { $reason }
entry-over = Partiet är slut.
entry-over-won = Partiet är slut: { $side } vann, { $winner } mot { $loser }.
entry-conflict = Någon annan förde in en giv först. Så här står partiet nu.
outbox-waiting = Giv { $number } finns sparad på den här telefonen och väntar på att skickas: det finns ingen anslutning just nu. Den skickas av sig själv när anslutningen är tillbaka.
outbox-refused = Giv { $number } fördes inte in: { $reason }
outbox-conflict = Någon annan förde in giv { $number } först. Deras: { $theirs } Er: { $yours }
outbox-discard = Släpp den här given
outbox-keep-theirs = Behåll deras, släpp vår
outbox-enter-ours = För in vår som nästa giv
entry-last-hand = giv { $number }, { $points } (ställning { $totals }).
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
hr-bw-kitty-none = Det finns ingen talong: den bjudande sidan kan sluta helt utan stick.
hr-bw-made-contract = Ett hemgånget kontrakt räknar de bjudna sticken; övertrick räknas inte.
hr-bw-boston-quadruple = En Boston (alla 13 stick) räknas fyra gånger.
hr-bw-dealer-match = Given, som bjuder sist, får ta över budet genom att matcha det.
hr-bw-renege-loses = En renons förlorar dessutom partiet.
hr-bw-end-bonus = Ett parti som vinns för att motparten gick bet för ofta eller renonserade ger { $bonus } poäng extra.
hr-w-renege-deduct = En renons drar tre poäng från den skyldiga sidans poäng.
hr-w-honours-not-at-game-point = En sida som behöver en poäng till partiet får inga honnörer.
hr-w-revoker-cannot-win = En sida som renonserar kan inte vinna partiet i den given.
hr-w-rubber-laws = En robbert är bäst av tre partier och räknas i partipoäng (Laws of Whist): ett vunnet parti är värt 3 om förlorarna inte fått något, 2 om de fått { $double } eller mindre, annars 1; robberten ger 2 till.
mt-games = { $count ->
    [one] Varje bord spelar ett parti.
   *[other] Varje bord spelar { $count } partier.
}
mt-best-of = Varje bord spelar bäst av { $count } partier.
mt-hands = Varje bord spelar ett parti på { $count } givar.
mt-minutes = Varje bord spelar ett parti till målet, eller tills rondens { $minutes } minuter har gått; då vinner den som leder.
mt-hands-won = Ett bords match går till den sida som först vinner { $count } givar.
mt-double-both = En Boston eller en sanggiv räknas som två givar.
mt-double-boston = En Boston räknas som två givar.
mt-double-notrump = En sanggiv räknas som två givar.
mt-forfeit = Ett bord vunnet på walkover ger vinnaren { $points } poäng.
mt-bye-win = En frirond räknas som ett vunnet parti, utan poäng.
mt-bye-average = En frirond räknas som ett vunnet parti, med snittet för rondens vinnare.
director-login = Inloggning för tävlingsledaren
director-username = Användarnamn
director-password = Lösenord
director-sign-in = Logga in
director-refused = Fel användarnamn eller lösenord.
director-title = Tävlingsledning
director-logged-in = Inloggad som { $name }.
director-logout = Logga ut
director-sessions = Dina sessioner
director-sessions-intro = Överallt där du är inloggad. Avsluta dem du inte känner igen, eller den på en bärbar dator du lämnat.
director-accounts = Konton
director-accounts-intro = Vem som får logga in i konsolen. En administratör får göra allt; en tävlingsledare leder sina klubbars tävlingar.
director-clubs = Klubbar, spelare och säsonger
club-players-data = En spelares namn leder till spelarens uppgifter: hur de offentliga sidorna visar spelaren, en export av dem och radering.
privacy-title = { $name }: uppgifter
privacy-shown-heading = På de offentliga sidorna
privacy-shown-question = Visa den här spelaren med
privacy-shown-full_name = fullständigt namn
privacy-shown-initials = initialer
privacy-shown-hidden = inte alls (med sitt nummer)
privacy-shown-help = Klubbens tävlingsledare ser alltid namnet, och det gör spelarna vid spelarens bord också.
privacy-save = Spara
privacy-export-heading = Allt klubben sparar
privacy-export-help = En fil (JSON) med spelaren, de evenemang spelaren var med i, incheckningar vid dörren, partierna och den här historiken.
privacy-export = Exportera
privacy-erase-heading = Radera
privacy-erase-help = Namnet ersätts med spelarens nummer överallt där klubben skrev ner det; resultat och ratingar finns kvar. Det går inte att ångra.
privacy-erase-confirm = Ja, radera den här spelaren
privacy-erase = Radera spelaren
privacy-erased-at = Raderad { $at } (UTC).
privacy-history-heading = Historik
privacy-history-none = Inget ännu.
privacy-history-shown_as = { $by } bestämde hur spelaren visas: { $shown }.
privacy-history-exported = { $by } exporterade spelarens uppgifter.
privacy-history-erased = { $by } raderade spelaren.
director-no-clubs = Du leder ingen klubb än: en administratör skapar klubben och gör dig till dess tävlingsledare.
director-newcomers = Ny i klubben: lägg till som spelare
account-role-admin = administratör
account-role-director = tävlingsledare
account-directs = leder
account-status-disabled = avstängt
account-this = du
account-change = Ändra
account-new-password = Nytt lösenord (minst 8 tecken)
account-set-password = Sätt lösenordet
account-password-set = Lösenordet för { $name } är satt; de andra sessionerna har avslutats.
account-director-of = Tävlingsledare för
account-no-club = ingen klubb
account-make-director = Gör till tävlingsledare
account-disable = Stäng av kontot
account-disable-help = Ett avstängt konto kan inte logga in, och dess sessioner avslutas direkt. Dess klubbar behålls tills det aktiveras igen.
account-enable = Aktivera kontot igen
account-new = Ett nytt konto
account-admin = Administratör: får göra allt, i alla klubbar
account-create = Skapa kontot
club-players = Spelare
club-no-players = Inga spelare än.
club-new-player = En ny spelares namn
club-add-player = Lägg till spelaren
club-no-seasons = Inga säsonger än.
club-new-season = En ny säsongs namn
club-add-season = Lägg till säsongen
club-new = En ny klubb
club-create = Skapa klubben
director-session-ended = Din session har avslutats (efter en stund utan användning, i slutet av kvällen eller från en annan enhet). Logga in igen.
session-kind = Var
session-kind-api = Token (kommandot uptown, skript)
session-kind-console = Konsol
session-created = Inloggad
session-last-used = Senast använd
session-ends = Slutar senast
session-this = Den här
session-end = Avsluta
director-events = Era tävlingar
director-no-events = Inga evenemang ännu; skapa ett nedan.
director-public-page = Offentlig sida
director-rounds = Ronder
director-seat-round = Lotta nästa rond
director-close-round = Avsluta rond { $number } nu
director-cards = Bordskort för rond { $number }
director-entrants = Deltagare
director-withdraw = Dra tillbaka
director-withdraw-reason = Varför (frivilligt)
director-withdraw-confirm = Ja, dra tillbaka
director-reinstate = Ångra utträdet
director-table-players = { $ns } mot { $ew }
director-player = Spelare (namn eller nummer)
director-partner = Partner (vid fasta par)
director-register = Anmäl
director-finish = Avsluta tävlingen
director-disputes = Ifrågasatta givar
director-dispute-line = Parti { $game }, giv { $number }: { $reason }
director-accept = Godkänn som införd
director-stale-form = Formuläret är inaktuellt. Gå tillbaka, ladda om sidan och försök igen.
cards-code = Bordskod
cards-loopback = De här korten pekar på { $site }, som bara den här datorn kan öppna, ingen telefon. Starta servern med --public-url och den här datorns adress i lokalen (till exempel --public-url http://192.168.1.10:8080, med --bind 0.0.0.0:8080) och skriv sedan ut korten igen.
director-new-event = En ny tävling
director-club = Klubb
director-format = Format
director-game = Spel
director-match = Match per rond
director-match-games = partier
director-match-best_of = bäst av
director-match-hands = givar
director-match-minutes = minuter på tid (ett parti till målet)
director-match-hands_won = vunna givar (ett parti, först till N givar)
director-counts-double = Vid vunna givar räknas dessa dubbelt:
director-double-boston = en Boston
director-double-notrump = en sanggiv
director-forfeit-points = Poäng för ett bord vunnet på walkover
director-bye-score = En frirond ger
bye-score-nothing = inget
bye-score-win = ett vunnet parti, utan poäng
bye-score-average = ett vunnet parti, med snittet för rondens vinnare
director-rounds-planned = Ronder (tomt: enligt formatet)
director-playoff = Slutspel: hur många från schweizer eller alla-mot-alla går vidare till utslag (tomt: inget)
director-confirm-hands = Motspelarna bekräftar varje giv i sin telefon
director-create = Skapa tävlingen
director-back = Tillbaka
director-preview-intro = Evenemanget spelas efter dessa regler. Skapa det, eller gå tillbaka för att ändra dem.
director-preview-title = Reglerna för { $name }
director-preview = Visa reglerna
director-house-rules-of = Husregler för { $game }
director-house-rules-help = Husregler med namnen i RULES.md; ett tomt fält behåller regelbokens standard (grått). ”Visa reglerna” säger vad de betyder innan något skapas.
director-tie-breaks = Särskiljande kriterier i ordning (tomt: formatets)
director-no-season = ingen säsong
director-season = Säsong (dess tabell räknar detta evenemang)
director-undo = Ta tillbaka sista given
director-forfeit = Tilldela på walkover
director-forfeit-to = Den närvarande sidan
director-undo-reason = Varför
director-correct = Rätta
director-correct-help = Varje giv som bordet förde in den. Ändra det som var fel och säg varför; alla senare ställningar följer med, och den tidigare versionen finns kvar i partiets historik.
refuse-missing = Fyll i ”{ $field }”.
refuse-level-below-minimum = Det lägsta budet är { $min }.
refuse-count-out-of-range = { $value } är inte ett tal från 0 till 13.
refuse-kitty = Den bjudande sidan har alltid minst ett stick, talongen.
refuse-thirteen = De två sidornas stick måste bli 13 tillsammans.
refuse-dealer = Det är { $seat } som ger.
refuse-other = Reglerna tillåter inte den här given: { $reason }
refuse-not-a-number = { $field } måste vara ett heltal.
refuse-level-range = Ett bud är från 1 till 7.
refuse-trick-number = { $value } är inget sticknummer från 1 till 13.
refuse-honours-count = Honnörer är 3 eller 4; en fördelning 2–2 noteras inte.
refuse-honours-not-scored = Honnörer räknas inte i det här spelet; utelämna dem.
refuse-honours-without-trumps = Ett spel utan trumf har inga honnörer.
console-refused-field = Inte utfört: kontrollera ”{ $field }”.
console-refused-validation = Inte utfört: kontrollera formuläret.
console-refused-conflict = Inte utfört: det går inte ihop med det som redan finns.
console-refused-unavailable = Inte utfört: databasen svarar inte. Försök igen om en stund.
console-refused-other = Inte utfört.
too-many = För många försök härifrån. Vänta { $seconds ->
        [one] { $seconds } sekund
       *[other] { $seconds } sekunder
    } och försök igen.

## Varför servern avvisar en begäran (server/src/refusal.rs). API:ts svar är fortfarande
## på engelska (en.ftl); de här orden visar sidorna.
refusal-nul = { $field } får inte innehålla NUL-tecknet
refusal-not-plain-text = { $field } måste vara en rad ren text, men tecken { $position } är { $character }
refusal-character-nul = NUL-tecknet
refusal-character-line-break = en radbrytning
refusal-character-tab = ett tabbtecken
refusal-character-direction = ett tecken som styr skrivriktningen ({ $code })
refusal-character-control = ett styrtecken ({ $code })
refusal-too-long = { $field } är längre än { $longest ->
    [one] { $longest } tecken
   *[other] { $longest } tecken
}
refusal-empty = { $field } får inte vara tomt
refusal-not-one-word = { $field } måste vara ett ord: bokstäver, siffror eller tecken, utan mellanslag
refusal-short-password = password måste vara minst { $shortest ->
    [one] { $shortest } tecken
   *[other] { $shortest } tecken
} långt
refusal-hand = giv { $hand }: { $reason }
refusal-unknown-status = status { $status } är varken in_progress eller finished
refusal-season-of-another-club = klubb { $club } har ingen säsong { $season }
refusal-no-player-numbered = { $field }: klubb { $club } har ingen spelare { $player }
refusal-no-player-named = { $field }: klubb { $club } har ingen spelare som heter { $name }
refusal-seated-twice = seats.{ $seat }: en spelare kan bara sitta på en plats
refusal-decided-at-close = parti { $game } är slut: det avgjordes på ställningen när dess rond avslutades
refusal-forfeited = parti { $game } tilldelades { $side } på walkover; det tar inte emot fler givar
refusal-forfeit-with-hands = parti { $game } har redan givar inmatade: walkover ges bara ett bord som inte har spelat; ångra dem först
refusal-already-over = parti { $game } är redan slut
refusal-forfeit-outside-event = parti { $game } hör inte till ett bord i ett evenemang: bara ett evenemangsbord tilldelas på walkover
refusal-hands-played = parti { $game } är slut: { $hands ->
    [one] dess { $hands } giv är spelad
   *[other] dess { $hands } givar är spelade
}
refusal-no-correction-reason = reason måste säga varför given ändras
refusal-withdrawal-not-confirmed = Kryssa i rutan för att bekräfta utträdet: det går inte att ångra.
refusal-erasure-not-confirmed = Kryssa i rutan för att bekräfta raderingen: den går inte att ångra.
refusal-form-incomplete = Formuläret saknar ett giltigt { $field }: ladda om sidan och försök igen.
refusal-no-dispute-reason = reason måste säga vad som är fel med given
refusal-nothing-to-undo = parti { $game } har ingen giv att ta tillbaka
refusal-stale = parti { $game } har ändrats sedan version { $expected } (det är nu på version { $current }): någon annan har fört in eller rättat en giv; ladda om det och försök igen
refusal-already-reviewed = giv { $hand } i parti { $game } är redan { $reviewed ->
    [confirmed] bekräftad
    [disputed] ifrågasatt
   *[resolved] avgjord
}
refusal-unknown-format = format { $format } är inte något av { $formats }
refusal-match-count = { $field } måste vara 1 till { $most }, inte { $count }
refusal-match-not-odd = { $field } måste vara udda, så att en sida vinner mer än hälften
refusal-drive-match = ronderna i en whistdrive är ett fast antal givar: {"{"}"hands": N{"}"}
refusal-hands-won-needs-bid-whist = match.hands_won: en match om vunna givar är för bid whist, där en giv vinns genom att gå hem eller sätta ett kontrakt bet
refusal-hands-won-by-match = rules.hands_won: ett evenemang spelar om vunna givar genom sin match: {"{"}"hands_won": K{"}"}
refusal-no-tie-breaks = tie_breaks måste ange minst ett sätt att ordna ställningen
refusal-no-rounds = rounds måste vara minst 1
refusal-too-many-rounds = rounds får vara högst { $most }
refusal-knock-out-rounds = ronderna i en utslagsturnering följer av lottningsschemat; utelämna rounds
refusal-playoff-after = ett slutspel följer på kvalomgångar för par (swiss eller round_robin), inte { $format }
refusal-playoff-top = playoff.top måste vara från 2 till { $most }, inte { $top }
refusal-playoff-format = playoff.format måste vara knockout eller double_knockout, inte { $given }
refusal-playoff-short = slutspelet tar de bästa { $top }, men bara { $playing } spelar fortfarande; avsluta evenemanget eller dra tillbaka färre
refusal-entrant-size = players: en deltagare i ”{ $format }” är { $players ->
    [one] { $players } spelare
   *[other] { $players } spelare
}, inte { $given }
refusal-partner-is-self = players[1]: ett par är två olika spelare
refusal-already-entered = players[{ $index }]: redan anmäld, som deltagare { $entrant } ({ $name })
refusal-cannot-seat = nästa rond kan inte lottas: { $reason }
refusal-entrants-closed = ”{ $format }” tar bara emot deltagare före första ronden; rond { $rounds } är lottad
refusal-already-withdrawn = deltagare { $entrant } ({ $name }) har redan dragit sig ur
refusal-not-withdrawn = deltagare { $entrant } ({ $name }) har inte dragit sig ur
refusal-withdrawal-played-on = deltagare { $entrant } ({ $name }) drog sig ur före en omgång som lottades utan dem: utträdet står fast
refusal-drive-withdrawal = en whistdrive flyttar hela bord; en spelare som går behöver en ersättare (anmäl ersättaren före första ronden nästa gång)
refusal-event-finished = tävling { $event } är avslutad
refusal-round-under-way = rond { $round } spelas fortfarande; avsluta den först
refusal-rounds-played = tävling { $event } har spelat { $rounds ->
    [one] sin { $rounds } rond
   *[other] sina { $rounds } ronder
}
refusal-nobody-to-seat = tävling { $event } har ingen kvar att lotta
refusal-round-robin-over = alla mot alla med { $partnerships ->
    [one] { $partnerships } par
   *[other] { $partnerships } par
} har { $rounds ->
    [one] { $rounds } rond
   *[other] { $rounds } ronder
}
refusal-schedule-over = schemat för { $players ->
    [one] { $players } spelare
   *[other] { $players } spelare
} har { $rounds ->
    [one] { $rounds } rond
   *[other] { $rounds } ronder
}
refusal-drive-tables = en whistdrive lottar bara hela bord med fyra; { $players ->
    [one] { $players } spelare är anmäld
   *[other] { $players } spelare är anmälda
}
refusal-round-closed = rond { $round } i tävling { $event } är redan avslutad
refusal-match-under-way = parti { $game } skulle pågå igen medan parti { $other } i samma match pågår; ta först tillbaka det senare partiets givar
refusal-decided-with-hands = detta avgör matchen vid bord { $table } i rond { $round }, men dess parti { $game } har införda givar; ta tillbaka dem först
refusal-winner-fixed = parti { $game }: detta skulle ändra vem som vann vid bord { $table } i rond { $round }, och senare ronder lottades utifrån det resultatet; nu går bara en rättelse som behåller vinnaren
refusal-club-exists = det finns redan en klubb som heter { $name }
refusal-player-exists = klubb { $club } har redan en spelare som heter { $name }
refusal-season-exists = klubb { $club } har redan en säsong som heter { $name }
refusal-account-exists = det finns redan ett konto som heter { $username }
refusal-no-account-named = det finns inget konto som heter { $username }
refusal-already-exists = det finns redan
refusal-imported-club-exists = club.name: det finns redan en klubb som heter "{ $name }"; importera den under ett annat namn
refusal-no-such-game = det finns inget parti { $game }
refusal-no-such-club = det finns ingen klubb { $club }
refusal-no-such-event = det finns ingen tävling { $event }
refusal-no-such-player = det finns ingen spelare { $player }
refusal-no-such-season = det finns ingen säsong { $season }
refusal-no-such-round = tävling { $event } har ingen rond { $round }
refusal-no-such-entrant = tävling { $event } har ingen deltagare { $entrant }
refusal-no-such-hand = parti { $game } har ingen giv { $hand }
refusal-no-such-hand-of = parti { $game } har ingen giv { $hand } (det har { $hands ->
    [one] { $hands } giv
   *[other] { $hands } givar
})
refusal-no-such-session = du har ingen session { $session }
refusal-no-such-account = det finns inget konto { $account }
refusal-no-such-record = posten finns inte
refusal-no-such-page = sidan eller slutpunkten finns inte
refusal-log-in-first = logga in först
refusal-wrong-password = fel användarnamn eller lösenord
refusal-account-disabled = kontot { $username } är avstängt; en administratör kan aktivera det igen
refusal-disable-self = du kan inte stänga av ditt eget konto; en annan administratör kan
refusal-clock-minutes = klockan tar 1 till { $most } minuter, inte { $given }
refusal-clock-minutes-missing = ge klockan dess minuter, 1 till { $most }
refusal-log-in-again = logga in igen
refusal-token-not-valid = denna token är inte giltig (den kan ha loggats ut); logga in igen
refusal-session-ended = den här sessionen tog slut { $at } UTC, dess senaste sluttid; logga in igen
refusal-session-idle = den här sessionen avslutades efter { $unit ->
    [minutes] { $count ->
        [one] { $count } minut
       *[other] { $count } minuter
    }
    [hours] { $count ->
        [one] { $count } timme
       *[other] { $count } timmar
    }
   *[days] { $count ->
        [one] { $count } dag
       *[other] { $count } dagar
    }
} utan användning; logga in igen
refusal-authorization-malformed = Authorization-huvudet måste vara `Bearer TOKEN` eller `Table CODE`
refusal-table-code-needed = skicka bordets kod som `Authorization: Table CODE`
refusal-table-may-only-enter = en bordskod får bara föra in givar
refusal-table-asks-director = en bordskod får bara föra in givar; fråga tävlingsledaren
refusal-code-of-finished-game = parti { $game } är avslutat; dess bordskod för inte längre in givar
refusal-code-of-another-game = den bordskoden hör inte till parti { $game }
refusal-not-admin = bara en administratör får göra detta
refusal-not-director = bara en tävlingsledare i klubb { $club } får göra detta

## Varför reglerna avvisar en giv, en husregel eller ett schema, som sidorna säger det.
refuse-malformed = { $field } går inte att läsa: { $reason }
refuse-match-over = Partiet är slut: { $side } vann det. Det tar inte emot fler givar.
refuse-trump-in-notrump = Ett sangbud har ingen trumffärg; ange i stället riktningen (uptown eller downtown).
refuse-direction-with-trumps = Uptown eller downtown gäller sangbud; ett bud i en färg anger i stället sin trumf.
refuse-auction-length = Budgivningen har { $calls ->
    [one] { $calls } bud
   *[other] { $calls } bud
}, men var och en av de fyra spelarna bjuder eller passar en gång, med början till vänster om givaren.
refuse-call-below-minimum = { $bid } är lägre än det lägsta budet, { $min }.
refuse-call-does-not-beat = { $bid } av { $seat } slår inte { $highest } av { $by }.
refuse-call-does-not-match = { $bid } av { $seat } varken slår eller matchar { $highest } av { $by }.
refuse-dealer-must-bid = De andra tre passade, så { $seat } måste bjuda som givare.
refuse-contract-not-auction = Budet stämmer inte med budgivningen, som { $seat } vann med { $bid }.
refuse-thrown-in = Alla fyra passade: given blev utpassad och spelades inte, så den har inget bud och inga stick.
refuse-trump-in-no-trump-whist = Det här partiet spelas utan trumf; utelämna trumffärgen.
refuse-no-trump-in-turned-whist = I det här partiet bestämmer det vända kortet trumf; ange trumffärgen.
entry-auction = Budgivning
refuse-rules-not-an-object = Husreglerna måste vara en lista med alternativ, som {"{"}"target": 7{"}"}.
refuse-rules-unknown = { $name } är ingen husregel i det här spelet; dess husregler är { $known }.
refuse-rules-out-of-range = Husregeln { $name } kan inte vara { $value }: den går från { $min } till { $max }.
refuse-rules-invalid = Husregeln { $name } går inte att läsa: { $reason }
refuse-too-few-players = { $players ->
    [one] { $players } spelare är för få
   *[other] { $players } spelare är för få
}; växlande partner kräver minst 4.
refuse-too-many-players = { $players ->
    [one] { $players } spelare är fler
   *[other] { $players } spelare är fler
} än de { $most } som ett schema är gjort för.
refuse-schedule-rounds = Ett schema för { $players ->
    [one] { $players } spelare
   *[other] { $players } spelare
} görs för högst { $available ->
    [one] { $available } rond
   *[other] { $available } ronder
}, inte { $rounds }.
refuse-schedule-no-rounds = Ett schema behöver minst en rond.
refuse-too-few-partnerships = { $partnerships ->
    [one] { $partnerships } par är för få
   *[other] { $partnerships } par är för få
}; en tävling behöver minst 2.
refuse-no-swiss-pairing = Rond { $round }: varje lottning skulle bli ett returmöte; spela resten som alla mot alla.

# Kalendrar: när och var en tävling spelas.
refusal-not-a-time = { $field } är inte ett datum och en tid med förskjutning från UTC, som 2026-12-08T19:30+01:00
refusal-ends-before-start = ends_at: tävlingen slutar innan den börjar
refusal-lasts-too-long = ends_at: en tävling varar högst { $days } dagar
event-when = När
event-where = Var
event-add-to-calendar = Lägg till i kalendern
calendar-feed = Kalenderflöde (iCal): prenumerera på den här adressen i din kalenderapp
director-schedule = När och var
director-schedule-starts = Börjar
director-schedule-ends = Slutar (frivilligt)
director-schedule-offset = Förskjutning från UTC, som +01:00
director-schedule-location = Var (frivilligt)
director-schedule-save = Spara
director-schedule-clear = Ta bort från kalendern

# På klubbens egen webbplats: vyer att bädda in och resultatflöden.
refusal-not-an-origin = { $field }: { $given } är inte en webbplats adress: ange schema och värd, som https://club.example (en port får följa, ingen sökväg)
refusal-too-many-origins = origins: en klubb kan låta högst { $most } webbplatser visa sina vyer
refusal-not-a-webhook-url = url: { $given } är ingen webhook-adress: ange en http- eller https-adress som https://club.example/hooks/uptown, utan användarnamn eller lösenord
refusal-webhook-not-public = url: { $host } är serverns egen eller på dess nätverk; webhooks skickas till adresser på internet (en server startad med --webhooks-to-private-addresses skickar även till det lokala nätverket)
refusal-no-webhook-events = events: välj minst en händelse att skicka
refusal-too-many-webhooks = url: en klubb kan ha högst { $most } webhooks
refusal-no-such-webhook = det finns ingen webhook { $webhook }
refusal-no-such-delivery = webhook { $webhook } har ingen leverans { $delivery }
refusal-not-a-currency = currency: { $given } är ingen valutakod: ange dess tre versaler, t.ex. SEK, EUR eller USD
refusal-amount-out-of-range = { $field }: ange ett belopp i ören från 0 till motsvarande { $most } kronor
refusal-percent-out-of-range = { $field }: ange en procentsats från { $least } till 100
refusal-payout-places = payouts: prispotten betalas ut till 1 till { $most } placeringar
refusal-payouts-not-whole = payouts: placeringarnas andelar blir { $total } procent tillsammans; de ska bli 100
refusal-pot-by-game = boston_pot.by_game: räkna Bostons fram till ett parti från 1 till { $latest }
refusal-payment-amount = amount_cents: ange det betalda beloppet, inte 0 och högst { $most } kronor åt något håll
refusal-no-boston-pot = tävling { $event } har ingen Boston-pott: lägg in den i tävlingens pengar först
refusal-not-entered = player_id: spelare { $player } är inte med i tävling { $event }
refusal-no-such-payment = det finns ingen betalning { $payment }
refusal-not-an-amount = { $field }: skriv ett belopp som 20 eller 12,50
refusal-reserved-name = { $field }: { $given } är hur en raderad eller dold spelare visas; ge spelaren ett annat namn
refusal-player-erased = spelare { $player } är raderad: namnet är borta för gott och står kvar som det skrevs
director-embedding = På er webbplats
director-embedding-sites = Webbplatser som får visa dessa vyer i en ram, en per rad, som https://club.example
director-embedding-save = Spara webbplatserna
director-embedding-views = Vyer att bädda in (en iframes src)
director-embedding-none = Ingen webbplats får visa dem än.
embed-results = Senaste resultat
embed-no-results = Ingen tävling har avslutats än.
embed-next = Nästa tävling
embed-nothing-next = Ingen tävling står i kalendern.
embed-standings = Ställning
embed-full-page = Hela sidan
results-feed = Resultatflöde (Atom, JSON)

# A club's webhooks (console)
webhooks-link = Webhooks
webhooks-title = Webhooks för { $club }
webhooks-intro = Klubbens egna system (webbplatsen, en chatt, ett kalkylark) kan få veta vad som händer vid borden: varje händelse nedan skickas, signerad med webhookens hemlighet, till dess adress och försöks igen i ett dygn om adressen inte svarar.
webhooks-none = Inga webhooks ännu.
webhook-url = Adress (https://…)
webhook-events = Skicka
webhook-event-hand-entered = en inmatad giv
webhook-event-game-finished = ett avslutat parti
webhook-event-round-seated = en placerad rond
webhook-event-event-finished = evenemangets slut
webhook-secret = Hemlighet, för att kontrollera varje meddelandes signatur
webhook-log = Vad som skickats
webhook-remove = Ta bort denna webhook
webhook-add = Lägg till en webhook
webhook-log-title = Skickat till { $url }
webhook-log-none = Inget skickat ännu.
webhook-state-pending = Väntar; nästa försök { $at } (UTC)
webhook-state-delivered = Levererad
webhook-state-failed = Uppgiven efter ett dygn utan svar
webhook-answered = svarade { $status }
webhook-no-answer = inget svar: { $error }
webhook-replay = Skicka igen

# An event's money (console)
money-link = Pengar
money-title = Pengar för { $event }
money-back = Tillbaka till tävlingen
money-csv = Kassörens kalkylblad (CSV)
money-settled = Tävlingen är slut: placeringarna och potten är avgjorda.
money-provisional = Tävlingen är inte slut: priserna och potten följer ställningen just nu.
money-take = Ta emot en betalning
money-player = Spelare
money-amount = Belopp
money-method = Betalt med
money-method-cash = Kontant
money-method-prepaid = Betalt i förväg
money-note = Anteckning (frivillig)
money-take-button = Ta emot betalningen
money-players = Spelare
money-owed = Att betala
money-paid = Betalt
money-due = Kvar att betala
money-owes = är skyldig
money-won = Vunnit
money-pot = Boston-pott
money-opted-in = Med i potten
money-partner-not-in = partnern är inte med, räknas därför inte
money-opt-in = Lägg i potten
money-opt-out = Ta ur potten
money-prizes = Priser
money-no-prizes = Inga priser ännu: ange avgift och utbetalning nedan.
money-place = Plats { $place }: { $name }
money-pot-title = Boston-potten
money-pot-team = { $name }: { $bostons } Bostons
money-pot-won-by-bostons = vinner potten (flest Bostons)
money-pot-won-by-place = vinner potten (bäst placerad, ingen hade en Boston)
money-pot-amount = I potten (Bostons räknade till parti { $by_game })
money-totals = Summor
money-total-owed = Att betala
money-total-paid = Betalt
money-total-due = Kvar att betala
money-total-prize-fund = Prispott
money-total-table-money = Bordsavgift
money-total-pot = Boston-pott
money-total-kept = Klubben behåller
money-payments = Mottagna betalningar
money-no-payments = Inga betalningar ännu.
money-remove = Ta bort
money-terms = Villkor
money-currency = Valuta (tre bokstäver, t.ex. SEK)
money-entry-fee = Startavgift per spelare
money-table-money = Bordsavgift per spelare
money-prize-percent = Procent av startavgifterna som betalas ut som priser
money-payouts = Varje placerings procent av priserna, etta först (t.ex. 40,30,20,10)
money-pot-stake = Insats i Boston-potten per spelare (tom: ingen pott)
money-pot-by-game = Räkna pottens Bostons till och med parti
money-set-terms = Spara villkoren

# Three-handed games (RULES.md 3)
rule-game-cutthroat = Cutthroat bid whist
rule-game-dummy_whist = Whist med träkarl
refuse-three-level-range = Ett bud i { $game } är från { $min } till { $max }.
refuse-three-books = { $value } är inte ett antal stick från { $min } till { $max }.
refuse-three-books-total = Spelarnas stick blir { $total }, inte de { $books } som en giv har.
refuse-dummy-books-each = I whist med träkarl räknas bara budgivarens stick med träkarlens; ange det enda talet.
refuse-three-books-each-needed = Ange varje spelares stick: budgivaren gick bet och de andra skriver sina stick.
refuse-three-trick-number = { $value } är inte ett sticknummer från 1 till { $max }.
refuse-player-out = { $seat } är ute ur spelet och ger, bjuder och tar inte längre stick.
refuse-three-game-over = Det här spelet är slut: { $seat } vann. Det tar inte fler givar.
refuse-three-auction-length = Budgivningen har { $calls } bud, men var och en av de { $players } spelare som är kvar bjuder en gång, med början till vänster om given.
refuse-three-dealer-must-bid = De andra passade, så { $seat } som giver måste bjuda.
refuse-three-thrown-in = Alla passade: given kastades in och spelades inte, så den har varken bud eller stick.
entry-three-over-won = Det här spelet är slut: { $seat } vann med { $total }.
entry-three-books-cutthroat = Budgivarens stick, kittyn medräknad
entry-three-books-dummy = Budgivarens stick med träkarlen
entry-three-books-each = Eller varje spelares stick (när budgivaren går bet och de andra skriver sina)
entry-three-passed = Alla passade: inkastad
entry-three-renege = Vem underlät att bekänna färg?
entry-three-renege-none = ingen
entry-three-preview = Den här given ger { $points }; summorna blir { $totals }.
entry-three-out = ute
three-game-title = { $game } { $id }
three-went-out = { $name } gick ut i giv { $hand }.
three-game-won = { $name } vann: { $reason }.
three-reason-target = nådde målet
three-reason-setback = de andra gick ut
three-reason-set_limit = de andra gick bet för många gånger
three-reason-boston = en Boston
club-three-handed = Spel för tre
three-line-won = vunnet av { $name }
three-line-playing = spelas nu
three-game-number = Spel { $id }
three-status-in_progress = spelas nu
three-status-finished = slut
director-three-game = Spel
director-three-target = Mål (lämna tomt för spelets eget: 30 i cutthroat, 21 i whist med träkarl)
director-three-start = Starta spelet och visa bordskoden
refusal-three-handed-after = three_handed_rules: ett bord för tre sätter de tre spelare som en kväll för enskilda spelare (rotating eller club_night) har över, inte vid { $format }
director-three-handed-table = När en omgång har tre spelare över, sätt dem vid ett bord för tre (cutthroat; whist med träkarl vid whist)
event-three-handed-table = Bord { $number }, för tre
cards-three-handed-game = { $game } till { $target }, varje spelare för sig
seat-three-handed = Omgång { $round }: bord { $table } (för tre), { $seat }.
seat-against = Mot: { $opponents }.
