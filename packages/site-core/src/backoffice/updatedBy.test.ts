/** @jest-environment node */
import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  GlobalBeforeChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload';
import { collectionWithUpdatedBy, globalWithUpdatedBy } from './updatedBy.mts';

const editor = { id: 4, collection: 'users', role: 'editor' };
const req = (user: unknown) => ({ user }) as PayloadRequest;

describe('collectionWithUpdatedBy', () => {
  const articles: CollectionConfig = {
    slug: 'news',
    versions: { drafts: true },
    fields: [{ name: 'title', type: 'text' }],
  };
  const withAuthor = collectionWithUpdatedBy(articles);
  const record = withAuthor.hooks!.beforeChange!.at(-1) as CollectionBeforeChangeHook;
  const save = (data: Record<string, unknown>, user: unknown) =>
    record({ data, req: req(user) } as Parameters<CollectionBeforeChangeHook>[0]);

  it('records the account that saved, whatever the request said', () => {
    expect(save({ title: 'Nova', updatedBy: 1 }, editor)).toEqual({ title: 'Nova', updatedBy: 4 });
  });

  it('records nobody for a save without an account (the seed)', () => {
    expect(save({ title: 'Nova' }, null)).toEqual({ title: 'Nova', updatedBy: null });
  });

  it('shows it read-only in the sidebar, and no request may set it', () => {
    const field = withAuthor.fields.at(-1) as {
      name: string;
      admin: { readOnly: boolean; position: string };
      access: { create: () => boolean; update: () => boolean };
    };
    expect(field.name).toBe('updatedBy');
    expect(field.admin).toMatchObject({ readOnly: true, position: 'sidebar' });
    expect([field.access.create(), field.access.update()]).toEqual([false, false]);
  });

  it('leaves a collection without versions as it is', () => {
    const media: CollectionConfig = { slug: 'media', fields: [] };
    expect(collectionWithUpdatedBy(media)).toBe(media);
  });
});

describe('globalWithUpdatedBy', () => {
  it('records the account that saved a versioned global', async () => {
    const company: GlobalConfig = { slug: 'company', versions: { max: 50 }, fields: [] };
    const record = globalWithUpdatedBy(company).hooks!.beforeChange!.at(
      -1,
    ) as GlobalBeforeChangeHook;
    const saved = await record({
      data: {},
      req: req(editor),
    } as Parameters<GlobalBeforeChangeHook>[0]);
    expect(saved).toEqual({ updatedBy: 4 });
  });

  it('leaves an unversioned global (the content revision) as it is', () => {
    const state: GlobalConfig = { slug: 'content-state', fields: [] };
    expect(globalWithUpdatedBy(state)).toBe(state);
  });
});
