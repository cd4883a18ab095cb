import { useTranslation } from 'react-i18next';
import { godTitle, remainingGods, type GameRecord, type GodName } from '@santorini/engine';
import { powerText } from '../powers/powerText.js';
import { useEffect, useRef, useState } from 'react';
import {
  actingSeat,
  challengerRecord,
  choosePower,
  flowStage,
  nameStart,
  offerPowers,
  type ChallengerFlow,
} from './challenger.js';
import { eventLine, promptLine, setupSeatName } from './challengerText.js';
import { Emblem } from '../powers/Emblem.js';
import { pickableGods } from '../game/newGame.js';
import { refusedAgain, type Later } from '../i18n/later.js';

interface Props {
  readonly flow: ChallengerFlow;
  readonly onFlow: (flow: ChallengerFlow) => void;
  readonly onStart: (record: GameRecord) => void;
  readonly onBack: () => void;
}

/**
 * The people's decisions of the Challenger's setup (the AI seats decide in `challenger.ts`): the
 * offer, each power taken, the Start Player. Every refusal shows the engine's reason.
 */
export function ChallengerSteps({ flow, onFlow, onStart, onBack }: Props) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<readonly GodName[]>([]);
  const [error, setError] = useState<Later | null>(null);
  const prompt = useRef<HTMLParagraphElement>(null);
  const stage = flowStage(flow);
  const seat = actingSeat(flow);

  // The buttons just used go away with each decision: keyboard focus moves on to the next question.
  useEffect(() => {
    prompt.current?.focus();
  }, [stage, seat]);

  /** Takes a step; a refused one is worded again (by `make`, pure) when shown, in the language of that moment. */
  const apply = (make: () => { flow: ChallengerFlow } | { error: string }) => {
    const made = make();
    if ('error' in made) setError(refusedAgain(make, made.error));
    else {
      setError(null);
      onFlow(made.flow);
    }
  };
  const toggle = (god: GodName, on: boolean) => {
    setTicked((old) =>
      on ? [...old.filter((other) => other !== god), god] : old.filter((other) => other !== god),
    );
    setError(null);
  };
  const start = () => {
    const made = challengerRecord(flow);
    if ('error' in made) setError(refusedAgain(() => challengerRecord(flow), made.error));
    else onStart(made.record);
  };

  return (
    <div className="challenger-steps">
      <h2 id="challenger-title">{t('local.challenger.title')}</h2>
      {flow.events.length > 0 && (
        <ol className="setup-log">
          {flow.events.map((event, index) => (
            <li key={index}>{eventLine(flow, event)}</li>
          ))}
        </ol>
      )}
      <p className="status" ref={prompt} tabIndex={-1}>
        {promptLine(flow)}
      </p>
      {stage === 'offer' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            apply(() => offerPowers(flow, ticked));
          }}
        >
          <fieldset>
            <legend>
              {t('local.challenger.offer', { players: flow.seats.length, ticked: ticked.length })}
            </legend>
            <div className="god-cards offer-cards">
              {pickableGods().map((god) => (
                <label key={god} className="god-card">
                  <input
                    type="checkbox"
                    name="offer"
                    value={god}
                    checked={ticked.includes(god)}
                    aria-describedby={`offer-${god}`}
                    onChange={(event) => {
                      toggle(god, event.target.checked);
                    }}
                  />
                  <Emblem god={god} />
                  <strong>{godTitle(god)}</strong>
                  <small id={`offer-${god}`}>{powerText(god).summary}</small>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="primary">
            {t('local.challenger.offerButton')}
          </button>
        </form>
      )}
      {stage === 'choose' && (
        <fieldset>
          <legend>{t('local.challenger.powersLeft')}</legend>
          {remainingGods(flow.setup).map((god) => (
            <div key={god} className="seat-row take-power">
              <Emblem god={god} />
              <button
                type="button"
                aria-describedby={`left-${god}`}
                onClick={() => {
                  apply(() => choosePower(flow, god));
                }}
              >
                {t('local.challenger.take', { god: godTitle(god) })}
              </button>
              <p className="god-text" id={`left-${god}`}>
                {powerText(god).summary}
              </p>
            </div>
          ))}
        </fieldset>
      )}
      {stage === 'start' && (
        <fieldset>
          <legend>{t('local.challenger.startPlayer')}</legend>
          {flow.seats.map((_, start) => (
            <button
              key={start}
              type="button"
              onClick={() => {
                apply(() => nameStart(flow, start));
              }}
            >
              {t('local.challenger.starts', { seat: setupSeatName(flow, start) })}
            </button>
          ))}
        </fieldset>
      )}
      {stage === 'ready' && (
        <ul className="setup-gods">
          {flow.setup.gods.map((god, index) => (
            <li key={index}>
              {t('local.challenger.seatGod', {
                seat: setupSeatName(flow, index),
                god: god === null ? t('local.challenger.noPower') : godTitle(god),
              })}
            </li>
          ))}
        </ul>
      )}
      {error !== null && (
        <p className="notice" role="alert">
          {error.word()}
        </p>
      )}
      <div className="dialog-buttons">
        {stage === 'ready' && (
          <button type="button" onClick={start}>
            {t('local.challenger.startGame')}
          </button>
        )}
        <button type="button" onClick={onBack}>
          {t('local.challenger.back')}
        </button>
      </div>
    </div>
  );
}
