import { t } from '../i18n/i18n.js';
import { godTitle, type GodName } from '@santorini/engine';
import { powerText } from '../powers/powerText.js';
import { useEffect, useRef, useState } from 'react';
import { Emblem } from '../powers/Emblem.js';
import { pickableGods } from '../game/newGame.js';
import type { SeatBody, SetupBody, SetupStepRequest } from '@santorini/protocol';
import { seatTitle } from './resultText.js';

interface Props {
  readonly setup: SetupBody;
  readonly seats: readonly SeatBody[];
  /** The seats this player holds. */
  readonly mine: readonly number[];
  readonly busy: boolean;
  readonly error: string | null;
  readonly onStep: (step: SetupStepRequest) => void;
}

/** What the flow waits for, in words. */
function waitingLine(setup: SetupBody, seats: readonly SeatBody[]): string {
  const who = seatTitle(seats, setup.chooser);
  switch (setup.stage) {
    case 'offer':
      return t('online.setup.choosingOffer', { seat: who, count: seats.length });
    case 'choose':
      return t('online.setup.choosingPower', { seat: who });
    case 'start':
      return t('online.setup.namingStart', { seat: who });
  }
}

/** The Challenger's flow played online (rules.md §4.1): offer the powers, take one each, name who starts. */
export function OnlineSetup({ setup, seats, mine, busy, error, onStep }: Props) {
  const [ticked, setTicked] = useState<readonly GodName[]>([]);
  const prompt = useRef<HTMLParagraphElement>(null);
  const acting = mine.includes(setup.chooser);
  const players = seats.length;

  // Each decision replaces the buttons just used: keyboard focus moves on to the next question.
  useEffect(() => {
    prompt.current?.focus();
  }, [setup.stage, setup.chooser]);

  const left = setup.offered.filter((god) => !setup.chosen.includes(god));
  return (
    <section className="panel online-setup" aria-labelledby="setup-title">
      <h2 id="setup-title">{t('online.setup.title')}</h2>
      {setup.offered.length > 0 && (
        <p>{t('online.setup.offered', { gods: setup.offered.map(godTitle).join(', ') })}</p>
      )}
      {setup.chosen.some((god) => god !== null) && (
        <ul className="setup-gods">
          {setup.chosen.map((god, seat) =>
            god === null ? null : (
              <li key={seat}>
                {seatTitle(seats, seat)}: {godTitle(god)}
              </li>
            ),
          )}
        </ul>
      )}
      <p className="status" ref={prompt} tabIndex={-1} aria-live="polite">
        {acting
          ? setup.stage === 'offer'
            ? t('online.setup.youOffer', { count: players })
            : setup.stage === 'choose'
              ? t('online.setup.youChoose')
              : t('online.setup.youName')
          : waitingLine(setup, seats)}
      </p>
      {acting && setup.stage === 'offer' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onStep({ offer: [...ticked] });
          }}
        >
          <fieldset className="god-cards">
            <legend>{t('online.setup.offerLegend', { count: players, chosen: ticked.length })}</legend>
            {pickableGods().map((god) => (
              <label key={god} className={ticked.includes(god) ? 'god-card picked' : 'god-card'}>
                <input
                  type="checkbox"
                  name="offer"
                  value={god}
                  checked={ticked.includes(god)}
                  onChange={(event) => {
                    const on = event.target.checked;
                    setTicked((old) => (on ? [...old, god] : old.filter((other) => other !== god)));
                  }}
                />
                <Emblem god={god} />
                <strong>{godTitle(god)}</strong>
                <span className="god-text">{powerText(god).summary}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="primary" disabled={busy}>
            {t('online.setup.offer')}
          </button>
        </form>
      )}
      {acting && setup.stage === 'choose' && (
        <div className="god-cards">
          {left.map((god) => (
            <div key={god} className="god-card">
              <Emblem god={god} />
              <strong>{godTitle(god)}</strong>
              <span className="god-text">{powerText(god).summary}</span>
              <button
                type="button"
                className="primary"
                disabled={busy}
                onClick={() => {
                  onStep({ choose: god });
                }}
              >
                {t('online.setup.take', { god: godTitle(god) })}
              </button>
            </div>
          ))}
        </div>
      )}
      {acting && setup.stage === 'start' && (
        <div className="dialog-buttons">
          {seats.map((_, seat) => (
            <button
              key={seat}
              type="button"
              disabled={busy}
              onClick={() => {
                onStep({ start: seat });
              }}
            >
              {t('online.setup.starts', { seat: seatTitle(seats, seat) })}
            </button>
          ))}
        </div>
      )}
      {error !== null && (
        <p className="notice failure" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
