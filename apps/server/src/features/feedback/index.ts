export { commentBank, handinCommentEdits, handinComments, handins, handinScores } from './tables';
