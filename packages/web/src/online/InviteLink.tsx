import { useTranslation } from 'react-i18next';
import { useState } from 'react';

/**
 * A compact "Copy invite link" button, saying whether it copied; the address itself shows (to
 * select and copy by hand) only where the clipboard refused.
 */
export function InviteLink({ link }: { readonly link: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="invite" role="group" aria-label={t('online.invite.label')}>
      <button
        type="button"
        className="invite-copy"
        title={t('online.invite.send')}
        onClick={() => {
          void copy();
        }}
      >
        {t('online.invite.copy')}
      </button>
      {copied === false && (
        <input
          readOnly
          aria-label={t('online.invite.label')}
          value={link}
          onFocus={(event) => {
            event.target.select();
          }}
        />
      )}
      <span className="hint" role="status">
        {copied === null ? '' : copied ? t('online.invite.copied') : t('online.invite.notCopied')}
      </span>
    </div>
  );
}
