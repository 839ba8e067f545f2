import { FragmentsModels, RenderedFaces, type FragmentsModel } from '@thatopen/fragments';
// The worker reads the fragments files off the main thread: a file of the build, from the app's own origin (the
// minified build of the package's worker, vite.config.ts resolves the address).
import fragmentsWorkerUrl from '@thatopen/fragments/dist/Worker/worker.min.mjs?url';
import {
  Box3,
  Color,
  DirectionalLight,
  HemisphereLight,
  PerspectiveCamera,
  Plane,
  Scene,
  Sphere,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { ITEM_DATA_CONFIG, type ItemRecord } from './item-properties.utils';
import { WebglUnavailableError, type ModelEngine, type PickedItem } from './model-engine';
import { CAMERA_FOV, clippingDistances, fitDistance } from './model-view.utils';

/** How the selected element is drawn: the app's blue, both faces, opaque. */
const SELECTION_MATERIAL = {
  color: new Color('#228be6'),
  renderedFaces: RenderedFaces.TWO,
  opacity: 1,
  transparent: false,
};

/** The side the camera looks from until the user turns it: from the south-east, above. */
const DEFAULT_VIEW_DIRECTION = new Vector3(1, 0.8, 1).normalize();

/** After anything moves, the scene is drawn for this long: the worker sends the tiles in while the view settles. */
const RENDER_AFTER_CHANGE_MS = 1500;

/**
 * While the user turns, pans or zooms, the canvas is drawn at this share of its resolution: a weak GPU, or none
 * (software WebGL), keeps up with the hand; the full resolution returns the moment the view stops (bench:models).
 */
const MOVING_RESOLUTION = 0.6;

function createRenderer(canvas: HTMLCanvasElement): WebGLRenderer {
  try {
    return new WebGLRenderer({ canvas, antialias: true, alpha: true });
  } catch (error) {
    // three throws when the browser refuses a WebGL context.
    throw new WebglUnavailableError({ cause: error });
  }
}

/**
 * The scene of the model viewer on `canvas` (whose parent it follows in size): three.js with orbit, pan and zoom
 * (OrbitControls: mouse, touch and the arrow keys), and That Open fragments reading each part in its worker. The scene
 * is drawn only while something changes (a move, the worker's tiles arriving), not sixty times a second for nothing.
 */
export function createModelEngine(canvas: HTMLCanvasElement): Promise<ModelEngine> {
  const renderer = createRenderer(canvas);
  const pixelRatio = Math.min(window.devicePixelRatio, 2);
  renderer.setPixelRatio(pixelRatio);

  const scene = new Scene();
  scene.add(new HemisphereLight(0xffffff, 0x8d8d8d, 2.2));
  const sun = new DirectionalLight(0xffffff, 1.6);
  sun.position.set(5, 10, 7);
  scene.add(sun);

  const camera = new PerspectiveCamera(CAMERA_FOV, 1, 0.1, 2000);
  camera.position.copy(DEFAULT_VIEW_DIRECTION).multiplyScalar(30);
  const controls = new OrbitControls(camera, canvas);
  controls.screenSpacePanning = true;
  controls.listenToKeyEvents(canvas);

  const fragments = new FragmentsModels(fragmentsWorkerUrl);
  // Coplanar faces of different materials (a window in its wall) would flicker against each other.
  fragments.models.materials.list.onItemSet.add(({ value: material }) => {
    // LOD lines of far elements are drawn as they are.
    if ('isLodMaterial' in material) return;
    material.polygonOffset = true;
    material.polygonOffsetUnits = 1;
    material.polygonOffsetFactor = Math.random();
  });
  const models = new Map<string, FragmentsModel>();
  const section = new Plane(new Vector3(0, -1, 0), 0);
  let selected: PickedItem | null = null;
  let disposed = false;

  let frame = 0;
  let renderUntil = 0;
  const draw = () => {
    frame = 0;
    if (disposed) return;
    renderer.render(scene, camera);
    if (performance.now() < renderUntil) frame = requestAnimationFrame(draw);
  };
  const wake = () => {
    renderUntil = Math.max(renderUntil, performance.now() + RENDER_AFTER_CHANGE_MS);
    if (frame === 0 && !disposed) frame = requestAnimationFrame(draw);
  };
  /** Lets the worker fetch what the new view needs, then draws it. */
  const refresh = async (force = true) => {
    if (disposed) return;
    await fragments.update(force);
    wake();
  };

  controls.addEventListener('change', () => {
    wake();
    void fragments.update();
  });
  controls.addEventListener('start', () => {
    renderer.setPixelRatio(pixelRatio * MOVING_RESOLUTION);
  });
  controls.addEventListener('end', () => {
    renderer.setPixelRatio(pixelRatio);
    void refresh();
  });

  const container = canvas.parentElement ?? canvas;
  const resize = () => {
    const width = Math.max(container.clientWidth, 1);
    const height = Math.max(container.clientHeight, 1);
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    void refresh(false);
  };
  const observer = new ResizeObserver(resize);
  observer.observe(container);
  resize();

  const lookAt = (box: Box3) => {
    if (box.isEmpty()) return;
    const sphere = box.getBoundingSphere(new Sphere());
    const distance = fitDistance(sphere.radius, CAMERA_FOV, camera.aspect);
    const direction = camera.position.clone().sub(controls.target);
    if (direction.lengthSq() === 0) direction.copy(DEFAULT_VIEW_DIRECTION);
    direction.normalize();
    const { near, far } = clippingDistances(sphere.radius, distance);
    camera.near = near;
    camera.far = far;
    camera.updateProjectionMatrix();
    controls.target.copy(sphere.center);
    camera.position.copy(sphere.center).addScaledVector(direction, distance);
    controls.update();
    void refresh();
  };
  const sceneBox = () => {
    const box = new Box3();
    for (const model of models.values()) box.union(model.box);
    return box;
  };
  const modelOf = (partId: string) => {
    const model = models.get(partId);
    if (!model) throw new Error(`No part ${partId} in the scene`);
    return model;
  };

  const engine: ModelEngine = {
    loadPart: async (partId, bytes, onProgress) => {
      const model = await fragments.load(bytes, {
        modelId: partId,
        camera,
        onProgress: ({ stage, progress }) => {
          onProgress(stage, progress);
        },
      });
      if (disposed) return;
      models.set(partId, model);
      // The worker culls and picks against the section too, so hidden halves are neither drawn nor picked.
      model.getClippingPlanesEvent = () => renderer.clippingPlanes;
      model.tiles.onItemSet.add(wake);
      model.tiles.onItemDeleted.add(wake);
      model.onViewUpdated.add(wake);
      scene.add(model.object);
      await refresh();
    },
    structure: async (partId) => modelOf(partId).getSpatialStructure(),
    labels: async (partId, localIds) => {
      // An empty list would mean «all items» to fragments.
      if (localIds.length === 0) return [];
      const data: ItemRecord[] = await modelOf(partId).getItemsData([...localIds], {
        attributesDefault: false,
        attributes: ['Name', 'Elevation'],
      });
      return data;
    },
    itemData: async ({ partId, localId }) => {
      const [data]: (ItemRecord | undefined)[] = await modelOf(partId).getItemsData([localId], ITEM_DATA_CONFIG);
      return data;
    },
    pick: async (clientX, clientY) => {
      const mouse = new Vector2(clientX, clientY);
      let nearest: { item: PickedItem; distance: number } | null = null;
      for (const [partId, model] of models) {
        const hit = await model.raycast({ camera, mouse, dom: canvas });
        if (hit && (!nearest || hit.distance < nearest.distance)) {
          nearest = { item: { partId, localId: hit.localId }, distance: hit.distance };
        }
      }
      return nearest?.item ?? null;
    },
    select: async (item) => {
      const previous = selected;
      selected = item;
      if (previous) await models.get(previous.partId)?.resetHighlight([previous.localId]);
      if (item) await models.get(item.partId)?.highlight([item.localId], SELECTION_MATERIAL);
      await refresh();
    },
    setVisible: async (partId, localIds, visible) => {
      await models.get(partId)?.setVisible([...localIds], visible);
      await refresh();
    },
    fitAll: () => {
      lookAt(sceneBox());
    },
    fitItem: async ({ partId, localId }) => {
      lookAt(await modelOf(partId).getMergedBox([localId]));
    },
    verticalExtent: () => {
      const box = sceneBox();
      return box.isEmpty() ? undefined : { bottom: box.min.y, top: box.max.y };
    },
    setSection: (height) => {
      if (height === null) {
        renderer.clippingPlanes = [];
      } else {
        section.constant = height;
        renderer.clippingPlanes = [section];
      }
      void refresh();
    },
    dispose: () => {
      disposed = true;
      cancelAnimationFrame(frame);
      observer.disconnect();
      controls.dispose();
      void fragments.dispose().catch(() => undefined);
      renderer.dispose();
      // Browsers keep only a few WebGL contexts: going back and forth between models must not run out of them.
      renderer.forceContextLoss();
    },
  };
  return Promise.resolve(engine);
}
