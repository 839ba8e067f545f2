import { open, rm, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ConversionError, runConverter } from './converter-process';

/**
 * DWG drawings reach the drawing viewer as DXF, written by the converter program converters/dwg-to-dxf.mjs (libdxfrw)
 * in a Node process of its own (docs/viewers.md). libdxfrw is GPL-2.0: as a separate program it stays a tool the
 * server runs, as LibreOffice is.
 */

const CONVERTER = fileURLToPath(new URL('../converters/dwg-to-dxf.mjs', import.meta.url));

/** AutoCAD's names of the DWG versions, by the file's first six bytes. */
const DWG_VERSIONS: Record<string, string> = {
  AC1009: 'R11/R12',
  AC1012: 'R13',
  AC1014: 'R14',
  AC1015: '2000',
  AC1018: '2004',
  AC1021: '2007',
  AC1024: '2010',
  AC1027: '2013',
  AC1032: '2018',
};

/** The drawing's DWG version as people know it («DWG 2018 (AC1032)»), or undefined for what is no DWG. */
export async function dwgVersion(path: string): Promise<string | undefined> {
  const file = await open(path, 'r');
  try {
    const { bytesRead, buffer } = await file.read(Buffer.alloc(6), 0, 6, 0);
    const magic = buffer.subarray(0, bytesRead).toString('latin1');
    const name = DWG_VERSIONS[magic];
    return name === undefined ? undefined : `DWG ${name} (${magic})`;
  } finally {
    await file.close();
  }
}

export interface DrawingConversion {
  inputPath: string;
  outputPath: string;
  timeoutMs: number;
}

/** Writes the DWG at `inputPath` as DXF at `outputPath`; rejects with a `ConversionError` when it cannot. */
export async function convertDwgToDxf({ inputPath, outputPath, timeoutMs }: DrawingConversion): Promise<void> {
  const version = await dwgVersion(inputPath);
  if (version === undefined) throw new ConversionError('unreadable', 'The file is not a DWG drawing.');
  const { exitCode } = await runConverter({
    command: process.execPath,
    args: [CONVERTER, inputPath, outputPath],
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    env: { PATH: process.env['PATH'] ?? '' },
    timeoutMs,
  });
  const written = exitCode === 0 ? await stat(outputPath).catch(() => undefined) : undefined;
  if (!written || written.size === 0) {
    await rm(outputPath, { force: true });
    throw new ConversionError('unreadable', `The drawing (${version}) could not be read.`);
  }
}
