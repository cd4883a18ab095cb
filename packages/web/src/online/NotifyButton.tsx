import { useState } from 'react';
import type { NotifyPermission, TurnSignals } from './turnSignals.js';

/**
 * Asks for browser notifications of "your turn" — only when clicked, never on load. Says where they
 * stand once asked; shows nothing where the browser has none.
 */
export function NotifyButton({ signals }: { readonly signals: TurnSignals }) {
  const [permission, setPermission] = useState<NotifyPermission>(() => signals.permission());
  if (permission === 'unsupported') return null;
  if (permission === 'granted') return <span className="notify-state">Turn notifications on</span>;
  if (permission === 'denied') return <span className="notify-state">Notifications blocked</span>;
  return (
    <button
      type="button"
      className="notify-button"
      title="Tell me when it is my turn while this tab is in the background"
      onClick={() => {
        void signals.requestPermission().then(setPermission);
      }}
    >
      Notify me
    </button>
  );
}
