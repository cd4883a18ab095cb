import type { GodName } from '@santorini/engine';
import { t } from '../i18n/i18n.js';

/** A few words on who a god is, under the name on its card (our words, from the myths), in the current language. */
export const godEpithet = (god: GodName): string => t(`local.epithet.${god}`);
