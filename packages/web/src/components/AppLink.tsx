import type { ReactNode } from 'react';
import { navigate } from '../lib/route.js';

interface Props {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
  readonly current?: boolean;
}

/** A link to another page of the app, followed without loading the page again (new tabs still work). */
export function AppLink({ href, children, className, current }: Props) {
  return (
    <a
      href={href}
      className={className}
      aria-current={current === true ? 'page' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
