import { lang } from 'next/root-params';
import { site } from '../../src/site';

// Not-found pages get no params; the root param still tells which locale the visitor is in.
export default async function NotFound() {
  return site.renderNotFound(await lang());
}
