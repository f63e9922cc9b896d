export declare const searchPaths: {
  readonly hr: string;
  readonly sl: string;
  readonly bs: string;
  readonly en: string;
};
export declare const searchResultsSegment: string;
