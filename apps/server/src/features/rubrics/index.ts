export { rubrics, type StoredCriterion } from './tables';
export { findRubric, isOwnRubric } from './rubricService';
