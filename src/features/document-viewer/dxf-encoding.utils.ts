/** The part of a DXF its header is looked for in: the header section comes first and is small. */
const HEADER_BYTES = 65_536;

/** TextDecoder's labels of the code pages DXF names in `$DWGCODEPAGE` that are not `windows-N` (ANSI_1251 and the like). */
const CODE_PAGES: Readonly<Record<string, string>> = {
  ANSI_932: 'shift_jis',
  ANSI_936: 'gbk',
  ANSI_949: 'euc-kr',
  ANSI_950: 'big5',
  DOS866: 'ibm866',
};

/** The encoding DXF files without a readable code page were mostly written in (AutoCAD's western default). */
const DEFAULT_CODE_PAGE = 'windows-1252';

/** The value of a header variable (`$ACADVER`, `$DWGCODEPAGE`): the line after its group code. */
function headerVariable(header: string, name: string): string | undefined {
  const escaped = name.replace(/\$/g, '\\$');
  return new RegExp(`^${escaped}\\r?\\n\\s*\\d+\\r?\\n([^\\r\\n]*)`, 'm').exec(header)?.[1]?.trim();
}

/** The TextDecoder label of a `$DWGCODEPAGE` value; undefined for one the browser does not decode. */
export function codePageEncoding(codePage: string | undefined): string | undefined {
  const value = codePage?.trim().toUpperCase() ?? '';
  const named = CODE_PAGES[value];
  if (named) return named;
  const windows = /^ANSI_(874|125[0-8])$/.exec(value);
  if (windows?.[1]) return `windows-${windows[1]}`;
  const iso = /^ISO8859-(\d{1,2})$/.exec(value);
  if (iso?.[1] && ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '13', '14', '15', '16'].includes(iso[1])) {
    return `iso-8859-${iso[1]}`;
  }
  return undefined;
}

function isAscii(bytes: Uint8Array): boolean {
  // A plain loop: a drawing may have tens of megabytes.
  for (const byte of bytes) if (byte >= 0x80) return false;
  return true;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The encoding to read a DXF's text in. DXF of AutoCAD 2007 (AC1021) and later is UTF-8; older DXF is written in the
 * code page its header names (`$DWGCODEPAGE`, e.g. ANSI_1251 for Russian drawings), although many programs write
 * UTF-8 whatever they declare. So: plain ASCII or valid UTF-8 is read as UTF-8, anything else in its declared code page
 * (Windows-1252 when it declares none the browser knows).
 */
export function dxfEncoding(bytes: Uint8Array): string {
  if (isAscii(bytes)) return 'utf-8';
  const header = new TextDecoder('latin1').decode(bytes.subarray(0, HEADER_BYTES));
  const version = headerVariable(header, '$ACADVER') ?? '';
  if (/^AC\d{4}$/.test(version) && version >= 'AC1021') return 'utf-8';
  if (isUtf8(bytes)) return 'utf-8';
  return codePageEncoding(headerVariable(header, '$DWGCODEPAGE')) ?? DEFAULT_CODE_PAGE;
}
