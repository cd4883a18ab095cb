export { FirstTurnChooser } from './firstTurnChooser.js';
export { testService, type TestService } from './testService.js';
export { playUntilOver } from './playGame.js';
export { firstLegalTurn } from '../service/firstLegalTurn.js';
