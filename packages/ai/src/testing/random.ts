export { mulberry32 } from '../random.js';
