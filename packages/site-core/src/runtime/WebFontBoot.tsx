import { webFontBootScript } from './webFont';

/** Inline in <head>: turns the web font on from the first paint when this visit has already loaded it. */
export function WebFontBoot() {
  return <script id="webfont-boot" dangerouslySetInnerHTML={{ __html: webFontBootScript }} />;
}
