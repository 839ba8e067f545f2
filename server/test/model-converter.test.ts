import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SingleThreadedFragmentsModel } from '@thatopen/fragments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversionError } from '../src/services/converter-process';
import { convertIfcToFragments, type ConverterStage } from '../src/services/model-converter';
import { BROKEN_IFC, IFC } from './model-helpers';

/** Every IFC fixture (../shared/fixtures/ifc) converts to fragments that hold its building elements. */

const FIXTURES = resolve(import.meta.dirname, '../../../shared/fixtures');
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'cde-model-test-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function convert(inputPath: string, name: string) {
  const outputPath = join(workDir, `${name}.frag`);
  const stages: ConverterStage[] = [];
  await convertIfcToFragments({
    inputPath,
    outputPath,
    timeoutMs: 120_000,
    memoryMiB: 2048,
    onStage: (stage) => stages.push(stage),
  });
  return { stages, fragments: new Uint8Array(await readFile(outputPath)) };
}

function categoriesOf(fragments: Uint8Array): string[] {
  const model = new SingleThreadedFragmentsModel('test', fragments);
  try {
    return model.getCategories();
  } finally {
    model.dispose();
  }
}

const EXPECTED: Record<keyof typeof IFC, readonly string[]> = {
  house: ['IFCWALLSTANDARDCASE', 'IFCDOOR', 'IFCROOF', 'IFCBUILDINGSTOREY'],
  duplex: ['IFCWALLSTANDARDCASE', 'IFCDOOR', 'IFCWINDOW', 'IFCBUILDINGSTOREY'],
  slabs: ['IFCSLAB', 'IFCBUILDINGSTOREY'],
  frames: ['IFCWINDOW', 'IFCBUILDINGSTOREY'],
  walls: ['IFCWALLSTANDARDCASE', 'IFCBUILDINGSTOREY'],
  steel: ['IFCBEAM', 'IFCCOLUMN'],
};

describe('the IFC converter', () => {
  for (const [key, path] of Object.entries(IFC) as [keyof typeof IFC, string][])
    it(`converts ${path} with its building elements, reporting every stage`, async () => {
      const extension = path.endsWith('.ifczip') ? '.ifczip' : '.ifc';
      const inputPath = join(workDir, `${key}${extension}`);
      await symlink(join(FIXTURES, path), inputPath);
      const { stages, fragments } = await convert(inputPath, key);
      expect(stages).toEqual(['geometry', 'attributes', 'relations']);
      expect(categoriesOf(fragments)).toEqual(expect.arrayContaining([...EXPECTED[key]]));
    });

  it('refuses a model cut short, a file that is no IFC and a zip without one, with their reasons', async () => {
    const cases = [
      ['broken.ifc', BROKEN_IFC, /cannot be read|nothing to show/],
      ['text.ifc', 'Просто текст', /not an IFC model/],
      [
        'empty.ifczip',
        Buffer.from('504b0506000000000000000000000000000000000000', 'hex'),
        /no \.ifc file|cannot be read/,
      ],
    ] as const;
    for (const [name, content, reason] of cases) {
      const inputPath = join(workDir, name);
      await writeFile(inputPath, content);
      const failure = await convert(inputPath, name).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ConversionError);
      expect((failure as ConversionError).message).toMatch(reason);
    }
  });

  it('stops a conversion that overruns its time', async () => {
    const inputPath = join(workDir, 'slow.ifc');
    await symlink(join(FIXTURES, IFC.frames), inputPath);
    const outputPath = join(workDir, 'slow.frag');
    const failure = await convertIfcToFragments({
      inputPath,
      outputPath,
      timeoutMs: 200,
      memoryMiB: 2048,
      onStage: () => undefined,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConversionError);
    expect((failure as ConversionError).failure).toBe('timeout');
  });
});
