import yazl from 'yazl';
/**
 * Contents of the demo project's files: small but real files of their kinds (a PDF a viewer opens, an IFC model in
 * STEP, text and CSV), generated so the repository carries no binaries.
 */

/** A one-page PDF with a few lines of Latin text (the standard fonts have no Cyrillic without embedding one). */
export function demoPdf(lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const text = lines
    .map((line, index) => `BT /F1 14 Tf 72 ${String(760 - index * 24)} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${String(text.length)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${String(index + 1)} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

export function demoText(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

/** A zip of these files (paths inside it, with folders), as the archive browser lists it. */
export async function demoZip(files: Readonly<Record<string, Uint8Array>>): Promise<Uint8Array<ArrayBuffer>> {
  const zip = new yazl.ZipFile();
  const mtime = new Date('2026-10-20T09:00:00Z');
  for (const [path, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), path, { mtime });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Word document (WordprocessingML: the three parts a DOCX needs) whose body is this XML. */
export function docxPackage(bodyXml: string): Promise<Uint8Array<ArrayBuffer>> {
  const files: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${bodyXml}</w:body></w:document>`,
  };
  return demoZip(
    Object.fromEntries(Object.entries(files).map(([path, text]) => [path, new TextEncoder().encode(text)])),
  );
}

/**
 * A DOCX of these paragraphs, the first as a heading; a paragraph that starts with a form feed starts a new page. The
 * office viewer converts it to PDF with LibreOffice.
 */
export function demoDocx(paragraphs: readonly string[]): () => Promise<Uint8Array<ArrayBuffer>> {
  const [heading = '', ...body] = paragraphs;
  const paragraph = (text: string, size: number, bold = false) => {
    const pageBreak = text.startsWith('\f') ? '<w:r><w:br w:type="page"/></w:r>' : '';
    const style = `<w:rPr>${bold ? '<w:b/>' : ''}<w:sz w:val="${String(size)}"/></w:rPr>`;
    return `<w:p>${pageBreak}<w:r>${style}<w:t xml:space="preserve">${xmlText(text.replace(/^\f/, ''))}</w:t></w:r></w:p>`;
  };
  return () => docxPackage(paragraph(heading, 32, true) + body.map((text) => paragraph(text, 24)).join(''));
}
