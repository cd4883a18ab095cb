import { useEffect, useState } from 'react';

/** The time now (epoch ms), renewed every `everyMs` while `ticking`: for a clock that runs. */
export function useNow(ticking: boolean, everyMs = 500): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, everyMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [ticking, everyMs]);
  return now;
}
