import { writeZip, type ZipPart } from './zipWriter';

/*
 * Files for the application tests: a real one-page PDF, a real DOCX, and the
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

const wordParts: ZipPart[] = [
  {
    name: '[Content_Types].xml',
    data:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
  },
  {
    name: '_rels/.rels',
    data:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
  },
  {
    name: 'word/document.xml',
    data:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Ana Horvat, CV</w:t></w:r></w:p></w:body></w:document>',
  },
];

/** A real, minimal Word document (DOCX) with one line of text, plus further parts (or others in place of its own). */
export function sampleDocx(...extra: ZipPart[]): Buffer {
  const replaced = new Set(extra.map((part) => part.name));
  return writeZip([...wordParts.filter((part) => !replaced.has(part.name)), ...extra]);
}

/** A Word document carrying a VBA project and a program beside it (a .docm renamed, plus a dropper). */
export function macroDocx(): Buffer {
  return sampleDocx(
    { name: 'word/vbaProject.bin', data: Buffer.concat([oleSignature, Buffer.alloc(512, 1)]) },
    { name: 'payload.exe', data: windowsExecutable() },
  );
}

/** A Word document of about 50 kB whose picture unpacks to 50 MB. */
export function docxBomb(): Buffer {
  return sampleDocx({ name: 'word/media/image1.png', data: Buffer.alloc(50 * 1024 * 1024) });
}

const oleSignature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

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
