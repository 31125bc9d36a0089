# Uptown's pages in English. Every other file in locales/ has the same messages.

site-title = Uptown
site-tagline = Whist and Bid Whist scores
nav-clubs = Clubs
language = Language
refresh = Refresh
not-found = There is no such page.
error-title = Something went wrong
back-home = Back to the clubs

clubs-title = Clubs
clubs-empty = No clubs yet.
club-events = Events
club-seasons = Seasons
club-no-events = No events yet.
season-standings = Season standings

format-club_night = Club night
format-rotating = Rotating partners
format-whist_drive = Whist drive
format-round_robin = Round robin
format-swiss = Swiss
format-knockout = Knock-out
format-double_knockout = Double knock-out
status-registering = registering
status-running = under way
status-finished = finished
status-open = being played
status-closed = finished
status-in_progress = in progress

event-rounds-planned = { $count ->
    [one] one round
   *[other] { $count } rounds
}
event-open-ended = rounds until the director ends the evening
event-standings = Standings
event-live = The standings update by themselves.
event-round = Round { $number }
event-table = Table { $number }
event-no-rounds = No round has been seated yet.
sitting-out = Sitting out
byes = Byes
walkover = { $winner } go through: { $withdrawn } withdrew
decided-leading = decided on the leading score
score-sheet = Score sheet
winner = Winner
draw = level
house-rules = House rules
rule-game-bid_whist = Bid whist
rule-game-whist = Whist
rule-target = Game to { $points } points
withdrawn = withdrew

seat-N = North
seat-E = East
seat-S = South
seat-W = West
side-NS = North–South
side-EW = East–West

col-rank = Place
col-name = Name
col-played = Played
col-won = Won
col-for = For
col-against = Against
col-diff = Difference
col-separated = Decided by
col-events = Events
col-hand = Hand
col-dealer = Dealer
col-contract = Contract
col-books = Books
col-tricks = Tricks
col-result = Result
col-points = Points
col-totals = Totals

tiebreak-games_won = games won
tiebreak-point_difference = point difference
tiebreak-points_for = points scored
tiebreak-bostons = Bostons
tiebreak-head_to_head = head to head
tiebreak-sets = fewer sets
tiebreak-stage = round reached
tiebreak-qualification = events played

result-made = made
result-set = set
result-thrown_in = thrown in
result-scored = scored
reason-target = reached the target
reason-setback = the other side fell back
reason-boston = a Boston
reason-set_limit = set too often
reason-rubber = won the rubber
mode-uptown = uptown
mode-downtown = downtown
mode-notrump = no trump

game-title = Game { $id }
game-won = { $side } won: { $reason }.
chart-title = The score hand by hand

season-title = Season { $name }
season-min-events = { $count ->
    [one] Ranked after one event.
   *[other] Ranked after { $count } events.
}
not-qualified = not ranked yet
download-csv = Download as CSV (spreadsheet)

table-title = Table { $code }
entry-dealer = { $seat } deals.
entry-bidder = Who won the bid?
entry-level = Bid
entry-mode = Kind of bid
entry-books = Books of the bidding side, kitty included
entry-tricks = Tricks of North–South
entry-honours = Honours held
entry-honours-none = none
entry-honours-count = { $side }: { $count }
entry-reneges = Reneges
entry-thrown-in = All four passed: thrown in
entry-preview = Show the score
entry-enter = Enter the hand
entry-preview-line = This hand scores { $ns } for North–South and { $ew } for East–West; the totals become { $total_ns } to { $total_ew }.
entry-entered = Hand { $number } is entered.
entry-refused = Not entered: { $reason }
entry-over = This game is over.
entry-conflict = Someone else entered a hand first. Here is the game as it stands now.
entry-unknown-code = There is no game for this table code. Check the code on the table card.
entry-hands-so-far = Hands so far
entry-first-dealer = Choose who deals the first hand.
entry-dealer-question = Who dealt?
entry-side-question = Which side are you at this table?
entry-side-is = You are { $side }.
entry-side-change = Change
review-ask = { $side } entered hand { $number } ({ $points }). Is it right?
review-confirm = Confirm
review-dispute = Dispute
review-reason = What is wrong?
review-waiting = Waiting for { $side } to confirm hand { $number }.
review-confirmed = Hand { $number } is confirmed.
review-disputed = Hand { $number } is disputed; the director will look at it.
event-disputes = Disputed hands
event-dispute-line = Table { $table }, round { $round }, hand { $number }: { $reason }
player-rating = Rating { $rating } (uncertainty { $uncertainty })
player-unrated = No finished game yet.
player-chart-title = Rating after each game
player-partners = Partners
player-partner = Partner
player-opponents = Opponents
player-games = Games
player-won = won
player-lost = lost
player-drawn = drawn
projector-title = { $name }: standings
event-projector = Projector view
hr-bw-target = A game is won at { $target } points and lost at −{ $target }.
hr-bw-min-bid = Bids start at { $level }.
hr-bw-ranking-notrump_high = At the same level no trump beats uptown and downtown, which are equal.
hr-bw-ranking-downtown_over_uptown = At the same level downtown beats uptown, and no trump beats both.
hr-bw-ranking-level_only = Only a higher level beats a bid.
hr-bw-all-pass-dealer_must_bid = If the first three pass, the dealer must bid.
hr-bw-all-pass-redeal = If all four pass, the hand is thrown in and the deal passes on.
hr-bw-notrump = No trump counts { $times } times.
hr-bw-renege = A renege costs { $books } books.
hr-bw-renege-trick = A renege counts only when the trick is named.
hr-bw-defenders = The defenders score their books over six.
hr-bw-boston-points = A Boston (all 13 books) scores like any made hand.
hr-bw-boston-double = A Boston (all 13 books) scores double.
hr-bw-boston-bonus = A Boston (all 13 books) scores { $bonus } extra points.
hr-bw-boston-wins_game = A Boston (all 13 books) wins the game.
hr-bw-boston-seven = Only a bid of 7 can make a Boston.
hr-bw-max-sets = A side set { $times } times loses the game.
hr-w-target = A game is won at { $target } points.
hr-w-honours = Honours count: four honours 4 points, three honours 2 points.
hr-w-no-honours = Honours do not count.
hr-w-renege-tricks = A renege moves three tricks to the other side.
hr-w-renege-points = A renege gives the other side three points.
hr-w-slam = A slam scores { $bonus } extra points.
hr-w-no-trump = No trumps: the turned card is ignored.
hr-w-rubber = A rubber is the best of three games; winning it 2–0 earns { $bonus } extra points.
hr-w-single = Each match is a single game.
