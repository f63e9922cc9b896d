export declare const thirdPartySources: {
  readonly script: readonly string[];
  readonly frame: readonly string[];
  readonly img: readonly string[];
  readonly connect: readonly string[];
};
export declare function documentPolicy(allowed?: {
  hashes?: string[];
  nonce?: string;
  framedBySameOrigin?: boolean;
}): string;
export declare const resourcePolicy: string;
export declare function inlineScriptHashes(html: string): string[];
export declare function adminPolicy(options?: { development?: boolean }): string;
