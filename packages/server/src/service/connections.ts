/** Which players have a socket open on which games in this process (for `seats[].connected`). */
export class Connections {
  private readonly counts = new Map<string, Map<string, number>>();

  /** Counts a socket; true when it is the player's first on the game. */
  add(gameId: string, playerId: string): boolean {
    let game = this.counts.get(gameId);
    if (game === undefined) {
      game = new Map<string, number>();
      this.counts.set(gameId, game);
    }
    const count = (game.get(playerId) ?? 0) + 1;
    game.set(playerId, count);
    return count === 1;
  }

  /** Uncounts a socket; true when it was the player's last on the game. */
  remove(gameId: string, playerId: string): boolean {
    const game = this.counts.get(gameId);
    const count = game?.get(playerId) ?? 0;
    if (game === undefined || count === 0) return false;
    if (count > 1) {
      game.set(playerId, count - 1);
      return false;
    }
    game.delete(playerId);
    if (game.size === 0) this.counts.delete(gameId);
    return true;
  }

  /** Whether any socket is counted. */
  isEmpty(): boolean {
    return this.counts.size === 0;
  }

  isConnected(gameId: string, playerId: string): boolean {
    return (this.counts.get(gameId)?.get(playerId) ?? 0) > 0;
  }
}
