import type { CollectionConfig } from 'payload';
import { collectionWithScheduleDefaults, scheduleTimezones, timeZoneLabel } from './index.mts';

describe('scheduled publishing', () => {
  describe('given a collection whose publishing can be scheduled', () => {
    const scheduled: CollectionConfig = {
      slug: 'news',
      versions: { drafts: { schedulePublish: true } },
      fields: [],
    };

    it('gets the publish button whose dialog opens on Publish for a draft', () => {
      expect(collectionWithScheduleDefaults(scheduled).admin?.components?.edit?.PublishButton).toBe(
        '@medivia/site-core/backoffice/admin-fields#PublishButton',
      );
    });
  });

  it('leaves a collection without scheduling as it is', () => {
    const plain: CollectionConfig = { slug: 'media', versions: { drafts: true }, fields: [] };
    expect(collectionWithScheduleDefaults(plain)).toBe(plain);
  });

  it('names a zone by its standard offset and city, as Payload names its zones', () => {
    expect(timeZoneLabel('Europe/Zagreb')).toBe('(UTC+01:00) Zagreb');
    expect(timeZoneLabel('Europe/Sarajevo')).toBe('(UTC+01:00) Sarajevo');
    expect(timeZoneLabel('Europe/London')).toBe('(UTC+00:00) London');
  });

  describe("given the market's time zone", () => {
    const timezones = scheduleTimezones('Europe/Ljubljana')!;
    const zones =
      typeof timezones.supportedTimezones === 'function'
        ? timezones.supportedTimezones({
            defaultTimezones: [
              { label: '(UTC+00:00) London (GMT)', value: 'Europe/London' },
              { label: 'Ljubljana twice', value: 'Europe/Ljubljana' },
            ],
          })
        : [];

    it('preselects it and offers it first, once, before Payload’s list', () => {
      expect(timezones.defaultTimezone).toBe('Europe/Ljubljana');
      expect(zones.map((zone) => zone.value)).toEqual(['Europe/Ljubljana', 'Europe/London']);
      expect(zones[0]!.label).toBe('(UTC+01:00) Ljubljana');
    });
  });

  it('sets nothing without a time zone (Payload asks staff as before)', () => {
    expect(scheduleTimezones(undefined)).toBeUndefined();
  });
});
