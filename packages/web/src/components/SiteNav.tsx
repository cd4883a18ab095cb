import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../i18n/LanguagePicker.js';
import { AppLink } from './AppLink.js';
import './SiteNav.css';

const PAGES = [
  { href: '/', label: 'nav.local', page: 'local' },
  { href: '/online', label: 'nav.online', page: 'online' },
  { href: '/puzzles', label: 'nav.puzzles', page: 'puzzles' },
  { href: '/learn', label: 'nav.learn', page: 'learn' },
] as const;

/**
 * Local play (people and the AI at this screen), online play, puzzles and how to play, side by side in the
 * header, then the language menu.
 */
export function SiteNav({ current }: { readonly current: (typeof PAGES)[number]['page'] }) {
  const { t } = useTranslation();
  return (
    <>
      <nav className="site-nav" aria-label={t('nav.label')}>
        {PAGES.map(({ href, label, page }) => (
          <AppLink key={page} href={href} current={current === page}>
            {t(label)}
          </AppLink>
        ))}
      </nav>
      <LanguagePicker />
    </>
  );
}
