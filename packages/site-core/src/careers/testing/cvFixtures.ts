/*
 * Files for the application tests: a real one-page PDF, a DOCX's telltale ZIP entries, and the
 * hostile uploads the endpoint must refuse.
 */

/** A valid, minimal one-page PDF with one line of text ("Ana Horvat, CV"; a certificate's name). */
export function samplePdf(text = 'Ana Horvat, CV'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 18 Tf 72 770 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The start of a DOCX: a ZIP whose entries name the Word parts (enough for the type check). */
export function sampleDocx(): Buffer {
  return Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]),
    Buffer.from('[Content_Types].xml....word/document.xml....word/styles.xml', 'latin1'),
  ]);
}

/** A Windows executable's header: the classic upload renamed to cv.pdf. */
export function windowsExecutable(): Buffer {
  return Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(256, 0x41)]);
}

/** A ZIP that is not a Word document (an archive someone renamed to .docx). */
export function plainZip(): Buffer {
  return Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
    Buffer.from('setup.exe', 'latin1'),
  ]);
}
