import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { fetchModelPart } from './fetchModelPart';
import { itemElevation, itemLocalId, itemName } from './item-properties.utils';
import type { CreateModelEngine, ModelEngine } from './model-engine';
import { processingFraction, type PartLoad, type ViewerPart } from './model-loading.utils';
import { buildPartTree, structureItemIds, type ItemLabel, type ModelTreeNode } from './model-tree.utils';

export interface ModelScene {
  engine?: ModelEngine;
  /** The engine could not start (no WebGL, its code not loaded). */
  engineError?: unknown;
  /** Each part's loading, by part id. */
  loads: ReadonlyMap<string, PartLoad>;
  /** Each loaded part's tree, by part id. */
  trees: ReadonlyMap<string, ModelTreeNode>;
}

export interface ModelSceneOptions {
  /** Where the canvas goes: the engine draws on a canvas of its own in here. */
  host: RefObject<HTMLDivElement | null>;
  /** The canvas's test id and accessible name. */
  canvasLabel: string;
  parts?: readonly ViewerPart[];
  createEngine: CreateModelEngine;
  /** A part is in the scene (the page fits the view to it while the user has not moved it). */
  onPartLoaded: (engine: ModelEngine) => void;
}

async function labelsOf(engine: ModelEngine, partId: string, ids: readonly number[]) {
  const labels = new Map<number, ItemLabel>();
  for (const record of await engine.labels(partId, ids)) {
    const localId = itemLocalId(record);
    if (localId === undefined) continue;
    const name = itemName(record);
    const elevation = itemElevation(record);
    labels.set(localId, { ...(name !== undefined && { name }), ...(elevation !== undefined && { elevation }) });
  }
  return labels;
}

/**
 * The model viewer's scene: the engine on a canvas made for it (each engine its own canvas, as a WebGL context lost
 * on leaving is not given back), then every part downloaded and read into it, all at once, each with its progress,
 * and its structure read for the tree. A part that fails does not stop the others.
 */
export function useModelScene({ host, canvasLabel, parts, createEngine, onPartLoaded }: ModelSceneOptions): ModelScene {
  const [engine, setEngine] = useState<ModelEngine>();
  const [engineError, setEngineError] = useState<unknown>();
  const [loads, setLoads] = useState<ReadonlyMap<string, PartLoad>>(new Map());
  const [trees, setTrees] = useState<ReadonlyMap<string, ModelTreeNode>>(new Map());
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const partLoaded = useEffectEvent(onPartLoaded);

  useEffect(() => {
    const container = host.current;
    if (!container) return undefined;
    const canvas = document.createElement('canvas');
    canvas.dataset['testid'] = 'model-viewer-canvas';
    // The view turns with the arrow keys too (OrbitControls): the keys belong to the scene while it has the focus.
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'application');
    container.append(canvas);
    canvasRef.current = canvas;
    let closed = false;
    let created: ModelEngine | undefined;
    createEngine(canvas).then(
      (made) => {
        if (closed) {
          made.dispose();
          return;
        }
        created = made;
        setEngine(made);
      },
      (error: unknown) => {
        if (!closed) setEngineError(error);
      },
    );
    return () => {
      closed = true;
      created?.dispose();
      canvas.remove();
      canvasRef.current = null;
    };
  }, [host, createEngine]);

  useEffect(() => {
    canvasRef.current?.setAttribute('aria-label', canvasLabel);
  }, [canvasLabel, engine]);

  useEffect(() => {
    if (!engine || !parts) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    // Read afresh after each wait (a narrowed `signal.aborted` would not be).
    const closed = () => signal.aborted;
    // A part not reported yet counts as waiting: the page is made afresh for other models, so nothing is left over.
    const update = (partId: string, load: PartLoad) => {
      if (!closed()) setLoads((current) => new Map(current).set(partId, load));
    };
    const load = async (part: ViewerPart) => {
      update(part.id, { phase: 'downloading' });
      const bytes = await fetchModelPart(
        part,
        (fraction) => {
          update(part.id, { phase: 'downloading', fraction });
        },
        signal,
      );
      if (closed()) return;
      update(part.id, { phase: 'processing', fraction: 0 });
      await engine.loadPart(part.id, bytes, (stage, progress) => {
        update(part.id, { phase: 'processing', fraction: processingFraction(stage, progress) });
      });
      if (closed()) return;
      partLoaded(engine);
      const root = await engine.structure(part.id);
      const labels = await labelsOf(engine, part.id, structureItemIds(root));
      if (closed()) return;
      const tree = buildPartTree({ partId: part.id, partName: part.name, root, labels });
      setTrees((current) => new Map(current).set(part.id, tree));
      update(part.id, { phase: 'loaded' });
    };
    for (const part of parts) {
      load(part).catch((error: unknown) => {
        update(part.id, { phase: 'failed', error });
      });
    }
    return () => {
      controller.abort();
    };
  }, [engine, parts]);

  return { engine, engineError, loads, trees };
}
