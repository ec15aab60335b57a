export { rubrics, type StoredCriterion } from './tables';
export { findRubric } from './rubricService';
