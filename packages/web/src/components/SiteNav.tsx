import { navigate } from '../online/route.js';
import './SiteNav.css';

const PAGES = [
  { href: '/', label: 'Local', page: 'local' },
  { href: '/online', label: 'Online', page: 'online' },
] as const;

/** Local play (people and the AI at this screen) and online play, side by side in the header. */
export function SiteNav({ current }: { readonly current: 'local' | 'online' }) {
  return (
    <nav className="site-nav" aria-label="Play">
      {PAGES.map(({ href, label, page }) => (
        <a
          key={page}
          href={href}
          aria-current={current === page ? 'page' : undefined}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            navigate(href);
          }}
        >
          {label}
        </a>
      ))}
    </nav>
  );
}
