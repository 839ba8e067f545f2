import type { ItemRecord } from './item-properties.utils';
import type { ProcessingStage } from './model-loading.utils';
import type { SpatialNode } from './model-tree.utils';

/** An IFC item of the scene: the part it is in (ModelPart.id) and its local id there. */
export interface PickedItem {
  partId: string;
  localId: number;
}

/** The scene's vertical extent, in scene units (metres or millimetres, as the models were drawn). */
export interface VerticalExtent {
  bottom: number;
  top: number;
}

/**
 * The 3D scene as the viewer's page uses it; three.js and That Open fragments stay behind it (createModelEngine.ts),
 * so the page, its panels and their tests know neither.
 */
export interface ModelEngine {
  /** Reads a part's fragments file into the scene; rejects when the file cannot be read. */
  loadPart: (
    partId: string,
    bytes: ArrayBuffer,
    onProgress: (stage: ProcessingStage, progress: number) => void,
  ) => Promise<void>;
  /** The part's spatial structure (project, site, building, storeys, elements by class). */
  structure: (partId: string) => Promise<SpatialNode>;
  /** Names and elevations of the part's items, for the tree. */
  labels: (partId: string, localIds: readonly number[]) => Promise<ItemRecord[]>;
  /** One item's attributes, property sets, type and storey (ITEM_DATA_CONFIG). */
  itemData: (item: PickedItem) => Promise<ItemRecord | undefined>;
  /** The nearest item under a point of the window (client coordinates), if any. */
  pick: (clientX: number, clientY: number) => Promise<PickedItem | null>;
  /** Highlights the item as selected; null clears the selection. */
  select: (item: PickedItem | null) => Promise<void>;
  setVisible: (partId: string, localIds: readonly number[], visible: boolean) => Promise<void>;
  /** Brings every model into view. */
  fitAll: () => void;
  /** Brings one item into view. */
  fitItem: (item: PickedItem) => Promise<void>;
  /** How high the loaded models reach; undefined before any is loaded. */
  verticalExtent: () => VerticalExtent | undefined;
  /** Cuts the models above `height` (a horizontal section); null removes the cut. */
  setSection: (height: number | null) => void;
  /** Frees the scene, the WebGL context and the workers. */
  dispose: () => void;
}

/** The browser gives no WebGL (turned off, no GPU, too many contexts): the viewer says so in its own words. */
export class WebglUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('WebGL is not available', options);
    this.name = 'WebglUnavailableError';
  }
}

/** Makes the engine on the page's canvas; rejects with WebglUnavailableError when there is no WebGL. */
export type CreateModelEngine = (canvas: HTMLCanvasElement) => Promise<ModelEngine>;
