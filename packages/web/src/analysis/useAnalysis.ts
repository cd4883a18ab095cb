import type { Position } from '@santorini/engine';
import { useEffect, useRef, useState } from 'react';
import { AnalysisClient, positionKey, type Analysis } from './analysisClient.js';

/**
 * The AI's analysis of `pos`, depth by depth (null before its first depth, or with no position).
 * A new position ends the search in flight (its worker is terminated) and starts another; answers
 * about any position but the one shown are dropped.
 */
export function useAnalysis(pos: Position | null): Analysis | null {
  const client = useRef<AnalysisClient | null>(null);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const key = pos === null ? null : positionKey(pos);

  useEffect(() => {
    if (pos === null) return;
    client.current ??= new AnalysisClient();
    const search = client.current;
    search.analyse(pos, setAnalysis);
    return () => {
      search.stop();
    };
    // Only another position asks again: the same position in a new object does not.
  }, [key]);

  return analysis !== null && analysis.key === key ? analysis : null;
}
