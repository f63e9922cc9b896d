export declare function provideContentRevision(
  read: (() => Promise<string | null>) | null,
  options?: { trustMs?: number },
): void;
export declare function trustContentRevisionFor(trustMs: number): void;
export declare function announceContentRevision(revision: string): void;
export declare function currentContentRevision(): Promise<string | null>;
export declare const mixedRevision: 'mixed';
export declare function revisionOf(value: unknown): string | null;
export declare function revisionEntityTag(
  buildTag: string | null,
  revision: string | null,
): string | null;
