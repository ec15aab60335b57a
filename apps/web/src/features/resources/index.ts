/** Resources (issue #14 item 6): printable guides for pupils and teachers. */
export { ResourcesIndex } from './ResourcesIndex';
export { ResourcePage } from './ResourcePage';
export { RESOURCES, findResource } from './resources';
export { RESOURCES_HOME, resourcePath, type Resource } from './model';
