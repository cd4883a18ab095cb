/**
 * Close codes of a game's socket beyond the WebSocket standard's (the server's additions to spec §7).
 * A client that gets one opens the socket again with `?since=` the last `seq` it holds.
 */

/**
 * The server may have missed messages of this game from other server processes (its link to them
 * was cut, or it saw a turn skip): open again with `?since=N` at once (after a short random wait)
 * to get every turn recorded meanwhile.
 */
export const RESYNC_CLOSE = { code: 4002, reason: 'resync' } as const;

/**
 * The server is busy (too many sockets opening at once): try again after a random wait. At the
 * upgrade the same is said with HTTP 503 and a `Retry-After` header (seconds).
 */
export const TRY_LATER_CLOSE = { code: 1013, reason: 'try again later' } as const;
