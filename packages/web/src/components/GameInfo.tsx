import type { RuleSwitches } from '@santorini/engine';
import { ruleSwitchText, rulesOn } from '../game/ruleSwitches.js';

interface Props {
  readonly rules: RuleSwitches;
  readonly fromPosition: boolean;
  readonly confirmTurns: boolean;
}

/** What differs from a default game: rule switches on (rules.md Part A), a pasted start, confirm turn. */
export function GameInfo({ rules, fromPosition, confirmTurns }: Props) {
  const on = rulesOn(rules);
  if (on.length === 0 && !fromPosition && !confirmTurns) return null;
  return (
    <section className="game-info" aria-label="About this game">
      {on.length > 0 && (
        <>
          <h2>Rule switches on</h2>
          <ul>
            {on.map((name) => {
              const text = ruleSwitchText(name);
              return (
                <li key={name} data-rule={name}>
                  <strong>{text.label}</strong>: {text.explanation}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {fromPosition && <p>This game started from a pasted position.</p>}
      {confirmTurns && <p>Each turn waits for “Confirm turn”.</p>}
    </section>
  );
}
