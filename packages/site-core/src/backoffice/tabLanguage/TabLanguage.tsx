'use client';
import { useLocale } from '@payloadcms/ui';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { tabLanguageAddress } from './tabLanguageAddress';

/** Where a tab keeps the language of the documents it edits: this tab's session storage. */
const storageKey = 'medivia:document-language';

/**
 * The language of the documents a tab edits is that tab's, not the account's. Payload keeps one
 * language per account and opens an address without `?locale=` in the last language picked in any
 * tab: an editor who switched to English in one tab saw the Croatian article of another reopen in
 * English with empty fields after its first save (issue #41). Each tab remembers its own language
 * and keeps it in the address of every list and document it opens, so Payload's own redirects (after
 * a new document's first save) carry it too.
 */
export function TabLanguage({ children }: { children?: ReactNode }) {
  const { code } = useLocale();
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const inAddress = params.get('locale');

  useEffect(() => {
    if (inAddress) {
      window.sessionStorage.setItem(storageKey, inAddress);
      return;
    }
    const tabs = window.sessionStorage.getItem(storageKey) ?? code;
    if (!tabs) return;
    window.sessionStorage.setItem(storageKey, tabs);
    const address = tabLanguageAddress(pathname, params.toString(), tabs);
    if (!address) return;
    // Already shown in the tab's language: only the address learns it, without a new render of
    // the screen (a router navigation re-rendered a new document's form and lost what staff had
    // begun to type). Next's router takes the history's address as its own.
    if (tabs === code) window.history.replaceState(window.history.state, '', address);
    else router.replace(address);
  }, [inAddress, code, pathname, params, router]);

  return <>{children}</>;
}
