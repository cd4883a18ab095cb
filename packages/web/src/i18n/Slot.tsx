import type { ReactNode } from 'react';

/** What a catalog string's one element placeholder is filled with before `Slot` splits it there. */
export const SLOT = '\u0000';

/**
 * A translated sentence with an element inside it ("reserved for <a>Ann</a>"): `text` is the
 * sentence with `SLOT` where the element goes, so each language puts it where its grammar wants.
 */
export function Slot({ text, children }: { readonly text: string; readonly children: ReactNode }) {
  const [before = '', after = ''] = text.split(SLOT);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
