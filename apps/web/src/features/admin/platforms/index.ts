/** Learning Platforms (docs/product/admin-console.md): LTI 1.3 platforms and this tool's details. */
export { LearningPlatforms } from './LearningPlatforms';
