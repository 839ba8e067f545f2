// Converts an IFC model (STEP text, or zipped as .ifczip) to That Open's fragments, the model viewer's format, with
// web-ifc through @thatopen/fragments' importer. A program of its own, run by model-converter.ts one model at a time in
// a process that is killed when it overruns its time: a damaged model costs that process, never the server.
// Usage: node ifc-to-fragments.mjs <input> <output.frag>. It prints one line per stage reached on standard output
// ({"stage":"geometry"|"attributes"|"relations"}); exit 0 when the fragments are written, 2 when the model is
// unreadable, with {"failure":"…why"} as the last line.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { IfcImporter } from '@thatopen/fragments';
import { unzipSync } from 'fflate';

const require = createRequire(import.meta.url);

const [inputPath, outputPath] = process.argv.slice(2);
if (!inputPath || !outputPath) {
  process.stderr.write('Usage: ifc-to-fragments.mjs <input.ifc|input.ifczip> <output.frag>\n');
  process.exit(64);
}

// The reason goes on standard output too: web-ifc may fill standard error with its own messages first.
const unreadable = (reason) => {
  process.stdout.write(`${JSON.stringify({ failure: reason })}\n`);
  process.stderr.write(`Error: ${reason}\n`);
  process.exit(2);
};

/** The IFC text of the file: the file itself, or the one .ifc inside a zip (ISO 10303-21 allows zipping it). */
function ifcBytes(file) {
  // A zip starts with a local file header (PK\3\4), or, when empty, with its end record (PK\5\6).
  const isZip =
    file[0] === 0x50 && file[1] === 0x4b && ((file[2] === 3 && file[3] === 4) || (file[2] === 5 && file[3] === 6));
  if (!isZip) return file;
  let entries;
  try {
    entries = unzipSync(file, { filter: (entry) => entry.name.toLowerCase().endsWith('.ifc') });
  } catch {
    return unreadable('The zipped model cannot be read.');
  }
  const [first] = Object.values(entries);
  return first ?? unreadable('The zip holds no .ifc file.');
}

const bytes = ifcBytes(new Uint8Array(await readFile(inputPath)));
// A STEP file starts with ISO-10303-21; anything else would only make web-ifc fail less clearly.
if (!new TextDecoder().decode(bytes.subarray(0, 64)).trimStart().startsWith('ISO-10303-21'))
  unreadable('The file is not an IFC model (ISO 10303-21).');

const importer = new IfcImporter();
importer.wasm = { absolute: true, path: `${dirname(require.resolve('web-ifc'))}/` };
const STAGES = { geometries: 'geometry', attributes: 'attributes', relations: 'relations' };
let stage;
const fragments = await importer
  .process({
    bytes,
    progressCallback: (_progress, data) => {
      const next = STAGES[data.process];
      if (next === undefined || next === stage) return;
      stage = next;
      process.stdout.write(`${JSON.stringify({ stage })}\n`);
    },
  })
  .catch((error) => unreadable(`The model cannot be read: ${error instanceof Error ? error.message : String(error)}`));
if (!fragments || fragments.length === 0) unreadable('The model holds nothing to show.');
await writeFile(outputPath, fragments);
