export { rubrics, type StoredCriterion } from './tables';
