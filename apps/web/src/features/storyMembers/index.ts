/**
 * Group stories in the web app (docs/product/group-work.md): the owner's join code and member
 * list, joining with a code, and each story's role for the signed-in user.
 */
export { StoryGroupModal } from './StoryGroupModal';
export { JoinStoryModal } from './JoinStoryModal';
export { useStoryRole } from './useStoryMembers';
export { groupItemLabel, groupStoryLabel } from './model';
export { ActivityLine } from './ActivityLine';
