import { useTranslation } from 'react-i18next';
import { Modal } from './Modal.js';

interface Props {
  /** What would replace the game: "a new game", "the game you pasted", "the game in the link". */
  readonly incoming: string;
  /** Turns played in the game in progress. */
  readonly turns: number;
  readonly onReplace: () => void;
  readonly onKeep: () => void;
}

/** Asks before a game in progress is replaced: it is not kept anywhere else. Esc keeps it. */
export function ReplaceGameDialog({ incoming, turns, onReplace, onKeep }: Props) {
  const { t } = useTranslation();
  return (
    <Modal labelledBy="replace-title" className="replace" onEscape={onKeep}>
      <h2 id="replace-title">{t('local.replace.title')}</h2>
      <p>{t('local.replace.body', { incoming, count: turns })}</p>
      <div className="dialog-buttons">
        <button type="button" onClick={onKeep} data-autofocus>
          {t('local.replace.keep')}
        </button>
        <button type="button" className="danger" onClick={onReplace}>
          {t('local.replace.replace')}
        </button>
      </div>
    </Modal>
  );
}
