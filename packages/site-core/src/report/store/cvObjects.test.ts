/** @jest-environment node */
import { tempDataDir } from '../testing/fixtures';
import type { CvObjects } from './cvObjects';
import { ReportStore } from './reportStore';
import type { NewApplication } from './types';

/** A bucket in memory, as s3CvObjects keeps CVs (the S3 side runs in instances-nginx.spec.ts). */
function memoryBucket() {
  const objects = new Map<string, Buffer>();
  const bucket: CvObjects = {
    async put(key, bytes) {
      objects.set(key, Buffer.from(bytes));
    },
    async get(key) {
      const bytes = objects.get(key);
      if (!bytes) throw Object.assign(new Error(`no ${key}`), { name: 'NoSuchKey' });
      return bytes;
    },
    async remove(keys) {
      for (const key of keys) objects.delete(key);
    },
  };
  return { bucket, objects };
}

const cvBytes = Buffer.from('%PDF-1.7\n% a CV kept in object storage\n%%EOF\n');
const hr = { user: { id: '3', email: 'hr@medivia.example' }, clientAddress: '10.0.0.7' };

function application(key?: string): NewApplication {
  return {
    market: 'cro',
    locale: 'hr',
    openingId: 'pharmacist',
    answers: {
      name: 'Ana Horvat',
      email: 'ana@example.com',
      phone: '+385 1 234 5678',
      message: 'Ja sam Ana.',
      openingTitle: 'Ljekarnik',
    },
    cv: { name: 'cv.pdf', type: 'application/pdf', bytes: cvBytes },
    retainUntil: new Date('2026-12-31T00:00:00Z'),
    idempotencyKey: key,
    mails: () => [
      {
        purpose: 'hr',
        message: {
          to: 'hr@example.com',
          from: 'Web <web@medivia.example>',
          subject: 's',
          text: 't',
          html: 'h',
          attachCv: true,
        },
      },
    ],
  };
}

describe('CVs in object storage', () => {
  let data: ReturnType<typeof tempDataDir>;
  afterEach(() => data.cleanup());

  it('keeps the CV in the bucket, not the row; HR downloads it, the mail attaches it, the purge removes it', async () => {
    data = tempDataDir();
    const { bucket, objects } = memoryBucket();
    const store = ReportStore.open(data.dir, { cvObjects: bucket });
    try {
      const result = await store.commitApplication(
        application('k1'),
        new Date('2026-03-01T08:00:00Z'),
      );
      if (result.status !== 'created') throw new Error(result.status);
      // A repeat stores no second object.
      expect((await store.commitApplication(application('k1'))).status).toBe('replayed');
      expect([...objects.keys()]).toEqual([expect.stringMatching(/^cro\/[0-9a-f-]{36}$/)]);
      const row = store
        .sqlite!.prepare('SELECT length(cv) AS size, cv_object_key AS objectKey FROM applications')
        .get() as { size: number; objectKey: string };
      expect(row).toEqual({ size: 0, objectKey: [...objects.keys()][0] });

      const cv = await store.applications.downloadCv(result.reference, hr);
      expect(Buffer.compare(cv!.bytes, cvBytes)).toBe(0);
      const mail = await store.applicationOutbox.claimNext('host/1/relay', Date.now(), 60_000);
      expect(mail?.message.attachments?.[0]?.content).toBe(cvBytes.toString('base64'));

      expect(await store.purgeApplications(new Date('2027-01-01T00:00:00Z'))).toEqual([
        result.reference,
      ]);
      expect(objects.size).toBe(0);
    } finally {
      await store.close();
    }
  });
});
