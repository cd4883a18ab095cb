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
  return (
    <Modal labelledBy="replace-title" className="replace" onEscape={onKeep}>
      <h2 id="replace-title">Replace the game in progress?</h2>
      <p>
        Opening {incoming} ends the game you are playing ({turns} {turns === 1 ? 'turn' : 'turns'} so far). It
        is not kept anywhere else: to keep it, copy its record from “Save and share” first.
      </p>
      <div className="dialog-buttons">
        <button type="button" onClick={onKeep} data-autofocus>
          Keep my game
        </button>
        <button type="button" className="danger" onClick={onReplace}>
          Replace it
        </button>
      </div>
    </Modal>
  );
}
