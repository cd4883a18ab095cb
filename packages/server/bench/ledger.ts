/** What the clients of one game were told, to hold against the game's final record. */
export interface GameLedger {
  readonly gameId: string;
  /** Turns acknowledged to a client: `seq` (turns once played) → the turn, as broadcast. */
  readonly acknowledged: ReadonlyMap<number, string>;
  /** Seqs at which two different turns were acknowledged (a turn doubled or replaced). */
  readonly conflicts: number;
  /** Whether a turn was still awaiting its answer when the run stopped (it may be recorded). */
  readonly pending: boolean;
}

export interface LedgerCheck {
  /** Acknowledged turns missing from the record, or recorded differently. */
  readonly lost: number;
  /** Turns in the record beyond those acknowledged (a pending one allowed), and conflicts. */
  readonly duplicated: number;
  /** Games whose record disagrees with what was acknowledged. */
  readonly badGames: readonly string[];
}

/** Records a broadcast turn in a game's ledger; answers false when it conflicts with an earlier one. */
export function acknowledge(acknowledged: Map<number, string>, seq: number, turn: string): boolean {
  const known = acknowledged.get(seq);
  if (known === undefined) acknowledged.set(seq, turn);
  return known === undefined || known === turn;
}

/** Holds each game's ledger against its recorded turns (`record.turns`, turn `seq` at seq − 1). */
export function checkLedgers(
  ledgers: readonly GameLedger[],
  recorded: ReadonlyMap<string, readonly string[]>,
): LedgerCheck {
  let lost = 0;
  let duplicated = 0;
  const badGames: string[] = [];
  for (const ledger of ledgers) {
    const turns = recorded.get(ledger.gameId) ?? [];
    let gameLost = 0;
    let last = 0;
    for (const [seq, turn] of ledger.acknowledged) {
      last = Math.max(last, seq);
      if (turns[seq - 1] !== turn) gameLost++;
    }
    const unacknowledged = turns.length - last - (ledger.pending ? 1 : 0);
    const gameDuplicated = ledger.conflicts + Math.max(0, unacknowledged);
    lost += gameLost;
    duplicated += gameDuplicated;
    if (gameLost + gameDuplicated > 0) badGames.push(ledger.gameId);
  }
  return { lost, duplicated, badGames };
}
