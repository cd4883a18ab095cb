import { nextSteps, parsePositionText } from '@santorini/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n.js';
import { powerHint } from './powerHint.js';
import { ruleSwitchText } from './ruleSwitches.js';
import { importGame } from './sharing.js';

const artemisMoved = () => {
  const parsed = parsePositionText(
    '{"players":[{"god":"artemis","workers":["b2","d4"]},{"god":null,"workers":["c4","e5"]}],' +
      '"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}',
  );
  if (!parsed.ok) throw new Error(parsed.error.message);
  const prefix = [{ kind: 'move', from: 6, to: 7 }] as const;
  return powerHint(parsed.value, prefix, nextSteps(parsed.value, prefix));
};

describe("the local game's words in French and Dutch", () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('names a rule switch in the language shown when it is read', async () => {
    expect(ruleSwitchText('biaStarts').label).toBe('Bia starts');
    await setLanguage('fr');
    expect(ruleSwitchText('biaStarts').label).toBe('Bia commence');
    await setLanguage('nl');
    expect(ruleSwitchText('biaStarts').label).toBe('Bia begint');
  });

  it('says what a power allows in French, with French spacing', async () => {
    await setLanguage('fr');
    expect(artemisMoved()).toBe('Artemis\u00a0: vous pouvez vous déplacer à nouveau ou construire.');
  });

  it("puts Dutch words around the engine's reason for a bad paste", async () => {
    await setLanguage('nl');
    expect(importGame('   ')).toEqual({
      error: 'Plak eerst een spelnotatie of een stelling (tekst of JSON).',
    });
    const bad = importGame('{"levels": 3}');
    expect('error' in bad && bad.error).toMatch(/^Dit is geen stelling: ./);
  });

  it("says the engine's reason for a bad position or record in the language too", async () => {
    await setLanguage('nl');
    const position = importGame('{"levels": 3}');
    expect('error' in position && position.error).toBe(
      'Dit is geen stelling: players: een lijst van 2 tot 4 spelers verwacht, kreeg undefined',
    );
    await setLanguage('fr');
    const record = importGame(
      '{"players": [{}, {}], "turns": [], "start": 0, "seed": 1, "position": {"levels": 3}}',
    );
    expect('error' in record && record.error).toBe(
      "Ce n'est pas une notation de partie\u00a0: position\u00a0: players\u00a0: un tableau de 2 à 4 joueurs est attendu, reçu undefined",
    );
  });
});
