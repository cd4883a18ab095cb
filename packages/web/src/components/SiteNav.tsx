import { AppLink } from './AppLink.js';
import './SiteNav.css';

const PAGES = [
  { href: '/', label: 'Local', page: 'local' },
  { href: '/online', label: 'Online', page: 'online' },
  { href: '/puzzles', label: 'Puzzles', page: 'puzzles' },
] as const;

/** Local play (people and the AI at this screen) and online play, side by side in the header. */
export function SiteNav({ current }: { readonly current: (typeof PAGES)[number]['page'] }) {
  return (
    <nav className="site-nav" aria-label="Play">
      {PAGES.map(({ href, label, page }) => (
        <AppLink key={page} href={href} current={current === page}>
          {label}
        </AppLink>
      ))}
    </nav>
  );
}
