export { buildServer, type ServerOptions } from './server.js';
export { defaultWebRoot } from './webRoot.js';
export { portFrom } from './port.js';
