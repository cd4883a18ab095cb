export { FirstTurnChooser } from './firstTurnChooser.js';
export { serviceOn, testService, type TestService } from './testService.js';
export { playUntilOver, turnIn } from './playGame.js';
export { firstLegalTurn } from '../service/firstLegalTurn.js';
export { testServer, type TestServer } from './testServer.js';
export { openSocket, type SocketClient } from './socketClient.js';
export { codeOf } from './refusals.js';
export { until } from './until.js';
export { fetchJson, type JsonAnswer } from './fetchJson.js';
