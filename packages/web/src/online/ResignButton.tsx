import { useEffect, useRef, useState } from 'react';

/** "Resign", then a confirmation before it happens. */
export function ResignButton({ onResign, busy }: { readonly onResign: () => void; readonly busy: boolean }) {
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
        Resign
      </button>
    );
  return (
    <div className="confirm-resign" role="group" aria-label="Resign the game?">
      <span>Resign this game? It cannot be undone.</span>
      <button
        type="button"
        className="danger"
        disabled={busy}
        onClick={() => {
          setAsking(false);
          onResign();
        }}
      >
        Yes, resign
      </button>
      <button
        type="button"
        ref={keep}
        onClick={() => {
          setAsking(false);
        }}
      >
        Keep playing
      </button>
    </div>
  );
}
