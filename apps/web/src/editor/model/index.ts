/**
 * The slide editor's pure model: no React, Fabric or DOM (docs/architecture.md). The Fabric
 * adapter uses it.
 */
export * from './actions';
export * from './announcements';
export * from './arrangeActions';
export * from './clipboard';
export * from './constants';
export * from './context';
export * from './crop';
export * from './defaultActions';
export * from './geometry';
export * from './history';
export * from './objectNames';
export * from './pasteImage';
export * from './textMigration';
export * from './tools';
