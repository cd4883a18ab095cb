interface Props {
  /** The deepest search depth completed so far, or null before the first. */
  readonly depth: number | null;
  readonly onMoveNow: () => void;
}

/** "The AI is thinking…", how deep it has searched, and "Move now" to make it play at once. */
export function AiThinking({ depth, onMoveNow }: Props) {
  return (
    <div className="thinking">
      <p role="status">
        <span className="spinner" aria-hidden="true" /> The AI is thinking…
      </p>
      {depth !== null && (
        <span className="thinking-depth">
          looking {depth} {depth === 1 ? 'turn' : 'turns'} ahead
        </span>
      )}
      <button type="button" className="move-now" onClick={onMoveNow}>
        Move now
      </button>
    </div>
  );
}

/** Says that the AI's last turn was played early, and how deep it had looked. */
export function MovedNowNote({ depth }: { readonly depth: number }) {
  return (
    <p className="moved-now" role="status">
      The AI moved at once: its best turn looking {depth} {depth === 1 ? 'turn' : 'turns'} ahead.
    </p>
  );
}
