/**
 * The demo project's floor plan as an ASCII DXF (AutoCAD 2007 and later read DXF text as UTF-8): axes, walls,
 * openings and labels on layers of their own, so that the drawing viewer has layers to switch. Generated, as the other
 * demo files are, so the repository carries no binary drawing.
 */

type Group = readonly [code: number, value: string | number];

const LAYERS = [
  { name: 'Оси', color: 1 },
  { name: 'Стены', color: 7 },
  { name: 'Проёмы', color: 4 },
  { name: 'Надписи', color: 3 },
] as const;

type LayerName = (typeof LAYERS)[number]['name'];

const line = (layer: LayerName, x1: number, y1: number, x2: number, y2: number): Group[] => [
  [0, 'LINE'],
  [8, layer],
  [10, x1],
  [20, y1],
  [11, x2],
  [21, y2],
];

const circle = (layer: LayerName, x: number, y: number, radius: number): Group[] => [
  [0, 'CIRCLE'],
  [8, layer],
  [10, x],
  [20, y],
  [40, radius],
];

const text = (layer: LayerName, x: number, y: number, height: number, value: string): Group[] => [
  [0, 'TEXT'],
  [8, layer],
  [10, x],
  [20, y],
  [40, height],
  [1, value],
];

const rectangle = (layer: LayerName, x1: number, y1: number, x2: number, y2: number): Group[] => [
  ...line(layer, x1, y1, x2, y1),
  ...line(layer, x2, y1, x2, y2),
  ...line(layer, x2, y2, x1, y2),
  ...line(layer, x1, y2, x1, y1),
];

/** Axes 1–4 every 6 m and А–В every 6 m, walls 380 mm thick around, a door and windows; millimetres. */
function planEntities(): Group[] {
  const step = 6000;
  const columns = ['1', '2', '3', '4'];
  const rows = ['А', 'Б', 'В'];
  const width = step * (columns.length - 1);
  const height = step * (rows.length - 1);
  const entities: Group[] = [];
  columns.forEach((name, index) => {
    const x = index * step;
    entities.push(...line('Оси', x, -1500, x, height + 1500), ...circle('Оси', x, height + 2100, 600));
    entities.push(...text('Надписи', x - 180, height + 1900, 400, name));
  });
  rows.forEach((name, index) => {
    const y = index * step;
    entities.push(...line('Оси', -1500, y, width + 1500, y), ...circle('Оси', -2100, y, 600));
    entities.push(...text('Надписи', -2300, y - 200, 400, name));
  });
  const wall = 380;
  entities.push(...rectangle('Стены', -wall / 2, -wall / 2, width + wall / 2, height + wall / 2));
  entities.push(...rectangle('Стены', wall / 2, wall / 2, width - wall / 2, height - wall / 2));
  entities.push(...line('Стены', step * 2, wall / 2, step * 2, height - wall / 2));
  for (const x of [step / 2, step * 1.5, step * 2.5])
    entities.push(...rectangle('Проёмы', x - 750, -wall / 2, x + 750, wall / 2));
  entities.push(...rectangle('Проёмы', step * 2 - wall / 2, step - 450, step * 2 + wall / 2, step + 450));
  entities.push(...text('Надписи', step * 0.6, step * 1.1, 500, 'Офис 101'));
  entities.push(...text('Надписи', step * 2.4, step * 1.1, 500, 'Холл 102'));
  entities.push(...text('Надписи', 0, -3500, 600, 'План 1 этажа. М 1:100'));
  return entities;
}

function layerTable(): Group[] {
  const table: Group[] = [
    [0, 'TABLE'],
    [2, 'LAYER'],
    [70, LAYERS.length],
  ];
  for (const layer of LAYERS) table.push([0, 'LAYER'], [2, layer.name], [70, 0], [62, layer.color], [6, 'CONTINUOUS']);
  table.push([0, 'ENDTAB']);
  return table;
}

export function demoDxf(): Uint8Array<ArrayBuffer> {
  const groups: Group[] = [
    [0, 'SECTION'],
    [2, 'HEADER'],
    [9, '$ACADVER'],
    [1, 'AC1021'],
    [9, '$INSUNITS'],
    [70, 4],
    [0, 'ENDSEC'],
    [0, 'SECTION'],
    [2, 'TABLES'],
    ...layerTable(),
    [0, 'ENDSEC'],
    [0, 'SECTION'],
    [2, 'ENTITIES'],
    ...planEntities(),
    [0, 'ENDSEC'],
    [0, 'EOF'],
  ];
  const dxf = groups.map(([code, value]) => `${String(code).padStart(3)}\n${String(value)}`).join('\n');
  return new TextEncoder().encode(`${dxf}\n`);
}
