import type { CreateModelEngine } from './model-engine';

/**
 * The real engine, loaded when first used: three.js and fragments (some megabytes) are chunks of their own that only
 * the model viewer loads, once it has a canvas.
 */
export const createDefaultEngine: CreateModelEngine = async (canvas) => {
  const { createModelEngine } = await import('./createModelEngine');
  return createModelEngine(canvas);
};
