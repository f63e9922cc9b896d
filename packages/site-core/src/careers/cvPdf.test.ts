/** @jest-environment node */
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { checkCv } from './cvCheck';
import { inspectCvPdf } from './cvPdf';
import { craftedCvs, pdfWith, samplePdf, windowsExecutable } from './testing/cvFixtures';

const check = (bytes: Buffer) => checkCv({ name: 'cv.pdf', size: bytes.length }, bytes);

/** A PDF as pdf-lib writes it: every dictionary but the page content compressed in object streams. */
async function compressedPdf(change: (doc: PDFDocument) => void): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Ana Horvat, CV');
  change(doc);
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

describe('a CV that is a PDF', () => {
  it('is accepted as writers make it: text, a GoTo open action, trailing whitespace', async () => {
    expect(await check(samplePdf())).toEqual({ ok: true, kind: 'pdf' });
    // Word's "Save as PDF" and many writers open at the first page with a GoTo action or a destination.
    const goTo = pdfWith({ catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] >> ' });
    expect(await check(goTo)).toEqual({ ok: true, kind: 'pdf' });
    const destination = pdfWith({ catalog: '/OpenAction [3 0 R /XYZ null null 0] ' });
    expect(await check(Buffer.concat([destination, Buffer.from('\r\n\n  \0')]))).toEqual({
      ok: true,
      kind: 'pdf',
    });
    const link = pdfWith({
      objects: ['<< /Type /Action /S /URI /URI (https://www.linkedin.com) >>'],
    });
    expect(await check(link)).toEqual({ ok: true, kind: 'pdf' });
    expect(await check(await compressedPdf(() => undefined))).toEqual({ ok: true, kind: 'pdf' });
  });

  it.each([
    ['JavaScript run on opening, with a program appended (issue 38)', craftedCvs.javascriptPdf()],
    [
      'JavaScript run on opening',
      pdfWith({
        catalog: '/OpenAction 6 0 R ',
        objects: ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'],
      }),
    ],
    ['a program after the last %%EOF', Buffer.concat([samplePdf(), windowsExecutable()])],
    [
      'JavaScript under names written with lower-case escapes (/#4a#53, /#4a#61vaScript)',
      pdfWith({ objects: ['<< /S /#4a#61vaScript /#4a#53 (app.alert\\(1\\)) >>'] }),
    ],
    [
      'document-level JavaScript in the names tree, never referenced by an action',
      pdfWith({
        catalog: '/Names << /JavaScript 6 0 R >> ',
        objects: ['<< /Names [(a) << /S /JavaScript /JS (1) >>] >>'],
      }),
    ],
    [
      'a launch action on a page',
      pdfWith({ objects: ['<< /Type /Annot /Subtype /Link /A << /S /Launch /F (cmd.exe) >> >>'] }),
    ],
    [
      'an embedded file',
      pdfWith({ objects: ['<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream'] }),
    ],
    [
      'an open action that opens a web page',
      pdfWith({ catalog: '/OpenAction << /S /URI /URI (https://evil.example) >> ' }),
    ],
  ])('%s is refused', async (_, bytes) => {
    expect(await inspectCvPdf(bytes)).toBe('activeContent');
    expect(await check(bytes)).toEqual({ ok: false, problem: 'activeContent' });
  });

  it('is refused when its JavaScript is compressed in an object stream, where no text search sees it', async () => {
    const pdf = await compressedPdf((doc) => {
      const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
    });
    expect(pdf.includes('JavaScript')).toBe(false);
    expect(await check(pdf)).toEqual({ ok: false, problem: 'activeContent' });
  });

  it('is refused when it cannot be read or is encrypted', async () => {
    const broken = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R\nendobj\n%%EOF\n',
    );
    expect(await check(broken)).toEqual({ ok: false, problem: 'unsafeArchive' });
    const encrypted = Buffer.from(
      samplePdf()
        .toString('latin1')
        .replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 >>'),
      'latin1',
    );
    expect(await check(encrypted)).toEqual({ ok: false, problem: 'unsafeArchive' });
  });
});
