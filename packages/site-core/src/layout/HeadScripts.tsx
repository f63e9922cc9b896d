import { headScripts } from './headScripts';

/** The layout's inline <head> scripts: constant texts, allowed by the CSP through their hashes. */
export function HeadScripts() {
  return headScripts.map(({ id, text }) => (
    <script key={id} id={id} dangerouslySetInnerHTML={{ __html: text }} />
  ));
}
