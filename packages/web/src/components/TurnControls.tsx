import { useTranslation } from 'react-i18next';
import type { Position, Step } from '@santorini/engine';
import { stepChoiceLabel } from '../game/describe.js';

interface Props {
  readonly status: string;
  /** What the power allows now ("Artemis: you may move again, or build."), if anything special. */
  readonly hint?: string | null;
  readonly notice: string | null;
  /** The board the choice is about (the turn so far). */
  readonly board: Position;
  readonly choice: readonly Step[] | null;
  readonly canEnd: boolean;
  /** The turn is complete and waits for "Confirm turn" (the confirm-turn switch). */
  readonly awaitingConfirmation: boolean;
  readonly hasPass: boolean;
  readonly canUndoStep: boolean;
  readonly canUndoTurn: boolean;
  /** False for someone who only watches (online spectators): no undo buttons at all. */
  readonly undoable?: boolean;
  readonly onChoose: (step: Step) => void;
  readonly onCancelChoice: () => void;
  readonly onEndTurn: () => void;
  readonly onConfirm: () => void;
  readonly onPass: () => void;
  readonly onUndoStep: () => void;
  readonly onUndoTurn: () => void;
}

/**
 * The action bar, right under the board: whose turn it is and what to do (announced), what the power
 * allows now, why a click was refused, and the buttons a turn may need.
 */
export function TurnControls(props: Props) {
  const { t } = useTranslation();
  const { choice, board } = props;
  return (
    <section className="controls" aria-label={t('local.turn.label')}>
      <p className="status" role="status" aria-live="polite">
        {props.status}
      </p>
      {props.hint !== undefined && props.hint !== null && <p className="power-hint">{props.hint}</p>}
      {props.notice !== null && (
        <p className="notice" role="alert">
          {props.notice}
        </p>
      )}
      {choice !== null && (
        <div className="choice" role="group" aria-label={t('local.turn.chooseStep')}>
          {choice.map((step, index) => (
            <button
              key={index}
              type="button"
              onClick={() => {
                props.onChoose(step);
              }}
            >
              {stepChoiceLabel(board, step)}
            </button>
          ))}
          <button type="button" onClick={props.onCancelChoice}>
            {t('local.turn.cancel')}
          </button>
        </div>
      )}
      <div className="turn-buttons">
        {props.awaitingConfirmation && (
          <button type="button" className="end-turn confirm-turn" onClick={props.onConfirm}>
            {t('local.turn.confirm')}
          </button>
        )}
        {props.canEnd && (
          <button type="button" className="end-turn" onClick={props.onEndTurn}>
            {t('local.turn.end')}
          </button>
        )}
        {props.hasPass && (
          <button type="button" onClick={props.onPass}>
            {t('local.turn.pass')}
          </button>
        )}
        {props.undoable !== false && (
          <>
            <button type="button" disabled={!props.canUndoStep} onClick={props.onUndoStep}>
              {t('local.turn.undoStep')}
            </button>
            <button type="button" disabled={!props.canUndoTurn} onClick={props.onUndoTurn}>
              {t('local.turn.undoTurn')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
