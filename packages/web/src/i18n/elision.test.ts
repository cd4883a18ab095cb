import { describe, expect, it } from 'vitest';
import { elide } from './elision.js';

describe('elide', () => {
  it('elides before names that start with a vowel or an h', () => {
    expect(elide("le pouvoir de Apollo, l'ouvrier de Orange, que Hermès")).toBe(
      "le pouvoir d'Apollo, l'ouvrier d'Orange, qu'Hermès",
    );
  });

  it('keeps consonants, lower-case words and square names as they are', () => {
    expect(elide('le pouvoir de Déméter, de a1 en b2, la règle de hauteur')).toBe(
      'le pouvoir de Déméter, de a1 en b2, la règle de hauteur',
    );
  });
});
