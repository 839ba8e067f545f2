/**
 * The demo's building model: a small IFC4 house of a few storeys (walls and floor slabs with their geometry, the
 * spatial structure, a property set), written here so that the demo needs no file of its own and the model viewer has
 * something to show (docs/models.md).
 */

const GUID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';

/** An IFC GlobalId (22 characters of IFC's base 64), unique per model and number. */
function guid(seed: string, number: number): string {
  let hash = 2166136261;
  for (const char of `${seed}#${String(number)}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  let id = '';
  for (let index = 0; index < 22; index += 1) {
    hash = Math.imul(hash ^ (index + number), 2654435761) >>> 0;
    id += GUID_CHARS.charAt(hash % 64);
  }
  return id;
}

/** A STEP string's content: ISO 10303-21 text is ASCII, other characters go as \X2\ hex (UTF-16) runs. */
function stepText(text: string): string {
  return text
    .replace(/[^\x20-\x7e]+/g, (run) => {
      // \X2\ takes UTF-16 code units, four hex digits each.
      const hex = Array.from({ length: run.length }, (_, index) =>
        run.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0'),
      ).join('');
      return `\\X2\\${hex}\\X0\\`;
    })
    .replaceAll("'", "''");
}

const STOREY_HEIGHT = 3000;
const WIDTH = 12000;
const DEPTH = 8000;
const WALL = 300;
const SLAB = 200;

/** The STEP lines of a model, numbered as they are added. */
class StepWriter {
  private readonly lines: string[] = [];
  private guids = 0;
  constructor(private readonly seed: string) {}

  add(entity: string): string {
    this.lines.push(`#${String(this.lines.length + 1)}=${entity};`);
    return `#${String(this.lines.length)}`;
  }

  guid(): string {
    this.guids += 1;
    return `'${guid(this.seed, this.guids)}'`;
  }

  text(): string {
    return this.lines.join('\n');
  }
}

/** A box extruded upwards from its placement: the body of a wall or a slab. */
function box(step: StepWriter, body: string, length: number, width: number, height: number): string {
  const centre = step.add(`IFCAXIS2PLACEMENT2D(${step.add(`IFCCARTESIANPOINT((${String(length / 2)}.,0.))`)},$)`);
  const profile = step.add(`IFCRECTANGLEPROFILEDEF(.AREA.,$,${centre},${String(length)}.,${String(width)}.)`);
  const origin = step.add(`IFCAXIS2PLACEMENT3D(${step.add('IFCCARTESIANPOINT((0.,0.,0.))')},$,$)`);
  const up = step.add('IFCDIRECTION((0.,0.,1.))');
  const solid = step.add(`IFCEXTRUDEDAREASOLID(${profile},${origin},${up},${String(height)}.)`);
  const shape = step.add(`IFCSHAPEREPRESENTATION(${body},'Body','SweptSolid',(${solid}))`);
  return step.add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${shape}))`);
}

/** A placement inside `parent` at (x, y, z), its x axis along (dx, dy). */
function placement(
  step: StepWriter,
  parent: string,
  [x, y, z]: readonly [number, number, number],
  [dx, dy]: readonly [number, number] = [1, 0],
): string {
  const point = step.add(`IFCCARTESIANPOINT((${String(x)}.,${String(y)}.,${String(z)}.))`);
  const axis = step.add('IFCDIRECTION((0.,0.,1.))');
  const direction = step.add(`IFCDIRECTION((${String(dx)}.,${String(dy)}.,0.))`);
  return step.add(`IFCLOCALPLACEMENT(${parent},${step.add(`IFCAXIS2PLACEMENT3D(${point},${axis},${direction})`)})`);
}

/** A small IFC4 building of `storeys` storeys: per storey a floor slab and four walls, in its spatial structure. */
export function demoIfc(projectName: string, storeys = 3): Uint8Array<ArrayBuffer> {
  const step = new StepWriter(projectName);
  const units = step.add(
    `IFCUNITASSIGNMENT((${step.add('IFCSIUNIT(*,.LENGTHUNIT.,.MILLI.,.METRE.)')},${step.add('IFCSIUNIT(*,.PLANEANGLEUNIT.,$,.RADIAN.)')}))`,
  );
  const world = step.add(`IFCAXIS2PLACEMENT3D(${step.add('IFCCARTESIANPOINT((0.,0.,0.))')},$,$)`);
  const context = step.add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${world},$)`);
  const body = step.add(`IFCGEOMETRICREPRESENTATIONSUBCONTEXT('Body','Model',*,*,*,*,${context},$,.MODEL_VIEW.,$)`);
  const project = step.add(`IFCPROJECT(${step.guid()},$,'${stepText(projectName)}',$,$,$,$,(${context}),${units})`);
  const sitePlace = step.add(`IFCLOCALPLACEMENT($,${world})`);
  const site = step.add(`IFCSITE(${step.guid()},$,'${stepText('Участок')}',$,$,${sitePlace},$,$,.ELEMENT.,$,$,$,$,$)`);
  const buildingPlace = placement(step, sitePlace, [0, 0, 0]);
  const building = step.add(
    `IFCBUILDING(${step.guid()},$,'${stepText('Корпус 2')}',$,$,${buildingPlace},$,$,.ELEMENT.,$,$,$)`,
  );
  step.add(`IFCRELAGGREGATES(${step.guid()},$,$,$,${project},(${site}))`);
  step.add(`IFCRELAGGREGATES(${step.guid()},$,$,$,${site},(${building}))`);

  const storeyIds: string[] = [];
  const walls: string[] = [];
  for (let level = 0; level < storeys; level += 1) {
    const elevation = level * STOREY_HEIGHT;
    const storeyPlace = placement(step, buildingPlace, [0, 0, elevation]);
    const storey = step.add(
      `IFCBUILDINGSTOREY(${step.guid()},$,'${stepText(`Этаж ${String(level + 1)}`)}',$,$,${storeyPlace},$,$,.ELEMENT.,${String(elevation)}.)`,
    );
    storeyIds.push(storey);
    const slab = step.add(
      `IFCSLAB(${step.guid()},$,'${stepText(`Перекрытие ${String(level + 1)}`)}',$,$,${placement(step, storeyPlace, [0, DEPTH / 2, 0])},${box(step, body, WIDTH, DEPTH, SLAB)},$,.FLOOR.)`,
    );
    const sides: { name: string; at: [number, number, number]; along: [number, number]; length: number }[] = [
      { name: 'Стена южная', at: [0, WALL / 2, SLAB], along: [1, 0], length: WIDTH },
      { name: 'Стена северная', at: [0, DEPTH - WALL / 2, SLAB], along: [1, 0], length: WIDTH },
      { name: 'Стена западная', at: [WALL / 2, 0, SLAB], along: [0, 1], length: DEPTH },
      { name: 'Стена восточная', at: [WIDTH - WALL / 2, 0, SLAB], along: [0, 1], length: DEPTH },
    ];
    const storeyWalls = sides.map(({ name, at, along, length }) =>
      step.add(
        `IFCWALL(${step.guid()},$,'${stepText(`${name}, этаж ${String(level + 1)}`)}',$,$,${placement(step, storeyPlace, at, along)},${box(step, body, length, WALL, STOREY_HEIGHT - SLAB)},$,.STANDARD.)`,
      ),
    );
    walls.push(...storeyWalls);
    step.add(`IFCRELCONTAINEDINSPATIALSTRUCTURE(${step.guid()},$,$,$,(${[slab, ...storeyWalls].join(',')}),${storey})`);
  }
  step.add(`IFCRELAGGREGATES(${step.guid()},$,$,$,${building},(${storeyIds.join(',')}))`);
  const external = step.add("IFCPROPERTYSINGLEVALUE('IsExternal',$,IFCBOOLEAN(.T.),$)");
  const fire = step.add("IFCPROPERTYSINGLEVALUE('FireRating',$,IFCLABEL('REI 150'),$)");
  const pset = step.add(`IFCPROPERTYSET(${step.guid()},$,'Pset_WallCommon',$,(${external},${fire}))`);
  step.add(`IFCRELDEFINESBYPROPERTIES(${step.guid()},$,$,$,(${walls.join(',')}),${pset})`);

  const model = `ISO-10303-21;
HEADER;
FILE_DESCRIPTION(('ViewDefinition [ReferenceView]'),'2;1');
FILE_NAME('model.ifc','2026-11-01T10:00:00',('CDE demo'),('CDE'),'','CDE demo project','');
FILE_SCHEMA(('IFC4'));
ENDSEC;
DATA;
${step.text()}
ENDSEC;
END-ISO-10303-21;
`;
  return new TextEncoder().encode(model);
}
