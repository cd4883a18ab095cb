import { useTranslation } from 'react-i18next';
import { Modal } from './Modal.js';

interface Props {
  readonly message: string;
  /** Why the game ended, in words (e.g. "White cannot move"); null when the message says it all. */
  readonly reason: string | null;
  readonly onRematch: () => void;
  readonly onNewGame: () => void;
  readonly onClose: () => void;
}

/** The end of the game: who won and why, and what next. Esc looks at the board. */
export function WinnerDialog({ message, reason, onRematch, onNewGame, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal labelledBy="winner-title" className="winner" onEscape={onClose}>
      <h2 id="winner-title">{message}</h2>
      {reason !== null && <p className="win-reason">{reason}</p>}
      <div className="dialog-buttons">
        <button type="button" className="primary" onClick={onRematch} data-autofocus>
          {t('local.winner.rematch')}
        </button>
        <button type="button" onClick={onNewGame}>
          {t('local.winner.newGame')}
        </button>
        <button type="button" onClick={onClose}>
          {t('local.winner.look')}
        </button>
      </div>
    </Modal>
  );
}
