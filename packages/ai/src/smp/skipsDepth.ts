/**
 * Whether lazy-SMP helper number `helper` (1, 2, …; 0 is the main search, which skips nothing)
 * leaves out iteration `depth`: helpers skip depths in runs of their own length and phase, so they
 * run ahead of the main search and of one another and fill the shared table with deeper results.
 */
export function skipsDepth(helper: number, depth: number): boolean {
  if (helper <= 0) return false;
  const { run, phase } = skipPattern(helper);
  return Math.floor((depth + phase) / run) % 2 === 1;
}

/** Helpers 1–2 skip every other depth, 3–6 runs of two, 7–12 runs of three, … (phases differ). */
function skipPattern(helper: number): { run: number; phase: number } {
  let index = helper - 1;
  for (let run = 1; ; run++) {
    if (index < 2 * run) return { run, phase: index };
    index -= 2 * run;
  }
}
