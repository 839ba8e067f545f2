import { docxPackage } from '../../server/src/demo/demo-files';

/**
 * A DOCX of `pages` pages, each a sheet of a drawing set's register: a heading and a table of 25 rooms, a page break
 * after each. Made here, so that the bench needs no large file of its own.
 */
export async function largeDocx(pages: number): Promise<Uint8Array<ArrayBuffer>> {
  const cell = (text: string) => `<w:tc><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:tc>`;
  const sheet = (page: number) => {
    const heading = `<w:p><w:r><w:rPr><w:b/><w:sz w:val="28"/></w:rPr><w:t>Лист ${String(page)}. Экспликация помещений, оси 1–10</w:t></w:r></w:p>`;
    const rows = Array.from(
      { length: 25 },
      (_, row) =>
        `<w:tr>${cell(`${String(page)}.${String(row + 1)}`)}${cell(`Помещение ${String(row + 1)}`)}${cell(`${((row + 1) * 3.5).toFixed(1)} м²`)}${cell(`Отделка типа ${String(row % 4)}`)}</w:tr>`,
    ).join('');
    const table = `<w:tbl><w:tblPr><w:tblBorders><w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders></w:tblPr>${rows}</w:tbl>`;
    const pageBreak = page < pages ? '<w:p><w:r><w:br w:type="page"/></w:r></w:p>' : '';
    return heading + table + pageBreak;
  };
  return docxPackage(Array.from({ length: pages }, (_, index) => sheet(index + 1)).join(''));
}
