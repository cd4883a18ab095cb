import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { NotifyPermission, TurnSignals } from './turnSignals.js';

/**
 * Asks for browser notifications of "your turn" — only when clicked, never on load. Says where they
 * stand once asked; shows nothing where the browser has none.
 */
export function NotifyButton({ signals }: { readonly signals: TurnSignals }) {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<NotifyPermission>(() => signals.permission());
  if (permission === 'unsupported') return null;
  if (permission === 'granted') return <span className="notify-state">{t('online.notify.on')}</span>;
  if (permission === 'denied') return <span className="notify-state">{t('online.notify.blocked')}</span>;
  return (
    <button
      type="button"
      className="notify-button"
      title={t('online.notify.askTitle')}
      onClick={() => {
        void signals.requestPermission().then(setPermission);
      }}
    >
      {t('online.notify.ask')}
    </button>
  );
}
