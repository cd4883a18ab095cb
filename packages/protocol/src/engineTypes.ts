import type { GameRecord, GodName, PositionJson, RuleSwitches } from '@santorini/engine';
import { GOD_NAMES } from '@santorini/engine';
import { Type } from './type.js';

/**
 * The engine's JSON forms on the wire: checked as far as the wire is concerned (their own parsers,
 * `parsePosition` and `parseRecordJson`, check the rest), typed as the engine types them.
 */
export const PositionBody = Type.Unsafe<PositionJson>(Type.Object({}));
export const RecordBody = Type.Unsafe<GameRecord>(Type.Object({}));

/** A god's name (one of the engine's `GOD_NAMES`). */
export const GodNameBody = Type.Unsafe<GodName>(Type.String({ enum: [...GOD_NAMES] }));

/** Rule switches that are on (spec §2 `rules`): name → true. */
export const RulesBody = Type.Unsafe<Partial<RuleSwitches>>(Type.Record(Type.String(), Type.Boolean()));
