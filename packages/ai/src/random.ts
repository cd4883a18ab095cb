export { mulberry32 } from '@santorini/engine';
