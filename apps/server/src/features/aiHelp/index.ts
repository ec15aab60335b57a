export { default as chatRoutes } from './chatRoutes';
export { default as aiPlugin } from './plugin';
export { default as aiRoutes } from './routes';
