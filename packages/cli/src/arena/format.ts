/** Number formats shared by the progress bar, the table and the reports. */

/** `+52.3`, `-4.0`, `+inf`, `-inf`, `n/a`. */
export function signed(value: number, digits = 1): string {
  if (Number.isNaN(value)) return 'n/a';
  if (!Number.isFinite(value)) return value > 0 ? '+inf' : '-inf';
  const rounded = Number(value.toFixed(digits));
  return `${rounded < 0 ? '-' : '+'}${Math.abs(rounded).toFixed(digits)}`;
}

/** `57.5%`, or `n/a` for NaN. */
export const percent = (fraction: number, digits = 1): string =>
  Number.isNaN(fraction) ? 'n/a' : `${(fraction * 100).toFixed(digits)}%`;

/** `± 48.2`, `± inf`. */
export const plusMinus = (error: number, digits = 1): string =>
  Number.isNaN(error) ? '' : error === Infinity ? '± inf' : `± ${error.toFixed(digits)}`;

/** A finite number for JSON: NaN and infinities become null. */
export const finiteOrNull = (value: number): number | null => (Number.isFinite(value) ? value : null);

/** Lines of a table: the first column left-aligned, the others right-aligned, two spaces apart. */
export function alignColumns(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}
