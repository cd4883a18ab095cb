interface Props {
  readonly message: string;
  readonly onRematch: () => void;
  readonly onNewGame: () => void;
  readonly onClose: () => void;
}

/** The end of the game: who won, and what next. */
export function WinnerDialog({ message, onRematch, onNewGame, onClose }: Props) {
  return (
    <div className="overlay">
      <div className="dialog winner" role="dialog" aria-modal="true" aria-labelledby="winner-title">
        <h2 id="winner-title">{message}</h2>
        <div className="dialog-buttons">
          <button type="button" onClick={onRematch} autoFocus>
            Rematch
          </button>
          <button type="button" onClick={onNewGame}>
            New game
          </button>
          <button type="button" onClick={onClose}>
            Look at the board
          </button>
        </div>
      </div>
    </div>
  );
}
