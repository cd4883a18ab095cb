import { useTranslation } from 'react-i18next';
import { useState } from 'react';

/** The game's address with a button to copy it, saying whether it did. */
export function InviteLink({ link, prominent }: { readonly link: string; readonly prominent: boolean }) {
  const { t } = useTranslation();
  const [feedback, setFeedback] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setFeedback(t('online.invite.copied'));
    } catch {
      setFeedback(t('online.invite.notCopied'));
    }
  };
  return (
    <section
      className={prominent ? 'panel invite prominent' : 'invite'}
      aria-label={t('online.invite.label')}
    >
      {prominent && <p>{t('online.invite.send')}</p>}
      <div className="invite-row">
        <input
          readOnly
          aria-label={t('online.invite.label')}
          value={link}
          onFocus={(event) => {
            event.target.select();
          }}
        />
        <button
          type="button"
          onClick={() => {
            void copy();
          }}
        >
          {t('online.invite.copy')}
        </button>
      </div>
      <p className="hint" role="status">
        {feedback}
      </p>
    </section>
  );
}
