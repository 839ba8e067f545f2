import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { basename, join } from 'node:path';

/**
 * Names for the functions of a CPU profile of the production build: the profile gives a minified script's URL and the
 * function's start (line, column); the build's source map (vite.config.ts: `sourcemap: true`, files beside the scripts
 * in dist/assets) gives the original file and line, and the original line's text gives the function's name (the
 * declaration, the variable or property it is assigned to, or the call it is passed to as a callback).
 */

/** What SourceMap.findEntry answers: an empty object where nothing maps, and the name where the map has one. */
interface Entry {
  originalSource?: string;
  originalLine?: number;
  originalColumn?: number;
  name?: string;
}

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** The name the original source gives the function starting at `column` of `line` (where the map leads). */
function nameAt(line: string, column: number): string | undefined {
  const before = line.slice(0, column);
  const after = line.slice(column);
  // `function name(`, a method `name(` or `#name(`: the map leads to the name itself.
  const own = /^(#?[\w$]+)\s*[(<]/.exec(after);
  if (own?.[1] && /(?:function\s*\*?|async|static|get|set|^)\s*$/.test(before)) return own[1];
  // An arrow function's start may be its first parameter, inside the parenthesis: look before that one too.
  for (const head of [before.replace(/\(\s*$/, ''), before]) {
    // `const Text = factory((_props) => …)`: the component the factory makes.
    const made = /(?:const|let|var)\s+([\w$]+)\s*=\s*[\w$.]+\(\s*$/.exec(head);
    if (made?.[1]) return made[1];
    // `const name = (…) =>`, `exports.name = function`, `name: (…) =>`.
    const assigned = /([\w$]+)\s*[:=]\s*(?:async\s*)?(?:function\s*\*?\s*)?$/.exec(head);
    if (assigned?.[1]) return assigned[1];
    const prop = /([\w$]+)=\{\s*$/.exec(head);
    if (prop?.[1]) return `${prop[1]} handler`;
    const callback = /([\w$][\w$.]*)\(\s*(?:[^()]*,\s*)?$/.exec(head);
    if (callback?.[1]) return `${callback[1]}(…) callback`;
  }
  // The map leads to the start of the declaration: `const name = …`, `function name(`.
  const declaration = /^(?:export\s+)?(?:(?:const|let|var)\s+([\w$]+)\s*=|(?:async\s+)?function\s*\*?\s*([\w$]+))/.exec(
    after.trimStart(),
  );
  return declaration?.[1] ?? declaration?.[2];
}

/** Where a file of the build came from, shortened: the app's own path, or the package's name. */
function shortSource(source: string): string {
  const path = source.replace(/^(\.\.\/)+/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  return pkg?.[1] ? `${pkg[1]}/${basename(path)}` : path;
}

export class SourceNames {
  private readonly maps = new Map<string, SourceMap | null>();
  private readonly lines = new Map<string, string[]>();

  constructor(private readonly assetsDir: string) {}

  private mapOf(url: string): SourceMap | null {
    const file = /\/assets\/([^/?#]+\.m?js)(?:[?#]|$)/.exec(url)?.[1];
    if (!file) return null;
    let map = this.maps.get(file);
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(join(this.assetsDir, `${file}.map`), 'utf8')) as never);
      } catch {
        map = null;
      }
      this.maps.set(file, map);
    }
    return map;
  }

  private originalLine(map: SourceMap, source: string, line: number): string {
    let lines = this.lines.get(source);
    if (!lines) {
      const payload = map.payload as { sources: string[]; sourcesContent?: (string | null)[] };
      lines = (payload.sourcesContent?.[payload.sources.indexOf(source)] ?? '').split('\n');
      this.lines.set(source, lines);
    }
    return lines[line] ?? '';
  }

  /** «name (source:line)» for a frame of the build; the profile's own name and URL for anything else. */
  label(frame: CallFrame): string {
    if (!frame.url) return frame.functionName || '(program)';
    const map = this.mapOf(frame.url);
    const entry: Entry | undefined = map?.findEntry(frame.lineNumber, frame.columnNumber);
    if (!map || entry?.originalSource === undefined || entry.originalLine === undefined)
      return `${frame.functionName || '(anonymous)'} (${basename(new URL(frame.url).pathname)})`;
    const text = this.originalLine(map, entry.originalSource, entry.originalLine);
    const column = entry.originalColumn ?? 0;
    // The map may lead to the call a callback is passed to (`useEffect(() => …)`): the callback is named after it.
    const callee = entry.name && /^[\w$]+\s*\(\s*(?:async\s*)?(?:\(|function\b|[\w$]+\s*=>)/.test(text.slice(column));
    const name =
      (callee ? `${entry.name ?? ''}(…) callback` : entry.name) ??
      nameAt(text, column) ??
      (frame.functionName || '(anonymous)');
    return `${name} (${shortSource(entry.originalSource)}:${String(entry.originalLine + 1)})`;
  }

  /** What a frame's self time is counted under: the app, a package, or the browser's own work. */
  group(frame: CallFrame): string {
    if (!frame.url) {
      if (frame.functionName.startsWith('(')) return frame.functionName;
      return 'native functions (DOM, history, timers)';
    }
    const source = this.source(frame);
    if (source.startsWith('src/') || source.startsWith('codegen/')) return 'the app (src/, codegen/)';
    return /^((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1] ?? source;
  }

  /** The original source file of a frame (the app's path, or the package and file), for grouping. */
  source(frame: CallFrame): string {
    const map = frame.url ? this.mapOf(frame.url) : null;
    const entry: Entry | undefined = map?.findEntry(frame.lineNumber, frame.columnNumber);
    if (entry?.originalSource) return shortSource(entry.originalSource);
    return frame.url ? basename(new URL(frame.url).pathname) : '(native)';
  }
}
