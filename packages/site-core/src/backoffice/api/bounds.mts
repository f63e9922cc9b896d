/**
 * How much one request to the back office's API may ask to read, REST and GraphQL alike. The public
 * site reads through the Local API, never this API, so a visitor gets little: one level of related
 * documents (the default when none is asked) and pages of up to 200 (what publishing.spec's visitor
 * reads). Staff get what the admin asks for itself (depth 0 to 2; pages of up to 250, a list's
 * relationship column) with a little room, still bounded.
 */
export const readBounds = {
  visitor: { depth: 1, limit: 200 },
  staff: { depth: 3, limit: 250 },
} as const;
