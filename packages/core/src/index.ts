export * from './constants';
export * from './messages';
export * from './user';
export * from './auth';
export * from './prompt';
export * from './story';
export * from './templates';
export * from './slides';
