/** The grid feature's public face: leaving a story for My Data Stories (used by the research page too). */
export { useLeaveStory } from './useGridStory';
