import { describe, expect, it } from 'vitest';
import {
  cameraViewBox,
  drawingLayers,
  drawingProgress,
  filterLayers,
  fitArea,
  layerColor,
  pannedViewBox,
  zoomedViewBox,
} from './drawing-view.utils';

describe('fitArea', () => {
  it('takes the scene’s origin off the drawing’s bounds', () => {
    expect(fitArea({ minX: 1000, maxX: 1850, minY: -566, maxY: 111 }, { x: 925, y: -227 })).toEqual({
      minX: 75,
      maxX: 925,
      minY: -339,
      maxY: 338,
    });
  });

  it('takes the bounds as they are without an origin, and nothing for an empty drawing', () => {
    expect(fitArea({ minX: 0, maxX: 10, minY: 0, maxY: 5 }, null)).toEqual({ minX: 0, maxX: 10, minY: 0, maxY: 5 });
    expect(fitArea(null, { x: 1, y: 2 })).toBeUndefined();
  });
});

describe('the view of the camera', () => {
  const camera = { left: -50, right: 50, top: 25, bottom: -25, zoom: 2, position: { x: 10, y: -4 } };

  it('is the frustum divided by the zoom, about the camera', () => {
    expect(cameraViewBox(camera)).toEqual({ x: 10, y: -4, width: 50, height: 25 });
    expect(cameraViewBox({ ...camera, zoom: 0 })).toEqual({ x: 10, y: -4, width: 100, height: 50 });
  });

  it('zooms about the same centre', () => {
    expect(zoomedViewBox(cameraViewBox(camera), 2)).toEqual({ x: 10, y: -4, width: 25, height: 12.5 });
    expect(zoomedViewBox(cameraViewBox(camera), 0.5)).toEqual({ x: 10, y: -4, width: 100, height: 50 });
  });

  it('pans by fractions of the view', () => {
    expect(pannedViewBox(cameraViewBox(camera), 0.1, -0.2)).toEqual({ x: 15, y: -9, width: 50, height: 25 });
  });
});

describe('layerColor', () => {
  it('writes an RGB number as a CSS colour', () => {
    expect(layerColor(0xff0000)).toBe('#ff0000');
    expect(layerColor(0x00ff00)).toBe('#00ff00');
    expect(layerColor(0x0000ff)).toBe('#0000ff');
    expect(layerColor(0)).toBe('#000000');
    expect(layerColor(0xffffff)).toBe('#ffffff');
  });

  it('takes anything out of range for black', () => {
    expect(layerColor(-1)).toBe('#000000');
    expect(layerColor(0x1000000)).toBe('#000000');
    expect(layerColor(Number.NaN)).toBe('#000000');
  });
});

describe('drawingLayers', () => {
  it('sorts by name as the language reads it, numbers by value, case ignored, Cyrillic before Latin in Russian', () => {
    const layers = drawingLayers(
      [
        { name: 'оси', displayName: 'оси', color: 0xff0000 },
        { name: '10', displayName: '10', color: 0 },
        { name: 'Defpoints', displayName: 'Defpoints', color: 0xffffff },
        { name: '2', displayName: '2', color: 0x00ff00 },
        { name: 'Стены', displayName: 'Стены', color: 0x0000ff },
        { name: '0', displayName: '0', color: 0 },
      ],
      'ru',
    );
    expect(layers.map((layer) => layer.name)).toEqual(['0', '2', '10', 'оси', 'Стены', 'Defpoints']);
    expect(layers[3]).toEqual({ name: 'оси', displayName: 'оси', color: '#ff0000' });
  });

  it('shows a layer without a display name by its own name', () => {
    expect(drawingLayers([{ name: 'A-WALL', displayName: ' ', color: 0x808080 }], 'en')).toEqual([
      { name: 'A-WALL', displayName: 'A-WALL', color: '#808080' },
    ]);
  });
});

describe('filterLayers', () => {
  const layers = drawingLayers(
    [
      { name: 'A-WALL', displayName: 'A-WALL', color: 0 },
      { name: 'Оси', displayName: 'Оси', color: 0 },
      { name: 'A-DOOR', displayName: 'A-DOOR', color: 0 },
    ],
    'ru',
  );

  it('keeps the layers whose name holds the query, case ignored', () => {
    expect(filterLayers(layers, ' a-').map((layer) => layer.name)).toEqual(['A-DOOR', 'A-WALL']);
    expect(filterLayers(layers, 'ОСИ').map((layer) => layer.name)).toEqual(['Оси']);
    expect(filterLayers(layers, 'нет такого')).toEqual([]);
  });

  it('keeps every layer for an empty query', () => {
    expect(filterLayers(layers, '  ')).toBe(layers);
  });
});

describe('drawingProgress', () => {
  it('gives a percentage where the total is known', () => {
    expect(drawingProgress('fetch', 512, 2048)).toEqual({ phase: 'fetch', percent: 25 });
    expect(drawingProgress('fetch', 4096, 2048)).toEqual({ phase: 'fetch', percent: 100 });
  });

  it('gives the stage alone where it is not', () => {
    expect(drawingProgress('fetch', 512, 0)).toEqual({ phase: 'fetch' });
    expect(drawingProgress('parse', 0, null)).toEqual({ phase: 'parse' });
  });
});
