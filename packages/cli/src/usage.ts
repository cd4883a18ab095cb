/** Bad command-line arguments: main prints the message and the usage, and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const USAGE = `Usage: santorini <command> [options]

Commands (positions are JSON on stdin: one value, or JSON Lines):
  moves [--json]      list the legal turns of each position, one per distinct result
  apply TURN...       apply turns (one argument each, quoted) and print the position
  perft N             count leaf turns N deep (empty stdin: the empty 2-player board)
  play [--players N] [--seats K,K,..] [--gods G] [--seed N] [--load FILE]
                      play a game in the terminal: 2-4 players, people or random
                      players, with or without God Powers
  engine [--level N] [--seed S] [--threads N]
                      the engine protocol (spec §6) on stdin/stdout
  analyze [--depth N | --time MS] [--top N]
                      evaluate one position and rank its best turns
  arena --a SPEC --b SPEC [--games N] [--time MS] [--gods G] [--sprt ...]
                      a match between AI levels or external engines
  bot --server URL --name N --password P --engine CMD [--games N] [--accept A]
                      play a bot account's online games through an engine

Options:
  -h, --help          show this help (also: santorini <command> --help)

Turn notation: "@b2 @d4" places both workers, "b2-b3 +b4" moves then builds.
Exit status: 0 success, 1 illegal turn, 2 malformed input or bad arguments.
`;

export const COMMAND_USAGE: Readonly<Record<string, string>> = {
  moves: `Usage: santorini moves [--json] < positions

Reads one position, or many as JSON Lines, and prints every legal turn of the player to move,
one line per distinct resulting position. With several positions an empty line ends each list.
  --json   one line per position: a JSON array of {"turn", "position", "winner"}
`,
  apply: `Usage: santorini apply [TURN...] < position

Applies the turns in order to the one position on stdin and prints the resulting position as
canonical JSON. Quote each turn: santorini apply "@b2 @d4" "@c2 @c4" "b2-b3 +b4".
Exit status 1 for an illegal turn, 2 for a malformed turn or position.
`,
  perft: `Usage: santorini perft N [< position]

Prints the number of leaf turns N turns deep (a game-ending turn counts as one leaf).
With empty stdin, or a terminal, starts from the empty 2-player board.
`,
  play: `Usage: santorini play [options]

Plays a game in the terminal. What the options leave open is asked (Enter takes the default:
two people, no God Powers).
  --players N      2, 3 or 4 players (3-4 players need God Powers, rule R14)
  --seats K,K,..   who plays each seat in turn order: human, random, or ai / ai1..ai8 (the AI at a
                   level; ai = ai6), e.g. human,ai,random
  --vs K           two players: you are A, K (human, random, ai or ai1..ai8) is B
  --gods G         none (2 players only), random (dealt by the seed), challenger (Player A offers,
                   the others choose, A names the Start Player), or one per seat: apollo,athena
                   (none for a seat without a power, 2 players only)
  --seed N         repeats the random players and the random gods
  --load FILE      continues a saved game record (text or JSON; --seats may change who plays)
During the game type "help" for the notation, "moves" for the legal turns, "save FILE" to
save the game record. With 4 players seats A+C and B+D are teams that share their workers.
`,
  engine: `Usage: santorini engine [--level N] [--seed S] [--threads N]

Speaks the engine protocol (spec §6) on stdin/stdout: sep, isready, newgame, position <json>,
go [movetime MS] [depth N] [nodes N], stop, setoption name <Level|Seed|Threads> value <v>, quit.
  --level N   playing level 1-8 (default 8, full strength)
  --seed S    seed of the levels' random choices (default 0)
  --threads N threads for level 8's base-game search (default 1; lazy SMP)
`,
  analyze: `Usage: santorini analyze [--depth N | --time MS] [--top N] < position

Searches the one position on stdin and prints its evaluation, the best line, and the best N turns
with their scores (for people; scores are for the player to move).
  --depth N   search N plies deep (turns of any player)
  --time MS   search about MS milliseconds, and as long again to rank the turns (default 2000)
  --top N     how many turns to list (default 5)
`,
  arena: `Usage: santorini arena --a SPEC --b SPEC [options]

Plays a match between two players, each opening twice with colours swapped, and prints A's results:
wins, losses, draws, score, Elo difference with its 95% error, LOS.
A player SPEC is level:N (1-8), optionally with ,time:MS ,depth:D ,nodes:N ,weights:tuned|hand|nnue
(Texel-tuned or hand-set evaluation weights alone, or the default: the learned network on the
tuned weights, with 2 players) ,network:FILE (a network weight file, JSON, instead of the committed
network), or cmd:COMMAND LINE for an external engine
speaking the engine protocol (limits may come first: time:200,cmd:./engine).
  --games N          games to play, even (default 200)
  --time MS          time per turn for players whose SPEC gives none (default 100)
  --gods G           none (default), random (per opening), all-pairs (every pair allowed
                     together, in turn), or one god per player: apollo,athena
  --players N        2 (default) or 4 (A on seats A+C, B on B+D; gods required)
  --openings O       random-placement (default), plies:N (N random turns), or none
  --seed S           makes the openings and the levels' random choices repeatable
  --concurrency N    games at once, in worker threads (default: the number of CPUs)
  --sprt elo0=0,elo1=30,alpha=0.05,beta=0.05
                     stop once the SPRT accepts H0 or H1 (keys left out keep these values)
  --max-turns N      a game still going after N turns (placements count) is a draw (default 200)
  --json FILE        the match, every game and its record, as JSON
  --csv FILE         one line per game
  --records FILE     the game records as JSON Lines
Ctrl-C stops the match and prints the results so far.
`,
  bot: `Usage: santorini bot --server URL --name N --password P --engine CMD [options]

Logs a bot account in to a Santorini server and plays its games with an engine speaking the
engine protocol (spec §6), one engine process per game, the command run through the shell.
  --server URL     the server, e.g. http://localhost:3000
  --name N         the bot account's name
  --password P     its password
  --engine CMD     the engine's command line, e.g. "npx santorini engine --level 8"
  --create         create the bot account when the login is refused
  --games N        games played at once (default 2)
  --accept A       invites (default): only games it is challenged to; open: also joins open
                   2-player games in the lobby
  --movetime MS    time per turn in games without a real-time clock (default 1000)
The movetime of a real-time game is min(left/20 + increment*0.8, left/3). Ctrl-C stops it.
`,
};
