import sharp from 'sharp';
import { acknowledgeBy, feedbackBy } from './deadlines';

/* Fixtures of the whistleblowing tests (jest and the browser tests, through site-core/testing). */

/** A small JPEG whose EXIF names an author and carries GPS coordinates, as a phone's photo does. */
export const gpsJpeg = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Ana Test', Make: 'TestPhone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 48/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '15/1 58/1 0/1',
      },
    })
    .toBuffer();

/** What an image holds: its size and whether any EXIF (GPS included) is left. */
export async function imageFacts(bytes: Uint8Array) {
  const metadata = await sharp(bytes).metadata();
  return { width: metadata.width, height: metadata.height, exif: metadata.exif !== undefined };
}

/** The desk's two clocks, as the store computes them: for tests that check a case's deadlines. */
export const channelDeadlines = { acknowledgeBy, feedbackBy };
