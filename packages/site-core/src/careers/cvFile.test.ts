/** @jest-environment node */
import { checkCv, sniffCv } from './cvCheck';
import { isSafeFileName, mailedFileName, MAX_CV_BYTES, precheckCv } from './cvFile';
import { plainZip, sampleDocx, samplePdf, windowsExecutable } from './testing/cvFixtures';

describe('the CV check', () => {
  it('reads PDF and DOCX from the bytes, whatever the name says', async () => {
    expect(sniffCv(samplePdf())).toBe('pdf');
    expect(sniffCv(sampleDocx())).toBe('docx');
    expect(await checkCv({ name: 'cv.docx', size: 900 }, samplePdf())).toEqual({
      ok: true,
      kind: 'pdf',
    });
  });

  it('refuses a renamed executable, a ZIP that is not a Word file and plain text', async () => {
    expect(await checkCv({ name: 'cv.pdf', size: 262 }, windowsExecutable())).toEqual({
      ok: false,
      problem: 'badType',
    });
    expect(sniffCv(plainZip())).toBeUndefined();
    expect(sniffCv(Buffer.from('Ana Horvat, CV'))).toBeUndefined();
  });

  it('refuses a path in the file name, an empty file and one over 10 MB', async () => {
    for (const name of ['../../etc/passwd.pdf', 'C:\\Users\\ana\\cv.pdf', 'cv\u0000.pdf', '']) {
      expect(isSafeFileName(name)).toBe(false);
      expect(await checkCv({ name, size: 100 }, samplePdf())).toEqual({
        ok: false,
        problem: 'badName',
      });
    }
    expect(await checkCv({ name: 'cv.pdf', size: 0 }, Buffer.alloc(0))).toEqual({
      ok: false,
      problem: 'empty',
    });
    expect(await checkCv({ name: 'cv.pdf', size: MAX_CV_BYTES + 1 }, samplePdf())).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
    expect(await checkCv(undefined)).toEqual({ ok: false, problem: 'missing' });
  });

  it("names the mailed file after the visitor's name with the extension of its real type", () => {
    expect(mailedFileName('Životopis Ana.docx', 'pdf')).toBe('Životopis Ana.pdf');
    expect(mailedFileName('cv<script>.pdf', 'pdf')).toBe('cv_script_.pdf');
  });

  it("gives the browser's quick answer from size and extension", () => {
    expect(precheckCv({ name: 'cv.PDF', size: 10 })).toBeUndefined();
    expect(precheckCv({ name: 'cv.exe', size: 10 })).toBe('badType');
    expect(precheckCv({ name: 'cv.pdf', size: MAX_CV_BYTES + 1 })).toBe('tooLarge');
  });
});
