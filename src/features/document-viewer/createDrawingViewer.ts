import { DxfViewer } from 'dxf-viewer';
import {
  cameraViewBox,
  fitArea,
  pannedViewBox,
  zoomedViewBox,
  type DrawingLayerInfo,
  type DrawingLoadPhase,
  type DrawingViewBox,
} from './drawing-view.utils';
import { PDFJS_ASSETS_URL } from './pdfjs-assets';

/** The font the drawing's text is drawn with: pdf.js's Liberation Sans, which the build already ships (Cyrillic too). */
const TEXT_FONT = 'standard_fonts/LiberationSans-Regular.ttf';

/** A drawing on its canvas: what the viewer's page does with dxf-viewer, and nothing else of it. */
export interface DrawingViewer {
  /** Reads the DXF at `url` (parsed in a worker), draws it fitted to the window; rejects when it cannot be read. */
  load: (
    url: string,
    onProgress: (phase: DrawingLoadPhase, processed: number, total: number | null) => void,
  ) => Promise<void>;
  /** The layers that hold something, in the drawing's order. */
  layers: () => DrawingLayerInfo[];
  /** Whether the drawing has nothing to show. */
  isEmpty: () => boolean;
  showLayers: (names: readonly string[], show: boolean) => void;
  /** The whole drawing in the window. */
  fit: () => void;
  /** `factor` times closer (above 1) or farther, about the centre of the window. */
  zoom: (factor: number) => void;
  /** Moves the view by fractions of the window: `dx` to the right, `dy` up. */
  pan: (dx: number, dy: number) => void;
  /** Frees the canvas, its WebGL context and the worker. */
  destroy: () => void;
}

/** The worker parses the DXF (dxf-viewer's own helper runs there): a file of the build, from the app's origin. */
function createWorker(): Worker {
  return new Worker(new URL('./dxf-viewer.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Creates dxf-viewer's WebGL viewer in `container` (it sizes the canvas to the container and follows its size): a
 * white sheet, entities whose colour would not show on it darkened (white ones drawn black), pan and zoom by mouse,
 * wheel and touch. Undefined where the browser gives no WebGL. `encoding` is the DXF's text encoding
 * (dxf-encoding.utils).
 */
export function createDrawingViewer(container: HTMLElement, encoding: string): DrawingViewer | undefined {
  const viewer = new DxfViewer(container, {
    autoResize: true,
    colorCorrection: true,
    blackWhiteInversion: true,
    fileEncoding: encoding,
  });
  if (!viewer.HasRenderer()) return undefined;
  viewer.SetClearColor(0xffffff);

  const setView = ({ x, y, width }: DrawingViewBox) => {
    const camera = viewer.GetCamera();
    viewer.SetView(camera.position.clone().set(x, y, 0), width);
    viewer.Render();
  };

  return {
    load: (url, onProgress) =>
      viewer.Load({
        url,
        // The worker resolves addresses from its own script's: the font's is given whole.
        fonts: [new URL(`${PDFJS_ASSETS_URL}${TEXT_FONT}`, document.baseURI).href],
        progressCbk: onProgress,
        workerFactory: createWorker,
      }),
    layers: () => Array.from(viewer.GetLayers(true)),
    isEmpty: () => viewer.GetBounds() === null,
    showLayers: (names, show) => {
      // ShowLayer draws the whole drawing again each time: for many layers at once it is drawn once, at the end (an
      // own property shadows the class's method meanwhile).
      viewer.Render = () => undefined;
      try {
        for (const name of names) viewer.ShowLayer(name, show);
      } finally {
        Reflect.deleteProperty(viewer, 'Render');
      }
      viewer.Render();
    },
    fit: () => {
      const area = fitArea(viewer.GetBounds(), viewer.GetOrigin());
      if (!area) return;
      viewer.FitView(area.minX, area.maxX, area.minY, area.maxY);
      viewer.Render();
    },
    zoom: (factor) => {
      setView(zoomedViewBox(cameraViewBox(viewer.GetCamera()), factor));
    },
    pan: (dx, dy) => {
      setView(pannedViewBox(cameraViewBox(viewer.GetCamera()), dx, dy));
    },
    destroy: () => {
      const renderer = viewer.GetRenderer();
      viewer.Destroy();
      // The context is let go of now rather than when it is collected: a browser keeps only a few at a time.
      renderer?.forceContextLoss();
    },
  };
}
