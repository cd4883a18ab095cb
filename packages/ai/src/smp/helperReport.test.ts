import { describe, expect, it } from 'vitest';
import { HelperReport } from './helperReport.js';

const info = (depth: number, score: number, pv: string[]) => ({ depth, score, nodes: 0, timeMs: 0, pv });

describe('HelperReport', () => {
  it('gives the main thread the last iteration a helper posted for the current search', () => {
    const helper = new HelperReport();
    const main = new HelperReport(helper.buffer);
    expect(main.read(1)).toBeNull();
    helper.write(1, info(7, -35, ['b5-c5 +d4', 'c4-d3 +e4']));
    helper.write(1, info(8, 12, ['a1-b2 +c3']));
    expect(main.read(1)).toEqual({ depth: 8, score: 12, turn: 'a1-b2 +c3' });
  });

  it('gives nothing from an earlier search, or for an iteration without a turn', () => {
    const report = new HelperReport();
    report.write(1, info(9, 0, ['b5-c5 +d4']));
    expect(report.read(2)).toBeNull();
    report.write(2, info(3, 0, []));
    expect(report.read(2)).toBeNull();
  });
});
