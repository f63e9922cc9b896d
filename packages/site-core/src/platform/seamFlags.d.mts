export interface SeamFlags {
  scriptsAfterPaint: boolean;
  earlyClicks: boolean;
  asciiPages: boolean;
  distDir: string | undefined;
  standalone: boolean;
  development: boolean;
  building: boolean;
}
export declare function seamFlags(env?: Record<string, string | undefined>): SeamFlags;
