import { AppLink } from '../components/AppLink.js';
import type { Route } from './route.js';

interface Props {
  readonly page: Route['page'];
  /** How many of my games wait on me; null when not known (nobody signed in). */
  readonly waiting: number | null;
}

/** The online pages: the lobby, my games (with how many wait on me) and the leaderboard. */
export function OnlineNav({ page, waiting }: Props) {
  return (
    <nav className="online-nav" aria-label="Online">
      <AppLink href="/online" current={page === 'lobby'}>
        Lobby
      </AppLink>
      <AppLink href="/online/games" current={page === 'my-games'}>
        Your games
        {waiting !== null && waiting > 0 && (
          <span className="waiting-count">
            {' '}
            {waiting}
            <span className="sr-only"> waiting on you</span>
          </span>
        )}
      </AppLink>
      <AppLink href="/leaderboard" current={page === 'leaderboard'}>
        Leaderboard
      </AppLink>
    </nav>
  );
}
