/** The slide editor's Fabric adapter: the model's EditorContext on a Fabric 7 canvas. */
export { FabricEditor, type FabricEditorOptions } from './FabricEditor';
export { WRITE_DELAY_MS } from './changes';
export { SLIDE_SWITCH_MARK } from './perf';
export type { EditorStatus } from './status';
export type { SelectionInfo } from './selection';
export type { ImageMetadata } from './images';
export type { OthersSelection } from './remoteSelections';
