import { rm, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ConversionError, runConverter } from './converter-process';

/**
 * IFC models reach the model viewer as That Open fragments, written by the converter program
 * converters/ifc-to-fragments.mjs (web-ifc through @thatopen/fragments) in a Node process of its own (docs/models.md),
 * so that a model that exhausts memory or hangs costs that process, never the server.
 */

const CONVERTER = fileURLToPath(new URL('../converters/ifc-to-fragments.mjs', import.meta.url));

/** The converter's stages, in order, as it reports them. */
export type ConverterStage = 'geometry' | 'attributes' | 'relations';

const STAGES: ReadonlySet<string> = new Set<ConverterStage>(['geometry', 'attributes', 'relations']);

export interface ModelConversion {
  inputPath: string;
  outputPath: string;
  timeoutMs: number;
  /** Heap the converter may take, in MiB: the largest models need about a gigabyte. */
  memoryMiB: number;
  onStage: (stage: ConverterStage) => void;
}

/** A line of the converter's report: a stage reached, or why it gave up (for the people who uploaded the model). */
function reportOf(line: string): { stage?: unknown; failure?: unknown } {
  try {
    const report: unknown = JSON.parse(line);
    return typeof report === 'object' && report !== null ? report : {};
  } catch {
    return {};
  }
}

/** Writes the IFC at `inputPath` as fragments at `outputPath`; rejects with a `ConversionError` when it cannot. */
export async function convertIfcToFragments(conversion: ModelConversion): Promise<void> {
  const { inputPath, outputPath, timeoutMs, memoryMiB, onStage } = conversion;
  let failure = 'The model cannot be read.';
  const { exitCode } = await runConverter({
    command: process.execPath,
    args: [`--max-old-space-size=${String(memoryMiB)}`, CONVERTER, inputPath, outputPath],
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    env: { PATH: process.env['PATH'] ?? '' },
    timeoutMs,
    onLine: (line) => {
      const report = reportOf(line);
      if (typeof report.stage === 'string' && STAGES.has(report.stage)) onStage(report.stage as ConverterStage);
      if (typeof report.failure === 'string' && report.failure !== '') failure = report.failure;
    },
  });
  const written = exitCode === 0 ? await stat(outputPath).catch(() => undefined) : undefined;
  if (!written || written.size === 0) {
    await rm(outputPath, { force: true });
    throw new ConversionError('unreadable', exitCode === 0 ? 'The model holds nothing to show.' : failure);
  }
}
