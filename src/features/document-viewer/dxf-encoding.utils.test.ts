import { describe, expect, it } from 'vitest';
import { codePageEncoding, dxfEncoding } from './dxf-encoding.utils';

/** A DXF's header section with the given version and code page, then `body` in `encode`'s bytes. */
function dxf(version: string, codePage: string, body: Uint8Array): Uint8Array {
  const header = new TextEncoder().encode(
    `  0\r\nSECTION\r\n  2\r\nHEADER\r\n  9\r\n$ACADVER\r\n  1\r\n${version}\r\n  9\r\n$DWGCODEPAGE\r\n  3\r\n${codePage}\r\n  0\r\nENDSEC\r\n  0\r\nSECTION\r\n  2\r\nENTITIES\r\n  0\r\nTEXT\r\n  1\r\n`,
  );
  const bytes = new Uint8Array(header.length + body.length);
  bytes.set(header);
  bytes.set(body, header.length);
  return bytes;
}

/** «Ось А» in Windows-1251. */
const CP1251 = new Uint8Array([0xce, 0xf1, 0xfc, 0x20, 0xc0]);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('dxfEncoding', () => {
  it('reads plain ASCII and valid UTF-8 as UTF-8', () => {
    expect(dxfEncoding(dxf('AC1018', 'ANSI_1252', utf8('PLAN')))).toBe('utf-8');
    expect(dxfEncoding(dxf('AC1015', 'ANSI_1251', utf8('Ось А')))).toBe('utf-8');
    expect(dxfEncoding(new Uint8Array(0))).toBe('utf-8');
  });

  it('reads an older DXF in the code page its header declares', () => {
    expect(dxfEncoding(dxf('AC1015', 'ANSI_1251', CP1251))).toBe('windows-1251');
    expect(dxfEncoding(dxf('AC1009', 'dos866', CP1251))).toBe('ibm866');
  });

  it('reads AutoCAD 2007 and later as UTF-8 whatever it declares', () => {
    expect(dxfEncoding(dxf('AC1021', 'ANSI_1251', CP1251))).toBe('utf-8');
    expect(dxfEncoding(dxf('AC1032', 'ANSI_1251', CP1251))).toBe('utf-8');
  });

  it('falls back to Windows-1252 for a code page the browser does not know', () => {
    expect(dxfEncoding(dxf('AC1015', 'ANSI_99999', CP1251))).toBe('windows-1252');
  });
});

describe('codePageEncoding', () => {
  it('names the code pages DXF declares as TextDecoder does', () => {
    expect(codePageEncoding('ANSI_1251')).toBe('windows-1251');
    expect(codePageEncoding('ansi_1252')).toBe('windows-1252');
    expect(codePageEncoding('ANSI_874')).toBe('windows-874');
    expect(codePageEncoding('ANSI_932')).toBe('shift_jis');
    expect(codePageEncoding('ISO8859-5')).toBe('iso-8859-5');
  });

  it('knows nothing of the others', () => {
    expect(codePageEncoding('ANSI_1259')).toBeUndefined();
    expect(codePageEncoding('ISO8859-12')).toBeUndefined();
    expect(codePageEncoding('')).toBeUndefined();
    expect(codePageEncoding(undefined)).toBeUndefined();
  });
});
