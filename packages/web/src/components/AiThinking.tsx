import { useTranslation } from 'react-i18next';
interface Props {
  /** The deepest search depth completed so far, or null before the first. */
  readonly depth: number | null;
  readonly onMoveNow: () => void;
}

/** "The AI is thinking…", how deep it has searched, and "Move now" to make it play at once. */
export function AiThinking({ depth, onMoveNow }: Props) {
  const { t } = useTranslation();
  return (
    <div className="thinking">
      <p role="status">
        <span className="spinner" aria-hidden="true" /> {t('local.ai.thinking')}
      </p>
      {depth !== null && <span className="thinking-depth">{t('local.ai.depth', { count: depth })}</span>}
      <button type="button" className="move-now" onClick={onMoveNow}>
        {t('local.ai.moveNow')}
      </button>
    </div>
  );
}

/** Says that the AI's last turn was played early, and how deep it had looked. */
export function MovedNowNote({ depth }: { readonly depth: number }) {
  const { t } = useTranslation();
  return (
    <p className="moved-now" role="status">
      {t('local.ai.movedNow', { count: depth })}
    </p>
  );
}
