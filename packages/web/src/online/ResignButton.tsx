import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';

/** "Resign", then a confirmation before it happens. */
export function ResignButton({ onResign, busy }: { readonly onResign: () => void; readonly busy: boolean }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button
        type="button"
        className="danger"
        onClick={() => {
          setAsking(true);
        }}
      >
        {t('online.resign.resign')}
      </button>
    );
  return (
    <div className="confirm-resign" role="group" aria-label={t('online.resign.ask')}>
      <span>{t('online.resign.confirmText')}</span>
      <button
        type="button"
        className="danger"
        disabled={busy}
        onClick={() => {
          setAsking(false);
          onResign();
        }}
      >
        {t('online.resign.yes')}
      </button>
      <button
        type="button"
        ref={keep}
        onClick={() => {
          setAsking(false);
        }}
      >
        {t('online.resign.keep')}
      </button>
    </div>
  );
}
