import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { POWERS_FR } from '../i18n/powers.fr.js';
import { POWERS_NL } from '../i18n/powers.nl.js';
import { ARTIFACTS, browserMissing, onlineServerMissing } from './browser.js';
import { browserSession, collectErrors } from './browserSession.js';

// The app's languages in a browser: the browser's own language first, the picker, the pick kept.
const missing = browserMissing() ?? (await onlineServerMissing());
if (missing !== null) console.warn(`skipping the language browser tests: ${missing}`);

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe.skipIf(missing !== null)('languages in a browser', () => {
  const session = browserSession();

  /** A page in a browser whose language is `locale`, with its own storage. */
  async function pageIn(locale: string): Promise<Page> {
    const context = await session.browser.newContext({ locale, viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    collectErrors(page, session.errors, { console: false });
    return page;
  }

  it('starts in the browser language, switches by the picker and keeps the pick', async () => {
    const page = await pageIn('fr-FR');
    await page.goto(`${session.server.url}/online`);
    await page.getByRole('heading', { name: 'Qui joue ?' }).waitFor();
    expect(await htmlLang(page)).toBe('fr');
    const nav = page.getByRole('navigation', { name: 'Jouer' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'Sur place',
      'En ligne',
      'Problèmes',
      'Comment jouer',
    ]);
    expect(await page.getByLabel('Langue').inputValue()).toBe('fr');

    await page.getByLabel('Nom', { exact: true }).fill('Amélie');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: 'Nouvelle partie en ligne' }).waitFor();
    await page.getByRole('heading', { name: 'Parties ouvertes' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'En ligne' }).innerText()).toMatch(/Salon/);
    await page.screenshot({ path: join(ARTIFACTS, 'languages-lobby-fr.png'), fullPage: true });

    await page.getByLabel('Langue').selectOption('nl');
    await page.getByRole('heading', { name: 'Nieuw onlinespel' }).waitFor();
    expect(await htmlLang(page)).toBe('nl');
    expect(await page.getByLabel('Taal').inputValue()).toBe('nl');

    await page.reload();
    await page.getByRole('heading', { name: 'Open spellen' }).waitFor();
    expect(await htmlLang(page)).toBe('nl');
    expect(await page.getByRole('navigation', { name: 'Spelen' }).innerText()).toMatch(/Hier spelen/);
    await page.screenshot({ path: join(ARTIFACTS, 'languages-lobby-nl.png'), fullPage: true });
    await page.context().close();
  });

  it('says why a click is refused in French, from the engine refusal', async () => {
    const page = await pageIn('fr-BE');
    await page.goto(session.server.url);
    const dialog = page.getByRole('dialog', { name: 'Nouvelle partie' });
    await dialog.waitFor();
    expect(await dialog.getByRole('group', { name: 'Dieux' }).innerText()).toMatch(/Aucun \(jeu de base\)/);
    expect(await dialog.getByRole('link', { name: 'Que font les dieux\u202f?' }).getAttribute('href')).toBe(
      '/learn#power-cards',
    );
    await dialog.locator('input[name="seat-1"][value="person"]').check();
    await dialog.getByText('Options avancées').click();
    await page.screenshot({ path: join(ARTIFACTS, 'languages-new-game-fr.png') });
    await page.getByRole('button', { name: 'Commencer' }).click();
    await expect
      .poll(() => page.getByRole('status').first().innerText())
      .toBe('Bleu joue\u00a0: placez votre premier ouvrier.');
    expect(await page.getByRole('region', { name: 'Tour' }).getByRole('button').allInnerTexts()).toEqual([
      "Défaire l'action",
      'Recommencer le tour',
    ]);
    for (const square of ['b2', 'd4', 'c2', 'd2']) await page.locator(`[data-square="${square}"]`).click();
    await expect.poll(() => page.locator('.log > ol > li').count()).toBe(2);
    await page.getByRole('heading', { name: 'Journal de la partie' }).waitFor();
    await page.locator('[data-square="c2"]').click();
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe("L'ouvrier en c2 est à Blanc, pas à vous\u00a0: choisissez un ouvrier Bleu.");
    await page.locator('[data-square="b2"]').click();
    await page.locator('[data-square="e4"]').click();
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe("Interdit\u00a0: e4 n'est pas voisine de b2.");
    expect(await page.locator('[data-square="b2"]').getAttribute('aria-label')).toBe(
      'b2, niveau 0, ouvrier Bleu, sélectionné',
    );
    await page.screenshot({ path: join(ARTIFACTS, 'languages-refusal-fr.png') });
    expect(session.errors).toEqual([]);
    await page.context().close();
  });

  it('shows the learn page in Dutch: lessons, diagrams and the cards', async () => {
    const page = await pageIn('nl-NL');
    await page.goto(`${session.server.url}/learn`);
    await page.getByRole('heading', { name: 'Zo speel je', level: 2 }).waitFor();
    expect(await htmlLang(page)).toBe('nl');
    for (const lesson of ['Het bord en de bouwers', 'Verplaatsen', 'Koepels', 'Godenkrachten'])
      expect(await page.getByRole('heading', { name: lesson, level: 3, exact: true }).count(), lesson).toBe(
        1,
      );
    expect(await page.locator('#turn').innerText()).toContain('Allebei, altijd in die volgorde.');
    expect(await page.getByRole('img', { name: /^De blauwe bouwer staat op niveau 1\./ }).count()).toBe(1);
    const apollo = page.locator('#power-apollo');
    expect(await apollo.getByRole('heading', { level: 4 }).innerText()).toBe(POWERS_NL.apollo.title);
    expect(await apollo.innerText()).toContain(POWERS_NL.apollo.text);
    await page.locator('#powers').getByRole('link', { name: 'hieronder' }).click();
    await page.getByRole('heading', { name: 'Eenvoudige goden', level: 3 }).waitFor();
    await page.locator('#moving').screenshot({ path: join(ARTIFACTS, 'languages-learn-nl.png') });
    await page.locator('#power-cards').screenshot({ path: join(ARTIFACTS, 'languages-learn-cards-nl.png') });

    // Switching the language redraws the page in it, the cards too.
    await page.getByLabel('Taal').selectOption('fr');
    await page.getByRole('heading', { name: 'Comment jouer', level: 2 }).waitFor();
    expect(await apollo.innerText()).toContain(POWERS_FR.apollo.text);
    expect(session.errors).toEqual([]);
    await page.context().close();
  });

  it('shows a power card in French, with its full text and rulings a click away', async () => {
    const page = await pageIn('fr-FR');
    await page.goto(session.server.url);
    await page.getByRole('dialog', { name: 'Nouvelle partie' }).waitFor();
    await page.locator('input[name="gods"][value="pick"]').check();
    await page.locator('input[name="god-0"][value="apollo"]').check();
    const card = page.locator('.picked-power .power-card');
    expect(await card.locator('h3').innerText()).toBe('Apollon');
    expect(await card.locator('.power-title').innerText()).toBe(POWERS_FR.apollo.epithet);
    expect(await card.locator('.power-text').innerText()).toBe(POWERS_FR.apollo.summary);
    const full = card.locator('details.power-full');
    expect(await full.getAttribute('open')).toBeNull();
    await full.getByText('Texte complet et précisions').click();
    expect(await full.getAttribute('open')).not.toBeNull();
    const text = await full.innerText();
    expect(text).toContain(POWERS_FR.apollo.text);
    for (const ruling of POWERS_FR.apollo.rulings) expect(text).toContain(ruling);
    await card.screenshot({ path: join(ARTIFACTS, 'languages-power-card-fr.png') });
    expect(session.errors).toEqual([]);
    await page.context().close();
  });
});
