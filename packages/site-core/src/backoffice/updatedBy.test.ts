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

  type Shown = {
    name: string;
    virtual?: boolean;
    admin: { readOnly?: boolean; position?: string; hidden?: boolean };
    access: { create: () => boolean; update: () => boolean };
    hooks?: { afterRead: ((args: unknown) => Promise<unknown>)[] };
  };
  const fieldNamed = (name: string) =>
    withAuthor.fields.find((field) => 'name' in field && field.name === name) as Shown;

  it('shows the author read-only in the sidebar, and no request may set it', () => {
    const recorded = fieldNamed('updatedBy');
    expect([recorded.access.create(), recorded.access.update()]).toEqual([false, false]);
    // The relationship read "Untitled – ID: 1" to editors, who may not read accounts: hidden.
    expect(recorded.admin.hidden).toBe(true);
    const shown = fieldNamed('changedBy');
    expect(shown).toMatchObject({ virtual: true });
    expect(shown.admin).toMatchObject({ readOnly: true, position: 'sidebar' });
    expect([shown.access.create(), shown.access.update()]).toEqual([false, false]);
  });

  it('names the author by e-mail address for an editor who may not read accounts', async () => {
    const findByID = jest.fn(
      async ({ id, overrideAccess }: { id: number; overrideAccess: boolean }) =>
        overrideAccess && id === 1 ? { id: 1, email: 'ana.horvat@medivia.example' } : null,
    );
    const reading = {
      user: editor,
      context: {},
      payload: { findByID },
    } as unknown as PayloadRequest;
    const [read] = fieldNamed('changedBy').hooks!.afterRead;
    const name = (updatedBy: unknown) => read!({ siblingData: { updatedBy }, req: reading });
    expect(await name(1)).toBe('ana.horvat@medivia.example');
    expect(await name({ id: 1, email: 'ana.horvat@medivia.example' })).toBe(
      'ana.horvat@medivia.example',
    );
    expect(await name(null)).toBe('—');
    // One read per account and request, however many rows name it.
    expect(findByID).toHaveBeenCalledTimes(1);
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
