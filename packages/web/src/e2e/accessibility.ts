import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** What axe-core reports of one rule broken on a page. */
interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

/**
 * The serious and critical accessibility problems axe-core finds on `page` as it stands (WCAG 2.x
 * A and AA rules plus axe's best practices), one line each: the rule, what it asks, and where —
 * so that a failing test says what to fix.
 */
export async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol, which the app's Content-Security-Policy
  // (script-src 'self') does not govern; an added <script> element would be refused.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE_SOURCE, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown }> } }
    ).axe;
    const results = await axe.run(document);
    return results.violations as Violation[];
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact ?? ''} ${violation.id}: ${violation.help} — at ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join('; ')}${violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : ''}`,
    );
}
