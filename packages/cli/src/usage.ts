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
  engine              the engine protocol (not implemented yet)

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
  --seats K,K,..   who plays each seat in turn order: human or random (e.g. human,random,random)
  --vs K           two players: you are A, K (human or random) is B
  --gods G         none (2 players only), random (dealt by the seed), challenger (Player A offers,
                   the others choose, A names the Start Player), or one per seat: apollo,athena
                   (none for a seat without a power, 2 players only)
  --seed N         repeats the random players and the random gods
  --load FILE      continues a saved game record (text or JSON; --seats may change who plays)
During the game type "help" for the notation, "moves" for the legal turns, "save FILE" to
save the game record. With 4 players seats A+C and B+D are teams that share their workers.
`,
  engine: `Usage: santorini engine

Speaks the engine protocol on stdin/stdout (not implemented yet).
`,
};
