export { newsServiceStats } from './newsUsage';
