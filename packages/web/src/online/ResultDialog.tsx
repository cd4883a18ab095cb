import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal.js';

interface Props {
  readonly message: string;
  /** What the rematch button says and does; null for spectators. */
  readonly rematch: {
    readonly label: string;
    readonly note: string | null;
    readonly onClick: () => void;
  } | null;
  readonly error: string | null;
  readonly busy: boolean;
  readonly onLobby: () => void;
  readonly onClose: () => void;
}

/** The end of an online game: the result, a rematch (offered, or offered by the other player), the lobby. */
export function ResultDialog({ message, rematch, error, busy, onLobby, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal labelledBy="result-title" className="winner" onEscape={onClose}>
      <h2 id="result-title">{message}</h2>
      {rematch?.note != null && <p role="status">{rematch.note}</p>}
      {error !== null && (
        <p className="notice failure" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-buttons">
        {rematch !== null && (
          <button type="button" className="primary" data-autofocus disabled={busy} onClick={rematch.onClick}>
            {rematch.label}
          </button>
        )}
        <button type="button" onClick={onLobby} data-autofocus={rematch === null ? true : undefined}>
          {t('online.result.backToLobby')}
        </button>
        <button type="button" onClick={onClose}>
          {t('online.result.lookAtBoard')}
        </button>
      </div>
    </Modal>
  );
}
