import { describe, expect, it } from 'vitest';
import { codeOf } from '../testing/refusals.js';
import { checkPasswordStrength } from './passwordStrength.js';
import { Refusal } from './refusal.js';

describe('checkPasswordStrength', () => {
  it.each([
    ['aaaaaaaa', 'Ann', /too easy to guess \(a repeated character\)/],
    ['password1', 'Ann', /too easy to guess \(a commonly used password\)/],
    ['12345678', 'Ann', /too easy to guess \(one of the ten most used passwords\)/],
    ['qwertyuiop', 'Ann', /too easy to guess/],
    ['ann12345', 'Ann', /too easy to guess/],
    ['zephyrine1', 'Zephyrine', /too easy to guess \(built on the account name\)/],
  ])('refuses %j for %s as malformed, saying why and what would pass', async (password, name, why) => {
    const refused = await checkPasswordStrength(password, name).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Refusal);
    expect((refused as Refusal).code).toBe('malformed');
    expect((refused as Refusal).message).toMatch(why);
    expect((refused as Refusal).message).toMatch(/three or four unrelated words/);
  });

  it.each([
    ['correct horse battery', 'Ann'],
    ['zephyrine1', 'Ann'],
    ['a long password', 'Robo'],
    ['xK9#mQ2v', 'Ann'],
  ])('accepts %j for %s', async (password, name) => {
    expect(await codeOf(checkPasswordStrength(password, name))).toBe('accepted');
  });
});
