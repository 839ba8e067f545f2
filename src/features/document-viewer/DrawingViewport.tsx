import { useEffect, useEffectEvent, useImperativeHandle, useRef, type KeyboardEvent, type Ref } from 'react';
import type { DrawingViewer } from './createDrawingViewer';
import classes from './document-viewer.module.css';
import {
  DRAWING_PAN_STEP,
  DRAWING_ZOOM_STEP,
  drawingProgress,
  type DrawingLayerInfo,
  type DrawingProgress,
} from './drawing-view.utils';
import type { DrawingFile } from './fetchDrawing';

/** What the toolbar does to the drawing. */
export interface DrawingViewerControls {
  fit: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
  showLayers: (names: readonly string[], show: boolean) => void;
}

/** Why the drawing is not shown, in the viewer's own words (`documentViewer.drawing.*`). */
export type DrawingErrorKey = 'webglUnavailable' | 'invalidDrawing';

export interface DrawingViewportProps {
  file: DrawingFile;
  /** The accessible name of the drawing. */
  label: string;
  onProgress: (progress: DrawingProgress) => void;
  /** Drawn: its layers, and whether it has anything to show at all. */
  onLoaded: (layers: DrawingLayerInfo[], empty: boolean) => void;
  /** Not drawn: the reason in the viewer's words where it has them, else the error as the app shows errors. */
  onError: (error: unknown, key?: DrawingErrorKey) => void;
  ref?: Ref<DrawingViewerControls>;
}

const KEY_PANS: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [-DRAWING_PAN_STEP, 0],
  ArrowRight: [DRAWING_PAN_STEP, 0],
  ArrowUp: [0, DRAWING_PAN_STEP],
  ArrowDown: [0, -DRAWING_PAN_STEP],
};

/**
 * The drawing, drawn by dxf-viewer with WebGL. dxf-viewer (with three.js) is loaded only here, as a chunk of its own;
 * it reads the DXF from a `blob:` address of the file fetched through the app's client, parsing it in a worker. The
 * mouse and touch pan (drag) and zoom (wheel, pinch); with the keyboard the arrows pan, + and − zoom and 0 fits.
 * Leaving frees the viewer, its WebGL context and the address.
 */
export function DrawingViewport({ file, label, onProgress, onLoaded, onError, ref }: DrawingViewportProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const drawing = useRef<DrawingViewer | null>(null);
  const progress = useEffectEvent(onProgress);
  const loaded = useEffectEvent(onLoaded);
  const fail = useEffectEvent(onError);

  useImperativeHandle(
    ref,
    (): DrawingViewerControls => ({
      fit: () => drawing.current?.fit(),
      zoomIn: () => drawing.current?.zoom(DRAWING_ZOOM_STEP),
      zoomOut: () => drawing.current?.zoom(1 / DRAWING_ZOOM_STEP),
      showLayers: (names, show) => drawing.current?.showLayers(names, show),
    }),
    [],
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const closed = new AbortController();
    const isClosed = () => closed.signal.aborted;
    let viewer: DrawingViewer | undefined;
    const url = URL.createObjectURL(file.dxf);

    const open = async () => {
      const code = await import('./createDrawingViewer').catch((error: unknown) => {
        // The viewer's code could not be loaded (the network, a new release).
        if (!isClosed()) fail(error);
        return undefined;
      });
      if (!code || isClosed()) return;
      try {
        viewer = code.createDrawingViewer(container, file.encoding);
      } catch (error) {
        fail(error, 'webglUnavailable');
        return;
      }
      if (!viewer) {
        fail(new Error('WebGL is not available'), 'webglUnavailable');
        return;
      }
      try {
        await viewer.load(url, (phase, processed, total) => {
          if (!isClosed()) progress(drawingProgress(phase, processed, total));
        });
      } catch (error) {
        if (!isClosed()) fail(error, 'invalidDrawing');
        return;
      }
      if (isClosed()) return;
      drawing.current = viewer;
      loaded(viewer.layers(), viewer.isEmpty());
    };
    void open();

    return () => {
      closed.abort();
      drawing.current = null;
      viewer?.destroy();
      URL.revokeObjectURL(url);
    };
  }, [file]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const viewer = drawing.current;
    if (!viewer || event.altKey || event.ctrlKey || event.metaKey) return;
    const pan = KEY_PANS[event.key];
    if (pan) viewer.pan(...pan);
    else if (event.key === '+' || event.key === '=') viewer.zoom(DRAWING_ZOOM_STEP);
    else if (event.key === '-') viewer.zoom(1 / DRAWING_ZOOM_STEP);
    else if (event.key === '0') viewer.fit();
    else return;
    event.preventDefault();
  };

  return (
    <div
      className={classes['drawing']}
      role="img"
      aria-label={label}
      // The drawing pans and zooms with the keyboard too.
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div ref={containerRef} className={classes['drawingCanvas']} />
    </div>
  );
}
