/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013), one rating period per game.
 * Ratings and deviations are on the Glicko scale (1500, 350); volatility as in the paper.
 */
export interface Rating {
  readonly value: number;
  readonly deviation: number;
  readonly volatility: number;
}

export const NEW_RATING: Rating = { value: 1500, deviation: 350, volatility: 0.06 };

/** The system constant τ: how much volatility may change. */
const TAU = 0.5;
const SCALE = 173.7178;
const EPSILON = 0.000001;

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/** A player's rating after one period against these opponents, `score` 1 for a win, 0 for a loss. */
export function updateRating(
  player: Rating,
  games: readonly { readonly opponent: Rating; readonly score: number }[],
): Rating {
  const mu = (player.value - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  let inverseV = 0;
  let sum = 0;
  for (const { opponent, score } of games) {
    const muJ = (opponent.value - 1500) / SCALE;
    const gJ = g(opponent.deviation / SCALE);
    const expected = 1 / (1 + Math.exp(-gJ * (mu - muJ)));
    inverseV += gJ * gJ * expected * (1 - expected);
    sum += gJ * (score - expected);
  }
  const v = 1 / inverseV;
  const delta = v * sum;
  const volatility = newVolatility(phi, v, delta, player.volatility);
  const phiStar = Math.sqrt(phi * phi + volatility * volatility);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { value: muNew * SCALE + 1500, deviation: phiNew * SCALE, volatility };
}

/** Step 5 of the paper: the new volatility by the Illinois algorithm. */
function newVolatility(phi: number, v: number, delta: number, sigma: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (TAU * TAU);
  };
  let upperA = a;
  let upperB: number;
  if (delta * delta > phi * phi + v) upperB = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * TAU) < 0) k++;
    upperB = a - k * TAU;
  }
  let fA = f(upperA);
  let fB = f(upperB);
  while (Math.abs(upperB - upperA) > EPSILON) {
    const c = upperA + ((upperA - upperB) * fA) / (fB - fA);
    const fC = f(c);
    if (fC * fB <= 0) {
      upperA = upperB;
      fA = fB;
    } else fA /= 2;
    upperB = c;
    fB = fC;
  }
  return Math.exp(upperA / 2);
}
