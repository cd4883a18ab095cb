import { useTranslation } from 'react-i18next';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { offlineStatus, type OfflineStatusStore } from './offlineStatus.js';
import './offlineNote.css';

/** How long "Ready to play offline" stays up: it needs no answer. */
const READY_NOTE_MS = 6000;

/** A small note at the top, over the header: "Ready to play offline", or a new version with "Reload". */
export function OfflineNote({ store = offlineStatus }: { readonly store?: OfflineStatusStore }) {
  const { t } = useTranslation();
  const status = useSyncExternalStore(store.subscribe, store.get);
  const [dismissed, setDismissed] = useState<unknown>(null);

  useEffect(() => {
    if (status.kind !== 'ready') return;
    const timer = window.setTimeout(() => {
      setDismissed(status);
    }, READY_NOTE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [status]);

  if (status.kind === 'none' || dismissed === status) return null;
  if (status.kind === 'ready')
    return (
      <p className="offline-note offline-note-ready" role="status">
        <span aria-hidden="true">✓ </span>
        {t('local.offline.ready')}
      </p>
    );
  return (
    <div className="offline-note offline-note-update" role="status">
      <span>{t('local.offline.newVersion')}</span>
      <button type="button" onClick={status.reload}>
        {t('local.offline.reload')}
      </button>
      <button
        type="button"
        className="offline-note-later"
        onClick={() => {
          setDismissed(status);
        }}
      >
        {t('local.offline.later')}
      </button>
    </div>
  );
}
