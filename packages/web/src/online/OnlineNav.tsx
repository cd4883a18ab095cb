import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/AppLink.js';
import type { Route } from '../lib/route.js';

interface Props {
  readonly page: Route['page'];
  /** How many of my games wait on me; null when not known (nobody signed in). */
  readonly waiting: number | null;
}

/** The online pages: the lobby, my games (with how many wait on me) and the leaderboard. */
export function OnlineNav({ page, waiting }: Props) {
  const { t } = useTranslation();
  return (
    <nav className="online-nav" aria-label={t('online.nav.label')}>
      <AppLink href="/online" current={page === 'lobby'}>
        {t('online.nav.lobby')}
      </AppLink>
      <AppLink href="/online/games" current={page === 'my-games'}>
        {t('online.nav.myGames')}
        {waiting !== null && waiting > 0 && (
          <span className="waiting-count">
            {' '}
            {waiting}
            <span className="sr-only"> {t('online.nav.waiting')}</span>
          </span>
        )}
      </AppLink>
      <AppLink href="/leaderboard" current={page === 'leaderboard'}>
        {t('online.nav.leaderboard')}
      </AppLink>
    </nav>
  );
}
