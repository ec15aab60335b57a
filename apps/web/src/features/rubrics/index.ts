/**
 * The rubrics feature's public face: the teacher's rubrics for other screens (the class link's
 * rubric select). The Rubrics screen itself is loaded lazily by the app from RubricsPage.
 */
export { useRubricList } from './useRubrics';
