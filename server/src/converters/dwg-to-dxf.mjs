// Reads a DWG drawing with libdxfrw (LibreCAD's DWG/DXF library, built to WebAssembly by @mlightcad/libdxfrw-web)
// and writes it as DXF for the drawing viewer. A program of its own, run by drawing-converter.ts one drawing at a time
// in a process that is killed when it overruns its time: a damaged drawing costs that process, never the server.
// Usage: node dwg-to-dxf.mjs <input.dwg> <output.dxf>; exit 0 when the DXF is written, 2 when the drawing is unreadable.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const createModule = require('@mlightcad/libdxfrw-web/dist/libdxfrw.js');

const [inputPath, outputPath] = process.argv.slice(2);
if (!inputPath || !outputPath) {
  process.stderr.write('Usage: dwg-to-dxf.mjs <input.dwg> <output.dxf>\n');
  process.exit(64);
}

const libdxfrw = await createModule();
const database = new libdxfrw.DRW_Database();
const handler = new libdxfrw.DRW_FileHandler();
handler.database = database;
const read = handler.fileImport(await readFile(inputPath), database, false, false);
// libdxfrw-web ends each string it writes with a NUL byte, which no DXF holds: names would not match (layers, line types).
const dxf = read ? handler.fileExport(libdxfrw.DRW_Version.AC1021, false, database, false).replaceAll('\0', '') : '';
handler.delete();
database.delete();
if (!read || dxf.length === 0) {
  process.stderr.write('Error: libdxfrw could not read the drawing.\n');
  process.exit(2);
}
await writeFile(outputPath, dxf);
