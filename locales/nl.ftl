# De pagina's van Uptown in het Nederlands. Elk ander bestand in locales/ heeft dezelfde berichten.

site-title = Uptown
site-tagline = Scores voor whist en bid whist
nav-clubs = Clubs
language = Taal
display = Weergave
display-large-text = Grotere tekst
display-normal-text = Normale tekstgrootte
display-high-contrast = Hoog contrast
display-normal-contrast = Normaal contrast
refresh = Vernieuwen
not-found = Deze pagina bestaat niet.
error-title = Er ging iets mis
back-home = Terug naar de clubs
refuse-query = Het adres van deze pagina heeft een deel dat niet te lezen is: { $reason }
refuse-form = Een veld van het formulier is niet te lezen: { $reason }
refuse-too-large = Wat er verstuurd is, is te groot voor deze pagina.
unavailable = De uitslagen zijn nu even niet bereikbaar. Probeer het zo opnieuw: niets van wat eerder is ingevoerd, is verloren.
back-to-form = Terug naar de vorige pagina

clubs-title = Clubs
clubs-empty = Nog geen clubs.
find-table-title = Uw tafel
find-table-how = Typ de code die op de kaart van uw tafel staat.
find-table-label = Tafelcode
find-table-open = Openen
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
format-semi_partner_drive = Halfpartner-drive
format-partner_drive = Partnerdrive
format-mitchell = Mitchell (vaste en wandelende lijn)
format-ladder = Ladder (winnaars omhoog, verliezers omlaag)
status-registering = inschrijving open
status-running = bezig
status-finished = afgelopen
status-open = wordt gespeeld
status-closed = afgelopen
status-in_progress = bezig

event-round-minutes = { $minutes } minuten per ronde
event-rounds-planned = { $count ->
    [one] één ronde
   *[other] { $count } rondes
}
event-open-ended = rondes tot de wedstrijdleider de avond afsluit
event-until-two-losses = rondes tot alle paren op één na twee keer hebben verloren
event-playoff = daarna een knock-out van de beste { $top }
event-playoff-double = daarna een dubbele knock-out van de beste { $top }
event-standings = Stand
checkin-title = Aanmelden: { $event }
checkin-help = Tik op je naam. De wedstrijdleider laat je toe, en je plaats vind je op je telefoon.
checkin-new = Nieuw hier? Je naam
checkin-send = Aanmelden
checkin-waiting = Bedankt, { $name }: de wedstrijdleider laat je zo toe.
projector-checkin = Net binnen? Aanmelden: scan dit, of open { $address }
director-at-the-door = Bij de deur
director-admit = Toelaten
director-turn-away = Afwijzen
director-newcomer = nieuw bij de club
clock-left = Resterende tijd: { $time }
clock-paused = Klok gepauzeerd: nog { $time }
clock-up = De tijd is om: speel het lopende spel uit.
director-clock = Klok (minuten)
director-clock-start = Klok starten
director-clock-closes = Ronde sluiten als de tijd om is (lopende partijen beslist de stand)
director-clock-pause = Pauzeren
director-clock-resume = Hervatten
director-clock-extend = Minuten toevoegen
standings-hidden = De wedstrijdleider houdt de stand geheim tot de prijsuitreiking.
director-hide-standings = Stand verbergen (tot de prijsuitreiking)
director-reveal-standings = Stand tonen
director-standings-hidden = De stand is verborgen: de muur, de toernooipagina en de spelerspagina's tonen hem niet.
seats-title = Waar zit ik? { $event }
seats-help = Tik op je naam: je pagina laat zien waar je elke ronde zit en volgt de avond vanzelf.
seats-someone-else = De plaats van iemand anders
seat-title = { $name } bij { $event }
seat-at = Ronde { $round }: tafel { $table }, { $seat }.
seat-with = Partner: { $partner }. Tegenstanders: { $opponents }.
seat-sits-out = Ronde { $round }: je zit deze ronde uit.
seat-not-yet = Je bent nog niet ingedeeld: deze pagina toont je plaats zodra de wedstrijdleider de ronde indeelt.
seat-withdrawn = Je hebt je teruggetrokken uit dit toernooi.
seat-finished = De avond is voorbij. Bedankt voor het spelen!
seat-won = gewonnen
seat-lost = verloren
seat-standing = Plaats { $rank } · gespeeld { $played } · gewonnen { $won } · punten { $points }
seat-earlier = Je rondes tot nu toe
event-find-seat = Waar zit ik?
projector-find-seat = Waar je zit: scan dit, of open { $address }
standings-per-game = Sommigen hebben vaker een ronde overgeslagen dan anderen: de plaatsen gaan naar gewonnen spellen en punten per gespeeld spel, dus een overgeslagen ronde helpt noch schaadt.
event-live = De stand wordt vanzelf bijgewerkt.
event-round = Ronde { $number }
round-final = Finale
round-semi-final = Halve finale
round-quarter-final = Kwartfinale
event-table = Tafel { $number }
event-no-rounds = Er is nog geen ronde ingedeeld.
sitting-out = Rust
byes = Vrijlotingen
walkover = Walk-over voor { $winner }: { $withdrawn } teruggetrokken
decided-leading_score = beslist op de stand
decided-time = tijd om: beslist op de stand
decided-forfeit = reglementair toegekend
score-sheet = Scoreblad
winner = Winnaar
draw = gelijk
house-rules = Huisregels
rule-book-title = Spelregels
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
col-game = Partij
col-notes = Opmerkingen
note-renege = verzaking door { $side }
note-renege-at = verzaking door { $side } bij slag { $trick }
note-honours = honneurs: { $side } { $count }
note-trump = troef: { $suit }
note-no-trump = zonder troef
note-boston = een Boston
suit-clubs = klaveren
suit-diamonds = ruiten
suit-hearts = harten
suit-spades = schoppen
sheet-game-won = Partij { $number }: { $side } won, { $ns } – { $ew }.
sheet-game-open = Partij { $number } loopt: { $ns } – { $ew }.
sheet-rubber = Rubber: partijen { $ns_games } – { $ew_games }, bonus { $ns_bonus } – { $ew_bonus }, totaal { $ns } – { $ew }.
sheet-rubber-margin = { $side } won de rubber met { $margin } punten verschil.

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
reason-hands_won = de gevraagde spellen gewonnen
reason-forfeit = reglementair toegekend
reason-renege = verzaken verloor de partij
reason-hand_limit = voor toen het laatste spel van het evenement gespeeld was
reason-leading_score = voor toen de wedstrijdleider de ronde sloot
reason-time = voor toen de tijd van de ronde om was
mode-uptown = uptown
mode-downtown = downtown
mode-notrump = sans atout

game-title = Partij { $id }
game-won = Winst voor { $side }: { $reason }.
game-level-hand_limit = Gelijk na het laatste spel van het evenement: remise.
game-level-leading_score = Gelijk toen de wedstrijdleider de ronde sloot: remise.
game-level-time = Gelijk toen de tijd van de ronde om was: remise.
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
entry-renege-trick = bij slag
entry-renege-trick-rule = Volgens de regels van deze club telt een verzaking alleen met de slag waarin ze gebeurde.
entry-renege-needs-trick = { $side } heeft verzaakt: geef de slag op. Volgens de regels van deze club telt een verzaking alleen met haar slag; zonder slag kost ze niets.
entry-thrown-in = Alle vier gepast: ingepast
entry-preview = Score tonen
entry-enter = Spel invoeren
entry-preview-line = Dit spel levert { $ns } op voor Noord–Zuid en { $ew } voor Oost–West; de stand wordt { $total_ns } tegen { $total_ew }.
entry-entered = Spel { $number } is ingevoerd.
entry-refused = Niet ingevoerd: { $reason }
entry-over = Deze partij is afgelopen.
entry-over-won = Deze partij is afgelopen: { $side } heeft gewonnen, { $winner } tegen { $loser }.
entry-conflict = Iemand anders heeft al eerder een spel ingevoerd. Zo staat de partij nu.
outbox-waiting = Spel { $number } staat op deze telefoon en wacht om verstuurd te worden: er is nu geen verbinding. Het gaat vanzelf zodra de verbinding terug is.
outbox-refused = Spel { $number } is niet ingevoerd: { $reason }
outbox-conflict = Iemand anders heeft spel { $number } eerder ingevoerd. Dat van hen: { $theirs } Dat van jullie: { $yours }
outbox-discard = Dit spel laten vallen
outbox-keep-theirs = Dat van hen houden, het onze laten vallen
outbox-enter-ours = Het onze als volgend spel invoeren
entry-last-hand = spel { $number }, { $points } (stand { $totals }).
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
hr-bw-kitty-none = Er is geen talon: de biedende kant kan zonder één slag eindigen.
hr-bw-made-contract = Een gehaald contract telt de geboden slagen; overslagen tellen niet.
hr-bw-boston-quadruple = Een Boston (alle 13 slagen) telt vier keer.
hr-bw-dealer-match = De gever, die als laatste biedt, mag het bod overnemen door het te evenaren.
hr-bw-renege-loses = Verzaken verliest ook de partij.
hr-bw-end-bonus = Een partij gewonnen omdat de andere kant te vaak down ging of verzaakte, levert { $bonus } punten extra op.
hr-w-renege-deduct = Verzaken trekt drie punten af van de score van de schuldige kant.
hr-w-honours-not-at-game-point = Een kant die nog één punt nodig heeft voor de partij, krijgt geen honneurs.
hr-w-revoker-cannot-win = Een kant die verzaakt, kan de partij in dat spel niet winnen.
hr-w-rubber-laws = Een robber is de beste van drie partijen en telt partijpunten (Laws of Whist): een gewonnen partij is 3 waard als de verliezers niets hadden, 2 als ze { $double } of minder hadden, anders 1; de robber geeft er 2 bij.
mt-games = { $count ->
    [one] Elke tafel speelt één partij.
   *[other] Elke tafel speelt { $count } partijen.
}
mt-best-of = Elke tafel speelt de beste van { $count } partijen.
mt-hands = Elke tafel speelt één partij van { $count } spellen.
mt-minutes = Elke tafel speelt één partij tot het doel, of tot de { $minutes } minuten van de ronde om zijn; dan wint wie voorstaat.
mt-hands-won = De wedstrijd van een tafel gaat naar de kant die het eerst { $count } spellen wint.
mt-double-both = Een Boston of een sans-atoutspel telt als twee spellen.
mt-double-boston = Een Boston telt als twee spellen.
mt-double-notrump = Een sans-atoutspel telt als twee spellen.
mt-forfeit = Een reglementair gewonnen tafel levert de winnaar { $points } punten op.
mt-bye-win = Een vrije ronde telt als een gewonnen partij, zonder punten.
mt-bye-average = Een vrije ronde telt als een gewonnen partij, met het gemiddelde van de winnaars van de ronde.
director-login = Inloggen voor de wedstrijdleiding
director-username = Gebruikersnaam
director-password = Wachtwoord
director-sign-in = Inloggen
director-refused = Verkeerde gebruikersnaam of wachtwoord.
director-title = Wedstrijdleiding
director-logged-in = Ingelogd als { $name }.
director-logout = Uitloggen
director-sessions = Uw sessies
director-sessions-intro = Overal waar u bent ingelogd. Beëindig elke sessie die u niet kent, of die op een achtergelaten laptop.
director-accounts = Accounts
director-accounts-intro = Wie mag inloggen op de console. Een beheerder mag alles; een wedstrijdleider leidt de toernooien van zijn clubs.
director-clubs = Clubs, spelers en seizoenen
club-players-data = De naam van een speler leidt naar zijn gegevens: hoe de openbare pagina's hem tonen, een export ervan en wissen.
privacy-title = { $name }: gegevens
privacy-shown-heading = Op de openbare pagina's
privacy-shown-question = Toon deze speler met
privacy-shown-full_name = volledige naam
privacy-shown-initials = initialen
privacy-shown-hidden = helemaal niet (met zijn nummer)
privacy-shown-help = De wedstrijdleiding van de club ziet de naam altijd, en de spelers aan zijn tafel ook.
privacy-save = Opslaan
privacy-export-heading = Alles wat de club bewaart
privacy-export-help = Een bestand (JSON) met de speler, de evenementen waaraan hij meedeed, zijn aanmeldingen bij de deur, zijn spellen en deze geschiedenis.
privacy-export = Exporteren
privacy-erase-heading = Wissen
privacy-erase-help = Zijn naam wordt overal waar de club hem noteerde vervangen door zijn nummer; zijn uitslagen en ratings blijven. Dit kan niet ongedaan worden gemaakt.
privacy-erase-confirm = Ja, wis deze speler
privacy-erase = Speler wissen
privacy-erased-at = Gewist op { $at } (UTC).
privacy-history-heading = Geschiedenis
privacy-history-none = Nog niets.
privacy-history-shown_as = { $by } stelde in hoe de speler getoond wordt: { $shown }.
privacy-history-exported = { $by } exporteerde de gegevens van de speler.
privacy-history-erased = { $by } wiste de speler.
director-no-clubs = Je leidt nog geen club: een beheerder maakt de club aan en maakt jou de wedstrijdleider.
director-newcomers = Nieuw bij de club: als spelers toevoegen
account-role-admin = beheerder
account-role-director = wedstrijdleider
account-directs = leidt
account-status-disabled = uitgeschakeld
account-this = jij
account-change = Wijzigen
account-new-password = Nieuw wachtwoord (minstens 8 tekens)
account-set-password = Wachtwoord instellen
account-password-set = Het wachtwoord van { $name } is ingesteld; de andere sessies zijn beëindigd.
account-director-of = Wedstrijdleider van
account-no-club = geen club
account-make-director = Wedstrijdleider maken
account-disable = Account uitschakelen
account-disable-help = Een uitgeschakeld account kan niet inloggen, en de sessies ervan eindigen meteen. De clubs blijven bewaard voor als het weer wordt ingeschakeld.
account-enable = Account weer inschakelen
account-new = Een nieuw account
account-admin = Beheerder: mag alles, in elke club
account-create = Account aanmaken
club-players = Spelers
club-no-players = Nog geen spelers.
club-new-player = Naam van een nieuwe speler
club-add-player = Speler toevoegen
club-no-seasons = Nog geen seizoenen.
club-new-season = Naam van een nieuw seizoen
club-add-season = Seizoen toevoegen
club-new = Een nieuwe club
club-create = Club aanmaken
director-session-ended = Uw sessie is beëindigd (na een tijd zonder gebruik, aan het eind van de avond of vanaf een ander apparaat). Log opnieuw in.
session-kind = Waar
session-kind-api = Token (het commando uptown, scripts)
session-kind-console = Console
session-created = Ingelogd
session-last-used = Laatst gebruikt
session-ends = Eindigt uiterlijk
session-this = Deze
session-end = Beëindigen
director-events = Jullie toernooien
director-no-events = Nog geen evenementen; maak er hieronder een aan.
director-public-page = Openbare pagina
director-rounds = Ronden
director-seat-round = Volgende ronde indelen
director-close-round = Ronde { $number } nu sluiten
director-cards = Tafelkaarten van ronde { $number }
director-entrants = Deelnemers
director-withdraw = Terugtrekken
director-withdraw-reason = Waarom (niet verplicht)
director-withdraw-confirm = Ja, terugtrekken
director-reinstate = Terugtrekking ongedaan maken
director-table-players = { $ns } tegen { $ew }
director-player = Speler (naam of nummer)
director-partner = Partner (bij vaste paren)
director-register = Inschrijven
director-finish = Toernooi afsluiten
director-disputes = Betwiste spellen
director-dispute-line = Partij { $game }, spel { $number }: { $reason }
director-accept = Accepteren zoals ingevoerd
director-stale-form = Dit formulier is verouderd. Ga terug, laad de pagina opnieuw en probeer het nog eens.
cards-code = Tafelcode
cards-loopback = Deze kaarten wijzen naar { $site }, dat alleen deze computer kan openen, geen telefoon. Start de server met --public-url en het adres van deze computer in de zaal (bijvoorbeeld --public-url http://192.168.1.10:8080, met --bind 0.0.0.0:8080) en druk de kaarten dan opnieuw af.
director-new-event = Een nieuw toernooi
director-club = Club
director-format = Vorm
director-game = Spel
director-match = Wedstrijd per ronde
director-match-games = partijen
director-match-best_of = beste van
director-match-hands = spellen
director-match-minutes = minuten op tijd (één spel tot het doel)
director-match-hands_won = gewonnen spellen (één partij, eerst tot N spellen)
director-counts-double = Bij gewonnen spellen tellen dubbel:
director-double-boston = een Boston
director-double-notrump = een sans-atoutspel
director-forfeit-points = Punten voor een reglementair gewonnen tafel
director-bye-score = Een vrije ronde levert op
bye-score-nothing = niets
bye-score-win = een gewonnen partij, zonder punten
bye-score-average = een gewonnen partij, met het gemiddelde van de winnaars van de ronde
director-rounds-planned = Ronden (leeg: volgens de vorm)
director-playoff = Play-off: hoeveel uit Zwitsers of halve competitie door naar een knock-out (leeg: geen)
director-confirm-hands = De tegenstanders bevestigen elk spel op hun telefoon
director-create = Toernooi aanmaken
director-back = Terug
director-preview-intro = Het evenement wordt volgens deze regels gespeeld. Maak het aan, of ga terug om ze te wijzigen.
director-preview-title = De regels van { $name }
director-preview = Regels tonen
director-house-rules-of = Huisregels voor { $game }
director-house-rules-help = Huisregels met de namen uit RULES.md; een leeg veld houdt de standaard van het regelboek (grijs). „Regels tonen” zegt wat ze betekenen voordat er iets wordt aangemaakt.
director-tie-breaks = Beslissende criteria, op volgorde (leeg: die van het formaat)
director-no-season = geen seizoen
director-season = Seizoen (zijn stand telt dit evenement mee)
director-undo = Laatste spel terugnemen
director-forfeit = Reglementair toekennen
director-forfeit-to = De aanwezige kant
director-undo-reason = Waarom
director-correct = Verbeteren
director-correct-help = Elk spel zoals de tafel het invoerde. Verander wat fout was en zeg waarom; alle latere standen volgen, en de eerdere versie blijft in de geschiedenis van de partij.
refuse-missing = Vul dit in: “{ $field }”.
refuse-level-below-minimum = Het laagste bod is { $min }.
refuse-count-out-of-range = { $value } is geen getal van 0 tot 13.
refuse-kitty = De biedende kant heeft altijd minstens één slag, de talon.
refuse-thirteen = De slagen van beide kanten moeten samen 13 zijn.
refuse-dealer = { $seat } moet geven.
refuse-other = De regels staan dit spel niet toe: { $reason }
refuse-not-a-number = { $field } moet een geheel getal zijn.
refuse-level-range = Een bod ligt tussen 1 en 7.
refuse-trick-number = { $value } is geen slagnummer van 1 tot 13.
refuse-honours-count = Honneurs zijn 3 of 4; een verdeling 2–2 wordt niet genoteerd.
refuse-honours-not-scored = Honneurs tellen in dit spel niet; laat ze weg.
refuse-honours-without-trumps = Een spel zonder troef heeft geen honneurs.
console-refused-field = Niet uitgevoerd: controleer „{ $field }”.
console-refused-validation = Niet uitgevoerd: controleer het formulier.
console-refused-conflict = Niet uitgevoerd: dat past niet bij wat er al is.
console-refused-unavailable = Niet uitgevoerd: de database antwoordt niet. Probeer het zo opnieuw.
console-refused-other = Niet uitgevoerd.
too-many = Te veel pogingen vanaf hier. Wacht { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    } en probeer het opnieuw.

## Waarom de server een verzoek weigert (server/src/refusal.rs). De antwoorden van de API
## blijven Engels (en.ftl); deze woorden tonen de pagina's.
refusal-nul = { $field } mag het NUL-teken niet bevatten
refusal-not-plain-text = { $field } moet één regel platte tekst zijn, maar teken { $position } is { $character }
refusal-character-nul = het NUL-teken
refusal-character-line-break = een regeleinde
refusal-character-tab = een tab
refusal-character-direction = een teken voor de schrijfrichting ({ $code })
refusal-character-control = een stuurteken ({ $code })
refusal-too-long = { $field } is langer dan { $longest ->
    [one] { $longest } teken
   *[other] { $longest } tekens
}
refusal-empty = { $field } mag niet leeg zijn
refusal-not-one-word = { $field } moet één woord zijn: letters, cijfers of tekens, zonder spaties
refusal-short-password = password moet minstens { $shortest ->
    [one] { $shortest } teken
   *[other] { $shortest } tekens
} lang zijn
refusal-hand = spel { $hand }: { $reason }
refusal-unknown-status = status { $status } is niet in_progress of finished
refusal-season-of-another-club = club { $club } heeft geen seizoen { $season }
refusal-no-player-numbered = { $field }: club { $club } heeft geen speler { $player }
refusal-no-player-named = { $field }: club { $club } heeft geen speler met de naam { $name }
refusal-seated-twice = seats.{ $seat }: een speler kan maar op één plaats zitten
refusal-decided-at-close = partij { $game } is afgelopen: die is beslist op de stand toen de ronde werd gesloten
refusal-forfeited = spel { $game } is reglementair toegekend aan { $side }; het neemt geen spellen meer aan
refusal-forfeit-with-hands = in spel { $game } zijn al spellen ingevoerd: reglementair wordt alleen een tafel toegekend die niet gespeeld heeft; maak ze eerst ongedaan
refusal-already-over = spel { $game } is al afgelopen
refusal-forfeit-outside-event = spel { $game } hoort niet bij een tafel van een evenement: alleen een tafel van een evenement wordt reglementair toegekend
refusal-hands-played = partij { $game } is afgelopen: { $hands ->
    [one] { $hands } spel is gespeeld
   *[other] alle { $hands } spellen zijn gespeeld
}
refusal-no-correction-reason = reason moet zeggen waarom het spel wordt veranderd
refusal-withdrawal-not-confirmed = Vink het vakje aan om de terugtrekking te bevestigen: ze kan niet ongedaan worden gemaakt.
refusal-erasure-not-confirmed = Vink het vakje aan om te bevestigen dat u wilt wissen: het kan niet ongedaan worden gemaakt.
refusal-form-incomplete = Het formulier mist een geldig { $field }: laad de pagina opnieuw en probeer het nog eens.
refusal-no-dispute-reason = reason moet zeggen wat er niet klopt aan het spel
refusal-nothing-to-undo = partij { $game } heeft geen spel om terug te nemen
refusal-stale = partij { $game } is veranderd sinds versie { $expected } (ze is nu bij versie { $current }): iemand anders heeft een spel ingevoerd of verbeterd; laad haar opnieuw en probeer het nog eens
refusal-already-reviewed = spel { $hand } van partij { $game } is al { $reviewed ->
    [confirmed] bevestigd
    [disputed] betwist
   *[resolved] afgehandeld
}
refusal-unknown-format = format { $format } is niet een van { $formats }
refusal-match-count = { $field } moet 1 tot en met { $most } zijn, niet { $count }
refusal-match-not-odd = { $field } moet oneven zijn, zodat één kant meer dan de helft wint
refusal-drive-match = de rondes van een whistdrive zijn een vast aantal spellen: {"{"}"hands": N{"}"}
refusal-hands-won-needs-bid-whist = match.hands_won: een wedstrijd om gewonnen spellen is voor bid whist, waar een spel gewonnen wordt door een contract te halen of down te spelen
refusal-hands-won-by-match = rules.hands_won: een evenement speelt om gewonnen spellen via zijn wedstrijd: {"{"}"hands_won": K{"}"}
refusal-no-tie-breaks = tie_breaks moet minstens één manier noemen om de stand te ordenen
refusal-no-rounds = rounds moet minstens 1 zijn
refusal-too-many-rounds = rounds mag hoogstens { $most } zijn
refusal-knock-out-rounds = de rondes van een knock-out volgen uit het wedstrijdschema; laat rounds weg
refusal-playoff-after = een play-off volgt op kwalificatierondes van paren (swiss of round_robin), niet op { $format }
refusal-playoff-top = playoff.top moet van 2 tot { $most } zijn, niet { $top }
refusal-playoff-format = playoff.format moet knockout of double_knockout zijn, niet { $given }
refusal-playoff-short = de play-off neemt de beste { $top }, maar er spelen er nog maar { $playing }; beëindig het evenement of trek er minder terug
refusal-entrant-size = players: bij „{ $format }” is een deelnemer { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
}, niet { $given }
refusal-partner-is-self = players[1]: een paar bestaat uit twee verschillende spelers
refusal-already-entered = players[{ $index }]: al ingeschreven, als deelnemer { $entrant } ({ $name })
refusal-cannot-seat = de volgende ronde kan niet worden ingedeeld: { $reason }
refusal-entrants-closed = bij „{ $format }” kunnen deelnemers zich alleen vóór de eerste ronde inschrijven; ronde { $rounds } is ingedeeld
refusal-already-withdrawn = deelnemer { $entrant } ({ $name }) heeft zich al teruggetrokken
refusal-not-withdrawn = deelnemer { $entrant } ({ $name }) heeft zich niet teruggetrokken
refusal-withdrawal-played-on = deelnemer { $entrant } ({ $name }) trok zich terug vóór een ronde die zonder hen is ingedeeld: de terugtrekking blijft
refusal-drive-withdrawal = een whistdrive verplaatst hele tafels; een speler die weggaat, heeft een invaller nodig (schrijf de invaller de volgende keer vóór de eerste ronde in)
refusal-event-finished = toernooi { $event } is afgelopen
refusal-round-under-way = ronde { $round } wordt nog gespeeld; sluit die eerst
refusal-rounds-played = toernooi { $event } heeft { $rounds ->
    [one] zijn { $rounds } ronde
   *[other] zijn { $rounds } rondes
} gespeeld
refusal-nobody-to-seat = toernooi { $event } heeft niemand meer om in te delen
refusal-round-robin-over = ieder tegen ieder met { $partnerships ->
    [one] { $partnerships } paar
   *[other] { $partnerships } paren
} heeft { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}
refusal-schedule-over = het schema voor { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
} heeft { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}
refusal-drive-tables = een whistdrive deelt alleen hele tafels van vier in; { $players ->
    [one] er is { $players } speler ingeschreven
   *[other] er zijn { $players } spelers ingeschreven
}
refusal-round-closed = ronde { $round } van toernooi { $event } is al gesloten
refusal-match-under-way = partij { $game } zou weer bezig zijn terwijl partij { $other } van dezelfde wedstrijd bezig is; neem eerst de spellen van de latere partij terug
refusal-decided-with-hands = dit beslist de wedstrijd aan tafel { $table } van ronde { $round }, maar partij { $game } daarvan heeft al ingevoerde spellen; neem die eerst terug
refusal-winner-fixed = partij { $game }: dit zou veranderen wie er aan tafel { $table } van ronde { $round } won, en latere rondes zijn op grond van die uitslag ingedeeld; nu kan alleen nog een verbetering die de winnaar laat staan
refusal-club-exists = er bestaat al een club met de naam { $name }
refusal-player-exists = club { $club } heeft al een speler met de naam { $name }
refusal-season-exists = club { $club } heeft al een seizoen met de naam { $name }
refusal-account-exists = er bestaat al een account met de naam { $username }
refusal-no-account-named = er is geen account met de naam { $username }
refusal-already-exists = dat bestaat al
refusal-imported-club-exists = club.name: er is al een club met de naam "{ $name }"; importeer hem onder een andere naam
refusal-no-such-game = er is geen partij { $game }
refusal-no-such-club = er is geen club { $club }
refusal-no-such-event = er is geen toernooi { $event }
refusal-no-such-player = er is geen speler { $player }
refusal-no-such-season = er is geen seizoen { $season }
refusal-no-such-round = toernooi { $event } heeft geen ronde { $round }
refusal-no-such-entrant = toernooi { $event } heeft geen deelnemer { $entrant }
refusal-no-such-hand = partij { $game } heeft geen spel { $hand }
refusal-no-such-hand-of = partij { $game } heeft geen spel { $hand } (ze heeft { $hands ->
    [one] { $hands } spel
   *[other] { $hands } spellen
})
refusal-no-such-session = u hebt geen sessie { $session }
refusal-no-such-account = er is geen account { $account }
refusal-no-such-record = dat gegeven bestaat niet
refusal-no-such-page = deze pagina of dit eindpunt bestaat niet
refusal-log-in-first = log eerst in
refusal-wrong-password = verkeerde gebruikersnaam of wachtwoord
refusal-account-disabled = het account { $username } is uitgeschakeld; een beheerder kan het weer inschakelen
refusal-disable-self = je kunt je eigen account niet uitschakelen; een andere beheerder kan dat
refusal-clock-minutes = de klok neemt 1 tot { $most } minuten, niet { $given }
refusal-clock-minutes-missing = geef de klok zijn minuten, 1 tot { $most }
refusal-log-in-again = log opnieuw in
refusal-token-not-valid = het token is niet geldig (misschien is ermee uitgelogd); log opnieuw in
refusal-session-ended = deze sessie is om { $at } UTC beëindigd, het uiterste moment ervan; log opnieuw in
refusal-session-idle = deze sessie is beëindigd na { $unit ->
    [minutes] { $count ->
        [one] { $count } minuut
       *[other] { $count } minuten
    }
    [hours] { $count ->
        [one] { $count } uur
       *[other] { $count } uur
    }
   *[days] { $count ->
        [one] { $count } dag
       *[other] { $count } dagen
    }
} zonder gebruik; log opnieuw in
refusal-authorization-malformed = de Authorization-header moet `Bearer TOKEN` of `Table CODE` zijn
refusal-table-code-needed = stuur de code van de tafel als `Authorization: Table CODE`
refusal-table-may-only-enter = een tafelcode mag alleen spellen invoeren
refusal-table-asks-director = een tafelcode mag alleen spellen invoeren; vraag het de wedstrijdleiding
refusal-code-of-finished-game = partij { $game } is afgelopen; de tafelcode ervan voert geen spellen meer in
refusal-code-of-another-game = die tafelcode is niet voor partij { $game }
refusal-not-admin = alleen een beheerder mag dit doen
refusal-not-director = alleen een wedstrijdleider van club { $club } mag dit doen

## Waarom de regels een spel, een huisregel of een schema weigeren, zoals de pagina's het zeggen.
refuse-malformed = { $field } is niet te lezen: { $reason }
refuse-match-over = Deze partij is afgelopen: { $side } heeft gewonnen. Er kunnen geen spellen meer bij.
refuse-trump-in-notrump = Een bod sans atout heeft geen troefkleur; geef in plaats daarvan de richting op (uptown of downtown).
refuse-direction-with-trumps = Uptown of downtown hoort bij een bod sans atout; een bod in een kleur noemt in plaats daarvan zijn troef.
refuse-auction-length = Het bieden telt { $calls ->
    [one] { $calls } bieding
   *[other] { $calls } biedingen
}, maar elk van de vier spelers biedt of past één keer, te beginnen links van de gever.
refuse-call-below-minimum = { $bid } is lager dan het laagste bod, { $min }.
refuse-call-does-not-beat = { $bid } van { $seat } gaat niet boven { $highest } van { $by }.
refuse-call-does-not-match = { $bid } van { $seat } gaat niet boven { $highest } van { $by } en is er ook niet gelijk aan.
refuse-dealer-must-bid = De andere drie hebben gepast, dus { $seat } moet als gever bieden.
refuse-contract-not-auction = Het bod klopt niet met het bieden, dat { $seat } won met { $bid }.
refuse-thrown-in = Alle vier hebben gepast: het spel is ingepast en niet gespeeld, dus het heeft geen bod en geen slagen.
refuse-trump-in-no-trump-whist = Deze partij wordt zonder troef gespeeld; laat de troefkleur weg.
refuse-no-trump-in-turned-whist = In deze partij bepaalt de omgedraaide kaart de troef; geef de troefkleur op.
entry-auction = Bieden
refuse-rules-not-an-object = De huisregels moeten een lijst van opties zijn, zoals {"{"}"target": 7{"}"}.
refuse-rules-unknown = { $name } is geen huisregel van dit spel; de huisregels zijn { $known }.
refuse-rules-out-of-range = De huisregel { $name } kan niet { $value } zijn: hij loopt van { $min } tot { $max }.
refuse-rules-invalid = De huisregel { $name } is niet te lezen: { $reason }
refuse-too-few-players = { $players ->
    [one] { $players } speler is
   *[other] { $players } spelers is
} te weinig; wisselende partners vraagt er minstens 4.
refuse-too-many-players = { $players ->
    [one] { $players } speler is
   *[other] { $players } spelers is
} meer dan de { $most } waarvoor een schema bestaat.
refuse-schedule-rounds = Een schema voor { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
} wordt gemaakt voor hoogstens { $available ->
    [one] { $available } ronde
   *[other] { $available } rondes
}, niet { $rounds }.
refuse-schedule-no-rounds = Een schema heeft minstens één ronde nodig.
refuse-too-few-partnerships = { $partnerships ->
    [one] { $partnerships } paar is
   *[other] { $partnerships } paren is
} te weinig; een toernooi heeft er minstens 2 nodig.
refuse-no-swiss-pairing = Ronde { $round }: elke indeling zou een herhaling zijn; speel de rest als ieder tegen ieder.

# Agenda's: wanneer en waar een toernooi gespeeld wordt.
refusal-not-a-time = { $field } is geen datum en tijd met verschil tot UTC, zoals 2026-12-08T19:30+01:00
refusal-ends-before-start = ends_at: het toernooi eindigt voordat het begint
refusal-lasts-too-long = ends_at: een toernooi duurt hoogstens { $days } dagen
event-when = Wanneer
event-where = Waar
event-add-to-calendar = Aan agenda toevoegen
calendar-feed = Agenda-feed (iCal): abonneer je in je agenda-app op dit adres
director-schedule = Wanneer en waar
director-schedule-starts = Begint
director-schedule-ends = Eindigt (niet verplicht)
director-schedule-offset = Verschil tot UTC, zoals +01:00
director-schedule-location = Waar (niet verplicht)
director-schedule-save = Opslaan
director-schedule-clear = Uit de agenda halen

# Op de eigen website van de club: in te sluiten weergaven en uitslagenfeeds.
refusal-not-an-origin = { $field }: { $given } is geen adres van een website: geef schema en host, zoals https://club.example (een poort mag volgen, geen pad)
refusal-too-many-origins = origins: een club kan hoogstens { $most } websites zijn weergaven laten tonen
refusal-not-a-webhook-url = url: { $given } is geen webhookadres: geef een http- of https-adres zoals https://club.example/hooks/uptown, zonder gebruikersnaam of wachtwoord
refusal-webhook-not-public = url: { $host } is van deze server of op zijn netwerk; webhooks gaan naar adressen op internet (een server gestart met --webhooks-to-private-addresses stuurt ook naar het lokale netwerk)
refusal-no-webhook-events = events: kies ten minste één gebeurtenis om te sturen
refusal-too-many-webhooks = url: een club kan hoogstens { $most } webhooks hebben
refusal-no-such-webhook = er is geen webhook { $webhook }
refusal-no-such-delivery = webhook { $webhook } heeft geen bezorging { $delivery }
refusal-not-a-currency = currency: { $given } is geen valutacode: geef de drie hoofdletters, zoals EUR, USD of DKK
refusal-amount-out-of-range = { $field }: geef een bedrag in centen van 0 tot de waarde van { $most } eenheden
refusal-percent-out-of-range = { $field }: geef een percentage van { $least } tot 100
refusal-payout-places = payouts: het prijzengeld gaat naar 1 tot { $most } plaatsen
refusal-payouts-not-whole = payouts: de aandelen van de plaatsen tellen op tot { $total } procent; dat moet 100 zijn
refusal-pot-by-game = boston_pot.by_game: tel de Bostons tot een spel van 1 tot { $latest }
refusal-payment-amount = amount_cents: geef het betaalde bedrag, niet 0 en hoogstens { $most } eenheden in beide richtingen
refusal-no-boston-pot = evenement { $event } heeft geen Boston-pot: stel die eerst in bij het geld
refusal-not-entered = player_id: speler { $player } doet niet mee aan evenement { $event }
refusal-no-such-payment = er is geen betaling { $payment }
refusal-not-an-amount = { $field }: schrijf een bedrag zoals 20 of 12,50
refusal-reserved-name = { $field }: { $given } is hoe een gewiste of verborgen speler wordt getoond; geef de speler een andere naam
refusal-player-erased = speler { $player } is gewist: de naam is voorgoed weg en blijft zoals hij is geschreven
director-embedding = Op uw website
director-embedding-sites = Websites die deze weergaven in een frame mogen tonen, één per regel, zoals https://club.example
director-embedding-save = Websites opslaan
director-embedding-views = Weergaven om in te sluiten (src van een iframe)
director-embedding-none = Nog geen website mag ze tonen.
embed-results = Laatste uitslagen
embed-no-results = Nog geen toernooi is afgelopen.
embed-next = Volgend toernooi
embed-nothing-next = Er staat geen toernooi in de kalender.
embed-standings = Stand
embed-full-page = De hele pagina
results-feed = Uitslagenfeed (Atom, JSON)

# A club's webhooks (console)
webhooks-link = Webhooks
webhooks-title = Webhooks van { $club }
webhooks-intro = De eigen systemen van de club (de website, een chat, een spreadsheet) kunnen horen wat er aan de tafels gebeurt: elke gebeurtenis hieronder wordt, ondertekend met het geheim van de webhook, naar zijn adres gestuurd en een dag lang opnieuw geprobeerd als het adres niet antwoordt.
webhooks-none = Nog geen webhooks.
webhook-url = Adres (https://…)
webhook-events = Sturen
webhook-event-hand-entered = een ingevoerd spel
webhook-event-game-finished = een beëindigde partij
webhook-event-round-seated = een ingedeelde ronde
webhook-event-event-finished = het einde van het evenement
webhook-secret = Geheim, om de handtekening van elk bericht te controleren
webhook-log = Wat er gestuurd is
webhook-remove = Deze webhook verwijderen
webhook-add = Een webhook toevoegen
webhook-log-title = Gestuurd naar { $url }
webhook-log-none = Nog niets gestuurd.
webhook-state-pending = Wacht; volgende poging { $at } (UTC)
webhook-state-delivered = Bezorgd
webhook-state-failed = Opgegeven na een dag zonder antwoord
webhook-answered = antwoordde { $status }
webhook-no-answer = geen antwoord: { $error }
webhook-replay = Opnieuw sturen

# An event's money (console)
money-link = Geld
money-title = Geld van { $event }
money-back = Terug naar het evenement
money-csv = Spreadsheet voor de penningmeester (CSV)
money-settled = Het evenement is afgelopen: de plaatsen en de pot staan vast.
money-provisional = Het evenement loopt nog: prijzen en pot volgen de stand van nu.
money-take = Betaling ontvangen
money-player = Speler
money-amount = Bedrag
money-method = Betaald met
money-method-cash = Contant
money-method-prepaid = Vooraf betaald
money-note = Notitie (niet verplicht)
money-take-button = Betaling ontvangen
money-players = Spelers
money-owed = Verschuldigd
money-paid = Betaald
money-due = Nog te betalen
money-owes = moet nog betalen
money-won = Gewonnen
money-pot = Boston-pot
money-opted-in = In de pot
money-partner-not-in = partner doet niet mee, telt dus niet
money-opt-in = In de pot
money-opt-out = Uit de pot
money-prizes = Prijzen
money-no-prizes = Nog geen prijzen: stel hieronder inleg en uitbetaling in.
money-place = Plaats { $place }: { $name }
money-pot-title = De Boston-pot
money-pot-team = { $name }: { $bostons } Bostons
money-pot-won-by-bostons = wint de pot (meeste Bostons)
money-pot-won-by-place = wint de pot (best geplaatst, niemand had een Boston)
money-pot-amount = In de pot (Bostons geteld tot spel { $by_game })
money-totals = Totalen
money-total-owed = Verschuldigd
money-total-paid = Betaald
money-total-due = Nog te betalen
money-total-prize-fund = Prijzengeld
money-total-table-money = Tafelgeld
money-total-pot = Boston-pot
money-total-kept = Blijft bij de club
money-payments = Ontvangen betalingen
money-no-payments = Nog geen betalingen.
money-remove = Verwijderen
money-terms = Voorwaarden
money-currency = Valuta (drie letters, zoals EUR)
money-entry-fee = Inleg per speler
money-table-money = Tafelgeld per speler
money-prize-percent = Percentage van de inleg dat als prijzengeld wordt uitbetaald
money-payouts = Percentage van het prijzengeld per plaats, eerste eerst (zoals 40,30,20,10)
money-pot-stake = Inzet in de Boston-pot per speler (leeg: geen pot)
money-pot-by-game = Tel de Bostons van de pot tot spel
money-set-terms = Voorwaarden opslaan

# Three-handed games (RULES.md 3)
rule-game-cutthroat = Cutthroat bid whist
rule-game-dummy_whist = Whist met blinde
refuse-three-level-range = Een bod bij { $game } is van { $min } tot { $max }.
refuse-three-books = { $value } is geen aantal slagen van { $min } tot { $max }.
refuse-three-books-total = De slagen van de spelers komen op { $total }, niet op de { $books } van een spel.
refuse-dummy-books-each = Bij whist met blinde tellen alleen de slagen van de bieder met die van de blinde; geef dat ene getal.
refuse-three-books-each-needed = Geef de slagen van elke speler: de bieder ging down en de anderen schrijven hun slagen.
refuse-three-trick-number = { $value } is geen slagnummer van 1 tot { $max }.
refuse-player-out = { $seat } is uit het spel en geeft, biedt en slaat niet meer.
refuse-three-game-over = Dit spel is voorbij: { $seat } heeft gewonnen. Er komen geen spellen meer bij.
refuse-three-auction-length = Het bieden heeft { $calls } biedingen, maar elk van de { $players } spelers die nog meedoen biedt één keer, te beginnen links van de gever.
refuse-three-dealer-must-bid = De anderen pasten, dus { $seat } moet als gever bieden.
refuse-three-thrown-in = Iedereen paste: het spel is ingegooid en niet gespeeld, dus het heeft geen bod en geen slagen.
entry-three-over-won = Dit spel is voorbij: { $seat } won met { $total }.
entry-three-books-cutthroat = Slagen van de bieder, kitty meegeteld
entry-three-books-dummy = Slagen van de bieder met de blinde
entry-three-books-each = Of de slagen van elke speler (als de bieder down gaat en de anderen hun slagen schrijven)
entry-three-passed = Iedereen paste: ingegooid
entry-three-renege = Wie verzaakte?
entry-three-renege-none = niemand
entry-three-preview = Dit spel telt { $points }; de totalen worden { $totals }.
entry-three-out = uit
three-game-title = { $game } { $id }
three-went-out = { $name } ging uit in spel { $hand }.
three-game-won = { $name } won: { $reason }.
three-reason-target = het doel bereikt
three-reason-setback = de anderen gingen uit
three-reason-set_limit = de anderen gingen te vaak down
three-reason-boston = een Boston
club-three-handed = Spellen met drie
three-line-won = gewonnen door { $name }
three-line-playing = wordt gespeeld
three-game-number = Spel { $id }
three-status-in_progress = wordt gespeeld
three-status-finished = afgelopen
director-three-game = Spel
director-three-target = Doel (leeg laten voor dat van het spel: 30 bij cutthroat, 21 bij whist met blinde)
director-three-start = Begin het spel en toon de tafelcode
refusal-three-handed-after = three_handed_rules: een tafel voor drie zet de drie spelers die een avond van individuele spelers (rotating of club_night) overlaat, niet bij { $format }
director-three-handed-table = Als een ronde drie spelers overlaat, zet ze aan een tafel voor drie (cutthroat; whist met blinde bij whist)
event-three-handed-table = Tafel { $number }, met drie
cards-three-handed-game = { $game } tot { $target }, elke speler voor zich
seat-three-handed = Ronde { $round }: tafel { $table } (met drie), { $seat }.
seat-against = Tegen: { $opponents }.
