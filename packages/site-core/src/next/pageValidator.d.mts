export declare function buildEntityTag(distDir: string): string | null;
export declare function matchesEntityTag(
  ifNoneMatch: string | null | undefined,
  tag: string | null,
): boolean;
